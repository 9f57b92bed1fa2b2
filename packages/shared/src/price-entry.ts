/**
 * Prices a seller types in dinars: the shop keeps them in its base currency (USD), so the console
 * turns dinars into base units at the rate in force and shows the dinar figure back
 * (docs/decisions.md, "Sellers type dinars"). And the size of a change that asks for a second look.
 */
import Big from 'big.js';

const plainDecimal = /^\d+(\.\d+)?$/;

/** Base units for `dinars` at `rate` (IQD a base unit), half up at `places`, without trailing zeros. */
export function dinarsToBase(dinars: string, rate: string, places: number): string {
  const perUnit = new Big(rate);
  if (perUnit.lte(0)) throw new RangeError(`rate must be positive: ${rate}`);
  // Big's toString drops trailing zeros: "19.10" is "19.1", "10.00" is "10".
  return new Big(dinars).div(perUnit).round(places, Big.roundHalfUp).toString();
}

/** The dinars `base` units are at `rate`, exact. */
export function baseToDinars(base: string, rate: string): Big {
  return new Big(base).times(rate);
}

/** A saved price changed to more than this many times itself, or less than its this-th part, is asked about. */
export const PRICE_CHANGE_FACTOR = 5;

/**
 * Whether `next` is more than ×PRICE_CHANGE_FACTOR or less than ÷PRICE_CHANGE_FACTOR of `saved`
 * (1,250 typed on a 6.50 card). A price that was nothing, or text that is not a plain decimal,
 * is never such a change: there is nothing to compare, and the form refuses bad text anyway.
 */
export function isLargePriceChange(saved: string, next: string): boolean {
  if (!plainDecimal.test(saved) || !plainDecimal.test(next)) return false;
  const before = new Big(saved);
  if (before.eq(0)) return false;
  const after = new Big(next);
  return after.gt(before.times(PRICE_CHANGE_FACTOR)) || after.lt(before.div(PRICE_CHANGE_FACTOR));
}
