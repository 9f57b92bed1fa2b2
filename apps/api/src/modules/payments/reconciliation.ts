/**
 * Reconciliation (issue 38): per provider and per day (Iraq time), what was paid, refunded and
 * is pending, and a check of that day against the providers' own status answers. What differs
 * is flagged for a person (flags.ts); a provider that does not answer is counted as "could not
 * ask", never as a mismatch.
 */
import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  RECONCILED_METHODS,
  RECONCILIATION_MAX_DAYS,
  type ReconciledMethod,
  type ReconciliationDay,
} from '@chapkhana/shared/reconciliation';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { Database } from '../../db/client';
import {
  fibPayments,
  pagePayments,
  paymentChecks,
  paymentFlags,
  paymentRefunds,
} from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/http-errors';
import type { ProviderPaymentState } from '../../payments/provider';
import type { PaymentContext } from './context';
import { flagPayment, iraqDay, iraqDayBounds, type FlagInput } from './flags';
import type { FibPaymentRow, PagePaymentRow } from './repository';
import { askProvider, reconcilePagePayment, reconcilePayment } from './settlement';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many status calls one check has under way at once, and how long each may take. */
const CHECK_CONCURRENCY = 4;
const ASK_TIMEOUT_MS = 15_000;

/** The providers this server can ask (FIB when configured, the page providers set up). */
export const methodsSetUp = (context: PaymentContext): ReconciledMethod[] =>
  RECONCILED_METHODS.filter((method) =>
    method === 'fib' ? !!context.fib : !!context.pageProviders[method],
  );

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** A timestamp column's day in Iraq time (UTC+3 all year), as YYYY-MM-DD. */
const dayOf = (column: unknown) =>
  sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

type Figures = Omit<ReconciliationDay, 'day' | 'method' | 'checkedAt' | 'couldNotAsk'>;
const emptyFigures = (): Figures => ({
  paidCount: 0,
  paidIqd: 0,
  refundedIqd: 0,
  pendingCount: 0,
  pendingIqd: 0,
  openFlags: 0,
});

