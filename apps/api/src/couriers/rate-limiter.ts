/** The answer of a rate limiter: go ahead, or wait this long. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts calls per key (one courier account) before they are sent, so we stay under the
 * courier's limit instead of learning it from a 429. Asynchronous so a shared store (Redis) can
 * stand behind it when several copies of the API call the same account.
 */
export interface CourierRateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * A sliding-window limiter in this process's memory: at most `max` calls in any `windowMs`.
 * It keeps the times of the last `max` calls per key, so it knows exactly when a slot frees.
 */
export function createMemoryRateLimiter(
  limit: RateLimit,
  now: () => number = Date.now,
): CourierRateLimiter {
  const calls = new Map<string, number[]>();
  return {
    async take(key) {
      const time = now();
      const recent = (calls.get(key) ?? []).filter((at) => time - at < limit.windowMs);
      if (recent.length >= limit.max) {
        calls.set(key, recent);
        return {
          allowed: false,
          retryAfterMs: Math.max(1, (recent[0] ?? time) + limit.windowMs - time),
        };
      }
      recent.push(time);
      calls.set(key, recent);
      return { allowed: true };
    },
  };
}
