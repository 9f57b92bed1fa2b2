/** The look-alikes' outgoing webhook calls: posted, answered or failed, and awaited by tests. */
export interface LookalikeDelivery {
  url: string;
  body: unknown;
  /** The HTTP status our side answered, or the error when it did not answer. */
  answer: number | string;
}

/** The deliveries kept for tests to read: the oldest are dropped, so the demo's memory holds. */
const MAX_LOGGED = 1_000;

/**
 * A call answered 5xx is posted again after these waits, as the providers retry failed webhooks
 * (Meta "for a period"): the shop answers 503 to a report that came before its message was stored.
 */
const RETRY_AFTER_MS = [200, 1_000, 4_000, 12_000];

export function createDeliveries(fetchImpl: () => typeof fetch) {
  const log: LookalikeDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const keep = (delivery: LookalikeDelivery) => {
    log.push(delivery);
    if (log.length > MAX_LOGGED) log.shift();
  };
  return {
    log,
    /**
     * Posts `body` (already serialised) with `headers`, again after a 5xx answer; resolves when
     * answered or failed for good. Each answer is kept.
     */
    post(url: string, body: string, headers: Record<string, string>): Promise<void> {
      const attempt = async (retried: number): Promise<void> => {
        let answer: number | string;
        try {
          const response = await fetchImpl()(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body,
            signal: AbortSignal.timeout(5_000),
          });
          await response.arrayBuffer();
          answer = response.status;
        } catch (error) {
          answer = error instanceof Error ? error.message : String(error);
        }
        keep({ url, body: JSON.parse(body), answer });
        const wait = RETRY_AFTER_MS[retried];
        if (typeof answer === 'number' && answer >= 500 && wait !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, wait).unref());
          await attempt(retried + 1);
        }
      };
      const delivery = attempt(0);
      const tracked = delivery.finally(() => pending.delete(tracked));
      pending.add(tracked);
      return tracked;
    },
    /** Runs `work` (a chain of posts) as one pending delivery. */
    track(work: Promise<unknown>) {
      const tracked = work.then(() => undefined).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    /** Resolves once every delivery under way has been answered or failed. */
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;

/** The last four digits of a number: the look-alikes' scripted outcomes key on them. */
export const suffixOf = (phone: string) => phone.replace(/\D/g, '').slice(-4);
