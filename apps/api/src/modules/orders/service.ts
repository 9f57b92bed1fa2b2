import { eq } from 'drizzle-orm';
import type { ShippingInfo } from '@chapkhana/shared/cart';
import type { DashboardData, DeliveryStatus, Order } from '@chapkhana/shared/orders';
import { customerDiscount, orderTotal, toDecimal } from '@chapkhana/shared/pricing';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  cartLines,
  orderLines,
  orders,
  sellerOrders,
  type OrderedItem,
} from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { lockCustomerCart } from '../cart/repository';
import { priceCart, shippingFee, type PricedLine } from '../cart/service';
import * as ordersRepo from './repository';
import { takeStock } from './stock-ledger';

const ORDER_LIST_LIMIT = 100;
/** How long a customer has to choose how to pay before the order lets its stock go. */
export const CHOOSE_PAYMENT_WITHIN_MS = 60 * 60 * 1000;
const RECENT_ORDERS = 5;

function orderedItems(line: PricedLine): OrderedItem[] {
  return line.items
    .filter((item) => item.selected)
    .flatMap((item) => {
      const colour = line.product.colors.find((c) => c._id === item.colorId);
      if (!colour) return [];
      return [
        {
          colorId: colour._id,
          hex: colour.color.code,
          enName: colour.color.enName,
          kuName: colour.color.kuName,
          arName: colour.color.arName,
          quantity: item.quantity,
          properties: item.properties
            .filter((p) => p.selected && p.quantity > 0)
            .map((p) => ({
              propertyId: p.propertyId,
              name: colour.properties.find((cp) => cp._id === p.propertyId)?.property ?? '',
              quantity: p.quantity,
            })),
        },
      ];
    });
}

/**
 * Places an order from the customer's cart as the database has it: prices, shipping and
 * items are computed here (client figures are ignored), stock is taken in the same
 * transaction that writes the order, its per-seller parts and lines, and empties those cart
 * lines. The same Idempotency-Key always answers the same order.
 */
export async function placeOrder(
  db: Database,
  input: {
    customerId: string;
    shippingInfo: ShippingInfo;
    idempotencyKey?: string | undefined;
    now: Date;
    feePerSeller: number;
  },
): Promise<string> {
  const { customerId, idempotencyKey } = input;
  if (idempotencyKey) {
    const existing = await ordersRepo.findOrderByIdempotencyKey(db, customerId, idempotencyKey);
    if (existing) return existing.id;
  }
  try {
    return await db.transaction(async (tx) => {
      // A double submit (with or without a key) waits here for the first, then finds its order
      // or an emptied cart: ordering the same cart lines twice would take their stock twice.
      await lockCustomerCart(tx, customerId);
      if (idempotencyKey) {
        const existing = await ordersRepo.findOrderByIdempotencyKey(tx, customerId, idempotencyKey);
        if (existing) return existing.id;
      }
      const cart = await priceCart(tx, customerId);
      const buyable = cart.lines.filter((line) => !line.shortfall);
      if (buyable.length === 0) {
        throw cart.lines.length
          ? conflict('Nothing in your cart is in stock any more.')
          : badRequest('Your cart is empty.');
      }
      // Rows are locked in one order (by product id) so two orders cannot deadlock.
      for (const line of [...buyable].sort((a, b) => a.product._id.localeCompare(b.product._id))) {
        await takeStock(tx, line.product._id, line.items, line.product.enName);
      }
      const subtotal = buyable.reduce((sum, line) => sum.plus(line.total), toDecimal(0));
      const discount = customerDiscount(subtotal, cart.discountPercent);
      const shipping = shippingFee(buyable, input.feePerSeller);
      const total = orderTotal(subtotal, discount, shipping);
      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          subtotalIqd: subtotal.toFixed(2),
          discountIqd: discount.toFixed(2),
          shippingFeeIqd: shipping.toFixed(2),
          totalIqd: total.toFixed(2),
          currencyRate: cart.rate,
          items: buyable.reduce((sum, line) => sum + line.units, 0),
          shippingInfo: input.shippingInfo,
          idempotencyKey: idempotencyKey ?? null,
          // Unpaid orders hold stock; without a payment choice within the hour the sweeper frees it.
          paymentExpiresAt: new Date(input.now.getTime() + CHOOSE_PAYMENT_WITHIN_MS),
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('Inserting an order returned no row.');
      const sellerIds = [...new Set(buyable.map((line) => line.product.sellerId))];
      for (const sellerId of sellerIds) {
        const mine = buyable.filter((line) => line.product.sellerId === sellerId);
        const [part] = await tx
          .insert(sellerOrders)
          .values({
            orderId: order.id,
            sellerId,
            priceIqd: mine.reduce((sum, line) => sum.plus(line.total), toDecimal(0)).toFixed(2),
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning({ id: sellerOrders.id });
        if (!part) throw new Error('Inserting a seller order returned no row.');
        await tx.insert(orderLines).values(
          mine.map((line) => ({
            orderId: order.id,
            sellerOrderId: part.id,
            productId: line.product._id,
            product: {
              slug: line.product.slug,
              code: line.product.productCode,
              enName: line.product.enName,
              kuName: line.product.kuName,
              arName: line.product.arName,
              image: line.product.images[0] ?? null,
              price: line.product.price,
              discount: line.product.discount,
            },
            items: orderedItems(line),
            quantity: line.units,
            unitPriceIqd: line.unitPrice.toFixed(2),
            lineTotalIqd: line.total.toFixed(2),
          })),
        );
      }
      for (const line of buyable) await tx.delete(cartLines).where(eq(cartLines.id, line.lineId));
      return order.id;
    });
  } catch (error) {
    // Two submits raced past the lock-free check and the unique index caught the second.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await ordersRepo.findOrderByIdempotencyKey(db, customerId, idempotencyKey);
      if (existing) return existing.id;
    }
    throw error;
  }
}

export async function ownOrders(
  db: Database,
  customerId: string,
  status: DeliveryStatus | 'all',
): Promise<Order[]> {
  return ordersRepo.withLines(
    db,
    await ordersRepo.listOwnOrders(db, customerId, status, ORDER_LIST_LIMIT),
  );
}

export async function ownOrder(db: Database, customerId: string, orderId: string): Promise<Order> {
  const row = await ordersRepo.findOwnOrder(db, customerId, orderId);
  if (!row) throw notFound('This order does not exist.');
  const [order] = await ordersRepo.withLines(db, [row]);
  if (!order) throw notFound('This order does not exist.');
  return order;
}

export async function dashboardData(db: Database, customerId: string): Promise<DashboardData> {
  const [counts, recent] = await Promise.all([
    ordersRepo.countOwnOrders(db, customerId),
    ordersRepo.listOwnOrders(db, customerId, 'all', RECENT_ORDERS),
  ]);
  return {
    totalOrder: counts.total,
    pendingOrder: counts.pending,
    deliveredOrder: counts.delivered,
    cancelledOrder: counts.cancelled,
    recentOrders: await ordersRepo.withLines(db, recent),
  };
}
