import { tokenPayloadSchema, type TokenPayload } from '@chapkhana/shared/accounts';
import type { Database } from '../../db/client';
import { signToken, tokenExpiry, verifyToken } from '../../lib/jwt';
import { findCustomerSession, insertSession, touchSession } from '../sessions/repository';

/**
 * How long a token is good for. A customer who uses the shop gets a fresh token once a day
 * (`REFRESH_AFTER_SECONDS`), so an active customer stays signed in and one idle this long is
 * signed out.
 */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A token older than this is replaced by a fresh one on the customer's next request. */
export const REFRESH_AFTER_SECONDS = 24 * 60 * 60;

/** A customer token whose payload carries id, name, phone and address (docs/storefront.md §3), subject = id. */
export async function signCustomerToken(
  secret: string,
  payload: TokenPayload,
  now: Date,
  sessionId?: string,
): Promise<string> {
  return signToken(
    secret,
    'customer',
    payload.id,
    { ...payload },
    now,
    TOKEN_LIFETIME_SECONDS,
    sessionId,
  );
}

/** Signs the customer in: a new session, and a token that names it. */
export async function openCustomerSession(
  db: Database,
  secret: string,
  payload: TokenPayload,
  now: Date,
): Promise<string> {
  const sessionId = await insertSession(db, { customerId: payload.id }, now);
  return signCustomerToken(secret, payload, now, sessionId);
}

/** What a token says, checked by its signature and expiry alone (not yet against its session). */
export async function verifyCustomerToken(
  secret: string,
  token: string,
  now: Date,
): Promise<
  (TokenPayload & { sessionId?: string; issuedAt: number; expiresAt: number }) | undefined
> {
  const payload = await verifyToken(secret, 'customer', token, now);
  const parsed = tokenPayloadSchema.safeParse(payload);
  if (!parsed.success || parsed.data.id !== payload?.sub) return undefined;
  return {
    ...parsed.data,
    issuedAt: payload.iat ?? 0,
    expiresAt: tokenExpiry(payload),
    ...(payload.jti ? { sessionId: payload.jti } : {}),
  };
}

export interface CustomerSignIn {
  customer: TokenPayload;
  sessionId: string;
  /** When this token stops working (ms since the epoch); a socket it opened ends then. */
  expiresAt: number;
  /** A fresh token for a token past `REFRESH_AFTER_SECONDS`: the client keeps it instead. */
  refreshedToken?: string;
}

/** The customer's session, while it is live and still the customer's; undefined once it ended. */
export async function liveCustomerSession(db: Database, sessionId: string, customerId: string) {
  const session = await findCustomerSession(db, sessionId);
  return session?.customer.id === customerId ? session : undefined;
}

/**
 * The customer behind a token, if its session is live and the customer still exists (a token
 * outlives neither a logout, a password change, nor the account). The customer's details come
 * from the database, so a refreshed token carries the current name, phone and address.
 */
export async function authenticateCustomer(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<CustomerSignIn | undefined> {
  const claims = await verifyCustomerToken(secret, token, now);
  if (!claims?.sessionId) return undefined;
  const session = await liveCustomerSession(db, claims.sessionId, claims.id);
  if (!session) return undefined;
  const signIn: CustomerSignIn = {
    customer: session.customer,
    sessionId: claims.sessionId,
    expiresAt: claims.expiresAt,
  };
  if (now.getTime() / 1000 - claims.issuedAt >= REFRESH_AFTER_SECONDS) {
    await touchSession(db, claims.sessionId, now);
    signIn.refreshedToken = await signCustomerToken(
      secret,
      session.customer,
      now,
      claims.sessionId,
    );
  }
  return signIn;
}
