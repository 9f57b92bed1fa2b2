import path from 'node:path';
import type { Language } from '@chapkhana/shared/languages';
import {
  APPLE_TOUCH_ICON_PATH,
  SERVICE_WORKER_PATH,
  appManifestPath,
} from '@chapkhana/shared/installable-app';

/**
 * A storefront page's links to the installable app (apps/web/src/pwa): the web app manifest in
 * the page's language, so the app installed from it has the reader's names and direction, and
 * the icon iOS puts on a home screen.
 */
export function installableAppLinks(language: Language): string {
  return `<link rel="manifest" href="${appManifestPath(language)}"><link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">`;
}

/** The service worker and the manifests, at the root of the storefront's build. */
const REVALIDATED = new RegExp(
  `^(${SERVICE_WORKER_PATH.slice(1).replace('.', '\\.')}|manifest-[a-z]+\\.webmanifest)$`,
);

/**
 * Whether a built file must be asked for again on every use (`no-cache`): a new service worker
 * or manifest reaches the next visit only if no cache holds the old one for minutes.
 */
export function revalidatedEveryTime(distDir: string, filePath: string): boolean {
  return REVALIDATED.test(path.relative(distDir, filePath));
}
