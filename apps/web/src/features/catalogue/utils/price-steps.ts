// The listing page reads these with the page; the slider's arithmetic (price-slider.ts) loads
// with the slider.

/** docs/storefront.md §5/§9: the slider's lower bound is at least 0.1; step 0.01 on a listing, 5 on search. */
export const PRICE_SLIDER_MIN = 0.1;
export const LISTING_PRICE_STEP = 0.01;
export const SEARCH_PRICE_STEP = 5;
