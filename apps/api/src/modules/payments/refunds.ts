/**
 * Refunds from the console (issue 38): an admin gives back all or part of one of an order's
 * online payments, with a reason, through the provider that took it. Under the order's claim, so
 * two clicks (or two admins) are served one after the other and the second sees the first's
 * refund: a refund never exceeds what the payment can still give back.
 */
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_METHOD_DETAILS,
  type AdminOrderPaymentsResponse,
  type RefundBody,
} from '@chapkhana/shared/payments';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { ReconciledMethod } from '@chapkhana/shared/reconciliation';
import { badRequest, conflict, HttpError, httpError, notFound } from '../../lib/http-errors';
import { FibError } from '../../payments/fib/errors';
import { PaymentProviderError } from '../../payments/provider';
import { findOrder, refundView } from '../orders/repository';
import type { PaymentContext } from './context';
import { flagPayment } from './flags';
import {
  insertRefund,
  paidPaymentsOf,
  processingRefunds,
  refundByRequestKey,
  refundsOf,
  settleRefund,
  touchRefund,
  type RefundRow,
} from './repository';
import { providerDown, withOrderClaim } from './settlement';

type PaidPayment = Awaited<ReturnType<typeof paidPaymentsOf>>[number];

const brand = (method: PaidPayment['method']) => PAYMENT_METHOD_DETAILS[method].name.en;

/** Whether the provider that took `payment` gives back part of it (FIB and ZainCash do not). */
function partialRefunds(context: PaymentContext, payment: PaidPayment): boolean {
  if (payment.method === 'fib') return false;
  return context.pageProviders[payment.method]?.partialRefunds ?? false;
}

const available = (context: PaymentContext, payment: PaidPayment) =>
  payment.method === 'fib' ? !!context.fib : !!context.pageProviders[payment.method];

const refundable = (payment: PaidPayment, refunds: readonly RefundRow[]) =>
  payment.amountIqd -
  refunds
    .filter((r) => r.paymentId === payment.id && r.state !== 'failed')
    .reduce((sum, r) => sum + r.amountIqd, 0);

/** The order's paid online payments, what each can still give back, and its refunds. */
export async function orderPaymentsForAdmin(
  context: PaymentContext,
  orderId: string,
): Promise<AdminOrderPaymentsResponse> {
  if (!(await findOrder(context.db, orderId))) throw notFound('order_not_found');
  const [payments, refunds] = await Promise.all([
    paidPaymentsOf(context.db, orderId),
    refundsOf(context.db, [orderId]),
  ]);
  return {
    payments: payments.map((payment) => ({
      _id: payment.id,
      method: payment.method,
      amount: payment.amountIqd,
      paidAt: payment.paidAt?.toISOString() ?? null,
      refundable: refundable(payment, refunds),
      partialRefunds: partialRefunds(context, payment),
      available: available(context, payment),
    })),
    refunds: refunds.map(refundView),
  };
}

/**
 * Asks the provider to give back `amountIqd` of one of the order's paid payments. The refund is
 * recorded (`processing`) before the provider is asked, so it counts at once; a provider that
 * refuses it marks it `failed` (it no longer counts) and the admin is told why.
 */
export async function refundPayment(
  context: PaymentContext,
  input: RefundBody & { orderId: string; staffId: string; requestKey?: string | undefined },
): Promise<AdminOrderPaymentsResponse> {
  if (!(await findOrder(context.db, input.orderId))) throw notFound('order_not_found');
  // The same click again answers what the first did; the key on another refund is refused.
  const earlier = input.requestKey
    ? await refundByRequestKey(context.db, input.requestKey)
    : undefined;
  if (earlier) {
    const same =
      earlier.orderId === input.orderId &&
      earlier.paymentId === input.paymentId &&
      earlier.amountIqd === input.amountIqd;
    if (!same) throw httpError(422, 'idempotency_key_reused');
    return orderPaymentsForAdmin(context, input.orderId);
  }
  await withOrderClaim(
    context,
    input.orderId,
    async () => {
      const payment = (await paidPaymentsOf(context.db, input.orderId)).find(
        (paid) => paid.id === input.paymentId,
      );
      if (!payment || !available(context, payment)) throw badRequest('payment_not_found');
      const refunds = await refundsOf(context.db, [input.orderId]);
      // The same click twice at once: the second waited for the first's claim.
      if (input.requestKey && refunds.some((r) => r.requestKey === input.requestKey)) return;
      const left = refundable(payment, refunds);
      if (input.amountIqd > left) {
        throw conflict('refund_exceeds_paid', { amount: formatDinar(left) });
      }
      if (!partialRefunds(context, payment) && input.amountIqd !== payment.amountIqd) {
        throw badRequest('refund_whole_only', {
          provider: brand(payment.method),
          amount: formatDinar(payment.amountIqd),
        });
      }
      const refund = await insertRefund(context.db, {
        id: randomUUID(),
        orderId: input.orderId,
        method: payment.method,
        paymentId: payment.id,
        amountIqd: input.amountIqd,
        reason: input.reason,
        requestedBy: input.staffId,
        requestKey: input.requestKey ?? null,
      });
      await askProvider(context, payment, refund);
    },
    { wait: true },
  );
  return orderPaymentsForAdmin(context, input.orderId);
}

