import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, sellers, sessions, staffUsers } from '../../db/schema/index';

export type Subject = { customerId: string } | { staffUserId: string };

export async function insertSession(db: Database, subject: Subject, now: Date): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...subject, createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Inserting a session returned no row.');
  return row.id;
}

/** A live (unrevoked) customer session with its customer as stored now; none once either is gone. */
export async function findCustomerSession(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      customer: {
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        address: customers.address,
      },
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row;
}

/**
 * A live staff session whose account (and, for a seller's member, shop) is still active and not
 * removed, with the shop and role the account has now (a changed role counts at once).
 */
export async function findStaffSession(db: Database, sessionId: string, staffUserId: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      sellerActive: sellers.active,
      sellerId: staffUsers.sellerId,
      sellerRole: staffUsers.sellerRole,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .leftJoin(sellers, eq(sellers.id, staffUsers.sellerId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.staffUserId, staffUserId),
        isNull(sessions.revokedAt),
        eq(staffUsers.active, true),
        isNull(staffUsers.removedAt),
      ),
    );
  return row && row.sellerActive !== false ? row : undefined;
}

export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live sign-in of one person (password change, deactivation); answers the sessions ended. */
export async function revokeAllSessions(
  db: Database,
  subject: Subject,
  now: Date,
): Promise<string[]> {
  const owner =
    'customerId' in subject
      ? eq(sessions.customerId, subject.customerId)
      : eq(sessions.staffUserId, subject.staffUserId);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(owner, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}
