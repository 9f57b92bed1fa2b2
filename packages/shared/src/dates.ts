/**
 * Times are stored in UTC and shown in Iraq time (Asia/Baghdad, UTC+3, no daylight saving
 * since 2008) as `DD-MM-YYYY HH:mm:ss` (docs/storefront.md §9, docs/design.md §6).
 */

import { normaliseDigits } from './text';

/** Iraq's offset from UTC in milliseconds (UTC+3 all year). */
export const IRAQ_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** The Intl formatter for Baghdad, or null when the runtime has no time-zone data (small ICU). */
function createBaghdadFormatter(): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Baghdad',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, not hour12: false, which some engines render as "24" at midnight.
      hourCycle: 'h23',
    });
  } catch {
    return null;
  }
}

let baghdadFormatter: Intl.DateTimeFormat | null | undefined;

function toTime(date: Date | string | number): number {
  return (date instanceof Date ? date : new Date(date)).getTime();
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Formats with a fixed +3 h offset; the fallback when the runtime lacks the time zone. */
export function formatIraqTimeFixedOffset(date: Date | string | number): string {
  const time = toTime(date);
  if (Number.isNaN(time)) throw new RangeError(`invalid date: ${String(date)}`);
  const iraq = new Date(time + IRAQ_UTC_OFFSET_MS);
  return (
    `${pad(iraq.getUTCDate())}-${pad(iraq.getUTCMonth() + 1)}-${pad(iraq.getUTCFullYear(), 4)} ` +
    `${pad(iraq.getUTCHours())}:${pad(iraq.getUTCMinutes())}:${pad(iraq.getUTCSeconds())}`
  );
}

/**
 * Formats an instant (Date, ISO string or epoch ms) as Iraq time `DD-MM-YYYY HH:mm:ss`;
 * throws a RangeError for an invalid date.
 */
export function formatIraqTime(date: Date | string | number): string {
  const time = toTime(date);
  if (Number.isNaN(time)) throw new RangeError(`invalid date: ${String(date)}`);
  if (baghdadFormatter === undefined) baghdadFormatter = createBaghdadFormatter();
  if (baghdadFormatter === null) return formatIraqTimeFixedOffset(time);

  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of baghdadFormatter.formatToParts(time)) parts[part.type] = part.value;
  const { day, month, year, hour, minute, second } = parts;
  if (!day || !month || !year || !hour || !minute || !second) {
    return formatIraqTimeFixedOffset(time);
  }
  return `${day}-${month}-${year.padStart(4, '0')} ${hour}:${minute}:${second}`;
}

/**
 * True when `timestamp` is more than `hours` hours before `now` (strictly). Elapsed time is
 * the same in every zone, so "24 h, Iraq time" needs no offset. An unreadable timestamp
 * counts as old, so stale local-storage entries (recently viewed) are purged, not kept.
 */
export function isOlderThanHours(
  timestamp: Date | string | number,
  hours: number,
  now: Date | number = Date.now(),
): boolean {
  const time = toTime(timestamp);
  if (Number.isNaN(time)) return true;
  return toTime(now) - time > hours * HOUR_MS;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A day as people in Iraq type it: day, month, four-digit year, split by - / . or the Arabic ؍. */
const DAY_MONTH_YEAR = /^(\d{1,2})\s*[-/.\u060D]\s*(\d{1,2})\s*[-/.\u060D]\s*(\d{4})$/;

/**
 * Reads a day typed `DD-MM-YYYY` (the order the shop shows dates in, whatever the browser's
 * locale), in any digits, into `YYYY-MM-DD`; null when it is not a calendar day.
 */
export function readDayMonthYear(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(normaliseDigits(text.trim()));
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** Shows `YYYY-MM-DD` as the shop writes days, `DD-MM-YYYY`; '' for no day. */
export function showDayMonthYear(iso: string | undefined): string {
  if (!iso || !isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}
