/** The look-alikes' outgoing webhook calls: posted, answered or failed, and awaited by tests. */
export interface LookalikeDelivery {
  url: string;
  body: unknown;
  /** The HTTP status our side answered, or the error when it did not answer. */
  answer: number | string;
}

/** The deliveries kept for tests to read: the oldest are dropped, so the demo's memory holds. */
const MAX_LOGGED = 1_000;

export function createDeliveries(fetchImpl: () => typeof fetch) {
  const log: LookalikeDelivery[] = [];
  const pending = new Set<Promise<void>>();
  const keep = (delivery: LookalikeDelivery) => {
    log.push(delivery);
    if (log.length > MAX_LOGGED) log.shift();
  };
  return {
    log,
    /** Posts `body` (already serialised) with `headers`; resolves when answered or failed. */
    post(url: string, body: string, headers: Record<string, string>): Promise<void> {
      const delivery = fetchImpl()(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(5_000),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          keep({ url, body: JSON.parse(body), answer: response.status });
        })
        .catch((error: unknown) => {
          keep({
            url,
            body: JSON.parse(body),
            answer: error instanceof Error ? error.message : String(error),
          });
        });
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
