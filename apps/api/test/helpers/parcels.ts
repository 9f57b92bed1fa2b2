import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WaseetBrand } from '@chapkhana/shared/parcels';
import { createMemoryRateLimiter } from '../../src/couriers/rate-limiter';
import { createWaseetClient } from '../../src/couriers/waseet/client';
import type { RunningWaseetLookalike } from '../../src/couriers/waseet/lookalike';
import type { Database } from '../../src/db/client';
import { courierAccounts, parcels, sellerOrders } from '../../src/db/schema/index';
import type { CourierAccountRow } from '../../src/modules/parcels/tracking-repository';

/**
 * A seller's courier account at the look-alike, written straight into the table (connecting one
 * is the courier-accounts module's): its password is only in the look-alike's list, and tests
 * read through `lookalikeReader`.
 */
export async function insertCourierAccount(
  db: Database,
  input: {
    sellerId: string;
    brand: WaseetBrand;
    baseUrl: string;
    username: string;
    id?: string;
    webhookSecretHash?: string;
  },
) {
  const [row] = await db
    .insert(courierAccounts)
    .values({
      id: input.id ?? randomUUID(),
      sellerId: input.sellerId,
      brand: input.brand,
      baseUrl: input.baseUrl,
      username: input.username,
      passwordSealed: 'v1.test.only.not-sealed',
      simulation: true,
      webhookSecretHash: input.webhookSecretHash ?? null,
    })
    .returning();
  return row!;
}

/** Reads each account's orders at the look-alike with its password there; a fresh limiter per client. */
export function lookalikeReader(passwords: Map<string, string>) {
  return async (account: CourierAccountRow) =>
    createWaseetClient({
      brand: account.brand,
      baseUrl: account.baseUrl,
      username: account.username,
      password: passwords.get(account.username) ?? 'unknown',
      limiter: createMemoryRateLimiter({ max: 1000, windowMs: 30_000 }),
      timeoutMs: 2000,
    });
}

/**
 * A parcel handed to the look-alike courier for the seller's part of `orderId`: the order is
 * created at the courier (real client, real fields) and our parcel row written as a hand-over
 * writes it; the part is then on its way.
 */
export async function handOverAtLookalike(
  db: Database,
  lookalike: RunningWaseetLookalike,
  input: {
    account: CourierAccountRow;
    password: string;
    orderId: string;
    sellerId: string;
    /** What the courier collects; the part's own amount when not given. */
    cashAmountIqd?: number;
  },
) {
  const [part] = await db
    .select()
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, input.orderId));
  const cashAmountIqd = input.cashAmountIqd ?? Number(part!.amountIqd);
  const client = createWaseetClient({
    brand: input.account.brand,
    baseUrl: lookalike.baseUrl(input.account.brand),
    username: input.account.username,
    password: input.password,
    limiter: createMemoryRateLimiter({ max: 1000, windowMs: 30_000 }),
  });
  const [city] = await client.cities();
  const [region] = await client.regions(city!.id);
  const [size] = await client.packageSizes();
  const reference = `CHK-${randomUUID().slice(0, 8)}`;
  const created = await client.createOrder({
    clientName: 'Aso',
    clientMobile: '07501234567',
    cityId: city!.id,
    regionId: region!.id,
    location: 'Near the blue mosque',
    typeName: 'مطبوعات',
    itemsNumber: 1,
    price: cashAmountIqd,
    packageSizeId: size!.id,
    merchantNotes: reference,
  });
  await db
    .update(sellerOrders)
    .set({ deliveryStatus: 'on way' })
    .where(eq(sellerOrders.id, part!.id));
  const [parcel] = await db
    .insert(parcels)
    .values({
      sellerOrderId: part!.id,
      orderId: input.orderId,
      sellerId: input.sellerId,
      carrier: input.account.brand,
      courierAccountId: input.account.id,
      reference,
      courierOrderId: created.id,
      waybill: created.qrId,
      labelUrl: created.qrLink,
      cashAmountIqd,
      courierStatusId: '1',
      handedOverAt: new Date(),
    })
    .returning();
  return parcel!;
}
