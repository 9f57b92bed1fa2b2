/**
 * The SQL of cash reconciled (issue 36): one query per view, every amount summed in the
 * database as whole dinars (integer columns, bigint sums), never added up in JavaScript floats.
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CashFigures, CashState } from '@chapkhana/shared/cash';
import type { Database } from '../../db/client';
import {
  courierAccounts,
  courierInvoices,
  orders,
  parcelEvents,
  parcels,
  sellers,
} from '../../db/schema/index';
import { accountFreeToPoll } from './tracking-repository';

/** Days `from`..`to` (both included, Iraq time) as the instants they start and end. */
export interface CashRange {
  start: Date;
  end: Date;
}

const handedOn = sql`coalesce(${parcels.handedOverAt}, ${parcels.createdAt})`;
const within = (range: CashRange) =>
  and(gte(handedOn, range.start), lt(handedOn, range.end)) as SQL;

// Each parcel's cash is in one state. "Collected" is the courier's delivered report (even before
// the poller wrote the amount) or the seller's confirmation; the amount is what was collected.
const isSettled = sql`${parcels.cashSettledAt} IS NOT NULL`;
const isCollected = sql`(${parcels.cashCollectedAt} IS NOT NULL OR ${parcels.state} = 'delivered')`;
const collectedAmount = sql`coalesce(${parcels.cashCollectedIqd}, ${parcels.cashAmountIqd})`;
const isReturned = sql`(${parcels.state} = 'returned' AND NOT ${isCollected})`;
const isOut = sql`(${parcels.handedOverAt} IS NOT NULL AND ${parcels.state} NOT IN ('delivered', 'returned', 'cancelled') AND NOT ${isCollected})`;

const cashStateSql = sql<CashState | null>`CASE
  WHEN ${isSettled} THEN 'settled'
  WHEN ${isCollected} THEN 'collected'
  WHEN ${isReturned} THEN 'returned'
  WHEN ${isOut} THEN 'out'
  ELSE NULL END`;

const sumWhen = (when: SQL, amount: SQL = sql`${parcels.cashAmountIqd}`) =>
  sql<number>`coalesce(sum(CASE WHEN ${when} THEN ${amount} ELSE 0 END), 0)`.mapWith(Number);

const figureColumns = {
  out: sumWhen(isOut),
  collected: sumWhen(isCollected, collectedAmount),
  settled: sumWhen(isSettled, collectedAmount),
  returned: sumWhen(isReturned),
  parcels: sql<number>`count(*)`.mapWith(Number),
};

/** A parcel with cash to collect that reached a courier (or the own driver). */
const withCash = and(
  sql`${parcels.cashAmountIqd} > 0`,
  sql`${parcels.state} <> 'cancelled' OR ${parcels.cashCollectedAt} IS NOT NULL`,
) as SQL;

export interface CourierFiguresRow {
  sellerId: string;
  sellerName: string;
  carrier: (typeof parcels.carrier.enumValues)[number];
  courierAccountId: string | null;
  accountName: string;
  simulation: boolean;
  figures: CashFigures;
}

/** The figures per seller and courier account (`own` has none) over `range`. */
export async function courierFigures(
  db: Database,
  range: CashRange,
  sellerId?: string,
): Promise<CourierFiguresRow[]> {
  const rows = await db
    .select({
      sellerId: parcels.sellerId,
      sellerName: sellers.shopNameEn,
      carrier: parcels.carrier,
      courierAccountId: parcels.courierAccountId,
      accountName: sql<string>`coalesce(${courierAccounts.username}, '')`,
      simulation: sql<boolean>`coalesce(${courierAccounts.simulation}, false)`,
      ...figureColumns,
    })
    .from(parcels)
    .innerJoin(sellers, eq(sellers.id, parcels.sellerId))
    .leftJoin(courierAccounts, eq(courierAccounts.id, parcels.courierAccountId))
    .where(and(within(range), withCash, sellerId ? eq(parcels.sellerId, sellerId) : undefined))
    .groupBy(
      parcels.sellerId,
      sellers.shopNameEn,
      parcels.carrier,
      parcels.courierAccountId,
      courierAccounts.username,
      courierAccounts.simulation,
    )
    .orderBy(asc(sellers.shopNameEn), asc(parcels.carrier), asc(courierAccounts.username));
  return rows.map(({ out, collected, settled, returned, parcels: count, ...row }) => ({
    ...row,
    figures: { out, collected, settled, owed: collected - settled, returned, parcels: count },
  }));
}

