import type { ConfirmOrderResponse, PaymentStatusResponse } from '@chapkhana/shared/payments';
import type { OnlineShare } from '@chapkhana/shared/deposits';
import type { Language } from '@chapkhana/shared/languages';
import type { PaymentMethod } from '@chapkhana/shared/orders';
import { formatDinar } from '@chapkhana/shared/pricing';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { FIB_MINIMUM_EXCLUSIVE_IQD } from '../../payments/fib/client';
import { transition } from '../orders/lifecycle';
import { findOwnOrder, type OrderRow } from '../orders/repository';
import type { PaymentContext } from './context';
import { isOffered, methodsSetUp } from './methods';
import {
  FIB_PAYMENT_MAX_IQD,
  findPayment,
  latestPagePaymentOf,
  livePaymentOf,
  pagePaymentsToReconcile,
  paymentsToReconcile,
  unsettledPagePaymentsOf,
  recordPayment,
  touchPagePayment,
  touchPayment,
  unpaidOrdersPastDeadline,
  unsettledPaymentsOf,
  type FibPaymentRow,
} from './repository';
import {
  cancelBySystem,
  cancelOrderWithFib,
  reconcilePagePayment,
  reconcilePayment,
  retirePagePayment,
  retirePayment,
  settleOnlinePayments,
  withOrderClaim,
} from './settlement';
import { confirmOnProviderPage, isPageMethod } from './page-payments';
import { amountToPay, chooseOnlinePayment, choosing, refuseEarly } from './choice';
import { sweepProcessingRefunds } from './refunds';

export type { PaymentContext } from './context';
export { cancelOrderWithFib } from './settlement';

const FIB_PAYMENT_VALIDITY = 'PT1H';
const RECONCILE_PER_SWEEP = 100;
const PAGE_PAYMENT_ASK_EVERY_MS = 60_000;

/** The callback is only a trigger: FIB's status endpoint decides (the body is not signed). */
export async function handleFibCallback(context: PaymentContext, paymentId: string): Promise<void> {
  const payment = await findPayment(context.db, paymentId);
  if (payment) await reconcilePayment(context, payment);
}

/**
 * The customer cancels their own order (orders/lifecycle.ts: nothing started, unpaid). Each of
 * its FIB payments is asked about first: paid meanwhile → the order is marked paid and stays;
 * otherwise its codes are cancelled at FIB before the stock goes back.
 */
export async function cancelOrderForCustomer(
  context: PaymentContext,
  customerId: string,
  orderId: string,
): Promise<void> {
  if (!(await findOwnOrder(context.db, customerId, orderId))) {
    throw notFound('order_not_found');
  }
  const { update } = await cancelOrderWithFib(context, orderId, 'customer');
  if (update) context.notify?.(customerId, update);
}

/**
 * Cash on delivery, while nothing has started and it is unpaid. An FIB code still payable is
 * cancelled at FIB first: paid meanwhile → the order is marked paid and the switch refused;
 * FIB unreachable → 503 and nothing changes.
 */
async function chooseCashOnDelivery(context: PaymentContext, order: OrderRow) {
  await refuseEarly(context, order.id, choosing('cod'));
  await withOrderClaim(
    context,
    order.id,
    async () => {
      await settleOnlinePayments(context, order.id, true);
      await transition(context.db, {
        orderId: order.id,
        actor: 'customer',
        action: choosing('cod'),
        now: context.now(),
      });
    },
    { wait: true },
  );
}

const answerOf = (payment: FibPaymentRow): ConfirmOrderResponse => ({
  message: 'Scan the code with the FIB app to pay.',
  paymentMethod: 'fib',
  fib: {
    qrCode: payment.qrCode,
    readableCode: payment.readableCode,
    personalAppLink: payment.personalAppLink,
    businessAppLink: payment.businessAppLink,
    validUntil: payment.validUntil.toISOString(),
  },
});

/**
 * The order's FIB payment, created once: run under the order's claim, so concurrent clicks find
 * the first one's payment and answer it. A code that ran out is replaced (cancelled at FIB).
 */
async function fibPaymentFor(
  context: PaymentContext,
  order: OrderRow,
  amountIqd: number,
): Promise<FibPaymentRow> {
  const fib = context.fib;
  if (!fib) throw badRequest('fib_unavailable');
  await refuseEarly(context, order.id, choosing('fib'));
  const live = await livePaymentOf(context.db, order.id);
  if (live && live.amountIqd === amountIqd && live.validUntil > context.now()) return live;
  // An FIB code that ran out cannot be paid: one FIB cannot be told to cancel stays `replaced`
  // and is settled later (callback, sweeper), and the new code is made.
  for (const old of await unsettledPaymentsOf(context.db, order.id)) {
    await retirePayment(context, old);
  }
  for (const old of await unsettledPagePaymentsOf(context.db, order.id)) {
    await retirePagePayment(context, old);
  }
  // Replacing an old code may have found it paid after all.
  await refuseEarly(context, order.id, choosing('fib'));
  const created = await fib
    .createPayment({
      amountIqd,
      description: `Chapkhana order ${order.orderNumber}`,
      statusCallbackUrl: `${context.publicUrl}/api/payments/fib/callback`,
      redirectUri: `${context.publicUrl}/order/confirm?orderId=${order.id}`,
      expiresIn: FIB_PAYMENT_VALIDITY,
    })
    .catch((error: unknown) => {
      throw new HttpError(503, 'fib_not_answering', undefined, { cause: error });
    });
  const payment = await recordPayment(context.db, {
    id: created.paymentId,
    orderId: order.id,
    amountIqd,
    qrCode: created.qrCode,
    readableCode: created.readableCode,
    personalAppLink: created.personalAppLink,
    businessAppLink: created.businessAppLink,
    validUntil: created.validUntil,
  });
  await chooseOnlinePayment(
    context,
    order.id,
    'fib',
    { id: payment.id, validUntil: payment.validUntil },
    () => retirePayment(context, payment),
  );
  return payment;
}

