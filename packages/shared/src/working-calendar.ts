/**
 * Promised dates (issue 39): the working-day calendar (the working week the admin sets, public
 * holidays per region: Iraq everywhere, or the Kurdistan Region only), a seller's daily cut-off,
 * and the dates a print line is promised and due. Pure: every function takes the clock and the
 * calendar as arguments, so the product page, the cart, the API and the tests compute the same day.
 *
 * Days are Iraq days written `YYYY-MM-DD`; instants are UTC and read in Iraq time (UTC+3).
 *
 * No zod here: the product page and the cart promise dates with these, and the schemas
 * (working-days.ts, which re-exports all of this) would bring zod and the contract onto every
 * product page before the app takes it over (issue 34).
 */
import { IRAQ_UTC_OFFSET_MS, isIsoDate } from './dates';
import { findGovernorate } from './governorates';
import {
  CUT_OFF_PATTERN,
  DEFAULT_CUT_OFF,
  deliveryFeeFor,
  type DeliveryDestination,
  type HolidayRegion,
  type Weekday,
} from './delivery-fee';
import type { CourierDays, DeliveryTerms, PromiseTerms } from './delivery';

// --- Regions -------------------------------------------------------------------------------------

/** Which calendar a place follows: federal Iraq, or the Kurdistan Region (Erbil, Sulaymaniyah, Duhok, Halabja). */
export type CalendarArea = 'federal' | 'kurdistan';

/** The calendar a governorate (code or name) follows; federal when it cannot be told. */
export function areaOfGovernorate(governorate: string | null | undefined): CalendarArea {
  const found = governorate ? findGovernorate(governorate) : undefined;
  return found?.kri ? 'kurdistan' : 'federal';
}

// --- The calendar --------------------------------------------------------------------------------

export interface Holiday {
  date: string;
  region: HolidayRegion;
}

export interface WorkingCalendar {
  /** The working weekdays (Saturday first); the rest are off. */
  workingWeekdays: readonly Weekday[];
  holidays: readonly Holiday[];
}

/** Iraq's working week as print houses keep it: Saturday to Thursday, Friday off. */
export const DEFAULT_WORKING_WEEKDAYS: readonly Weekday[] = [
  'sat',
  'sun',
  'mon',
  'tue',
  'wed',
  'thu',
];

/** getUTCDay number (Sunday 0) → our weekday key. */
const WEEKDAY_OF_UTC_DAY: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The most days the calendar looks ahead before it gives up (a calendar with no working day). */
const MAX_SCAN_DAYS = 730;

