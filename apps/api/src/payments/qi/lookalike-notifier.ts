import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { signQiFields, QI_SIGNATURE_HEADER } from './signature';

/** One notification post and what the shop answered. */
export interface QiLookalikeDelivery {
  paymentId: string;
  status: string;
  /** Signed with a key that is not the look-alike's. */
  forged: boolean;
  /** The HTTP status the shop answered, or the error when it did not answer. */
  answer: number | string;
}

export interface QiNotifierOptions {
  privateKey: KeyObject;
  fetch?: typeof fetch;
  /** The waits before each re-send of a notification not answered 200; its length bounds them. */
  retryDelaysMs?: readonly number[];
}

/** Re-sends after 1, 2, 4, 8 and 16 s: five more tries, then it gives up. */
export const QI_LOOKALIKE_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000];
const DELIVERY_TIMEOUT_MS = 5_000;
const MAX_DELIVERIES_KEPT = 500;

/**
 * Posts a payment's notification as Qi does: the payment JSON with `X-Signature`, re-sent until
 * the shop answers 200 (a bounded number of times, waiting longer each time). `close` stops every
 * wait and post under way, so nothing runs after the look-alike is closed.
 */
export function createQiNotifier(options: QiNotifierOptions) {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const delays = options.retryDelaysMs ?? QI_LOOKALIKE_RETRY_DELAYS_MS;
  const deliveries: QiLookalikeDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();
  let forgingKey: KeyObject | undefined;

  function record(delivery: QiLookalikeDelivery) {
    deliveries.push(delivery);
    if (deliveries.length > MAX_DELIVERIES_KEPT) deliveries.shift();
  }

  function track(promise: Promise<void>): Promise<void> {
    const tracked = promise.finally(() => pending.delete(tracked));
    pending.add(tracked);
    return tracked;
  }

  async function post(url: string, body: Record<string, unknown>, key: KeyObject, forged: boolean) {
    const signature = signQiFields(body, key);
    const base = { paymentId: String(body['paymentId']), status: String(body['status']), forged };
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [QI_SIGNATURE_HEADER]: signature },
        body: JSON.stringify(body),
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      record({ ...base, answer: response.status });
      return response.status;
    } catch (error) {
      record({ ...base, answer: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  }

  function wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (closing.signal.aborted) return resolve(false);
      const stop = () => resolve(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        closing.signal.removeEventListener('abort', stop);
        resolve(!closing.signal.aborted);
      }, ms);
      timers.add(timer);
      closing.signal.addEventListener('abort', stop, { once: true });
    });
  }

  async function deliverUntilAnswered(url: string, body: Record<string, unknown>) {
    for (let attempt = 0; !closing.signal.aborted; attempt += 1) {
      if ((await post(url, body, options.privateKey, false)) === 200) return;
      const delay = delays[attempt];
      if (delay === undefined || !(await wait(delay))) return;
    }
  }

  return {
    deliveries,
    /** Posts the genuine notification, re-sending until 200; `times` posts it again once answered. */
    send(url: string, body: Record<string, unknown>, times = 1): Promise<void> {
      return track(
        (async () => {
          for (let n = 0; n < times; n += 1) await deliverUntilAnswered(url, body);
        })(),
      );
    },
    /** Posts a notification signed with another key, once, then the genuine one. */
    forge(url: string, forgedBody: Record<string, unknown>, genuine: Record<string, unknown>) {
      forgingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const key = forgingKey;
      return track(
        (async () => {
          await post(url, forgedBody, key, true);
          await deliverUntilAnswered(url, genuine);
        })(),
      );
    },
    /** Resolves once every notification under way has been answered or given up. */
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
    /** Stops every wait and post under way. */
    async close() {
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(pending);
    },
  };
}

export type QiNotifier = ReturnType<typeof createQiNotifier>;
