// API load: the storefront's main reads and the two signed-in calls, each under autocannon at
// the same concurrency, beside a bare Fastify route as the machine's ceiling.
import type { Instance, Request } from 'autocannon';
import type { CategorysResponse, QueryProductsResponse } from '@chapkhana/shared/catalogue';
import type { Shoppers } from './lib/fixtures';
import { measure, type LoadFigures, type Log } from './lib/load';
import type { BareServer } from './lib/processes';

/** Words a shopper types; the ones that find nothing in this catalogue are dropped. */
const SEARCH_WORDS = ['mug', 'business card', 'flyer', 'banner', 'shirt', 'pen', 'sticker', 'kog'];
/**
 * Searches that need the search rules (issue 18.3): plurals in three languages, category names,
 * typos, and one that finds nothing and so also asks for suggestions.
 */
export const SEARCH_RULE_WORDS = [
  'pens',
  'mugs',
  'أكواب',
  'پێنووسەکان',
  'stickers labels',
  'bussiness cards',
  'mgus',
  'qqxqzz',
];
const SHIPPING = {
  place: 'Home',
  name: 'Bench Customer',
  address: 'Street 60, house 12',
  phone: '07701234567',
  city: 'Erbil',
  governorate: 'ERB',
  district: 'Erbil',
  area: 'Ankawa',
  landmark: 'Near the big mosque',
};

/** A measured endpoint: its name in the report and what autocannon sends. */
interface Endpoint {
  name: string;
  request: Request;
  onInstance?: (instance: Instance) => void;
  /** True when the run wanted more requests than there were prepared carts. */
  poolExhausted?: () => boolean;
}

/** What the reads ask for, all found in the running shop. */
interface FoundReads {
  listings: string[];
  searches: string[];
  /** SEARCH_RULE_WORDS as paths (every one, the one that finds nothing too). */
  ruleSearches: string[];
  slugs: string[];
  /**
   * Storefront addresses asked for once each in a run (never kept yet, however long the read
   * cache lives): product pages spread over the whole catalogue, and listing pages of every
   * category, page by page.
   */
  productPages: string[];
  listingPages: string[];
}

/** Distinct addresses the uncached page rows go through; more than a run at budget speed asks. */
const UNCACHED_PAGES = 20_000;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Cycles through `items`, one per request. */
function rotating<T>(items: T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next++ % items.length];
    if (item === undefined) throw new Error('nothing to rotate through');
    return item;
  };
}

/** The listing a shopper reaches by filtering a category: price range, rating, cheapest first, page 3. */
export function listingPath(categoryId: string): string {
  const query = new URLSearchParams({
    categoryId,
    lowPrice: '5',
    highPrice: '60',
    rating: '2',
    sortPrice: 'low-to-high',
    pageNumber: '3',
  });
  return `/api/home/query-products?${query}`;
}

/** What the reads ask for, found from the running shop so every request answers real data. */
export async function discover(
  shopUrl: string,
  productCount: number,
  log: Log,
): Promise<FoundReads> {
  const { categorys } = await getJson<CategorysResponse>(`${shopUrl}/api/home/get-categorys`);
  const listings = [];
  const categoryPages: { id: string; pages: number }[] = [];
  for (const category of categorys) {
    const page = await getJson<QueryProductsResponse>(`${shopUrl}${listingPath(category._id)}`);
    if (page.products.length > 0) listings.push(listingPath(category._id));
    const all = await getJson<QueryProductsResponse>(
      `${shopUrl}/api/home/query-products?categoryId=${category._id}`,
    );
    const pages = Math.ceil(all.totalProduct / Math.max(1, all.parPage));
    if (pages > 0) categoryPages.push({ id: category._id, pages });
  }
  // Page 1 of every category, then page 2 of every category…: each address once.
  const listingPages: string[] = [];
  const deepest = Math.max(0, ...categoryPages.map((c) => c.pages));
  for (let n = 1; n <= deepest && listingPages.length < UNCACHED_PAGES; n++) {
    for (const { id, pages } of categoryPages) {
      if (n <= pages) listingPages.push(`/products?categoryId=${id}&pageNumber=${n}`);
    }
  }
  const pageCount = Math.min(UNCACHED_PAGES, productCount);
  const productPages = Array.from(
    { length: pageCount },
    (_, k) => `/product/details/bench-${Math.floor((k * productCount) / pageCount)}`,
  );
  const searches = [];
  for (const word of SEARCH_WORDS) {
    const path = `/api/home/query-products?${new URLSearchParams({ searchValue: word })}`;
    const page = await getJson<QueryProductsResponse>(`${shopUrl}${path}`);
    if (page.totalProduct > 0) searches.push(path);
  }
  const ruleSearches = SEARCH_RULE_WORDS.map(
    (word) => `/api/home/query-products?${new URLSearchParams({ searchValue: word })}`,
  );
  for (const path of ruleSearches) await getJson<QueryProductsResponse>(`${shopUrl}${path}`);
  // seed:bench names its products bench-0 … bench-(N-1); 500 of them spread over the range.
  const slugs = Array.from(
    { length: Math.min(500, productCount) },
    (_, k) => `bench-${Math.floor((k * productCount) / Math.min(500, productCount))}`,
  );
  await getJson(`${shopUrl}/api/home/product-details/${slugs[0]}`);
  log(
    `reads: ${listings.length} of ${categorys.length} categories have a page 3, ${searches.length} search words find products, ${slugs.length} product slugs`,
  );
  if (listings.length === 0 || searches.length === 0)
    throw new Error('the catalogue has no page 3 or no search results; seed more products');
  return { listings, searches, ruleSearches, slugs, productPages, listingPages };
}

