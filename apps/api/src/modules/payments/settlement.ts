/**
 * Settling an order's online payments with their providers — FIB's codes and the attempts on a
 * provider's page (Qi Card, ZainCash, FastPay): the provider's status call decides (callbacks are
 * only triggers), every payment the order ever had is asked about, and money a provider took is
 * never lost — it pays the order, or is recorded with a refund due when the order can no longer
 * take it.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAYMENT_METHOD_DETAILS } from '@chapkhana/shared/payments';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import { conflict, HttpError, notFound, refused } from '../../lib/http-errors';
import { LEASE_MS, whileRenewing } from '../../lib/lease';
import type { FibPaymentState as FibStatus } from '../../payments/fib/responses';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentState,
} from '../../payments/provider';
import {
  applyTransition,
  check,
  transition,
  type Actor,
  type OnlineMethod,
} from '../orders/lifecycle';
import { lockOrder } from '../orders/repository';
import { coveredBy } from './choice';
import type { PaymentContext } from './context';
import { flagAndLog, type FlagInput } from './flags';
import {
  claimOrder,
  movePagePayment,
  movePayment,
  releaseOrder,
  renewOrderClaim,
  touchPagePayment,
  touchPayment,
  unsettledPagePaymentsOf,
  unsettledPaymentsOf,
  UNSETTLED,
  type FibPaymentRow,
  type PagePaymentRow,
  type PageProviderId,
} from './repository';

/**
 * How long a request waits for another one talking to FIB about the same order: longer than a
 * claim's lease, so a claim left by a copy that died lapses while the request is still waiting.
 */
const CLAIM_WAIT_MS = Math.max(15_000, LEASE_MS * 2);
const CLAIM_POLL_MS = 40;

export const fibDown = (error?: unknown) =>
  new HttpError(503, 'fib_status_unknown', undefined, { cause: error });

/** A provider paid on its page did not answer: the customer is told its name and to try again. */
export const providerDown = (provider: PageProviderId, error?: unknown) =>
  new HttpError(
    503,
    'payment_provider_not_answering',
    { provider: PAYMENT_METHOD_DETAILS[provider].name.en },
    { cause: error },
  );

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

/** One of an order's online payments: an FIB code (`fib`) or an attempt on a provider's page. */
export interface OnlinePaymentRef {
  method: OnlineMethod;
  id: string;
  orderId: string;
  /** What the payment asked, whole dinars: the advance alone or all (`coveredBy`). */
  amountIqd: number;
}

const recordPaid = (tx: PaymentContext['db'], payment: OnlinePaymentRef, paidAt: Date) =>
  payment.method === 'fib'
    ? movePayment(tx, payment.id, ALL_BUT_PAID, 'paid', { paidAt })
    : movePagePayment(tx, payment.id, ALL_BUT_PAID, 'paid', { paidAt });

/**
 * The provider says `payment` was paid: it pays its order if the order can still take it
 * (whichever of the order's payments it is); otherwise it is recorded paid with a refund due.
 * Once per payment.
 */
