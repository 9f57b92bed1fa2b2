import type { TokenPayload } from '@chapkhana/shared/accounts';
import type { StaffTokenPayload } from '@chapkhana/shared/staff';
import type { Database } from '../db/client';
import { verifyCustomerToken } from '../modules/accounts/tokens';
import { isStaffActive, verifyStaffToken } from '../modules/staff/service';
import type { HandshakeCredentials } from './handshake';

/** Who is behind a socket, decided once at the handshake. */
export type SocketIdentity =
  | { kind: 'anonymous' }
  | { kind: 'customer'; customer: TokenPayload }
  | { kind: 'seller'; sellerId: string; staff: StaffTokenPayload }
  | { kind: 'admin'; staff: StaffTokenPayload };

/**
 * Who the handshake's tokens name. No token: anonymous, which may only follow product pages.
 * A token that does not verify: refused, so a stale sign-in is noticed rather than silently
 * downgraded.
 */
export async function identify(
  { customerToken, staffToken }: HandshakeCredentials,
  secret: string,
  now: Date,
  db: Database,
): Promise<SocketIdentity | undefined> {
  if (!customerToken && !staffToken) return { kind: 'anonymous' };
  if (customerToken) {
    const customer = await verifyCustomerToken(secret, customerToken, now);
    if (customer) return { kind: 'customer', customer };
  }
  if (staffToken) {
    const staff = await verifyStaffToken(secret, staffToken, now);
    if (staff && (await isStaffActive(db, staff.id))) {
      return staff.sellerId
        ? { kind: 'seller', sellerId: staff.sellerId, staff }
        : { kind: 'admin', staff };
    }
  }
  return undefined;
}
