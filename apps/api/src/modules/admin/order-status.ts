/**
 * The rules an order's delivery status follows, for the admin (the whole order) and for sellers
 * (their parts): forward only, pending → preparing → on way → delivered; the order stands at
 * the least advanced of its parts; delivered and cancelled are final.
 */
import { eq } from 'drizzle-orm';
import type { DeliveryStatus } from '@chapkhana/shared/orders';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-errors';

export type Progress = Exclude<DeliveryStatus, 'cancelled'>;
const STEPS: readonly Progress[] = ['pending', 'preparing', 'on way', 'delivered'];

export const progressOf = (status: Progress): number => STEPS.indexOf(status);

export const isFinal = (status: DeliveryStatus): boolean =>
  status === 'delivered' || status === 'cancelled';

/** The order's status from its parts': the least advanced (parts are only cancelled all together). */
export function leastAdvanced(statuses: DeliveryStatus[]): DeliveryStatus {
  const moving = statuses.filter((s): s is Progress => s !== 'cancelled');
  if (moving.length === 0) return 'cancelled';
  return moving.reduce((least, s) => (progressOf(s) < progressOf(least) ? s : least));
}

export type OrderRow = typeof orders.$inferSelect;

/** The order, locked until the transaction ends, so two status changes never interleave. */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('This order does not exist.');
  return order;
}

/**
 * Why `order` may not move forward to `to` yet, as a 409. Work starts on an order that is paid
 * or will be paid on delivery: an unpaid FIB order, or one whose customer has not chosen how to
 * pay, still waits (and its stock goes back by itself when the time to pay runs out).
 */
export function refuseAdvance(order: OrderRow, from: DeliveryStatus, to: Progress): void {
  if (from === 'cancelled' || order.deliveryStatus === 'cancelled') {
    throw conflict('This order was cancelled.');
  }
  if (progressOf(to) < progressOf(from)) {
    throw conflict(`An order cannot go back from "${from}" to "${to}".`);
  }
  if (order.paymentStatus === 'unpaid' && order.paymentMethod !== 'cod') {
    throw conflict(
      order.paymentMethod === 'fib'
        ? 'This order waits for its FIB payment; it can be prepared once it is paid.'
        : 'The customer has not chosen how to pay for this order yet.',
    );
  }
}

/**
 * Writes the order's new status. Delivering a cash-on-delivery order also marks it paid: the
 * cash was taken at the door. Returns what the customer's open pages are told.
 */
export async function writeOrderStatus(
  tx: Database,
  order: OrderRow,
  status: DeliveryStatus,
  now: Date,
): Promise<OrderStatusUpdate> {
  const collectsCash =
    status === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid';
  await tx
    .update(orders)
    .set({
      deliveryStatus: status,
      updatedAt: now,
      ...(collectsCash ? { paymentStatus: 'paid' as const, paidAt: now } : {}),
      ...(status === 'cancelled' ? { paymentExpiresAt: null } : {}),
    })
    .where(eq(orders.id, order.id));
  return {
    orderId: order.id,
    delivery_status: status,
    payment_status: collectsCash ? 'paid' : order.paymentStatus,
  };
}
