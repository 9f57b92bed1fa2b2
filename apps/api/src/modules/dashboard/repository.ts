/**
 * The SQL of the console's dashboard (issue 39). Everything over a range of days is added up in
 * the database — grouped by the Iraq day (Asia/Baghdad) an order was placed, amounts summed as
 * `numeric` and read as text, never as JavaScript floats — so the answer is a few dozen rows
 * however many orders there are. Parts (`seller_orders`) are what is counted: a seller's figures
 * are its parts, the admin's every part (their amounts add up to the orders' totals).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  courierAccounts,
  orderLines,
  orders,
  parcels,
  sellerOrders,
  sellers,
} from '../../db/schema/index';

/** The instants a range of Iraq days starts and ends (end excluded). */
export interface DayRange {
  start: Date;
  end: Date;
}

/** The Iraq day of a timestamp column, `YYYY-MM-DD`. */
const iraqDay = (column: SQL | typeof sellerOrders.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'Asia/Baghdad', 'YYYY-MM-DD')`;

/** Runs a statement and reads its rows (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<{ rows: T[] }> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result;
}

const placedWithin = (range: DayRange) =>
  sql`${sellerOrders.createdAt} >= ${range.start} AND ${sellerOrders.createdAt} < ${range.end}`;
const ofSeller = (sellerId: string | undefined) =>
  sellerId ? sql`AND ${sellerOrders.sellerId} = ${sellerId}` : sql``;
const notCancelled = sql`${sellerOrders.deliveryStatus} <> 'cancelled'`;

/**
 * What of a part is already in: all of it once its order was paid online or its cash was
 * collected at the door; else the advance, once paid online; else nothing.
 */
const paidOfPart = sql`CASE
  WHEN ${orders.paymentStatus} = 'paid' OR ${sellerOrders.cashCollectedAt} IS NOT NULL
    THEN ${sellerOrders.amountIqd}
  WHEN ${orders.depositPaidAt} IS NOT NULL THEN least(${sellerOrders.depositIqd}, ${sellerOrders.amountIqd})
  ELSE 0 END`;

export interface DayRow {
  day: string;
  orders: number;
  sales: string;
  paid: string;
  cancelled: number;
}

/** Orders placed, sales, paid and cancelled per Iraq day of `range` (days without orders absent). */
export async function salesPerDay(
  db: Database,
  range: DayRange,
  sellerId: string | undefined,
): Promise<DayRow[]> {
  const result = await rowsOf<{
    day: string;
    orders: string | number;
    sales: string;
    paid: string;
    cancelled: string | number;
  }>(
    db,
    sql`
    SELECT ${iraqDay(sellerOrders.createdAt)} AS day,
      count(DISTINCT ${sellerOrders.orderId}) FILTER (WHERE ${notCancelled})::int AS orders,
      coalesce(sum(${sellerOrders.amountIqd}) FILTER (WHERE ${notCancelled}), 0)::text AS sales,
      coalesce(sum(${paidOfPart}) FILTER (WHERE ${notCancelled}), 0)::text AS paid,
      count(DISTINCT ${sellerOrders.orderId}) FILTER (WHERE NOT ${notCancelled})::int AS cancelled
    FROM ${sellerOrders}
    JOIN ${orders} ON ${orders.id} = ${sellerOrders.orderId}
    WHERE ${placedWithin(range)} ${ofSeller(sellerId)}
    GROUP BY 1
    ORDER BY 1`,
  );
  return result.rows.map((row) => ({
    day: row.day,
    orders: Number(row.orders),
    sales: row.sales,
    paid: row.paid,
    cancelled: Number(row.cancelled),
  }));
}

export interface BestProductRow {
  productId: string | null;
  enName: string;
  kuName: string;
  arName: string;
  quantity: number;
  amount: string;
}

export type BestBy = 'quantity' | 'amount';

/** Most pieces or most dinars first (the sums compared as numbers, not as their text). */
const rankBy = (by: BestBy) => {
  const pieces = sql`sum(${orderLines.quantity}) DESC`;
  const dinars = sql`sum(${orderLines.lineTotalIqd}) DESC`;
  return by === 'quantity' ? sql`${pieces}, ${dinars}` : sql`${dinars}, ${pieces}`;
};

/**
 * The `limit` best-selling products of `range` by pieces or by dinars: the lines of parts not
 * cancelled, a product deleted since kept apart by its name as bought.
 */
export async function bestProducts(
  db: Database,
  range: DayRange,
  sellerId: string | undefined,
  by: BestBy,
  limit: number,
): Promise<BestProductRow[]> {
  const order = rankBy(by);
  const result = await rowsOf<Omit<BestProductRow, 'quantity'> & { quantity: string }>(
    db,
    sql`
    SELECT ${orderLines.productId} AS "productId",
      max(${orderLines.product}->>'enName') AS "enName",
      max(${orderLines.product}->>'kuName') AS "kuName",
      max(${orderLines.product}->>'arName') AS "arName",
      sum(${orderLines.quantity})::int AS quantity,
      sum(${orderLines.lineTotalIqd})::text AS amount
    FROM ${orderLines}
    JOIN ${sellerOrders} ON ${sellerOrders.id} = ${orderLines.sellerOrderId}
    WHERE ${placedWithin(range)} AND ${notCancelled} ${ofSeller(sellerId)}
    GROUP BY ${orderLines.productId},
      CASE WHEN ${orderLines.productId} IS NULL THEN ${orderLines.product}->>'enName' END
    ORDER BY ${order}, 2
    LIMIT ${limit}`,
  );
  return result.rows.map((row) => ({
    ...row,
    quantity: Number(row.quantity),
    amount: String(row.amount),
  }));
}

export interface BestOptionRow {
  groupId: string;
  valueId: string;
  group: { enName: string; kuName: string; arName: string };
  value: { enName: string; kuName: string; arName: string };
  quantity: number;
  amount: string;
}

/** The `limit` most chosen print options (one value of one group) by pieces or by dinars. */
export async function bestOptions(
  db: Database,
  range: DayRange,
  sellerId: string | undefined,
  by: BestBy,
  limit: number,
): Promise<BestOptionRow[]> {
  const order = rankBy(by);
  const result = await rowsOf<{
    groupId: string;
    valueId: string;
    group: BestOptionRow['group'];
    value: BestOptionRow['value'];
    quantity: string;
    amount: string;
  }>(
    db,
    sql`
    SELECT option->>'groupId' AS "groupId", option->>'valueId' AS "valueId",
      (array_agg(option->'group'))[1] AS "group",
      (array_agg(option->'value'))[1] AS "value",
      sum(${orderLines.quantity})::int AS quantity,
      sum(${orderLines.lineTotalIqd})::text AS amount
    FROM ${orderLines}
    JOIN ${sellerOrders} ON ${sellerOrders.id} = ${orderLines.sellerOrderId}
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(${orderLines.print}->'options') = 'array'
        THEN ${orderLines.print}->'options' ELSE '[]'::jsonb END) AS option
    WHERE ${orderLines.print} IS NOT NULL AND ${placedWithin(range)} AND ${notCancelled}
      ${ofSeller(sellerId)}
    GROUP BY 1, 2
    ORDER BY ${order}, 1, 2
    LIMIT ${limit}`,
  );
  const names = (value: unknown) => {
    const given = (value ?? {}) as Partial<BestOptionRow['group']>;
    return {
      enName: given.enName ?? '',
      kuName: given.kuName ?? '',
      arName: given.arName ?? '',
    };
  };
  return result.rows.map((row) => ({
    groupId: row.groupId,
    valueId: row.valueId,
    group: names(row.group),
    value: names(row.value),
    quantity: Number(row.quantity),
    amount: String(row.amount),
  }));
}

/** Parts still in the print house: their proofs and jobs are counted as they stand now. */
const inProduction = sql`${sellerOrders.deliveryStatus} IN ('pending', 'preparing')`;

export interface ProofCounts {
  awaitingApproval: number;
  awaitingProof: number;
  awaitingArtwork: number;
}

/** Print lines of parts still in the print house, by whose turn their proof is. */
export async function proofsWaiting(
  db: Database,
  sellerId: string | undefined,
): Promise<ProofCounts> {
  const result = await rowsOf<Record<keyof ProofCounts, string | number>>(
    db,
    sql`
    SELECT
      count(*) FILTER (WHERE ${orderLines.proofState} = 'awaiting_approval') AS "awaitingApproval",
      count(*) FILTER (WHERE ${orderLines.proofState} IN ('awaiting_proof', 'changes_requested'))
        AS "awaitingProof",
      count(*) FILTER (WHERE ${orderLines.proofState} = 'awaiting_artwork') AS "awaitingArtwork"
    FROM ${orderLines}
    JOIN ${sellerOrders} ON ${sellerOrders.id} = ${orderLines.sellerOrderId}
    WHERE ${orderLines.proofState} IN
        ('awaiting_artwork', 'awaiting_proof', 'awaiting_approval', 'changes_requested')
      AND ${inProduction} ${ofSeller(sellerId)}`,
  );
  const row = result.rows[0];
  return {
    awaitingApproval: Number(row?.awaitingApproval ?? 0),
    awaitingProof: Number(row?.awaitingProof ?? 0),
    awaitingArtwork: Number(row?.awaitingArtwork ?? 0),
  };
}

/** The print lines of parts still in the print house whose turnaround says how long they take. */
export async function runningPrintLines(db: Database, sellerId: string | undefined) {
  return db
    .select({
      line: orderLines,
      orderNumber: orders.orderNumber,
      sellerName: sellers.shopNameEn,
    })
    .from(orderLines)
    .innerJoin(sellerOrders, sql`${sellerOrders.id} = ${orderLines.sellerOrderId}`)
    .innerJoin(orders, sql`${orders.id} = ${sellerOrders.orderId}`)
    .innerJoin(sellers, sql`${sellers.id} = ${sellerOrders.sellerId}`)
    .where(
      sql`${orderLines.print} IS NOT NULL AND ${orderLines.print}->>'workingDays' IS NOT NULL
        AND ${inProduction} ${ofSeller(sellerId)}`,
    );
}

/**
 * Parts out with a courier (or the own driver) whose parcel's cash is not collected yet, with
 * what `partCashToCollect` needs to say how much the courier still has to bring.
 */
export async function partsOutWithCash(db: Database, sellerId: string | undefined) {
  return db
    .select({
      sellerId: parcels.sellerId,
      sellerName: sellers.shopNameEn,
      carrier: parcels.carrier,
      courierAccountId: parcels.courierAccountId,
      accountName: sql<string>`coalesce(${courierAccounts.username}, '')`,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      depositPaidAt: orders.depositPaidAt,
      amount: sellerOrders.amountIqd,
      deposit: sellerOrders.depositIqd,
      deliveryStatus: sellerOrders.deliveryStatus,
      cashCollectedAt: sellerOrders.cashCollectedAt,
    })
    .from(parcels)
    .innerJoin(sellerOrders, sql`${sellerOrders.id} = ${parcels.sellerOrderId}`)
    .innerJoin(orders, sql`${orders.id} = ${parcels.orderId}`)
    .innerJoin(sellers, sql`${sellers.id} = ${parcels.sellerId}`)
    .leftJoin(courierAccounts, sql`${courierAccounts.id} = ${parcels.courierAccountId}`)
    .where(
      sql`${parcels.state} NOT IN ('delivered', 'returned', 'cancelled')
        AND ${parcels.handedOverAt} IS NOT NULL AND ${parcels.cashCollectedAt} IS NULL
        AND ${orders.paymentMethod} = 'cod' AND ${orders.paymentStatus} = 'unpaid'
        AND ${sellerOrders.cashCollectedAt} IS NULL
        ${sellerId ? sql`AND ${parcels.sellerId} = ${sellerId}` : sql``}`,
    );
}

/**
 * Runs `read` in a read-only transaction whose statements may each take at most `budgetMs`
 * (`SET LOCAL`: the pooled connection keeps no setting afterwards), so a dashboard asked over a
 * busy database cannot hold a connection for long.
 */
export async function withinBudget<T>(
  db: Database,
  budgetMs: number,
  read: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(budgetMs)}`));
    return read(tx as unknown as Database);
  });
}
