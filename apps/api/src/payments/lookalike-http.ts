import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** The longest a form field is kept by the look-alikes. */
const MAX_FIELD_LENGTH = 1_000;
/** A recorded body bigger than this is kept by its size only. */
const MAX_RECORDED_BODY = 4 * 1024;

/** A url-encoded body as string fields: the first of a repeated field, each cut to a length. */
export function readFormFields(body: string, maxFieldLength = MAX_FIELD_LENGTH) {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (!(key in fields)) fields[key] = value.slice(0, maxFieldLength);
  }
  return fields;
}

/**
 * The look-alike reads forms its own way whatever its host does: string fields (see
 * `readFormFields`), at most `bodyLimit` bytes.
 */
export function parseFormsAsFields(
  app: FastifyInstance,
  bodyLimit: number,
  maxFieldLength = MAX_FIELD_LENGTH,
) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.removeContentTypeParser('application/x-www-form-urlencoded');
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    async (_request: FastifyRequest, body: string) => readFormFields(body, maxFieldLength),
  );
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `given` is the secret `expected` (a password, client secret, API key, token), compared
 * in constant time: sha256 digests of both, so the lengths are equal and nothing leaks how much
 * of a guess was right. Anything but text is never the secret.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** The hidden field of a hosted page's forms that carries its payment's form token. */
export const FORM_TOKEN_FIELD = 'form_token';

/** The hidden input of a form token (base64url: nothing in it to escape). */
export const formTokenInput = (token: string) =>
  `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${token}">`;

/**
 * The hosted forms' tokens against cross-site posts (CSRF): one random token per payment, kept
 * here rather than on the payment (the open `__control/payments` lists payments), put in each
 * form as a hidden field and checked in constant time on every post.
 */
export function createFormTokens() {
  const tokens = new Map<string, string>();
  return {
    /** The payment's token, made at its first use. */
    of(paymentId: string): string {
      let token = tokens.get(paymentId);
      if (token === undefined) {
        token = randomBytes(32).toString('base64url');
        tokens.set(paymentId, token);
      }
      return token;
    },
    /** Whether a posted form carries the payment's token. */
    matches(paymentId: string, fields: unknown): boolean {
      const token = tokens.get(paymentId);
      if (token === undefined || fields === null || typeof fields !== 'object') return false;
      return sameSecret((fields as Record<string, unknown>)[FORM_TOKEN_FIELD], token);
    },
    /** The payment is gone: so is its token. */
    forget: (paymentId: string) => void tokens.delete(paymentId),
  };
}

/**
 * Whether a look-alike may send a browser to, or post to, a URL: with `allowedOrigins` (origins
 * such as `http://localhost:3000`; a path or trailing slash given with one is dropped) only a
 * URL on one of them; without, any URL (tests listen on random ports). An origin that is not a
 * URL throws at once, when the look-alike starts.
 */
export function originCheck(allowedOrigins: readonly string[] | undefined) {
  if (allowedOrigins === undefined) return (_url: string) => true;
  const origins = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return (url: string) => {
    try {
      return origins.has(new URL(url).origin);
    } catch {
      return false;
    }
  };
}

/** The fields (by name) whose URL is on an origin the look-alike may not use. */
export const offOrigin = (allowed: (url: string) => boolean, urls: Record<string, unknown>) =>
  Object.entries(urls)
    .filter(([, url]) => typeof url === 'string' && !allowed(url))
    .map(([field]) => field);

const REDACTED = '[redacted]';
/** Field names (lower case, letters and digits only) whose value is a secret or a one-time code. */
const SECRET_FIELD =
  /^(cvv2?|cvc2?|securitycode|otp|pin|authorization)$|secret|(password|token|apikey|passcode)$/;
const CARD_FIELD = /^(pan|cardno)$|(cardnumber|maskedpan)$/;
const PHONE_FIELD = /(phone|msisdn|mobile|mobilenumber|accountno)$/;
const BEARER = /\bBearer\s+\S+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const CARD_NUMBER = /\b\d{4}(?:[ -]?\d{4}){2,3}(?:[ -]?\d{1,3})?\b/g;

const lastFour = (value: string | number) => `****${String(value).replace(/\D/g, '').slice(-4)}`;

/**
 * What the look-alikes' open `__control/received` may show (the demo is public): card and phone
 * numbers keep their last four digits; CVV, OTP and 3-D Secure codes, PINs, passwords, client
 * secrets, API keys and tokens (bearer or JWT) are redacted, by field name at any depth and by
 * their look inside any text.
 */
export function redactPersonal(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .replace(BEARER, `Bearer ${REDACTED}`)
      .replace(JWT, REDACTED)
      .replace(CARD_NUMBER, (digits) => lastFour(digits));
  }
  if (Array.isArray(value)) return value.map(redactPersonal);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const name = key.toLowerCase().replace(/[^a-z0-9]/g, '');
    const masked = typeof field === 'string' || typeof field === 'number';
    if (SECRET_FIELD.test(name) && field !== null && field !== undefined) copy[key] = REDACTED;
    else if ((CARD_FIELD.test(name) || PHONE_FIELD.test(name)) && masked) {
      copy[key] = lastFour(field);
    } else copy[key] = redactPersonal(field);
  }
  return copy;
}

/** What a test may read of a request: never the `secretFields`, and a big body only by its size. */
export function recordedBody(body: unknown, secretFields: readonly string[]): unknown {
  if (body === null || typeof body !== 'object') return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of secretFields) {
    if (field in copy) copy[field] = '[redacted]';
  }
  const size = JSON.stringify(copy).length;
  return size > MAX_RECORDED_BODY ? `[a body of ${size} characters]` : copy;
}

/** A hosted page in the payer's browser: HTML, no script, never framed (shops send the whole window), never cached. */
export function sendLookalikePage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The hosted pages' look: the banner stands out, the fields are big enough for a phone. */
export const LOOKALIKE_PAGE_STYLE = `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
.banner{background:#fde68a;border:2px dashed #92400e;padding:.5rem;font-weight:bold}
label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem}
button{margin-top:.5rem;padding:.5rem 1rem}</style>`;

/**
 * Starts a look-alike plugin with `options` on its own port (127.0.0.1; a free port by default),
 * for tests. Answers its origin, e.g. http://127.0.0.1:4201.
 */
export async function listenLookalike<O extends object>(
  plugin: FastifyPluginAsync<O>,
  options: O & { port?: number; host?: string },
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(plugin, options);
  const url = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return { url, close: () => app.close() };
}
