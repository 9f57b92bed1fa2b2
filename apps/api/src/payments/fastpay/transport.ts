import type { z } from 'zod';
import { redactKnown } from '../../lib/log-redaction';
import { readAnswer } from '../answer-issues';
import { readAnswerText } from '../read-answer';
import { PaymentProviderError, type PaymentProviderErrorKind } from '../provider';
import { FASTPAY_CODES } from './contract';
import { envelope, type FastPayEnvelope } from './responses';

/** What a call is, for the error sentence and for what a lost answer means. */
export interface FastPayCall {
  /** "create the payment", for "FastPay could not create the payment: …". */
  action: string;
  /** The call may have made a payment although its answer was lost (the initiation). */
  uncertain: boolean;
}

export interface FastPayTransportOptions {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /** Secrets besides the store password, kept out of every sentence (the refund secret key). */
  otherSecrets?: readonly (string | undefined)[];
  fetch?: typeof fetch;
  /** Per call, reading the answer included. */
  timeoutMs?: number;
}

/** A few seconds: a checkout waits on the initiation. */
export const FASTPAY_DEFAULT_TIMEOUT_MS = 10_000;

/** How much of a body that is not JSON goes into the sentence (the reference asks for 500 bytes). */
const QUOTED_BODY_LENGTH = 500;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one error of a FastPay call; `unavailable` and `bad_answer` of a create are uncertain. */
export function fastPayError(
  call: FastPayCall,
  reason: string,
  details: { kind: PaymentProviderErrorKind; httpStatus?: number; providerCode?: string },
): PaymentProviderError {
  const uncertain =
    call.uncertain && (details.kind === 'unavailable' || details.kind === 'bad_answer');
  return new PaymentProviderError(`FastPay could not ${call.action}: ${reason}.`, {
    provider: 'fastpay',
    ...details,
    uncertain,
  });
}

const said = (answer: FastPayEnvelope) =>
  answer.messages && answer.messages.length > 0 ? `: ${answer.messages.join(' ')}` : '';

/** A body code FastPay refused the call with (not 200, not the ones the caller reads itself). */
export function fastPayRefusal(call: FastPayCall, answer: FastPayEnvelope): PaymentProviderError {
  return fastPayError(call, `it refused (code ${answer.code})${said(answer)}`, {
    kind: 'refused',
    httpStatus: 200,
    providerCode: String(answer.code),
  });
}

/** `data` read with `schema`, or `bad_answer`. */
export function readFastPayData<T extends z.ZodType>(
  call: FastPayCall,
  answer: FastPayEnvelope,
  schema: T,
): z.output<T> {
  return readAnswer(schema, answer.data, (issues) =>
    fastPayError(call, `its data does not match the contract (${issues})`, {
      kind: 'bad_answer',
      httpStatus: 200,
      providerCode: String(answer.code),
    }),
  );
}

/**
 * Posts `fields` with `store_id` and `store_password` as JSON, within the timeout, and returns
 * the envelope. FastPay answers HTTP 200 to everything, so the body decides: code 422 (bad
 * credentials) is `auth`, a 5xx code `unavailable`; every other code is handed back for the
 * caller to read (404 means "not found or not paid"). No usable answer — no answer in time, HTML
 * (even with HTTP 200), another body that is not JSON, HTTP 5xx — is `unavailable`; JSON that is
 * not the envelope is `bad_answer`. The store password and the other secrets never enter a
 * sentence. No retry here: a create is made idempotent by its order id instead.
 */
export function createFastPayTransport(options: FastPayTransportOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? FASTPAY_DEFAULT_TIMEOUT_MS;
  const secrets = [options.storePassword, ...(options.otherSecrets ?? [])];
  const quote = (text: string) =>
    redactKnown(text.replace(/\s+/g, ' ').trim().slice(0, QUOTED_BODY_LENGTH), secrets);

  async function exchange(path: string, body: string, call: FastPayCall) {
    try {
      // Inside the try: a mistyped base URL is FastPay being unreachable, not a crash.
      const response = await fetchFn(new URL(`${base}${path}`), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await readAnswerText(response);
      return {
        httpStatus: response.status,
        text,
        contentType: response.headers.get('content-type'),
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : `the connection failed (${quote(error instanceof Error ? error.message : String(error))})`;
      throw fastPayError(call, reason, { kind: 'unavailable' });
    }
  }

  return async function send(
    path: string,
    fields: Record<string, unknown>,
    call: FastPayCall,
  ): Promise<FastPayEnvelope> {
    const body = JSON.stringify({
      store_id: options.storeId,
      store_password: options.storePassword,
      ...fields,
    });
    const { httpStatus, text, contentType } = await exchange(path, body, call);
    const json = parseJson(text);
    if (json === undefined) {
      const html = /^\s*</.test(text) || (contentType ?? '').includes('html');
      const what = html
        ? `it answered an HTML page (HTTP ${httpStatus}) instead of JSON: a firewall or proxy may stand in the way, or the service is down`
        : `it answered something that is not JSON (HTTP ${httpStatus})`;
      throw fastPayError(call, `${what}. It began: ${quote(text)}`, {
        kind: 'unavailable',
        httpStatus,
      });
    }
    if (httpStatus >= 500) {
      throw fastPayError(call, `server error (HTTP ${httpStatus})`, {
        kind: 'unavailable',
        httpStatus,
      });
    }
    const parsed = envelope.safeParse(json);
    if (!parsed.success || httpStatus !== 200) {
      const kind = httpStatus === 401 || httpStatus === 403 ? 'auth' : 'bad_answer';
      throw fastPayError(call, `its answer (HTTP ${httpStatus}) is not FastPay's envelope`, {
        kind,
        httpStatus,
      });
    }
    const answer = { ...parsed.data, messages: parsed.data.messages?.map((m) => quote(m)) };
    if (answer.code === FASTPAY_CODES.badCredentials) {
      throw fastPayError(call, `it refused our store credentials (code 422)${said(answer)}`, {
        kind: 'auth',
        httpStatus,
        providerCode: String(answer.code),
      });
    }
    if (answer.code >= 500) {
      throw fastPayError(call, `server error (code ${answer.code})${said(answer)}`, {
        kind: 'unavailable',
        httpStatus,
        providerCode: String(answer.code),
      });
    }
    return answer;
  };
}

export type FastPaySend = ReturnType<typeof createFastPayTransport>;
