import { errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { CallbackVerdict, ReceivedCallback } from '../provider';
import { transactionIdSchema } from './responses';

/** A webhook body is a one-field JSON object: anything this big is not ZainCash's. */
export const ZAINCASH_CALLBACK_MAX_BYTES = 16 * 1024;
const MAX_TOKEN_LENGTH = 8 * 1024;
/** Leeway for the two clocks on `exp` and `nbf`. */
const CLOCK_TOLERANCE_SECONDS = 30;

const tokenCarrier = z
  .object({ webhook_token: z.string().optional(), token: z.string().optional() })
  .loose();

/**
 * The claims are not documented: parakit reads the webhook's `data.transactionId`, one back-end
 * reads `transactionId` at the top; `eventId` is the webhook's, absent from the redirect's.
 */
const claims = z
  .object({
    data: z
      .object({ transactionId: transactionIdSchema.optional().catch(undefined) })
      .loose()
      .optional()
      .catch(undefined),
    transactionId: transactionIdSchema.optional().catch(undefined),
    eventId: z.string().min(1).max(200).optional().catch(undefined),
  })
  .loose();

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The JWT a callback carries: the webhook's body `{ webhook_token }` (or `token`), else `?token=`. */
function findToken(callback: ReceivedCallback): string | undefined {
  const body = callback.rawBody.trim();
  if (body.length > 0) {
    const json = parseJson(body);
    const fields = tokenCarrier.safeParse(json ?? Object.fromEntries(new URLSearchParams(body)));
    const token = fields.success ? (fields.data.webhook_token ?? fields.data.token) : undefined;
    if (token !== undefined) return token;
  }
  return callback.query.token;
}

function rejectionReason(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'the token has expired';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'the token is not signed with HS256';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'the signature is not the API key';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `a claim is not valid (${error.claim})`;
  return 'the token is malformed';
}

/**
 * A ZainCash callback (the webhook, or the shopper's return with `?token=`): a JWT signed HS256
 * with the API key — not the client secret. The algorithm is pinned (so `alg: none` and every
 * other algorithm fail), `exp` and `nbf` count when present, and the work is bounded by the sizes
 * above. It never throws. A verified token only names a transaction: the caller asks `status`
 * before acting, because the claims are a third party's reading, not the official text.
 */
export async function readZainCashCallback(
  apiKey: string,
  clock: Clock,
  callback: ReceivedCallback,
): Promise<CallbackVerdict> {
  try {
    if (apiKey.length === 0) return { kind: 'rejected', reason: 'no API key is configured' };
    if (Buffer.byteLength(callback.rawBody, 'utf8') > ZAINCASH_CALLBACK_MAX_BYTES) {
      return { kind: 'rejected', reason: 'the body is too large' };
    }
    const token = findToken(callback);
    if (token === undefined || token.length === 0) {
      return { kind: 'rejected', reason: 'no token was sent' };
    }
    if (token.length > MAX_TOKEN_LENGTH)
      return { kind: 'rejected', reason: 'the token is too long' };
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, new TextEncoder().encode(apiKey), {
        algorithms: ['HS256'],
        currentDate: clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      return { kind: 'rejected', reason: rejectionReason(error) };
    }
    const read = claims.safeParse(payload);
    const transactionId = read.success
      ? (read.data.data?.transactionId ?? read.data.transactionId)
      : undefined;
    if (!read.success || transactionId === undefined) {
      return { kind: 'rejected', reason: 'the token names no transaction' };
    }
    return {
      kind: 'verified',
      providerPaymentId: transactionId,
      eventId: read.data.eventId ?? null,
    };
  } catch {
    return { kind: 'rejected', reason: 'the callback could not be read' };
  }
}
