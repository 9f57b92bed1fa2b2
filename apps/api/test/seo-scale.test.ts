import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_PER_SITEMAP } from '../src/modules/seo/service';
import { insertCategory, insertSeller } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// The sitemaps at the catalogue size the shop is built for (issue 20): 100k products in three
// languages stay within the protocol's limits (50,000 addresses and 50 MB per sitemap). How long
// they take is measured by `npm run bench`, not here.
const PRODUCTS = 100_000;
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  const seller = await insertSeller(db);
  const category = await insertCategory(db);
  // Rows only (no colours): the sitemaps read nothing else.
  await db.execute(sql`
    INSERT INTO products (seller_id, category_id, slug, code, en_name, ku_name, ar_name, price, created_at)
    SELECT ${seller.id}, ${category.id}, 'scale-' || n, 'SC-' || n, 'Scale ' || n, 'Scale ' || n,
           'Scale ' || n, 10, now() - n * interval '1 minute'
    FROM generate_series(1, ${PRODUCTS}) AS n`);
}, 300_000);
afterAll(() => shop.close());

describe(`sitemaps of ${PRODUCTS} products`, () => {
  it('lists enough product sitemaps in the index, each within the limits, every product once', async () => {
    const index = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const children = (
      parser.parse(index.body) as { sitemapindex: { sitemap: { loc: string }[] } }
    ).sitemapindex.sitemap.map((child) => new URL(child.loc).pathname);
    const pages = Math.ceil(PRODUCTS / PRODUCTS_PER_SITEMAP);
    expect(children).toEqual([
      '/sitemaps/pages.xml',
      ...Array.from({ length: pages }, (_, k) => `/sitemaps/products-${k + 1}.xml`),
    ]);

    const seen = new Set<string>();
    for (const child of children.slice(1)) {
      const answer = await shop.app.inject({ method: 'GET', url: child });
      expect(answer.statusCode, child).toBe(200);
      expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(MAX_BYTES);
      const urls = (parser.parse(answer.body) as { urlset: { url: { loc: string }[] } }).urlset.url;
      expect(urls.length, child).toBeLessThanOrEqual(MAX_URLS);
      for (const url of urls) seen.add(url.loc);
    }
    expect(seen.size).toBe(PRODUCTS * 3);
    const past = await shop.app.inject({
      method: 'GET',
      url: `/sitemaps/products-${pages + 1}.xml`,
    });
    expect(past.statusCode).toBe(404);
  }, 300_000);
});
