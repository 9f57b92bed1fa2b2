import { WASEET_WEBHOOK_SECRET_HEADER } from './webhook';

/** Where a Modon/AGG look-alike posts status changes, and the secret header it adds. */
export interface LookalikeWebhookOptions {
  url: string;
  /** Sent in the header one public Modon handler expects (WASEET_WEBHOOK_SECRET_HEADER). */
  secret?: string;
}

/** How the next deliveries misbehave, as real couriers' pushes do. */
export interface LookalikeWebhookMisbehaviour {
  /** The next N changes are posted twice. */
  duplicate?: number;
  /** The next N changes are held back and posted after the change that follows them. */
  outOfOrder?: number;
  /** The next N changes are never posted. */
  drop?: number;
}

export interface LookalikeWebhookDelivery {
  payload: { id: string; status_id: string; delivery_price: string };
  /** The HTTP status our side answered, or the error when it did not answer. */
  answer: number | string;
}

/** Posts each status change to the configured URL, misbehaving on request. */
export function createWebhookSender(configured: LookalikeWebhookOptions | undefined) {
  let options = configured;
  const misbehaviour = { duplicate: 0, outOfOrder: 0, drop: 0 };
  const deliveries: LookalikeWebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  let held: LookalikeWebhookDelivery['payload'][] = [];

  function track(promise: Promise<unknown>): Promise<void> {
    const tracked = promise.then(() => undefined).finally(() => pending.delete(tracked));
    pending.add(tracked);
    return tracked;
  }

  function post(
    url: string,
    secret: string | undefined,
    payload: LookalikeWebhookDelivery['payload'],
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (secret !== undefined) headers[WASEET_WEBHOOK_SECRET_HEADER] = secret;
    const delivery = fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(5_000),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        deliveries.push({ payload, answer: response.status });
      })
      .catch((error: unknown) => {
        deliveries.push({
          payload,
          answer: error instanceof Error ? error.message : String(error),
        });
      });
    return track(delivery);
  }

  return {
    deliveries,
    /** Where the changes go from now on (the demo learns its own URL late); undefined stops them. */
    target(next: LookalikeWebhookOptions | undefined) {
      options = next;
    },
    misbehave(next: LookalikeWebhookMisbehaviour) {
      misbehaviour.duplicate += next.duplicate ?? 0;
      misbehaviour.outOfOrder += next.outOfOrder ?? 0;
      misbehaviour.drop += next.drop ?? 0;
    },
    /** One status change of an order. */
    changed(payload: LookalikeWebhookDelivery['payload']) {
      if (!options) return;
      if (misbehaviour.drop > 0) {
        misbehaviour.drop -= 1;
        return;
      }
      if (misbehaviour.outOfOrder > 0) {
        misbehaviour.outOfOrder -= 1;
        held.push(payload);
        return;
      }
      const { url, secret } = options;
      const sent = post(url, secret, payload);
      if (misbehaviour.duplicate > 0) {
        misbehaviour.duplicate -= 1;
        post(url, secret, payload);
      }
      // What was held back goes after this change has arrived: out of order for certain.
      const late = held;
      held = [];
      if (late.length > 0) {
        track(sent.then(() => Promise.all(late.map((early) => post(url, secret, early)))));
      }
    },
    /** Resolves once every delivery under way has been answered or failed. */
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
