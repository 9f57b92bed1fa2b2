import { eq, inArray } from 'drizzle-orm';
import type { AdminDeliveryFees, SellerDeliveryValues } from '@chapkhana/shared/delivery';
import { GOVERNORATE_CODES, type GovernorateCode } from '@chapkhana/shared/governorates';
import type { Database } from '../../db/client';
import { deliveryFees, sellerDelivery, sellers } from '../../db/schema/index';

/** The admin table's row that every governorate without its own row costs. */
const DEFAULT_ROW = 'default';

/**
 * The admin's table: each governorate's own fee (null: the default) and the default, which is
 * `configuredDefault` (SHIPPING_FEE_IQD) until an admin saves one.
 */
export async function readAdminFees(
  db: Database,
  configuredDefault: number,
): Promise<AdminDeliveryFees> {
  const rows = await db.select().from(deliveryFees);
  const byCode = new Map(rows.map((row) => [row.governorate, row]));
  const fees = Object.fromEntries(
    GOVERNORATE_CODES.map((code) => [code, byCode.get(code)?.feeIqd ?? null]),
  ) as Record<GovernorateCode, number | null>;
  const latest = rows.reduce<Date | null>(
    (last, row) => (!last || row.updatedAt > last ? row.updatedAt : last),
    null,
  );
  return {
    defaultFee: byCode.get(DEFAULT_ROW)?.feeIqd ?? configuredDefault,
    fees,
    updatedAt: latest?.toISOString() ?? null,
  };
}

/** Replaces the whole table in one go (the caller's transaction): the default and each row. */
export async function writeAdminFees(
  db: Database,
  input: { defaultFee: number; fees: Partial<Record<GovernorateCode, number | null>> },
  staffId: string,
  now: Date,
): Promise<void> {
  await db.delete(deliveryFees);
  const rows = [
    { governorate: DEFAULT_ROW, feeIqd: input.defaultFee },
    ...GOVERNORATE_CODES.flatMap((code) => {
      const fee = input.fees[code];
      return fee === null || fee === undefined ? [] : [{ governorate: code, feeIqd: fee }];
    }),
  ];
  await db
    .insert(deliveryFees)
    .values(rows.map((row) => ({ ...row, updatedBy: staffId, updatedAt: now })));
}

export type SellerDeliveryRow = typeof sellerDelivery.$inferSelect;

/** The sellers' own delivery rows (a seller without one uses the admin's table, no pickup). */
export async function sellerDeliveryRows(
  db: Database,
  sellerIds: readonly string[],
): Promise<Map<string, SellerDeliveryRow>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sellerDelivery)
    .where(inArray(sellerDelivery.sellerId, [...sellerIds]));
  return new Map(rows.map((row) => [row.sellerId, row]));
}

/** The sellers' cities (governorate names) and shop names, by id. */
export async function sellerHomes(
  db: Database,
  sellerIds: readonly string[],
): Promise<Map<string, { city: string; shopNameEn: string }>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, city: sellers.city, shopNameEn: sellers.shopNameEn })
    .from(sellers)
    .where(inArray(sellers.id, [...sellerIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a seller exists (the admin may set any seller's terms, suspended ones too). */
export async function sellerExists(db: Database, sellerId: string): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
  return !!row;
}

/** Writes a seller's delivery terms whole (made on the first save). */
export async function writeSellerDelivery(
  db: Database,
  sellerId: string,
  values: SellerDeliveryValues,
  now: Date,
): Promise<void> {
  const row = {
    district: values.district,
    sameCityIqd: values.override?.sameCity ?? null,
    sameGovernorateIqd: values.override?.sameGovernorate ?? null,
    otherIqd: values.override?.other ?? null,
    pickupOffered: values.pickup.offered,
    pickupAddressKu: values.pickup.address.kr,
    pickupAddressAr: values.pickup.address.ar,
    pickupAddressEn: values.pickup.address.en,
    pickupHours: values.pickup.hours,
    cutOff: values.cutOff,
    sameCityDays: values.courierDays?.sameCity ?? null,
    sameGovernorateDays: values.courierDays?.sameGovernorate ?? null,
    otherDays: values.courierDays?.other ?? null,
    updatedAt: now,
  };
  await db
    .insert(sellerDelivery)
    .values({ sellerId, ...row })
    .onConflictDoUpdate({ target: sellerDelivery.sellerId, set: row });
}