/** Whose parcels, which courier (an account id or `own`) and which cash state. */
export interface CashParcelFilter {
  sellerId?: string | undefined;
  courier?: string | undefined;
  state?: CashState | undefined;
}

const courierIs = (courier: string | undefined): SQL | undefined => {
  if (!courier) return undefined;
  return courier === 'own' ? eq(parcels.carrier, 'own') : eq(parcels.courierAccountId, courier);
};

/** The parcels behind the figures, newest hand-over first (at most 500). */
export async function cashParcels(db: Database, range: CashRange, filter: CashParcelFilter) {
  return db
    .select({
      id: parcels.id,
      orderId: parcels.orderId,
      orderNumber: orders.orderNumber,
      sellerOrderId: parcels.sellerOrderId,
      carrier: parcels.carrier,
      courierAccountId: parcels.courierAccountId,
      waybill: parcels.waybill,
      state: parcels.state,
      cashState: cashStateSql,
      cashAmountIqd: parcels.cashAmountIqd,
      cashCollectedIqd: parcels.cashCollectedIqd,
      handedOverAt: parcels.handedOverAt,
      deliveredAt: parcels.deliveredAt,
      cashCollectedAt: parcels.cashCollectedAt,
      cashSettledAt: parcels.cashSettledAt,
      courierInvoiceId: parcels.courierInvoiceId,
    })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(
      and(
        within(range),
        withCash,
        sql`${cashStateSql} IS NOT NULL`,
        filter.sellerId ? eq(parcels.sellerId, filter.sellerId) : undefined,
        courierIs(filter.courier),
        filter.state ? sql`${cashStateSql} = ${filter.state}` : undefined,
      ),
    )
    .orderBy(sql`${handedOn} DESC`, asc(orders.orderNumber))
    .limit(500);
}

/** The parcels handed to one courier (or the own driver) on one Iraq day, for its list. */
export async function handedOverOn(
  db: Database,
  range: CashRange,
  filter: { sellerId: string; courier: string },
) {
  return db
    .select({
      waybill: parcels.waybill,
      orderNumber: orders.orderNumber,
      shippingInfo: orders.shippingInfo,
      pieces: parcels.pieces,
      cashAmountIqd: parcels.cashAmountIqd,
    })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(
      and(
        eq(parcels.sellerId, filter.sellerId),
        courierIs(filter.courier),
        isNotNull(parcels.handedOverAt),
        gte(parcels.handedOverAt, range.start),
        lt(parcels.handedOverAt, range.end),
        sql`${parcels.state} <> 'cancelled'`,
      ),
    )
    .orderBy(asc(parcels.handedOverAt), asc(orders.orderNumber));
}

export async function findSeller(db: Database, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id, name: sellers.shopNameEn })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}

/**
 * Live accounts whose invoices are due a read: not read since `dueBefore`, with cash the
 * courier collected still to be settled, and neither paused nor leased by the poller.
 */
export async function accountsWithInvoicesDue(db: Database, dueBefore: Date, now: Date) {
  return db
    .select()
    .from(courierAccounts)
    .where(
      and(
        accountFreeToPoll(now),
        or(
          isNull(courierAccounts.invoicesSyncedAt),
          lte(courierAccounts.invoicesSyncedAt, dueBefore),
        ),
        sql`EXISTS (SELECT 1 FROM ${parcels} WHERE ${parcels.courierAccountId} = ${courierAccounts.id}
          AND ${isCollected} AND NOT ${isSettled})`,
      ),
    );
}

/** The poller read the account's invoices at `at`. */
export async function markInvoicesSynced(db: Database, accountId: string, at: Date) {
  await db
    .update(courierAccounts)
    .set({ invoicesSyncedAt: at })
    .where(eq(courierAccounts.id, accountId));
}