/** A GET whose path changes on every request. */
function rotatingGet(paths: string[]): Request {
  const nextPath = rotating(paths);
  return {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: nextPath() }),
  };
}

/** What a browser's page request carries that changes the answer: compression. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

/** The catalogue reads every shopper makes (also run on PGlite). */
export function catalogueReads(found: FoundReads): Endpoint[] {
  return [
    { name: 'home page-data', request: { method: 'GET', path: '/api/home/page-data' } },
    { name: 'query-products', request: rotatingGet(found.listings) },
    { name: 'search', request: rotatingGet(found.searches) },
    { name: 'search rules', request: rotatingGet(found.ruleSearches) },
    {
      name: 'product-details',
      request: rotatingGet(found.slugs.map((slug) => `/api/home/product-details/${slug}`)),
    },
    // The storefront's pages, rendered on the server (compressed, as a browser asks for them):
    // home comes from the kept pages mostly; product and listing pages are each asked for once,
    // so every one is drawn (what a crawler or customers spread over the catalogue cost).
    { name: 'home page (HTML)', request: { method: 'GET', path: '/', headers: BROWSER } },
    {
      name: 'product page (HTML)',
      request: { ...rotatingGet(found.productPages), headers: BROWSER },
    },
    {
      name: 'listing page (HTML)',
      request: { ...rotatingGet(found.listingPages), headers: BROWSER },
    },
  ];
}

/** The signed-in calls: the reader's cart, and orders placed each from a different buyer's cart. */
function signedInCalls(shoppers: Shoppers): Endpoint[] {
  const cart: Endpoint = {
    name: 'get-card-product',
    request: {
      method: 'GET',
      path: `/api/home/product/get-card-product/${shoppers.reader.id}`,
      headers: { authorization: `Bearer ${shoppers.reader.token}` },
    },
  };
  let used = 0;
  let instance: Instance | undefined;
  const placeOrder: Endpoint = {
    name: 'place-order',
    onInstance: (running) => {
      instance = running;
    },
    request: {
      method: 'POST',
      path: '/api/home/order/place-order',
      setupRequest: (request) => {
        const buyer = shoppers.buyers[used++];
        if (!buyer) {
          // Every prepared cart is bought: end this run rather than measure empty carts.
          instance?.stop();
          return request;
        }
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': `bench-order-${buyer.id}`,
          },
          body: JSON.stringify({ userId: buyer.id, shippingInfo: SHIPPING }),
        };
      },
    },
    poolExhausted: () => used > shoppers.buyers.length,
  };
  return [cart, placeOrder];
}

export interface ApiLoadOptions {
  shopUrl: string;
  /** The bare Fastify server: measured first, the ceiling every row is a share of. */
  bare?: BareServer;
  /** Signed-in customers (PostgreSQL only): adds the cart and place-order rows. */
  shoppers?: Shoppers;
  productCount: number;
  connections: number;
  duration: number;
  warmup: number;
  log: Log;
}

/**
 * Runs the load and returns one row per endpoint with its ratio to the bare route.
 * `shoppers` (from prepareShoppers) adds the signed-in calls; `bare` adds the ceiling.
 */
export async function runApiLoad({
  shopUrl,
  bare,
  shoppers,
  productCount,
  connections,
  duration,
  warmup,
  log,
}: ApiLoadOptions): Promise<LoadFigures[]> {
  const found = await discover(shopUrl, productCount, log);
  const rows: LoadFigures[] = [];
  let ceiling: LoadFigures | undefined;
  if (bare) {
    ceiling = await measure({
      url: bare.url,
      request: { method: 'GET', path: bare.path },
      connections,
      duration,
      warmup,
      label: 'bare Fastify route',
      log,
    });
    rows.push({ ...ceiling, ratio: 1 });
  }
  const endpoints = [...catalogueReads(found), ...(shoppers ? signedInCalls(shoppers) : [])];
  for (const endpoint of endpoints) {
    const row = await measure({
      url: shopUrl,
      request: endpoint.request,
      onInstance: endpoint.onInstance,
      connections,
      duration,
      warmup: endpoint.name === 'place-order' ? 0 : warmup,
      label: endpoint.name,
      log,
    });
    if (endpoint.poolExhausted?.())
      row.note = 'ran out of prepared carts before the end (raise the pool)';
    rows.push({ ...row, ...(ceiling ? { ratio: row.reqPerSec / ceiling.reqPerSec } : {}) });
  }
  return rows;
}
