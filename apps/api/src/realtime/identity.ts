import type { TokenPayload } from '@chapkhana/shared/accounts';
import type { StaffTokenPayload } from '@chapkhana/shared/staff';
import type { Database } from '../db/client';
import { authenticateCustomer, liveCustomerSession } from '../modules/accounts/tokens';
import { findStaffSession } from '../modules/sessions/repository';
import { authenticateStaff } from '../modules/staff/service';
import type { HandshakeCredentials } from './handshake';

/** The sign-in a socket was opened on: it lasts no longer than this session and token. */
interface SignInOf {
  sessionId: string;
  /** When the handshake's token stops working, in ms since the epoch. */
  expiresAt: number;
}

/** Who is behind a socket, decided once at the handshake. */
export type SocketIdentity =
  | { kind: 'anonymous' }
  | ({ kind: 'customer'; customer: TokenPayload } & SignInOf)
  | ({ kind: 'seller'; sellerId: string; staff: StaffTokenPayload } & SignInOf)
  | ({ kind: 'admin'; staff: StaffTokenPayload } & SignInOf);

export type SignedInIdentity = Exclude<SocketIdentity, { kind: 'anonymous' }>;

/**
 * Who the handshake's tokens name, checked as HTTP checks them: a live session (not logged out,
 * no password change since) of a customer who still exists, or of an active console account.
 * No token: anonymous, which may only follow product pages. A token that does not pass:
 * refused, so a stale sign-in is noticed rather than silently downgraded.
 */
export async function identify(
  { customerToken, staffToken }: HandshakeCredentials,
  secret: string,
  now: Date,
  db: Database,
): Promise<SocketIdentity | undefined> {
  if (!customerToken && !staffToken) return { kind: 'anonymous' };
  if (customerToken) {
    const signIn = await authenticateCustomer(db, secret, customerToken, now);
    if (signIn) {
      const { customer, sessionId, expiresAt } = signIn;
      return { kind: 'customer', customer, sessionId, expiresAt };
    }
  }
  if (staffToken) {
    const signIn = await authenticateStaff(db, secret, staffToken, now);
    if (signIn) {
      const { staff, sessionId, expiresAt } = signIn;
      return staff.sellerId
        ? { kind: 'seller', sellerId: staff.sellerId, staff, sessionId, expiresAt }
        : { kind: 'admin', staff, sessionId, expiresAt };
    }
  }
  return undefined;
}

/**
 * Whether the sign-in a socket was opened on still holds now: its token unexpired and its
 * session live, as `identify` found them (a logout, a password change or a deactivation since
 * ends it).
 */
export async function stillSignedIn(
  identity: SignedInIdentity,
  now: Date,
  db: Database,
): Promise<boolean> {
  if (now.getTime() >= identity.expiresAt) return false;
  const session =
    identity.kind === 'customer'
      ? await liveCustomerSession(db, identity.sessionId, identity.customer.id)
      : await findStaffSession(db, identity.sessionId, identity.staff.id);
  return session !== undefined;
}
