/** Scroll distance after which the back-to-top button appears (docs/storefront.md §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 20;
