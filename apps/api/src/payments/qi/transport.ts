import type { z } from 'zod';
import { redactKnown } from '../../lib/log-redaction';
import { readAnswer } from '../answer-issues';
import { PaymentProviderError, type PaymentProviderErrorKind } from '../provider';
import { readAnswerText } from '../read-answer';
import { QI_ERROR_CODES, qiErrorBody } from './responses';

/** One call to Qi Card, relative to the API base (`…/api/v1`). */
export interface QiRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What the call does, for the error sentence ("create the payment"). */
  action: string;
  /** A create: when its answer is lost, the payment may exist all the same. */
  creating?: boolean;
}

/** Qi's JSON answer to a call it accepted (HTTP 200). */
export interface QiReply {
  status: number;
  json: unknown;
}

export interface QiTransportOptions {
  baseUrl: string;
  username: string;
  password: string;
  terminalId: string;
  fetch?: typeof fetch;
  /** Per call, including reading the answer. */
  timeoutMs?: number;
}

/** A few seconds: a checkout waits on the create. */
export const QI_DEFAULT_TIMEOUT_MS = 8_000;

// The longest text of Qi's kept in an error sentence.
const MAX_EXPLANATION = 200;
// Passing trouble on Qi's side, whatever the HTTP status: retrying later may work.
const TRANSIENT_CODES: ReadonlySet<number> = new Set([
  QI_ERROR_CODES.internalSystemError,
  QI_ERROR_CODES.externalSystemError,
]);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fail(
  request: QiRequest,
  reason: string,
  details: { kind: PaymentProviderErrorKind; httpStatus?: number; providerCode?: string },
  cause?: Error,
): PaymentProviderError {
  const uncertain =
    request.creating === true && (details.kind === 'unavailable' || details.kind === 'bad_answer');
  return new PaymentProviderError(
    `Qi Card could not ${request.action}: ${reason}.`,
    { provider: 'qi', ...details, uncertain },
    cause ? { cause } : undefined,
  );
}

/** A refusal (a non-200 JSON answer) sorted by kind, Qi's code and explanation kept. */
function refusal(request: QiRequest, httpStatus: number, json: unknown): PaymentProviderError {
  const parsed = qiErrorBody.safeParse(json);
  const authStatus = httpStatus === 401 || httpStatus === 403;
  if (!parsed.success) {
    if (authStatus)
      return fail(request, `our credentials were refused (HTTP ${httpStatus})`, {
        kind: 'auth',
        httpStatus,
      });
    const kind = httpStatus >= 500 ? 'unavailable' : 'bad_answer';
    return fail(request, `its answer (HTTP ${httpStatus}) is not the error shape it documents`, {
      kind,
      httpStatus,
    });
  }
  const { code, message, description } = parsed.data.error;
  const explanation = (message ?? description ?? 'no explanation given').slice(0, MAX_EXPLANATION);
  let kind: PaymentProviderErrorKind = 'refused';
  if (authStatus || code === QI_ERROR_CODES.badCredentials) kind = 'auth';
  else if (TRANSIENT_CODES.has(code)) kind = 'unavailable';
  return fail(request, `${explanation} (HTTP ${httpStatus}, code ${code})`, {
    kind,
    httpStatus,
    providerCode: String(code),
  });
}

/**
 * Sends calls with HTTP Basic and `X-Terminal-Id`, each within the timeout, and returns the JSON
 * of a 200. Anything else becomes a PaymentProviderError: HTML (a firewall, a proxy's error
 * page), no answer or a 5xx is `unavailable`; Qi's error body is `refused` (or `auth`); JSON of
 * another shape is `bad_answer`. The credentials never enter a message or a kept cause.
 */
export function createQiTransport(options: QiTransportOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? QI_DEFAULT_TIMEOUT_MS;
  const basic = Buffer.from(`${options.username}:${options.password}`, 'utf8').toString('base64');
  const secrets = [options.password, basic];

  async function exchange(request: QiRequest) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Basic ${basic}`,
      'x-terminal-id': options.terminalId,
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetchFn(`${base}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { httpStatus: response.status, text: await readAnswerText(response) };
    } catch (error) {
      const original = error instanceof Error ? error : new Error(String(error));
      const timedOut = original.name === 'TimeoutError';
      const cause = new Error(redactKnown(original.message, secrets));
      cause.name = original.name;
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : `the connection failed (${cause.message})`;
      throw fail(request, reason, { kind: 'unavailable' }, cause);
    }
  }

  return async function send(request: QiRequest): Promise<QiReply> {
    const { httpStatus, text } = await exchange(request);
    const json = parseJson(text);
    if (json === undefined) {
      const what = /^\s*</.test(text)
        ? `it answered an HTML page (HTTP ${httpStatus}) instead of JSON: a firewall or proxy may stand in the way, or the service is down`
        : `it answered something that is not JSON (HTTP ${httpStatus})`;
      throw fail(request, what, { kind: 'unavailable', httpStatus });
    }
    if (httpStatus !== 200) throw refusal(request, httpStatus, json);
    return { status: httpStatus, json };
  };
}

export type QiSend = ReturnType<typeof createQiTransport>;

/** Qi's answer read with `schema`; JSON of another shape is `bad_answer`. */
export function readQiAnswer<T extends z.ZodType>(
  request: QiRequest,
  reply: QiReply,
  schema: T,
): z.output<T> {
  return readAnswer(schema, reply.json, (issues) =>
    fail(request, `its answer does not match the contract (${issues})`, {
      kind: 'bad_answer',
      httpStatus: reply.status,
    }),
  );
}
