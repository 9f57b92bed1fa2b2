import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { ConsoleOrder, OrderPageQuery } from '@chapkhana/shared/console';
import { IRAQ_UTC_OFFSET_MS } from '@chapkhana/shared/dates';
import type { DeliveryStatus } from '@chapkhana/shared/orders';
import type { OrderStatusUpdate } from '@chapkhana/shared/realtime';
import type { Database } from '../../db/client';
import { customers, orders, sellerOrders, sellers } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { transition } from '../orders/lifecycle';
import { withLines, type OrderRow } from '../orders/repository';
import { cancelOrderWithFib, type PaymentContext } from '../payments/service';
import { containsPattern } from './constraints';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Iraq at the start of `day` (`YYYY-MM-DD`), as an instant. */
export function startOfIraqDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) - IRAQ_UTC_OFFSET_MS);
}

/** `createdAt` within the days `from`..`to` (Iraq time, both included). */
export function createdWithin(
  column: typeof orders.createdAt | typeof sellerOrders.createdAt,
  range: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  return and(
    range.from ? gte(column, startOfIraqDay(range.from)) : undefined,
    range.to ? lt(column, new Date(startOfIraqDay(range.to).getTime() + DAY_MS)) : undefined,
  );
}

/** A short number is an order number ("#1042"); anything else is looked for in the customer. */
function searchOrders(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (/^#?\d{1,9}$/.test(search)) return eq(orders.orderNumber, Number(search.replace('#', '')));
  const pattern = containsPattern(search);
  return or(
    ilike(customers.name, pattern),
    ilike(customers.email, pattern),
    ilike(customers.phone, pattern),
  );
}

const customerColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  email: customers.email,
};

/** Orders with their lines, customer and per-seller parts (four queries whatever the count). */
async function toConsoleOrders(
  db: Database,
  rows: { order: OrderRow; customer: { id: string; name: string; phone: string; email: string } }[],
): Promise<ConsoleOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [withItsLines, parts] = await Promise.all([
    withLines(
      db,
      rows.map((row) => row.order),
    ),
    db
      .select({
        id: sellerOrders.id,
        orderId: sellerOrders.orderId,
        sellerId: sellerOrders.sellerId,
        shopName: sellers.shopNameEn,
        price: sellerOrders.priceIqd,
        status: sellerOrders.deliveryStatus,
      })
      .from(sellerOrders)
      .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
      .where(inArray(sellerOrders.orderId, ids))
      .orderBy(sellers.shopNameEn),
  ]);
  const customersById = new Map(rows.map((row) => [row.order.id, row.customer]));
  return withItsLines.flatMap((order) => {
    const customer = customersById.get(order._id);
    if (!customer) return [];
    return {
      ...order,
      customer: {
        _id: customer.id,
        name: customer.name,
        phone: customer.phone,
        email: customer.email,
      },
      parts: parts
        .filter((part) => part.orderId === order._id)
        .map((part) => ({
          _id: part.id,
          sellerId: part.sellerId,
          shopName: part.shopName,
          price: part.price,
          delivery_status: part.status,
        })),
    };
  });
}

/** Every order, newest first, filtered and paged in SQL. */
export async function pageOrders(db: Database, query: OrderPageQuery) {
  const where = and(
    query.delivery_status ? eq(orders.deliveryStatus, query.delivery_status) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    createdWithin(orders.createdAt, query),
    searchOrders(query.search),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ order: orders, customer: customerColumns })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  return {
    items: await toConsoleOrders(db, rows),
    total: totals?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function findConsoleOrder(db: Database, orderId: string): Promise<ConsoleOrder> {
  const rows = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  const [order] = await toConsoleOrders(db, rows);
  if (!order) throw notFound('This order does not exist.');
  return order;
}

/**
 * The admin moves an order on (forward only; every seller's part behind it moves with it) or
 * cancels it; orders/lifecycle.ts decides, and a cancel asks FIB about the order's payments
 * first. Answers the update for the customer's pages, or undefined when nothing changed.
 */
export async function setOrderStatus(
  context: PaymentContext,
  orderId: string,
  status: DeliveryStatus,
): Promise<{ customerId: string; update: OrderStatusUpdate | undefined }> {
  if (status === 'cancelled') return cancelOrderWithFib(context, orderId, 'admin');
  const { order, update } = await transition(context.db, {
    orderId,
    actor: 'admin',
    action: { kind: 'advance-order', to: status },
    now: context.now(),
  });
  return { customerId: order.customerId, update };
}
