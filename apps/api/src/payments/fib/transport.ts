import { setTimeout as sleep } from 'node:timers/promises';
import { FibError } from './errors';
import { readAnswerText } from '../read-answer';

/** One HTTP request to FIB, relative to the configured base URL. */
export interface FibRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** FIB's answer, read in full; the caller decides what the status means. */
export interface FibReply {
  status: number;
  body: string;
}

/** Sends a request, retrying what may be passing trouble. */
export type FibTransport = (request: FibRequest, action: string) => Promise<FibReply>;

/** How the transport reaches FIB; every field has a production default. */
export interface FibTransportOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  /** The wait before each retry; its length is the number of retries (FIB's SDK retries 3 times). */
  retryDelaysMs?: readonly number[];
}

/** How long one attempt may take before it counts as a network failure. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Short waits before the three retries. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [250, 750, 1_500];

/**
 * Network failures, timeouts and 5xx are retried with a short backoff; anything else is
 * returned at once. A retried create may leave an extra unpaid payment at FIB if only the
 * answer was lost; it simply expires, which is cheaper than failing the checkout.
 */
export function createFibTransport(options: FibTransportOptions): FibTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;

  async function attempt(request: FibRequest): Promise<FibReply> {
    const response = await fetchFn(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read to 1 MiB at most: past it the call failed (retried, then unavailable).
    return { status: response.status, body: await readAnswerText(response) };
  }

  return async (request, action) => {
    for (let retry = 0; ; retry += 1) {
      const retriesLeft = retry < delays.length;
      try {
        const reply = await attempt(request);
        if (reply.status < 500 || !retriesLeft) return reply;
      } catch (error) {
        if (!retriesLeft) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new FibError(
            `FIB could not ${action}: no answer after ${retry + 1} attempts (${reason}).`,
            { kind: 'unavailable' },
            { cause: error },
          );
        }
      }
      await sleep(delays[retry] ?? 0);
    }
  };
}
