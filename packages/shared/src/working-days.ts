/**
 * Promised dates (issue 39): the contract of the admin's calendar, a seller's cut-off and a print
 * line's dates. The pure calendar (the working days, the promise of a parcel) lives in
 * working-calendar.ts, without zod, and is re-exported here (every importer unchanged).
 */
import { z } from './zod';
import { fieldErrorMessage } from './field-errors';
import { isIsoDate } from './dates';
import { HOLIDAY_REGIONS, WEEKDAYS } from './delivery';

export * from './working-calendar';
export {
  HOLIDAY_REGIONS,
  promiseTermsSchema,
  type HolidayRegion,
  type PromiseTerms,
  CUT_OFF_PATTERN,
  DEFAULT_CUT_OFF,
  DEFAULT_COURIER_DAYS,
  courierDaysSchema,
  cutOffSchema,
  type CourierDays,
} from './delivery';

// --- Contract ------------------------------------------------------------------------------------

/** Why a running job's due date moved. */
export const REDATE_REASONS = [
  'holiday_added',
  'holiday_removed',
  'holiday_changed',
  'working_week_changed',
  'cut_off_changed',
] as const;
export type RedateReason = (typeof REDATE_REASONS)[number];

/** One move of a running job's due date, kept with the date it had before. */
export const redatingSchema = z.object({
  previousDueDate: z.string(),
  dueDate: z.string(),
  reason: z.enum(REDATE_REASONS),
  at: z.string(),
});
export type Redating = z.infer<typeof redatingSchema>;

/**
 * A print line's dates (on PrintJob and the order line's print view): what was promised at
 * placement, when its clock started, when it is due now, and whether it is late.
 */
export const lineScheduleShape = {
  /** The ready day promised when the order was placed; null for a line with no turnaround. */
  promisedReadyDate: z.string().nullable(),
  /** The door day promised then (ready + courier days; the ready day for pickup). */
  promisedDoorDate: z.string().nullable(),
  /** When the clock started (last proof approved and deposit paid); null while waiting. */
  startedAt: z.string().nullable(),
  /** True when the job will be ready after its promise (see `latenessOf`). */
  late: z.boolean(),
  /** The day it will now be ready (its due date, or today when overdue); null while unknown. */
  expectedReadyDate: z.string().nullable(),
  /** Its due date's moves after the calendar changed, oldest first. */
  redatings: z.array(redatingSchema),
};

// --- The admin's calendar and a seller's cut-off -------------------------------------------------

export const holidayNamesSchema = z.object({
  kr: z
    .string()
    .trim()
    .max(100, { error: fieldErrorMessage('too_long', { maximum: 100 }) }),
  ar: z
    .string()
    .trim()
    .max(100, { error: fieldErrorMessage('too_long', { maximum: 100 }) }),
  en: z
    .string()
    .trim()
    .max(100, { error: fieldErrorMessage('too_long', { maximum: 100 }) }),
});

/** POST /api/admin/holidays and PUT /api/admin/holidays/:holidayId. */
export const holidayInputSchema = z
  .object({
    date: z
      .string({ error: fieldErrorMessage('not_text') })
      .trim()
      .refine(isIsoDate, { error: fieldErrorMessage('invalid_date') }),
    region: z.enum(HOLIDAY_REGIONS, {
      error: fieldErrorMessage('invalid_choice', { choices: HOLIDAY_REGIONS.join(', ') }),
    }),
    names: holidayNamesSchema,
  })
  .refine((input) => input.names.kr || input.names.ar || input.names.en, {
    path: ['names'],
    error: fieldErrorMessage('one_name'),
  });
export type HolidayInput = z.input<typeof holidayInputSchema>;

export const holidaySchema = z.object({
  _id: z.string(),
  date: z.string(),
  region: z.enum(HOLIDAY_REGIONS),
  names: z.object({ kr: z.string(), ar: z.string(), en: z.string() }),
});
export type HolidayView = z.infer<typeof holidaySchema>;

/** How many running jobs a calendar change moved (shown to the admin after saving). */
export const holidayChangeResponseSchema = z.object({
  holiday: holidaySchema.nullable(),
  redatedJobs: z.number().int(),
});

export const holidaysResponseSchema = z.object({ holidays: z.array(holidaySchema) });

/** PUT /api/admin/working-week. */
export const workingWeekInputSchema = z.object({
  days: z
    .array(z.enum(WEEKDAYS, { error: fieldErrorMessage('invalid') }))
    .min(1, { error: fieldErrorMessage('required') })
    .max(7)
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
});
export const workingWeekSchema = z.object({
  days: z.array(z.enum(WEEKDAYS)),
  redatedJobs: z.number().int().optional(),
});
