import { z } from 'zod';

/**
 * What went wrong, so a caller can decide what to tell the customer:
 * - `business`: FIB refused the request (400/402/406); retrying will not help.
 * - `auth`: our credentials or token were refused.
 * - `unavailable`: FIB could not be reached or kept failing (network, timeout, 5xx).
 * - `malformed`: FIB answered, but not in the shape the contract promises.
 * - `rejected`: any other refusal (404, 409, …).
 */
export type FibErrorKind = 'business' | 'auth' | 'unavailable' | 'malformed' | 'rejected';

/** A failed FIB call: HTTP status and FIB's error code when there was an answer. */
export class FibError extends Error {
  readonly kind: FibErrorKind;
  /** The HTTP status FIB answered with; undefined when no answer arrived or none was sent. */
  readonly status: number | undefined;
  /** FIB's error code (`errors[0].code`, or the OAuth `error`), or one of ours. */
  readonly code: string | undefined;
  readonly traceId: string | undefined;

  constructor(
    message: string,
    details: { kind: FibErrorKind; status?: number; code?: string; traceId?: string },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'FibError';
    this.kind = details.kind;
    this.status = details.status;
    this.code = details.code;
    this.traceId = details.traceId;
  }
}

// Both shapes FIB uses: its own error body and Keycloak's OAuth error.
const fibErrorBody = z.object({
  traceId: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.string().optional(),
        title: z.string().optional(),
        detail: z.string().optional(),
      }),
    )
    .optional(),
});
const oauthErrorBody = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

const BUSINESS_STATUSES = new Set([400, 402, 406]);

function kindOfStatus(status: number): FibErrorKind {
  if (BUSINESS_STATUSES.has(status)) return 'business';
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns an unexpected HTTP answer into a FibError, keeping FIB's code and explanation. */
export function fibErrorFromReply(action: string, status: number, bodyText: string): FibError {
  const json = parseJson(bodyText);
  const kind = kindOfStatus(status);
  const oauth = oauthErrorBody.safeParse(json);
  if (oauth.success) {
    const explanation = oauth.data.error_description ?? oauth.data.error;
    return new FibError(`FIB could not ${action}: ${explanation} (HTTP ${status}).`, {
      kind,
      status,
      code: oauth.data.error,
    });
  }
  const fib = fibErrorBody.safeParse(json);
  const first = fib.success ? fib.data.errors?.[0] : undefined;
  const explanation = first?.detail ?? first?.title ?? 'no explanation given';
  return new FibError(`FIB could not ${action}: ${explanation} (HTTP ${status}).`, {
    kind,
    status,
    code: first?.code,
    traceId: fib.success ? fib.data.traceId : undefined,
  });
}
