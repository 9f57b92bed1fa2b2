// Delivery fees by governorate and pickup from the print house (issue 36): the admin's table, a
// seller's own three fees and pickup, and the one function every screen and the order use.
import { z } from './zod';
import { findGovernorate, GOVERNORATE_CODES, type GovernorateCode } from './governorates';
import { LANGUAGES, type Language } from './languages';
import { foldForSearch } from './text';
import { fieldErrorMessage } from './field-errors';

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

export const WEEKDAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

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
});
export type DeliveryTerms = z.infer<typeof deliveryTermsSchema>;

/** Where a parcel goes; null before an address is chosen. */
export interface DeliveryDestination {
  /** Null for an address whose governorate cannot be told (charged the "other" fee). */
  governorate: GovernorateCode | null;
  /** The city or district inside it, as the customer wrote it (compared loosely). */
  district?: string | null | undefined;
}

/**
 * Where an address sends parcels: its governorate code (issue 36's address field), else the
 * governorate its city names; its district, else its city when that is not the governorate.
 */
export function destinationOf(info: {
  city: string;
  governorate?: string | null | undefined;
  district?: string | null | undefined;
}): DeliveryDestination {
  const stated = info.governorate ? findGovernorate(info.governorate) : undefined;
  const governorate = stated ?? findGovernorate(info.city);
  return {
    governorate: governorate?.code ?? null,
    district: info.district || (stated && !findGovernorate(info.city) ? info.city : null),
  };
}

/** What a parcel's fee was taken from: shown as "from X" when `lowest`. */
export type DeliveryFeeBasis =
  'pickup' | 'same_city' | 'same_governorate' | 'governorate' | 'lowest';

export interface DeliveryFee {
  amount: number;
  basis: DeliveryFeeBasis;
}

const sameDistrict = (a: string, b: string | null | undefined) =>
  !!a && !!b && foldForSearch(a) === foldForSearch(b);

/**
 * The one delivery fee of a seller's parcel (cart, checkout, placing the order): 0 for pickup
 * (callers check `terms.pickup` first: pickup where it is not offered is refused, not free);
 * the seller's same-city fee when the destination is its own governorate and district; the
 * terms' fee to the destination governorate; with no destination yet, the lowest fee the seller
 * charges anywhere, shown "from X" (docs/decisions.md, "Delivery fees by governorate").
 */
export function deliveryFeeFor(input: {
  seller: DeliveryTerms;
  destination: DeliveryDestination | null;
  pickup: boolean;
}): DeliveryFee {
  const { seller, destination } = input;
  if (input.pickup) return { amount: 0, basis: 'pickup' };
  if (!destination) {
    const all = [
      ...Object.values(seller.fees),
      ...(seller.sameCity === null ? [] : [seller.sameCity]),
    ];
    return { amount: all.length ? Math.min(...all) : 0, basis: 'lowest' };
  }
  if (!destination.governorate) return { amount: seller.otherFee, basis: 'governorate' };
  const home = seller.governorate === destination.governorate;
  if (home && seller.sameCity !== null && sameDistrict(seller.district, destination.district)) {
    return { amount: seller.sameCity, basis: 'same_city' };
  }
  return {
    amount: seller.fees[destination.governorate] ?? 0,
    basis: home ? 'same_governorate' : 'governorate',
  };
}

/** One seller's part of a cart: its terms and whether the customer collects it. */
export interface DeliveryPart {
  sellerId: string;
  terms: DeliveryTerms;
  pickup: boolean;
}

/** The fees of a whole cart's parts, in the order given, and their sum. */
export function deliveryFeesFor(
  parts: readonly DeliveryPart[],
  destination: DeliveryDestination | null,
): { parts: (DeliveryFee & { sellerId: string })[]; total: number } {
  const fees = parts.map((part) => ({
    sellerId: part.sellerId,
    ...deliveryFeeFor({ seller: part.terms, destination, pickup: part.pickup }),
  }));
  return { parts: fees, total: fees.reduce((sum, fee) => sum + fee.amount, 0) };
}

/**
 * A seller's terms from the admin's table and its own settings: its three fees replace the
 * table when it set them (its own governorate costs `sameGovernorate`, every other `other`).
 */
export function resolveDeliveryTerms(input: {
  admin: { defaultFee: number; fees: Partial<Record<GovernorateCode, number | null>> };
  governorate: GovernorateCode | null;
  district: string;
  override: DeliveryOverride | null;
  pickup: PickupPlace | null;
}): DeliveryTerms {
  const { admin, governorate, override } = input;
  const fees = Object.fromEntries(
    GOVERNORATE_CODES.map((code) => [
      code,
      override
        ? code === governorate
          ? override.sameGovernorate
          : override.other
        : (admin.fees[code] ?? admin.defaultFee),
    ]),
  ) as Record<GovernorateCode, number>;
  return {
    governorate,
    district: input.district,
    sameCity: override && governorate ? override.sameCity : null,
    fees,
    otherFee: override ? override.other : admin.defaultFee,
    pickup: input.pickup,
  };
}

/** Each part's choice at checkout: delivered (the default) or collected from the print house. */
export const deliveryChoiceSchema = z.object({
  sellerId: z.string().uuid({ error: fieldErrorMessage('invalid_id') }),
  pickup: z.boolean({ error: fieldErrorMessage('not_boolean') }),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** The open days as runs in Saturday-first order: ["sat","thu"] for Saturday to Thursday. */
export function dayRuns(days: readonly Weekday[]): [Weekday, Weekday][] {
  const runs: [Weekday, Weekday][] = [];
  for (const day of WEEKDAYS) {
    if (!days.includes(day)) continue;
    const last = runs.at(-1);
    if (last && WEEKDAYS.indexOf(last[1]) === WEEKDAYS.indexOf(day) - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
