import { redactKnown } from '../../lib/log-redaction';
import { PaymentProviderError } from '../provider';
import { readAnswerText } from '../read-answer';

/** One HTTP request to ZainCash, relative to the configured base URL. */
export interface ZainCashRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a call is, for the error sentence and for what a lost answer means. */
export interface ZainCashCall {
  /** "create the payment", for "ZainCash could not create the payment: …". */
  action: string;
  /** The call may have made a payment although its answer was lost (the create). */
  uncertain: boolean;
}

/** ZainCash's answer, read in full; `json` is undefined when the body is not JSON. */
export interface ZainCashReply {
  status: number;
  text: string;
  json: unknown;
  contentType: string;
}

export type ZainCashTransport = (
  request: ZainCashRequest,
  call: ZainCashCall,
) => Promise<ZainCashReply>;

/** How long one call may take, reading the answer included, before it counts as lost. */
export const ZAINCASH_DEFAULT_TIMEOUT_MS = 15_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one request and reads the answer within the timeout. No retry here: a create is made
 * idempotent by its reference instead (a retried create with the same `externalReferenceId` is
 * refused as a duplicate and then looked up), and a read is simply asked again later.
 * `secrets` are removed from any sentence a failure produces (a network error may quote a URL).
 */
export function createZainCashTransport(options: {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  secrets: () => readonly (string | undefined)[];
}): ZainCashTransport {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (request, call) => {
    try {
      // Inside the try: a mistyped base URL is ZainCash being unreachable, not a crash.
      const response = await options.fetch(new URL(`${base}${request.path}`), {
        method: request.method,
        headers: { accept: 'application/json', ...request.headers },
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await readAnswerText(response);
      return {
        status: response.status,
        text,
        json: parseJson(text),
        contentType: response.headers.get('content-type') ?? '',
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut
        ? `no answer within ${options.timeoutMs} ms`
        : `the connection failed (${redactKnown(error instanceof Error ? error.message : String(error), options.secrets())})`;
      throw new PaymentProviderError(`ZainCash could not ${call.action}: ${reason}.`, {
        provider: 'zaincash',
        kind: 'unavailable',
        uncertain: call.uncertain,
      });
    }
  };
}
