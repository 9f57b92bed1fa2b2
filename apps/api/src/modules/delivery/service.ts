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
import { DEFAULT_CUT_OFF, type CourierDays } from '@chapkhana/shared/working-days';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { insertAuditEvent, insertSettingChange, type AuditActor } from '../audit/repository';
import { promiseTermsOf, redateForCutOff } from '../calendar/service';
import * as delivery from './repository';

/** The pickup a stored row offers, or null when it offers none. */
function pickupOf(row: delivery.SellerDeliveryRow | undefined): PickupPlace | null {
  if (!row?.pickupOffered) return null;
  return {
    address: { kr: row.pickupAddressKu, ar: row.pickupAddressAr, en: row.pickupAddressEn },
    hours: row.pickupHours ?? DEFAULT_OPENING_HOURS,
  };
}

/** The seller's own courier days, or null when the admin's apply. */
function courierDaysOf(row: delivery.SellerDeliveryRow | undefined): CourierDays | null {
  return row &&
    row.sameCityDays !== null &&
    row.sameGovernorateDays !== null &&
    row.otherDays !== null
    ? { sameCity: row.sameCityDays, sameGovernorate: row.sameGovernorateDays, other: row.otherDays }
    : null;
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
  now: Date = new Date(),
): Promise<Map<string, DeliveryTerms>> {
  const ids = [...new Set(sellerIds)];
  if (ids.length === 0) return new Map();
  // One after another: inside a transaction they share one connection.
  const admin = await delivery.readAdminFees(db, configuredDefault);
  const homes = await delivery.sellerHomes(db, ids);
  const rows = await delivery.sellerDeliveryRows(db, ids);
  const promises = await promiseTermsOf(
    db,
    ids.map((sellerId) => ({
      sellerId,
      city: homes.get(sellerId)?.city ?? '',
      cutOff: rows.get(sellerId)?.cutOff ?? null,
      courierDays: courierDaysOf(rows.get(sellerId)),
    })),
    now,
  );
  return new Map(
    ids.map((id) => {
      const row = rows.get(id);
      const promise = promises.get(id);
      return [
        id,
        {
          ...resolveDeliveryTerms({
            admin,
            governorate: findGovernorate(homes.get(id)?.city ?? '')?.code ?? null,
            district: row?.district ?? '',
            override: overrideOf(row),
            pickup: pickupOf(row),
          }),
          ...(promise ? { promise } : {}),
        },
      ];
    }),
  );
}

/** One seller's terms (the product page). */
export async function deliveryTermsOfSeller(
  db: Database,
  sellerId: string,
  configuredDefault: number,
  now: Date = new Date(),
): Promise<DeliveryTerms | undefined> {
  return (await deliveryTermsOf(db, [sellerId], configuredDefault, now)).get(sellerId);
}

/** The admin's whole table replaced at once. */
export async function updateAdminFees(
  db: Database,
  input: AdminDeliveryFeesValues,
  staffId: string,
  now: Date,
  configuredDefault: number,
): Promise<AdminDeliveryFees> {
  await db.transaction(async (tx) => {
    await delivery.writeAdminFees(tx, input, staffId, now);
    await insertSettingChange(tx, {
      staffId,
      subjectId: 'delivery-fees',
      details: { defaultFee: String(input.defaultFee) },
      at: now,
    });
  });
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
    cutOff: row?.cutOff ?? DEFAULT_CUT_OFF,
    courierDays: courierDaysOf(row),
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

/**
 * Saves a seller's delivery settings (the seller's own member's, or the admin's for it), and
 * records who did it in the history (`setting` `delivery:<seller id>`) in the same transaction.
 */
export async function updateSellerDelivery(
  db: Database,
  sellerId: string,
  values: SellerDeliveryValues,
  by: AuditActor,
  now: Date,
): Promise<SellerDelivery> {
  if (!(await delivery.sellerExists(db, sellerId))) throw notFound('seller_not_found');
  // A new cut-off re-dates the seller's running jobs (and says so on them).
  await db.transaction(async (tx) => {
    await redateForCutOff(
      tx,
      sellerId,
      () => delivery.writeSellerDelivery(tx, sellerId, values, now),
      now,
    );
    await insertAuditEvent(tx, {
      actor: by,
      subject: 'setting',
      subjectId: `delivery:${sellerId}`,
      sellerId,
      action: 'setting.update',
      details: { cutOff: values.cutOff, pickup: String(values.pickup.offered) },
      at: now,
    });
  });
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
    now?: Date;
  },
): Promise<{
  total: number;
  fees: Map<string, number>;
  pickups: Map<string, PickupPlace>;
  terms: Map<string, DeliveryTerms>;
}> {
  const terms = await deliveryTermsOf(db, input.sellerIds, input.configuredDefault, input.now);
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
  return {
    total,
    fees: new Map(fees.map((fee) => [fee.sellerId, fee.amount])),
    pickups,
    terms,
  };
}
