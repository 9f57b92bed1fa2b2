import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  fibPayments,
  orders,
  pagePayments,
  paymentRefunds,
  paymentMethodSwitches,
  staffUsers,
  type fibPaymentState,
} from '../../db/schema/index';
import { leaseEnd } from '../../lib/lease';

export type FibPaymentRow = typeof fibPayments.$inferSelect;
export type FibPaymentState = (typeof fibPaymentState.enumValues)[number];

/** Payments FIB may still take money for, as far as the shop knows. */
export const UNSETTLED: readonly FibPaymentState[] = ['live', 'replaced'];

/**
 * Claims the order for one request's talk with FIB (database time, so every server copy agrees).
 * True for the one caller that got it; no transaction is held while FIB answers. The claim is a
 * lease its holder renews (lib/lease.ts), not one long enough for every FIB call: a copy killed
 * while holding it used to leave the order answering `payment_busy` for two minutes, and the
 * customer who pressed "pay on delivery" again (or the balancer, sending the request again) could
 * not finish the purchase. Now a dead holder's claim lapses within seconds, while the request
 * sent again is still waiting for it.
 */
export async function claimOrder(
  db: Database,
  orderId: string,
  holderId: string,
): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ fibClaimedUntil: leaseEnd(), fibClaimedBy: holderId })
    .where(
      and(
        eq(orders.id, orderId),
        or(isNull(orders.fibClaimedUntil), lt(orders.fibClaimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** The holder, still working, keeps its claim. */
export async function renewOrderClaim(db: Database, orderId: string, holderId: string) {
  await db
    .update(orders)
    .set({ fibClaimedUntil: leaseEnd() })
    .where(and(eq(orders.id, orderId), eq(orders.fibClaimedBy, holderId)));
}

/** Lets the claim go, unless it lapsed and another request holds it now. */
export async function releaseOrder(db: Database, orderId: string, holderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ fibClaimedUntil: null, fibClaimedBy: null })
    .where(and(eq(orders.id, orderId), eq(orders.fibClaimedBy, holderId)));
}

export async function findPayment(db: Database, paymentId: string) {
  const [row] = await db.select().from(fibPayments).where(eq(fibPayments.id, paymentId));
  return row;
}

/** The code the customer is shown for the order, if there is one. */
export async function livePaymentOf(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(fibPayments)
    .where(and(eq(fibPayments.orderId, orderId), eq(fibPayments.state, 'live')));
  return row;
}

/** The order's payments that FIB may still take money for, oldest first. */
export async function unsettledPaymentsOf(db: Database, orderId: string) {
  return db
    .select()
    .from(fibPayments)
    .where(and(eq(fibPayments.orderId, orderId), inArray(fibPayments.state, [...UNSETTLED])))
    .orderBy(asc(fibPayments.createdAt));
}

/**
 * The most one FIB payment's row can record: `fib_payments.amount_iqd` is an integer column.
 * FIB documents no upper limit of its own, so this is checked before FIB is asked: a payment
 * created at FIB that the shop then fails to record is payable and unknown to the shop.
 */
export const FIB_PAYMENT_MAX_IQD = 2_147_483_647;

export async function recordPayment(db: Database, values: typeof fibPayments.$inferInsert) {
  const [row] = await db.insert(fibPayments).values(values).returning();
  if (!row) throw new Error('Recording an FIB payment returned no row.');
  return row;
}

/** Moves a payment to `state` if it is in one of `from`; true only for the call that moved it. */
export async function movePayment(
  db: Database,
  paymentId: string,
  from: readonly FibPaymentState[],
  state: FibPaymentState,
  extra: { paidAt?: Date } = {},
): Promise<boolean> {
  const moved = await db
    .update(fibPayments)
    .set({ state, updatedAt: sql`now()`, ...extra })
    .where(and(eq(fibPayments.id, paymentId), inArray(fibPayments.state, [...from])))
    .returning({ id: fibPayments.id });
  return moved.length > 0;
}

/** Puts a payment FIB could not settle at the back of the sweeper's queue. */
export async function touchPayment(db: Database, paymentId: string): Promise<void> {
  await db
    .update(fibPayments)
    .set({ updatedAt: sql`now()` })
    .where(eq(fibPayments.id, paymentId));
}

/**
 * Payments to settle with FIB outside any customer request: replaced ones, and live ones whose
 * order no longer waits for them (cancelled or paid otherwise), least recently looked at first.
 */
export async function paymentsToReconcile(db: Database, limit: number) {
  return db
    .select({ payment: fibPayments })
    .from(fibPayments)
    .innerJoin(orders, eq(orders.id, fibPayments.orderId))
    .where(
      or(
        eq(fibPayments.state, 'replaced'),
        and(
          eq(fibPayments.state, 'live'),
          or(eq(orders.deliveryStatus, 'cancelled'), ne(orders.paymentStatus, 'unpaid')),
        ),
      ),
    )
    .orderBy(asc(fibPayments.updatedAt))
    .limit(limit)
    .then((rows) => rows.map((row) => row.payment));
}

/** Unpaid orders nothing has started on whose time to pay ran out before `now`, soonest first. */
export async function unpaidOrdersPastDeadline(db: Database, now: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.deliveryStatus, 'pending'),
        isNotNull(orders.paymentExpiresAt),
        lt(orders.paymentExpiresAt, now),
      ),
    )
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
}

