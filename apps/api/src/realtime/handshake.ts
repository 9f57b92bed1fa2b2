import type { IncomingHttpHeaders } from 'node:http';
import { CUSTOMER_COOKIE, fromAllowedOrigin, STAFF_COOKIE } from '../plugins/auth';
import { forbidden } from '../lib/http-errors';

/** The tokens a handshake offers; none at all means an anonymous visitor. */
export interface HandshakeCredentials {
  customerToken?: string;
  staffToken?: string;
}

/** Parses a Cookie header without ever throwing (Fastify's `app.parseCookie`). */
export type CookieParser = (header: string) => Record<string, string | undefined>;

/**
 * The token comes from `auth.token` (the storefront keeps it in local storage) or the httpOnly
 * cookies. Everything here is the client's: `auth` may be any JSON and the cookie any bytes.
 * A browser sends the cookies with a handshake any page of the same site opens (another port
 * of the same host too, SameSite notwithstanding), so a cookie sign-in counts only from the
 * shop's own origins, by the rule cookie-authenticated HTTP writes follow; a token in `auth`
 * is one another site cannot read, so it needs no such check.
 */
export function handshakeCredentials(
  handshake: { auth: unknown; headers: IncomingHttpHeaders },
  options: { parseCookie: CookieParser; allowedOrigins: readonly string[] },
): HandshakeCredentials {
  const auth = handshake.auth as { token?: unknown } | null | undefined;
  if (typeof auth?.token === 'string') return { customerToken: auth.token, staffToken: auth.token };
  const header = handshake.headers.cookie;
  const cookies = typeof header === 'string' && header ? options.parseCookie(header) : {};
  const customerToken = cookies[CUSTOMER_COOKIE] || undefined;
  const staffToken = cookies[STAFF_COOKIE] || undefined;
  if (
    (customerToken || staffToken) &&
    !fromAllowedOrigin(handshake.headers, options.allowedOrigins)
  ) {
    // Refused, not downgraded to anonymous: the page would otherwise believe it is signed in.
    throw forbidden('socket_foreign_origin');
  }
  return { ...(customerToken ? { customerToken } : {}), ...(staffToken ? { staffToken } : {}) };
}
