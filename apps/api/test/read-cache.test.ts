import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index';
import { call, createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer } from './helpers/customers';
import { insertCategory, insertProduct, insertSeller } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The catalogue's micro-cache: repeated public reads come from memory until a write drops them.
let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let slug: string;
let productId: string;

const read = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });
const setRate = (currencyIQD: string) =>
  call(shop, 'POST', '/api/admin/currency', admin.token, { currencyIQD });

beforeAll(async () => {
  shop = await createTestApp({ READ_CACHE_SECONDS: '60' });
  const db = shop.database.db;
  const seller = await insertSeller(db);
  const category = await insertCategory(db);
  const product = await insertProduct(db, { sellerId: seller.id, categoryId: category.id });
  slug = product.slug;
  productId = product.id;
  admin = await createSignedInAdmin(shop);
  expect((await setRate('1310')).statusCode).toBeLessThan(300);
});
afterAll(() => shop.close());

describe('catalogue read cache', () => {
  it('answers a repeated read from memory, byte for byte, with the same ETag', async () => {
    const first = await read(`/api/home/product-details/${slug}`);
    const second = await read(`/api/home/product-details/${slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body to a reader that already has the answer', async () => {
    const first = await read('/api/get-currencyIQD');
    const again = await read('/api/get-currencyIQD', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('drops everything on a successful write, so the change is read back at once', async () => {
    await read('/api/get-currencyIQD');
    expect((await read('/api/get-currencyIQD')).headers['x-cache']).toBe('hit');
    expect((await setRate('1400')).statusCode).toBeLessThan(300);
    const after = await read('/api/get-currencyIQD');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(Number(after.json().currencyIQD)).toBe(1400);
  });

  it('hands a kept answer to the page drawing in-process, and nothing once a write dropped it', async () => {
    const url = '/api/get-currencyIQD';
    await read(url);
    const answer = await read(url);
    expect(shop.app.keptSharedRead(url)).toEqual({
      body: answer.body,
      contentType: answer.headers['content-type'],
    });
    expect(shop.app.keptSharedRead('/api/get-currencyIQD?other=1')).toBeUndefined();
    expect((await setRate('1420')).statusCode).toBeLessThan(300);
    expect(shop.app.keptSharedRead(url)).toBeUndefined();
  });

  it('parses a kept answer once for the pages drawn from it, frozen, and anew once a write dropped it', async () => {
    const url = '/api/home/get-categories-subCategories';
    await read(url);
    const kept = shop.app.keptSharedRead(url)!;
    const data = shop.app.keptSharedData(kept) as { categories: { subCategories: object[] }[] };
    expect(data).toEqual(JSON.parse(kept.body));
    expect(shop.app.keptSharedData(shop.app.keptSharedRead(url)!)).toBe(data);
    // Shared by every page drawn meanwhile: none can change it.
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data.categories[0]?.subCategories)).toBe(true);
    expect(() => data.categories.pop()).toThrow(TypeError);
    expect((await setRate('1430')).statusCode).toBeLessThan(300);
    await read(url);
    expect(shop.app.keptSharedData(shop.app.keptSharedRead(url)!)).not.toBe(data);
  });

  it('keeps its answers through a refused write', async () => {
    await read('/api/get-currencyIQD');
    const refused = await setRate('-5');
    expect(refused.statusCode).toBe(400);
    expect((await read('/api/get-currencyIQD')).headers['x-cache']).toBe('hit');
  });

  it('never keeps an error', async () => {
    const missing = '/api/home/product-details/no-such-product';
    expect((await read(missing)).statusCode).toBe(404);
    const again = await read(missing);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    const bad = '/api/home/query-products?pageNumber=-1';
    expect((await read(bad)).statusCode).toBe(400);
    expect((await read(bad)).headers['x-cache']).toBeUndefined();
  });

  it('computes a missing answer once for readers who ask for it at the same moment', async () => {
    // 32 connections asking for the same search when its answer has just expired: one reads the
    // database, the others wait for its answer instead of running the same query 31 more times.
    const url = '/api/home/query-products?value=together&pageNumber=1';
    const answers = await Promise.all(Array.from({ length: 8 }, () => read(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.headers['x-cache'] === undefined)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers['content-type'])).size).toBe(1);
  });

  it('lets waiting readers find their own answer when the first one fails', async () => {
    const url = '/api/home/product-details/no-such-product-together';
    const answers = await Promise.all(Array.from({ length: 4 }, () => read(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(4).fill(404));
    expect(answers.every((answer) => answer.json().code)).toBe(true);
  });

  it('is dropped by writes that bypass HTTP when they say so (the payment sweeper)', async () => {
    const url = `/api/home/product-details/${slug}`;
    await read(url);
    await shop.database.db.update(products).set({ stock: 3 }).where(eq(products.id, productId));
    expect((await read(url)).headers['x-cache']).toBe('hit');
    shop.app.forgetSharedReads();
    const fresh = await read(url);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json().product.stock).toBe(3);
  });

  it('never keeps an answer that belongs to one customer', async () => {
    const customer = await createCustomer(shop);
    const url = `/api/home/product/get-card-product/${customer.id}`;
    const answers = [
      await read(url, bearer(customer.token)),
      await read(url, bearer(customer.token)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBeUndefined();
    }
  });

  // Security finding 7: any successful non-GET dropped every cache, so the public FIB callback
  // (always 202) at 4 requests/s took `GET /` from 91 to 8 req/s.
  it('is not dropped by writes anyone may send that change nothing it holds', async () => {
    const url = `/api/home/product-details/${slug}`;
    await read(url);
    const customer = await createCustomer(shop);
    const writes = [
      { method: 'POST' as const, url: '/api/payments/fib/callback', payload: { id: 'no-such' } },
      { method: 'POST' as const, url: '/api/customer/logout' },
      {
        method: 'POST' as const,
        url: '/api/home/product/add-to-wishlist',
        payload: { userId: customer.id, productId },
        headers: bearer(customer.token),
      },
    ];
    for (const write of writes) {
      const answer = await shop.app.inject(write);
      expect(answer.statusCode, write.url).toBeLessThan(300);
      expect((await read(url)).headers['x-cache'], write.url).toBe('hit');
    }
  });

  it('reads a category’s and a seller’s newest products once for all their products’ details', async () => {
    const db = shop.database.db;
    const seller = await insertSeller(db);
    const category = await insertCategory(db);
    const refs = { sellerId: seller.id, categoryId: category.id };
    const at = (minute: number) => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)) });
    const [first, second, third] = [
      await insertProduct(db, refs, at(1)),
      await insertProduct(db, refs, at(2)),
      await insertProduct(db, refs, at(3)),
    ];
    const details = async (product: { slug: string }) => {
      const answer = await read(`/api/home/product-details/${product.slug}`);
      expect(answer.statusCode).toBe(200);
      const { relatedProducts, moreProducts } = answer.json();
      const slugs = (list: { slug: string }[]) => list.map((summary) => summary.slug);
      return { related: slugs(relatedProducts), more: slugs(moreProducts) };
    };
    expect(await details(first)).toEqual({
      related: [third.slug, second.slug],
      more: [third.slug, second.slug],
    });
    // Written past the API (no write drops anything): another product's details, a new
    // address, still shows the lists as they were read for the first.
    const fourth = await insertProduct(db, refs, at(4));
    expect(await details(second)).toEqual({
      related: [third.slug, first.slug],
      more: [third.slug, first.slug],
    });
    shop.app.forgetSharedReads();
    expect(await details(third)).toEqual({
      related: [fourth.slug, second.slug, first.slug],
      more: [fourth.slug, second.slug, first.slug],
    });
    // The newest is in the kept lists; its own details leave it out and still fill them.
    const fifth = await insertProduct(db, refs, at(5));
    shop.app.forgetSharedReads();
    expect(await details(fifth)).toEqual({
      related: [fourth.slug, third.slug, second.slug, first.slug],
      more: [fourth.slug, third.slug, second.slug],
    });
  });

  it('keeps a shared read only when no write came while it was read', async () => {
    let finish: (value: string) => void = () => {};
    const slow = shop.app.keepRead('test:slow', () => new Promise<string>((r) => (finish = r)));
    shop.app.forgetSharedReads();
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await shop.app.keepRead('test:slow', async () => 'after the write')).toBe(
      'after the write',
    );
    expect(await shop.app.keepRead('test:slow', async () => 'not asked')).toBe('after the write');
    await expect(
      shop.app.keepRead('test:failing', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(await shop.app.keepRead('test:failing', async () => 'back')).toBe('back');
  });

  // Security finding 12: a hit was sent from an onRequest hook before helmet added its headers.
  it('sends a kept answer with the same security headers as a fresh one', async () => {
    shop.app.forgetSharedReads();
    const miss = await read('/api/home/get-categories-subCategories');
    const hit = await read('/api/home/get-categories-subCategories');
    expect(miss.headers['x-cache']).toBeUndefined();
    expect(hit.headers['x-cache']).toBe('hit');
    const security = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const header of security) {
      expect(miss.headers[header], header).toBeTruthy();
      expect(hit.headers[header], header).toBe(miss.headers[header]);
    }
    expect(hit.headers['x-powered-by']).toBeUndefined();
  });
});
