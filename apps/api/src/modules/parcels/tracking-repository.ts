/**
 * The SQL of tracking: a parcel's courier statuses and history, the poller's accounts and
 * open parcels, and the reads of a parcel's history for the customer and the console.
 */
import { and, asc, desc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { FINAL_PARCEL_STATES } from '@chapkhana/shared/parcels';
import type { Database } from '../../db/client';
import { courierAccounts, orders, parcelEvents, parcels } from '../../db/schema/index';
import { leaseEnd } from '../../lib/lease';

export type ParcelRow = typeof parcels.$inferSelect;
export type ParcelEventRow = typeof parcelEvents.$inferSelect;
export type CourierAccountRow = typeof courierAccounts.$inferSelect;

export async function findParcel(db: Database, parcelId: string) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, parcelId));
  return row;
}

/** The parcel, locked until the transaction ends (taken after its order's lock). */
export { lockParcel } from './repository';

/** Our parcel behind a courier's order id at one account, if we know it. */
export async function parcelOfCourierOrder(
  db: Database,
  courierAccountId: string,
  courierOrderId: string,
) {
  const [row] = await db
    .select()
    .from(parcels)
    .where(
      and(
        eq(parcels.courierAccountId, courierAccountId),
        or(eq(parcels.courierOrderId, courierOrderId), eq(parcels.waybill, courierOrderId)),
      ),
    )
    .limit(1);
  return row;
}

/** The parcel's last event that came from the courier (to tell a repeat or an older status). */
export async function lastCourierEvent(db: Database, parcelId: string) {
  const [row] = await db
    .select()
    .from(parcelEvents)
    .where(
      and(
        eq(parcelEvents.parcelId, parcelId),
        inArray(parcelEvents.source, ['courier_poll', 'courier_webhook']),
      ),
    )
    .orderBy(desc(parcelEvents.occurredAt), desc(parcelEvents.createdAt))
    .limit(1);
  return row;
}

/** A line of a parcel's history (strictly typed, the parcels repository's). */
export { insertParcelEvent } from './repository';

export async function updateParcel(
  tx: Database,
  parcelId: string,
  values: Partial<typeof parcels.$inferInsert>,
) {
  await tx.update(parcels).set(values).where(eq(parcels.id, parcelId));
}

/** Whom a parcel's change is told to: the order's customer and the parcel's seller. */
export async function audienceOfParcel(db: Database, parcelId: string) {
  const [row] = await db
    .select({
      customerId: orders.customerId,
      sellerId: parcels.sellerId,
      orderId: parcels.orderId,
      sellerOrderId: parcels.sellerOrderId,
      state: parcels.state,
    })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(eq(parcels.id, parcelId));
  return row;
}

// --- The poller --------------------------------------------------------------------------------

const openState = notInArray(parcels.state, [...FINAL_PARCEL_STATES]);

/**
 * Accounts with parcels to ask about: connected, not paused, not held by another copy, and with
 * an open parcel not asked about since `dueBefore`.
 */
/** A live account the poller may take now: neither paused nor leased by a copy of the API. */
export const accountFreeToPoll = (now: Date) =>
  and(
    isNull(courierAccounts.disconnectedAt),
    or(isNull(courierAccounts.pollPausedUntil), lte(courierAccounts.pollPausedUntil, now)),
    or(isNull(courierAccounts.pollClaimedUntil), lte(courierAccounts.pollClaimedUntil, sql`now()`)),
  );

export async function accountsDue(db: Database, dueBefore: Date, now: Date) {
  return db
    .select()
    .from(courierAccounts)
    .where(
      and(
        accountFreeToPoll(now),
        sql`EXISTS (SELECT 1 FROM ${parcels} WHERE ${parcels.courierAccountId} = ${courierAccounts.id}
          AND ${parcels.courierOrderId} IS NOT NULL
          AND ${parcels.state} NOT IN ('delivered', 'returned', 'cancelled')
          AND (${parcels.lastPolledAt} IS NULL OR ${parcels.lastPolledAt} <= ${dueBefore}))`,
      ),
    );
}

