import type { PaymentMethod } from '@chapkhana/shared/orders';
import { onlineAmount, type OnlineShare } from '@chapkhana/shared/deposits';
import { chargedAmount } from '@chapkhana/shared/order-figures';
import { refusal, refused } from '../../lib/http-errors';
import { applyTransition, check, type Action, type OnlineMethod } from '../orders/lifecycle';
import type { OrderRow } from '../orders/repository';
import type { PaymentContext } from './context';

export const choosing = (method: PaymentMethod): Action => ({ kind: 'choose-payment', method });

/** Refuses early, before any talk with a provider, what the lifecycle would refuse anyway. */
export async function refuseEarly(context: PaymentContext, orderId: string, action: Action) {
  const early = await check(context.db, orderId, 'customer', action);
  if (early?.decision.outcome === 'refused') throw refused(early.decision.refusal);
}

/** The total the customer was shown, in whole dinars: the order's shown figures' sum. */
const orderTotal = (order: OrderRow) =>
  Number(
    chargedAmount({
      subtotal: order.subtotalIqd,
      discount: order.discountIqd,
      shipping_fee: order.shippingFeeIqd,
    }).toFixed(0),
  );

/**
 * What one online payment of the order asks, in whole dinars (the one place that decides it):
 * the advance alone when the customer pays only it now (issue 38; the rest goes to the courier
 * in cash, `partCashToCollect`), else the total the customer was shown.
 */
export const amountToPay = (order: OrderRow, share: OnlineShare = 'all') =>
  onlineAmount(orderTotal(order), order.depositIqd, share);

/** What a paid online payment of `amountIqd` covers: less than the total is the advance alone. */
export const coveredBy = (order: OrderRow, amountIqd: number): 'deposit' | 'all' =>
  order.depositIqd > 0 && amountIqd < amountToPay(order, 'all') ? 'deposit' : 'all';

/**
 * Makes a payment just created the order's chosen one (the customer pays it). Should the
 * lifecycle refuse it now (the order changed meanwhile), the payment is retired and the refusal
 * thrown.
 */
export async function chooseOnlinePayment(
  context: PaymentContext,
  orderId: string,
  method: OnlineMethod,
  payment: { id: string; validUntil: Date },
  retire: () => Promise<void>,
): Promise<void> {
  const chosen = await context.db.transaction((tx) =>
    applyTransition(tx, {
      orderId,
      actor: 'customer',
      action: { kind: 'choose-payment', method, payment },
      now: context.now(),
    }),
  );
  if (chosen.outcome === 'refused') {
    await retire();
    throw refused(chosen.refusal ?? refusal('not_allowed'));
  }
}