/** The admin's switches, with who set each; a method without a row is on. */
export async function readMethodSwitches(db: Database) {
  return db
    .select({
      method: paymentMethodSwitches.method,
      enabled: paymentMethodSwitches.enabled,
      updatedAt: paymentMethodSwitches.updatedAt,
      editorId: staffUsers.id,
      editorName: staffUsers.name,
    })
    .from(paymentMethodSwitches)
    .leftJoin(staffUsers, eq(staffUsers.id, paymentMethodSwitches.updatedBy));
}

/**
 * Sets one method's switch inside `tx`, after taking the switches' lock: two admins switching off
 * the last two methods at once are served one after the other, so the second sees the first's.
 */
export async function writeMethodSwitch(
  tx: Database,
  values: { method: string; enabled: boolean; staffId: string | null; now: Date },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payment-method-switches'))`);
  await tx
    .insert(paymentMethodSwitches)
    .values({
      method: values.method,
      enabled: values.enabled,
      updatedBy: values.staffId,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: paymentMethodSwitches.method,
      set: { enabled: values.enabled, updatedBy: values.staffId, updatedAt: values.now },
    });
}

export type PagePaymentRow = typeof pagePayments.$inferSelect;
export type PageProviderId = PagePaymentRow['provider'];

/** The most one page payment's row can record (`page_payments.amount_iqd`, an integer). */
export const PAGE_PAYMENT_MAX_IQD = FIB_PAYMENT_MAX_IQD;

export async function findPagePayment(db: Database, id: string) {
  const [row] = await db.select().from(pagePayments).where(eq(pagePayments.id, id));
  return row;
}

export async function findPagePaymentAt(
  db: Database,
  provider: PageProviderId,
  providerPaymentId: string,
) {
  const [row] = await db
    .select()
    .from(pagePayments)
    .where(
      and(
        eq(pagePayments.provider, provider),
        eq(pagePayments.providerPaymentId, providerPaymentId),
      ),
    );
  return row;
}

/** The attempt the customer was last sent to pay, if there is one. */
export async function livePagePaymentOf(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(pagePayments)
    .where(and(eq(pagePayments.orderId, orderId), eq(pagePayments.state, 'live')));
  return row;
}

/** The order's latest attempt on a provider's page, if it had one. */
export async function latestPagePaymentOf(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(pagePayments)
    .where(eq(pagePayments.orderId, orderId))
    .orderBy(desc(pagePayments.createdAt))
    .limit(1);
  return row;
}

/** The order's page payments a provider may still take money for, oldest first. */
export async function unsettledPagePaymentsOf(db: Database, orderId: string) {
  return db
    .select()
    .from(pagePayments)
    .where(and(eq(pagePayments.orderId, orderId), inArray(pagePayments.state, [...UNSETTLED])))
    .orderBy(asc(pagePayments.createdAt));
}

/** Records an attempt before the provider is asked: its id is the reference the provider gets. */
export async function recordPagePayment(db: Database, values: typeof pagePayments.$inferInsert) {
  const [row] = await db.insert(pagePayments).values(values).returning();
  if (!row) throw new Error('Recording a page payment returned no row.');
  return row;
}

/** What the provider answered to the create: its id, its page and how long it takes payment. */
export async function recordPagePaymentCreated(
  db: Database,
  id: string,
  values: { providerPaymentId: string; redirectUrl: string; expiresAt: Date },
) {
  const [row] = await db
    .update(pagePayments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pagePayments.id, id))
    .returning();
  if (!row) throw new Error(`Page payment ${id} is gone.`);
  return row;
}

