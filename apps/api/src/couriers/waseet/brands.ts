import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { createMemoryRateLimiter, type CourierRateLimiter, type RateLimit } from '../rate-limiter';

/** The three couriers that share Al-Waseet's merchant API (reference/couriers.md, sections 1–3). */
export const WASEET_BRAND_SETTINGS: Readonly<
  Record<WaseetBrand, { name: string; baseUrl: string; rateLimit: RateLimit }>
> = {
  alwaseet: {
    name: 'Al-Waseet',
    baseUrl: 'https://api.alwaseet-iq.net/v1/merchant',
    rateLimit: { max: 30, windowMs: 30_000 },
  },
  modon: {
    name: 'Modon Express',
    baseUrl: 'https://mcht.modon-express.net/v1/merchant',
    rateLimit: { max: 60, windowMs: 30_000 },
  },
  // AGG's limit and API host were not found (reference/couriers.md, "AGG"): Al-Waseet's
  // stricter limit is assumed, and the host is a guess to confirm; an account's base URL wins.
  agg: {
    name: 'AGG',
    baseUrl: 'https://agg-iq.net/v1/merchant',
    rateLimit: { max: 30, windowMs: 30_000 },
  },
};

const sharedLimiters = new Map<WaseetBrand, CourierRateLimiter>();

/**
 * The process-wide limiter of a brand, keyed by account: every client of one account (the
 * hand-over, the poller) draws from the same window, as the courier counts them.
 */
export function waseetRateLimiter(brand: WaseetBrand): CourierRateLimiter {
  let limiter = sharedLimiters.get(brand);
  if (!limiter) {
    limiter = createMemoryRateLimiter(WASEET_BRAND_SETTINGS[brand].rateLimit);
    sharedLimiters.set(brand, limiter);
  }
  return limiter;
}
