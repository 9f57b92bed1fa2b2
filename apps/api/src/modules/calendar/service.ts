/**
 * The working-day calendar (issue 39): the admin's holidays and working week, the courier's
 * days, each print line's schedule (promise, start, due date, lateness) and the re-dating of
 * running jobs when the calendar changes. The day arithmetic is packages/shared/src/working-days.ts.
 */
import type { Weekday } from '@chapkhana/shared/delivery';
import {
  areaOfGovernorate,
  DEFAULT_CUT_OFF,
  iraqDayOf,
  jobStartOf,
  latenessOf,
  nextDay,
  readyDateOf,
  type CourierDays,
  type HolidayInput,
  type HolidayRegion,
  type HolidayView,
  type PromiseTerms,
  type RedateReason,
  type Redating,
  type WorkingCalendar,
} from '@chapkhana/shared/working-days';
import { findGovernorate } from '@chapkhana/shared/governorates';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { orderLines } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-errors';
import { insertSettingChange } from '../audit/repository';
import * as repo from './repository';

type LineRow = typeof orderLines.$inferSelect;

export function holidayView(row: repo.HolidayRow): HolidayView {
  return {
    _id: row.id,
    date: row.day,
    region: row.region as HolidayView['region'],
    names: { kr: row.nameKu, ar: row.nameAr, en: row.nameEn },
  };
}

/** The whole calendar as it stands: the working week and every holiday. */
export async function currentCalendar(db: Database): Promise<WorkingCalendar> {
  const settings = await repo.readCalendarSettings(db);
  const rows = await repo.listHolidays(db);
  return {
    workingWeekdays: settings.workingWeekdays,
    holidays: rows.map((row) => ({ date: row.day, region: row.region as HolidayRegion })),
  };
}

// --- A line's schedule ---------------------------------------------------------------------------

export interface LineSchedule {
  dueDate: string | null;
  promisedReadyDate: string | null;
  promisedDoorDate: string | null;
  startedAt: string | null;
  late: boolean;
  expectedReadyDate: string | null;
  redatings: Redating[];
}

/**
 * When a line's last proof was approved (the order, when it needs none, reuses one or had its
 * files approved in the card designer); null while waiting.
 */
function approvedAtOf(line: LineRow, facts: repo.LineFacts): Date | null {
  if (
    line.proofState === 'not_needed' ||
    line.print?.reusedProof ||
    line.print?.approvedInDesigner
  ) {
    return facts.placedAt;
  }
  if (line.proofState === 'approved') return facts.lastApprovedAt;
  return null;
}

/** When the line's clock started: approval and deposit, whichever is later. */
function startOf(line: LineRow, facts: repo.LineFacts): Date | null {
  return jobStartOf({
    approvedAt: approvedAtOf(line, facts),
    depositRequired: facts.depositIqd > 0,
    depositPaidAt: facts.depositPaidAt,
  });
}

/** The day a line is due in `calendar`; null while it waits or has no turnaround. */
export function dueDateIn(
  calendar: WorkingCalendar,
  line: LineRow,
  facts: repo.LineFacts,
): string | null {
  const days = line.print?.workingDays;
  const start = startOf(line, facts);
  if (days === undefined || days === null || !start) return null;
  return readyDateOf({
    calendar,
    area: areaOfGovernorate(facts.sellerCity),
    startedAt: start,
    cutOff: facts.cutOff ?? DEFAULT_CUT_OFF,
    workingDays: days,
  });
}

const FINISHED_PART_STATUSES = new Set(['on way', 'delivered', 'cancelled']);

/** Each line's schedule, by line id: its promise, start, due date, lateness and re-datings. */
export async function schedulesOf(
  db: Database,
  lines: LineRow[],
  now: Date,
): Promise<Map<string, LineSchedule>> {
  const ids = lines.map((line) => line.id);
  if (ids.length === 0) return new Map();
  const calendar = await currentCalendar(db);
  const facts = await repo.lineFacts(db, ids);
  const redatings = await repo.redatingsOf(db, ids);
  const today = iraqDayOf(now);
  return new Map(
    lines.map((line) => {
      const lineFacts = facts.get(line.id);
      const start = lineFacts ? startOf(line, lineFacts) : null;
      const dueDate = lineFacts ? dueDateIn(calendar, line, lineFacts) : null;
      const finished = !lineFacts || FINISHED_PART_STATUSES.has(lineFacts.partStatus);
      const { late, expectedReadyDate } = latenessOf({
        promisedReadyDate: line.promisedReadyDate,
        dueDate,
        today,
        finished,
      });
      return [
        line.id,
        {
          dueDate,
          promisedReadyDate: line.promisedReadyDate,
          promisedDoorDate: line.promisedDoorDate,
          startedAt: start?.toISOString() ?? null,
          late,
          expectedReadyDate,
          redatings: redatings
            .filter((row) => row.orderLineId === line.id)
            .map((row) => ({
              previousDueDate: row.previousDueDate,
              dueDate: row.dueDate,
              reason: row.reason as RedateReason,
              at: row.createdAt.toISOString(),
            })),
        },
      ];
    }),
  );
}

