/**
 * While the browser is offline, a link to another page of the shop is left to the browser (a
 * page load) instead of the app's router: the service worker then answers it with the page it
 * kept or the offline page in the reader's language, never with a screen that waits for data
 * that cannot come. Only on a page the worker controls.
 */
export function followLinksAsPageLoadsWhileOffline(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || !navigator.serviceWorker?.controller) return;
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin) return;
      if (url.pathname === here.pathname && url.search === here.search) return;
      // Captured on the window, before the router's handler: it never sees the click, so the
      // browser follows the link.
      event.stopPropagation();
    },
    { capture: true },
  );
}
