import type { OrderPart, SellerOrder } from '@chapkhana/shared/orders';
import type { ConsoleParcel } from '@chapkhana/shared/parcels';

/** A seller's part of a cash order as the API answers it: its own figures, nothing collected. */
export function sampleParcel(overrides: Partial<OrderPart> = {}): OrderPart {
  return {
    _id: 'part-1',
    sellerId: 's1',
    shopName: 'Print Shop',
    shop: { enName: 'Print Shop', kuName: 'چاپخانە', arName: 'مطبعة' },
    price: '75000',
    delivery_status: 'pending',
    subtotal: '75000',
    discount: '0',
    shipping_fee: '5000',
    amount: '80000',
    cash_to_collect: '80000',
    cash_collected_at: null,
    cash_collected: null,
    cash_collected_by: null,
    ...overrides,
  };
}

/** The `parcel` of a seller's order, from `sampleParcel`. */
export function sellerParcel(overrides: Partial<OrderPart> = {}): SellerOrder['parcel'] {
  const { subtotal, discount, shipping_fee, amount, cash_to_collect } = sampleParcel(overrides);
  const { cash_collected_at, cash_collected, cash_collected_by } = sampleParcel(overrides);
  return {
    subtotal,
    discount,
    shipping_fee,
    amount,
    cash_to_collect,
    cash_collected_at,
    cash_collected,
    cash_collected_by,
  };
}

/** A parcel as the console reads it: a simulated Al-Waseet parcel just handed over. */
export function sampleConsoleParcel(overrides: Partial<ConsoleParcel> = {}): ConsoleParcel {
  return {
    _id: 'parcel-1',
    sellerOrderId: 'part-1',
    carrier: 'alwaseet',
    waybill: 'W-1001',
    state: 'created',
    cashToCollect: '80,000',
    handedOverAt: '2026-11-28T08:00:00.000Z',
    deliveredAt: null,
    events: [],
    orderId: 'order-1',
    sellerId: 'seller-1',
    reference: 'CHK-42-1',
    courierOrderId: '1001',
    labelUrl: '/api/seller/parcels/parcel-1/label',
    simulation: true,
    pieces: 1,
    description: 'Business cards',
    courierStatusId: null,
    courierStatusText: null,
    courierPriceIqd: null,
    needsAttention: false,
    attentionReason: null,
    handoverError: null,
    cashCollectedAt: null,
    cashCollectedIqd: null,
    cashSettledAt: null,
    courierInvoiceId: null,
    ...overrides,
  };
}

/** Who ordered, as the console's order pages show the customer. */
export const sampleCustomer: SellerOrder['customer'] = {
  _id: 'c1',
  name: 'Aso',
  phone: '+9647501234567',
  email: 'aso@example.com',
  type: 'user',
  printHouseName: null,
};

/** A seller's part of a cash order as its order page reads it (no lines unless given). */
export function sampleSellerOrder(overrides: Partial<SellerOrder> = {}): SellerOrder {
  return {
    _id: 'part-1',
    orderId: 'order-1',
    orderNumber: 42,
    price: '75000',
    delivery_status: 'pending',
    order_status: 'pending',
    payment_status: 'unpaid',
    payment_method: 'cod',
    deposit: { amount: 0, paid: false },
    shippingInfo: {
      place: 'Home',
      name: 'Aso',
      address: 'Street 1',
      phone: '07501234567',
      city: 'Erbil',
    },
    createdAt: '2026-11-20T08:00:00.000Z',
    date: '20-11-2026 11:00:00',
    products: [],
    customer: sampleCustomer,
    shop: { enName: 'Print Shop', kuName: 'چاپخانە', arName: 'مطبعة' },
    parcel: sellerParcel(),
    wholeOrder: {
      subtotal: '75000',
      discount: '0',
      shipping_fee: '5000',
      price: '80000',
      parcels: 1,
    },
    ...overrides,
  };
}
