import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryStatus, Order } from '@chapkhana/shared/orders';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { orderLines, orders, sellerOrders } from '../../db/schema/index';

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
      color: item.enName,
      code: item.hex,
      kuName: item.kuName,
      arName: item.arName,
      quantity: item.quantity,
      properties: item.properties.map((p) => ({ property: p.name, quantity: p.quantity })),
    })),
    quantity: line.quantity,
    unitPrice: line.unitPriceIqd,
    lineTotal: line.lineTotalIqd,
  };
}

/** Orders with their lines, in the wire shape (two queries whatever the count). */
export async function withLines(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    );
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
    delivery_status: row.deliveryStatus,
    createdAt: row.createdAt.toISOString(),
    date: formatIraqTime(row.createdAt),
    shippingInfo: row.shippingInfo,
    products: lines.filter((line) => line.orderId === row.id).map(orderLineView),
  }));
}

export async function findOrderByIdempotencyKey(db: Database, customerId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row;
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
  if (!order) throw notFound('This order does not exist.');
  return order;
}

/** The order's seller parts and where each stands. */
export async function partsOf(db: Database, orderId: string) {
  return db
    .select({ id: sellerOrders.id, status: sellerOrders.deliveryStatus })
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, orderId))
    .orderBy(sellerOrders.id);
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
