/**
 * Couriers' invoices (reference/couriers.md, "Invoices"): the courier pays a seller the cash it
 * collected, one invoice at a time. A sync reads the invoices and the orders in each and links
 * them to our parcels; the parcels are settled only when the seller says the money arrived
 * ("Received", which also tells the courier). An invoice that does not add up to our parcels is
 * shown with its difference and received only when a person confirms that difference.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CourierInvoice } from '@chapkhana/shared/cash';
import type { Database } from '../../db/client';
import { courierInvoices, parcelEvents, parcels } from '../../db/schema/index';
import { conflict, httpError, notFound, type HttpError } from '../../lib/http-errors';
import { invoicesOf, settledAt } from './cash-repository';
import { accountById } from './repository';
import type { CourierReader } from './poller';

/** One invoice as the courier lists it. */
export interface CourierInvoiceSummary {
  id: string;
  amountIqd: number;
  ordersCount: number;
  status: string | null;
}

/** What reconciliation needs of a courier's client (the Waseet family's merchant token). */
export interface InvoiceCourier {
  invoices(): Promise<CourierInvoiceSummary[]>;
  /** The courier's order ids (and waybills) in one invoice. */
  invoiceOrders(invoiceId: string): Promise<{ id: string; waybill?: string | null }[]>;
  receiveInvoice(invoiceId: string): Promise<void>;
}

export type CourierAccountRow = NonNullable<Awaited<ReturnType<typeof accountById>>>;
/** The client for one of a seller's courier accounts. */
export type InvoiceCourierFor = (account: CourierAccountRow) => Promise<InvoiceCourier>;

/** Reconciliation's view of a Waseet-family client. */
export function invoiceCourierOf(reader: CourierReader): InvoiceCourier {
  return {
    invoices: async () =>
      (await reader.invoices()).map((invoice) => ({
        id: invoice.id,
        amountIqd: Math.round(invoice.merchantPrice),
        ordersCount: Math.round(invoice.deliveredOrdersCount ?? 0),
        status: invoice.statusText ?? null,
      })),
    invoiceOrders: async (invoiceId) =>
      (await reader.invoiceOrders(invoiceId)).map((order) => ({
        id: order.id,
        waybill: order.qrId,
      })),
    receiveInvoice: (invoiceId) => reader.receiveInvoice(invoiceId),
  };
}

/** The same for the app's `courierReaderFor`. */
export function waseetInvoices(readerFor: (account: CourierAccountRow) => Promise<CourierReader>) {
  return async (account: CourierAccountRow): Promise<InvoiceCourier> =>
    invoiceCourierOf(await readerFor(account));
}

/** At most this many invoices' orders are read per sync: the courier allows 30 calls in 30 s. */
export const INVOICES_READ_PER_SYNC = 10;

/**
 * A courier's failure as a sentence for the seller: it timed out or answered HTML (a firewall),
 * it refused (`status:false`, in its own words) or it asked us to slow down.
 */
export function courierFailure(error: unknown): HttpError {
  const { kind, courierMessage } = (error ?? {}) as { kind?: unknown; courierMessage?: unknown };
  const text = typeof courierMessage === 'string' ? courierMessage : '';
  if (kind === 'rate_limited') return httpError(409, 'cash_courier_busy');
  if (kind === 'refused' || kind === 'auth') {
    return httpError(409, 'cash_courier_refused', { message: text.slice(0, 200) });
  }
  return httpError(409, 'cash_courier_unreachable');
}

async function askCourier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw courierFailure(error);
  }
}

