import type { DeliveryStatus, PaymentMethod, PaymentStatus } from './orders';
import Big from 'big.js';
import {
  customerDiscount,
  formatDinar,
  roundToDinarStep,
  toDecimal,
  type DecimalInput,
} from './pricing';

/** What an order stores: exact IQD amounts frozen at placement, and where payment stands. */
export interface OrderAmounts {
  subtotal: DecimalInput;
  discount: DecimalInput;
  shipping_fee: DecimalInput;
  /** The total charged: subtotal − discount + shipping (each as shown since issue 35). */
  price: DecimalInput;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod | null;
  delivery_status: DeliveryStatus;
}

/**
 * The figures a customer reads and pays, in IQD (issue 35.15): subtotal, discount and shipping
 * each rounded to 250 IQD (docs/storefront.md §9), and the total DERIVED from them — subtotal − discount +
 * shipping, exactly — never rounded on its own, so the rows always add up to what is charged.
 */
export interface PayableFigures {
  subtotal: Big;
  discount: Big;
  shipping: Big;
  total: Big;
}

/** Rounds each of the three figures to 250 IQD and derives the total from the rounded ones. */
export function settledFigures(amounts: {
  subtotal: DecimalInput;
  discount: DecimalInput;
  shipping: DecimalInput;
}): PayableFigures {
  const subtotal = roundToDinarStep(amounts.subtotal);
  const discount = roundToDinarStep(amounts.discount);
  const shipping = roundToDinarStep(amounts.shipping);
  return { subtotal, discount, shipping, total: subtotal.minus(discount).plus(shipping) };
}

/**
 * A basket's figures, computed once for the cart, the checkout and the order the API stores:
 * the customer's discount percent is taken of the SHOWN subtotal (what the customer can check),
 * then rounded to 250 IQD; `total` is what the order stores and FIB or the courier charges.
 */
export function payableFigures(input: {
  subtotal: DecimalInput;
  discountPercent: DecimalInput;
  shipping: DecimalInput;
}): PayableFigures {
  const subtotal = roundToDinarStep(input.subtotal);
  return settledFigures({
    subtotal,
    discount: customerDiscount(subtotal, input.discountPercent),
    shipping: input.shipping,
  });
}

/** What an order charges (FIB) or collects (cash): the total of its shown figures. */
export function chargedAmount(
  order: Pick<OrderAmounts, 'subtotal' | 'discount' | 'shipping_fee'>,
): Big {
  return settledFigures({
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping_fee,
  }).total;
}

/** An order's figures as every screen shows them (whole dinars, US digits, e.g. "599,000"). */
export interface ShownOrderFigures {
  subtotal: string;
  /** Null when the order had no discount. */
  discount: string | null;
  shipping: string;
  /** The total the customer was shown: subtotal − discount + shipping as shown. */
  total: string;
  /** What the courier collects: the total of an unpaid cash-on-delivery order, else 0. */
  cashToCollect: string;
}

/**
 * The one way an order's figures are shown — storefront and console alike — so the customer,
 * the seller and the admin read the same amounts, and they add up (`settledFigures`). Orders
 * placed since issue 35 store these figures already; older ones stored exact amounts, and are
 * shown — and charged, `chargedAmount` — the same way. The cash to collect is what FIB would
 * charge for the same order: the customer never owes a figure they were not shown.
 */
export function shownOrderFigures(order: OrderAmounts): ShownOrderFigures {
  const figures = settledFigures({
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping_fee,
  });
  const collectsCash =
    order.payment_method === 'cod' &&
    order.payment_status === 'unpaid' &&
    order.delivery_status !== 'cancelled';
  return {
    subtotal: formatDinar(figures.subtotal),
    discount: figures.discount.gt(0) ? formatDinar(figures.discount) : null,
    shipping: formatDinar(figures.shipping),
    total: formatDinar(figures.total),
    cashToCollect: formatDinar(collectsCash ? figures.total : 0),
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
  /** The subtotal rounded to 250 IQD (docs/storefront.md §9), as `shownOrderFigures` shows it. */
  subtotal: string;
}

/**
 * Line amounts that visibly add up: each line in whole dinars, plus a rounding line, equals the
 * subtotal rounded to 250 IQD (docs/storefront.md §9). Customers read fils and an unexplained gap between the
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
