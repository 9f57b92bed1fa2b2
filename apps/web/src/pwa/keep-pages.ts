import { keepPageMessage } from './caching-rules';

/** How long a reader stays on a page reached inside the app before its markup is kept. */
const STAY_MS = 2000;

/** The part of react-router's router this needs. */
export interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * A page reached inside the app was drawn from the catalogue's answers, never loaded: the
 * service worker is asked to keep its markup too, so it opens offline as a page loaded from
 * its address does. Only a page the reader stays on is asked for (a listing whose filters are
 * being changed is not fetched at every change), and only while online. The worker keeps
 * catalogue pages only (caching-rules.ts).
 */
export function keepPagesReachedInApp(router: RouterLike): () => void {
  const address = (location: RouterLike['state']['location']) =>
    `${location.pathname}${location.search}`;
  let shown = address(router.state.location);
  let timer: number | undefined;
  const unsubscribe = router.subscribe((state) => {
    const now = address(state.location);
    if (now === shown) return;
    shown = now;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const worker = navigator.serviceWorker?.controller;
      if (!worker || !navigator.onLine || address(router.state.location) !== now) return;
      worker.postMessage(keepPageMessage(new URL(now, window.location.origin).href));
    }, STAY_MS);
  });
  return () => {
    window.clearTimeout(timer);
    unsubscribe();
  };
}
