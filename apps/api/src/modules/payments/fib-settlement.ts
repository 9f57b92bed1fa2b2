/**
 * Settling an order's FIB payments with FIB: FIB's status endpoint decides (callbacks are only
 * triggers), every payment the order ever had is asked about, and money FIB took is never lost —
 * it pays the order, or is recorded with a refund due when the order can no longer take it.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import { conflict, HttpError, notFound, refused } from '../../lib/http-errors';
import { LEASE_MS, whileRenewing } from '../../lib/lease';
import type { FibPaymentState as FibStatus } from '../../payments/fib/responses';
import { applyTransition, check, transition, type Actor } from '../orders/lifecycle';
import { lockOrder } from '../orders/repository';
import type { PaymentContext } from './context';
import {
  claimOrder,
  movePayment,
  releaseOrder,
  renewOrderClaim,
  touchPayment,
  unsettledPaymentsOf,
  UNSETTLED,
  type FibPaymentRow,
} from './repository';

/**
 * How long a request waits for another one talking to FIB about the same order: longer than a
 * claim's lease, so a claim left by a copy that died lapses while the request is still waiting.
 */
const CLAIM_WAIT_MS = Math.max(15_000, LEASE_MS * 2);
const CLAIM_POLL_MS = 40;

export const fibDown = (error?: unknown) =>
  new HttpError(503, 'fib_status_unknown', undefined, { cause: error });

/**
 * Runs `work` while holding the order's FIB claim, so one request at a time creates, replaces or
 * cancels its payments. A request waits briefly for another; the system (`wait: false`) does not
 * wait and gets undefined, to try again on its next round.
 */
export async function withOrderClaim<T>(
  context: PaymentContext,
  orderId: string,
  work: () => Promise<T>,
  options: { wait: boolean },
): Promise<T | undefined> {
  const holderId = randomUUID();
  const deadline = Date.now() + (options.wait ? CLAIM_WAIT_MS : 0);
  while (!(await claimOrder(context.db, orderId, holderId))) {
    if (Date.now() >= deadline) {
      if (!options.wait) return undefined;
      throw conflict('payment_busy');
    }
    await sleep(CLAIM_POLL_MS);
  }
  try {
    return await whileRenewing(() => renewOrderClaim(context.db, orderId, holderId), work);
  } finally {
    await releaseOrder(context.db, orderId, holderId);
  }
}

const ALL_BUT_PAID: readonly FibPaymentRow['state'][] = [
  'live',
  'replaced',
  'cancelled',
  'declined',
];

/**
 * FIB says `payment` was paid: it pays its order if the order can still take it (whichever of
 * the order's payments it is); otherwise it is recorded paid with a refund due. Once per payment.
 */
export async function settlePaid(
  context: PaymentContext,
  payment: Pick<FibPaymentRow, 'id' | 'orderId'>,
  paidAt: Date | null,
): Promise<void> {
  const when = paidAt ?? context.now();
  const result = await context.db.transaction(async (tx) => {
    await lockOrder(tx, payment.orderId);
    if (!(await movePayment(tx, payment.id, ALL_BUT_PAID, 'paid', { paidAt: when }))) {
      return undefined; // recorded before
    }
    return applyTransition(tx, {
      orderId: payment.orderId,
      actor: 'system',
      action: { kind: 'mark-paid', paidAt: when, fibPaymentId: payment.id },
      now: context.now(),
    });
  });
  if (!result) return;
  if (result.outcome !== 'allowed') {
    context.log?.error(
      { orderId: payment.orderId, fibPaymentId: payment.id, reason: result.refusal?.code },
      `FIB payment ${payment.id} was paid for order ${result.order.orderNumber}, which ${
        result.order.deliveryStatus === 'cancelled' ? 'is cancelled' : 'was already paid'
      }: a refund is due.`,
    );
    return;
  }
  if (result.update) context.notify?.(result.order.customerId, result.update);
  // The order is paid: its other codes must not take the money a second time.
  for (const other of await unsettledPaymentsOf(context.db, payment.orderId)) {
    await retirePayment(context, other);
  }
}

/**
 * Takes a payment out of use: no longer the code shown, and cancelled at FIB. If FIB cannot be
 * told, it stays `replaced` and is settled later (callback, polling, sweeper).
 */
export async function retirePayment(context: PaymentContext, payment: FibPaymentRow) {
  await movePayment(context.db, payment.id, ['live'], 'replaced');
  if (!context.fib) return;
  try {
    await context.fib.cancelPayment(payment.id);
    await movePayment(context.db, payment.id, UNSETTLED, 'cancelled');
  } catch {
    // Refused because it was paid in this instant, or FIB is down: its status says which.
    const state = await context.fib.getStatus(payment.id).catch(() => undefined);
    if (state) await applyStatus(context, { ...payment, state: 'replaced' }, state);
  }
}

