import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SellerOrder, SellerOrderPageQuery } from '@chapkhana/shared/console';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { orderLines, orders, sellerOrders } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { containsPattern } from '../admin/constraints';
import { orderLineView } from '../orders/repository';
import { createdWithin } from '../admin/orders';
import { transition, type Progress } from '../orders/lifecycle';

const NOT_YOURS = 'This order does not exist in your shop.';

const partColumns = {
  id: sellerOrders.id,
  orderId: sellerOrders.orderId,
  price: sellerOrders.priceIqd,
  status: sellerOrders.deliveryStatus,
  createdAt: sellerOrders.createdAt,
  orderNumber: orders.orderNumber,
  orderStatus: orders.deliveryStatus,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  shippingInfo: orders.shippingInfo,
};

const selectParts = (db: Database) =>
  db.select(partColumns).from(sellerOrders).innerJoin(orders, eq(orders.id, sellerOrders.orderId));

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
    shippingInfo: part.shippingInfo,
    createdAt: part.createdAt.toISOString(),
    date: formatIraqTime(part.createdAt),
    products: lines.filter((line) => line.sellerOrderId === part.id).map(orderLineView),
  }));
}

/** A short number is an order number ("#1042"); anything else is looked for in the recipient. */
function searchParts(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (/^#?\d{1,9}$/.test(search)) return eq(orders.orderNumber, Number(search.replace('#', '')));
  const pattern = containsPattern(search);
  return or(
    ilike(sql`${orders.shippingInfo}->>'name'`, pattern),
    ilike(sql`${orders.shippingInfo}->>'phone'`, pattern),
  );
}

/** The seller's parts of orders, newest first; `search` is an order number or the recipient's name or phone. */
export async function pageOwnOrders(db: Database, sellerId: string, query: SellerOrderPageQuery) {
  const where = and(
    eq(sellerOrders.sellerId, sellerId),
    query.delivery_status ? eq(sellerOrders.deliveryStatus, query.delivery_status) : undefined,
    createdWithin(sellerOrders.createdAt, query),
    searchParts(query.search),
  );
  const [rows, [totals]] = await Promise.all([
    selectParts(db)
      .where(where)
      .orderBy(desc(sellerOrders.createdAt), desc(sellerOrders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(sellerOrders)
      .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
      .where(where),
  ]);
  return {
    items: await withOwnLines(db, rows),
    total: totals?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function findOwnOrder(
  db: Database,
  sellerId: string,
  partId: string,
): Promise<SellerOrder> {
  const rows = await selectParts(db).where(
    and(eq(sellerOrders.id, partId), eq(sellerOrders.sellerId, sellerId)),
  );
  const [part] = await withOwnLines(db, rows);
  if (!part) throw notFound(NOT_YOURS);
  return part;
}

/**
 * The seller moves its part forward (orders/lifecycle.ts decides). The customer's order then
 * stands at the least advanced of its parts (so it is "delivered" only when every seller has
 * delivered); the answer is the update for the customer's pages when the order changed.
 */
export async function setOwnOrderStatus(
  db: Database,
  sellerId: string,
  partId: string,
  status: Progress,
  now: Date,
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  const [mine] = await db
    .select({ orderId: sellerOrders.orderId })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.id, partId), eq(sellerOrders.sellerId, sellerId)));
  if (!mine) throw notFound(NOT_YOURS);
  const { order, update } = await transition(db, {
    orderId: mine.orderId,
    actor: 'seller',
    action: { kind: 'advance-part', partId, to: status },
    now,
  });
  return { customerId: order.customerId, update };
}
