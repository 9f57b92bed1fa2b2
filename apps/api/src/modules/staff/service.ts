import type { ConsoleSeller } from '@chapkhana/shared/staff';
import { staffTokenPayloadSchema, type StaffTokenPayload } from '@chapkhana/shared/staff';
import type { Language } from '@chapkhana/shared/languages';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import type { Database } from '../../db/client';
import { notFound, unauthorized } from '../../lib/http-errors';
import { signToken, tokenExpiry, verifyToken } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { normaliseDigits } from '@chapkhana/shared/text';
import { findStaffSession, insertSession, revokeAllSessions } from '../sessions/repository';
import * as staffRepo from './repository';

/** Staff sign-ins last a working day. */
export const STAFF_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

let decoyHash: Promise<string> | undefined;

/** Email-or-phone + password sign-in for admins and sellers; one answer for every failure. */
export async function staffLogIn(
  db: Database,
  secret: string,
  input: { login: string; password: string; lng?: Language | undefined },
  now: Date,
): Promise<{ token: string; staff: StaffTokenPayload }> {
  const login = staffLoginKey(input.login);
  const row = await staffRepo.findStaffForLogin(db, login);
  decoyHash ??= hashPassword('decoy password for timing');
  const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyHash), input.password);
  // A deactivated account or seller signs in no more, with the same answer as a wrong password.
  if (!row || !valid || !row.user.active || row.sellerActive === false)
    throw unauthorized('staff_bad_login');
  // The language signed in with becomes theirs: mail to them is written in it.
  if (input.lng && input.lng !== row.user.language) {
    await staffRepo.setStaffLanguage(db, row.user.id, input.lng);
  }
  const staff: StaffTokenPayload = {
    id: row.user.id,
    name: row.user.name,
    role: row.user.role,
    sellerId: row.sellerId ?? null,
  };
  const sessionId = await insertSession(db, { staffUserId: staff.id }, now);
  return {
    token: await signToken(
      secret,
      'staff',
      staff.id,
      { ...staff },
      now,
      STAFF_TOKEN_LIFETIME_SECONDS,
      sessionId,
    ),
    staff,
  };
}

/**
 * The account a console sign-in names, however it is written: a phone in any spelling
 * (`0750 000 0001`, `+964750…`, Eastern-Arabic digits) or an email in any case. Sign-in limits
 * count guesses per account on this key, not per text typed.
 */
export function staffLoginKey(
  login: string,
): { phone: string; email?: never } | { phone?: never; email: string } {
  const phone = parseIraqiPhone(normaliseDigits(login));
  return phone ? { phone } : { email: login.trim().toLowerCase() };
}

/**
 * The staff member behind a token whose session is live and whose account (and shop) is still
 * active: a token outlives neither a logout nor a deactivation.
 */
export async function authenticateStaff(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<{ staff: StaffTokenPayload; sessionId: string; expiresAt: number } | undefined> {
  const payload = await verifyToken(secret, 'staff', token, now);
  const parsed = staffTokenPayloadSchema.safeParse(payload);
  if (!parsed.success || parsed.data.id !== payload?.sub || !payload.jti) return undefined;
  const session = await findStaffSession(db, payload.jti, parsed.data.id);
  return session
    ? { staff: parsed.data, sessionId: payload.jti, expiresAt: tokenExpiry(payload) }
    : undefined;
}

/**
 * Opens or closes a seller's shop. A closed shop's products leave the storefront (the catalogue
 * shows active sellers only) and its console sign-in stops working at the next request.
 */
export async function setSellerActive(
  db: Database,
  sellerId: string,
  active: boolean,
  now: Date,
): Promise<ConsoleSeller> {
  const seller = await staffRepo.setSellerActiveRow(db, sellerId, active);
  if (!seller) throw notFound('seller_not_found');
  // Reopening the shop later must not bring back the sign-ins it had.
  if (!active) await revokeAllSessions(db, { staffUserId: seller.staffUserId }, now);
  const row = await staffRepo.findConsoleSeller(db, sellerId);
  if (!row) throw notFound('seller_not_found');
  return row;
}