// --- Re-dating -----------------------------------------------------------------------------------

/**
 * Runs `change` (a calendar edit, in the caller's transaction) and records, for every running job
 * whose due date it moved, the date before and after; answers how many moved.
 */
async function redatingAround(
  tx: Database,
  reason: RedateReason,
  now: Date,
  change: () => Promise<void>,
  sellerIds?: string[],
): Promise<number> {
  await repo.lockCalendar(tx);
  const running = await repo.runningPrintLines(tx, sellerIds);
  const before = await currentCalendar(tx);
  const dueBefore = running.map((row) => dueDateIn(before, row.line, row.facts));
  await change();
  const after = await currentCalendar(tx);
  const moved = running.flatMap((row, index) => {
    const previousDueDate = dueBefore[index];
    const dueDate = dueDateIn(after, row.line, row.facts);
    return previousDueDate && dueDate && previousDueDate !== dueDate
      ? [{ orderLineId: row.line.id, previousDueDate, dueDate, reason }]
      : [];
  });
  await repo.insertRedatings(tx, moved, now);
  return moved.length;
}

/** Re-dates a seller's running jobs after its cut-off moved from `before` to `after`. */
export async function redateForCutOff(
  tx: Database,
  sellerId: string,
  change: () => Promise<void>,
  now: Date,
): Promise<number> {
  await repo.lockCalendar(tx);
  const calendar = await currentCalendar(tx);
  const before = await repo.runningPrintLines(tx, [sellerId]);
  await change();
  const after = new Map(
    (await repo.runningPrintLines(tx, [sellerId])).map((row) => [row.line.id, row]),
  );
  const moved = before.flatMap((row) => {
    const previousDueDate = dueDateIn(calendar, row.line, row.facts);
    const now = after.get(row.line.id);
    const dueDate = now ? dueDateIn(calendar, now.line, now.facts) : null;
    return previousDueDate && dueDate && previousDueDate !== dueDate
      ? [{ orderLineId: row.line.id, previousDueDate, dueDate, reason: 'cut_off_changed' as const }]
      : [];
  });
  await repo.insertRedatings(tx, moved, now);
  return moved.length;
}

// --- The admin's holidays and working week -------------------------------------------------------

export async function listHolidays(db: Database): Promise<HolidayView[]> {
  return (await repo.listHolidays(db)).map(holidayView);
}

function holidayValues(input: HolidayInput & { region: HolidayRegion }): repo.HolidayValues {
  return {
    day: input.date,
    region: input.region,
    nameKu: input.names.kr,
    nameAr: input.names.ar,
    nameEn: input.names.en,
  };
}

/** A holiday already listed for that day and region is 409 `holiday_exists`. */
async function refuseDuplicate(db: Database, values: repo.HolidayValues, exceptId?: string) {
  const existing = await repo.findHolidayOn(db, values.day, values.region);
  if (existing && existing.id !== exceptId) throw conflict('holiday_exists');
}

function duplicateAsConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('holiday_exists');
  throw error;
}

/**
 * Writes one holiday (a new one, or `holidayId` changed) under the calendar's lock and re-dates
 * the running jobs around the write; a day and region already listed is 409 `holiday_exists`.
 */
function writeHoliday(
  db: Database,
  input: HolidayInput & { region: HolidayRegion },
  holidayId: string | undefined,
  staffId: string,
  now: Date,
): Promise<{ holiday: HolidayView | null; redatedJobs: number }> {
  const values = holidayValues(input);
  return db
    .transaction(async (tx) => {
      await repo.lockCalendar(tx);
      if (holidayId && !(await repo.findHoliday(tx, holidayId))) {
        throw notFound('holiday_not_found');
      }
      await refuseDuplicate(tx, values, holidayId);
      let written: repo.HolidayRow | undefined;
      const reason = holidayId ? 'holiday_changed' : 'holiday_added';
      const redatedJobs = await redatingAround(tx, reason, now, async () => {
        written = holidayId
          ? await repo.updateHoliday(tx, holidayId, values, staffId, now)
          : await repo.insertHoliday(tx, values, staffId, now);
      });
      await insertSettingChange(tx, {
        staffId,
        subjectId: 'holidays',
        details: { [holidayId ? 'changed' : 'added']: `${values.day} ${values.region}` },
        at: now,
      });
      return { holiday: written ? holidayView(written) : null, redatedJobs };
    })
    .catch(duplicateAsConflict);
}

