import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Weekday } from '@chapkhana/shared/delivery';
import { createdAt, id, updatedAt } from './columns';
import { staffUsers } from './people';
import { orderLines } from './shopping';

/**
 * Public holidays the admin keeps (issue 39, packages/shared/src/working-days.ts): `iraq` is kept
 * everywhere, `federal` outside the Kurdistan Region, `kurdistan` only in it (Erbil, Sulaymaniyah,
 * Duhok, Halabja). One day is listed once per region.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    day: date('day', { mode: 'string' }).notNull(),
    region: text('region').notNull(),
    nameKu: text('name_ku').notNull().default(''),
    nameAr: text('name_ar').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('holidays_day_region_unique').on(t.day, t.region),
    check('holidays_region', sql`${t.region} in ('iraq', 'federal', 'kurdistan')`),
    index('holidays_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * The shop's calendar (one row, id 1): the working weekdays and the courier's working days from
 * ready to door (same city, same governorate, another governorate). Without the row: Saturday to
 * Thursday, and DEFAULT_COURIER_DAYS.
 */
export const calendarSettings = pgTable(
  'calendar_settings',
  {
    id: integer('id').primaryKey().default(1),
    workingWeekdays: jsonb('working_weekdays').$type<Weekday[]>().notNull(),
    sameCityDays: integer('same_city_days').notNull(),
    sameGovernorateDays: integer('same_governorate_days').notNull(),
    otherDays: integer('other_days').notNull(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('calendar_settings_single_row', sql`${t.id} = 1`),
    check(
      'calendar_settings_courier_days',
      sql`${t.sameCityDays} between 0 and 30 AND ${t.sameGovernorateDays} between 0 and 30 AND ${t.otherDays} between 0 and 30`,
    ),
    index('calendar_settings_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * A running job's due date moved by a calendar change (a holiday added, removed or changed, the
 * working week, a cut-off): the date it had, the new one and why; shown on the order pages.
 */
export const printRedatings = pgTable(
  'print_redatings',
  {
    id: id(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    previousDueDate: date('previous_due_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('print_redatings_line_idx').on(t.orderLineId),
    check(
      'print_redatings_reason',
      sql`${t.reason} in ('holiday_added', 'holiday_removed', 'holiday_changed', 'working_week_changed', 'cut_off_changed')`,
    ),
  ],
);
