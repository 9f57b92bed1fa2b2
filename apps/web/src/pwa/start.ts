import { SERVICE_WORKER_PATH } from '@chapkhana/shared/installable-app';
import { keepPagesReachedInApp, type RouterLike } from './keep-pages';

let started = false;

/**
 * What the page does for the installable app (README.md): registers the service worker (sw.ts)
 * and has pages reached inside the app kept. Loaded as its own chunk once the page has settled
 * (app/router.tsx): the worker's install fetches the app shell, which must never compete with
 * the first paint. Only a production build has a worker (in development Vite serves the
 * sources). Links offline are the worker's from the start, not from here (app/main.tsx).
 */
export function startInstallableApp(router: RouterLike): () => void {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  started = true;
  navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {
    // Refused (a private window, a browser policy): the shop works as a plain site.
  });
  return keepPagesReachedInApp(router);
}
