import type { Clock } from '../lib/clock';

/** A token as a provider's OAuth endpoint gave it: the value and how long it lives. */
export interface IssuedAccessToken {
  token: string;
  lifetimeMs: number;
}

/** A provider's client-credentials token, cached until shortly before it expires. */
export interface AccessTokenCache {
  /** A token valid for a while yet; fetches one when needed (one request for concurrent callers). */
  current(): Promise<string>;
  /** Forgets `token` after the provider refused it, unless a newer one has replaced it already. */
  discard(token: string): void;
}

/**
 * Caches what `issue` returns until `refreshMarginMs(lifetime)` before it ends, so a token never
 * expires in flight. Provider-neutral: the provider's request and errors live in `issue`.
 */
export function createAccessTokenCache(options: {
  clock: Clock;
  issue: () => Promise<IssuedAccessToken>;
  refreshMarginMs: (lifetimeMs: number) => number;
}): AccessTokenCache {
  let cached: { token: string; refreshAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function renew(): Promise<string> {
    const requestedAt = options.clock.now().getTime();
    const issued = await options.issue();
    const margin = options.refreshMarginMs(issued.lifetimeMs);
    cached = { token: issued.token, refreshAt: requestedAt + issued.lifetimeMs - margin };
    return issued.token;
  }

  return {
    current() {
      if (cached && options.clock.now().getTime() < cached.refreshAt) {
        return Promise.resolve(cached.token);
      }
      pending ??= renew().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    discard(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
