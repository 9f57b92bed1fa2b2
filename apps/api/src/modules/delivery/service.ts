import type { ShippingInfo } from '@chapkhana/shared/addresses';
import { formatDinar, toDecimal } from '@chapkhana/shared/pricing';
import {
  DEFAULT_OPENING_HOURS,
  deliveryFeesFor,
  destinationOf,
  resolveDeliveryTerms,
  type DeliveryChoice,
  type AdminDeliveryFees,
  type AdminDeliveryFeesValues,
  type DeliveryTerms,
  type PickupPlace,
  type SellerDelivery,
  type SellerDeliveryValues,
} from '@chapkhana/shared/delivery';
import { findGovernorate } from '@chapkhana/shared/governorates';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import * as delivery from './repository';

/** The pickup a stored row offers, or null when it offers none. */
function pickupOf(row: delivery.SellerDeliveryRow | undefined): PickupPlace | null {
  if (!row?.pickupOffered) return null;
  return {
    address: { kr: row.pickupAddressKu, ar: row.pickupAddressAr, en: row.pickupAddressEn },
    hours: row.pickupHours ?? DEFAULT_OPENING_HOURS,
  };
}

function overrideOf(row: delivery.SellerDeliveryRow | undefined) {
  return row && row.sameCityIqd !== null && row.sameGovernorateIqd !== null && row.otherIqd !== null
    ? { sameCity: row.sameCityIqd, sameGovernorate: row.sameGovernorateIqd, other: row.otherIqd }
    : null;
}

/**
 * Each seller's delivery terms (fees to every governorate, same-city fee, pickup), resolved from
 * the admin's table and the seller's own settings: three queries for any number of sellers.
 * `configuredDefault` is SHIPPING_FEE_IQD, the default until an admin saves one.
 */
export async function deliveryTermsOf(
  db: Database,
  sellerIds: readonly string[],
  configuredDefault: number,
): Promise<Map<string, DeliveryTerms>> {
  const ids = [...new Set(sellerIds)];
  if (ids.length === 0) return new Map();
  // One after another: inside a transaction they share one connection.
  const admin = await delivery.readAdminFees(db, configuredDefault);
  const homes = await delivery.sellerHomes(db, ids);
  const rows = await delivery.sellerDeliveryRows(db, ids);
  return new Map(
    ids.map((id) => {
      const row = rows.get(id);
      return [
        id,
        resolveDeliveryTerms({
          admin,
          governorate: findGovernorate(homes.get(id)?.city ?? '')?.code ?? null,
          district: row?.district ?? '',
          override: overrideOf(row),
          pickup: pickupOf(row),
        }),
      ];
    }),
  );
}

/** One seller's terms (the product page). */
export async function deliveryTermsOfSeller(
  db: Database,
  sellerId: string,
  configuredDefault: number,
): Promise<DeliveryTerms | undefined> {
  return (await deliveryTermsOf(db, [sellerId], configuredDefault)).get(sellerId);
}

/** The admin's whole table replaced at once. */
export async function updateAdminFees(
  db: Database,
  input: AdminDeliveryFeesValues,
  staffId: string,
  now: Date,
  configuredDefault: number,
): Promise<AdminDeliveryFees> {
  await db.transaction((tx) => delivery.writeAdminFees(tx, input, staffId, now));
  return delivery.readAdminFees(db, configuredDefault);
}

/** A seller's delivery settings as the console edits them (defaults before its first save). */
export async function sellerDeliverySettings(
  db: Database,
  sellerId: string,
): Promise<SellerDelivery> {
  const homes = await delivery.sellerHomes(db, [sellerId]);
  const home = homes.get(sellerId);
  if (!home) throw notFound('seller_not_found');
  const row = (await delivery.sellerDeliveryRows(db, [sellerId])).get(sellerId);
  return {
    sellerId,
    governorate: findGovernorate(home.city)?.code ?? null,
    district: row?.district ?? '',
    override: overrideOf(row),
    pickup: {
      offered: row?.pickupOffered ?? false,
      address: {
        kr: row?.pickupAddressKu ?? '',
        ar: row?.pickupAddressAr ?? '',
        en: row?.pickupAddressEn ?? '',
      },
      hours: row?.pickupHours ?? DEFAULT_OPENING_HOURS,
    },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Saves a seller's delivery settings (the seller's own, or the admin's for it). */
export async function updateSellerDelivery(
  db: Database,
  sellerId: string,
  values: SellerDeliveryValues,
  now: Date,
): Promise<SellerDelivery> {
  if (!(await delivery.sellerExists(db, sellerId))) throw notFound('seller_not_found');
  await delivery.writeSellerDelivery(db, sellerId, values, now);
  return sellerDeliverySettings(db, sellerId);
}

/**
 * The delivery fees of an order's parts at placement (the order's transaction): each seller's fee
 * to the address's governorate, 0 for a part collected from the print house (409
 * `pickup_not_offered` where the seller offers none), and the pickups to store on the parts. When
 * the checkout says which fee it showed and the fee is another now, 409 `delivery_fee_changed`
 * with both: the customer confirms the new total before being charged it. Choices for sellers not
 * in the cart (a line that sold out meanwhile) change nothing.
 */
export async function partsDeliveryFees(
  db: Database,
  input: {
    sellerIds: readonly string[];
    shippingInfo: ShippingInfo;
    choices: readonly DeliveryChoice[];
    configuredDefault: number;
    shownFee?: string | undefined;
  },
): Promise<{ total: number; fees: Map<string, number>; pickups: Map<string, PickupPlace> }> {
  const terms = await deliveryTermsOf(db, input.sellerIds, input.configuredDefault);
  const pickupWanted = new Set(input.choices.filter((c) => c.pickup).map((c) => c.sellerId));
  const pickups = new Map<string, PickupPlace>();
  const parts = input.sellerIds.map((sellerId) => {
    const sellerTerms = terms.get(sellerId);
    if (!sellerTerms) throw notFound('seller_not_found');
    const pickup = pickupWanted.has(sellerId);
    if (pickup) {
      if (!sellerTerms.pickup) throw conflict('pickup_not_offered');
      pickups.set(sellerId, sellerTerms.pickup);
    }
    return { sellerId, terms: sellerTerms, pickup };
  });
  const { parts: fees, total } = deliveryFeesFor(parts, destinationOf(input.shippingInfo));
  if (input.shownFee !== undefined && !toDecimal(input.shownFee).eq(total)) {
    throw conflict('delivery_fee_changed', {
      fee: formatDinar(total),
      shown: formatDinar(input.shownFee),
    });
  }
  return { total, fees: new Map(fees.map((fee) => [fee.sellerId, fee.amount])), pickups };
}
