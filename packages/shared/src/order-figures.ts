import type { DeliveryStatus, PaymentMethod, PaymentStatus } from './orders';
import Big from 'big.js';
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

/** A cart or order line's amount as shown: whole dinars, half up, US digits ("157"; no fils). */
export function formatLineAmount(lineTotal: DecimalInput): string {
  return formatDinar(toDecimal(lineTotal).round(0, Big.roundHalfUp));
}

/** The lines of a cart or order as shown: whole dinars, and the rounding that reaches the subtotal. */
export interface ShownLineAmounts {
  /** Each line total in whole dinars (half up), in the order given, e.g. "157". */
  lines: string[];
  /** The sum of the shown line amounts, e.g. "98,807". */
  linesSum: string;
  /** Shown subtotal − sum of the shown lines, signed ("+193", "-57", "0"): at most 125 + ½ per line. */
  rounding: string;
  /** The subtotal rounded to 250 IQD (spec §9), as `shownOrderFigures` shows it. */
  subtotal: string;
}

/**
 * Line amounts that visibly add up: each line in whole dinars, plus a rounding line, equals the
 * subtotal rounded to 250 IQD (spec §9). Customers read fils and an unexplained gap between the
 * lines and the rounded subtotal as an arithmetic error (issue 18.9).
 */
export function shownLineAmounts(
  lineTotals: readonly DecimalInput[],
  subtotal: DecimalInput,
): ShownLineAmounts {
  const whole = lineTotals.map((amount) => toDecimal(amount).round(0, Big.roundHalfUp));
  const sum = whole.reduce((total, amount) => total.plus(amount), new Big(0));
  const rounded = roundToDinarStep(subtotal);
  const rounding = rounded.minus(sum);
  return {
    lines: whole.map(formatLineAmount),
    linesSum: formatDinar(sum),
    rounding: `${rounding.gt(0) ? '+' : ''}${formatDinar(rounding)}`,
    subtotal: formatDinar(rounded),
  };
}
