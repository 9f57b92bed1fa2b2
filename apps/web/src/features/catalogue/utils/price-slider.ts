import type { PriceRange } from '@chapkhana/shared/catalogue';
import { formatDinar, toDecimal } from '@chapkhana/shared/pricing';
import { roundCents } from './listing-filters';

/** Spec §5/§9: the slider's lower bound is at least 0.1; step 0.01 on a listing, 5 on search. */
export const PRICE_SLIDER_MIN = 0.1;
export const LISTING_PRICE_STEP = 0.01;
export const SEARCH_PRICE_STEP = 5;

export interface SliderBounds {
  min: number;
  max: number;
}

/**
 * The slider's ends for the catalogue's price range (USD). The upper end is moved up to a
 * whole number of steps from the lower, so every position the slider can take is a step
 * (react-range insists), and it is always above the lower end, even for an empty range.
 */
export function sliderBounds(range: PriceRange, step: number): SliderBounds {
  const min = Math.max(PRICE_SLIDER_MIN, Math.floor(range.low * 100) / 100);
  const steps = Math.max(1, Math.ceil(roundCents((range.high - min) / step)));
  return { min, max: roundCents(min + steps * step) };
}

/** Puts a value on the slider: within the ends and on a step. */
export function snapToSlider(value: number, bounds: SliderBounds, step: number): number {
  const clamped = Math.min(bounds.max, Math.max(bounds.min, value));
  return roundCents(bounds.min + Math.round((clamped - bounds.min) / step) * step);
}

/** A slider label: USD × rate in whole dinars, US format ("13,100"). */
export function sliderLabel(usd: number, rate: string): string {
  return formatDinar(toDecimal(usd.toFixed(2)).times(toDecimal(rate)));
}
