import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '@chapkhana/shared/orders';

const STEPS: readonly DeliveryStatus[] = ['pending', 'preparing', 'on way', 'delivered'];

/**
 * The statuses the admin may move a whole order to (the API's rules): forward only; delivered
 * and cancelled are final; an unpaid order can be cancelled; an unpaid order that is not cash on
 * delivery waits for its payment before it moves on.
 */
export function adminNextStatuses(order: {
  delivery_status: DeliveryStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod | null;
}): DeliveryStatus[] {
  const { delivery_status: from, payment_status: paid, payment_method: method } = order;
  if (from === 'delivered' || from === 'cancelled') return [];
  const canAdvance = paid === 'paid' || method === 'cod';
  const forward = canAdvance ? STEPS.slice(STEPS.indexOf(from) + 1) : [];
  return paid === 'unpaid' ? [...forward, 'cancelled'] : forward;
}

/** The statuses a seller may move its part to: forward only, never cancelled. */
export function sellerNextStatuses(from: DeliveryStatus): DeliveryStatus[] {
  if (from === 'delivered' || from === 'cancelled') return [];
  return STEPS.slice(STEPS.indexOf(from) + 1);
}

/** A seller's part: it moves once the order is paid or is cash on delivery (the API's rule). */
export function sellerPartNextStatuses(part: {
  delivery_status: DeliveryStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod | null;
}): DeliveryStatus[] {
  const mayMove = part.payment_status === 'paid' || part.payment_method === 'cod';
  return mayMove ? sellerNextStatuses(part.delivery_status) : [];
}
