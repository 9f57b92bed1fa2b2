/** The performance mark set when the page first settles (the benchmark reads it). */
export const PAGE_SETTLED_MARK = 'chapkhana:page-settled';

let settled: Promise<void> | undefined;
let hasSettledOnce = false;

/** Whether the page has first settled (then a part needed now is fetched at once). */
export function hasSettled(): boolean {
  return hasSettledOnce;
}

/** Resolves in an idle period of its own (at the latest after `timeout` ms). */
function nextIdlePeriod(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout });
    } else {
      window.setTimeout(resolve, 0);
    }
  });
}

/**
 * Resolves once, when the page has loaded and the main thread has first gone idle, ahead of
 * everything waiting for an idle period of its own (pageSettled): for what must be in place at
 * once then (the installable app's worker and the pages it keeps).
 */
export function pageFirstSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  })
    .then(() => nextIdlePeriod(2000))
    .then(() => {
      hasSettledOnce = true;
      if (typeof performance.mark === 'function') performance.mark(PAGE_SETTLED_MARK);
    });
  return settled;
}

/**
 * Resolves once the page has loaded and the main thread is idle. What is not needed for the
 * first view (the socket's library, the carousels' behaviour) waits for it, so it never competes
 * with the first render (Lighthouse's blocking time and LCP) on a slow phone.
 *
 * Each call resolves in an idle period of its own after that: what waits for the page to settle
 * (the socket, the installable app, each carousel, recently viewed) runs one piece per task, not
 * all together in one long task right after load (which counts in Lighthouse's blocking time).
 */
export function pageSettled(): Promise<void> {
  return pageFirstSettled().then(() => nextIdlePeriod(1000));
}

/** What makes the reader's first interaction: a touch, a press of the pointer, a key. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Calls `run` once, at the reader's first touch, pointer press or key press on the page (which
 * comes before any action that answers with a toast). Returns a function that stops waiting.
 */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    run();
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, fire, { capture: true, passive: true });
  }
  return stop;
}
