import type { DeliveryStatus, Order, PaymentMethod, PaymentStatus } from '@chapkhana/shared/orders';
import type { ParseKeys } from 'i18next';

/** The translated label of each delivery status (docs/storefront.md §4: pending … cancelled). */
export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, ParseKeys>> = {
  pending: 'orders.status.pending',
  preparing: 'orders.status.preparing',
  'on way': 'orders.status.onWay',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
};

/** Paid or not paid (docs/storefront.md §4). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, ParseKeys>> = {
  paid: 'orders.payment.paid',
  unpaid: 'orders.payment.unpaid',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, ParseKeys>> = {
  cod: 'orders.method.cod',
  fib: 'orders.method.fib',
  qi: 'orders.method.qi',
  zaincash: 'orders.method.zaincash',
  fastpay: 'orders.method.fastpay',
};

/** A colour family per status, so the badges read at a glance. */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger';

export const DELIVERY_STATUS_TONES: Readonly<Record<DeliveryStatus, StatusTone>> = {
  pending: 'neutral',
  preparing: 'info',
  'on way': 'progress',
  delivered: 'success',
  cancelled: 'danger',
};

/** Only a pending order that is not paid yet may be cancelled by the customer (the API's rule). */
export function canCancelOrder(order: Pick<Order, 'delivery_status' | 'payment_status'>): boolean {
  return order.delivery_status === 'pending' && order.payment_status === 'unpaid';
}

/** A pending, unpaid order whose payment is not settled yet can still be paid from its page. */
export function canPayOrder(
  order: Pick<Order, 'delivery_status' | 'payment_status' | 'payment_method'>,
): boolean {
  return canCancelOrder(order) && order.payment_method !== 'cod';
}
