import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryStatus, Order } from '@chapkhana/shared/orders';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { Database } from '../../db/client';
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

/**
 * Marks a pending, unpaid order cancelled, once: only the call that flips it gets the row
 * back, so stock is returned exactly once however many cancellations race.
 */
export async function markCancelled(db: Database, orderId: string, now: Date) {
  const [row] = await db
    .update(orders)
    .set({ deliveryStatus: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.deliveryStatus, 'pending'),
        eq(orders.paymentStatus, 'unpaid'),
      ),
    )
    .returning({ id: orders.id });
  if (row) {
    await db
      .update(sellerOrders)
      .set({ deliveryStatus: 'cancelled', updatedAt: now })
      .where(eq(sellerOrders.orderId, orderId));
  }
  return row;
}

export async function linesOf(db: Database, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}
