import type { DeliveryStatus, PaymentMethod, PaymentStatus } from './orders';
import { formatDinar, roundToDinarStep, toDecimal, type DecimalInput } from './pricing';

/** What an order stores: exact IQD amounts frozen at placement, and where payment stands. */
export interface OrderAmounts {
  subtotal: DecimalInput;
  discount: DecimalInput;
  shipping_fee: DecimalInput;
  /** The exact total: subtotal − discount + shipping. */
  price: DecimalInput;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod | null;
  delivery_status: DeliveryStatus;
}

/** An order's figures as every screen shows them (whole dinars, US digits, e.g. "599,000"). */
export interface ShownOrderFigures {
  subtotal: string;
  /** Null when the order had no discount. */
  discount: string | null;
  shipping: string;
  /** The total the customer was shown, rounded to 250 IQD from the exact total. */
  total: string;
  /** What the courier collects: the rounded total of an unpaid cash-on-delivery order, else 0. */
  cashToCollect: string;
}

/**
 * The one way an order's figures are shown — storefront and console alike — so the customer,
 * the seller and the admin read the same amounts (spec §9: each figure rounded to 250 IQD, the
 * total from the exact total). The cash to collect is the amount FIB would charge for the same
 * order (`roundToDinarStep(totalIqd)`): the customer never owes a figure they were not shown.
 */
export function shownOrderFigures(order: OrderAmounts): ShownOrderFigures {
  const total = roundToDinarStep(order.price);
  const collectsCash =
    order.payment_method === 'cod' &&
    order.payment_status === 'unpaid' &&
    order.delivery_status !== 'cancelled';
  return {
    subtotal: formatDinar(roundToDinarStep(order.subtotal)),
    discount: toDecimal(order.discount).gt(0)
      ? formatDinar(roundToDinarStep(order.discount))
      : null,
    shipping: formatDinar(roundToDinarStep(order.shipping_fee)),
    total: formatDinar(total),
    cashToCollect: formatDinar(collectsCash ? total : 0),
  };
}
