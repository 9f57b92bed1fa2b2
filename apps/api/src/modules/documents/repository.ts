/** The SQL of receipts and invoices: their numbers, and what an order's documents show. */
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  customers,
  orderInvoices,
  orderLines,
  orders,
  paymentReceipts,
  paymentRefunds,
  sellerOrders,
  sellers,
  staffUsers,
} from '../../db/schema/index';
import { paidPaymentsOf } from '../payments/repository';

export type PaymentMethodId = (typeof paymentReceipts.$inferSelect)['method'];

/** One payment a receipt is for: an online one, or one seller part's cash (`cod`). */
export interface PaidPayment {
  method: PaymentMethodId;
  paymentId: string;
  amountIqd: number;
  paidAt: Date | null;
  /** The seller part a cash payment was collected for. */
  sellerId: string | null;
}

/** The order's invoice number, given on the first call; every later call answers the same. */
export async function invoiceNumber(db: Database, orderId: string): Promise<number> {
  await db.insert(orderInvoices).values({ orderId }).onConflictDoNothing();
  const [row] = await db
    .select({ number: orderInvoices.number })
    .from(orderInvoices)
    .where(eq(orderInvoices.orderId, orderId));
  if (!row) throw new Error(`No invoice number for order ${orderId}.`);
  return row.number;
}

/**
 * The order's paid payments with their receipts, numbers given now to those that had none (one
 * insert; a concurrent call's numbers win and this one's are skipped, never doubled).
 */
export async function receiptsOf(db: Database, orderId: string) {
  const payments = await paidPaymentsWithCash(db, orderId);
  if (payments.length > 0) {
    await db
      .insert(paymentReceipts)
      .values(payments.map((p) => ({ orderId, method: p.method, paymentId: p.paymentId })))
      .onConflictDoNothing();
  }
  const rows = await db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.orderId, orderId))
    .orderBy(asc(paymentReceipts.number));
  return rows.flatMap((receipt) => {
    const payment = payments.find(
      (p) => p.method === receipt.method && p.paymentId === receipt.paymentId,
    );
    return payment ? [{ ...payment, id: receipt.id, number: receipt.number }] : [];
  });
}

export type Receipt = Awaited<ReturnType<typeof receiptsOf>>[number];

async function paidPaymentsWithCash(db: Database, orderId: string): Promise<PaidPayment[]> {
  const [online, cash] = await Promise.all([
    paidPaymentsOf(db, orderId),
    db
      .select({
        id: sellerOrders.id,
        sellerId: sellerOrders.sellerId,
        amountIqd: sellerOrders.cashCollectedIqd,
        paidAt: sellerOrders.cashCollectedAt,
      })
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, orderId), isNotNull(sellerOrders.cashCollectedAt))),
  ]);
  return [
    ...online.map((p) => ({
      method: p.method,
      paymentId: p.id,
      amountIqd: p.amountIqd,
      paidAt: p.paidAt,
      sellerId: null,
    })),
    ...cash.map((part) => ({
      method: 'cod' as const,
      paymentId: part.id,
      amountIqd: Math.round(Number(part.amountIqd ?? 0)),
      paidAt: part.paidAt,
      sellerId: part.sellerId,
    })),
  ];
}

/** The order as its documents show it, or null; `customerId` limits it to that customer's own. */
export async function orderForDocuments(db: Database, orderId: string, customerId?: string) {
  const [row] = await db
    .select({
      order: orders,
      customerLanguage: customers.language,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), customerId ? eq(orders.customerId, customerId) : undefined));
  return row ?? null;
}

export type DocumentOrder = NonNullable<Awaited<ReturnType<typeof orderForDocuments>>>;

/** The order's parts and lines, each part with its seller's names; one seller's only if given. */
export async function partsForDocuments(db: Database, orderId: string, sellerId?: string) {
  const parts = await db
    .select({
      part: sellerOrders,
      seller: {
        id: sellers.id,
        shopNameEn: sellers.shopNameEn,
        shopNameKu: sellers.shopNameKu,
        shopNameAr: sellers.shopNameAr,
        city: sellers.city,
        phone: staffUsers.phone,
        email: staffUsers.email,
      },
    })
    .from(sellerOrders)
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .innerJoin(staffUsers, eq(staffUsers.id, sellers.staffUserId))
    .where(
      and(
        eq(sellerOrders.orderId, orderId),
        sellerId ? eq(sellerOrders.sellerId, sellerId) : undefined,
      ),
    )
    .orderBy(asc(sellerOrders.createdAt), asc(sellerOrders.id));
  const lines =
    parts.length === 0
      ? []
      : await db
          .select({
            sellerOrderId: orderLines.sellerOrderId,
            product: orderLines.product,
            quantity: orderLines.quantity,
            unitPriceIqd: orderLines.unitPriceIqd,
            lineTotalIqd: orderLines.lineTotalIqd,
          })
          .from(orderLines)
          .where(
            inArray(
              orderLines.sellerOrderId,
              parts.map((p) => p.part.id),
            ),
          )
          .orderBy(asc(orderLines.id));
  return parts.map((p) => ({
    ...p,
    lines: lines.filter((line) => line.sellerOrderId === p.part.id),
  }));
}

export type DocumentPart = Awaited<ReturnType<typeof partsForDocuments>>[number];

/** Refunds that count (asked or done, not refused), oldest first. */
export async function countingRefunds(db: Database, orderId: string) {
  return db
    .select({
      method: paymentRefunds.method,
      paymentId: paymentRefunds.paymentId,
      amountIqd: paymentRefunds.amountIqd,
      state: paymentRefunds.state,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), ne(paymentRefunds.state, 'failed')))
    .orderBy(asc(paymentRefunds.createdAt));
}

/** The language a staff user reads the console in (a PDF asked without `?lang`). */
export async function staffLanguage(db: Database, staffId: string) {
  const [row] = await db
    .select({ language: staffUsers.language })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row?.language ?? 'kr';
}

/** The order a seller's part belongs to, or null if the part is not theirs. */
export async function orderOfSellerPart(db: Database, partId: string, sellerId: string) {
  const [row] = await db
    .select({ orderId: sellerOrders.orderId })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.id, partId), eq(sellerOrders.sellerId, sellerId)));
  return row?.orderId ?? null;
}
