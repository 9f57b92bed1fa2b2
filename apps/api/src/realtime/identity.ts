import type { TokenPayload } from '@chapkhana/shared/accounts';
import type { StaffTokenPayload } from '@chapkhana/shared/staff';
import type { Database } from '../db/client';
import { authenticateCustomer } from '../modules/accounts/tokens';
import { authenticateStaff } from '../modules/staff/service';
import type { HandshakeCredentials } from './handshake';

/** Who is behind a socket, decided once at the handshake. */
export type SocketIdentity =
  | { kind: 'anonymous' }
  | { kind: 'customer'; customer: TokenPayload }
  | { kind: 'seller'; sellerId: string; staff: StaffTokenPayload }
  | { kind: 'admin'; staff: StaffTokenPayload };

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
    if (signIn) return { kind: 'customer', customer: signIn.customer };
  }
  if (staffToken) {
    const signIn = await authenticateStaff(db, secret, staffToken, now);
    if (signIn) {
      const { staff } = signIn;
      return staff.sellerId
        ? { kind: 'seller', sellerId: staff.sellerId, staff }
        : { kind: 'admin', staff };
    }
  }
  return undefined;
}
