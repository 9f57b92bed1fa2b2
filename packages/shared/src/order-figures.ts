import type { CartParcel } from './cart';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from './orders';
import Big from 'big.js';
import {
  CART_PRICING,
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
  /** The order's parcels, when known: the cash to collect is then theirs added up. */
  parcels?: readonly Pick<PartAmounts, 'cash_to_collect'>[];
  /** The advance due online before production (issue 38), when the answer has it. */
  deposit?: { amount: number; paid: boolean } | undefined;
}

/** What a part stores and answers (orders.ts `orderPartSchema`): its own figures, exact IQD. */
export interface PartAmounts {
  subtotal: DecimalInput;
  discount: DecimalInput;
  shipping_fee: DecimalInput;
  amount: DecimalInput;
  cash_to_collect: DecimalInput;
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
  const cash = order.parcels
    ? order.parcels.reduce((sum, parcel) => sum.plus(toDecimal(parcel.cash_to_collect)), new Big(0))
    : collectsCash
      ? figures.total.minus(order.deposit?.paid ? order.deposit.amount : 0)
      : 0;
  return {
    subtotal: formatDinar(figures.subtotal),
    discount: figures.discount.gt(0) ? formatDinar(figures.discount) : null,
    shipping: formatDinar(figures.shipping),
    total: formatDinar(figures.total),
    cashToCollect: formatDinar(cash),
  };
}

/**
 * What a part's courier collects (issue 36): while the order is an unpaid cash-on-delivery one
 * and the part is neither cancelled nor already collected, the part's own amount less its advance
 * once that was paid online (issue 38, never below 0); else 0. Refunds go back through the
 * provider that took the money and never change it. The parcel's cash, the courier's, the
 * seller's and the customer's screens all read this one figure.
 */
export function partCashToCollect(
  order: Pick<OrderAmounts, 'payment_method' | 'payment_status'> & { deposit_paid: boolean },
  part: {
    amount: DecimalInput;
    deposit: number;
    delivery_status: DeliveryStatus;
    cash_collected_at: unknown;
  },
): Big {
  const collects =
    order.payment_method === 'cod' &&
    order.payment_status === 'unpaid' &&
    part.delivery_status !== 'cancelled' &&
    !part.cash_collected_at;
  if (!collects) return new Big(0);
  const rest = toDecimal(part.amount).minus(order.deposit_paid ? part.deposit : 0);
  return rest.gt(0) ? rest : new Big(0);
}

/**
 * A part's figures as every screen shows them (`shownOrderFigures` for one parcel): `total` is
 * the part's own amount and `cashToCollect` what its courier asks — never the whole order's.
 */
