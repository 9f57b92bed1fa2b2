import type { Language } from './languages';

/**
 * Where the storefront's installable-app files are served: the web build writes them
 * (apps/web/src/pwa), the API's pages link them and serves them with the right caching.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The shop's mark as a 512 px PNG (the manifest's icon; search engines take no SVG logo). */
export const SHOP_ICON_512_PATH = '/icons/icon-512.png';

/** The icon a home screen on iOS takes (Apple reads no manifest icons). */
export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';

/** The web app manifest in a language: its names, direction and start address are the reader's. */
export function appManifestPath(language: Language): string {
  return `/manifest-${language}.webmanifest`;
}

/** The page the service worker shows for an address it has not kept, when there is no network. */
export function offlinePagePath(language: Language): string {
  return `/offline-${language}.html`;
}