/** Moves a page payment to `state` if it is in one of `from`; true only for the call that moved it. */
export async function movePagePayment(
  db: Database,
  id: string,
  from: readonly FibPaymentState[],
  state: FibPaymentState,
  extra: { paidAt?: Date; providerStatus?: string; providerPaymentId?: string } = {},
): Promise<boolean> {
  const moved = await db
    .update(pagePayments)
    .set({ state, updatedAt: sql`now()`, ...extra })
    .where(and(eq(pagePayments.id, id), inArray(pagePayments.state, [...from])))
    .returning({ id: pagePayments.id });
  return moved.length > 0;
}

/** Puts a page payment at the back of the sweeper's queue, keeping the provider's last word. */
export async function touchPagePayment(
  db: Database,
  id: string,
  providerStatus?: string,
): Promise<void> {
  await db
    .update(pagePayments)
    .set({ updatedAt: sql`now()`, ...(providerStatus ? { providerStatus } : {}) })
    .where(eq(pagePayments.id, id));
}

/**
 * Page payments to settle outside any customer request, least recently asked first: replaced
 * ones, live ones whose order no longer waits for them, and live ones not asked about since
 * `askedBefore` (a customer who paid and closed the page before coming back, with the
 * provider's notice lost).
 */
export async function pagePaymentsToReconcile(db: Database, askedBefore: Date, limit: number) {
  return db
    .select({ payment: pagePayments })
    .from(pagePayments)
    .innerJoin(orders, eq(orders.id, pagePayments.orderId))
    .where(
      or(
        eq(pagePayments.state, 'replaced'),
        and(
          eq(pagePayments.state, 'live'),
          or(
            eq(orders.deliveryStatus, 'cancelled'),
            ne(orders.paymentStatus, 'unpaid'),
            lt(pagePayments.updatedAt, askedBefore),
          ),
        ),
      ),
    )
    .orderBy(asc(pagePayments.updatedAt))
    .limit(limit)
    .then((rows) => rows.map((row) => row.payment));
}

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The order's payments a provider took money for, FIB's and the page providers', oldest first. */
export async function paidPaymentsOf(db: Database, orderId: string) {
  const [fib, page] = await Promise.all([
    db
      .select()
      .from(fibPayments)
      .where(and(eq(fibPayments.orderId, orderId), eq(fibPayments.state, 'paid'))),
    db
      .select()
      .from(pagePayments)
      .where(and(eq(pagePayments.orderId, orderId), eq(pagePayments.state, 'paid'))),
  ]);
  return [
    ...fib.map((row) => ({
      id: row.id,
      method: 'fib' as const,
      amountIqd: row.amountIqd,
      paidAt: row.paidAt,
      providerPaymentId: row.id,
    })),
    ...page.map((row) => ({
      id: row.id,
      method: row.provider,
      amountIqd: row.amountIqd,
      paidAt: row.paidAt,
      providerPaymentId: row.providerPaymentId,
    })),
  ].sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0));
}

/** The refunds of these orders, newest first. */
export async function refundsOf(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, [...orderIds]))
    .orderBy(desc(paymentRefunds.createdAt));
}

/** The refund asked with this Idempotency-Key, on whichever order. */
export async function refundByRequestKey(db: Database, requestKey: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.requestKey, requestKey));
  return row;
}

export async function insertRefund(db: Database, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await db.insert(paymentRefunds).values(values).returning();
  if (!row) throw new Error('Recording a refund returned no row.');
  return row;
}

/** Records what the provider said of a refund still `processing`. */
export async function settleRefund(
  db: Database,
  id: string,
  state: RefundRow['state'],
  providerRefundId?: string | null,
) {
  await db
    .update(paymentRefunds)
    .set({ state, updatedAt: sql`now()`, ...(providerRefundId ? { providerRefundId } : {}) })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.state, 'processing')));
}

/** Refunds asked and not yet confirmed, least recently looked at first (the sweeper's). */
export async function processingRefunds(db: Database, limit: number) {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.state, 'processing'))
    .orderBy(asc(paymentRefunds.updatedAt))
    .limit(limit);
}

export async function touchRefund(db: Database, id: string) {
  await db
    .update(paymentRefunds)
    .set({ updatedAt: sql`now()` })
    .where(eq(paymentRefunds.id, id));
}
