import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_PREFIXES } from '@chapkhana/shared/crawling';
import { products } from '../src/db/schema/index';
import { languageAddresses, sitemaps } from '../src/modules/seo/service';
import { pageHeadTags } from '@chapkhana/shared/page-head-tags';
import { call } from './helpers/console';
import { insertCategory, insertProduct, insertSeller, insertSubCategory } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// robots.txt and the sitemaps (issue 20): what crawlers may read, and every public page in its
// three language addresses, from the database.
const ORIGIN = 'http://shop.test';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface Link {
  rel: string;
  hreflang: string;
  href: string;
}
interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Link[];
}

let shop: TestApp;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let category: Awaited<ReturnType<typeof insertCategory>>;
let sub: Awaited<ReturnType<typeof insertSubCategory>>;
let shown: Awaited<ReturnType<typeof insertProduct>>;
let hidden: Awaited<ReturnType<typeof insertProduct>>;

const get = (url: string) => shop.app.inject({ method: 'GET', url });
async function urlSet(url: string): Promise<UrlEntry[]> {
  const answer = await get(url);
  expect(answer.statusCode, url).toBe(200);
  expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  return (parser.parse(answer.body) as { urlset: { url?: UrlEntry[] } }).urlset.url ?? [];
}

beforeAll(async () => {
  shop = await createTestApp({ READ_CACHE_SECONDS: '60' });
  const db = shop.database.db;
  seller = await createSignedInSeller(shop);
  const idle = await insertSeller(db, { active: false });
  // A name with every character XML must escape, carried in a listing's address.
  category = await insertCategory(db, { enName: `Cards & <"Pens"> 'n' Mugs` });
  sub = await insertSubCategory(db, category.id);
  shown = await insertProduct(
    db,
    { sellerId: seller.sellerId, categoryId: category.id, subCategoryId: sub.id },
    { updatedAt: new Date('2026-02-03T04:05:06Z') },
  );
  hidden = await insertProduct(db, { sellerId: idle.id, categoryId: category.id });
});
afterAll(() => shop.close());

describe('robots.txt', () => {
  it("keeps crawlers out of customers' pages, the console and the API, and names the sitemap", async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of [...PRIVATE_PAGE_PREFIXES, '/console', '/api/'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    for (const prefix of ['/card', '/dashboard', '/login', '/register', '/payment', '/shipping'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines.filter((line) => line.startsWith('Disallow: '))).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemap index', () => {
  it('lists the pages sitemap and one product sitemap, with the newest change of each', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const parsed = parser.parse(answer.body) as {
      sitemapindex: { xmlns: string; sitemap: { loc: string; lastmod?: string }[] };
    };
    expect(parsed.sitemapindex.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const [pages, productsMap, ...more] = parsed.sitemapindex.sitemap;
    expect(more).toEqual([]);
    expect(pages?.loc).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    expect(productsMap).toEqual({
      loc: `${ORIGIN}/sitemaps/products-1.xml`,
      lastmod: '2026-02-03T04:05:06Z',
    });
  });

  it.each(['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/nothing.xml'])(
    'answers 404 to %s: past the last product sitemap, or no sitemap at all',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'route_not_found' });
    },
  );
});

