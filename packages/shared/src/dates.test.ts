import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatIraqTime,
  formatIraqTimeFixedOffset,
  isOlderThanHours,
  readDayMonthYear,
  showDayMonthYear,
} from './dates';

const HOUR = 60 * 60 * 1000;

describe('formatIraqTime', () => {
  it('shows a UTC instant three hours later as DD-MM-YYYY HH:mm:ss', () => {
    expect(formatIraqTime(new Date('2024-03-05T09:07:03Z'))).toBe('05-03-2024 12:07:03');
  });

  it('moves a time just before midnight UTC into the next day in Baghdad', () => {
    expect(formatIraqTime('2024-12-31T22:30:00Z')).toBe('01-01-2025 01:30:00');
    expect(formatIraqTime('2024-02-28T21:00:00.000Z')).toBe('29-02-2024 00:00:00');
  });

  it('shows Baghdad midnight as 00, not 24', () => {
    expect(formatIraqTime('2025-06-14T21:00:00Z')).toBe('15-06-2025 00:00:00');
  });

  it('accepts epoch milliseconds and ISO strings with an offset', () => {
    expect(formatIraqTime(0)).toBe('01-01-1970 03:00:00');
    expect(formatIraqTime('2025-06-15T00:00:00+03:00')).toBe('15-06-2025 00:00:00');
  });

  it('uses +3 all year, with no summer time', () => {
    expect(formatIraqTime('2025-07-01T12:00:00Z')).toBe('01-07-2025 15:00:00');
    expect(formatIraqTime('2025-01-01T12:00:00Z')).toBe('01-01-2025 15:00:00');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatIraqTime('not a date')).toThrow(RangeError);
    expect(() => formatIraqTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatIraqTimeFixedOffset('not a date')).toThrow(RangeError);
  });

  it('agrees with the fixed +3 h fallback for any instant since 2008 (property)', () => {
    const since2008 = fc.integer({
      min: Date.UTC(2008, 0, 1),
      max: Date.UTC(2100, 0, 1),
    });
    fc.assert(
      fc.property(since2008, (time) => {
        const shown = formatIraqTime(time);
        expect(shown).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
        expect(shown).toBe(formatIraqTimeFixedOffset(time));
      }),
      { numRuns: 500 },
    );
  });
});

describe('formatIraqTimeFixedOffset', () => {
  it('formats with a +3 h offset without Intl time-zone data', () => {
    expect(formatIraqTimeFixedOffset('2024-12-31T22:30:00Z')).toBe('01-01-2025 01:30:00');
    expect(formatIraqTimeFixedOffset(new Date('2024-03-05T09:07:03Z'))).toBe('05-03-2024 12:07:03');
  });
});

describe('isOlderThanHours', () => {
  const now = Date.UTC(2025, 0, 2, 12, 0, 0);

  it('is true once more than the given hours have passed', () => {
    expect(isOlderThanHours(now - 24 * HOUR - 1, 24, now)).toBe(true);
    expect(isOlderThanHours(new Date(now - 48 * HOUR), 24, now)).toBe(true);
  });

  it('is false at exactly the limit and for recent or future timestamps', () => {
    expect(isOlderThanHours(now - 24 * HOUR, 24, now)).toBe(false);
    expect(isOlderThanHours(now - HOUR, 24, now)).toBe(false);
    expect(isOlderThanHours(now + HOUR, 24, now)).toBe(false);
  });

  it('accepts ISO strings and a Date for now', () => {
    expect(isOlderThanHours('2025-01-01T11:59:59Z', 24, new Date(now))).toBe(true);
    expect(isOlderThanHours('2025-01-01T15:00:00+03:00', 24, new Date(now))).toBe(false);
  });

  it('treats an unreadable timestamp as old so it gets purged', () => {
    expect(isOlderThanHours('garbage', 24, now)).toBe(true);
  });

  it('defaults now to the current time', () => {
    expect(isOlderThanHours(Date.now() - 25 * HOUR, 24)).toBe(true);
    expect(isOlderThanHours(Date.now(), 24)).toBe(false);
  });
});

describe('readDayMonthYear', () => {
  it('reads a day typed DD-MM-YYYY, as the shop shows dates, into YYYY-MM-DD', () => {
    expect(readDayMonthYear('24-11-2026')).toBe('2026-11-24');
    expect(readDayMonthYear(' 4/1/2026 ')).toBe('2026-01-04');
    expect(readDayMonthYear('04.01.2026')).toBe('2026-01-04');
  });

  it('reads Eastern Arabic and Persian digits and the Arabic date separator', () => {
    expect(readDayMonthYear('٢٤-١١-٢٠٢٦')).toBe('2026-11-24');
    expect(readDayMonthYear('۲۴/۱۱/۲۰۲۶')).toBe('2026-11-24');
    expect(readDayMonthYear('٢٤؍١١؍٢٠٢٦')).toBe('2026-11-24');
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['', '31-02-2026', '11/24/2026', '2026-11-24', '24-11-26', '24-11', 'x']) {
      expect(readDayMonthYear(text), text).toBeNull();
    }
  });

  it('writes back what it reads', () => {
    expect(showDayMonthYear('2026-01-04')).toBe('04-01-2026');
    expect(showDayMonthYear(undefined)).toBe('');
  });
});
