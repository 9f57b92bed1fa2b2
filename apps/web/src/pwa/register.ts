import { SERVICE_WORKER_PATH } from '@chapkhana/shared/installable-app';
import { pageSettled } from '@/lib/page-settled';
import { followLinksAsPageLoadsWhileOffline } from './offline-links';

let registered = false;

/**
 * Registers the service worker (sw.ts) once the page has settled: its install fetches the app
 * shell, which must never compete with the page's first paint. Called once the app's first
 * render is committed (app/router.tsx): the first call to pageSettled() starts its watch, and its
 * mark must still mean hydrated and idle. Only a production build has a worker (in development
 * Vite serves the sources).
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  followLinksAsPageLoadsWhileOffline();
  void pageSettled().then(() =>
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {
      // Refused (a private window, a browser policy): the shop works as a plain site.
    }),
  );
}
