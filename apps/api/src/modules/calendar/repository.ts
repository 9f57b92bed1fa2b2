/** All SQL of the working-day calendar: holidays, the working week and courier days, re-datings. */
import { and, asc, eq, gte, inArray, isNotNull, max, notInArray, or, sql } from 'drizzle-orm';
import type { Weekday } from '@chapkhana/shared/delivery';
import {
  DEFAULT_COURIER_DAYS,
  DEFAULT_WORKING_WEEKDAYS,
  type CourierDays,
  type HolidayRegion,
  type RedateReason,
} from '@chapkhana/shared/working-days';
import type { Database } from '../../db/client';
import {
  calendarSettings,
  holidays,
  orderLines,
  orders,
  printRedatings,
  proofs,
  sellerDelivery,
  sellerOrders,
  sellers,
} from '../../db/schema/index';

export type HolidayRow = typeof holidays.$inferSelect;

/** Every holiday, by day then region. */
export async function listHolidays(db: Database): Promise<HolidayRow[]> {
  return db.select().from(holidays).orderBy(asc(holidays.day), asc(holidays.region));
}

/** The holidays from `fromDay` on (what a buyer's screen needs to promise a date). */
export async function holidaysFrom(db: Database, fromDay: string) {
  return db
    .select({ date: holidays.day, region: holidays.region })
    .from(holidays)
    .where(gte(holidays.day, fromDay))
    .orderBy(asc(holidays.day)) as Promise<{ date: string; region: HolidayRegion }[]>;
}

export async function findHoliday(db: Database, holidayId: string) {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, holidayId));
  return row;
}

/** The holiday kept on `day` in `region`, if any (a day is listed once per region). */
export async function findHolidayOn(db: Database, day: string, region: HolidayRegion) {
  const [row] = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.day, day), eq(holidays.region, region)));
  return row;
}

export interface HolidayValues {
  day: string;
  region: HolidayRegion;
  nameKu: string;
  nameAr: string;
  nameEn: string;
}

export async function insertHoliday(
  db: Database,
  values: HolidayValues,
  staffId: string | null,
  now: Date,
): Promise<HolidayRow> {
  const [row] = await db
    .insert(holidays)
    .values({ ...values, updatedBy: staffId, updatedAt: now })
    .returning();
  if (!row) throw new Error('holiday row was not written');
  return row;
}

export async function updateHoliday(
  db: Database,
  holidayId: string,
  values: HolidayValues,
  staffId: string,
  now: Date,
): Promise<HolidayRow | undefined> {
  const [row] = await db
    .update(holidays)
    .set({ ...values, updatedBy: staffId, updatedAt: now })
    .where(eq(holidays.id, holidayId))
    .returning();
  return row;
}

export async function deleteHoliday(db: Database, holidayId: string): Promise<boolean> {
  const rows = await db
    .delete(holidays)
    .where(eq(holidays.id, holidayId))
    .returning({ id: holidays.id });
  return rows.length > 0;
}

/** The working week and the admin's courier days (the defaults before the first save). */
export async function readCalendarSettings(
  db: Database,
): Promise<{ workingWeekdays: Weekday[]; courierDays: CourierDays; updatedAt: Date | null }> {
  const [row] = await db.select().from(calendarSettings).where(eq(calendarSettings.id, 1));
  if (!row) {
    return {
      workingWeekdays: [...DEFAULT_WORKING_WEEKDAYS],
      courierDays: DEFAULT_COURIER_DAYS,
      updatedAt: null,
    };
  }
  return {
    workingWeekdays: row.workingWeekdays,
    courierDays: {
      sameCity: row.sameCityDays,
      sameGovernorate: row.sameGovernorateDays,
      other: row.otherDays,
    },
    updatedAt: row.updatedAt,
  };
}

export async function writeCalendarSettings(
  db: Database,
  values: { workingWeekdays: Weekday[]; courierDays: CourierDays },
  staffId: string,
  now: Date,
): Promise<void> {
  const row = {
    workingWeekdays: values.workingWeekdays,
    sameCityDays: values.courierDays.sameCity,
    sameGovernorateDays: values.courierDays.sameGovernorate,
    otherDays: values.courierDays.other,
    updatedBy: staffId,
    updatedAt: now,
  };
  await db
    .insert(calendarSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: calendarSettings.id, set: row });
}

