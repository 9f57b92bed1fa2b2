import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_FLAG_KINDS } from '@chapkhana/shared/reconciliation';
import { at, createdAt, id } from './columns';
import { staffUsers } from './people';
import { orders, paymentMethod } from './shopping';

/**
 * What a person must look at about an online payment (issue 38, reconciliation):
 * - `amount_differs`: the provider says paid, but not our amount, currency or reference;
 * - `paid_after_cancel`: paid for an order that was cancelled (a refund is due);
 * - `paid_twice`: paid for an order another payment had paid already (a refund is due);
 * - `status_mismatch`: the provider's status says other than ours (paid here, not there…);
 * - `pending_too_long`: still pending at the provider a day after the attempt ended;
 * - `refund_stuck`: a refund the provider has not confirmed after a day.
 */
export const paymentFlagKind = pgEnum('payment_flag_kind', PAYMENT_FLAG_KINDS);

/** One fact per payment and kind, written once however often it is seen; resolved by a person. */
export const paymentFlags = pgTable(
  'payment_flags',
  {
    id: id(),
    kind: paymentFlagKind('kind').notNull(),
    method: paymentMethod('method').notNull(),
    /** fib_payments.id for FIB, page_payments.id for the others. */
    paymentId: text('payment_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The Asia/Baghdad day the payment was made on (the reconciliation table's row). */
    day: date('day', { mode: 'string' }).notNull(),
    /** What the shop has, and what the provider said, as short readable words. */
    ours: text('ours').notNull(),
    theirs: text('theirs').notNull(),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('payment_flags_fact_unique').on(t.kind, t.method, t.paymentId),
    index('payment_flags_order_idx').on(t.orderId),
    index('payment_flags_resolved_by_idx').on(t.resolvedBy),
    index('payment_flags_open_idx')
      .on(t.day)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/** The last reconciliation run of one provider's day: how many were asked, and how many could not be. */
export const paymentChecks = pgTable(
  'payment_checks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: paymentMethod('method').notNull(),
    checkedAt: at('checked_at').notNull(),
    asked: integer('asked').notNull(),
    couldNotAsk: integer('could_not_ask').notNull(),
    flagged: integer('flagged').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method] })],
);