/** An invoice as the console reads it, its difference worked out. */
export function toCourierInvoice(
  row: Awaited<ReturnType<typeof invoicesOf>>[number],
): CourierInvoice {
  const differenceIqd = row.amountIqd - row.ourAmountIqd;
  return {
    _id: row.id,
    courierAccountId: row.courierAccountId,
    courierInvoiceId: row.courierInvoiceId,
    amountIqd: row.amountIqd,
    parcelCount: row.parcelCount,
    courierStatus: row.courierStatus,
    ourAmountIqd: row.ourAmountIqd,
    ourParcelCount: row.ourParcelCount,
    differenceIqd,
    unknownOrders: row.unknownOrders,
    mismatch:
      differenceIqd !== 0 || row.unknownOrders.length > 0 || row.ourParcelCount !== row.parcelCount,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

async function ownAccount(db: Database, sellerId: string | undefined, accountId: string) {
  const account = await accountById(db, accountId);
  if (!account || (sellerId && account.sellerId !== sellerId)) {
    throw notFound('cash_courier_account_not_found');
  }
  return account;
}

/**
 * Reads one account's invoices and the orders of those not yet received, then stores them and
 * links their parcels in one transaction: a courier failure on any call writes nothing.
 */
export async function syncInvoices(
  db: Database,
  courierFor: InvoiceCourierFor,
  input: { sellerId?: string | undefined; accountId: string; now: Date },
): Promise<CourierInvoice[]> {
  const account = await ownAccount(db, input.sellerId, input.accountId);
  const courier = await askCourier(() => courierFor(account));
  await readInvoices(db, courier, account, input.now, { ask: askCourier });
  return (await invoicesOf(db, { sellerId: account.sellerId }))
    .filter((row) => row.courierAccountId === account.id)
    .map(toCourierInvoice);
}

export interface InvoicesRead {
  /** Calls made to the courier. */
  calls: number;
  /** True when every invoice not stored before was read (false: some wait for the next read). */
  complete: boolean;
}

/**
 * The sync itself, for the route and the poller: lists the account's invoices, reads the orders
 * of at most `maxCalls - 1` of those not yet received — the ones never stored first, then the
 * stored ones again — and stores them. `ask` wraps each courier call (the route turns failures
 * into the seller's sentence; the poller keeps the CourierError to pause the account).
 */
export async function readInvoices(
  db: Database,
  courier: InvoiceCourier,
  account: CourierAccountRow,
  now: Date,
  options: { maxCalls?: number; ask?: <T>(call: () => Promise<T>) => Promise<T> } = {},
): Promise<InvoicesRead> {
  const ask = options.ask ?? (<T>(call: () => Promise<T>) => call());
  const maxReads = Math.min(INVOICES_READ_PER_SYNC, (options.maxCalls ?? Infinity) - 1);
  const listed = await ask(() => courier.invoices());
  const stored = await db
    .select({ id: courierInvoices.courierInvoiceId, receivedAt: courierInvoices.receivedAt })
    .from(courierInvoices)
    .where(eq(courierInvoices.courierAccountId, account.id));
  const received = new Set(stored.filter((r) => r.receivedAt !== null).map((r) => r.id));
  const known = new Set(stored.map((r) => r.id));
  const open = listed.filter((invoice) => !received.has(invoice.id));
  const fresh = open.filter((invoice) => !known.has(invoice.id));
  const toRead = [...fresh, ...open.filter((invoice) => known.has(invoice.id))].slice(
    0,
    Math.max(0, maxReads),
  );
  const ordersOf = new Map<string, { id: string; waybill?: string | null }[]>();
  for (const invoice of toRead) {
    ordersOf.set(invoice.id, await ask(() => courier.invoiceOrders(invoice.id)));
  }
  await db.transaction(async (tx) => {
    for (const invoice of toRead) {
      const orders = ordersOf.get(invoice.id) ?? [];
      const unknownOrders = await linkParcels(tx, account.id, invoice.id, orders, now);
      await tx
        .insert(courierInvoices)
        .values({
          courierAccountId: account.id,
          courierInvoiceId: invoice.id,
          amountIqd: invoice.amountIqd,
          parcelCount: invoice.ordersCount,
          courierStatus: invoice.status,
          unknownOrders,
          fetchedAt: now,
        })
        .onConflictDoUpdate({
          target: [courierInvoices.courierAccountId, courierInvoices.courierInvoiceId],
          set: {
            amountIqd: invoice.amountIqd,
            parcelCount: invoice.ordersCount,
            courierStatus: invoice.status,
            unknownOrders,
            fetchedAt: now,
          },
          // A received invoice is the seller's word: a later listing never rewrites it.
          setWhere: isNull(courierInvoices.receivedAt),
        });
    }
  });
  return { calls: 1 + toRead.length, complete: toRead.length >= fresh.length };
}

/**
 * Links the parcels an invoice lists (by the courier's order id or waybill) to it, unless they
 * are settled already; answers the listed orders that are none of this account's parcels.
 */
async function linkParcels(
  tx: Database,
  accountId: string,
  invoiceId: string,
  orders: { id: string; waybill?: string | null }[],
  now: Date,
): Promise<string[]> {
  if (orders.length === 0) return [];
  const ids = orders.flatMap((o) => [o.id, ...(o.waybill ? [o.waybill] : [])]);
  const known = await tx
    .select({ courierOrderId: parcels.courierOrderId, waybill: parcels.waybill })
    .from(parcels)
    .where(
      and(
        eq(parcels.courierAccountId, accountId),
        or(inArray(parcels.courierOrderId, ids), inArray(parcels.waybill, ids)),
      ),
    );
  const seen = new Set(known.flatMap((p) => [p.courierOrderId, p.waybill]));
  await tx
    .update(parcels)
    .set({ courierInvoiceId: invoiceId, updatedAt: now })
    .where(
      and(
        eq(parcels.courierAccountId, accountId),
        or(inArray(parcels.courierOrderId, ids), inArray(parcels.waybill, ids)),
        isNull(parcels.cashSettledAt),
      ),
    );
  return orders
    .filter((o) => !seen.has(o.id) && !(o.waybill && seen.has(o.waybill)))
    .map((o) => o.id);
}

/** The seller's stored invoices (every seller's for the admin). */
export async function listInvoices(db: Database, sellerId: string | undefined) {
  return (await invoicesOf(db, { sellerId })).map(toCourierInvoice);
}

/**
 * The seller received the invoice's money: the courier is told, then the invoice and its
 * parcels are settled once (a second click, or two at once, finds it received and changes
 * nothing). A differing invoice needs `acceptDifference`; a courier failure changes nothing.
 */
export async function receiveInvoice(
  db: Database,
  courierFor: InvoiceCourierFor,
  input: {
    sellerId?: string | undefined;
    invoiceId: string;
    acceptDifference: boolean;
    actorId: string | null;
    now: Date;
  },
): Promise<CourierInvoice> {
  const [row] = await invoicesOf(db, { sellerId: input.sellerId, invoiceId: input.invoiceId });
  if (!row) throw notFound('cash_invoice_not_found');
  const invoice = toCourierInvoice(row);
  if (invoice.receivedAt) return invoice;
  if (invoice.mismatch && !input.acceptDifference) {
    throw conflict('cash_invoice_mismatch', {
      amount: invoice.amountIqd,
      ours: invoice.ourAmountIqd,
      unknown: invoice.unknownOrders.length,
    });
  }
  const account = await ownAccount(db, input.sellerId, row.courierAccountId);
  const courier = await askCourier(() => courierFor(account));
  await askCourier(() => courier.receiveInvoice(row.courierInvoiceId));
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(courierInvoices)
      .set({ receivedAt: input.now })
      .where(and(eq(courierInvoices.id, row.id), isNull(courierInvoices.receivedAt)))
      .returning({ id: courierInvoices.id });
    if (!marked) return;
    const settled = await tx
      .update(parcels)
      .set(settledAt(input.now))
      .where(
        and(
          eq(parcels.courierAccountId, row.courierAccountId),
          eq(parcels.courierInvoiceId, row.courierInvoiceId),
          isNull(parcels.cashSettledAt),
        ),
      )
      .returning({ id: parcels.id, state: parcels.state });
    if (settled.length > 0) {
      await tx.insert(parcelEvents).values(
        settled.map((p) => ({
          parcelId: p.id,
          source: 'staff' as const,
          state: p.state,
          note: `cash settled: courier invoice ${row.courierInvoiceId} received`,
          actorId: input.actorId,
          occurredAt: input.now,
        })),
      );
    }
  });
  const [after] = await invoicesOf(db, { invoiceId: row.id });
  return toCourierInvoice(after ?? row);
}
