import { z } from 'zod';
import { redactKnown } from '../../lib/log-redaction';
import { CourierError } from '../courier-error';
import type { CourierRateLimiter } from '../rate-limiter';
import { envelopeSchema, type WaseetEnvelope } from './shapes';

/** One call to a Waseet-family API: a path under the merchant base, query and multipart fields. */
export interface WaseetRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  /** What the call does, for the error sentence ("create the order"). */
  action: string;
}

/** A successful envelope, or a refusal already sorted by kind. */
export type WaseetReply =
  | { ok: true; envelope: WaseetEnvelope }
  | { ok: false; refusal: 'auth' | 'refused'; envelope: WaseetEnvelope };

export interface WaseetTransportOptions {
  name: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  limiter: CourierRateLimiter;
  limiterKey: string;
  /** The courier's window, the wait assumed when a 429 says nothing. */
  windowMs: number;
}

// The courier's codes for these are not documented, so the texts are read.
const RATE_LIMIT_TEXT = /rate.?limit|too many|تجاوز|الحد المسموح|كثرة الطلبات|عدد الطلبات/i;
const AUTH_TEXT =
  /token|توكن|التوكن|تسجيل الدخول|login|unauthori[sz]ed|صلاحية الجلسة|غير مصرح|الرمز المميز/i;

function retryAfter(response: Response, fallbackMs: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds * 1000) : fallbackMs;
}

/**
 * The failure of a call as a cause safe to keep: the token travels in the URL (`?token=`), and a
 * network error may name the URL it failed on. Its message and stack are redacted, nested causes
 * dropped.
 */
function redactedCause(error: unknown, token: string | null): Error {
  const original = error instanceof Error ? error : new Error(String(error));
  const cause = new Error(redactKnown(original.message, [token]));
  cause.name = original.name;
  cause.stack = redactKnown(original.stack ?? '', [token]);
  return cause;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one call and reads the answer in full within the timeout. Every failure becomes a
 * CourierError; a `status:false` answer is returned sorted (auth, rate limit, other) so the
 * client can log in again once on an auth refusal.
 */
export function createWaseetTransport(options: WaseetTransportOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function exchange(request: WaseetRequest, token: string | null) {
    let body: FormData | undefined;
    if (request.form) {
      body = new FormData();
      for (const [key, value] of Object.entries(request.form)) body.append(key, value);
    }
    try {
      // Inside the try: a mistyped base URL is the courier being unreachable, not a crash.
      const url = new URL(`${base}/${request.path}`);
      if (token !== null) url.searchParams.set('token', token);
      for (const [key, value] of Object.entries(request.query ?? {})) {
        url.searchParams.set(key, value);
      }
      const response = await options.fetch(url, {
        method: request.method,
        headers: { accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { response, text: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const cause = redactedCause(error, token);
      const reason = timedOut
        ? `no answer within ${options.timeoutMs} ms`
        : `the connection failed (${cause.message})`;
      throw new CourierError(
        `${options.name} could not ${request.action}: ${reason}.`,
        { kind: 'unavailable' },
        { cause },
      );
    }
  }

  return async function send(request: WaseetRequest, token: string | null): Promise<WaseetReply> {
    const decision = await options.limiter.take(options.limiterKey).catch((error: unknown) => {
      throw new CourierError(
        `${options.name} could not ${request.action}: the rate limiter failed.`,
        { kind: 'unavailable' },
        { cause: error },
      );
    });
    if (!decision.allowed) {
      throw new CourierError(
        `${options.name} allows no more calls for this account right now; wait ${Math.ceil(decision.retryAfterMs / 1000)} s.`,
        { kind: 'rate_limited', retryAfterMs: decision.retryAfterMs },
      );
    }
    const { response, text } = await exchange(request, token);
    const httpStatus = response.status;
    const json = parseJson(text);
    const parsed = envelopeSchema.safeParse(json);
    if (httpStatus === 429) {
      throw new CourierError(`${options.name} says too many calls (HTTP 429).`, {
        kind: 'rate_limited',
        httpStatus,
        retryAfterMs: retryAfter(response, options.windowMs),
        errNum: parsed.data?.errNum ?? undefined,
        courierMessage:
          parsed.data?.msg != null ? redactKnown(parsed.data.msg, [token]) : undefined,
      });
    }
    if (json === undefined) {
      const html =
        /^\s*</.test(text) || (response.headers.get('content-type') ?? '').includes('html');
      const what = html
        ? `answered an HTML page (HTTP ${httpStatus}) instead of JSON: a firewall such as Cloudflare may be blocking this server's address, or the service is down`
        : `answered something that is not JSON (HTTP ${httpStatus})`;
      throw new CourierError(`${options.name} could not ${request.action}: it ${what}.`, {
        kind: 'unavailable',
        httpStatus,
      });
    }
    if (!parsed.success) {
      throw new CourierError(
        `${options.name} could not ${request.action}: its answer (HTTP ${httpStatus}) is not the expected envelope (${z.prettifyError(parsed.error)}).`,
        { kind: httpStatus >= 500 ? 'unavailable' : 'bad_answer', httpStatus },
      );
    }
    // A courier that echoes the token in its sentence never passes it on to a seller or a log.
    const envelope =
      token !== null && parsed.data.msg
        ? { ...parsed.data, msg: redactKnown(parsed.data.msg, [token]) }
        : parsed.data;
    if (envelope.status) return { ok: true, envelope };
    const message = envelope.msg ?? '';
    if (RATE_LIMIT_TEXT.test(message)) {
      throw new CourierError(`${options.name} says too many calls: ${message}`, {
        kind: 'rate_limited',
        httpStatus,
        retryAfterMs: retryAfter(response, options.windowMs),
        errNum: envelope.errNum ?? undefined,
        courierMessage: message,
      });
    }
    const auth = httpStatus === 401 || httpStatus === 403 || AUTH_TEXT.test(message);
    return { ok: false, refusal: auth ? 'auth' : 'refused', envelope };
  };
}

export type WaseetSend = ReturnType<typeof createWaseetTransport>;
