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