/**
 * Cash on delivery, an FIB QR payment, or a payment on a provider's page (Qi Card, ZainCash,
 * FastPay), for the order's shown total (`chargedAmount`).
 */
export async function confirmOrder(
  context: PaymentContext,
  input: {
    customerId: string;
    orderId: string;
    paymentMethod: PaymentMethod;
    language: Language;
    /** Online: the advance alone now (the rest in cash) or all (`amountToPay`). */
    payNow?: OnlineShare | undefined;
  },
): Promise<ConfirmOrderResponse> {
  const order = await findOwnOrder(context.db, input.customerId, input.orderId);
  if (!order) throw notFound('order_not_found');
  if (input.paymentMethod === 'fib' && !context.fib) throw badRequest('fib_unavailable');
  // An admin may have switched the method off since the customer's page listed it.
  if (!(await isOffered(context.db, methodsSetUp(context), input.paymentMethod))) {
    throw badRequest('payment_method_unavailable');
  }
  if (input.paymentMethod === 'cod') {
    await chooseCashOnDelivery(context, order);
    return { message: 'Your order is confirmed: pay on delivery.', paymentMethod: 'cod' };
  }
  if (isPageMethod(input.paymentMethod)) {
    return confirmOnProviderPage(context, order, input.paymentMethod, {
      language: input.language,
      payNow: input.payNow ?? 'all',
    });
  }
  await refuseEarly(context, order.id, choosing('fib'));
  const amountIqd = amountToPay(order, input.payNow);
  if (amountIqd <= FIB_MINIMUM_EXCLUSIVE_IQD) {
    throw badRequest('fib_minimum', { amount: FIB_MINIMUM_EXCLUSIVE_IQD });
  }
  if (amountIqd > FIB_PAYMENT_MAX_IQD) {
    throw badRequest('fib_maximum', { amount: formatDinar(FIB_PAYMENT_MAX_IQD) });
  }
  const payment = await withOrderClaim(
    context,
    order.id,
    () => fibPaymentFor(context, order, amountIqd),
    { wait: true },
  );
  if (!payment) throw new Error('A waiting claim always runs its work.');
  return answerOf(payment);
}

/** The order's payment state for the result page; an unpaid FIB order is checked with FIB first. */
export async function paymentStatus(
  context: PaymentContext,
  customerId: string,
  orderId: string,
): Promise<PaymentStatusResponse> {
  let order = await findOwnOrder(context.db, customerId, orderId);
  if (!order) throw notFound('order_not_found');
  if (
    order.paymentMethod &&
    order.paymentMethod !== 'cod' &&
    order.paymentStatus === 'unpaid' &&
    order.deliveryStatus === 'pending'
  ) {
    for (const payment of await unsettledPaymentsOf(context.db, orderId)) {
      await reconcilePayment(context, payment).catch(() => undefined);
    }
    for (const payment of await unsettledPagePaymentsOf(context.db, orderId)) {
      await reconcilePagePayment(context, payment).catch(() => undefined);
    }
    order = (await findOwnOrder(context.db, customerId, orderId)) ?? order;
  }
  const attempt =
    order.paymentStatus === 'unpaid' && order.paymentMethod && isPageMethod(order.paymentMethod)
      ? await latestPagePaymentOf(context.db, orderId)
      : undefined;
  const lastAttempt =
    attempt?.state === 'declined' || attempt?.state === 'cancelled'
      ? ('failed' as const)
      : attempt
        ? ('pending' as const)
        : undefined;
  return {
    orderId: order.id,
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus,
    payment_method: order.paymentMethod,
    ...(lastAttempt ? { last_attempt: lastAttempt } : {}),
  };
}

/**
 * The sweeper: unpaid orders whose time to pay has run out (no method chosen within the hour,
 * or an FIB code that expired) are checked with FIB one last time, then cancelled and their
 * stock returned; replaced payments are settled with FIB. A query over rows, so any server copy
 * may run it and a restart loses nothing.
 */
export async function sweepExpiredPayments(context: PaymentContext, limit = 100): Promise<number> {
  const due = await unpaidOrdersPastDeadline(context.db, context.now(), limit);
  let cancelled = 0;
  for (const order of due) {
    // FIB unreachable or the order busy: it is tried again on the next sweep rather than guessed.
    if (await cancelBySystem(context, order.id).catch(() => false)) cancelled += 1;
  }
  // One a provider cannot settle now goes to the back of the queue, so a hundred such never
  // hide the rest from every sweep.
  const later = (touch: Promise<void>) => touch.catch(() => undefined);
  for (const payment of await paymentsToReconcile(context.db, RECONCILE_PER_SWEEP)) {
    await reconcilePayment(context, payment).catch(() =>
      later(touchPayment(context.db, payment.id)),
    );
  }
  // A page payment not asked about for a minute is asked: its notice may never come.
  const askedBefore = new Date(context.now().getTime() - PAGE_PAYMENT_ASK_EVERY_MS);
  for (const payment of await pagePaymentsToReconcile(
    context.db,
    askedBefore,
    RECONCILE_PER_SWEEP,
  )) {
    await reconcilePagePayment(context, payment).catch(() =>
      later(touchPagePayment(context.db, payment.id)),
    );
  }
  await sweepProcessingRefunds(context);
  return cancelled;
}
