/**
 * The console's dashboard (issue 39): for a seller its own print house, for the admin every one
 * (or one chosen). Figures over the chosen days come from the database already summed
 * (repository.ts); the ones that stand now — jobs due today and late, proofs waiting, cash out
 * with couriers — are read as they stand whatever the days. docs/design.md §18 says which is which.
 */
import Big from 'big.js';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_JOB_LINES,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_TOP,
  type DashboardCash,
  type DashboardDay,
  type DashboardJob,
  type DashboardQuery,
  type DashboardFigures,
  type DashboardResponse,
} from '@chapkhana/shared/dashboard';
import { IRAQ_UTC_OFFSET_MS } from '@chapkhana/shared/dates';
import { partCashToCollect } from '@chapkhana/shared/order-figures';
import { dueness, jobStage } from '@chapkhana/shared/production';
import type { Database } from '../../db/client';
import { isStatementTimeout } from '../../db/errors';
import { badRequest, httpError } from '../../lib/http-errors';
import { schedulesOf } from '../calendar/service';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest any one statement of a dashboard may run; a real one is far below. */
export const DASHBOARD_STATEMENT_TIMEOUT_MS = 5000;

const iraqDayOf = (at: Date) =>
  new Date(at.getTime() + IRAQ_UTC_OFFSET_MS).toISOString().slice(0, 10);
const startOfIraqDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IRAQ_UTC_OFFSET_MS);
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/**
 * The days asked for (Iraq time, both included): by default the last 30 up to today; one end
 * given alone keeps 30 days from or up to it. A first day after the last, or more than 366 days,
 * is refused with `dashboard_range_invalid`.
 */
export function dashboardDays(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
) {
  const today = iraqDayOf(now);
  const span = DASHBOARD_DEFAULT_DAYS - 1;
  const to = query.to ?? (query.from ? addDays(query.from, span) : today);
  const from = query.from ?? addDays(to, -span);
  const count = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (count < 1 || count > DASHBOARD_MAX_DAYS) {
    throw badRequest('dashboard_range_invalid', { days: DASHBOARD_MAX_DAYS });
  }
  const days = Array.from({ length: count }, (_, index) => addDays(from, index));
  const range: repo.DayRange = {
    start: startOfIraqDay(from),
    end: new Date(startOfIraqDay(to).getTime() + DAY_MS),
  };
  return { from, to, today, days, range };
}

/** An exact amount as the contract carries it: two decimals, "125000.00". */
const exact = (amount: Big | string) => new Big(amount).toFixed(2);

/** Every day of the range, zeros where nothing was placed. */
function everyDay(days: string[], rows: repo.DayRow[]): DashboardDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    return {
      day,
      orders: row?.orders ?? 0,
      sales: exact(row?.sales ?? '0'),
      paid: exact(row?.paid ?? '0'),
      cancelled: row?.cancelled ?? 0,
    };
  });
}

function totalsOf(days: DashboardDay[]) {
  let sales = new Big(0);
  let paid = new Big(0);
  let orders = 0;
  let cancelled = 0;
  for (const day of days) {
    sales = sales.plus(day.sales);
    paid = paid.plus(day.paid);
    orders += day.orders;
    cancelled += day.cancelled;
  }
  return { orders, sales: exact(sales), paid: exact(paid), cancelled };
}

/** Jobs still in the print house due today or late, counted, and the first few by name. */
async function jobsDue(db: Database, sellerId: string | undefined, today: string, now: Date) {
  const rows = await repo.runningPrintLines(db, sellerId);
  const schedules = await schedulesOf(
    db,
    rows.map((row) => row.line),
    now,
  );
  const listed: DashboardJob[] = [];
  let dueToday = 0;
  let late = 0;
  for (const row of rows) {
    const dueDate = schedules.get(row.line.id)?.dueDate ?? null;
    const stage = jobStage({
      proofState: row.line.proofState,
      productionStage: row.line.productionStage,
      partStatus: 'preparing',
    });
    const { due: standing } = dueness(dueDate, today, stage);
    // A job ready for the courier is done with, whatever its day.
    if (!dueDate || stage === 'ready' || (standing !== 'today' && standing !== 'late')) continue;
    if (standing === 'late') late += 1;
    else dueToday += 1;
    listed.push({
      orderLineId: row.line.id,
      orderId: row.line.orderId,
      sellerOrderId: row.line.sellerOrderId,
      orderNumber: row.orderNumber,
      sellerName: row.sellerName,
      product: {
        enName: row.line.product.enName,
        kuName: row.line.product.kuName,
        arName: row.line.product.arName,
      },
      quantity: row.line.quantity,
      dueDate,
      late: standing === 'late',
    });
  }
  listed.sort((a, b) =>
    a.dueDate === b.dueDate ? a.orderNumber - b.orderNumber : a.dueDate < b.dueDate ? -1 : 1,
  );
  return { dueToday, late, lines: listed.slice(0, DASHBOARD_JOB_LINES) };
}

