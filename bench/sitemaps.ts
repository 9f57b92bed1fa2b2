// The sitemaps at the bench catalogue's size (issue 20): how long the index and each child take
// when first asked for, and how big the children are against the protocol's limits (50,000
// addresses, 50 MB). Run after the API load, so nothing of them is kept yet.
import { performance } from 'node:perf_hooks';
import type { Log } from './lib/load';

export interface SitemapFigures {
  /** Product sitemaps the index lists. */
  productSitemaps: number;
  /** The index, first asked for: it cuts the products into sitemaps (one pass over them). */
  indexMs: number;
  pagesMs: number;
  /** Each product sitemap asked for once, in order (the cut is kept READ_CACHE_SECONDS). */
  productMedianMs: number;
  productMaxMs: number;
  /** Product addresses over all product sitemaps (three per product). */
  productUrls: number;
  largestUrls: number;
  largestMb: number;
  error?: string;
}

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return { ms: Math.round(performance.now() - started), body };
}

const count = (text: string, tag: string) => text.split(`<${tag}>`).length - 1;

/** The load's last requests and the garbage they left are done by then. */
const SETTLE_MS = 2000;

export async function runSitemapBench(shopUrl: string, log: Log): Promise<SitemapFigures> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const index = await timed(`${shopUrl}/sitemap.xml`);
  const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );
  const pages = await timed(`${shopUrl}/sitemaps/pages.xml`);
  const products = [];
  for (const child of children.filter((path) => path.startsWith('/sitemaps/products-'))) {
    const { ms, body } = await timed(`${shopUrl}${child}`);
    products.push({ ms, urls: count(body, 'url'), bytes: Buffer.byteLength(body) });
  }
  const times = products.map((p) => p.ms).toSorted((a, b) => a - b);
  const figures: SitemapFigures = {
    productSitemaps: products.length,
    indexMs: index.ms,
    pagesMs: pages.ms,
    productMedianMs: times[Math.floor(times.length / 2)] ?? 0,
    productMaxMs: times.at(-1) ?? 0,
    productUrls: products.reduce((sum, p) => sum + p.urls, 0),
    largestUrls: Math.max(0, ...products.map((p) => p.urls)),
    largestMb: Number((Math.max(0, ...products.map((p) => p.bytes)) / 2 ** 20).toFixed(1)),
  };
  log(
    `sitemaps: index ${figures.indexMs} ms, ${figures.productSitemaps} product sitemaps (median ${figures.productMedianMs} ms, largest ${figures.largestUrls} addresses, ${figures.largestMb} MB)`,
  );
  return figures;
}

/** The figures, or why they are missing, for a section of the results. */
export async function sitemapFigures(shopUrl: string, log: Log): Promise<SitemapFigures> {
  try {
    return await runSitemapBench(shopUrl, log);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`sitemaps failed: ${message}`);
    return {
      productSitemaps: 0,
      indexMs: 0,
      pagesMs: 0,
      productMedianMs: 0,
      productMaxMs: 0,
      productUrls: 0,
      largestUrls: 0,
      largestMb: 0,
      error: message,
    };
  }
}

/** One markdown row per database for the results' sitemap table. */
export function sitemapRows(sections: [string, SitemapFigures | undefined][]): unknown[][] {
  return sections.flatMap(([db, s]) =>
    s
      ? [
          s.error
            ? [db, `failed: ${s.error}`, '', '', '', '', '']
            : [
                db,
                s.productSitemaps,
                s.indexMs,
                s.pagesMs,
                `${s.productMedianMs} / ${s.productMaxMs}`,
                s.productUrls,
                `${s.largestUrls} / ${s.largestMb} MB`,
              ],
        ]
      : [],
  );
}

export const SITEMAP_HEAD = [
  'database',
  'product sitemaps',
  'index ms',
  'pages ms',
  'product sitemap median / max ms',
  'product addresses',
  'largest (addresses / size)',
];
