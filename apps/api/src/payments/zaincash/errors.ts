import { z } from 'zod';
import { redactKnown } from '../../lib/log-redaction';
import { PaymentProviderError, type PaymentProviderErrorKind } from '../provider';
import type { ZainCashCall, ZainCashReply } from './transport';

/** How much of a body that is not JSON goes into the sentence (the reference asks for 500 bytes). */
const QUOTED_BODY_LENGTH = 500;

const codeValue = z.union([z.string().max(200), z.number()]).transform(String);
const textValue = z.string().transform((text) => text.slice(0, 500));

/**
 * ZainCash's error body is not documented: parakit reads `code` / `errorCode` / `error.code` and
 * `message` / `error.message`; an OAuth endpoint answers `{ error, error_description }`.
 */
const errorBody = z
  .object({
    code: codeValue.optional().catch(undefined),
    errorCode: codeValue.optional().catch(undefined),
    message: textValue.optional().catch(undefined),
    error: z
      .union([
        codeValue,
        z.object({ code: codeValue.optional(), message: textValue.optional() }).loose(),
      ])
      .optional()
      .catch(undefined),
    error_description: textValue.optional().catch(undefined),
  })
  .loose();

/** ZainCash's code and sentence in an error answer, when it sent them. */
export function readZainCashRefusal(json: unknown): { code?: string; message?: string } {
  const parsed = errorBody.safeParse(json);
  if (!parsed.success) return {};
  const { code, errorCode, message, error, error_description: description } = parsed.data;
  const nested = typeof error === 'object' ? error : undefined;
  return {
    code: code ?? errorCode ?? nested?.code ?? (typeof error === 'string' ? error : undefined),
    message: message ?? nested?.message ?? description,
  };
}

const quote = (text: string, secrets: readonly (string | undefined)[]) =>
  redactKnown(text.replace(/\s+/g, ' ').trim().slice(0, QUOTED_BODY_LENGTH), secrets);

/**
 * An answer the call did not expect, as the shop's one provider error:
 * - not JSON (a Cloudflare WAF page, a proxy's error) or a 5xx: `unavailable`, retry later;
 * - 401/403 JSON: `auth` (the caller has already retried a 401 once with a new token);
 * - another 4xx JSON: `refused` (`auth` at the token endpoint), with ZainCash's code;
 * - anything else: `bad_answer`.
 * `uncertain` marks a create whose outcome is unknown: no usable answer came back.
 */
export function zainCashErrorFromReply(
  reply: ZainCashReply,
  call: ZainCashCall,
  secrets: readonly (string | undefined)[],
  refusalKind: 'refused' | 'auth' = 'refused',
): PaymentProviderError {
  const { status } = reply;
  const refusal = readZainCashRefusal(reply.json);
  const said = refusal.message ? `: ${redactKnown(refusal.message, secrets)}` : '';
  const details = (kind: PaymentProviderErrorKind, uncertain = false) => ({
    provider: 'zaincash' as const,
    kind,
    httpStatus: status,
    providerCode: refusal.code,
    uncertain,
  });
  if (reply.json === undefined) {
    const html = /^\s*</.test(reply.text) || reply.contentType.includes('html');
    const what = html
      ? `answered an HTML page (HTTP ${status}) instead of JSON: a firewall such as Cloudflare may be blocking this server's address, or the service is down`
      : `answered something that is not JSON (HTTP ${status})`;
    return new PaymentProviderError(
      `ZainCash could not ${call.action}: it ${what}. It began: ${quote(reply.text, secrets)}`,
      details('unavailable', call.uncertain),
    );
  }
  if (status >= 500) {
    return new PaymentProviderError(
      `ZainCash could not ${call.action}: server error (HTTP ${status})${said}.`,
      details('unavailable', call.uncertain),
    );
  }
  if (status === 401 || status === 403) {
    return new PaymentProviderError(
      `ZainCash refused our credentials to ${call.action} (HTTP ${status})${said}.`,
      details('auth'),
    );
  }
  if (status >= 400) {
    return new PaymentProviderError(
      `ZainCash refused to ${call.action} (HTTP ${status}, ${refusal.code ?? 'no code'})${said}.`,
      details(refusalKind),
    );
  }
  return new PaymentProviderError(
    `ZainCash could not ${call.action}: an unexpected answer (HTTP ${status}).`,
    details('bad_answer', call.uncertain),
  );
}

/** A JSON answer whose shape is not the contract's (after a create, the payment may exist). */
export function zainCashBadAnswer(
  call: ZainCashCall,
  status: number,
  problem: string,
): PaymentProviderError {
  return new PaymentProviderError(
    `ZainCash could not ${call.action}: its answer (HTTP ${status}) does not match the contract (${problem}).`,
    { provider: 'zaincash', kind: 'bad_answer', httpStatus: status, uncertain: call.uncertain },
  );
}
