/**
 * The storefront's service worker (built to /sw.js by vite-plugin-pwa, which writes the build's
 * file list into `self.__WB_MANIFEST`). It keeps the app shell, the catalogue pages, reads and
 * pictures a reader has seen, so the shop opens and browses on a flaky or absent connection;
 * what it keeps and never keeps is decided in caching-rules.ts. Pages always come from the
 * network while there is one, so a new version is what the next visit gets.
 */
import { LANGUAGE_COOKIE, type Language } from '@chapkhana/shared/languages';
import { offlinePagePath } from '@chapkhana/shared/installable-app';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  NETWORK_TIMEOUT_SECONDS,
  RUNTIME_CACHES,
  PAGE_START_SCRIPT,
  SHELL_FILES,
  isCataloguePage,
  isCatalogueRead,
  isConsolePage,
  isPicture,
  isShellFile,
  mayKeep,
  outdatedCaches,
  pageCacheKey,
  pageToKeep,
  readerLanguage,
} from './caching-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** The Cookie Store API (Chromium); elsewhere the language comes from the address or browser. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const DAY = 24 * 60 * 60;

// A new version takes over at once; pages come from the network, so none runs a stale shell.
void self.skipWaiting();
clientsClaim();
// The hashed scripts, style sheets and fonts, the offline pages, the icons and manifests.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The page's request starts while the worker wakes, so going through it costs no time.
enableNavigationPreload();

/** Only a whole answer that is not the reader's own is kept. */
const keepable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
};

async function languageOf(url: URL): Promise<Language> {
  let cookie: string | undefined;
  try {
    cookie = (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value;
  } catch {
    // No cookie store here: the address or the browser's languages decide.
  }
  return readerLanguage(url, cookie, self.navigator.languages);
}

/** Each language's copy of a page is kept apart (the same address serves all three). */
const pageInItsLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return pageCacheKey(url, await languageOf(url));
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The catalogue's pages: from the network while it answers within a few seconds, else the
// copy kept from the reader's last visit.
const cataloguePages = new NetworkFirst({
  cacheName: RUNTIME_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    keepable,
    pageInItsLanguage,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCataloguePage(url),
  cataloguePages,
);
// Every other page (the customer's, the console's) only from the network; the offline page
// stands in for it when there is none (setCatchHandler below).
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// The catalogue reads the app makes as it moves between pages without loading them.
registerRoute(
  ({ request, url }) => sameOrigin(url) && isCatalogueRead(url, request),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.catalogue,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      keepable,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Pictures never change at an address (a new picture gets a new name): kept, up to a bound.
registerRoute(
  ({ url }) => sameOrigin(url) && isPicture(url),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.pictures,
    plugins: [
      keepable,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The translations and the page-start script keep their address across versions, and are
// fetched once at install so every language works offline. The translations: network first.
// The page-start script: the copy held at once, the next one fetched behind it (a drawn page
// starts its app with it, and must not wait for the network's timeout on a poor line).
const shellFiles = new NetworkFirst({
  cacheName: RUNTIME_CACHES.shell,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keepable],
});
const pageStart = new StaleWhileRevalidate({
  cacheName: RUNTIME_CACHES.shell,
  plugins: [keepable],
});
registerRoute(({ url }) => sameOrigin(url) && url.pathname === PAGE_START_SCRIPT, pageStart);
registerRoute(({ url }) => sameOrigin(url) && isShellFile(url), shellFiles);
warmStrategyCache({
  urls: SHELL_FILES.filter((file) => file !== PAGE_START_SCRIPT),
  strategy: shellFiles,
});
warmStrategyCache({ urls: [PAGE_START_SCRIPT], strategy: pageStart });

// No network and nothing kept: a page gets the offline page in the reader's language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || isConsolePage(url)) return Response.error();
  return (await matchPrecache(offlinePagePath(await languageOf(url)))) ?? Response.error();
});

/**
 * Keeps a catalogue page's markup as a page load through the worker would have: for the pages
 * a reader saw without one (the page the worker was installed from, pages reached inside the
 * app). Unless `again`, a page already kept is left as it is.
 */
async function keepPage(event: ExtendableEvent, address: string, again: boolean): Promise<void> {
  const url = new URL(address);
  if (!sameOrigin(url) || !isCataloguePage(url)) return;
  if (!again) {
    const kept = await caches.open(RUNTIME_CACHES.pages);
    if (await kept.match(pageCacheKey(url, await languageOf(url)))) return;
  }
  const request = new Request(url.href, { credentials: 'same-origin' });
  await Promise.allSettled(cataloguePages.handleAll({ event, request }));
}

self.addEventListener('message', (event) => {
  const address = pageToKeep(event.data);
  if (address) event.waitUntil(keepPage(event, address, true).catch(() => undefined));
});

// Once this version takes over: the caches an older one kept under other names are dropped,
// and the pages open now (the first the reader saw came before any worker) are kept.
self.addEventListener('activate', (event) => {
  const dropOutdated = caches
    .keys()
    .then((names) => Promise.all(outdatedCaches(names).map((name) => caches.delete(name))));
  const keepOpenPages = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => Promise.all(windows.map((window) => keepPage(event, window.url, false))));
  event.waitUntil(Promise.allSettled([dropOutdated, keepOpenPages]));
});
