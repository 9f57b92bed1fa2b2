// Delivery fees by governorate and pickup (issue 36): the one function every screen and the order
// use to price a parcel, and the open days of a pickup place. No zod here: the product page and
// the cart price parcels with these, and the schemas (delivery.ts, which re-exports all of this)
// would bring zod and the contract onto every product page before the app takes it over (issue 34).
import { findGovernorate, GOVERNORATE_CODES, type GovernorateCode } from './governorates';
import { foldForSearch } from './text';
import type { DeliveryOverride, DeliveryTerms, PickupPlace } from './delivery';

export const WEEKDAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The seller's daily cut-off when it set none: an approval at or after it starts the next working day. */
export const DEFAULT_CUT_OFF = '14:00';

/** A time of day `HH:mm` (00:00–23:59). */
export const CUT_OFF_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Where a holiday is kept: `iraq` everywhere, `federal` outside the Kurdistan Region only (14 July,
 * 3 October), `kurdistan` in the Kurdistan Region only (Erbil, Sulaymaniyah, Duhok, Halabja).
 */
export const HOLIDAY_REGIONS = ['iraq', 'federal', 'kurdistan'] as const;
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number];

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
