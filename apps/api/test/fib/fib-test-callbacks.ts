import { setTimeout as sleep } from 'node:timers/promises';

/** One attempt to deliver a status callback: the receiver's HTTP status, or the network error. */
export interface FibCallbackAttempt {
  url: string;
  body: { id: string; status: string };
  attempt: number;
  outcome: number | 'network-error';
}

/** How the test server tells the shop a status changed. */
export interface FibCallbackSender {
  /** Fire-and-forget, like FIB: retried a few times, never awaited by the caller. */
  send(url: string, body: { id: string; status: string }): void;
  /** Every delivery attempt so far. */
  readonly attempts: FibCallbackAttempt[];
  /** Resolves when no delivery is in progress. */
  settled(): Promise<void>;
  /** Stops retrying and waits for attempts in flight. */
  stop(): Promise<void>;
}

/** Callback options of the test server. */
export interface FibCallbackOptions {
  /** False suppresses callbacks, so the shop's polling fallback can be tested. */
  enabled: boolean;
  /** Attempts per status change (FIB makes about five; tests need fewer). */
  attempts: number;
  retryDelayMs: number;
}

/** POSTs `{ id, status }` to callback URLs, retrying until the receiver answers 2xx. */
export function createFibCallbackSender(options: FibCallbackOptions): FibCallbackSender {
  const attempts: FibCallbackAttempt[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  async function deliver(url: string, body: { id: string; status: string }) {
    for (let attempt = 1; attempt <= options.attempts && !stopped; attempt += 1) {
      let outcome: FibCallbackAttempt['outcome'];
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(2_000),
        });
        await response.arrayBuffer();
        outcome = response.status;
      } catch {
        outcome = 'network-error';
      }
      attempts.push({ url, body, attempt, outcome });
      if (typeof outcome === 'number' && outcome >= 200 && outcome < 300) return;
      await sleep(options.retryDelayMs);
    }
  }

  return {
    send(url, body) {
      if (!options.enabled || stopped) return;
      const delivery = deliver(url, body).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    attempts,
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    async stop() {
      stopped = true;
      await Promise.all(inFlight);
    },
  };
}
