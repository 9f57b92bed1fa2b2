import { and, eq, sql } from 'drizzle-orm';
import {
  STAFF_BAD_LOGIN,
  staffTokenPayloadSchema,
  type StaffTokenPayload,
} from '@chapkhana/shared/staff';
import { parseIraqiPhone } from '@chapkhana/shared/phone';
import type { Database } from '../../db/client';
import { sellers, staffUsers } from '../../db/schema/index';
import { unauthorized } from '../../lib/http-errors';
import { signToken, verifyToken } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/** Staff sign-ins last a working day. */
export const STAFF_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

let decoyHash: Promise<string> | undefined;

/** Email-or-phone + password sign-in for admins and sellers; one answer for every failure. */
export async function staffLogIn(
  db: Database,
  secret: string,
  input: { login: string; password: string },
  now: Date,
): Promise<{ token: string; staff: StaffTokenPayload }> {
  const phone = parseIraqiPhone(input.login);
  const [row] = await db
    .select({ user: staffUsers, sellerId: sellers.id, sellerActive: sellers.active })
    .from(staffUsers)
    .leftJoin(sellers, eq(sellers.staffUserId, staffUsers.id))
    .where(
      phone
        ? eq(staffUsers.phone, phone)
        : eq(sql`lower(${staffUsers.email})`, input.login.trim().toLowerCase()),
    );
  decoyHash ??= hashPassword('decoy password for timing');
  const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyHash), input.password);
  // A deactivated account or seller signs in no more, with the same answer as a wrong password.
  if (!row || !valid || !row.user.active || row.sellerActive === false)
    throw unauthorized(STAFF_BAD_LOGIN);
  const staff: StaffTokenPayload = {
    id: row.user.id,
    name: row.user.name,
    role: row.user.role,
    sellerId: row.sellerId ?? null,
  };
  return {
    token: await signToken(
      secret,
      'staff',
      staff.id,
      { ...staff },
      now,
      STAFF_TOKEN_LIFETIME_SECONDS,
    ),
    staff,
  };
}

/** The staff member behind a valid token, or undefined. */
export async function verifyStaffToken(
  secret: string,
  token: string,
  now: Date,
): Promise<StaffTokenPayload | undefined> {
  const payload = await verifyToken(secret, 'staff', token, now);
  const parsed = staffTokenPayloadSchema.safeParse(payload);
  return parsed.success && parsed.data.id === payload?.sub ? parsed.data : undefined;
}

/** Still active (and, for a seller, the shop too)? A token outlives a deactivation. */
export async function isStaffActive(db: Database, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id, sellerActive: sellers.active })
    .from(staffUsers)
    .leftJoin(sellers, eq(sellers.staffUserId, staffUsers.id))
    .where(and(eq(staffUsers.id, staffId), eq(staffUsers.active, true)));
  return Boolean(row) && row?.sellerActive !== false;
}
