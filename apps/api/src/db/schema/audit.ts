import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_KINDS, AUDIT_SUBJECTS } from '@chapkhana/shared/audit';
import { at, id } from './columns';
import { sellers } from './people';
import { orders } from './shopping';

export const auditActorKind = pgEnum('audit_actor_kind', AUDIT_ACTOR_KINDS);
export const auditSubject = pgEnum('audit_subject', AUDIT_SUBJECTS);

/**
 * Who changed what, and when (issue 39): one row per change to an order, a product, a price, a
 * setting or a shop's staff, written in the same transaction as the change (modules/audit). The
 * actor's name and role are copied: the history reads as it happened after a rename or removal.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** The order changes were written in: several in one moment still read in order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    actorKind: auditActorKind('actor_kind').notNull(),
    /** The staff user's or customer's id; null for the system. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    /** The member's role in its print house when it acted (null but for a seller's staff). */
    actorRole: text('actor_role'),
    /** The print house the change concerns (its part, product, settings or staff), if one. */
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    subject: auditSubject('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The order the change concerns, for its history (a part's, a print job's, a parcel's). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What was done, a stable code the console translates (packages/shared/src/audit.ts). */
    action: text('action').notNull(),
    details: jsonb('details')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_events_order_idx').on(t.orderId, t.at),
    index('audit_events_seller_idx').on(t.sellerId, t.at),
    index('audit_events_subject_idx').on(t.subject, t.subjectId, t.at),
  ],
);
