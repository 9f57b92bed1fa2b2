import type { FastifyBaseLogger } from 'fastify';

/** What a periodic job needs of the app: its in-flight count (closing waits) and its log. */
export interface PeriodicHost {
  inFlight<T>(work: Promise<T>): Promise<T>;
  log: FastifyBaseLogger;
}

/**
 * Runs `round` every `tickMs` in the API process (the courier poller, the SMS fallback sweeper):
 * a round still running skips the next tick, closing waits for a round under way (counted as in
 * flight), and a failed round is logged as `failed`. Returns the stop.
 */
export function runEvery<T>(
  app: PeriodicHost,
  tickMs: number,
  round: () => Promise<T>,
  failed: string,
  done?: (result: T) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    app
      .inFlight(round())
      .then(done)
      .catch((error: unknown) => app.log.error({ err: error }, failed))
      .finally(() => {
        running = false;
      });
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
