import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  areaOfGovernorate,
  doorDateOf,
  DEFAULT_COURIER_DAYS,
  DEFAULT_WORKING_WEEKDAYS,
  holidayInputSchema,
  isWorkingDay,
  jobStartOf,
  latenessOf,
  promiseFor,
  readyDateOf,
  startDayOf,
  workingWeekInputSchema,
  cutOffSchema,
  type WorkingCalendar,
} from './working-days';

/** Baghdad time (UTC+3) as an instant: `at('2026-11-26', '15:00')`. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

const plain: WorkingCalendar = { workingWeekdays: DEFAULT_WORKING_WEEKDAYS, holidays: [] };

// 2026-11-26 is a Thursday; 2026-11-27 a Friday.
describe('the working week', () => {
  it('keeps Friday off and works Saturday to Thursday by default', () => {
    expect(isWorkingDay(plain, 'federal', '2026-11-26')).toBe(true);
    expect(isWorkingDay(plain, 'federal', '2026-11-27')).toBe(false);
    expect(isWorkingDay(plain, 'federal', '2026-11-28')).toBe(true);
  });

  it('follows the working weekdays the admin set (Sunday to Thursday: Saturday off too)', () => {
    const government: WorkingCalendar = {
      workingWeekdays: ['sun', 'mon', 'tue', 'wed', 'thu'],
      holidays: [],
    };
    expect(addWorkingDays(government, 'federal', '2026-11-26', 1)).toBe('2026-11-29');
    expect(addWorkingDays(plain, 'federal', '2026-11-26', 1)).toBe('2026-11-28');
  });

  it('refuses a calendar with no working day instead of looping', () => {
    const none: WorkingCalendar = { workingWeekdays: [], holidays: [] };
    expect(() => addWorkingDays(none, 'federal', '2026-11-26', 1)).toThrow(RangeError);
  });
});

describe('the cut-off', () => {
  it('starts an approval before the cut-off the same day, at or after it the next working day', () => {
    expect(startDayOf(plain, 'federal', at('2026-11-25', '13:59'), '14:00')).toBe('2026-11-25');
    expect(startDayOf(plain, 'federal', at('2026-11-25', '14:00'), '14:00')).toBe('2026-11-26');
    expect(startDayOf(plain, 'federal', at('2026-11-25', '16:30'), '14:00')).toBe('2026-11-26');
    // A later cut-off takes the 16:30 approval the same day.
    expect(startDayOf(plain, 'federal', at('2026-11-25', '16:30'), '17:00')).toBe('2026-11-25');
  });

  it('reads the clock in Baghdad time, not UTC', () => {
    // 11:30 UTC is 14:30 in Baghdad: after a 14:00 cut-off.
    expect(startDayOf(plain, 'federal', new Date('2026-11-25T11:30:00Z'), '14:00')).toBe(
      '2026-11-26',
    );
    // 22:30 UTC on Wednesday is 01:30 on Thursday in Baghdad.
    expect(startDayOf(plain, 'federal', new Date('2026-11-25T22:30:00Z'), '14:00')).toBe(
      '2026-11-26',
    );
  });

  it('takes only HH:mm', () => {
    expect(cutOffSchema.safeParse('14:00').success).toBe(true);
    expect(cutOffSchema.safeParse('9:00').success).toBe(false);
    expect(cutOffSchema.safeParse('24:00').success).toBe(false);
    expect(cutOffSchema.safeParse('14:60').success).toBe(false);
    expect(cutOffSchema.safeParse('2pm').success).toBe(false);
  });
});

describe('a ready date', () => {
  const ready = (calendar: WorkingCalendar, startedAt: Date, days: number, area = 'federal') =>
    readyDateOf({
      calendar,
      area: area as 'federal',
      startedAt,
      cutOff: '14:00',
      workingDays: days,
    });

  it('skips Friday for a Thursday 15:00 approval', () => {
    // After the cut-off: starts Saturday (Friday is off), one working day later is Sunday.
    expect(ready(plain, at('2026-11-26', '15:00'), 0)).toBe('2026-11-28');
    expect(ready(plain, at('2026-11-26', '15:00'), 1)).toBe('2026-11-29');
    // Before the cut-off the same Thursday counts: one day later is Saturday.
    expect(ready(plain, at('2026-11-26', '10:00'), 1)).toBe('2026-11-28');
  });

  it('is earlier for express than for standard', () => {
    const approved = at('2026-11-24', '09:00'); // a Tuesday
    const express = ready(plain, approved, 1);
    const standard = ready(plain, approved, 4);
    expect(express).toBe('2026-11-25');
    // Tue → Wed 1, Thu 2, (Fri off) Sat 3, Sun 4.
    expect(standard).toBe('2026-11-29');
    expect(express < standard).toBe(true);
  });

  it('skips a Kurdistan Region holiday in Erbil, not in Baghdad', () => {
    // 2027-03-11: a Kurdistan-only day (Thursday).
    const calendar: WorkingCalendar = {
      workingWeekdays: DEFAULT_WORKING_WEEKDAYS,
      holidays: [{ date: '2027-03-11', region: 'kurdistan' }],
    };
    const approved = at('2027-03-10', '09:00'); // Wednesday
    expect(ready(calendar, approved, 1, areaOfGovernorate('BGD'))).toBe('2027-03-11');
    expect(ready(calendar, approved, 1, areaOfGovernorate('ERB'))).toBe('2027-03-13');
    expect(areaOfGovernorate('Sulaymaniyah')).toBe('kurdistan');
    expect(areaOfGovernorate('HLB')).toBe('kurdistan');
    expect(areaOfGovernorate('DUH')).toBe('kurdistan');
    expect(areaOfGovernorate('KRK')).toBe('federal');
    expect(areaOfGovernorate(null)).toBe('federal');
  });

  it('keeps an Iraq-wide holiday everywhere', () => {
    const calendar: WorkingCalendar = {
      workingWeekdays: DEFAULT_WORKING_WEEKDAYS,
      holidays: [{ date: '2026-10-03', region: 'iraq' }], // Saturday
    };
    expect(ready(calendar, at('2026-10-01', '09:00'), 1, 'kurdistan')).toBe('2026-10-04');
    expect(ready(calendar, at('2026-10-01', '09:00'), 1, 'federal')).toBe('2026-10-04');
  });

  it('changes nothing for a holiday on a Friday', () => {
    const calendar: WorkingCalendar = {
      workingWeekdays: DEFAULT_WORKING_WEEKDAYS,
      holidays: [{ date: '2026-11-27', region: 'iraq' }],
    };
    expect(ready(calendar, at('2026-11-26', '10:00'), 2)).toBe(
      ready(plain, at('2026-11-26', '10:00'), 2),
    );
  });

  it('skips a run of holidays (Eid al-Adha)', () => {
    const eid = ['2027-05-16', '2027-05-17', '2027-05-18', '2027-05-19'];
    const calendar: WorkingCalendar = {
      workingWeekdays: DEFAULT_WORKING_WEEKDAYS,
      holidays: eid.map((date) => ({ date, region: 'iraq' as const })),
    };
    // Saturday 15 May 2027, before the cut-off: 1 day would be Sunday 16, Eid's first day.
    expect(ready(plain, at('2027-05-15', '10:00'), 1)).toBe('2027-05-16');
    expect(ready(calendar, at('2027-05-15', '10:00'), 1)).toBe('2027-05-20');
    // Approved during Eid: the clock starts the day after it.
    expect(ready(calendar, at('2027-05-17', '10:00'), 0)).toBe('2027-05-20');
  });

  it('never lands on a day off', () => {
    const calendar: WorkingCalendar = {
      workingWeekdays: ['sun', 'mon', 'tue', 'wed', 'thu'],
      holidays: [
        { date: '2026-12-25', region: 'iraq' },
        { date: '2027-03-21', region: 'iraq' },
        { date: '2027-03-11', region: 'kurdistan' },
      ],
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('federal' as const, 'kurdistan' as const),
        (start, days, area) => {
          const due = readyDateOf({ calendar, area, startedAt: start, workingDays: days });
          expect(isWorkingDay(calendar, area, due)).toBe(true);
        },
      ),
    );
  });
});

describe('the door date and the promise', () => {
  it('adds the courier days after the ready day, in working days', () => {
    // Ready Thursday; one courier day: Saturday (Friday off).
    expect(
      doorDateOf({ calendar: plain, area: 'federal', readyDate: '2026-11-26', courierDays: 1 }),
    ).toBe('2026-11-28');
    expect(
      doorDateOf({ calendar: plain, area: 'federal', readyDate: '2026-11-26', courierDays: 0 }),
    ).toBe('2026-11-26');
  });

  it('promises before an order with the seller’s calendar and the destination’s courier days', () => {
    const terms = {
      workingWeekdays: [...DEFAULT_WORKING_WEEKDAYS],
      holidays: [],
      sellerGovernorate: 'ERB',
      cutOff: '14:00',
      courierDays: DEFAULT_COURIER_DAYS,
    };
    const now = at('2026-11-24', '09:00');
    const home = promiseFor({ terms, now, workingDays: 2, destinationGovernorate: null });
    expect(home).toEqual({ readyBy: '2026-11-26', doorBy: '2026-11-28' });
    const far = promiseFor({ terms, now, workingDays: 2, destinationGovernorate: 'BSR' });
    // Three courier days from Thursday: Sat, Sun, Mon.
    expect(far).toEqual({ readyBy: '2026-11-26', doorBy: '2026-11-30' });
    const pickup = promiseFor({
      terms,
      now,
      workingDays: 2,
      destinationGovernorate: 'BSR',
      pickup: true,
    });
    expect(pickup.doorBy).toBe('2026-11-26');
  });
});

describe('when a job starts and whether it is late', () => {
  it('starts at the approval and the deposit, whichever is later', () => {
    const approved = at('2026-11-24', '09:00');
    const paid = at('2026-11-25', '16:00');
    expect(
      jobStartOf({ approvedAt: approved, depositRequired: false, depositPaidAt: null }),
    ).toEqual(approved);
    expect(
      jobStartOf({ approvedAt: approved, depositRequired: true, depositPaidAt: null }),
    ).toBeNull();
    expect(
      jobStartOf({ approvedAt: approved, depositRequired: true, depositPaidAt: paid }),
    ).toEqual(paid);
    expect(
      jobStartOf({ approvedAt: paid, depositRequired: true, depositPaidAt: approved }),
    ).toEqual(paid);
    expect(jobStartOf({ approvedAt: null, depositRequired: true, depositPaidAt: paid })).toBeNull();
  });

  it('is late when the due date, or today for an unfinished overdue job, is after the promise', () => {
    const promise = { promisedReadyDate: '2026-11-26' };
    expect(
      latenessOf({ ...promise, dueDate: '2026-11-26', today: '2026-11-24', finished: false }),
    ).toEqual({
      late: false,
      expectedReadyDate: '2026-11-26',
    });
    expect(
      latenessOf({ ...promise, dueDate: '2026-11-29', today: '2026-11-24', finished: false }),
    ).toEqual({
      late: true,
      expectedReadyDate: '2026-11-29',
    });
    // Due on time but still not ready two days later.
    expect(
      latenessOf({ ...promise, dueDate: '2026-11-26', today: '2026-11-28', finished: false }),
    ).toEqual({
      late: true,
      expectedReadyDate: '2026-11-28',
    });
    // Finished: its due date stands.
    expect(
      latenessOf({ ...promise, dueDate: '2026-11-26', today: '2026-11-28', finished: true }).late,
    ).toBe(false);
    // Still waiting for approval after the promised day.
    expect(latenessOf({ ...promise, dueDate: null, today: '2026-11-28', finished: false })).toEqual(
      {
        late: true,
        expectedReadyDate: '2026-11-28',
      },
    );
    expect(
      latenessOf({
        promisedReadyDate: null,
        dueDate: '2026-11-29',
        today: '2026-11-24',
        finished: false,
      }).late,
    ).toBe(false);
  });
});

describe('the admin’s input', () => {
  it('takes a real day, a known region and one name', () => {
    const good = {
      date: '2027-03-21',
      region: 'iraq',
      names: { kr: 'نەورۆز', ar: 'نوروز', en: '' },
    };
    expect(holidayInputSchema.safeParse(good).success).toBe(true);
    expect(holidayInputSchema.safeParse({ ...good, date: '2027-02-30' }).success).toBe(false);
    expect(holidayInputSchema.safeParse({ ...good, date: '21-03-2027' }).success).toBe(false);
    expect(holidayInputSchema.safeParse({ ...good, region: 'basra' }).success).toBe(false);
    expect(
      holidayInputSchema.safeParse({ ...good, names: { kr: '', ar: ' ', en: '' } }).success,
    ).toBe(false);
  });

  it('keeps a working week of at least one day, Saturday first', () => {
    expect(workingWeekInputSchema.parse({ days: ['thu', 'sat'] })).toEqual({
      days: ['sat', 'thu'],
    });
    expect(workingWeekInputSchema.safeParse({ days: [] }).success).toBe(false);
    expect(workingWeekInputSchema.safeParse({ days: ['someday'] }).success).toBe(false);
  });
});