/** Applies FIB's answer about one payment. */
async function applyStatus(context: PaymentContext, payment: FibPaymentRow, state: FibStatus) {
  if (state.status === 'PAID' || state.status.startsWith('REFUND')) {
    await settlePaid(context, payment, state.paidAt);
    return;
  }
  if (state.status === 'DECLINED') {
    const wasLive = await movePayment(context.db, payment.id, ['live'], 'declined');
    await movePayment(context.db, payment.id, ['replaced'], 'declined');
    // The code the customer was shown ran out or was declined: the order lets its stock go.
    if (wasLive) await cancelBySystem(context, payment.orderId);
    return;
  }
  await touchPayment(context.db, payment.id);
}

/**
 * Asks FIB about one payment and settles it: the callback's, the polling's and the sweeper's
 * work. A replaced payment still payable is cancelled at FIB again. Safe to repeat.
 */
export async function reconcilePayment(context: PaymentContext, payment: FibPaymentRow) {
  if (!context.fib || !UNSETTLED.includes(payment.state)) return;
  const state = await context.fib.getStatus(payment.id);
  if (state.status === 'UNPAID' && payment.state === 'replaced') {
    await retirePayment(context, payment);
    return;
  }
  await applyStatus(context, payment, state);
}

/**
 * Before a cancel or a switch to cash: every payment of the order FIB may still take money for
 * is asked about and cancelled at FIB. `paid` when one was paid (the order is then marked paid),
 * `unknown` when FIB did not answer (strict callers answer 503 instead).
 */
export async function settleWithFib(
  context: PaymentContext,
  orderId: string,
  strict: boolean,
): Promise<'clear' | 'paid' | 'unknown'> {
  const unsettled = await unsettledPaymentsOf(context.db, orderId);
  if (unsettled.length === 0) return 'clear';
  const fib = context.fib;
  const unknown = (error?: unknown) => {
    if (strict) throw fibDown(error);
    return 'unknown' as const;
  };
  if (!fib) return unknown();
  for (const payment of unsettled) {
    let state = await fib.getStatus(payment.id).catch(() => undefined);
    if (!state) return unknown();
    if (state.status === 'UNPAID') {
      try {
        await fib.cancelPayment(payment.id);
        await movePayment(context.db, payment.id, UNSETTLED, 'cancelled');
        continue;
      } catch (error) {
        // If the customer pays in this instant, FIB refuses the cancel; its status says so.
        state = await fib.getStatus(payment.id).catch(() => undefined);
        if (!state || state.status === 'UNPAID') return unknown(error);
      }
    }
    if (state.status !== 'DECLINED') {
      await settlePaid(context, payment, state.paidAt);
      return 'paid';
    }
    await movePayment(context.db, payment.id, UNSETTLED, 'declined');
  }
  return 'clear';
}

export interface CancelResult {
  customerId: string;
  update: OrderStatusUpdate | undefined;
}

/**
 * Cancels an order as `actor` (orders/lifecycle.ts decides), after asking FIB about each of its
 * payments: paid meanwhile → the order is marked paid and the cancel refused; FIB unreachable →
 * 503 (the system leaves it for its next round). Stock goes back once, with the cancel.
 */
export async function cancelOrderWithFib(
  context: PaymentContext,
  orderId: string,
  actor: Exclude<Actor, 'seller'>,
  reason?: string,
): Promise<CancelResult> {
  const early = await check(context.db, orderId, actor, { kind: 'cancel' });
  if (!early) throw notFound('order_not_found');
  const unchanged = { customerId: early.order.customerId, update: undefined };
  const system = actor === 'system';
  if (early.decision.outcome === 'already') return unchanged;
  if (early.decision.outcome === 'refused') {
    if (system) return unchanged;
    throw refused(early.decision.refusal);
  }
  const result = await withOrderClaim(
    context,
    orderId,
    async () => {
      if ((await settleWithFib(context, orderId, !system)) === 'unknown') return undefined;
      const action = { kind: 'cancel' as const, ...(reason ? { reason } : {}) };
      const input = { orderId, actor, action, now: context.now() };
      return system
        ? context.db.transaction((tx) => applyTransition(tx, input))
        : transition(context.db, input);
    },
    { wait: !system },
  );
  if (result?.update) context.catalogueChanged?.();
  return { customerId: early.order.customerId, update: result?.update };
}

/** The system cancels an order it may cancel (unpaid, nothing started), telling the customer. */
export async function cancelBySystem(context: PaymentContext, orderId: string): Promise<boolean> {
  const { customerId, update } = await cancelOrderWithFib(context, orderId, 'system');
  if (update) context.notify?.(customerId, update);
  return update !== undefined;
}
