import Big from 'big.js';
import type {
  ArtworkCheck,
  ArtworkExpectation,
  PrintOptionGroup,
  PrintOptionValue,
  PrintTier,
  ProductPrint,
} from './print';

/**
 * docs/storefront.md §9 price formulas, in one place, in exact decimal arithmetic (big.js). Money never
 * goes through binary floats here: pass prices as decimal strings ("12.35") where you can.
 * Numbers are accepted and read through their shortest decimal spelling (0.1 is "0.1"),
 * which is exact for values typed as literals but not for the result of float arithmetic.
 *
 * Arithmetic functions return `Big` (exact, unrounded); the `format*` functions return
 * display strings; `.toFixed(2)` on a `Big` gives a wire string. The global `Big` settings
 * (DP 20, half-up) are used and never changed.
 */

/** A decimal amount: a `Big`, a decimal string such as "12.35", or a finite number. */
export type DecimalInput = Big | string | number;

/**
 * How the cart and checkout show figures (docs/storefront.md §9):
 * - line items (unit price, line total) show exactly two decimals in US format: `formatPrice`;
 * - cart total, customer discount, shipping fee and order total are rounded to the nearest
 *   250 dinar (half up) and shown without decimals: `formatRoundedDinar`.
 * The order total is NOT rounded on its own: it is the shown subtotal − shown discount + shown
 * shipping (`payableFigures` in order-figures.ts), so the rows add up to what is charged.
 */
export const CART_PRICING = {
  lineItemDecimals: 2,
  dinarStep: 250,
  roundedFigures: ['cartTotal', 'customerDiscount', 'shippingFee', 'orderTotal'],
} as const;

/** Reads a decimal input exactly; throws a RangeError for NaN, ±Infinity or a malformed string. */
export function toDecimal(value: DecimalInput): Big {
  if (value instanceof Big) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`not a finite amount: ${value}`);
  }
  try {
    return new Big(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new RangeError(`not a decimal amount: ${JSON.stringify(value)}`);
  }
}

function nonNegative(value: DecimalInput, what: string): Big {
  const decimal = toDecimal(value);
  if (decimal.lt(0)) throw new RangeError(`${what} must not be negative: ${decimal.toString()}`);
  return decimal;
}

function percent(value: DecimalInput, what: string): Big {
  const decimal = nonNegative(value, what);
  if (decimal.gt(100)) throw new RangeError(`${what} must be at most 100: ${decimal.toString()}`);
  return decimal;
}

