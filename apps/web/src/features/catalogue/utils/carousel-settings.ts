import type { SwiperOptions } from 'swiper/types';

/** Autoplay of every carousel (spec §9): every 3 s, and it keeps going after a swipe or click. */
export const CAROUSEL_AUTOPLAY = { delay: 3000, disableOnInteraction: false } as const;

/** Banner slide speed in ms (spec §9); one banner per view at every width. */
export const BANNER_SPEED_MS = 300;

type Breakpoints = NonNullable<SwiperOptions['breakpoints']>;

/** Slides per view and gap (px) by minimum window width, as spec §9 lists them. */
function productBreakpoints(
  gaps: [below480: number, at480: number, at768: number, at1280: number],
): Breakpoints {
  return {
    0: { slidesPerView: 2, spaceBetween: gaps[0] },
    480: { slidesPerView: 2, spaceBetween: gaps[1] },
    768: { slidesPerView: 3, spaceBetween: gaps[2] },
    1280: { slidesPerView: 5, spaceBetween: gaps[3] },
  };
}

/** New products: 5 at ≥1280 (gap 12), 3 at ≥768 (10), 2 at ≥480 (10), 2 below (5). */
export const NEW_PRODUCTS_BREAKPOINTS = productBreakpoints([5, 10, 10, 12]);
/** Discounted products: the same counts with gaps 15, 12, 10, 5 from widest to narrowest. */
export const DISCOUNT_PRODUCTS_BREAKPOINTS = productBreakpoints([5, 10, 12, 15]);

/** The most slides any product carousel shows at once. */
export const MAX_SLIDES_PER_VIEW = 5;
