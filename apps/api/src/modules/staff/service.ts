import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleSeller } from '@chapkhana/shared/staff';
import { GOVERNORATES } from '@chapkhana/shared/governorates';
import type { z } from '@chapkhana/shared/zod';
import type { createSellerBodySchema } from '@chapkhana/shared/staff';
import { staffTokenPayloadSchema, type StaffTokenPayload } from '@chapkhana/shared/staff';
import type { Language } from '@chapkhana/shared/languages';
import type { ShopRole } from '@chapkhana/shared/shop-roles';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import type { Database } from '../../db/client';
import { violatedUniqueIndex } from '../../db/errors';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors';
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
    sellerRole: row.user.sellerRole,
  };
  const sessionId = await insertSession(db, { staffUserId: staff.id }, now);
  await staffRepo.setLastSignIn(db, staff.id, now);
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
  if (!session) return undefined;
  // The shop and role as the account has them now, not as they were at sign-in.
  const staff = { ...parsed.data, sellerId: session.sellerId, sellerRole: session.sellerRole };
  return { staff, sessionId: payload.jti, expiresAt: tokenExpiry(payload) };
}

/**
 * Opens or suspends a seller's shop. A suspended shop's products leave the storefront (the
 * catalogue shows active sellers only; the products themselves are kept), its orders stay as they
 * are, and its console sign-in stops working at the next request. Reopening brings it all back.
 */
export async function setSellerActive(
  db: Database,
  sellerId: string,
  change: { active: boolean; reason?: string | undefined },
  now: Date,
): Promise<ConsoleSeller> {
  const { active } = change;
  const seller = await staffRepo.setSellerActiveRow(
    db,
    sellerId,
    active ? { active } : { active, reason: change.reason ?? '', now },
  );
  if (!seller) throw notFound('seller_not_found');
  // Reopening the shop later must not bring back the sign-ins it had.
  if (!active) await revokeAllSessions(db, { staffUserId: seller.staffUserId }, now);
  const row = await staffRepo.findConsoleSeller(db, sellerId);
  if (!row) throw notFound('seller_not_found');
  return row;
}

// --- New sellers and their set-password links ---------------------------------------------------

/** How long a mailed set-password link works. */
export const PASSWORD_LINK_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** A short fingerprint of the current password hash: a link stops working once it changed. */
const passwordStamp = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);

/** A signed link that lets the account set its password once, within seven days. */
export async function passwordLink(
  secret: string,
  publicUrl: string,
  account: { id: string; passwordHash: string },
  now: Date,
): Promise<string> {
  const token = await signToken(
    secret,
    'staff-password',
    account.id,
    { pw: passwordStamp(account.passwordHash) },
    now,
    PASSWORD_LINK_LIFETIME_SECONDS,
  );
  return `${publicUrl}/console/set-password?token=${encodeURIComponent(token)}`;
}

/**
 * Adds a print house: its shop (open from now, with no products yet) and its console account,
 * which has no usable password until its owner follows the mailed link. An email or phone any
 * console account already has is refused (409), and nothing is written.
 */
export async function createSeller(
  db: Database,
  input: z.output<typeof createSellerBodySchema>,
  now: Date,
): Promise<{ seller: ConsoleSeller; account: { id: string; passwordHash: string } }> {
  const city = GOVERNORATES.find((g) => g.code === input.city)?.en ?? input.city;
  // The mails it gets are in the language the admin chose, until it signs in.
  const { result: sellerId, passwordHash } = await insertConsoleAccount(
    db,
    input,
    null,
    now,
    async (tx, accountId) => {
      const seller = await staffRepo.insertSeller(tx, {
        staffUserId: accountId,
        shopNameKu: input.shopNameKu,
        shopNameAr: input.shopNameAr,
        shopNameEn: input.shopNameEn,
        city,
        createdAt: now,
      });
      // The account is the new shop's first owner.
      await staffRepo.setStaffShop(tx, accountId, { sellerId: seller.id, sellerRole: 'owner' });
      return seller.id;
    },
  );
  const seller = await staffRepo.findConsoleSeller(db, sellerId);
  if (!seller) throw notFound('seller_not_found');
  return { seller, account: { id: seller.account._id, passwordHash } };
}

/**
 * Writes a print house's new console account (a shop's new owner, or a member in `shop`'s role)
 * with a password hash nobody knows, and what goes with it (`andThen`, in the same transaction).
 * An email or phone any console account already has is refused (409) and nothing is written.
 */
export async function insertConsoleAccount<T>(
  db: Database,
  input: { name: string; email: string; phone: string; language: Language },
  shop: { sellerId: string; sellerRole: ShopRole } | null,
  now: Date,
  andThen: (tx: Database, accountId: string) => Promise<T>,
): Promise<{ result: T; passwordHash: string }> {
  const passwordHash = await newAccountPasswordHash(db, input);
  try {
    const result = await db.transaction(async (tx) => {
      const account = await staffRepo.insertStaffUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        role: 'seller',
        ...shop,
        language: input.language,
        createdAt: now,
        updatedAt: now,
      });
      return andThen(tx, account.id);
    });
    return { result, passwordHash };
  } catch (error) {
    throw takenLoginConflict(error);
  }
}

/**
 * For a new console account: refuses (409) an email or phone another account has, before
 * anything is written, and answers a password hash nobody knows (the account signs in only
 * after its person sets a password from the mailed link).
 */
async function newAccountPasswordHash(
  db: Database,
  input: { email: string; phone: string },
): Promise<string> {
  const taken = await staffRepo.findStaffByEmailOrPhone(db, input.email, input.phone);
  if (taken) {
    throw conflict(taken.phone === input.phone ? 'staff_phone_taken' : 'staff_email_taken');
  }
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Two people adding the same person at once: the second breaks a unique index, answered as the
 * 409 the first check would have given; any other error as it is.
 */
function takenLoginConflict(error: unknown): unknown {
  const index = violatedUniqueIndex(error);
  if (index?.includes('phone')) return conflict('staff_phone_taken');
  if (index?.includes('email')) return conflict('staff_email_taken');
  return error;
}

/** The seller's account, for a new set-password link; 404 when there is no such seller. */
export async function sellerAccount(db: Database, sellerId: string) {
  const row = await staffRepo.findSellerAccount(db, sellerId);
  if (!row) throw notFound('seller_not_found');
  return row;
}

/**
 * Sets a console account's password from its mailed link and signs it in. The link works once
 * (it names the password it replaces), for seven days, and never for a deactivated account;
 * every other sign-in of the account ends.
 */
export async function setStaffPassword(
  db: Database,
  secret: string,
  input: { token: string; password: string },
  now: Date,
): Promise<{ token: string; staff: StaffTokenPayload }> {
  const payload = await verifyToken(secret, 'staff-password', input.token, now);
  const account = payload?.sub ? await staffRepo.findStaffUser(db, payload.sub) : undefined;
  if (!payload || !account || !account.active || payload.pw !== passwordStamp(account.passwordHash))
    throw badRequest('password_link_invalid');
  const replaced = await staffRepo.replacePasswordHash(
    db,
    account.id,
    account.passwordHash,
    await hashPassword(input.password),
    now,
  );
  if (!replaced) throw badRequest('password_link_invalid');
  await revokeAllSessions(db, { staffUserId: account.id }, now);
  return staffLogIn(db, secret, { login: account.email, password: input.password }, now);
}
