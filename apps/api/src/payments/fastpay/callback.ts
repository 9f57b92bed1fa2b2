import type { CallbackVerdict, ReceivedCallback } from '../provider';
import { isOurOrderId } from './contract';

/** An IPN is a dozen short fields: anything this big is not FastPay's. */
export const FASTPAY_CALLBACK_MAX_BYTES = 16 * 1024;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body's fields: a JSON object, else a url-encoded form; null when it is neither. */
function fieldsOf(rawBody: string): Record<string, unknown> | null {
  const body = rawBody.trim();
  if (body.length === 0) return null;
  if (body.startsWith('{') || body.startsWith('[')) {
    const json = parseJson(body);
    return json !== null && typeof json === 'object' && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null;
  }
  if (!body.includes('=')) return null;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    // A repeated field is a list, which names no order.
    fields[key] = key in fields ? [fields[key], value].flat() : value;
  }
  return fields;
}

/**
 * FastPay's IPN (reference/payments-iraq.md, FastPay, IPN): posted on a successful payment only,
 * and **unsigned** — anyone can post one, with any amount. So it is never `verified`: at best a
 * `trigger` naming an order of ours (`merchant_order_id`, else `order_id`), for the caller to
 * ask `status` (FastPay's validate), which alone says whether and how much was paid. Everything
 * else in it (amount, status, payer) is ignored. Read as JSON or as a form, bounded in size; it
 * never throws.
 */
export function readFastPayCallback(callback: ReceivedCallback): CallbackVerdict {
  try {
    if (Buffer.byteLength(callback.rawBody, 'utf8') > FASTPAY_CALLBACK_MAX_BYTES) {
      return { kind: 'rejected', reason: 'the body is too large' };
    }
    const fields = fieldsOf(callback.rawBody);
    if (fields === null)
      return { kind: 'rejected', reason: 'the body is not a JSON object or a form' };
    const named = [fields['merchant_order_id'], fields['order_id']].filter((v) => v != null);
    if (named.length === 0) return { kind: 'rejected', reason: 'the body names no order' };
    const [orderId] = named;
    if (typeof orderId !== 'string' || !isOurOrderId(orderId)) {
      return { kind: 'rejected', reason: 'the order id is not one this shop makes' };
    }
    if (named.some((other) => other !== orderId)) {
      return { kind: 'rejected', reason: 'merchant_order_id and order_id differ' };
    }
    return { kind: 'trigger', providerPaymentId: orderId };
  } catch {
    return { kind: 'rejected', reason: 'the callback could not be read' };
  }
}