async function askProvider(context: PaymentContext, payment: PaidPayment, refund: RefundRow) {
  try {
    if (payment.method === 'fib') {
      // FIB answers 202: the payment goes REFUND_REQUESTED, later REFUNDED (the sweeper asks).
      await context.fib?.refundPayment(payment.id);
      return;
    }
    const provider = context.pageProviders[payment.method];
    if (!provider || !payment.providerPaymentId) throw badRequest('payment_not_found');
    const result = await provider.refund({
      providerPaymentId: payment.providerPaymentId,
      reference: refund.id,
      amountIqd: refund.amountIqd,
      paidIqd: payment.amountIqd,
      reason: refund.reason,
    });
    if (result.status !== 'processing') {
      await settleRefund(context.db, refund.id, result.status, result.providerRefundId);
    }
    if (result.status === 'failed') {
      throw new HttpError(400, 'refund_refused', { provider: brand(payment.method) });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const refused = error instanceof PaymentProviderError && error.kind === 'refused';
    // A refund the provider may have done all the same keeps counting (processing, the sweeper
    // asks) until it is known: a lost answer, and an error of ours after the provider's answer.
    const uncertain =
      error instanceof PaymentProviderError
        ? error.uncertain
        : error instanceof FibError
          ? await fibMayHaveRefunded(context, payment.id, error)
          : true;
    if (refused || !uncertain) await settleRefund(context.db, refund.id, 'failed');
    if (refused) {
      throw new HttpError(
        400,
        'refund_refused',
        { provider: brand(payment.method) },
        { cause: error },
      );
    }
    throw payment.method === 'fib'
      ? new HttpError(503, 'payment_provider_not_answering', { provider: 'FIB' }, { cause: error })
      : providerDown(payment.method, error);
  }
}

/**
 * FIB answered a refund with an error: a timeout or a garbled answer may hide a refund made,
 * and a refusal may answer a resend of one made (the payment is REFUND_REQUESTED by then): its
 * status says which.
 */
async function fibMayHaveRefunded(context: PaymentContext, paymentId: string, error: FibError) {
  if (error.kind === 'unavailable' || error.kind === 'malformed') return true;
  const state = await context.fib?.getStatus(paymentId).catch(() => undefined);
  return state === undefined || state.status === 'REFUND_REQUESTED' || state.status === 'REFUNDED';
}

const REFUNDS_PER_SWEEP = 50;
/** A refund still not confirmed this long after it was asked is flagged for a person. */
const REFUND_STUCK_MS = 24 * 60 * 60 * 1000;

/**
 * The sweeper's part: refunds asked and not yet confirmed are asked about at their provider
 * (FIB's REFUNDED, a page provider's `refunded`), least recently looked at first.
 */
export async function sweepProcessingRefunds(context: PaymentContext): Promise<void> {
  for (const refund of await processingRefunds(context.db, REFUNDS_PER_SWEEP)) {
    const payment = (await paidPaymentsOf(context.db, refund.orderId)).find(
      (paid) => paid.id === refund.paymentId,
    );
    const state = await refundState(context, payment, refund).catch(() => 'processing' as const);
    if (state === 'processing') await touchRefund(context.db, refund.id);
    else await settleRefund(context.db, refund.id, state);
    if (
      state === 'processing' &&
      context.now().getTime() - refund.createdAt.getTime() >= REFUND_STUCK_MS
    ) {
      // Not confirmed after a day: a person asks the provider (reconciliation's flags).
      await flagPayment(
        context.db,
        {
          kind: 'refund_stuck',
          method: refund.method as ReconciledMethod,
          paymentId: refund.paymentId,
          orderId: refund.orderId,
          ours: `refund ${formatDinar(refund.amountIqd)} IQD asked ${refund.createdAt.toISOString()}`,
          theirs: 'not confirmed',
        },
        context.now(),
      );
    }
  }
}

/**
 * Where a refund asked earlier is now: FIB's and ZainCash's payment status says refunded; Qi
 * Card's does not, and the refund asked again with its request id answers its own state.
 */
async function refundState(
  context: PaymentContext,
  payment: PaidPayment | undefined,
  refund: RefundRow,
): Promise<'done' | 'failed' | 'processing'> {
  if (!payment) return 'processing';
  if (payment.method === 'fib') {
    const state = await context.fib?.getStatus(payment.id);
    return state?.status === 'REFUNDED' ? 'done' : 'processing';
  }
  const provider = context.pageProviders[payment.method];
  if (!provider || !payment.providerPaymentId) return 'processing';
  if ((await provider.status(payment.providerPaymentId)).status === 'refunded') return 'done';
  if (!provider.refundAskedAgain) return 'processing';
  const again = await provider.refund({
    providerPaymentId: payment.providerPaymentId,
    reference: refund.id,
    amountIqd: refund.amountIqd,
    paidIqd: payment.amountIqd,
    reason: refund.reason,
  });
  return again.status;
}
