import type { PriceRange } from '@chapkhana/shared/catalogue';
import { formatDinar, toDecimal } from '@chapkhana/shared/pricing';
import { roundCents } from './listing-filters';
import { PRICE_SLIDER_MIN } from './price-steps';

/**
 * The slider's positions, 0 to `last`. Position 0 is the catalogue's lowest price (at least
 * 0.1: "no limit"); every other position is a whole multiple of the step (5, 10, 15 on search;
 * whole cents on a listing), so the value a thumb stands on, the label it shows and the
 * `lowPrice`/`highPrice` written to the address and the query are one and the same number.
 */
export interface SliderScale {
  /** USD at position 0. */
  min: number;
  /** USD at position 1: the first multiple of the step above `min`. */
  first: number;
  step: number;
  /** The highest position; its value is the first multiple of the step at or above the top price. */
  last: number;
}

export function sliderScale(range: PriceRange, step: number): SliderScale {
  const min = Math.max(PRICE_SLIDER_MIN, Math.floor(range.low * 100) / 100);
  const firstMultiple = Math.floor(roundCents(min / step)) + 1;
  const topMultiple = Math.max(firstMultiple, Math.ceil(roundCents(range.high / step)));
  return {
    min,
    first: roundCents(firstMultiple * step),
    step,
    last: 1 + topMultiple - firstMultiple,
  };
}

/** The USD value at a slider position. */
export function sliderValue(scale: SliderScale, position: number): number {
  if (position <= 0) return scale.min;
  const clamped = Math.min(scale.last, Math.round(position));
  return roundCents(scale.first + (clamped - 1) * scale.step);
}

/** The position nearest to a USD value (from the address), within the ends. */
export function sliderPosition(scale: SliderScale, value: number): number {
  if (value <= scale.min) return 0;
  const position = Math.round(roundCents((value - scale.first) / scale.step)) + 1;
  return Math.min(scale.last, Math.max(0, position));
}

/** A slider label: USD × rate in whole dinars, US format ("13,100"). */
export function sliderLabel(usd: number, rate: string): string {
  return formatDinar(toDecimal(usd.toFixed(2)).times(toDecimal(rate)));
}
