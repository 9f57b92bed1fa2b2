import { beforeEach, describe, expect, it } from 'vitest';
import type { CardProduct } from './card-product';
import {
  addRecentlyViewed,
  purgeRecentlyViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
} from './recently-viewed';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 21, 9, 0, 0);

function product(n: number): CardProduct {
  return {
    _id: `p${n}`,
    slug: `product-${n}`,
    enName: `Product ${n}`,
    kuName: `بەرهەم ${n}`,
    arName: `منتج ${n}`,
    productCode: `PC-${n}`,
    price: '1.00',
    discount: 0,
    rating: 4,
    images: [`/uploads/products/product-${n}-1-800.webp`],
  };
}

const ids = (now: number) =>
  readRecentlyViewed(window.localStorage, now).map((entry) => entry.product._id);

describe('recently viewed products', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds a viewed product with its timestamp, newest first', () => {
    addRecentlyViewed(window.localStorage, product(1), START);
    addRecentlyViewed(window.localStorage, product(2), START + 1000);
    const entries = readRecentlyViewed(window.localStorage, START + 2000);
    expect(entries.map((entry) => entry.product._id)).toEqual(['p2', 'p1']);
    expect(entries[0]?.viewedAt).toBe(START + 1000);
  });

  it('keeps a product once, moving it to the front with the new time', () => {
    addRecentlyViewed(window.localStorage, product(1), START);
    addRecentlyViewed(window.localStorage, product(2), START + 1000);
    addRecentlyViewed(window.localStorage, product(1), START + 2000);
    const entries = readRecentlyViewed(window.localStorage, START + 3000);
    expect(entries.map((entry) => entry.product._id)).toEqual(['p1', 'p2']);
    expect(entries[0]?.viewedAt).toBe(START + 2000);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} products, dropping the oldest`, () => {
    for (let n = 1; n <= RECENTLY_VIEWED_LIMIT + 3; n += 1) {
      addRecentlyViewed(window.localStorage, product(n), START + n);
    }
    const kept = ids(START + 100);
    expect(kept).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(kept[0]).toBe(`p${RECENTLY_VIEWED_LIMIT + 3}`);
    expect(kept).not.toContain('p3');
  });

  it('purges entries older than 24 hours with an injected clock', () => {
    addRecentlyViewed(window.localStorage, product(1), START);
    addRecentlyViewed(window.localStorage, product(2), START + 2 * HOUR);
    purgeRecentlyViewed(window.localStorage, START + 24 * HOUR);
    expect(ids(START + 24 * HOUR)).toEqual(['p2', 'p1']); // exactly 24 h is not older
    purgeRecentlyViewed(window.localStorage, START + 25 * HOUR);
    const stored = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0].product._id).toBe('p2');
    purgeRecentlyViewed(window.localStorage, START + 27 * HOUR);
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBe('[]');
  });

  it('stores only the fields a card needs', () => {
    addRecentlyViewed(
      window.localStorage,
      { ...product(1), enDescription: 'long text', stock: 3 } as CardProduct,
      START,
    );
    const stored = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    expect(Object.keys(stored[0].product)).not.toContain('enDescription');
  });

  it('ignores a malformed stored value instead of failing', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed(window.localStorage, START)).toEqual([]);
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ product: { _id: 'x' }, viewedAt: START }, 'junk', null]),
    );
    expect(readRecentlyViewed(window.localStorage, START)).toEqual([]);
    addRecentlyViewed(window.localStorage, product(1), START);
    expect(ids(START)).toEqual(['p1']);
  });
});
