import {
  listingPath,
  PRIVATE_PAGE_PREFIXES,
  productPath,
  SHOP_PAGES,
  UNCRAWLED_PREFIXES,
} from '@chapkhana/shared/crawling';
import { pageUrl } from '@chapkhana/shared/page-head';
import { LANGUAGE_INFO, LANGUAGES } from '@chapkhana/shared/languages';
import type { Database } from '../../db/client';
import {
  productSitemapEntries,
  productSitemapPages,
  shopListings,
  type ProductSitemapPage,
} from './repository';

/**
 * Products per product sitemap: each is listed in three languages, so a sitemap holds 15,000
 * addresses (the protocol allows 50,000) and about 10 MB (it allows 50 MB); 100k products make
 * 20 of them.
 */
export const PRODUCTS_PER_SITEMAP = 5000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Text for an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** W3C Datetime to the second, as sitemaps take it. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const newest = (dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((a, b) => (!b || (a && a >= b) ? a : b), undefined);

/**
 * A page's address in each language and the `x-default` one (no `lng`: the reader's cookie or
 * browser decides), by the function that writes a rendered page's canonical and alternates
 * (shared/page-head.ts), so a sitemap lists exactly the addresses the pages name themselves.
 */
export function languageAddresses(
  siteOrigin: string,
  url: string,
): { hreflang: string; href: string; language?: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_INFO[language].htmlLang,
      href: pageUrl(siteOrigin, url, language),
      language,
    })),
    { hreflang: 'x-default', href: pageUrl(siteOrigin, url) },
  ];
}

/** A page's `<url>` in each language, each naming all of them as alternates (the protocol's hreflang form). */
function urlEntries(siteOrigin: string, url: string, lastmod: Date | undefined): string {
  const addresses = languageAddresses(siteOrigin, url);
  const alternates = addresses
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return addresses
    .filter((address) => address.language)
    .map(({ href }) => `<url><loc>${escapeXml(href)}</loc>${modified}${alternates}</url>\n`)
    .join('');
}

const urlSet = (entries: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries}</urlset>\n`;

/** robots.txt: the shop is open to crawlers but for customers' pages, the console and the API. */
export function robotsTxt(siteOrigin: string): string {
  const disallowed = [...PRIVATE_PAGE_PREFIXES, ...UNCRAWLED_PREFIXES]
    .map((prefix) => `Disallow: ${prefix}\n`)
    .join('');
  return `User-agent: *\nAllow: /\n${disallowed}\nSitemap: ${new URL('/sitemap.xml', siteOrigin).href}\n`;
}

export interface SitemapOptions {
  db: () => Database;
  siteOrigin: string;
  /**
   * Keeps a read until the catalogue changes (`app.keepRead`, plugins/cache.ts); without it the
   * products' page summary is read each time.
   */
  keep?: <T>(key: string, read: () => Promise<T>) => Promise<T>;
  /** Products per product sitemap (tests make it small). */
  productsPerSitemap?: number;
}

/**
 * The sitemap index and its children, from the database: a pages sitemap (home, the shop's
 * pages, every category and sub-category listing) and product sitemaps of a fixed number of
 * visible products each, every page in its three language addresses with hreflang alternates.
 * How the products divide into sitemaps is one pass over them (repository.ts), kept under the
 * cache generation as the lists the catalogue's answers share are (`keep`).
 */
export function sitemaps(options: SitemapOptions) {
  const size = options.productsPerSitemap ?? PRODUCTS_PER_SITEMAP;
  const keep = options.keep ?? (<T>(_key: string, read: () => Promise<T>) => read());
  const productPages = (): Promise<ProductSitemapPage[]> =>
    keep('sitemap:product-pages', () => productSitemapPages(options.db(), size));
  const address = (path: string) => escapeXml(new URL(path, options.siteOrigin).href);

  return {
    /** The index: the pages sitemap, then `products-1.xml` … with the newest change of each. */
    async index(): Promise<string> {
      const [{ newestProduct, settingsChanged }, pages] = await Promise.all([
        shopListings(options.db()),
        productPages(),
      ]);
      const child = (path: string, lastmod: Date | undefined) =>
        `<sitemap><loc>${address(path)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>\n`;
      const children = [
        child('/sitemaps/pages.xml', newest([newestProduct, settingsChanged])),
        ...pages.map((page, k) => child(`/sitemaps/products-${k + 1}.xml`, page.lastmod)),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${children.join('')}</sitemapindex>\n`;
    },

    /** Home, the shop's own pages and every listing. */
    async pages(): Promise<string> {
      const { listings, newestProduct, settingsChanged } = await shopListings(options.db());
      const shopPageChanged: Record<(typeof SHOP_PAGES)[number], Date | undefined> = {
        '/': newestProduct,
        '/categories': undefined,
        '/about': settingsChanged,
        '/contact': settingsChanged,
      };
      const entries = [
        ...SHOP_PAGES.map((path) => urlEntries(options.siteOrigin, path, shopPageChanged[path])),
        ...listings.map((listing) =>
          urlEntries(
            options.siteOrigin,
            listingPath(listing.category, listing.subCategory),
            listing.lastmod,
          ),
        ),
      ];
      return urlSet(entries.join(''));
    },

    /** Product sitemap `number` (from 1), or undefined past the last one. */
    async products(number: number): Promise<string | undefined> {
      const page = (await productPages())[number - 1];
      if (!page) return undefined;
      const rows = await productSitemapEntries(options.db(), page.start, page.count);
      return urlSet(
        rows
          .map((row) => urlEntries(options.siteOrigin, productPath(row.slug), row.updatedAt))
          .join(''),
      );
    },
  };
}