/** What a print line's schedule is computed from (see `scheduleOf`). */
export interface LineFacts {
  lineId: string;
  sellerId: string;
  sellerCity: string;
  cutOff: string | null;
  partStatus: string;
  placedAt: Date;
  depositIqd: number;
  depositPaidAt: Date | null;
  lastApprovedAt: Date | null;
}

const factsColumns = {
  lineId: orderLines.id,
  sellerId: sellerOrders.sellerId,
  sellerCity: sellers.city,
  cutOff: sellerDelivery.cutOff,
  partStatus: sql<string>`${sellerOrders.deliveryStatus}::text`,
  placedAt: orders.createdAt,
  depositIqd: orders.depositIqd,
  depositPaidAt: orders.depositPaidAt,
  lastApprovedAt: sql<Date | null>`(select ${max(proofs.decidedAt)} from ${proofs} where ${proofs.orderLineId} = ${orderLines.id} and ${proofs.status} = 'approved')`,
};

function factsQuery(db: Database) {
  return db
    .select(factsColumns)
    .from(orderLines)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderLines.sellerOrderId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .leftJoin(sellerDelivery, eq(sellerDelivery.sellerId, sellerOrders.sellerId));
}

type RawFacts = Omit<LineFacts, 'lastApprovedAt'> & { lastApprovedAt: unknown };

/** A raw sub-select comes back as text on some drivers: read it as a Date. */
const readFact = (row: RawFacts): LineFacts => ({
  ...row,
  lastApprovedAt: row.lastApprovedAt ? new Date(row.lastApprovedAt as string) : null,
});
const readFacts = (rows: RawFacts[]) => rows.map(readFact);

/** The facts of `lineIds`, by line. */
export async function lineFacts(db: Database, lineIds: string[]): Promise<Map<string, LineFacts>> {
  if (lineIds.length === 0) return new Map();
  const rows = await factsQuery(db).where(inArray(orderLines.id, lineIds));
  return new Map(readFacts(rows).map((row) => [row.lineId, row]));
}

/**
 * The print lines whose job may be running (its part not yet on its way, delivered or cancelled)
 * and whose turnaround gives a due date, with their facts: what a calendar change may re-date.
 * `sellerIds` narrows it to some sellers (a seller's cut-off).
 */
export async function runningPrintLines(db: Database, sellerIds?: string[]) {
  const rows = await db
    .select({ line: orderLines, facts: factsColumns })
    .from(orderLines)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderLines.sellerOrderId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .leftJoin(sellerDelivery, eq(sellerDelivery.sellerId, sellerOrders.sellerId))
    .where(
      and(
        isNotNull(orderLines.print),
        sql`(${orderLines.print} ->> 'workingDays') is not null`,
        or(eq(orderLines.proofState, 'approved'), eq(orderLines.proofState, 'not_needed')),
        notInArray(sellerOrders.deliveryStatus, ['on way', 'delivered', 'cancelled']),
        sellerIds ? inArray(sellerOrders.sellerId, sellerIds) : undefined,
      ),
    );
  return rows.map((row) => ({ line: row.line, facts: readFact(row.facts) }));
}

export type RedatingRow = typeof printRedatings.$inferSelect;

export async function insertRedatings(
  db: Database,
  rows: {
    orderLineId: string;
    previousDueDate: string;
    dueDate: string;
    reason: RedateReason;
  }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(printRedatings).values(rows.map((row) => ({ ...row, createdAt: now })));
}

/** The re-datings of `lineIds`, oldest first. */
export async function redatingsOf(db: Database, lineIds: string[]): Promise<RedatingRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(printRedatings)
    .where(inArray(printRedatings.orderLineId, lineIds))
    .orderBy(asc(printRedatings.createdAt), asc(printRedatings.id));
}

/** Calendar changes one at a time (the caller's transaction): each re-dates against the last. */
export async function lockCalendar(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('working-calendar'))`);
}
