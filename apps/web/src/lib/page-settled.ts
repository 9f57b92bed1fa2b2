/** The performance mark set when the page first settles (the benchmark reads it). */
export const PAGE_SETTLED_MARK = 'chapkhana:page-settled';

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the main thread is idle. What is not needed for the
 * first view (the socket's library, the carousels' behaviour) waits for it, so it never competes
 * with the first render (Lighthouse's blocking time and LCP) on a slow phone.
 */
export function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const done = () => {
      if (typeof performance.mark === 'function') performance.mark(PAGE_SETTLED_MARK);
      resolve();
    };
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(done, { timeout: 2000 })
        : window.setTimeout(done, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}
