import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  ConsoleOrder,
  OrderCustomer,
  OrderPageQuery,
  SellerOrder,
  SellerOrderPageQuery,
} from '@chapkhana/shared/orders';
import type { PageQuery } from '@chapkhana/shared/fields';
import type { DeliveryStatus, Order, OrderRefund } from '@chapkhana/shared/orders';
import { formatIraqTime, IRAQ_UTC_OFFSET_MS } from '@chapkhana/shared/dates';
import { localisedName } from '@chapkhana/shared/languages';
import type { Database } from '../../db/client';
import { parcelFiguresView, parcelsOf, parcelView } from './part-repository';
import { refundsOf, type RefundRow } from '../payments/repository';
import { containsPattern, paged, pageOffset } from '../../db/query-helpers';
import { notFound } from '../../lib/http-errors';
import {
  customers,
  orderLines,
  orders,
  printLineArtwork,
  sellerOrders,
  sellers,
} from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;

type OrderLineRow = typeof orderLines.$inferSelect;

/** One ordered line in the wire shape: the product as it was bought, with its colours and options. */
export function orderLineView(line: OrderLineRow): Order['products'][number] {
  return {
    productId: line.productId,
    productInfo: {
      slug: line.product.slug,
      productCode: line.product.code,
      enName: line.product.enName,
      kuName: line.product.kuName,
      arName: line.product.arName,
      image: line.product.image,
      price: line.product.price,
      discount: line.product.discount,
    },
    cartItems: line.items.map((item) => ({
      color: localisedName(item, 'en'),
      code: item.hex,
      kuName: item.kuName,
      arName: item.arName,
      quantity: item.quantity,
      properties: item.properties.map((p) => ({
        property: p.name,
        // Orders placed before values had three names kept only the one name.
        enName: p.enName ?? p.name,
        kuName: p.kuName ?? '',
        arName: p.arName ?? '',
        quantity: p.quantity,
      })),
    })),
    quantity: line.quantity,
    unitPrice: line.unitPriceIqd,
    lineTotal: line.lineTotalIqd,
    ...(line.print
      ? {
          print: {
            orderLineId: line.id,
            options: line.print.options,
            tierMinQuantity: line.print.tierMinQuantity,
            jobFee: line.print.jobFeeIqd,
            needsArtwork: line.print.needsArtwork,
            state: line.proofState,
            promisedReadyDate: line.promisedReadyDate,
            promisedDoorDate: line.promisedDoorDate,
          },
        }
      : {}),
  };
}

/** Orders with their lines and parcels, in the wire shape (three queries whatever the count). */
/** A refund as the customer and the admin see it. */
export const refundView = (row: RefundRow): OrderRefund => ({
  _id: row.id,
  method: row.method,
  amount: row.amountIqd,
  reason: row.reason,
  status: row.state,
  createdAt: row.createdAt.toISOString(),
});

export async function withLines(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, parcels, refunds] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    parcelsOf(db, ids),
    refundsOf(db, ids),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    orderNumber: row.orderNumber,
    price: row.totalIqd,
    subtotal: row.subtotalIqd,
    discount: row.discountIqd,
    shipping_fee: row.shippingFeeIqd,
    items: row.items,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    deposit: { amount: row.depositIqd, paid: row.depositPaidAt !== null },
    delivery_status: row.deliveryStatus,
    status_reason: row.statusReason,
    createdAt: row.createdAt.toISOString(),
    date: formatIraqTime(row.createdAt),
    shippingInfo: row.shippingInfo,
    products: lines.filter((line) => line.orderId === row.id).map(orderLineView),
    // The parts collected from the print house (most orders have none).
    pickups: parcels.flatMap((part) =>
      part.orderId === row.id && part.pickup
        ? [
            {
              sellerId: part.sellerId,
              shop: { enName: part.shopName, kuName: part.shopNameKu, arName: part.shopNameAr },
              place: part.pickup,
            },
          ]
        : [],
    ),
    parcels: parcels
      .filter((part) => part.orderId === row.id)
      .map((part) =>
        parcelView(
          {
            payment_method: row.paymentMethod,
            payment_status: row.paymentStatus,
            deposit_paid: row.depositPaidAt !== null,
          },
          part,
        ),
      ),
    refunds: refunds.filter((refund) => refund.orderId === row.id).map(refundView),
  }));
}

