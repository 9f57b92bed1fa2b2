import type { GovernorateCode } from '@chapkhana/shared/governorates';
import { FINAL_PARCEL_STATES, type ParcelState } from '@chapkhana/shared/parcels';
import { foldPlaceName, governorateByPlaceName } from '@chapkhana/shared/place-names';

/** Our reading of a courier status id. */
export interface WaseetStatusMeaning {
  state: ParcelState;
  /** Delivered, returned or cancelled: nothing more will happen, stop polling. */
  final: boolean;
  /** Status 18: the courier changed the amount to collect; read the order's new `price`. */
  priceChanged?: true;
  /** An id the table below does not know: shown as in transit and flagged for a person. */
  unknown?: true;
  /** A situation a person should look at (exchange after delivery, governorate changed). */
  attention?: true;
}

const FINAL_STATES: ReadonlySet<ParcelState> = new Set(FINAL_PARCEL_STATES);

/** Ids → our state (reference/couriers.md, "Status IDs": from client code; the live list rules). */
const STATE_OF_ID: ReadonlyMap<number, ParcelState> = new Map([
  [1, 'created'],
  [2, 'picked_up'],
  [3, 'out_for_delivery'],
  [4, 'delivered'],
  ...[5, 6, 7, 8, 9, 10, 11].map((id) => [id, 'in_transit'] as const),
  [12, 'returning'],
  [13, 'returning'],
  [14, 'out_for_delivery'],
  [15, 'returning'],
  [16, 'returning'],
  [17, 'returned'],
  [18, 'in_transit'],
  [19, 'returned'],
  // 20 (exchange after delivery) and 24 (governorate changed) are "exception" in the reference;
  // our states have none, so they keep a plain state and ask for a person (ATTENTION_IDS).
  [20, 'delivered'],
  [21, 'delivered'],
  [22, 'in_transit'],
  [23, 'returning'],
  [24, 'in_transit'],
  ...[25, 26, 27, 28].map((id) => [id, 'delivery_attempt_failed'] as const),
  [29, 'postponed'],
  [30, 'postponed'],
  [31, 'cancelled'],
  ...[32, 33, 34, 35, 36, 37, 38, 39, 40, 41].map((id) => [id, 'delivery_attempt_failed'] as const),
  [42, 'in_transit'],
  [44, 'postponed'],
]);
const ATTENTION_IDS: ReadonlySet<number> = new Set([20, 24]);
const PRICE_CHANGED_ID = 18;

/** What a Waseet-family status id means for our parcel; unknown ids are in transit, flagged. */
export function mapWaseetStatus(id: string | number): WaseetStatusMeaning {
  const number = Number(id);
  const state = Number.isInteger(number) ? STATE_OF_ID.get(number) : undefined;
  if (state === undefined) return { state: 'in_transit', final: false, unknown: true };
  const meaning: WaseetStatusMeaning = { state, final: FINAL_STATES.has(state) };
  if (number === PRICE_CHANGED_ID) meaning.priceChanged = true;
  if (ATTENTION_IDS.has(number)) meaning.attention = true;
  return meaning;
}

/** The courier city a governorate is sent to, and why when it is not its own. */
export interface GovernorateCityMatch {
  cityId: string;
  cityName: string;
  /** Set when the governorate has no city of its own at the courier (Halabja → Sulaymaniyah). */
  note?: 'halabja_under_sulaymaniyah';
}

/**
 * The courier cities for our 19 governorates, matched by Arabic name with the tolerance of
 * reference/iraq-addresses.md, "Governorates" (hamza, ة/ه, ى/ي, "ال", capitals as aliases).
 * Couriers list 18 cities: Halabja, a governorate since 2025, goes to Sulaymaniyah's city unless
 * the courier lists it. Governorates with no match are left out, for an admin to set by hand.
 */
export function matchGovernoratesToCities(
  cities: readonly { id: string; name: string }[],
): Partial<Record<GovernorateCode, GovernorateCityMatch>> {
  const matches: Partial<Record<GovernorateCode, GovernorateCityMatch>> = {};
  for (const city of cities) {
    const governorate = governorateByPlaceName(city.name);
    if (governorate && !matches[governorate.code]) {
      matches[governorate.code] = { cityId: city.id, cityName: city.name };
    }
  }
  const sulaymaniyah = matches.SUL;
  if (!matches.HLB && sulaymaniyah) {
    matches.HLB = { ...sulaymaniyah, note: 'halabja_under_sulaymaniyah' };
  }
  return matches;
}

/** The courier city of one governorate, or undefined when none of the cities is it. */
export function matchGovernorateToCity(
  code: GovernorateCode,
  cities: readonly { id: string; name: string }[],
): GovernorateCityMatch | undefined {
  return matchGovernoratesToCities(cities)[code];
}

/** The courier region whose name matches the typed area (same folding), if exactly one does. */
export function matchRegionByName<T extends { id: string; name: string }>(
  area: string,
  regions: readonly T[],
): T | undefined {
  const folded = foldPlaceName(area);
  const found = regions.filter((region) => foldPlaceName(region.name) === folded);
  return found.length === 1 ? found[0] : undefined;
}
