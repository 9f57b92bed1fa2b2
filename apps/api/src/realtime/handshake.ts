import type { IncomingHttpHeaders } from 'node:http';
import { CUSTOMER_COOKIE, STAFF_COOKIE } from '../plugins/auth';

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
 */
export function handshakeCredentials(
  handshake: { auth: unknown; headers: IncomingHttpHeaders },
  parseCookie: CookieParser,
): HandshakeCredentials {
  const auth = handshake.auth as { token?: unknown } | null | undefined;
  if (typeof auth?.token === 'string') return { customerToken: auth.token, staffToken: auth.token };
  const header = handshake.headers.cookie;
  const cookies = typeof header === 'string' && header ? parseCookie(header) : {};
  const customerToken = cookies[CUSTOMER_COOKIE] || undefined;
  const staffToken = cookies[STAFF_COOKIE] || undefined;
  return { ...(customerToken ? { customerToken } : {}), ...(staffToken ? { staffToken } : {}) };
}
