// Delivery fees by governorate and pickup from the print house (issue 36): the admin's table, a
// seller's own three fees and pickup, and the one function every screen and the order use.
import { z } from './zod';
import { GOVERNORATE_CODES } from './governorates';
import { LANGUAGES, type Language } from './languages';
import { fieldErrorMessage } from './field-errors';
import { CUT_OFF_PATTERN, DEFAULT_CUT_OFF, HOLIDAY_REGIONS, WEEKDAYS } from './delivery-fee';

// The pure part (fees, destinations, open days) lives in delivery-fee.ts, without zod.
export * from './delivery-fee';

/** Delivery fees are whole dinars in steps of the shop's rounding (docs/storefront.md §9). */
export const DELIVERY_FEE_STEP_IQD = 250;
/** The most a parcel's delivery may cost: above every Iraqi courier's price list, by far. */
export const MAX_DELIVERY_FEE_IQD = 250_000;
export const MAX_PICKUP_ADDRESS_CHARS = 300;
export const MAX_DISTRICT_CHARS = 100;

/** A fee as typed in the console: 0 (free delivery) to MAX, a multiple of 250 IQD. */
export const deliveryFeeSchema = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(0, { error: fieldErrorMessage('negative') })
  .max(MAX_DELIVERY_FEE_IQD, {
    error: fieldErrorMessage('too_big', { maximum: MAX_DELIVERY_FEE_IQD }),
  })
  .multipleOf(DELIVERY_FEE_STEP_IQD, {
    error: fieldErrorMessage('dinar_step', { step: DELIVERY_FEE_STEP_IQD }),
  });

const governorateSchema = z.enum(GOVERNORATE_CODES, { error: fieldErrorMessage('invalid') });

// ---------------------------------------------------------------------------------------------
// The admin's table
// ---------------------------------------------------------------------------------------------

/**
 * PUT /api/admin/delivery-fees: the fee for every destination governorate; a governorate left
 * null costs the default. Until an admin saves one, the default is SHIPPING_FEE_IQD.
 */
export const adminDeliveryFeesInputSchema = z.object({
  defaultFee: deliveryFeeSchema,
  fees: z.partialRecord(governorateSchema, deliveryFeeSchema.nullable()),
});
export type AdminDeliveryFeesInput = z.input<typeof adminDeliveryFeesInputSchema>;
export type AdminDeliveryFeesValues = z.output<typeof adminDeliveryFeesInputSchema>;

/** GET and PUT /api/admin/delivery-fees — the table as stored (every governorate listed). */
export const adminDeliveryFeesSchema = z.object({
  defaultFee: z.number().int(),
  fees: z.record(governorateSchema, z.number().int().nullable()),
  updatedAt: z.string().nullable(),
});
export type AdminDeliveryFees = z.infer<typeof adminDeliveryFeesSchema>;

// ---------------------------------------------------------------------------------------------
// A seller's fees and pickup
// ---------------------------------------------------------------------------------------------

const clockTime = z
  .string({ error: fieldErrorMessage('not_text') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: fieldErrorMessage('invalid_time') });

/** When the print house hands out parcels: the open days (Saturday first) and one from–to span. */
export const openingHoursSchema = z
  .object({
    days: z
      .array(z.enum(WEEKDAYS, { error: fieldErrorMessage('invalid') }))
      .max(7)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    from: clockTime,
    to: clockTime,
  })
  .refine((hours) => hours.from < hours.to, {
    path: ['to'],
    error: fieldErrorMessage('after_time', { other: 'from' }),
  });
export type OpeningHours = z.output<typeof openingHoursSchema>;

/** Iraqi shop hours as a newcomer expects them: Saturday to Thursday, Friday off. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'],
  from: '09:00',
  to: '17:00',
};

const addressLine = z
  .string({ error: fieldErrorMessage('not_text') })
  .trim()
  .max(MAX_PICKUP_ADDRESS_CHARS, {
    error: fieldErrorMessage('too_long', { maximum: MAX_PICKUP_ADDRESS_CHARS }),
  })
  .default('');
const pickupAddressSchema = z.object({ kr: addressLine, ar: addressLine, en: addressLine });
export type PickupAddress = Record<Language, string>;

export const cutOffSchema = z
  .string({ error: fieldErrorMessage('not_text') })
  .trim()
  .regex(CUT_OFF_PATTERN, { error: fieldErrorMessage('invalid_time') });

/** The courier's working days from ready to door: same city, same governorate, another one. */
export const MAX_COURIER_DAYS = 30;
const courierDayCount = z
  .number({ error: fieldErrorMessage('not_number') })
  .int({ error: fieldErrorMessage('not_whole') })
  .min(0, { error: fieldErrorMessage('out_of_range', { minimum: 0, maximum: MAX_COURIER_DAYS }) })
  .max(MAX_COURIER_DAYS, {
    error: fieldErrorMessage('out_of_range', { minimum: 0, maximum: MAX_COURIER_DAYS }),
  });
export const courierDaysSchema = z.object({
  sameCity: courierDayCount,
  sameGovernorate: courierDayCount,
  other: courierDayCount,
});
export type CourierDays = z.infer<typeof courierDaysSchema>;
export const DEFAULT_COURIER_DAYS: CourierDays = { sameCity: 1, sameGovernorate: 1, other: 3 };