function quantity(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number ≥ 0: ${value}`);
  }
  return value;
}

/**
 * Discounted unit price in IQD = price×rate − floor(price×rate×discount/100), exact (docs/storefront.md §9).
 * `priceBase` is in the base currency, `rate` is IQD per base unit, `discountPercent` 0–100.
 */
export function discountedUnitPrice(
  priceBase: DecimalInput,
  rate: DecimalInput,
  discountPercent: DecimalInput,
): Big {
  const gross = nonNegative(priceBase, 'price').times(nonNegative(rate, 'rate'));
  const discount = gross
    .times(percent(discountPercent, 'discount'))
    .div(100)
    .round(0, Big.roundDown); // floor, as the amount is never negative
  return gross.minus(discount);
}

/** Formats an exact decimal string (already rounded) with US thousands separators, no floats. */
function groupDigits(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [integerPart = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  // A comma before every group of three digits from the right, on the string itself: exact for
  // any length, and no Intl formatter (whose start-up is a visible cost on a slow phone).
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = negative && /[1-9]/.test(fixed) ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/**
 * An amount with exactly two decimals, half up, ungrouped: "16506.00" — what `formatPrice`
 * shows, spelled for machines (structured data, feeds).
 */
export function plainPrice(value: DecimalInput): string {
  return toDecimal(value).round(2, Big.roundHalfUp).toFixed(2);
}

/** Shows an amount with exactly two decimals, half up, US format: "16,506.00" (line items). */
export function formatPrice(value: DecimalInput): string {
  return groupDigits(plainPrice(value));
}

/** Shows an amount as whole dinars, half up, US format: "16,500" (pass a rounded total). */
export function formatDinar(value: DecimalInput): string {
  return groupDigits(toDecimal(value).round(0, Big.roundHalfUp).toFixed(0));
}

/** Rounds to the nearest `step` dinar (default 250), ties away from zero: 125 → 250, 124.99 → 0. */
export function roundToDinarStep(
  value: DecimalInput,
  step: DecimalInput = CART_PRICING.dinarStep,
): Big {
  const size = toDecimal(step);
  if (size.lte(0)) throw new RangeError(`step must be positive: ${size.toString()}`);
  return toDecimal(value).div(size).round(0, Big.roundHalfUp).times(size);
}

/** Shows a cart total, discount, fee or order total: rounded to 250 IQD, no decimals ("16,500"). */
export function formatRoundedDinar(value: DecimalInput): string {
  return formatDinar(roundToDinarStep(value));
}

/** A colour/property quantity: a bare number counts as selected. */
export type PropertyQuantity = number | { quantity: number; selected: boolean };

/** Line quantity = base quantity + quantities of the SELECTED properties (unselected are ignored). */
export function lineQuantity(
  baseQuantity: number,
  propertyQuantities: readonly PropertyQuantity[] = [],
): number {
  let total = quantity(baseQuantity, 'base quantity');
  for (const property of propertyQuantities) {
    if (typeof property === 'number') total += quantity(property, 'property quantity');
    else if (property.selected) total += quantity(property.quantity, 'property quantity');
  }
  return total;
}

/** Line total = unit price × quantity, exact. */
export function lineTotal(unitPrice: DecimalInput, lineQty: number): Big {
  return toDecimal(unitPrice).times(quantity(lineQty, 'quantity'));
}

/** One cart line for `cartTotal`: the (discounted) unit price and the line quantity. */
export interface CartLine {
  unitPrice: DecimalInput;
  quantity: number;
}

/** Cart total = sum of the line totals, exact; 0 for an empty cart. */
export function cartTotal(lines: readonly CartLine[]): Big {
  return lines.reduce(
    (sum, line) => sum.plus(lineTotal(line.unitPrice, line.quantity)),
    new Big(0),
  );
}

/** Customer discount = cart total × profile discount percent / 100, exact (not floored). */
export function customerDiscount(total: DecimalInput, discountPercent: DecimalInput): Big {
  return toDecimal(total).times(percent(discountPercent, 'discount')).div(100);
}

/** Order total = cart total − customer discount + shipping fee, exact. */
export function orderTotal(
  total: DecimalInput,
  discount: DecimalInput,
  shippingFee: DecimalInput,
): Big {
  return toDecimal(total).minus(toDecimal(discount)).plus(toDecimal(shippingFee));
}

/**
 * The most an order, or any line or seller's part of it, may come to in IQD: what the orders'
 * `numeric(14,2)` amount columns hold (docs/decisions.md, "Money"). More is refused, not stored.
 */
export const MAX_ORDER_IQD = '999999999999.99';

/** Whether every amount fits in an order (`MAX_ORDER_IQD`). */
export function fitsInOrder(...amounts: DecimalInput[]): boolean {
  return amounts.every((amount) => toDecimal(amount).lte(MAX_ORDER_IQD));
}

// --- Print lines (docs/design.md §13) --------------------------------------------------------------------

/** What a print line's price is computed from: the product's set-up and the customer's choice. */
export interface PrintPriceInput {
  print: Pick<ProductPrint, 'options' | 'tiers'>;
  /** The product's own USD price, the unit price when it has no tiers. */
  basePrice: DecimalInput;
  discountPercent: DecimalInput;
  /** IQD per base unit. */
  rate: DecimalInput;
  quantity: number;
  /** `{ [groupId]: valueId }`; every group of the product needs a value. */
  choice: Readonly<Record<string, string>>;
}

export interface PrintPrice {
  /** The band the quantity falls in (null for a product without tiers). */
  tier: PrintTier | null;
  /** IQD per piece after options and discount, exact. */
  unitPrice: Big;
  /** IQD once per job (set-up, rush) after discount, exact. */
  jobFee: Big;
  /** unitPrice × quantity + jobFee, exact. */
  total: Big;
  /** The chosen values in the product's group order. */
  chosen: { group: PrintOptionGroup; value: PrintOptionValue }[];
}

export type PrintChoiceProblem =
  'print_option_unknown' | 'print_option_missing' | 'print_quantity_below_minimum';

/** A choice that does not fit the product: `code` is an API error code, `params` its figures. */
export class PrintChoiceError extends Error {
  constructor(
    readonly code: PrintChoiceProblem,
    readonly params: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'PrintChoiceError';
  }
}

/** The values chosen for every group, in the product's order; throws PrintChoiceError. */
export function resolvePrintChoice(
  print: Pick<ProductPrint, 'options'>,
  choice: Readonly<Record<string, string>>,
): { group: PrintOptionGroup; value: PrintOptionValue }[] {
  for (const groupId of Object.keys(choice)) {
    if (!print.options.some((group) => group.id === groupId)) {
      throw new PrintChoiceError('print_option_unknown', { group: groupId });
    }
  }
  return print.options.map((group) => {
    const valueId = Object.hasOwn(choice, group.id) ? choice[group.id] : undefined;
    if (valueId === undefined)
      throw new PrintChoiceError('print_option_missing', { group: group.id });
    const value = group.values.find((v) => v.id === valueId);
    if (!value)
      throw new PrintChoiceError('print_option_unknown', { group: group.id, value: valueId });
    return { group, value };
  });
}

/** The tier a quantity falls in; throws PrintChoiceError below the first tier's minimum. */
export function printTierFor(tiers: readonly PrintTier[], pieces: number): PrintTier | null {
  quantity(pieces, 'quantity');
  const first = tiers[0];
  if (!first) return null;
  if (pieces < first.minQuantity) {
    throw new PrintChoiceError('print_quantity_below_minimum', { min: first.minQuantity });
  }
  return tiers.reduce((best, tier) => (tier.minQuantity <= pieces ? tier : best), first);
}

/** USD a piece ((start + per-unit effects) × multipliers) and once a job (per-job effects). */
function chosenEffects(
  start: DecimalInput,
  values: readonly PrintOptionValue[],
): { unitBase: Big; jobBase: Big } {
  let unitBase = toDecimal(start);
  let factor = new Big(1);
  let jobBase = new Big(0);
  for (const value of values) {
    const amount = toDecimal(value.effect.amount);
    if (value.effect.kind === 'per_unit') unitBase = unitBase.plus(amount);
    else if (value.effect.kind === 'multiply') factor = factor.times(amount);
    else jobBase = jobBase.plus(amount);
  }
  return { unitBase: unitBase.times(factor), jobBase };
}

/**
 * A configured print line's price: unit USD = (tier price, or the product's price, + the
 * per-unit effects) × the multipliers; job USD = the per-job effects; each turned into IQD with
 * the product's discount like any unit price (`discountedUnitPrice`); total = unit × pieces + job.
 */
export function printLinePrice(input: PrintPriceInput): PrintPrice {
  const chosen = resolvePrintChoice(input.print, input.choice);
  const tier = printTierFor(input.print.tiers, input.quantity);
  const { unitBase, jobBase } = chosenEffects(
    tier ? tier.unitPrice : input.basePrice,
    chosen.map(({ value }) => value),
  );
  const unitPrice = discountedUnitPrice(unitBase, input.rate, input.discountPercent);
  const jobFee = discountedUnitPrice(jobBase, input.rate, input.discountPercent);
  return {
    tier,
    unitPrice,
    jobFee,
    total: lineTotal(unitPrice, input.quantity).plus(jobFee),
    chosen,
  };
}

/** Each tier's unit price in IQD with the current choice (the product page's tier table). */
export function printTierTable(
  input: Omit<PrintPriceInput, 'quantity'>,
): { tier: PrintTier; unitPrice: Big }[] {
  return input.print.tiers.map((tier) => ({
    tier,
    unitPrice: printLinePrice({ ...input, quantity: tier.minQuantity }).unitPrice,
  }));
}

/** The artwork a choice expects: trim (a size value's, else the product's), bleed and pages. */
export function artworkSpecFor(
  print: Pick<ProductPrint, 'options' | 'artwork'>,
  choice: Readonly<Record<string, string>>,
): ArtworkExpectation | null {
  if (!print.artwork) return null;
  let { trim, sides } = print.artwork;
  for (const group of print.options) {
    const value = group.values.find((v) => v.id === choice[group.id]);
    if (value?.trim) trim = value.trim;
    if (value?.sides) sides = value.sides;
  }
  const { minDpi, warnDpi } = print.artwork;
  return {
    trim,
    bleedMm: print.artwork.bleedMm,
    sides,
    ...(minDpi === undefined ? {} : { minDpi }),
    ...(warnDpi === undefined ? {} : { warnDpi }),
  };
}

/**
 * How many working days the chosen options say the job takes (the turnaround's, added up when
 * more than one value names some); null when none does.
 */
export function printWorkingDays(
  print: Pick<ProductPrint, 'options'>,
  choice: Readonly<Record<string, string>>,
): number | null {
  let days: number | null = null;
  for (const group of print.options) {
    const value = group.values.find((v) => v.id === choice[group.id]);
    if (value?.workingDays !== undefined) days = (days ?? 0) + value.workingDays;
  }
  return days;
}

/**
 * Whether a file's preflight verdict holds for a line expecting `spec`: it was checked for the
 * same trim, bleed and sides (two choices of one trim are one check, whatever their option ids
 * or product). A file with no record (`null`: uploaded before the check was kept) holds for none.
 */
export function checkedForSpec(
  checkedFor: Pick<ArtworkCheck, 'spec'> | null,
  spec: ArtworkExpectation | null,
): boolean {
  if (!checkedFor) return false;
  const was = checkedFor.spec;
  if (!was || !spec) return was === spec;
  return (
    was.trim.widthMm === spec.trim.widthMm &&
    was.trim.heightMm === spec.trim.heightMm &&
    was.bleedMm === spec.bleedMm &&
    was.sides === spec.sides
  );
}

/**
 * The USD figure a product is shown at (cards, pages, wishlists, previews): a print product's
 * "from … a piece" (`printPriceFrom`, its cheapest tier and choice), else its own price;
 * `perPiece` says which.
 */
export function shownBasePrice(product: {
  price: string;
  printPriceFrom?: string | null | undefined;
}): { price: string; perPiece: boolean } {
  return product.printPriceFrom
    ? { price: product.printPriceFrom, perPiece: true }
    : { price: product.price, perPiece: false };
}

/** The cheapest piece a print product sells: a tier and a choice of every group, and its USD. */
export interface CheapestPrintPiece {
  /** The band with the lowest unit price (null for a product without tiers). */
  tier: PrintTier | null;
  /** `{ [groupId]: valueId }`: the choice that costs least a piece (per-job fees cost nothing a piece). */
  choice: Record<string, string>;
  /** USD a piece before the discount, exact: what `printLinePrice` prices this choice from. */
  unitBase: Big;
}

/** A value's effect on the unit: `(unit + add) × factor` (per-job fees leave it alone). */
function pieceEffect(value: PrintOptionValue): { add: number; factor: number } {
  const amount = Number(value.effect.amount);
  if (value.effect.kind === 'per_unit') return { add: amount, factor: 1 };
  if (value.effect.kind === 'multiply') return { add: 0, factor: amount };
  return { add: 0, factor: 1 };
}

/** A group's values that no other value beats on both its addition and its factor. */
function undominatedValues(group: PrintOptionGroup): PrintOptionValue[] {
  const beats = (a: PrintOptionValue, b: PrintOptionValue) => {
    const x = pieceEffect(a);
    const y = pieceEffect(b);
    return x.add <= y.add && x.factor <= y.factor && (x.add < y.add || x.factor < y.factor);
  };
  const kept = group.values.filter((value) => !group.values.some((other) => beats(other, value)));
  // Equal effects: one is enough.
  return kept.filter(
    (value, index) =>
      kept.findIndex(
        (other) =>
          pieceEffect(other).add === pieceEffect(value).add &&
          pieceEffect(other).factor === pieceEffect(value).factor,
      ) === index,
  );
}

/**
 * The lowest unit price a print product is sold at, "from … a piece" (docs/design.md §13): its
 * cheapest tier, and in every group the value that makes the piece cheapest. Additions and
 * factors mix, so the groups' undominated values (at most three each: amounts are ≥ 0) are
 * tried together; the winner's figure is then worked out exactly, as `printLinePrice` does.
 */
export function cheapestPrintPiece(
  print: Pick<ProductPrint, 'options' | 'tiers'>,
  basePrice: DecimalInput,
): CheapestPrintPiece {
  const tier = print.tiers.reduce<PrintTier | null>(
    (best, t) => (best === null || toDecimal(t.unitPrice).lt(best.unitPrice) ? t : best),
    null,
  );
  const start = toDecimal(tier ? tier.unitPrice : basePrice).toNumber();
  let best: { cost: number; values: PrintOptionValue[] } | null = null;
  const walk = (index: number, add: number, factor: number, values: PrintOptionValue[]) => {
    const group = print.options[index];
    if (!group) {
      const cost = (start + add) * factor;
      if (best === null || cost < best.cost) best = { cost, values };
      return;
    }
    const candidates = undominatedValues(group);
    if (candidates.length === 0) walk(index + 1, add, factor, values);
    for (const value of candidates) {
      const effect = pieceEffect(value);
      walk(index + 1, add + effect.add, factor * effect.factor, [...values, value]);
    }
  };
  walk(0, 0, 1, []);
  const values = (best as { values: PrintOptionValue[] } | null)?.values ?? [];
  const choice: Record<string, string> = {};
  for (const value of values) {
    const group = print.options.find((g) => g.values.includes(value));
    if (group) choice[group.id] = value.id;
  }
  const { unitBase } = chosenEffects(tier ? tier.unitPrice : basePrice, values);
  return { tier, choice, unitBase };
}

/**
 * When a few more pieces cost less in all (the next bands' lower unit price): the first band
 * above `quantity` whose first quantity's total, per-job fees included, is below this
 * quantity's total, priced as the configurator prices it; null when none is.
 */
export function cheaperLargerOrder(input: PrintPriceInput): PrintPrice | null {
  const now = printLinePrice(input);
  for (const tier of input.print.tiers) {
    if (tier.minQuantity <= input.quantity) continue;
    const then = printLinePrice({ ...input, quantity: tier.minQuantity });
    if (then.total.lt(now.total)) return then;
  }
  return null;
}
