import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { ConfirmOrderResponse, PaymentStatusResponse } from '@chapkhana/shared/orders';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import { roundToDinarStep } from '@chapkhana/shared/pricing';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/index';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import type { FibClient } from '../../payments/fib/client';
import { FIB_MINIMUM_EXCLUSIVE_IQD } from '../../payments/fib/client';
import { cancelOrder, cancelOwnOrder, chooseCashOnDelivery } from '../orders/service';
import { findOwnOrder } from '../orders/repository';

const FIB_PAYMENT_VALIDITY = 'PT1H';

export interface PaymentContext {
  db: Database;
  fib: FibClient | undefined;
  publicUrl: string;
  now: () => Date;
  /** Tells the customer's open pages (realtime) that an order's payment or delivery state changed. */
  notify?: (customerId: string, update: OrderStatusUpdate) => void;
  /** Stock went back on sale outside a catalogue-changing route (callback, polling, sweeper). */
  catalogueChanged?: () => void;
}

type OrderRow = typeof orders.$inferSelect;

/** Marks the order paid, once (true only for the call that did); delivery is separate. */
async function markPaid(db: Database, orderId: string, paidAt: Date): Promise<boolean> {
  const changed = await db
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt, paymentExpiresAt: null, updatedAt: paidAt })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'unpaid')))
    .returning({ id: orders.id });
  return changed.length > 0;
}

/**
 * Asks FIB for the payment's status and applies it: PAID marks the order paid; DECLINED
 * (cancelled or expired) cancels the order and returns its stock. Safe to call any number of
 * times, from the callback, the result page's polling or the sweeper.
 */
export async function syncFibPayment(context: PaymentContext, order: OrderRow): Promise<void> {
  if (!context.fib || !order.fibPaymentId || order.paymentStatus === 'paid') return;
  const state = await context.fib.getStatus(order.fibPaymentId);
  if (state.status === 'PAID') await settlePaid(context, order, state.paidAt);
  else if (state.status === 'DECLINED') await settleCancelled(context, order);
}

async function settlePaid(context: PaymentContext, order: OrderRow, paidAt: Date | null) {
  if (await markPaid(context.db, order.id, paidAt ?? context.now())) {
    context.notify?.(order.customerId, {
      orderId: order.id,
      delivery_status: order.deliveryStatus,
      payment_status: 'paid',
    });
  }
}

async function settleCancelled(context: PaymentContext, order: OrderRow): Promise<boolean> {
  const cancelled = await cancelOrder(context.db, order.id, context.now());
  if (cancelled) {
    context.catalogueChanged?.();
    context.notify?.(order.customerId, {
      orderId: order.id,
      delivery_status: 'cancelled',
      payment_status: 'unpaid',
    });
  }
  return cancelled;
}

/** The callback is only a trigger: FIB's status endpoint decides (the body is not signed). */
export async function handleFibCallback(context: PaymentContext, paymentId: string): Promise<void> {
  const [order] = await context.db.select().from(orders).where(eq(orders.fibPaymentId, paymentId));
  if (order) await syncFibPayment(context, order);
}

/**
 * The customer cancels their own pending, unpaid order. An FIB order is asked about first: paid
 * meanwhile → it is marked paid and stays; otherwise its QR code is cancelled at FIB before the
 * stock goes back, so a cancelled order can never be paid afterwards.
 */
export async function cancelOrderForCustomer(
  context: PaymentContext,
  customerId: string,
  orderId: string,
): Promise<void> {
  const order = await findOwnOrder(context.db, customerId, orderId);
  if (!order) throw notFound('This order does not exist.');
  const paymentId = order.fibPaymentId;
  if (context.fib && paymentId && order.paymentStatus === 'unpaid') {
    const fib = context.fib;
    const fibDown = (error: unknown) =>
      new HttpError(503, 'FIB is not answering right now, so the order cannot be cancelled yet.', {
        cause: error,
      });
    const state = await fib.getStatus(paymentId).catch((error: unknown) => {
      throw fibDown(error);
    });
    if (state.status === 'PAID') {
      await settlePaid(context, order, state.paidAt);
      throw conflict('This order is already paid.');
    }
    if (state.status === 'UNPAID') {
      // If the customer pays in this instant, FIB refuses the cancel and so do we.
      await fib.cancelPayment(paymentId).catch((error: unknown) => {
        throw fibDown(error);
      });
    }
  }
  await cancelOwnOrder(context.db, customerId, orderId, context.now());
  context.notify?.(customerId, { orderId, delivery_status: 'cancelled', payment_status: 'unpaid' });
}

