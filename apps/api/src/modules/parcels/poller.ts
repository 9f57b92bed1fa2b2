/**
 * Asking the couriers about our open parcels (reference/couriers.md, "Read orders": poll as the baseline,
 * webhooks accelerate). Each round takes, per courier account, the open parcels asked about
 * longest ago, 25 ids per call, and spends at most half of the account's rate window so a
 * hand-over made meanwhile still gets through. A courier that rate-limits, fails or answers
 * HTML pauses its account (until its retry-after, or doubling up to a cap); one copy of the API
 * polls an account at a time (a lease in the database), and a slow courier delays only itself.
 *
 * The same round reads an account's invoices (reference/couriers.md, "Invoices (settlement of
 * collected COD)") every `invoiceSyncEveryMs` while cash the courier collected is still to be
 * settled: under the same lease, within the same budget of calls, paused by the same failures.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CourierError } from '../../couriers/courier-error';
import { WASEET_BRAND_SETTINGS } from '../../couriers/waseet/brands';
import type { WaseetInvoice, WaseetOrder } from '../../couriers/waseet/client';
import { WASEET_IDS_PER_CALL } from '../../couriers/waseet/client';
import { runEvery } from '../../lib/every';
import { whileRenewing } from '../../lib/lease';
import { accountsWithInvoicesDue, markInvoicesSynced } from './cash-repository';
import { invoiceCourierOf, readInvoices } from './invoices';
import { accountById } from './repository';
import { applyCourierStatus, isWaseetBrand, type TrackingContext } from './tracking';
import * as repo from './tracking-repository';

/** What the poller asks of a courier account's client. */
export interface CourierReader {
  ordersByIds(ids: readonly string[]): Promise<WaseetOrder[]>;
  /** The courier's invoices of collected cash (merchant token only): parcels/invoices.ts. */
  invoices(): Promise<WaseetInvoice[]>;
  invoiceOrders(invoiceId: string): Promise<WaseetOrder[]>;
  receiveInvoice(invoiceId: string): Promise<void>;
}

export interface PollerContext extends TrackingContext {
  /** A client for the account (its sealed credentials opened); parcels/courier-accounts.ts. */
  readerFor: (account: repo.CourierAccountRow) => Promise<CourierReader>;
  /** An open parcel is asked about again once this long has passed (COURIER_POLL_SECONDS). */
  pollEveryMs: number;
  /** An account's invoices are read again once this long has passed; INVOICE_SYNC_EVERY_MS. */
  invoiceSyncEveryMs?: number;
}

/** Couriers settle once a day or a few times a week: reading their invoices every few hours is enough. */
export const INVOICE_SYNC_EVERY_MS = 3 * 60 * 60_000;

/** The first pause after a failure; it doubles with each failure in a row, up to the cap. */
export const FIRST_PAUSE_MS = 60_000;
export const MAX_PAUSE_MS = 60 * 60_000;
/** Accounts asked about at once: one slow courier does not hold the others. */
const ACCOUNTS_AT_ONCE = 4;

export interface PollSummary {
  accounts: number;
  calls: number;
  applied: number;
  paused: number;
  /** Accounts whose invoices were read. */
  invoiceSyncs: number;
}

/** How many calls a round may spend on an account: half its rate window, the rest for hand-overs. */
export function pollBudget(account: repo.CourierAccountRow): number {
  const limit = isWaseetBrand(account.brand)
    ? WASEET_BRAND_SETTINGS[account.brand].rateLimit
    : null;
  return Math.max(1, Math.floor((limit?.max ?? 30) / 2));
}

/** How long the account waits after `failures` failures in a row (at least the courier's retry-after). */
export function pauseAfter(failures: number, retryAfterMs?: number): number {
  const doubling = Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, failures - 1));
  return retryAfterMs !== undefined
    ? Math.min(MAX_PAUSE_MS, Math.max(retryAfterMs, 1000))
    : doubling;
}

/** One round over every account with parcels or invoices due; exported for tests and the demo's "poll now". */
export async function pollCouriersOnce(context: PollerContext): Promise<PollSummary> {
  const now = context.now();
  const dueBefore = new Date(now.getTime() - context.pollEveryMs);
  const invoicesDueBefore = new Date(
    now.getTime() - (context.invoiceSyncEveryMs ?? INVOICE_SYNC_EVERY_MS),
  );
  const withParcels = await repo.accountsDue(context.db, dueBefore, now);
  const withInvoices = await accountsWithInvoicesDue(context.db, invoicesDueBefore, now);
  const accounts = [
    ...withParcels,
    ...withInvoices.filter((account) => !withParcels.some((other) => other.id === account.id)),
  ];
  const withCash = new Set(withInvoices.map((account) => account.id));
  const summary: PollSummary = { accounts: 0, calls: 0, applied: 0, paused: 0, invoiceSyncs: 0 };
  for (let start = 0; start < accounts.length; start += ACCOUNTS_AT_ONCE) {
    await Promise.all(
      accounts
        .slice(start, start + ACCOUNTS_AT_ONCE)
        .map((account) =>
          pollAccountClaimed(
            context,
            account.id,
            { dueBefore, invoicesDueBefore, withCash },
            summary,
          ),
        ),
    );
  }
  return summary;
}

