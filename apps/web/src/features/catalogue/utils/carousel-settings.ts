import type { CSSProperties } from 'react';

/** Autoplay of every carousel (docs/storefront.md §9): every 3 s, and it keeps going after a swipe or click. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/**
 * The banner's slide speed. docs/storefront.md §9 asks for 300 ms; Embla takes a duration in its own units
 * (20–60 recommended, higher is slower), and 20 moves a phone-wide banner in about 300 ms.
 */
export const BANNER_DURATION = 20;

/** Gaps (px) between product slides by minimum window width: below 480, 480, 768, 1280. */
export type CarouselGaps = readonly [
  below480: number,
  at480: number,
  at768: number,
  at1280: number,
];

/** New products: 5 at ≥1280 (gap 12), 3 at ≥768 (10), 2 at ≥480 (10), 2 below (5). */
export const NEW_PRODUCTS_GAPS: CarouselGaps = [5, 10, 10, 12];
/** Discounted products: the same counts with gaps 15, 12, 10, 5 from widest to narrowest. */
export const DISCOUNT_PRODUCTS_GAPS: CarouselGaps = [5, 10, 12, 15];

/** The gaps as the CSS variables the product carousel's classes read at each width. */
export function gapVariables(gaps: CarouselGaps): CSSProperties {
  const [below480, at480, at768, at1280] = gaps;
  return {
    '--gap-0': `${below480}px`,
    '--gap-480': `${at480}px`,
    '--gap-768': `${at768}px`,
    '--gap-1280': `${at1280}px`,
  } as CSSProperties;
}

/** Card `sizes` matching the product carousels' 2 / 3 / 5 slides per view. */
export const PRODUCT_SLIDE_SIZES = '(min-width: 1280px) 240px, (min-width: 768px) 33vw, 50vw';
