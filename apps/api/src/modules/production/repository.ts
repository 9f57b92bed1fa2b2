/** All SQL of the production board (issue 39): a print house's open job lines and one of them. */
import { and, asc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LONG_WAIT_HOURS,
  WAITING_FOR_CUSTOMER,
  type BoardFilter,
} from '@chapkhana/shared/production';
import type { Database } from '../../db/client';
import { customers, orderLines, orders, sellerOrders, sellers } from '../../db/schema/index';

/** The parts whose jobs are on the board: not delivered, not cancelled. */
const OPEN_PART_STATUSES = ['pending', 'preparing', 'on way'] as const;

/** When the proof the customer has not answered yet was sent (null when none is out). */
const proofSentAt = sql`(
  SELECT max(waiting.created_at) FROM proofs AS waiting
  WHERE waiting.order_line_id = order_lines.id AND waiting.status = 'pending'
)`;

const boardColumns = {
  line: orderLines,
  orderNumber: orders.orderNumber,
  placedAt: orders.createdAt,
  customerName: customers.name,
  sellerId: sellerOrders.sellerId,
  partStatus: sellerOrders.deliveryStatus,
  shopNameEn: sellers.shopNameEn,
  shopNameKu: sellers.shopNameKu,
  shopNameAr: sellers.shopNameAr,
  // Written out with table names: inside a sub-select drizzle leaves columns unqualified.
  /** When the proof the customer has not answered yet was sent. */
  proofSentAt: sql<Date | null>`${proofSentAt}`.mapWith((value: string | Date | null) =>
    value === null ? null : new Date(value),
  ),
  /** The print lines of its parcel, and how many of them are ready (or left with it). */
  parcelLines: sql<number>`count(*) over (partition by ${orderLines.sellerOrderId})`.mapWith(
    Number,
  ),
  parcelReady: sql<number>`count(*) filter (
      where ${orderLines.productionStage} = 'ready'
        or ${sellerOrders.deliveryStatus} in ('on way', 'delivered')
    ) over (partition by ${orderLines.sellerOrderId})`.mapWith(Number),
};

export type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

/** Print lines with their part, order, customer and shop, where `where` holds. */
function boardQuery(db: Database, where: SQL | undefined) {
  return db
    .select(boardColumns)
    .from(orderLines)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderLines.sellerOrderId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(and(isNotNull(orderLines.print), where));
}

/** The parts whose jobs are on the board: still open, of an order that stands. */
const openParts = () =>
  and(
    inArray(sellerOrders.deliveryStatus, [...OPEN_PART_STATUSES]),
    ne(orders.deliveryStatus, 'cancelled'),
  );

/**
 * What a board filter asks of a row, in SQL, so the rows read (at most `limit`) are the ones it
 * keeps. Waiting for the customer is decided here: its artwork since the order, its answer since
 * the proof went out, longer than LONG_WAIT_HOURS before `now`. Due today and late are narrowed
 * here to the rows that can be (not handed over; late also not ready; with working days or a
 * promised day): the due day itself comes from the working-day calendar (holidays by region, the
 * seller's cut-off), which is code, and the service keeps the rows whose day is today or past.
 */
function filterWhere(filter: BoardFilter, now: Date): SQL | undefined {
  const handedOver = inArray(sellerOrders.deliveryStatus, ['on way', 'delivered']);
  const hasDueDay = or(
    sql`${orderLines.print} ->> 'workingDays' IS NOT NULL`,
    isNotNull(orderLines.promisedReadyDate),
  );
  switch (filter) {
    case 'waiting': {
      const longAgo = new Date(now.getTime() - LONG_WAIT_HOURS * 60 * 60 * 1000);
      return and(
        inArray(orderLines.proofState, [...WAITING_FOR_CUSTOMER]),
        sql`(CASE WHEN ${orderLines.proofState} = 'awaiting_approval'
          THEN coalesce(${proofSentAt}, ${orders.createdAt})
          ELSE ${orders.createdAt} END) < ${longAgo}`,
      );
    }
    case 'due_today':
      return and(sql`NOT (${handedOver})`, hasDueDay);
    case 'late':
      return and(
        sql`NOT (${handedOver})`,
        sql`${orderLines.productionStage} IS DISTINCT FROM 'ready'`,
        hasDueDay,
      );
  }
}

/**
 * The open job lines of one print house (or of every one), oldest order first, at most `limit`,
 * those a `filter` may keep only: one query, whatever the count (the proofs' times are sub-selects
 * on their line's index).
 */
export async function boardRows(
  db: Database,
  input: { sellerId?: string | undefined; filter?: BoardFilter | undefined; now: Date },
  limit: number,
) {
  const { sellerId, filter, now } = input;
  return boardQuery(
    db,
    and(
      openParts(),
      sellerId ? eq(sellerOrders.sellerId, sellerId) : undefined,
      filter ? filterWhere(filter, now) : undefined,
    ),
  )
    .orderBy(asc(orders.createdAt), asc(orderLines.sellerOrderId), asc(orderLines.id))
    .limit(limit);
}

/** One job line of the board (open or not), with its part and order. */
export async function findJob(db: Database, lineId: string) {
  const [row] = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      sellerOrderId: orderLines.sellerOrderId,
      sellerId: sellerOrders.sellerId,
      customerId: orders.customerId,
    })
    .from(orderLines)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderLines.sellerOrderId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), isNotNull(orderLines.print)));
  return row;
}

/** One job line as the board shows it, whether its part is still open or not. */
export async function boardRowOf(db: Database, lineId: string) {
  // Every print line of its part: the parcel's counts are over them all.
  const rows = await boardQuery(
    db,
    eq(
      orderLines.sellerOrderId,
      sql`(SELECT line.seller_order_id FROM order_lines AS line WHERE line.id = ${lineId})`,
    ),
  );
  return rows.find((row) => row.line.id === lineId);
}