/** Own-delivery parcels of `sellerId` whose cash was collected and not yet handed in (locked). */
export async function lockOwnParcelsToSettle(tx: Database, sellerId: string, ids: string[]) {
  return tx
    .select({ id: parcels.id, state: parcels.state })
    .from(parcels)
    .where(
      and(
        eq(parcels.sellerId, sellerId),
        eq(parcels.carrier, 'own'),
        sql`${parcels.id} IN ${ids}`,
        isNull(parcels.cashSettledAt),
        sql`${isCollected}`,
      ),
    )
    .for('update');
}

/** A parcel's cash paid over at `now` (collected then too, at its amount, if nobody said so before). */
export const settledAt = (now: Date) => ({
  cashSettledAt: now,
  cashCollectedAt: sql`coalesce(${parcels.cashCollectedAt}, ${now})`,
  cashCollectedIqd: sql`coalesce(${parcels.cashCollectedIqd}, ${parcels.cashAmountIqd})`,
  updatedAt: now,
});

/** The own driver handed the cash in: settled by hand, with who and when in the history. */
export async function settleByHand(
  tx: Database,
  rows: { id: string; state: (typeof parcels.state.enumValues)[number] }[],
  input: { actorId: string | null; note: string; now: Date },
) {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await tx
    .update(parcels)
    .set(settledAt(input.now))
    .where(sql`${parcels.id} IN ${ids}`);
  await tx.insert(parcelEvents).values(
    rows.map((row) => ({
      parcelId: row.id,
      source: 'staff' as const,
      state: row.state,
      note: input.note,
      actorId: input.actorId,
      occurredAt: input.now,
    })),
  );
}

/** A seller's stored courier invoices with what our parcels in each add up to. */
export async function invoicesOf(
  db: Database,
  filter: { sellerId?: string | undefined; invoiceId?: string },
) {
  const ours = db
    .select({
      accountId: parcels.courierAccountId,
      invoiceId: parcels.courierInvoiceId,
      // What the courier pays over: the cash collected less its own fee for each parcel.
      amount: sql<number>`sum(${collectedAmount} - coalesce(${parcels.courierFeeIqd}, 0))`
        .mapWith(Number)
        .as('our_amount'),
      count: sql<number>`count(*)`.mapWith(Number).as('our_count'),
    })
    .from(parcels)
    .where(isNotNull(parcels.courierInvoiceId))
    .groupBy(parcels.courierAccountId, parcels.courierInvoiceId)
    .as('ours');
  return db
    .select({
      id: courierInvoices.id,
      sellerId: courierAccounts.sellerId,
      courierAccountId: courierInvoices.courierAccountId,
      courierInvoiceId: courierInvoices.courierInvoiceId,
      amountIqd: courierInvoices.amountIqd,
      parcelCount: courierInvoices.parcelCount,
      courierStatus: courierInvoices.courierStatus,
      unknownOrders: courierInvoices.unknownOrders,
      receivedAt: courierInvoices.receivedAt,
      fetchedAt: courierInvoices.fetchedAt,
      ourAmountIqd: sql<number>`coalesce(${ours.amount}, 0)`.mapWith(Number),
      ourParcelCount: sql<number>`coalesce(${ours.count}, 0)`.mapWith(Number),
    })
    .from(courierInvoices)
    .innerJoin(courierAccounts, eq(courierAccounts.id, courierInvoices.courierAccountId))
    .leftJoin(
      ours,
      and(
        eq(ours.accountId, courierInvoices.courierAccountId),
        eq(ours.invoiceId, courierInvoices.courierInvoiceId),
      ),
    )
    .where(
      and(
        filter.sellerId ? eq(courierAccounts.sellerId, filter.sellerId) : undefined,
        filter.invoiceId ? eq(courierInvoices.id, filter.invoiceId) : undefined,
      ),
    )
    .orderBy(sql`${courierInvoices.receivedAt} IS NOT NULL`, sql`${courierInvoices.fetchedAt} DESC`)
    .limit(200);
}