interface Due {
  dueBefore: Date;
  invoicesDueBefore: Date;
  /** The accounts with cash collected by the courier and not yet settled. */
  withCash: Set<string>;
}

async function pollAccountClaimed(
  context: PollerContext,
  accountId: string,
  due: Due,
  summary: PollSummary,
) {
  const holderId = randomUUID();
  if (!(await repo.claimAccountPoll(context.db, accountId, holderId))) return;
  try {
    // Read again under the lease: another copy may have polled it, or paused it, meanwhile.
    const account = await accountById(context.db, accountId);
    if (!account || account.disconnectedAt) return;
    if (account.pollPausedUntil && account.pollPausedUntil > context.now()) return;
    summary.accounts += 1;
    await whileRenewing(
      () => repo.renewAccountPoll(context.db, accountId, holderId),
      () => pollAccount(context, account, due, summary),
    );
  } finally {
    await repo.releaseAccountPoll(context.db, accountId, holderId);
  }
}

async function pollAccount(
  context: PollerContext,
  account: repo.CourierAccountRow,
  { dueBefore, invoicesDueBefore, withCash }: Due,
  summary: PollSummary,
) {
  let reader: CourierReader;
  try {
    reader = await context.readerFor(account);
  } catch (error) {
    await pause(context, account, summary, error);
    return;
  }
  const budget = pollBudget(account);
  let spent = 0;
  while (spent < budget) {
    const due = await repo.openParcelsDue(context.db, account.id, dueBefore, WASEET_IDS_PER_CALL);
    if (due.length === 0) break;
    let orders: WaseetOrder[];
    try {
      spent += 1;
      summary.calls += 1;
      orders = await reader.ordersByIds(due.map((parcel) => parcel.courierOrderId ?? ''));
    } catch (error) {
      await pause(context, account, summary, error);
      return;
    }
    const byCourierId = new Map(orders.map((order) => [order.id, order]));
    const byWaybill = new Map(orders.map((order) => [order.qrId, order]));
    for (const parcel of due) {
      const id = parcel.courierOrderId ?? '';
      const order = byCourierId.get(id) ?? byWaybill.get(id);
      if (!order) {
        context.log?.warn(
          { parcelId: parcel.id, courierOrderId: id },
          'the courier did not return one of our parcels',
        );
        continue;
      }
      const outcome = await applyCourierStatus(context, {
        parcelId: parcel.id,
        source: 'courier_poll',
        statusId: order.statusId,
        statusText: order.statusText,
        price: order.price,
        deliveryPrice: order.deliveryPrice,
      });
      if (outcome === 'applied') summary.applied += 1;
    }
    await repo.markPolled(
      context.db,
      due.map((parcel) => parcel.id),
      context.now(),
    );
  }
  // The invoices take what the statuses left of the budget: the list and at least one invoice.
  const invoicesDue = !account.invoicesSyncedAt || account.invoicesSyncedAt <= invoicesDueBefore;
  if (invoicesDue && withCash.has(account.id) && budget - spent >= 2) {
    try {
      const read = await readInvoices(
        context.db,
        invoiceCourierOf(reader),
        account,
        context.now(),
        { maxCalls: budget - spent },
      );
      summary.calls += read.calls;
      summary.invoiceSyncs += 1;
      // Unread new invoices wait for the next round, not for the next interval.
      if (read.complete) await markInvoicesSynced(context.db, account.id, context.now());
    } catch (error) {
      await pause(context, account, summary, error);
      return;
    }
  }
  await repo.accountPolledFine(context.db, account.id);
}

async function pause(
  context: PollerContext,
  account: repo.CourierAccountRow,
  summary: PollSummary,
  error: unknown,
) {
  const failures = account.pollFailures + 1;
  const courierError = error instanceof CourierError ? error : undefined;
  const retryAfterMs =
    courierError?.kind === 'rate_limited' ? courierError.retryAfterMs : undefined;
  const until = new Date(context.now().getTime() + pauseAfter(failures, retryAfterMs));
  const message =
    courierError?.courierMessage ?? (error instanceof Error ? error.message : String(error));
  await repo.pauseAccountPoll(context.db, account.id, {
    until,
    failures,
    error: message.slice(0, 500),
  });
  summary.paused += 1;
  context.log?.warn(
    { accountId: account.id, kind: courierError?.kind ?? 'error', until: until.toISOString() },
    'courier polling paused for the account',
  );
}

/**
 * Runs the poller in the API process every `tickMs` (at most a minute, so a short
 * COURIER_POLL_SECONDS is kept to). A round still running skips the next tick; closing waits
 * for a round under way.
 */
export function startCourierPoller(
  app: FastifyInstance,
  context: PollerContext,
  tickMs: number,
): () => void {
  return runEvery(
    app,
    tickMs,
    () => pollCouriersOnce(context),
    'polling the couriers failed',
    (summary) => {
      if (summary.applied > 0 || summary.paused > 0)
        app.log.info(summary, 'courier statuses polled');
    },
  );
}
