import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { sellers, staffUsers } from './people';

/** Open days and hours of a print house's pickup counter (packages/shared/src/delivery.ts). */
export interface StoredOpeningHours {
  days: ('sat' | 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri')[];
  from: string;
  to: string;
}

/** A delivery fee: whole dinars in 250 steps, 0 (free delivery) allowed. */
const feeCheck = (column: unknown) => sql`${column} >= 0 AND ${column} % 250 = 0`;

/**
 * The admin's delivery fee per destination governorate (our code, "BGD") and one row
 * `default` for every governorate without its own. With no `default` row the shop charges
 * SHIPPING_FEE_IQD, so a shop that never opens the screen charges what it did before.
 */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    governorate: text('governorate').primaryKey(),
    feeIqd: integer('fee_iqd').notNull(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_fees_fee_step', feeCheck(t.feeIqd))],
);

/**
 * A seller's own delivery terms: its three fees (all or none; none = the admin's table), its
 * district for "same city", and pickup from its print house with address and opening hours.
 */
export const sellerDelivery = pgTable(
  'seller_delivery',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    district: text('district').notNull().default(''),
    sameCityIqd: integer('same_city_iqd'),
    sameGovernorateIqd: integer('same_governorate_iqd'),
    otherIqd: integer('other_iqd'),
    pickupOffered: boolean('pickup_offered').notNull().default(false),
    pickupAddressEn: text('pickup_address_en').notNull().default(''),
    pickupAddressKu: text('pickup_address_ku').notNull().default(''),
    pickupAddressAr: text('pickup_address_ar').notNull().default(''),
    pickupHours: jsonb('pickup_hours').$type<StoredOpeningHours>(),
    /** The daily cut-off (Iraq time, `HH:mm`): work approved at or after it starts the next working day. */
    cutOff: text('cut_off').notNull().default('14:00'),
    /** The seller's own courier days (all or none; none = the admin's). */
    sameCityDays: integer('same_city_days'),
    sameGovernorateDays: integer('same_governorate_days'),
    otherDays: integer('other_days'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'seller_delivery_fees_all_or_none',
      sql`(${t.sameCityIqd} IS NULL) = (${t.sameGovernorateIqd} IS NULL) AND (${t.sameCityIqd} IS NULL) = (${t.otherIqd} IS NULL)`,
    ),
    check(
      'seller_delivery_same_city_step',
      sql`${t.sameCityIqd} IS NULL OR (${feeCheck(t.sameCityIqd)})`,
    ),
    check(
      'seller_delivery_same_governorate_step',
      sql`${t.sameGovernorateIqd} IS NULL OR (${feeCheck(t.sameGovernorateIqd)})`,
    ),
    check('seller_delivery_other_step', sql`${t.otherIqd} IS NULL OR (${feeCheck(t.otherIqd)})`),
    check('seller_delivery_cut_off', sql`${t.cutOff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'seller_delivery_days_all_or_none',
      sql`(${t.sameCityDays} IS NULL) = (${t.sameGovernorateDays} IS NULL) AND (${t.sameCityDays} IS NULL) = (${t.otherDays} IS NULL)`,
    ),
    check(
      'seller_delivery_days_range',
      sql`${t.sameCityDays} IS NULL OR (${t.sameCityDays} between 0 and 30 AND ${t.sameGovernorateDays} between 0 and 30 AND ${t.otherDays} between 0 and 30)`,
    ),
  ],
);