export function shownPartFigures(part: PartAmounts): ShownOrderFigures {
  const discount = toDecimal(part.discount);
  return {
    subtotal: formatDinar(part.subtotal),
    discount: discount.gt(0) ? formatDinar(discount) : null,
    shipping: formatDinar(part.shipping_fee),
    total: formatDinar(part.amount),
    cashToCollect: formatDinar(part.cash_to_collect),
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

// --- Parcels: each seller's part of an order (issue 36) ---------------------------------------

const STEP = new Big(CART_PRICING.dinarStep);

/** The `index`th share of a list built one share per part (so never missing). */
function shareAt(shares: readonly Big[], index: number): Big {
  const share = shares[index];
  if (!share) throw new RangeError(`no share ${index}`);
  return share;
}

/**
 * Shares `total` (a multiple of 250 IQD) out in 250-IQD steps in proportion to `weights`, by
 * largest remainder: each share is the floor of its exact quota, and the steps left over go to
 * the largest remainders, ties to the smaller key. The shares add up to `total` exactly. All
 * weights zero share equally. The remainders are compared exactly (no division), so the SQL that
 * backfilled old orders (migration 0021) picks the same shares.
 */
export function allocateInSteps(
  total: DecimalInput,
  weights: readonly { key: string; weight: DecimalInput }[],
): Big[] {
  const units = toDecimal(total).div(STEP);
  if (!units.eq(units.round(0, Big.roundDown)) || units.lt(0)) {
    throw new RangeError(`not a whole number of 250 IQD steps: ${toDecimal(total).toString()}`);
  }
  if (weights.length === 0) {
    if (units.gt(0)) throw new RangeError('nothing to share an amount among');
    return [];
  }
  const given = weights.map(({ weight }) => toDecimal(weight));
  if (given.some((weight) => weight.lt(0))) throw new RangeError('a weight is negative');
  const allZero = given.every((weight) => weight.eq(0));
  const used = allZero ? given.map(() => new Big(1)) : given;
  const sum = used.reduce((acc, weight) => acc.plus(weight), new Big(0));
  const shares = used.map((weight, index) => {
    const product = units.times(weight);
    let floor = product.div(sum).round(0, Big.roundDown);
    // Big divides to 20 places: make the floor exact, so the remainder below is too.
    if (floor.times(sum).gt(product)) floor = floor.minus(1);
    while (floor.plus(1).times(sum).lte(product)) floor = floor.plus(1);
    return {
      index,
      key: weights[index]?.key ?? '',
      floor,
      remainder: product.minus(floor.times(sum)),
    };
  });
  let left = units.minus(shares.reduce((acc, share) => acc.plus(share.floor), new Big(0)));
  const byRemainder = [...shares].sort((a, b) =>
    b.remainder.eq(a.remainder)
      ? a.key < b.key
        ? -1
        : a.key > b.key
          ? 1
          : 0
      : b.remainder.cmp(a.remainder),
  );
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (left.lte(0)) break;
    extra.add(share.index);
    left = left.minus(1);
  }
  return shares.map((share) => share.floor.plus(extra.has(share.index) ? 1 : 0).times(STEP));
}

/** One seller's part going into a split: its lines' exact total and its delivery fee (IQD). */
export interface ParcelInput {
  sellerId: string;
  linesTotal: DecimalInput;
  /** The part's own delivery fee; its weight when the order's shipping is shared out. */
  shipping: DecimalInput;
}

/**
 * A part's figures, each a multiple of 250 IQD: its share of the order's shown subtotal, of the
 * customer's discount (in proportion to its subtotal), its delivery fee, and the amount its
 * courier asks: subtotal − discount + shipping. The parts' amounts add up to the order's total.
 */
export interface ParcelFigures {
  sellerId: string;
  subtotal: Big;
  discount: Big;
  shipping: Big;
  amount: Big;
}

/**
 * Splits an order's shown figures (`settledFigures`/`payableFigures`) into its parts: the
 * subtotal in proportion to the parts' lines, the discount in proportion to the parts'
 * subtotals, the shipping in proportion to the parts' own fees, each by `allocateInSteps`.
 * Every part's amount is ≥ 0 and the amounts add up to `order.total` exactly; a one-part order
 * gets the order's own figures. Parts come back in the order given.
 */
export function splitOrderFigures(
  order: PayableFigures,
  parts: readonly ParcelInput[],
): ParcelFigures[] {
  const subtotals = allocateInSteps(
    order.subtotal,
    parts.map((part) => ({ key: part.sellerId, weight: part.linesTotal })),
  );
  const discounts = allocateInSteps(
    order.discount,
    parts.map((part, index) => ({ key: part.sellerId, weight: shareAt(subtotals, index) })),
  );
  const shippings = allocateInSteps(
    order.shipping,
    parts.map((part) => ({ key: part.sellerId, weight: part.shipping })),
  );
  return parts.map((part, index) => {
    const subtotal = shareAt(subtotals, index);
    const discount = shareAt(discounts, index);
    const shipping = shareAt(shippings, index);
    return {
      sellerId: part.sellerId,
      subtotal,
      discount,
      shipping,
      amount: subtotal.minus(discount).plus(shipping),
    };
  });
}

/**
 * A basket's figures and its parcels, as the cart shows them and the order stores them: the
 * order's figures are `payableFigures` of the lines' sum, the discount percent and the sum of
 * the parts' own delivery fees; the parcels split them (`splitOrderFigures`).
 */
export function parcelFigures(input: {
  parts: readonly ParcelInput[];
  discountPercent: DecimalInput;
}): { order: PayableFigures; parcels: ParcelFigures[] } {
  const sum = (pick: (part: ParcelInput) => DecimalInput) =>
    input.parts.reduce((acc, part) => acc.plus(toDecimal(pick(part))), new Big(0));
  const order = payableFigures({
    subtotal: sum((part) => part.linesTotal),
    discountPercent: input.discountPercent,
    shipping: sum((part) => part.shipping),
  });
  return { order, parcels: splitOrderFigures(order, input.parts) };
}

/** A cart's seller group as `cartParcelsView` reads it: the shop's names and the lines it holds. */
export interface CartParcelGroup {
  sellerId: string;
  shopName: string;
  shopNameKu: string;
  shopNameAr: string;
  products: readonly unknown[];
}

/**
 * The cart's parcels as the API answers them and the checkout shows them (`cartParcelSchema`):
 * each split part (`parcelFigures`) with its seller group's shop names and line count, and its
 * figures as exact IQD strings. A part whose group is missing keeps empty names and no lines.
 */
export function cartParcelsView(
  parcels: readonly ParcelFigures[],
  groups: readonly CartParcelGroup[],
): CartParcel[] {
  const bySeller = new Map(groups.map((group) => [group.sellerId, group]));
  return parcels.map((parcel) => {
    const group = bySeller.get(parcel.sellerId);
    return {
      sellerId: parcel.sellerId,
      shopName: group?.shopName ?? '',
      shopNameKu: group?.shopNameKu ?? '',
      shopNameAr: group?.shopNameAr ?? '',
      lines: group?.products.length ?? 0,
      subtotal: parcel.subtotal.toFixed(2),
      discount: parcel.discount.toFixed(2),
      shipping: parcel.shipping.toFixed(2),
      amount: parcel.amount.toFixed(2),
    };
  });
}
