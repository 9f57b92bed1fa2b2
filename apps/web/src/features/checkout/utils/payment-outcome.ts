import type { PaymentStatusResponse } from '@chapkhana/shared/payments';
import { isRedirectMethod } from '@/features/checkout/utils/method-name';

/**
 * What the payment result page shows for an order's state:
 * - paid: the money arrived (FIB);
 * - cashOnDelivery: confirmed, to be paid to the courier;
 * - failed: cancelled, declined or expired — the error image (docs/storefront.md §4);
 * - waiting: an FIB payment not confirmed yet (the page keeps asking);
 * - checking: a payment on a provider's page (Qi Card, ZainCash, FastPay) the shop has not seen
 *   arrive yet — coming back from that page proves nothing, so the page keeps asking the shop;
 * - providerFailed: the provider declined that payment or the payer cancelled it; the order is
 *   still payable, again or another way;
 * - unpaid: no way to pay chosen yet.
 */
export type PaymentOutcome =
  'paid' | 'cashOnDelivery' | 'failed' | 'waiting' | 'checking' | 'providerFailed' | 'unpaid';

export function paymentOutcome(status: PaymentStatusResponse): PaymentOutcome {
  if (status.delivery_status === 'cancelled') return 'failed';
  if (status.payment_status === 'paid') return 'paid';
  if (status.payment_method === 'cod') return 'cashOnDelivery';
  if (status.payment_method === 'fib') return 'waiting';
  if (isRedirectMethod(status.payment_method)) {
    return status.last_attempt === 'failed' ? 'providerFailed' : 'checking';
  }
  return 'unpaid';
}

/** Outcomes the shop may still change by itself: their page asks again every PAYMENT_POLL_MS. */
export const isPending = (outcome: PaymentOutcome | null): boolean =>
  outcome === 'waiting' || outcome === 'checking';

/** How often an FIB or provider payment's status is asked for while the customer pays. */
export const PAYMENT_POLL_MS = 3000;

/** The navigation state the shipping page hands to /payment (docs/storefront.md §2 Shipping). */
export interface PaymentPageState {
  orderId: string;
  /** The order total as shown (rounded to 250 IQD). */
  price: string;
  items: number;
}

/** Reads the payment page's navigation state, ignoring anything else. */
export function readPaymentPageState(state: unknown): PaymentPageState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { orderId, price, items } = state as Record<string, unknown>;
  if (typeof orderId !== 'string' || typeof price !== 'string' || typeof items !== 'number') {
    return null;
  }
  return { orderId, price, items };
}
