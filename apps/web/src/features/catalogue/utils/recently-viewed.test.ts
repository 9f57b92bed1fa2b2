import { beforeEach, describe, expect, it } from 'vitest';
import type { CardProduct } from './card-product';
import {
  addRecentlyViewed,
  purgeRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
  storedRecentlyViewed,
} from './recently-viewed';
import { recentlyViewedProducts } from './recently-viewed-products';

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

const stored = () => storedRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
const ids = () => stored().map((entry) => entry.product._id);
const store = (value: unknown) =>
  window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(value));

describe('recently viewed products', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds a viewed product with its timestamp, newest first', () => {
    addRecentlyViewed(window.localStorage, product(1), START);
    addRecentlyViewed(window.localStorage, product(2), START + 1000);
    const entries = stored();
    expect(entries.map((entry) => entry.product._id)).toEqual(['p2', 'p1']);
    expect(entries[0]?.viewedAt).toBe(START + 1000);
  });

  it('keeps a product once, moving it to the front with the new time', () => {
    addRecentlyViewed(window.localStorage, product(1), START);
    addRecentlyViewed(window.localStorage, product(2), START + 1000);
    addRecentlyViewed(window.localStorage, product(1), START + 2000);
    const entries = stored();
    expect(entries.map((entry) => entry.product._id)).toEqual(['p1', 'p2']);
    expect(entries[0]?.viewedAt).toBe(START + 2000);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} products, dropping the oldest`, () => {
    for (let n = 1; n <= RECENTLY_VIEWED_LIMIT + 3; n += 1) {
      addRecentlyViewed(window.localStorage, product(n), START + n);
    }
    const kept = ids();
    expect(kept).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(kept[0]).toBe(`p${RECENTLY_VIEWED_LIMIT + 3}`);
    expect(kept).not.toContain('p3');
  });

  it('purges entries older than 24 hours with an injected clock', () => {
    addRecentlyViewed(window.localStorage, product(1), START);
    addRecentlyViewed(window.localStorage, product(2), START + 2 * HOUR);
    purgeRecentlyViewed(window.localStorage, START + 24 * HOUR);
    expect(ids()).toEqual(['p2', 'p1']); // exactly 24 h is not older
    purgeRecentlyViewed(window.localStorage, START + 25 * HOUR);
    expect(ids()).toEqual(['p2']);
    purgeRecentlyViewed(window.localStorage, START + 27 * HOUR);
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBe('[]');
  });

  it('stores only the fields a card needs', () => {
    addRecentlyViewed(
      window.localStorage,
      { ...product(1), enDescription: 'long text', stock: 3 } as CardProduct,
      START,
    );
    expect(Object.keys(stored()[0]?.product ?? {})).not.toContain('enDescription');
  });

  it('records a view over garbage in storage, keeping only entries with an id and a time', () => {
    for (const garbage of ['{not json', '"text"', '{"product":{}}', 'null', '42']) {
      window.localStorage.setItem(RECENTLY_VIEWED_KEY, garbage);
      addRecentlyViewed(window.localStorage, product(1), START);
      expect(ids()).toEqual(['p1']);
    }
    store([
      'junk',
      null,
      { product: { _id: 7 }, viewedAt: START },
      { product: product(2), viewedAt: 'yesterday' },
      { product: product(3), viewedAt: START - 1 },
    ]);
    addRecentlyViewed(window.localStorage, product(1), START);
    expect(ids()).toEqual(['p1', 'p3']);
  });

  it('keeps entries it cannot show as they are (only their id is read) until they are pushed out', () => {
    const older = { _id: 'old', slug: 'old', somethingNew: [1, 2] };
    store([{ product: older, viewedAt: START - 1 }]);
    addRecentlyViewed(window.localStorage, product(1), START);
    expect(stored()[1]).toEqual({ product: older, viewedAt: START - 1 });
    for (let n = 2; n <= RECENTLY_VIEWED_LIMIT; n += 1) {
      addRecentlyViewed(window.localStorage, product(n), START + n);
    }
    expect(ids()).not.toContain('old');
  });

  it('keeps one entry per product even when the stored list repeated one', () => {
    store([
      { product: product(2), viewedAt: START - 1 },
      { product: product(2), viewedAt: START - 2 },
      { product: product(1), viewedAt: START - 3 },
      { product: product(3), viewedAt: START - 4 },
    ]);
    addRecentlyViewed(window.localStorage, product(1), START);
    expect(ids()).toEqual(['p1', 'p2', 'p3']);
    expect(stored()[1]?.viewedAt).toBe(START - 1);
  });

  it('caps an over-long stored list at the next view', () => {
    store(
      Array.from({ length: 40 }, (_, n) => ({ product: product(n + 2), viewedAt: START - n - 1 })),
    );
    addRecentlyViewed(window.localStorage, product(1), START);
    expect(ids()).toEqual(
      ['p1'].concat(Array.from({ length: RECENTLY_VIEWED_LIMIT - 1 }, (_, n) => `p${n + 2}`)),
    );
  });

  it('purges garbage too, and leaves a clean list untouched', () => {
    store(['junk', { product: product(1), viewedAt: START }]);
    purgeRecentlyViewed(window.localStorage, START);
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '')).toEqual([
      { product: product(1), viewedAt: START },
    ]);
    let writes = 0;
    window.addEventListener('chapkhana:recently-viewed', () => (writes += 1));
    purgeRecentlyViewed(window.localStorage, START + HOUR);
    expect(writes).toBe(0);
  });

  it('shows only entries whose product is a card’s, newest first', () => {
    store([
      { product: product(2), viewedAt: START },
      { product: { _id: 'x' }, viewedAt: START - 1 },
      { product: { ...product(3), price: 3 }, viewedAt: START - 2 },
      { product: { ...product(4), discount: 12.5 }, viewedAt: START - 2 },
      { product: { ...product(5), rating: null }, viewedAt: START - 2 },
      { product: { ...product(6), images: ['/a.webp', 7] }, viewedAt: START - 2 },
      { product: { ...product(7), slug: undefined }, viewedAt: START - 2 },
      { product: null, viewedAt: START - 2 },
      'junk',
      { product: product(1), viewedAt: START - 3 },
    ]);
    const shown = recentlyViewedProducts(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
    expect(shown.map((item) => item._id)).toEqual(['p2', 'p1']);
    expect(shown[0]).toEqual(product(2));
    // Only a card's fields are shown, whatever else an entry holds.
    store([{ product: { ...product(8), description: 'long' }, viewedAt: START }]);
    expect(recentlyViewedProducts(window.localStorage.getItem(RECENTLY_VIEWED_KEY))[0]).toEqual(
      product(8),
    );
    expect(recentlyViewedProducts('{not json')).toEqual([]);
    expect(recentlyViewedProducts(null)).toEqual([]);
  });
});