/**
 * Everything a buyer's screen needs to promise dates for one seller's products: the calendar,
 * the seller's area and cut-off and the courier's days. Travels with a product page and the cart.
 */
export const promiseTermsSchema = z.object({
  workingWeekdays: z.array(z.enum(WEEKDAYS)),
  holidays: z.array(z.object({ date: z.string(), region: z.enum(HOLIDAY_REGIONS) })),
  sellerGovernorate: z.string().nullable(),
  cutOff: z.string(),
  courierDays: courierDaysSchema,
});
export type PromiseTerms = z.infer<typeof promiseTermsSchema>;

/** A seller's own three fees; they replace the admin's table for its parcels. */
export const deliveryOverrideSchema = z.object({
  sameCity: deliveryFeeSchema,
  sameGovernorate: deliveryFeeSchema,
  other: deliveryFeeSchema,
});
export type DeliveryOverride = z.infer<typeof deliveryOverrideSchema>;

/** PUT /api/seller/delivery and /api/admin/sellers/:sellerId/delivery. */
export const sellerDeliveryInputSchema = z
  .object({
    /** The seller's own city or district inside its governorate ("same city"), e.g. "Ankawa". */
    district: z
      .string({ error: fieldErrorMessage('not_text') })
      .trim()
      .max(MAX_DISTRICT_CHARS, {
        error: fieldErrorMessage('too_long', { maximum: MAX_DISTRICT_CHARS }),
      })
      .default(''),
    /** Null: the admin's table applies. */
    override: deliveryOverrideSchema.nullable(),
    /** The daily cut-off, Baghdad time (issue 39). */
    cutOff: cutOffSchema.default(DEFAULT_CUT_OFF),
    /** The seller's own courier days; null: the admin's apply. */
    courierDays: courierDaysSchema.nullable().default(null),
    pickup: z.object({
      offered: z.boolean({ error: fieldErrorMessage('not_boolean') }),
      address: pickupAddressSchema,
      hours: openingHoursSchema,
    }),
  })
  .superRefine((input, context) => {
    // A parcel to collect needs somewhere to collect it from.
    if (input.pickup.offered && LANGUAGES.every((language) => !input.pickup.address[language])) {
      context.addIssue({
        code: 'custom',
        path: ['pickup', 'address'],
        message: fieldErrorMessage('one_address'),
      });
    }
  });
export type SellerDeliveryInput = z.input<typeof sellerDeliveryInputSchema>;
export type SellerDeliveryValues = z.output<typeof sellerDeliveryInputSchema>;

/** GET and PUT of a seller's delivery settings: as stored, with its governorate and the terms. */
export const sellerDeliverySchema = z.object({
  sellerId: z.string(),
  /** The seller's governorate (its `city`), null when it names none. */
  governorate: governorateSchema.nullable(),
  district: z.string(),
  override: z
    .object({ sameCity: z.number(), sameGovernorate: z.number(), other: z.number() })
    .nullable(),
  cutOff: z.string(),
  courierDays: z
    .object({ sameCity: z.number(), sameGovernorate: z.number(), other: z.number() })
    .nullable(),
  pickup: z.object({
    offered: z.boolean(),
    address: z.object({ kr: z.string(), ar: z.string(), en: z.string() }),
    hours: z.object({ days: z.array(z.enum(WEEKDAYS)), from: z.string(), to: z.string() }),
  }),
  updatedAt: z.string().nullable(),
});
export type SellerDelivery = z.infer<typeof sellerDeliverySchema>;

// ---------------------------------------------------------------------------------------------
// What a buyer's screens read: a seller's terms, compact
// ---------------------------------------------------------------------------------------------

export const pickupPlaceSchema = z.object({
  address: z.object({ kr: z.string(), ar: z.string(), en: z.string() }),
  hours: z.object({ days: z.array(z.enum(WEEKDAYS)), from: z.string(), to: z.string() }),
});
export type PickupPlace = z.infer<typeof pickupPlaceSchema>;

/**
 * What one seller's parcel costs to each governorate (the admin's table or the seller's own
 * fees, already resolved), its same-city fee when it set one, and its pickup when offered.
 * Small enough to travel with a product page and each part of the cart.
 */
export const deliveryTermsSchema = z.object({
  governorate: governorateSchema.nullable(),
  district: z.string(),
  sameCity: z.number().int().nullable(),
  fees: z.record(governorateSchema, z.number().int()),
  /** To an address whose governorate cannot be told (an old free-text city): as "other". */
  otherFee: z.number().int(),
  pickup: pickupPlaceSchema.nullable(),
  /** What its promised dates are computed from (working-days.ts `promiseFor`, issue 39). */
  promise: promiseTermsSchema.optional(),
});
export type DeliveryTerms = z.infer<typeof deliveryTermsSchema>;

/** Each part's choice at checkout: delivered (the default) or collected from the print house. */
export const deliveryChoiceSchema = z.object({
  sellerId: z.string().uuid({ error: fieldErrorMessage('invalid_id') }),
  pickup: z.boolean({ error: fieldErrorMessage('not_boolean') }),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;