export function addHoliday(
  db: Database,
  input: HolidayInput & { region: HolidayRegion },
  staffId: string,
  now: Date,
): Promise<{ holiday: HolidayView | null; redatedJobs: number }> {
  return writeHoliday(db, input, undefined, staffId, now);
}

export function editHoliday(
  db: Database,
  holidayId: string,
  input: HolidayInput & { region: HolidayRegion },
  staffId: string,
  now: Date,
): Promise<{ holiday: HolidayView | null; redatedJobs: number }> {
  return writeHoliday(db, input, holidayId, staffId, now);
}

export async function removeHoliday(
  db: Database,
  holidayId: string,
  staffId: string,
  now: Date,
): Promise<{ holiday: null; redatedJobs: number }> {
  return db.transaction(async (tx) => {
    await repo.lockCalendar(tx);
    const holiday = await repo.findHoliday(tx, holidayId);
    if (!holiday) throw notFound('holiday_not_found');
    const redatedJobs = await redatingAround(tx, 'holiday_removed', now, async () => {
      await repo.deleteHoliday(tx, holidayId);
    });
    await insertSettingChange(tx, {
      staffId,
      subjectId: 'holidays',
      details: { removed: `${holiday.day} ${holiday.region}` },
      at: now,
    });
    return { holiday: null, redatedJobs };
  });
}

export async function workingWeek(db: Database): Promise<{ days: Weekday[] }> {
  return { days: (await repo.readCalendarSettings(db)).workingWeekdays };
}

export async function setWorkingWeek(
  db: Database,
  days: Weekday[],
  staffId: string,
  now: Date,
): Promise<{ days: Weekday[]; redatedJobs: number }> {
  return db.transaction(async (tx) => {
    await repo.lockCalendar(tx);
    const settings = await repo.readCalendarSettings(tx);
    const redatedJobs = await redatingAround(tx, 'working_week_changed', now, () =>
      repo.writeCalendarSettings(
        tx,
        { workingWeekdays: days, courierDays: settings.courierDays },
        staffId,
        now,
      ),
    );
    await insertSettingChange(tx, {
      staffId,
      subjectId: 'working-week',
      details: { days: days.join(',') },
      at: now,
    });
    return { days, redatedJobs };
  });
}

export async function courierDays(db: Database): Promise<CourierDays> {
  return (await repo.readCalendarSettings(db)).courierDays;
}

export async function setCourierDays(
  db: Database,
  days: CourierDays,
  staffId: string,
  now: Date,
): Promise<CourierDays> {
  await db.transaction(async (tx) => {
    await repo.lockCalendar(tx);
    const settings = await repo.readCalendarSettings(tx);
    await repo.writeCalendarSettings(
      tx,
      { workingWeekdays: settings.workingWeekdays, courierDays: days },
      staffId,
      now,
    );
    await insertSettingChange(tx, {
      staffId,
      subjectId: 'courier-days',
      details: Object.fromEntries(Object.entries(days).map(([tier, n]) => [tier, String(n)])),
      at: now,
    });
  });
  return courierDays(db);
}

// --- What a buyer's screen needs -----------------------------------------------------------------

/**
 * Each seller's promise terms (calendar from yesterday on — a year of holidays at most is a few
 * dozen rows —, its governorate and cut-off, its courier days or the admin's).
 */
export async function promiseTermsOf(
  db: Database,
  sellers: {
    sellerId: string;
    city: string;
    cutOff: string | null;
    courierDays: CourierDays | null;
  }[],
  now: Date,
): Promise<Map<string, PromiseTerms>> {
  if (sellers.length === 0) return new Map();
  const settings = await repo.readCalendarSettings(db);
  const holidays = await repo.holidaysFrom(db, nextDay(iraqDayOf(now), -1));
  return new Map(
    sellers.map((seller) => [
      seller.sellerId,
      {
        workingWeekdays: settings.workingWeekdays,
        holidays,
        sellerGovernorate: findGovernorate(seller.city)?.code ?? null,
        cutOff: seller.cutOff ?? DEFAULT_CUT_OFF,
        courierDays: seller.courierDays ?? settings.courierDays,
      },
    ]),
  );
}