/** What each courier (or own driver) still has to bring, by `partCashToCollect` of each part. */
async function cashOut(db: Database, sellerId: string | undefined) {
  const rows = await repo.partsOutWithCash(db, sellerId);
  const couriers = new Map<string, DashboardCash & { sum: Big }>();
  let total = new Big(0);
  for (const row of rows) {
    const cash = partCashToCollect(
      {
        payment_method: row.paymentMethod,
        payment_status: row.paymentStatus,
        deposit_paid: row.depositPaidAt !== null,
      },
      {
        amount: row.amount,
        deposit: row.deposit,
        delivery_status: row.deliveryStatus,
        cash_collected_at: row.cashCollectedAt,
      },
    );
    if (cash.lte(0)) continue;
    const courier = row.carrier === 'own' ? 'own' : (row.courierAccountId ?? 'own');
    const key = `${row.sellerId}:${courier}`;
    const entry = couriers.get(key) ?? {
      sellerId: row.sellerId,
      sellerName: row.sellerName,
      courier,
      carrier: row.carrier,
      accountName: row.accountName,
      parts: 0,
      amount: '0',
      sum: new Big(0),
    };
    entry.parts += 1;
    entry.sum = entry.sum.plus(cash);
    couriers.set(key, entry);
    total = total.plus(cash);
  }
  return {
    couriers: [...couriers.values()]
      .sort(
        (a, b) =>
          b.sum.cmp(a.sum) ||
          a.sellerName.localeCompare(b.sellerName) ||
          a.accountName.localeCompare(b.accountName),
      )
      .map(({ sum, ...entry }) => ({ ...entry, amount: exact(sum) })),
    total: exact(total),
  };
}

const names = (row: { enName: string; kuName: string; arName: string }) => ({
  enName: row.enName,
  kuName: row.kuName,
  arName: row.arName,
});

/**
 * The dashboard of a member whose role may not see the shop's money (docs/decisions.md, "Who
 * sees the dashboard"): its jobs due and late and its proofs waiting; the money parts are null
 * and not read.
 */
export async function jobFigures(
  db: Database,
  query: Pick<DashboardQuery, 'from' | 'to'>,
  sellerId: string,
  now: Date,
): Promise<DashboardResponse> {
  const { from, to, today } = dashboardDays(query, now);
  return withinDashboardBudget(db, async (tx) => ({
    from,
    to,
    today,
    days: null,
    totals: null,
    jobs: await jobsDue(tx, sellerId, today, now),
    proofs: await repo.proofsWaiting(tx, sellerId),
    cash: null,
    best: null,
  }));
}

/** `read` within the dashboard's statement budget, 503 `dashboard_too_slow` past it. */
async function withinDashboardBudget<T>(db: Database, read: (tx: Database) => Promise<T>) {
  try {
    return await repo.withinBudget(db, DASHBOARD_STATEMENT_TIMEOUT_MS, read);
  } catch (error) {
    if (isStatementTimeout(error)) throw httpError(503, 'dashboard_too_slow');
    throw error;
  }
}

/** The dashboard of `sellerId` (every seller's when undefined) over the days `query` asks. */
export async function dashboardFigures(
  db: Database,
  query: Pick<DashboardQuery, 'from' | 'to'>,
  sellerId: string | undefined,
  now: Date,
): Promise<DashboardFigures> {
  const { from, to, today, days, range } = dashboardDays(query, now);
  return withinDashboardBudget(db, async (tx) => {
    const perDay = everyDay(days, await repo.salesPerDay(tx, range, sellerId));
    const best = async (by: repo.BestBy) => ({
      products: (await repo.bestProducts(tx, range, sellerId, by, DASHBOARD_TOP)).map((row) => ({
        productId: row.productId,
        names: names(row),
        quantity: row.quantity,
        amount: exact(row.amount),
      })),
      options: (await repo.bestOptions(tx, range, sellerId, by, DASHBOARD_TOP)).map((row) => ({
        ...row,
        amount: exact(row.amount),
      })),
    });
    // One statement at a time: a transaction's connection runs them one after another anyway.
    const byQuantity = await best('quantity');
    const byAmount = await best('amount');
    return {
      from,
      to,
      today,
      days: perDay,
      totals: totalsOf(perDay),
      jobs: await jobsDue(tx, sellerId, today, now),
      proofs: await repo.proofsWaiting(tx, sellerId),
      cash: await cashOut(tx, sellerId),
      best: {
        productsByQuantity: byQuantity.products,
        productsByAmount: byAmount.products,
        optionsByQuantity: byQuantity.options,
        optionsByAmount: byAmount.options,
      },
    };
  });
}