export async function settlePaid(
  context: PaymentContext,
  payment: OnlinePaymentRef,
  paidAt: Date | null,
): Promise<void> {
  const when = paidAt ?? context.now();
  const result = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    if (!(await recordPaid(tx, payment, when))) return undefined; // recorded before
    return applyTransition(tx, {
      orderId: payment.orderId,
      actor: 'system',
      action: {
        kind: 'mark-paid',
        paidAt: when,
        method: payment.method,
        paymentId: payment.id,
        covers: coveredBy(order, payment.amountIqd),
      },
      now: context.now(),
    });
  });
  if (!result) return;
  if (result.outcome !== 'allowed') {
    const cancelled = result.order.deliveryStatus === 'cancelled';
    await flagAndLog(
      context,
      {
        kind: cancelled ? 'paid_after_cancel' : 'paid_twice',
        method: payment.method,
        paymentId: payment.id,
        orderId: payment.orderId,
        ours: cancelled ? 'order cancelled' : 'order already paid',
        theirs: 'paid',
      },
      `${payment.method} payment ${payment.id} was paid for order ${result.order.orderNumber}, which ${
        cancelled ? 'is cancelled' : 'was already paid'
      }: a refund is due.`,
    );
    return;
  }
  if (result.update) context.notify?.(result.order.customerId, result.update);
  // The order is paid: its other payments must not take the money a second time.
  for (const other of await unsettledPaymentsOf(context.db, payment.orderId)) {
    await retirePayment(context, other);
  }
  for (const other of await unsettledPagePaymentsOf(context.db, payment.orderId)) {
    await retirePagePayment(context, other);
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
    await settlePaid(context, { ...payment, method: 'fib' }, state.paidAt);
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
 * Before a cancel or a switch of method: every payment of the order a provider may still take
 * money for is asked about and cancelled there. `paid` when one was paid (the order is then
 * marked paid), `unknown` when a provider did not answer (strict callers answer 503 instead).
 * An attempt on a provider's page that cannot be cancelled (ZainCash, FastPay) stays `replaced`
 * and is watched until it ends: if it is paid after all, the order takes it or a refund is due.
 */
export async function settleOnlinePayments(
  context: PaymentContext,
  orderId: string,
  strict: boolean,
): Promise<'clear' | 'paid' | 'unknown'> {
  const unknown = (error?: unknown, provider?: PageProviderId) => {
    if (strict) throw provider ? providerDown(provider, error) : fibDown(error);
    return 'unknown' as const;
  };
  const fibOutcome = await settleFibPayments(context, orderId, unknown);
  if (fibOutcome !== 'clear') return fibOutcome;
  for (const payment of await unsettledPagePaymentsOf(context.db, orderId)) {
    const provider = context.pageProviders[payment.provider];
    if (!provider) return unknown(undefined, payment.provider);
    let state: ProviderPaymentState | null | undefined;
    try {
      state = await askProvider(provider, payment);
    } catch (error) {
      return unknown(error, payment.provider);
    }
    if (state === null) {
      // The create never reached the provider: no one was given its page.
      await movePagePayment(context.db, payment.id, UNSETTLED, 'cancelled');
      continue;
    }
    if (state.status === 'pending') {
      const ended = await cancelAtProvider(context, provider, payment);
      if (ended !== 'unknown') continue;
      // If the customer pays in this instant, the cancel is refused; the status says so.
      state = await askProvider(provider, payment).catch(() => undefined);
      if (!state || state.status === 'pending') return unknown(undefined, payment.provider);
    }
    if ((await applyPageState(context, payment, state)) === 'paid') return 'paid';
  }
  return 'clear';
}

async function settleFibPayments(
  context: PaymentContext,
  orderId: string,
  unknown: (error?: unknown) => 'unknown',
): Promise<'clear' | 'paid' | 'unknown'> {
  const unsettled = await unsettledPaymentsOf(context.db, orderId);
  if (unsettled.length === 0) return 'clear';
  const fib = context.fib;
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
      await settlePaid(context, { ...payment, method: 'fib' }, state.paidAt);
      return 'paid';
    }
    await movePayment(context.db, payment.id, UNSETTLED, 'declined');
  }
  return 'clear';
}

/**
 * The provider's word on a page payment: by its id, or — when the create's answer was lost —
 * by our reference; null when the provider holds no payment under it (or cannot look one up,
 * ZainCash: then no one was ever given its page either).
 */
export async function askProvider(
  provider: PaymentProvider,
  payment: PagePaymentRow,
): Promise<ProviderPaymentState | null> {
  if (payment.providerPaymentId) return provider.status(payment.providerPaymentId);
  try {
    return await provider.statusByReference(payment.id);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.providerCode === 'NOT_SUPPORTED')
      return null;
    throw error;
  }
}

/**
 * Asks the provider to stop taking payment for an unpaid attempt: `cancelled`; `watched` when
 * the provider has no cancel (the attempt stays `replaced` until it ends by itself); `unknown`
 * when the cancel failed (paid in this instant, or the provider is down).
 */
async function cancelAtProvider(
  context: PaymentContext,
  provider: PaymentProvider,
  payment: PagePaymentRow,
): Promise<'cancelled' | 'watched' | 'unknown'> {
  if (!payment.providerPaymentId) return 'unknown';
  try {
    await provider.cancel(payment.providerPaymentId);
    await movePagePayment(context.db, payment.id, UNSETTLED, 'cancelled');
    return 'cancelled';
  } catch (error) {
    if (error instanceof PaymentProviderError && error.providerCode === 'NOT_SUPPORTED') {
      await movePagePayment(context.db, payment.id, ['live'], 'replaced');
      return 'watched';
    }
    return 'unknown';
  }
}

/**
 * Acts on the provider's answer about a page payment: paid (for the amount and reference we
 * stored) pays the order; failed or cancelled ends the attempt. A payment whose amount or
 * reference differs from ours is not taken as paying the order: it is ended and reported for a
 * person (money may have been taken). A pending one is left.
 */
/**
 * Ends an attempt the order cannot take (`declined`, keeping the provider's word) and flags it
 * for a person: once, when this call ended it (or when it had ended before, for a fact found
 * about an ended attempt).
 */
async function endAndFlag(
  context: PaymentContext,
  payment: PagePaymentRow,
  providerStatus: string,
  flag: Pick<FlagInput, 'kind' | 'ours' | 'theirs'>,
  message: string,
) {
  const moved = await movePagePayment(context.db, payment.id, UNSETTLED, 'declined', {
    providerStatus,
  });
  if (!moved && UNSETTLED.includes(payment.state)) return;
  await flagAndLog(
    context,
    { ...flag, method: payment.provider, paymentId: payment.id, orderId: payment.orderId },
    message,
  );
}