/** Payments of the range, grouped by day, method and state (paid or still pending). */
async function paymentFigures(db: Database, start: Date, end: Date) {
  const grouped = (table: typeof fibPayments | typeof pagePayments, method: unknown) =>
    db
      .select({
        day: dayOf(table.createdAt),
        method: sql<ReconciledMethod>`${method}`,
        paid: sql<boolean>`${table.state} = 'paid'`,
        count: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${table.amountIqd}), 0)::int`,
      })
      .from(table)
      .where(
        and(
          gte(table.createdAt, start),
          lt(table.createdAt, end),
          inArray(table.state, ['paid', 'live', 'replaced']),
        ),
      )
      .groupBy(sql`1`, sql`2`, sql`3`);
  const [fib, page] = await Promise.all([
    grouped(fibPayments, sql`'fib'`),
    grouped(pagePayments, pagePayments.provider),
  ]);
  return [...fib, ...page];
}

/**
 * GET /api/admin/reconciliation: each day of the range × each provider set up (or with
 * payments): paid, refunded, pending, open flags, and the last check. Payments count on the day
 * they were made, refunds on the day they were asked.
 */
export async function reconciliationSummary(
  context: PaymentContext,
  from: string,
  to: string,
): Promise<ReconciliationDay[]> {
  const days = daysBetween(from, to);
  if (days.length === 0 || days.length > RECONCILIATION_MAX_DAYS) {
    throw badRequest('reconciliation_range_invalid', { days: RECONCILIATION_MAX_DAYS });
  }
  const { db } = context;
  const { start } = iraqDayBounds(from);
  const { end } = iraqDayBounds(to);
  const [payments, refunds, flags, checks] = await Promise.all([
    paymentFigures(db, start, end),
    db
      .select({
        day: dayOf(paymentRefunds.createdAt),
        method: paymentRefunds.method,
        sum: sql<number>`coalesce(sum(${paymentRefunds.amountIqd}), 0)::int`,
      })
      .from(paymentRefunds)
      .where(
        and(
          gte(paymentRefunds.createdAt, start),
          lt(paymentRefunds.createdAt, end),
          ne(paymentRefunds.state, 'failed'),
        ),
      )
      .groupBy(sql`1`, sql`2`),
    db
      .select({
        day: paymentFlags.day,
        method: paymentFlags.method,
        count: sql<number>`count(*)::int`,
      })
      .from(paymentFlags)
      .where(
        and(
          gte(paymentFlags.day, from),
          sql`${paymentFlags.day} <= ${to}`,
          isNull(paymentFlags.resolvedAt),
        ),
      )
      .groupBy(paymentFlags.day, paymentFlags.method),
    db
      .select()
      .from(paymentChecks)
      .where(and(gte(paymentChecks.day, from), sql`${paymentChecks.day} <= ${to}`)),
  ]);
  const methods = new Set<ReconciledMethod>(methodsSetUp(context));
  const figures = new Map<string, Figures>();
  const at = (day: string, method: string) => {
    methods.add(method as ReconciledMethod);
    const key = `${day}/${method}`;
    let row = figures.get(key);
    if (!row) figures.set(key, (row = emptyFigures()));
    return row;
  };
  for (const p of payments) {
    const row = at(p.day, p.method);
    if (p.paid) {
      row.paidCount += p.count;
      row.paidIqd += p.sum;
    } else {
      row.pendingCount += p.count;
      row.pendingIqd += p.sum;
    }
  }
  for (const r of refunds) at(r.day, r.method).refundedIqd += r.sum;
  for (const f of flags) at(f.day, f.method).openFlags += f.count;
  const checked = new Map(checks.map((c) => [`${c.day}/${c.method}`, c]));
  const order = RECONCILED_METHODS.filter((method) => methods.has(method));
  return days.reverse().flatMap((day) =>
    order.map((method) => {
      const check = checked.get(`${day}/${method}`);
      return {
        day,
        method,
        ...(figures.get(`${day}/${method}`) ?? emptyFigures()),
        checkedAt: check?.checkedAt.toISOString() ?? null,
        couldNotAsk: check?.couldNotAsk ?? 0,
      };
    }),
  );
}

/** The provider's answer, or a rejection after `ms` (the clients have their own limits too). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Runs `work` for each item, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The provider's word, in the five statuses the shop acts on. */
interface TheirWord {
  status: ProviderPaymentState['status'];
  amountIqd: number | null;
  providerStatus: string;
}

type Checked = { method: 'fib'; row: FibPaymentRow } | { method: 'page'; row: PagePaymentRow };

const FIB_STATUSES: Record<string, TheirWord['status']> = {
  PAID: 'paid',
  UNPAID: 'pending',
  DECLINED: 'failed',
  REFUND_REQUESTED: 'paid',
  REFUNDED: 'refunded',
};

async function askAbout(context: PaymentContext, payment: Checked): Promise<TheirWord | null> {
  if (payment.method === 'fib') {
    if (!context.fib) throw new Error('FIB is not set up');
    const state = await withinTime(context.fib.getStatus(payment.row.id), ASK_TIMEOUT_MS);
    return {
      status: FIB_STATUSES[state.status] ?? 'pending',
      amountIqd: state.amount.amount,
      providerStatus: state.status,
    };
  }
  const provider = context.pageProviders[payment.row.provider];
  if (!provider) throw new Error(`${payment.row.provider} is not set up`);
  return withinTime(askProvider(provider, payment.row), ASK_TIMEOUT_MS);
}

/** What to flag when the provider's word differs from a payment we hold as paid; null if it agrees. */
function paidMismatch(
  row: FibPaymentRow | PagePaymentRow,
  theirs: TheirWord | null,
  refunded: boolean,
): Pick<FlagInput, 'kind' | 'ours' | 'theirs'> | null {
  const ours = `paid ${formatDinar(row.amountIqd)} IQD${refunded ? ', refunded' : ''}`;
  if (!theirs) return { kind: 'status_mismatch', ours, theirs: 'no such payment' };
  const said = `${theirs.providerStatus}${theirs.amountIqd === null ? '' : ` ${formatDinar(theirs.amountIqd)} IQD`}`;
  if (theirs.status === 'refunded' && !refunded)
    return { kind: 'status_mismatch', ours, theirs: said };
  if (theirs.status !== 'paid' && theirs.status !== 'refunded') {
    return { kind: 'status_mismatch', ours, theirs: said };
  }
  if (theirs.amountIqd !== null && theirs.amountIqd !== row.amountIqd) {
    return { kind: 'amount_differs', ours, theirs: said };
  }
  return null;
}

export interface DayCheck {
  method: ReconciledMethod;
  asked: number;
  couldNotAsk: number;
  flagged: number;
}

/** The day's payments of one provider the check asks about: still open, or paid. */
async function paymentsToCheck(db: Database, method: ReconciledMethod, day: string) {
  const { start, end } = iraqDayBounds(day);
  const states = ['paid', 'live', 'replaced'] as const;
  if (method === 'fib') {
    const rows = await db
      .select()
      .from(fibPayments)
      .where(
        and(
          gte(fibPayments.createdAt, start),
          lt(fibPayments.createdAt, end),
          inArray(fibPayments.state, [...states]),
        ),
      );
    return rows.map((row): Checked => ({ method: 'fib', row }));
  }
  const rows = await db
    .select()
    .from(pagePayments)
    .where(
      and(
        eq(pagePayments.provider, method),
        gte(pagePayments.createdAt, start),
        lt(pagePayments.createdAt, end),
        inArray(pagePayments.state, [...states]),
      ),
    );
  return rows.map((row): Checked => ({ method: 'page', row }));
}

/** Asks the provider about each payment of its day, compares, flags what differs. */
async function checkProviderDay(
  context: PaymentContext,
  method: ReconciledMethod,
  day: string,
): Promise<DayCheck> {
  const { db } = context;
  const payments = await paymentsToCheck(db, method, day);
  const refundRows = payments.length
    ? await db
        .select()
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.method, method),
            inArray(
              paymentRefunds.paymentId,
              payments.map((p) => p.row.id),
            ),
            ne(paymentRefunds.state, 'failed'),
          ),
        )
    : [];
  const result: DayCheck = { method, asked: 0, couldNotAsk: 0, flagged: 0 };
  const flag = async (payment: Checked, found: Pick<FlagInput, 'kind' | 'ours' | 'theirs'>) => {
    result.flagged += 1;
    const { row } = payment;
    await flagPayment(
      db,
      { ...found, method, paymentId: row.id, orderId: row.orderId },
      context.now(),
    );
  };
  await eachLimited(payments, CHECK_CONCURRENCY, async (payment) => {
    let theirs: TheirWord | null;
    try {
      theirs = await askAbout(context, payment);
    } catch {
      result.couldNotAsk += 1;
      return;
    }
    result.asked += 1;
    if (payment.row.state !== 'paid') {
      // Still open here: the provider's word settles it the usual way (paying the order, or
      // flagging money that cannot pay it), unless it is still pending there too.
      if (theirs?.status === 'pending') return;
      try {
        if (payment.method === 'fib') await reconcilePayment(context, payment.row);
        else await reconcilePagePayment(context, payment.row);
      } catch {
        result.couldNotAsk += 1;
        result.asked -= 1;
      }
      return;
    }
    const refunds = refundRows.filter((r) => r.paymentId === payment.row.id);
    // Any refund (whole or part) makes the provider's `refunded` agree.
    const refunded = refunds.length > 0;
    const mismatch = paidMismatch(payment.row, theirs, refunded);
    if (mismatch) await flag(payment, mismatch);
  });
  const checkedAt = context.now();
  await db
    .insert(paymentChecks)
    .values({ ...result, day, checkedAt })
    .onConflictDoUpdate({
      target: [paymentChecks.day, paymentChecks.method],
      set: {
        checkedAt,
        asked: result.asked,
        couldNotAsk: result.couldNotAsk,
        flagged: result.flagged,
      },
    });
  return result;
}

/** Days being checked, per database: a second click while one runs is told so (409). */
const running = new WeakMap<Database, Set<string>>();

/**
 * Checks one day against every provider set up (or only `methods`), one provider after the
 * other, each with a few status calls at a time. Today or an earlier day only.
 */
export async function checkDay(
  context: PaymentContext,
  day: string,
  methods: readonly ReconciledMethod[] = methodsSetUp(context),
): Promise<DayCheck[]> {
  if (day > iraqDay(context.now())) throw badRequest('reconciliation_day_ahead');
  let days = running.get(context.db);
  if (!days) running.set(context.db, (days = new Set()));
  if (days.has(day)) throw conflict('reconciliation_running');
  days.add(day);
  try {
    const checks: DayCheck[] = [];
    for (const method of methods) checks.push(await checkProviderDay(context, method, day));
    return checks;
  } finally {
    days.delete(day);
  }
}

/**
 * The daily job: yesterday (Iraq time) is checked against each provider set up that has not
 * checked it yet. Run by the server's minute sweep, so a restart loses nothing; the clock is
 * the app's (tests move it).
 */
export async function checkYesterdayIfDue(context: PaymentContext): Promise<DayCheck[]> {
  const yesterday = iraqDay(new Date(context.now().getTime() - DAY_MS));
  const done = await context.db
    .select({ method: paymentChecks.method })
    .from(paymentChecks)
    .where(eq(paymentChecks.day, yesterday));
  const due = methodsSetUp(context).filter((m) => !done.some((d) => d.method === m));
  if (due.length === 0) return [];
  try {
    return await checkDay(context, yesterday, due);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'reconciliation_running') {
      return [];
    }
    throw error;
  }
}
