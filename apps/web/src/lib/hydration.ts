declare global {
  interface Window {
    /** Buttons tapped before hydration, kept by public/early-taps.js; undefined once replayed. */
    __chapkhanaEarlyTaps?: HTMLButtonElement[];
  }
}

let hydrating = false;

/**
 * Runs `hydrate` (which adopts the server's markup in one synchronous pass) with the flag set.
 * The server renders every page as a guest with nothing stored, so what the browser keeps
 * (the customer's token, recently viewed products) is read only after hydration: the first
 * render matches the markup, and the stored state follows in the next one.
 */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** True during the browser's hydration pass, and on the server (which has no storage to read). */
export function isHydratingOrServer(): boolean {
  return hydrating || typeof window === 'undefined';
}

/**
 * Replays the taps made on the server's markup before it was hydrated, in order, on the same
 * buttons (hydration keeps the server's elements), and stops keeping them.
 */
export function replayEarlyTaps(): void {
  const taps = window.__chapkhanaEarlyTaps ?? [];
  window.__chapkhanaEarlyTaps = undefined;
  for (const button of taps) if (button.isConnected && !button.disabled) button.click();
}
