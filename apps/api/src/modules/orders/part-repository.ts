/**
 * Each seller's part of an order as a parcel (issue 36): its own figures, frozen at placement,
 * and where its cash stands. The SQL for parts lives here; orders/repository.ts joins it in.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { partCashToCollect } from '@chapkhana/shared/order-figures';
import type {
  CashCollector,
  OrderPart,
  PaymentMethod,
  PaymentStatus,
} from '@chapkhana/shared/orders';
import type { Database } from '../../db/client';
import type { ProductionStage } from '@chapkhana/shared/production';
import { orderLines, sellerOrders, sellers } from '../../db/schema/index';

const parcelColumns = {
  id: sellerOrders.id,
  orderId: sellerOrders.orderId,
  sellerId: sellerOrders.sellerId,
  shopName: sellers.shopNameEn,
  shopNameKu: sellers.shopNameKu,
  shopNameAr: sellers.shopNameAr,
  price: sellerOrders.priceIqd,
  status: sellerOrders.deliveryStatus,
  subtotal: sellerOrders.subtotalIqd,
  discount: sellerOrders.discountIqd,
  shippingFee: sellerOrders.shippingFeeIqd,
  amount: sellerOrders.amountIqd,
  deposit: sellerOrders.depositIqd,
  cashCollectedAt: sellerOrders.cashCollectedAt,
  cashCollected: sellerOrders.cashCollectedIqd,
  cashCollectedBy: sellerOrders.cashCollectedBy,
  pickup: sellerOrders.pickup,
};

/** A part's row as `parcelsOf` reads it. */
export type ParcelRow = Awaited<ReturnType<typeof parcelsOf>>[number];

/** The parts of these orders with their shops, by shop name (one query whatever the count). */
export async function parcelsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select(parcelColumns)
    .from(sellerOrders)
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(inArray(sellerOrders.orderId, orderIds))
    .orderBy(sellers.shopNameEn, sellerOrders.id);
}

/** How an order stands for its parts' cash: its payment, and whether its advance was paid. */
export interface OrderPaymentFacts {
  payment_method: PaymentMethod | null;
  payment_status: PaymentStatus;
  deposit_paid: boolean;
}

/** A part's own figures and cash, in the wire shape, for an order paid (or not) as `order` says. */
export function parcelFiguresView(
  order: OrderPaymentFacts,
  part: Pick<
    ParcelRow,
    | 'status'
    | 'subtotal'
    | 'discount'
    | 'shippingFee'
    | 'amount'
    | 'deposit'
    | 'cashCollectedAt'
    | 'cashCollected'
    | 'cashCollectedBy'
  >,
): Pick<
  OrderPart,
  | 'subtotal'
  | 'discount'
  | 'shipping_fee'
  | 'amount'
  | 'cash_to_collect'
  | 'cash_collected_at'
  | 'cash_collected'
  | 'cash_collected_by'
> {
  return {
    subtotal: part.subtotal,
    discount: part.discount,
    shipping_fee: part.shippingFee,
    amount: part.amount,
    cash_to_collect: partCashToCollect(order, {
      amount: part.amount,
      deposit: part.deposit,
      delivery_status: part.status,
      cash_collected_at: part.cashCollectedAt,
    }).toFixed(2),
    cash_collected_at: part.cashCollectedAt?.toISOString() ?? null,
    cash_collected: part.cashCollected,
    cash_collected_by: part.cashCollectedBy,
  };
}

/** One part as the customer and the console read it. */
export function parcelView(order: OrderPaymentFacts, part: ParcelRow): OrderPart {
  return {
    _id: part.id,
    sellerId: part.sellerId,
    shopName: part.shopName,
    shop: { enName: part.shopName, kuName: part.shopNameKu, arName: part.shopNameAr },
    price: part.price,
    delivery_status: part.status,
    ...parcelFiguresView(order, part),
    pickup: part.pickup,
  };
}

/** A part with its cash facts, for the lifecycle (locked by the order's row lock). */
export async function partCash(db: Database, partId: string) {
  const [part] = await db
    .select({
      id: sellerOrders.id,
      orderId: sellerOrders.orderId,
      sellerId: sellerOrders.sellerId,
      status: sellerOrders.deliveryStatus,
      amount: sellerOrders.amountIqd,
      cashCollectedAt: sellerOrders.cashCollectedAt,
    })
    .from(sellerOrders)
    .where(eq(sellerOrders.id, partId));
  return part;
}

/** Records a part's cash as collected, once: a part already collected keeps its first record. */
export async function setPartCashCollected(
  db: Database,
  partIds: string[],
  input: { at: Date; by: CashCollector; byId: string | null; amountOf: (id: string) => string },
): Promise<void> {
  for (const id of partIds) {
    await db
      .update(sellerOrders)
      .set({
        cashCollectedAt: input.at,
        cashCollectedIqd: input.amountOf(id),
        cashCollectedBy: input.by,
        cashCollectedById: input.byId,
        updatedAt: input.at,
      })
      .where(and(eq(sellerOrders.id, id), isNull(sellerOrders.cashCollectedAt)));
  }
}

/**
 * The print lines of one part of `orderId`, locked (FOR UPDATE) for a move on the production
 * board: a new file or a proof answer on any of them waits for the move, and the move reads
 * them as they stand once it has them (lifecycle.ts, `move-job`).
 */
export async function lockPartJobs(db: Database, orderId: string, partId: string) {
  return db
    .select({
      id: orderLines.id,
      proofState: orderLines.proofState,
      needsArtwork:
        sql<boolean>`coalesce((${orderLines.print}->>'needsArtwork')::boolean, false)`.mapWith(
          Boolean,
        ),
      productionStage: orderLines.productionStage,
    })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.sellerOrderId, partId),
        isNotNull(orderLines.print),
      ),
    )
    .orderBy(asc(orderLines.id))
    .for('update');
}

/** Puts a print line in a production stage, from `now`. */
export async function setJobStage(db: Database, lineId: string, stage: ProductionStage, now: Date) {
  await db
    .update(orderLines)
    .set({ productionStage: stage, productionStageAt: now })
    .where(eq(orderLines.id, lineId));
}