/** Cash on delivery, or an FIB QR payment for the order's total rounded to 250 IQD. */
export async function confirmOrder(
  context: PaymentContext,
  input: { customerId: string; orderId: string; paymentMethod: 'cod' | 'fib' },
): Promise<ConfirmOrderResponse> {
  if (input.paymentMethod === 'cod') {
    await chooseCashOnDelivery(context.db, input.customerId, input.orderId, context.now());
    return { message: 'Your order is confirmed: pay on delivery.', paymentMethod: 'cod' };
  }
  if (!context.fib) throw badRequest('Paying with FIB is not available at the moment.');
  const order = await findOwnOrder(context.db, input.customerId, input.orderId);
  if (!order) throw notFound('This order does not exist.');
  if (order.deliveryStatus === 'cancelled') throw conflict('This order was cancelled.');
  if (order.paymentStatus === 'paid') throw conflict('This order is already paid.');
  const amountIqd = Number(roundToDinarStep(order.totalIqd).toFixed(0));
  if (amountIqd <= FIB_MINIMUM_EXCLUSIVE_IQD) {
    throw badRequest(
      `FIB takes payments above ${FIB_MINIMUM_EXCLUSIVE_IQD} IQD; please pay on delivery.`,
    );
  }
  if (order.fibPaymentId) {
    // A new QR code replaces the old one, which must not be payable any more.
    await context.fib.cancelPayment(order.fibPaymentId).catch(() => undefined);
  }
  const payment = await context.fib
    .createPayment({
      amountIqd,
      description: `Chapkhana order ${order.orderNumber}`,
      statusCallbackUrl: `${context.publicUrl}/api/payments/fib/callback`,
      redirectUri: `${context.publicUrl}/order/confirm?orderId=${order.id}`,
      expiresIn: FIB_PAYMENT_VALIDITY,
    })
    .catch((error: unknown) => {
      throw new HttpError(
        503,
        'FIB is not answering right now. Please try again or pay on delivery.',
        { cause: error },
      );
    });
  await context.db
    .update(orders)
    .set({
      paymentMethod: 'fib',
      fibPaymentId: payment.paymentId,
      paymentExpiresAt: payment.validUntil,
      updatedAt: context.now(),
    })
    .where(eq(orders.id, order.id));
  return {
    message: 'Scan the code with the FIB app to pay.',
    paymentMethod: 'fib',
    fib: {
      qrCode: payment.qrCode,
      readableCode: payment.readableCode,
      personalAppLink: payment.personalAppLink,
      businessAppLink: payment.businessAppLink,
      validUntil: payment.validUntil.toISOString(),
    },
  };
}

/** The order's payment state for the result page; an unpaid FIB order is checked with FIB first. */
export async function paymentStatus(
  context: PaymentContext,
  customerId: string,
  orderId: string,
): Promise<PaymentStatusResponse> {
  let order = await findOwnOrder(context.db, customerId, orderId);
  if (!order) throw notFound('This order does not exist.');
  if (
    order.paymentMethod === 'fib' &&
    order.paymentStatus === 'unpaid' &&
    order.deliveryStatus === 'pending'
  ) {
    await syncFibPayment(context, order).catch(() => undefined);
    order = (await findOwnOrder(context.db, customerId, orderId)) ?? order;
  }
  return {
    orderId: order.id,
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus,
    payment_method: order.paymentMethod,
  };
}

/**
 * The sweeper: unpaid orders whose time to pay has run out (no method chosen within the hour,
 * or an FIB code that expired) are checked with FIB one last time, then cancelled and their
 * stock returned. A query over rows, so any server copy may run it and a restart loses nothing.
 */
export async function sweepExpiredPayments(context: PaymentContext, limit = 100): Promise<number> {
  const due = await context.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.deliveryStatus, 'pending'),
        isNotNull(orders.paymentExpiresAt),
        lt(orders.paymentExpiresAt, context.now()),
      ),
    )
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
  let cancelled = 0;
  for (const order of due) {
    if (order.paymentMethod === 'fib' && context.fib && order.fibPaymentId) {
      const state = await context.fib.getStatus(order.fibPaymentId).catch(() => undefined);
      if (!state) continue; // FIB unreachable: try again on the next sweep rather than guess.
      if (state.status === 'PAID') {
        await settlePaid(context, order, state.paidAt);
        continue;
      }
      if (state.status === 'UNPAID')
        await context.fib.cancelPayment(order.fibPaymentId).catch(() => undefined);
    }
    if (await settleCancelled(context, order)) cancelled += 1;
  }
  return cancelled;
}