/** A customer's own order; someone else's looks like none. */
export async function findOwnOrder(db: Database, customerId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row;
}

export async function listOwnOrders(
  db: Database,
  customerId: string,
  status: DeliveryStatus | 'all',
  limit: number,
) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        status === 'all' ? undefined : eq(orders.deliveryStatus, status),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function countOwnOrders(db: Database, customerId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${orders.deliveryStatus} = 'pending'))::int`,
      delivered: sql<number>`(count(*) filter (where ${orders.deliveryStatus} = 'delivered'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.deliveryStatus} = 'cancelled'))::int`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return row ?? { total: 0, pending: 0, delivered: 0, cancelled: 0 };
}

/** An order by id, whoever's it is. */
export async function findOrder(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order, locked until the transaction ends, so two moves of it never interleave. */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('order_not_found');
  return order;
}

/** The order's seller parts and where each stands. */
/**
 * The order's seller parts with their status and whether every print line of each that needs
 * artwork has an approved proof (the lifecycle keeps a part out of production until then).
 */
export async function partsOf(db: Database, orderId: string) {
  return db
    .select({
      id: sellerOrders.id,
      sellerId: sellerOrders.sellerId,
      status: sellerOrders.deliveryStatus,
      amount: sellerOrders.amountIqd,
      deposit: sellerOrders.depositIqd,
      cashCollected: sql<boolean>`${sellerOrders.cashCollectedAt} IS NOT NULL`.mapWith(Boolean),
      // Written out with table names: inside a sub-select drizzle leaves columns unqualified.
      proofsApproved: sql<boolean>`NOT EXISTS (
        SELECT 1 FROM order_lines AS print_line
        WHERE print_line.seller_order_id = seller_orders.id
          AND print_line.print IS NOT NULL
          AND coalesce((print_line.print->>'needsArtwork')::boolean, false)
          AND print_line.proof_state <> 'approved'
      )`.mapWith(Boolean),
    })
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, orderId))
    .orderBy(sellerOrders.id);
}

/** Each seller's part of an order: whose consoles hear of it (realtime.ts). */
export async function sellerPartsOf(db: Database, orderId: string) {
  return db
    .select({ sellerOrderId: sellerOrders.id, sellerId: sellerOrders.sellerId })
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, orderId));
}

export async function setPartStatuses(
  db: Database,
  partIds: string[],
  status: DeliveryStatus,
  now: Date,
) {
  if (partIds.length === 0) return;
  await db
    .update(sellerOrders)
    .set({ deliveryStatus: status, updatedAt: now })
    .where(inArray(sellerOrders.id, partIds));
}

export async function updateOrder(
  db: Database,
  orderId: string,
  values: Partial<typeof orders.$inferInsert>,
) {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

export async function linesOf(db: Database, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

// --- Placing ----------------------------------------------------------------------------------

export async function insertOrder(
  tx: Database,
  values: typeof orders.$inferInsert,
): Promise<string> {
  const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
  if (!order) throw new Error('Inserting an order returned no row.');
  return order.id;
}

export async function insertSellerOrder(
  tx: Database,
  values: typeof sellerOrders.$inferInsert,
): Promise<string> {
  const [part] = await tx.insert(sellerOrders).values(values).returning({ id: sellerOrders.id });
  if (!part) throw new Error('Inserting a seller order returned no row.');
  return part.id;
}

export async function insertOrderLines(
  tx: Database,
  lines: (typeof orderLines.$inferInsert)[],
): Promise<void> {
  await tx.insert(orderLines).values(lines);
}

/** Links ordered print lines to the artwork they use. */
export async function insertPrintLineArtwork(
  tx: Database,
  rows: (typeof printLineArtwork.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(printLineArtwork).values(rows);
}

// --- The console's lists ----------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Iraq at the start of `day` (`YYYY-MM-DD`), as an instant. */
export function startOfIraqDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) - IRAQ_UTC_OFFSET_MS);
}

/** `createdAt` within the days `from`..`to` (Iraq time, both included). */
function createdWithin(
  column: typeof orders.createdAt | typeof sellerOrders.createdAt,
  range: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  return and(
    range.from ? gte(column, startOfIraqDay(range.from)) : undefined,
    range.to ? lt(column, new Date(startOfIraqDay(range.to).getTime() + DAY_MS)) : undefined,
  );
}

/** A short number is an order number ("#1042"); anything else is looked for with `elsewhere`. */
function searchOrders(
  search: string | undefined,
  elsewhere: (pattern: string) => SQL | undefined,
): SQL | undefined {
  if (!search) return undefined;
  if (/^#?\d{1,9}$/.test(search)) return eq(orders.orderNumber, Number(search.replace('#', '')));
  return elsewhere(containsPattern(search));
}

const customerColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  email: customers.email,
  type: customers.userType,
  printHouseName: customers.printHouseName,
};

/** The customer columns as read: the wire shape under the table's own names. */
type CustomerColumns = Omit<OrderCustomer, '_id'> & { id: string };

/** Who placed the order, in the wire shape. */
function customerView(customer: CustomerColumns): OrderCustomer {
  return {
    _id: customer.id,
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    type: customer.type,
    printHouseName: customer.printHouseName,
  };
}

/** Orders with their lines, parcels and customer (three queries whatever the count). */
async function toConsoleOrders(
  db: Database,
  rows: { order: OrderRow; customer: CustomerColumns }[],
): Promise<ConsoleOrder[]> {
  const withItsLines = await withLines(
    db,
    rows.map((row) => row.order),
  );
  const customersById = new Map(rows.map((row) => [row.order.id, row.customer]));
  return withItsLines.flatMap((order) => {
    const customer = customersById.get(order._id);
    return customer ? { ...order, customer: customerView(customer) } : [];
  });
}

/** Every order, newest first, filtered and paged in SQL; `search` is a number or the customer. */
export async function pageConsoleOrders(db: Database, query: OrderPageQuery) {
  const where = and(
    query.delivery_status ? eq(orders.deliveryStatus, query.delivery_status) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    createdWithin(orders.createdAt, query),
    searchOrders(query.search, (pattern) =>
      or(
        ilike(customers.name, pattern),
        ilike(customers.email, pattern),
        ilike(customers.phone, pattern),
      ),
    ),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ order: orders, customer: customerColumns })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  return paged(await toConsoleOrders(db, rows), totals?.total, query);
}

export async function findConsoleOrder(
  db: Database,
  orderId: string,
): Promise<ConsoleOrder | undefined> {
  const rows = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  const [order] = await toConsoleOrders(db, rows);
  return order;
}

/** A page of one customer's orders, newest first, as the customer sees them. */
export async function pageOrdersOf(db: Database, customerId: string, query: PageQuery) {
  const where = eq(orders.customerId, customerId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return paged(await withLines(db, rows), totals?.total, query);
}

// --- A seller's parts -------------------------------------------------------------------------

const partColumns = {
  id: sellerOrders.id,
  orderId: sellerOrders.orderId,
  price: sellerOrders.priceIqd,
  status: sellerOrders.deliveryStatus,
  pickup: sellerOrders.pickup,
  partSubtotal: sellerOrders.subtotalIqd,
  partDiscount: sellerOrders.discountIqd,
  partShippingFee: sellerOrders.shippingFeeIqd,
  amount: sellerOrders.amountIqd,
  deposit: sellerOrders.depositIqd,
  depositPaidAt: orders.depositPaidAt,
  cashCollectedAt: sellerOrders.cashCollectedAt,
  cashCollected: sellerOrders.cashCollectedIqd,
  cashCollectedBy: sellerOrders.cashCollectedBy,
  // Written out with table names: inside a sub-select drizzle leaves columns unqualified.
  parcelsInOrder: sql<number>`(SELECT count(*) FROM seller_orders AS sibling
    WHERE sibling.order_id = seller_orders.order_id)::int`,
  createdAt: sellerOrders.createdAt,
  orderNumber: orders.orderNumber,
  orderStatus: orders.deliveryStatus,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  shippingInfo: orders.shippingInfo,
  subtotal: orders.subtotalIqd,
  discount: orders.discountIqd,
  shippingFee: orders.shippingFeeIqd,
  total: orders.totalIqd,
  customer: customerColumns,
  shopNameEn: sellers.shopNameEn,
  shopNameKu: sellers.shopNameKu,
  shopNameAr: sellers.shopNameAr,
};

const selectParts = (db: Database) =>
  db
    .select(partColumns)
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId));

type PartRow = Awaited<ReturnType<ReturnType<typeof selectParts>['execute']>>[number];

/** Parts with their own lines only (two queries whatever the count). */
async function withOwnLines(db: Database, parts: PartRow[]): Promise<SellerOrder[]> {
  if (parts.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.sellerOrderId,
        parts.map((p) => p.id),
      ),
    );
  return parts.map((part) => ({
    _id: part.id,
    orderId: part.orderId,
    orderNumber: part.orderNumber,
    price: part.price,
    delivery_status: part.status,
    order_status: part.orderStatus,
    payment_status: part.paymentStatus,
    payment_method: part.paymentMethod,
    // The part's own advance: the seller prints once it is paid.
    deposit: { amount: part.deposit, paid: part.depositPaidAt !== null },
    shippingInfo: part.shippingInfo,
    createdAt: part.createdAt.toISOString(),
    date: formatIraqTime(part.createdAt),
    products: lines.filter((line) => line.sellerOrderId === part.id).map(orderLineView),
    customer: customerView(part.customer),
    shop: { enName: part.shopNameEn, kuName: part.shopNameKu, arName: part.shopNameAr },
    pickup: part.pickup,
    parcel: parcelFiguresView(
      {
        payment_method: part.paymentMethod,
        payment_status: part.paymentStatus,
        deposit_paid: part.depositPaidAt !== null,
      },
      {
        ...part,
        subtotal: part.partSubtotal,
        discount: part.partDiscount,
        shippingFee: part.partShippingFee,
      },
    ),
    wholeOrder: {
      subtotal: part.subtotal,
      discount: part.discount,
      shipping_fee: part.shippingFee,
      price: part.total,
      parcels: part.parcelsInOrder,
    },
  }));
}

/** The seller's parts of orders, newest first; `search` is an order number or the recipient's name or phone. */
export async function pageSellerOrders(
  db: Database,
  sellerId: string,
  query: SellerOrderPageQuery,
) {
  const where = and(
    eq(sellerOrders.sellerId, sellerId),
    query.delivery_status ? eq(sellerOrders.deliveryStatus, query.delivery_status) : undefined,
    createdWithin(sellerOrders.createdAt, query),
    searchOrders(query.search, (pattern) =>
      or(
        ilike(sql`${orders.shippingInfo}->>'name'`, pattern),
        ilike(sql`${orders.shippingInfo}->>'phone'`, pattern),
      ),
    ),
  );
  const [rows, [totals]] = await Promise.all([
    selectParts(db)
      .where(where)
      .orderBy(desc(sellerOrders.createdAt), desc(sellerOrders.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(where),
  ]);
  return paged(await withOwnLines(db, rows), totals?.total, query);
}

/** The seller's part, or undefined when it is another seller's (or none). */
export async function findSellerOrder(
  db: Database,
  sellerId: string,
  partId: string,
): Promise<SellerOrder | undefined> {
  const rows = await selectParts(db).where(
    and(eq(sellerOrders.id, partId), eq(sellerOrders.sellerId, sellerId)),
  );
  const [part] = await withOwnLines(db, rows);
  return part;
}

/** The order the seller's part belongs to, or undefined when the part is not theirs. */
export async function orderIdOfSellerOrder(db: Database, sellerId: string, partId: string) {
  const [mine] = await db
    .select({ orderId: sellerOrders.orderId })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.id, partId), eq(sellerOrders.sellerId, sellerId)));
  return mine?.orderId;
}