function dayToDate(day: string): Date {
  if (!isIsoDate(day)) throw new RangeError(`invalid day: ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

const dateToDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string, count = 1): string {
  const date = dayToDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return dateToDay(date);
}

/** The weekday of an Iraq day. */
export function weekdayOf(day: string): Weekday {
  return WEEKDAY_OF_UTC_DAY[dayToDate(day).getUTCDay()] ?? 'sun';
}

/** The Iraq day (`YYYY-MM-DD`) of an instant. */
export function iraqDayOf(instant: Date | string | number): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError('invalid date');
  return dateToDay(new Date(time + IRAQ_UTC_OFFSET_MS));
}

/** The Iraq clock time (`HH:mm`) of an instant. */
export function iraqClockOf(instant: Date | string | number): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError('invalid date');
  return new Date(time + IRAQ_UTC_OFFSET_MS).toISOString().slice(11, 16);
}

/** The holidays of `area` by day, for quick look-up. */
function holidaysIn(calendar: WorkingCalendar, area: CalendarArea): Set<string> {
  return new Set(
    calendar.holidays
      .filter((holiday) => holiday.region === 'iraq' || holiday.region === area)
      .map((holiday) => holiday.date),
  );
}

/** Whether `day` is worked in `area`: a working weekday that is no holiday there. */
export function isWorkingDay(calendar: WorkingCalendar, area: CalendarArea, day: string): boolean {
  return calendar.workingWeekdays.includes(weekdayOf(day)) && !holidaysIn(calendar, area).has(day);
}

function scanner(calendar: WorkingCalendar, area: CalendarArea) {
  const off = holidaysIn(calendar, area);
  const works = (day: string) => calendar.workingWeekdays.includes(weekdayOf(day)) && !off.has(day);
  /** `day` itself when worked, else the next worked day. */
  const firstFrom = (day: string): string => {
    let current = day;
    for (let step = 0; step < MAX_SCAN_DAYS; step += 1) {
      if (works(current)) return current;
      current = nextDay(current);
    }
    throw new RangeError('no working day in the calendar');
  };
  return { firstFrom, works };
}

/**
 * `workingDays` working days after `day` in `area`: `day` rolled forward to a working day is day
 * 0, each further working day counts one (weekends and holidays are skipped, a holiday on a
 * weekend changes nothing).
 */
export function addWorkingDays(
  calendar: WorkingCalendar,
  area: CalendarArea,
  day: string,
  workingDays: number,
): string {
  if (!Number.isInteger(workingDays) || workingDays < 0) throw new RangeError('invalid days');
  const { firstFrom } = scanner(calendar, area);
  let current = firstFrom(day);
  for (let left = workingDays; left > 0; left -= 1) current = firstFrom(nextDay(current));
  return current;
}

/**
 * The working day work that starts at `instant` is counted from: its Iraq day, or the next day
 * when it is at or after the cut-off, rolled forward to a working day in `area`.
 */
export function startDayOf(
  calendar: WorkingCalendar,
  area: CalendarArea,
  instant: Date | string | number,
  cutOff: string = DEFAULT_CUT_OFF,
): string {
  const day = iraqDayOf(instant);
  const late = CUT_OFF_PATTERN.test(cutOff) && iraqClockOf(instant) >= cutOff;
  return addWorkingDays(calendar, area, late ? nextDay(day) : day, 0);
}

/** The day a job is ready: its turnaround's working days from the working day it starts. */
export function readyDateOf(input: {
  calendar: WorkingCalendar;
  area: CalendarArea;
  startedAt: Date | string | number;
  cutOff?: string | null | undefined;
  workingDays: number;
}): string {
  const start = startDayOf(input.calendar, input.area, input.startedAt, input.cutOff ?? undefined);
  return addWorkingDays(input.calendar, input.area, start, input.workingDays);
}

/**
 * The day a parcel ready on `readyDate` is at the customer's door: the courier's working days
 * after it (counted in the destination's calendar); the ready day itself when it takes 0.
 */
export function doorDateOf(input: {
  calendar: WorkingCalendar;
  area: CalendarArea;
  readyDate: string;
  courierDays: number;
}): string {
  if (input.courierDays === 0) return input.readyDate;
  return addWorkingDays(
    input.calendar,
    input.area,
    nextDay(input.readyDate),
    input.courierDays - 1,
  );
}

/**
 * When a job's clock starts: the approval of its last proof (or the order, when it needs none)
 * and its order's deposit paid, whichever is later; null while either is still awaited.
 */
export function jobStartOf(input: {
  /** When the last proof was approved (or the order placed when no proof is needed); null while waiting. */
  approvedAt: Date | string | null | undefined;
  /** Whether the order asks an advance before production. */
  depositRequired: boolean;
  depositPaidAt: Date | string | null | undefined;
}): Date | null {
  if (!input.approvedAt) return null;
  const approved = new Date(input.approvedAt);
  if (!input.depositRequired) return approved;
  if (!input.depositPaidAt) return null;
  const paid = new Date(input.depositPaidAt);
  return paid > approved ? paid : approved;
}

/**
 * Whether a job misses its promise, and the day it will now be ready: its due date, or today for
 * an unfinished job already past its due date. Late when that day is after the promised day.
 */
export function latenessOf(input: {
  promisedReadyDate: string | null;
  dueDate: string | null;
  today: string;
  finished: boolean;
}): { late: boolean; expectedReadyDate: string | null } {
  const { promisedReadyDate, dueDate, today, finished } = input;
  let expected = dueDate;
  if (!finished && dueDate && today > dueDate) expected = today;
  // Before it starts: late once today is past the promise and it is not ready.
  if (!expected && promisedReadyDate && !finished && today > promisedReadyDate) expected = today;
  const late = !!promisedReadyDate && !!expected && expected > promisedReadyDate;
  return { late, expectedReadyDate: expected };
}

/** Which way a parcel goes, for its courier days. */
export type CourierLeg = 'same_city' | 'same_governorate' | 'other' | 'pickup';

export function courierDaysFor(days: CourierDays, leg: CourierLeg): number {
  if (leg === 'pickup') return 0;
  if (leg === 'same_city') return days.sameCity;
  if (leg === 'same_governorate') return days.sameGovernorate;
  return days.other;
}

/**
 * The promise shown before an order is placed (and kept on the line when placed): ready after
 * the turnaround counted from now (as if approved now), at the door after the courier's days.
 */
export function promiseFor(input: {
  terms: PromiseTerms;
  now: Date | number;
  workingDays: number;
  /** Where the parcel goes; null before an address: same governorate as the seller. */
  destinationGovernorate: string | null;
  sameCity?: boolean;
  pickup?: boolean;
}): { readyBy: string; doorBy: string } {
  const { terms } = input;
  const calendar: WorkingCalendar = {
    workingWeekdays: terms.workingWeekdays,
    holidays: terms.holidays,
  };
  const area = areaOfGovernorate(terms.sellerGovernorate);
  const readyBy = readyDateOf({
    calendar,
    area,
    startedAt: input.now,
    cutOff: terms.cutOff,
    workingDays: input.workingDays,
  });
  const destination = input.destinationGovernorate ?? terms.sellerGovernorate;
  const sellerCode = terms.sellerGovernorate
    ? findGovernorate(terms.sellerGovernorate)?.code
    : null;
  const destinationCode = destination ? findGovernorate(destination)?.code : null;
  let leg: CourierLeg = 'other';
  if (input.pickup) leg = 'pickup';
  else if (sellerCode && sellerCode === destinationCode) {
    leg = input.sameCity ? 'same_city' : 'same_governorate';
  }
  const doorBy = doorDateOf({
    calendar,
    area: areaOfGovernorate(destination),
    readyDate: readyBy,
    courierDays: courierDaysFor(terms.courierDays, leg),
  });
  return { readyBy, doorBy };
}

/**
 * The promise of one seller's parcel (product page, cart, checkout, placing the order): its terms'
 * calendar and courier days to `destination` (none yet: the seller's own governorate), or null
 * when the terms carry no calendar or the line has no turnaround.
 */
export function promiseForParcel(input: {
  seller: DeliveryTerms;
  destination: DeliveryDestination | null;
  pickup: boolean;
  now: Date | number;
  workingDays: number | null | undefined;
}): { readyBy: string; doorBy: string } | null {
  const { seller, destination, workingDays } = input;
  if (!seller.promise || workingDays === null || workingDays === undefined) return null;
  const fee = destination
    ? deliveryFeeFor({ seller, destination, pickup: input.pickup })
    : { basis: input.pickup ? 'pickup' : 'same_governorate' };
  return promiseFor({
    terms: seller.promise,
    now: input.now,
    workingDays,
    destinationGovernorate: destination?.governorate ?? null,
    sameCity: fee.basis === 'same_city',
    pickup: input.pickup,
  });
}