/** Takes the account's poll lease; true for the one copy that got it. */
export async function claimAccountPoll(db: Database, accountId: string, holderId: string) {
  const claimed = await db
    .update(courierAccounts)
    .set({ pollClaimedUntil: leaseEnd(), pollClaimedBy: holderId })
    .where(
      and(
        eq(courierAccounts.id, accountId),
        or(
          isNull(courierAccounts.pollClaimedUntil),
          lte(courierAccounts.pollClaimedUntil, sql`now()`),
        ),
      ),
    )
    .returning({ id: courierAccounts.id });
  return claimed.length > 0;
}

export async function renewAccountPoll(db: Database, accountId: string, holderId: string) {
  await db
    .update(courierAccounts)
    .set({ pollClaimedUntil: leaseEnd() })
    .where(and(eq(courierAccounts.id, accountId), eq(courierAccounts.pollClaimedBy, holderId)));
}

export async function releaseAccountPoll(db: Database, accountId: string, holderId: string) {
  await db
    .update(courierAccounts)
    .set({ pollClaimedUntil: null, pollClaimedBy: null })
    .where(and(eq(courierAccounts.id, accountId), eq(courierAccounts.pollClaimedBy, holderId)));
}

/** The account's open parcels not asked about since `dueBefore`, the longest unasked first. */
export async function openParcelsDue(
  db: Database,
  accountId: string,
  dueBefore: Date,
  limit: number,
) {
  return db
    .select({ id: parcels.id, courierOrderId: parcels.courierOrderId })
    .from(parcels)
    .where(
      and(
        eq(parcels.courierAccountId, accountId),
        openState,
        sql`${parcels.courierOrderId} IS NOT NULL`,
        or(isNull(parcels.lastPolledAt), lte(parcels.lastPolledAt, dueBefore)),
      ),
    )
    .orderBy(sql`${parcels.lastPolledAt} ASC NULLS FIRST`, asc(parcels.createdAt))
    .limit(limit);
}

export async function markPolled(db: Database, parcelIds: string[], at: Date) {
  if (parcelIds.length === 0) return;
  await db.update(parcels).set({ lastPolledAt: at }).where(inArray(parcels.id, parcelIds));
}

/** A poll went through: the account's failures are forgotten. */
export async function accountPolledFine(db: Database, accountId: string) {
  await db
    .update(courierAccounts)
    .set({ pollFailures: 0, pollPausedUntil: null, lastError: null })
    .where(and(eq(courierAccounts.id, accountId), sql`${courierAccounts.pollFailures} > 0`));
}

/** The courier failed the poll: the account waits until `until`, the failure counted. */
export async function pauseAccountPoll(
  db: Database,
  accountId: string,
  values: { until: Date; failures: number; error: string },
) {
  await db
    .update(courierAccounts)
    .set({ pollPausedUntil: values.until, pollFailures: values.failures, lastError: values.error })
    .where(eq(courierAccounts.id, accountId));
}

export async function setWebhookSecretHash(db: Database, accountId: string, hash: string) {
  await db
    .update(courierAccounts)
    .set({ webhookSecretHash: hash, updatedAt: new Date() })
    .where(eq(courierAccounts.id, accountId));
}

// --- Reads of parcels and their history ----------------------------------------------------------

/** The order's parcels (those cancelled and replaced included), oldest first. */
export async function parcelsOfOrder(db: Database, orderId: string) {
  return db
    .select({ parcel: parcels, simulation: courierAccounts.simulation })
    .from(parcels)
    .leftJoin(courierAccounts, eq(courierAccounts.id, parcels.courierAccountId))
    .where(eq(parcels.orderId, orderId))
    .orderBy(asc(parcels.createdAt));
}

/** The events of these parcels, in the order they happened. */
export async function eventsOf(db: Database, parcelIds: string[]) {
  if (parcelIds.length === 0) return [];
  return db
    .select()
    .from(parcelEvents)
    .where(inArray(parcelEvents.parcelId, parcelIds))
    .orderBy(asc(parcelEvents.occurredAt), asc(parcelEvents.createdAt));
}

/** Parcels a person should look at: all of them (admin) or one seller's, newest first. */
export async function parcelsNeedingAttention(db: Database, sellerId: string | undefined) {
  return db
    .select({ parcel: parcels, simulation: courierAccounts.simulation })
    .from(parcels)
    .leftJoin(courierAccounts, eq(courierAccounts.id, parcels.courierAccountId))
    .where(
      and(eq(parcels.needsAttention, true), sellerId ? eq(parcels.sellerId, sellerId) : undefined),
    )
    .orderBy(desc(parcels.updatedAt))
    .limit(200);
}
