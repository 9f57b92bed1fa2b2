import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type {
  AuditAction,
  AuditActorKind,
  AuditEntry,
  AuditSubject,
} from '@chapkhana/shared/audit';
import { SHOP_ROLES, type ShopRole } from '@chapkhana/shared/shop-roles';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/index';

/**
 * Who made a change: a print house's member or an admin (by staff account), the customer, or the
 * system (a provider's callback, a courier's report, a sweeper). Only the id is passed: the name
 * and role are read from the account as the change is written.
 */
export type AuditActor =
  | { kind: 'staff' | 'admin'; id: string | undefined }
  | { kind: 'customer'; id: string }
  | { kind: 'system' };

export interface AuditChange {
  actor: AuditActor;
  subject: AuditSubject;
  subjectId: string;
  action: AuditAction;
  /** The print house it concerns (its part, product, settings or staff). */
  sellerId?: string | null | undefined;
  /** The order it concerns, for the order's history. */
  orderId?: string | null | undefined;
  details?: Record<string, string>;
  at: Date;
}

/**
 * Records that an admin changed one of the shop's settings (`subjectId` names which: `holidays`,
 * `working-week`, `courier-days`, `delivery-fees`, `payment-methods`, `shop`), in the caller's
 * transaction.
 */
export function insertSettingChange(
  db: Database,
  change: { staffId: string; subjectId: string; details?: Record<string, string>; at: Date },
): Promise<void> {
  return insertAuditEvent(db, {
    actor: { kind: 'admin', id: change.staffId },
    subject: 'setting',
    subjectId: change.subjectId,
    action: 'setting.update',
    details: change.details,
    at: change.at,
  });
}

/** Writes one change of the history, in the caller's transaction. */
export async function insertAuditEvent(db: Database, change: AuditChange): Promise<void> {
  const { actor } = change;
  const id = actor.kind === 'system' ? null : (actor.id ?? null);
  // Written out with table names: inside a sub-select drizzle leaves columns unqualified.
  const name =
    id === null
      ? null
      : actor.kind === 'customer'
        ? sql`(SELECT c.name FROM customers AS c WHERE c.id = ${id})`
        : sql`(SELECT s.name FROM staff_users AS s WHERE s.id = ${id})`;
  const role =
    id !== null && actor.kind === 'staff'
      ? sql`(SELECT s.seller_role::text FROM staff_users AS s WHERE s.id = ${id})`
      : null;
  await db.insert(auditEvents).values({
    at: change.at,
    actorKind: actor.kind satisfies AuditActorKind,
    actorId: id,
    actorName: name,
    actorRole: role,
    sellerId: change.sellerId ?? null,
    subject: change.subject,
    subjectId: change.subjectId,
    orderId: change.orderId ?? null,
    action: change.action,
    details: change.details ?? {},
  });
}

const isShopRole = (role: string | null): role is ShopRole =>
  role !== null && (SHOP_ROLES as readonly string[]).includes(role);

/**
 * An order's history, newest first: all of it for the admin, or what a seller may see of it (its
 * own part's changes and the order's own, such as the customer's payment; never another seller's).
 */
export async function orderHistory(
  db: Database,
  orderId: string,
  sellerId?: string,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.orderId, orderId),
        sellerId === undefined
          ? undefined
          : or(isNull(auditEvents.sellerId), eq(auditEvents.sellerId, sellerId)),
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.seq))
    .limit(500);
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    actor: {
      kind: row.actorKind,
      id: row.actorId,
      name: row.actorName,
      role: isShopRole(row.actorRole) ? row.actorRole : null,
    },
    subject: row.subject,
    subjectId: row.subjectId,
    action: row.action as AuditAction,
    details: row.details,
  }));
}

/** A subject's history (a product, a shop's staff member), newest first, for tests and the console. */
export async function subjectHistory(db: Database, subject: AuditSubject, subjectId: string) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, subject), eq(auditEvents.subjectId, subjectId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.seq));
}