async function applyPageState(
  context: PaymentContext,
  payment: PagePaymentRow,
  state: ProviderPaymentState,
): Promise<'paid' | 'ended' | 'pending'> {
  if (state.status === 'refunded') {
    // Taken and given back outside the shop (the provider's merchant panel) before the order
    // knew of it: it pays nothing; a person looks at why.
    await endAndFlag(
      context,
      payment,
      state.providerStatus,
      { kind: 'status_mismatch', ours: 'not paid here', theirs: state.providerStatus },
      `${payment.provider} says payment ${payment.id} was refunded, but it never paid order ${payment.orderId} here: it does not pay the order; a person must look at it.`,
    );
    return 'ended';
  }
  if (state.status === 'paid') {
    const differs =
      (state.amountIqd !== null && state.amountIqd !== payment.amountIqd) ||
      (state.currency !== null && state.currency !== 'IQD') ||
      (state.reference !== null && state.reference !== payment.id);
    if (differs) {
      // Flagged once per fact: also when an ended attempt is found paid for another amount.
      await endAndFlag(
        context,
        payment,
        `${state.providerStatus} (differs)`,
        {
          kind: 'amount_differs',
          ours: `${formatDinar(payment.amountIqd)} IQD, ref ${payment.id}`,
          theirs: `${state.providerStatus} ${state.amountIqd === null ? '?' : formatDinar(state.amountIqd)} ${state.currency ?? ''}, ref ${state.reference ?? '?'}`,
        },
        `${payment.provider} says payment ${payment.id} was paid, but not ${payment.amountIqd} IQD under our reference: it does not pay the order; a person must look at it.`,
      );
      return 'ended';
    }
    await settlePaid(
      context,
      {
        method: payment.provider,
        id: payment.id,
        orderId: payment.orderId,
        amountIqd: payment.amountIqd,
      },
      null,
    );
    return 'paid';
  }
  if (state.status === 'failed' || state.status === 'cancelled') {
    await movePagePayment(context.db, payment.id, UNSETTLED, 'declined', {
      providerStatus: state.providerStatus,
    });
    return 'ended';
  }
  await touchPagePayment(context.db, payment.id, state.providerStatus);
  return 'pending';
}

/** How long after its end an attempt still pending at the provider is asked about. */
const PAGE_PAYMENT_WATCH_MS = 24 * 60 * 60 * 1000;

/**
 * Takes a page payment out of use: cancelled at the provider where it can be; where it cannot,
 * `replaced` and watched until it ends. If the provider cannot be told, it stays `replaced`.
 */
export async function retirePagePayment(context: PaymentContext, payment: PagePaymentRow) {
  await movePagePayment(context.db, payment.id, ['live'], 'replaced');
  const provider = context.pageProviders[payment.provider];
  if (!provider) return;
  if ((await cancelAtProvider(context, provider, payment)) !== 'unknown') return;
  const state = await askProvider(provider, payment).catch(() => undefined);
  if (state) await applyPageState(context, { ...payment, state: 'replaced' }, state);
}

/**
 * Asks the provider about one page payment and settles it: the notice's, the return page's and
 * the sweeper's work. Safe to repeat. A replaced one still payable is cancelled again; one still
 * pending a day after it ended is given up (reported: the provider never said). With
 * `evenIfEnded` (a provider's notice), an attempt already declined or given up is asked too:
 * a page left open past its end may be paid after all, and that money is taken or flagged.
 */
export async function reconcilePagePayment(
  context: PaymentContext,
  payment: PagePaymentRow,
  options: { evenIfEnded?: boolean } = {},
) {
  const provider = context.pageProviders[payment.provider];
  if (!UNSETTLED.includes(payment.state)) {
    if (!provider || !options.evenIfEnded || payment.state === 'paid') return;
    const state = await askProvider(provider, payment);
    if (state?.status === 'paid') await applyPageState(context, payment, state);
    return;
  }
  // Its provider no longer set up: asked again once it is, after the others.
  if (!provider) return touchPagePayment(context.db, payment.id);
  const state = await askProvider(provider, payment);
  if (state === null) {
    if (payment.expiresAt <= context.now()) {
      await movePagePayment(context.db, payment.id, UNSETTLED, 'cancelled');
    } else {
      await touchPagePayment(context.db, payment.id);
    }
    return;
  }
  if (state.status !== 'pending') {
    await applyPageState(context, payment, state);
    return;
  }
  if (payment.state === 'replaced' && payment.providerPaymentId) {
    if ((await cancelAtProvider(context, provider, payment)) === 'cancelled') return;
  }
  if (payment.expiresAt.getTime() + PAGE_PAYMENT_WATCH_MS <= context.now().getTime()) {
    await endAndFlag(
      context,
      payment,
      state.providerStatus,
      { kind: 'pending_too_long', ours: 'ended, no longer watched', theirs: state.providerStatus },
      `${payment.provider} still says payment ${payment.id} is pending a day after it ended: it is no longer watched; a person must look at it.`,
    );
    return;
  }
  await touchPagePayment(context.db, payment.id, state.providerStatus);
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
  /** The admin's account, for the order's history. */
  actorId?: string,
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
      if ((await settleOnlinePayments(context, orderId, !system)) === 'unknown') return undefined;
      const action = { kind: 'cancel' as const, ...(reason ? { reason } : {}) };
      const input = { orderId, actor, action, now: context.now(), actorId };
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
