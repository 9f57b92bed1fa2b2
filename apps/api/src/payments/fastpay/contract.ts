import type { ProviderPaymentStatus } from '../provider';

/**
 * FastPay's merchant payment gateway as the payments reference (reference/payments-iraq.md,
 * FastPay) describes it, shared by the client and the look-alike. The older "Session ID" flow of
 * 2017 is superseded and not built.
 */
export const FASTPAY_PATHS = {
  initiation: '/api/v1/public/pgw/payment/initiation',
  validate: '/api/v1/public/pgw/payment/validate',
  refund: '/api/v1/public/pgw/payment/refund',
  refundValidation: '/api/v1/public/pgw/payment/refund/validation',
} as const;

/**
 * FastPay answers HTTP 200 to everything; the body's `code` says what happened. 200 is done,
 * 422 bad credentials, 404 an order that is not found or not paid (the two read alike).
 */
export const FASTPAY_CODES = { ok: 200, notFound: 404, badCredentials: 422 } as const;

/** The least `bill_amount` FastPay takes (its guide and the code agree). */
export const FASTPAY_MINIMUM_IQD = 1_000;

/** FastPay's `order_id`: merchant-unique, alphanumeric, 8 to 32 characters. */
export const FASTPAY_ORDER_ID = /^[A-Za-z0-9]{8,32}$/;

/** The order ids this shop makes: a UUID's 32 hex digits (see `fastPayOrderId`). */
const OUR_ORDER_ID = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `order_id` of our attempt: its reference UUID's 32 hex digits, dashes dropped, in lower
 * case. FastPay wants 8–32 alphanumerics, unique per attempt; a UUID is unique per attempt, its
 * hex is exactly 32 alphanumerics, and the mapping is one to one: the same reference always
 * makes the same order id (a retried create cannot make a second order), and the reference is
 * read back from the order id (`referenceOfOrderId`) where FastPay echoes no reference of ours.
 * Null for a reference that is not a UUID.
 */
export function fastPayOrderId(reference: string): string | null {
  return UUID.test(reference) ? reference.replace(/-/g, '').toLowerCase() : null;
}

/** Whether `orderId` is one this shop can have made. */
export const isOurOrderId = (orderId: string) => OUR_ORDER_ID.test(orderId);

/** The reference UUID an order id of ours was made from; null for any other id. */
export function referenceOfOrderId(orderId: string): string | null {
  if (!isOurOrderId(orderId)) return null;
  const hex = orderId;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The statuses FastPay's guide names for a validated order, mapped to the shop's five. */
export const FASTPAY_STATUSES = {
  Success: 'paid',
  Failed: 'failed',
  Cancelled: 'cancelled',
} as const satisfies Record<string, ProviderPaymentStatus>;

export type FastPayStatus = keyof typeof FASTPAY_STATUSES;

const STATUS_BY_WORD = new Map<string, ProviderPaymentStatus>(
  Object.entries(FASTPAY_STATUSES).map(([word, status]) => [word.toLowerCase(), status]),
);

/** A status word as the shop reads it, in any case: one it does not know is still pending. */
export const mapFastPayStatus = (word: string): ProviderPaymentStatus =>
  STATUS_BY_WORD.get(word.trim().toLowerCase()) ?? 'pending';
