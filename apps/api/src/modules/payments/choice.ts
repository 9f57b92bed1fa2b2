import type { PaymentMethod } from '@chapkhana/shared/orders';
import { chargedAmount } from '@chapkhana/shared/order-figures';
import { refused } from '../../lib/http-errors';
import { check, type Action } from '../orders/lifecycle';
import type { OrderRow } from '../orders/repository';
import type { PaymentContext } from './context';

export const choosing = (method: PaymentMethod): Action => ({ kind: 'choose-payment', method });

/** Refuses early, before any talk with a provider, what the lifecycle would refuse anyway. */
export async function refuseEarly(context: PaymentContext, orderId: string, action: Action) {
  const early = await check(context.db, orderId, 'customer', action);
  if (early?.decision.outcome === 'refused') throw refused(early.decision.refusal);
}

/** The total the customer was shown, in whole dinars: the order's shown figures' sum. */
export const amountToPay = (order: OrderRow) =>
  Number(
    chargedAmount({
      subtotal: order.subtotalIqd,
      discount: order.discountIqd,
      shipping_fee: order.shippingFeeIqd,
    }).toFixed(0),
  );