describe('a product sitemap', () => {
  it('lists each visible product in its three languages with every alternate and its last change', async () => {
    const entries = await urlSet('/sitemaps/products-1.xml');
    const page = `${ORIGIN}/product/details/${shown.slug}`;
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${page}?lng=kr`,
      `${page}?lng=ar`,
      `${page}?lng=en`,
    ]);
    for (const entry of entries) {
      expect(entry.lastmod).toBe('2026-02-03T04:05:06Z');
      expect(entry['xhtml:link']).toEqual([
        { rel: 'alternate', hreflang: 'ckb', href: `${page}?lng=kr` },
        { rel: 'alternate', hreflang: 'ar', href: `${page}?lng=ar` },
        { rel: 'alternate', hreflang: 'en', href: `${page}?lng=en` },
        { rel: 'alternate', hreflang: 'x-default', href: page },
      ]);
    }
    // The product of an inactive seller is hidden from customers, so from crawlers too.
    expect(JSON.stringify(entries)).not.toContain(hidden.slug);
  });
});

describe('the pages sitemap', () => {
  it('lists home, the shop pages and every listing, escaped, in three languages each', async () => {
    const entries = await urlSet('/sitemaps/pages.xml');
    const locs = entries.map((entry) => entry.loc);
    for (const path of ['/', '/categories', '/about', '/contact'])
      for (const lng of ['kr', 'ar', 'en']) expect(locs).toContain(`${ORIGIN}${path}?lng=${lng}`);
    const listing = new URL('/products', ORIGIN);
    listing.search = new URLSearchParams({
      category: category.enName,
      categoryId: category.id,
    }).toString();
    const subListing = new URL(listing);
    subListing.searchParams.set('subCategoryId', sub.id);
    for (const address of [listing, subListing]) {
      for (const lng of ['kr', 'ar', 'en']) {
        const wanted = new URL(address);
        wanted.searchParams.set('lng', lng);
        const entry = entries.find((e) => e.loc === wanted.href);
        expect(entry, wanted.href).toBeDefined();
        // The shown product is in both listings; the hidden one changed later but does not count.
        expect(entry?.lastmod).toBe('2026-02-03T04:05:06Z');
        expect(entry?.['xhtml:link'].find((l) => l.hreflang === 'x-default')?.href).toBe(
          address.href,
        );
      }
    }
    expect(locs).toHaveLength((4 + 2) * 3);
  });

  it('names each page by the addresses its own head gives (shared/page-head.ts)', () => {
    for (const url of [
      '/',
      `/product/details/mug-330`,
      `/products?category=Cards%20%26%20Pens&categoryId=${category.id}`,
    ]) {
      const tags = pageHeadTags(
        {
          language: 'kr',
          siteName: 'Chapkhana',
          title: 'A page',
          description: 'About it',
          type: 'website',
          address: url,
          structuredData: [],
        },
        ORIGIN,
      );
      const alternates = tags.flatMap((tag) =>
        tag.tag === 'link' && tag.attributes.rel === 'alternate'
          ? [{ hreflang: tag.attributes.hreflang, href: tag.attributes.href }]
          : [],
      );
      expect(
        languageAddresses(ORIGIN, url).map(({ hreflang, href }) => ({ hreflang, href })),
      ).toEqual(alternates);
    }
  });
});

describe('keeping the sitemaps', () => {
  it('answers a repeated read from memory and drops it when a seller deletes a product', async () => {
    const gone = await insertProduct(shop.database.db, {
      sellerId: seller.sellerId,
      categoryId: category.id,
    });
    shop.app.forgetSharedReads();
    const first = await get('/sitemaps/products-1.xml');
    expect(first.body).toContain(gone.slug);
    const again = await get('/sitemaps/products-1.xml');
    expect(again.headers['x-cache']).toBe('hit');
    const deleted = await call(shop, 'DELETE', `/api/seller/products/${gone.id}`, seller.token);
    expect(deleted.statusCode).toBe(200);
    const after = await get('/sitemaps/products-1.xml');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.body).not.toContain(gone.slug);
    expect(after.body).toContain(shown.slug);
  });
});

describe('product sitemaps in pages', () => {
  it('cuts the products into pages of a fixed size that list each one once, in a stable order', async () => {
    const db = shop.database.db;
    // Products made in the same microsecond: the page boundaries must not split or repeat them.
    const sameMoment = new Date('2026-01-01T00:00:00Z');
    for (let k = 0; k < 5; k++) {
      const product = await insertProduct(db, {
        sellerId: seller.sellerId,
        categoryId: category.id,
      });
      await db
        .update(products)
        .set({ createdAt: k < 3 ? sameMoment : new Date(Date.now() + k) })
        .where(eq(products.id, product.id));
    }
    const maps = sitemaps({
      db: () => db,
      siteOrigin: ORIGIN,
      productsPerSitemap: 2,
    });
    const visible = await db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.sellerId, seller.sellerId));
    const listed: string[] = [];
    for (let page = 1; ; page++) {
      const xml = await maps.products(page);
      if (xml === undefined) break;
      const urls = (parser.parse(xml) as { urlset: { url: UrlEntry[] } }).urlset.url;
      expect(urls.length).toBeLessThanOrEqual(2 * 3);
      listed.push(
        ...urls
          .filter((u) => u.loc.endsWith('?lng=kr'))
          .map((u) => u.loc.replace(/^.*\/details\/|\?lng=kr$/g, '')),
      );
    }
    expect(listed.toSorted()).toEqual(visible.map((v) => v.slug).toSorted());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
