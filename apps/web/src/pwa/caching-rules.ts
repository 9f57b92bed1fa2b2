import { pageLanguageOf, type Language } from '@chapkhana/shared/languages';

/**
 * What the service worker (sw.ts) keeps, decided here without worker globals so it can be
 * tested. It keeps what is the same for every reader: the catalogue's pages, the catalogue's
 * reads and the pictures. A customer's own data (cart, orders, account, wishlist, chat,
 * payment) is never on these lists, and neither is anything sent with a token.
 */

/** The names of the caches this version keeps besides the precache; any other is dropped. */
export const RUNTIME_CACHES = {
  pages: 'chapkhana-pages-v1',
  catalogue: 'chapkhana-catalogue-v1',
  pictures: 'chapkhana-pictures-v1',
  shell: 'chapkhana-shell-v1',
} as const;

/** Caches an older version kept under names this one no longer uses (ours start `chapkhana-`). */
export function outdatedCaches(names: readonly string[]): string[] {
  const current: readonly string[] = Object.values(RUNTIME_CACHES);
  return names.filter((name) => name.startsWith('chapkhana-') && !current.includes(name));
}

/** How long the network has to answer a kept page or read before the kept copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * The public catalogue pages, as apps/web/src/app/route-table.tsx names them: the server renders
 * them as a guest's, so their markup holds nothing of the reader's.
 */
const CATALOGUE_PAGES = [
  /^\/$/,
  /^\/categories$/,
  /^\/products$/,
  /^\/products\/search$/,
  /^\/product\/details\/[^/]+$/,
  /^\/(about|contact)$/,
];

export function isCataloguePage(url: URL): boolean {
  return CATALOGUE_PAGES.some((page) => page.test(url.pathname));
}

/** The console is its own app: the worker leaves its pages alone. */
export function isConsolePage(url: URL): boolean {
  return url.pathname === '/console' || url.pathname.startsWith('/console/');
}

/**
 * The catalogue reads the public pages make (the API marks them public and shared): the same
 * answer for everyone. Reviews are a product's, not the reader's, despite the spec's path.
 */
const CATALOGUE_READS = [
  /^\/api\/home\/page-data$/,
  /^\/api\/home\/get-categories-subCategories$/,
  /^\/api\/home\/query-products$/,
  /^\/api\/home\/price-range-latest-product$/,
  /^\/api\/home\/product-details\/[^/]+$/,
  /^\/api\/home\/customer\/get-reviews\/[^/]+$/,
  /^\/api\/get-currencyIQD$/,
  /^\/api\/home\/shop-settings$/,
  /^\/api\/home\/shop-pages\/[^/]+$/,
];

/** A catalogue read that may be kept: a GET, sent without the customer's token. */
export function isCatalogueRead(
  url: URL,
  request: { method: string; headers: { has(name: string): boolean } },
): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    CATALOGUE_READS.some((read) => read.test(url.pathname))
  );
}

/** Product, category and banner pictures (public uploads; a customer's artwork is never here). */
export function isPicture(url: URL): boolean {
  return url.pathname.startsWith('/uploads/');
}

/**
 * The script a drawn page starts the app with (public/page-start.js). Its address stays, and
 * so does what a page tells it (data-app, data-preload): the worker answers with the copy it
 * holds and fetches the next one behind it, so a page on a poor line never waits for it.
 */
export const PAGE_START_SCRIPT = '/page-start.js';

/**
 * The shell's files that keep their address from one version to the next (the translations,
 * the page-start script): the translations are fetched from the network first, so a new
 * version's page never runs with the old text; all are kept for when there is none.
 */
export const SHELL_FILES = [
  '/assets/locales/kr/translation.json',
  '/assets/locales/ar/translation.json',
  '/assets/locales/en/translation.json',
  // The error codes' messages, loaded apart (src/lib/error-texts.ts).
  '/assets/locales/kr/errors.json',
  '/assets/locales/ar/errors.json',
  '/assets/locales/en/errors.json',
  // The texts of the screens behind sign-in and checkout, loaded apart (src/lib/screen-texts.ts).
  '/assets/locales/kr/screens.json',
  '/assets/locales/ar/screens.json',
  '/assets/locales/en/screens.json',
  PAGE_START_SCRIPT,
];

export function isShellFile(url: URL): boolean {
  return SHELL_FILES.includes(url.pathname);
}

/** An answer that says it is the reader's own (`private`, `no-store`) is never kept. */
export function mayKeep(response: {
  status: number;
  headers: { get(name: string): string | null };
}) {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !/\b(private|no-store)\b/i.test(cacheControl);
}

/** The language a page opens in, decided as the server decides it (`pageLanguageOf`). */
export function readerLanguage(
  url: URL,
  cookieLanguage: string | undefined,
  browserLanguages: readonly string[],
): Language {
  return pageLanguageOf(url.searchParams.get('lng'), cookieLanguage, browserLanguages);
}

/** Parameters that say how a page was reached, not what it shows. */
const NOT_THE_PAGE = ['source', 'utm_source', 'utm_medium', 'utm_campaign'];

/**
 * The key a page is kept under: its address in the language it was drawn in. The same address
 * serves every language (the cookie decides), so each language's copy is kept apart.
 */
export function pageCacheKey(url: URL, language: Language): string {
  const key = new URL(url.href);
  key.hash = '';
  for (const name of NOT_THE_PAGE) key.searchParams.delete(name);
  key.searchParams.set('lng', language);
  key.searchParams.sort();
  return key.href;
}

/** What a page sends its service worker to have a page it reached inside the app kept. */
export interface KeepPageMessage {
  type: 'chapkhana:keep-page';
  url: string;
}

export function keepPageMessage(url: string): KeepPageMessage {
  return { type: 'chapkhana:keep-page', url };
}

/** The address a message asks the worker to keep, if it is such a message. */
export function pageToKeep(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, url } = message as Partial<KeepPageMessage>;
  return type === 'chapkhana:keep-page' && typeof url === 'string' ? url : undefined;
}
