import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { randomId } from '@/lib/random-id';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A write the API runs once per Idempotency-Key (placing an order, cart writes, choosing how to
 * pay): `key` is one per action of the customer — a new one for each press of a button — and is
 * kept by every retry of that action, so a retry can never do it twice.
 */
export function keyedWrite(args: FetchArgs, key: string = randomId()): FetchArgs {
  return { ...args, headers: { ...(args.headers as object), [IDEMPOTENCY_KEY_HEADER]: key } };
}

/** Pauses before each retry: about 6 s in all, longer than a dead copy takes to be out of the balancer. */
export const KEYED_RETRY_DELAYS_MS = [400, 1500, 4000] as const;

/** The answer never arrived (cut connection) or the balancer had no copy to give it to. */
function lostOnTheWay(error: FetchBaseQueryError | undefined): boolean {
  if (!error) return false;
  return (
    error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR' ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  );
}

function hasKey(args: string | FetchArgs): boolean {
  if (typeof args === 'string' || !args.headers) return false;
  const headers = new Headers(args.headers as HeadersInit);
  return headers.has(IDEMPOTENCY_KEY_HEADER);
}

/**
 * Sends a keyed write again, with the same key, when its answer was lost on the way (a network
 * failure, or a 502/503/504 from the balancer while a copy of the server died), pausing longer
 * each time, before the customer is shown the error. The server answers a repeat with the first
 * answer, so nothing happens twice. Other requests are sent once, as they were.
 */
export function retryingKeyedWrites<E, M>(
  baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, E, M>,
  delaysMs: readonly number[] = KEYED_RETRY_DELAYS_MS,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, E, M> {
  return async (args, queryApi, extraOptions) => {
    let result = await baseQuery(args, queryApi, extraOptions);
    if (!hasKey(args)) return result;
    for (const delay of delaysMs) {
      if (!lostOnTheWay(result.error) || queryApi.signal.aborted) break;
      await new Promise((resolve) => setTimeout(resolve, delay * (0.8 + Math.random() * 0.4)));
      result = await baseQuery(args, queryApi, extraOptions);
    }
    return result;
  };
}
