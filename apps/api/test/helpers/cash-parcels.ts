import type { Database } from '../../src/db/client';
import { courierAccounts, orders, parcels, sellerOrders } from '../../src/db/schema/index';
import { shippingInfo } from './console';

type ParcelRow = typeof parcels.$inferInsert;

/**
 * A cash-on-delivery order of one part for `sellerId`, with its parcel as `parcel` says (state,
 * cash, dates): what the hand-over and the courier's reports would have left behind.
 */
export async function insertParcel(
  db: Database,
  refs: { sellerId: string; customerId: string },
  parcel: Partial<ParcelRow> & { cashAmountIqd: number },
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerId: refs.customerId,
      subtotalIqd: String(parcel.cashAmountIqd),
      totalIqd: String(parcel.cashAmountIqd),
      currencyRate: '1310',
      items: 1,
      shippingInfo,
      paymentMethod: 'cod',
      deliveryStatus: 'on way',
    })
    .returning();
  const [part] = await db
    .insert(sellerOrders)
    .values({
      orderId: order!.id,
      sellerId: refs.sellerId,
      priceIqd: String(parcel.cashAmountIqd),
      subtotalIqd: String(parcel.cashAmountIqd),
      discountIqd: '0',
      shippingFeeIqd: '0',
      amountIqd: String(parcel.cashAmountIqd),
      deliveryStatus: 'on way',
    })
    .returning();
  const [row] = await db
    .insert(parcels)
    .values({
      sellerOrderId: part!.id,
      orderId: order!.id,
      sellerId: refs.sellerId,
      carrier: 'alwaseet',
      reference: `test-${part!.id}`,
      handedOverAt: new Date(),
      ...parcel,
    })
    .returning();
  return { order: order!, part: part!, parcel: row! };
}

/** A courier account of `sellerId` (no real credentials: the figures never call the courier). */
export async function insertCashCourierAccount(
  db: Database,
  sellerId: string,
  values: Partial<typeof courierAccounts.$inferInsert> = {},
) {
  const [account] = await db
    .insert(courierAccounts)
    .values({
      sellerId,
      brand: 'alwaseet',
      baseUrl: 'http://127.0.0.1:9/alwaseet/v1/merchant',
      username: 'merchant',
      passwordSealed: 'v1.none',
      ...values,
    })
    .returning();
  return account!;
}
