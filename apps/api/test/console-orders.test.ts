import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, productColors, productProperties } from '../src/db/schema/index';
import { call, createSignedInAdmin, shippingInfo } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let sellerA: Awaited<ReturnType<typeof createSignedInSeller>>;
let sellerB: Awaited<ReturnType<typeof createSignedInSeller>>;
let customer: TestCustomer;
let orderId: string;

const db = () => shop.database.db;

/** A product of `sellerId` in White with two sizes, the sizes named in three languages. */
async function shirts(sellerId: string, categoryId: string) {
  const product = await insertProductWithColours(
    db(),
    { sellerId, categoryId },
    [{ enName: 'White', hex: '#ffffff', quantity: 50, properties: [{ name: 'M', quantity: 20 }] }],
    { price: '10.00' },
  );
  const [colour] = await db()
    .select()
    .from(productColors)
    .where(eq(productColors.productId, product.id));
  await db()
    .update(productProperties)
    .set({ kuName: 'ناوەند', arName: 'متوسط' })
    .where(eq(productProperties.colorId, colour!.id));
  return product;
}

beforeAll(async () => {
  shop = await createTestApp({ SHIPPING_FEE_IQD: '5000' });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  admin = await createSignedInAdmin(shop);
  sellerA = await createSignedInSeller(shop, 'Sulaymaniyah Print');
  sellerB = await createSignedInSeller(shop, 'Kirkuk Print');
  const categoryId = (await insertCategory(db())).id;
  customer = await createCustomer(shop, {
    name: 'Zana',
    userType: 'printHouse',
    printHouseName: 'Zana Print House',
    address: 'Erbil',
  });
  const a = await shirts(sellerA.sellerId, categoryId);
  const b = await shirts(sellerB.sellerId, categoryId);
  for (const productId of [a.id, b.id]) {
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId,
      cartItems: [
        {
          color: 'White',
          quantity: 0,
          properties: [{ property: 'M', quantity: 5, selected: true }],
        },
      ],
    });
    expect(added.statusCode).toBe(201);
  }
  const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
    userId: customer.id,
    shippingInfo,
  });
  orderId = placed.json().orderId;
  await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
    paymentMethod: 'cod',
  });
});
afterAll(() => shop.close());

const white = {
  color: 'White',
  code: '#ffffff',
  kuName: 'White (ku)',
  arName: 'White (ar)',
  quantity: 0,
  properties: [{ property: 'M', enName: 'M', kuName: 'ناوەند', arName: 'متوسط', quantity: 5 }],
};

describe("the admin's order page", () => {
  it('gives the whole order: lines, customer, delivery, payment, parts and figures', async () => {
    const response = await call(shop, 'GET', `/api/admin/orders/${orderId}`, admin.token);
    expect(response.statusCode).toBe(200);
    const { order } = response.json();
    // 2 × 5 units × 13100 IQD = 131000; shipping 2 × 5000.
    expect(order).toMatchObject({
      _id: orderId,
      subtotal: '131000.00',
      discount: '0.00',
      shipping_fee: '10000.00',
      price: '141000.00',
      payment_method: 'cod',
      payment_status: 'unpaid',
      delivery_status: 'pending',
      shippingInfo: { ...shippingInfo, phone: '+9647501234567' },
      customer: {
        _id: customer.id,
        name: 'Zana',
        phone: customer.phone,
        email: customer.email,
        type: 'printHouse',
        printHouseName: 'Zana Print House',
      },
    });
    expect(order.products).toHaveLength(2);
    expect(order.products[0]).toMatchObject({
      quantity: 5,
      unitPrice: '13100.00',
      lineTotal: '65500.00',
      cartItems: [white],
    });
    expect(order.products[0].productInfo).toMatchObject({
      kuName: expect.any(String),
      arName: expect.any(String),
      enName: expect.any(String),
      productCode: expect.any(String),
    });
    const shops = order.parcels.map((part: { shop: object }) => part.shop);
    expect(shops).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ enName: 'Kirkuk Print', kuName: expect.stringMatching(/\S/) }),
        expect.objectContaining({
          enName: 'Sulaymaniyah Print',
          arName: expect.stringMatching(/\S/),
        }),
      ]),
    );
  });

  it('answers 404 with a code for an order that does not exist', async () => {
    const response = await call(shop, 'GET', `/api/admin/orders/${randomUUID()}`, admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('order_not_found');
  });
});

describe("the seller's order page", () => {
  async function partOf(seller: typeof sellerA) {
    const list = (await call(shop, 'GET', '/api/seller/orders?perPage=100', seller.token)).json();
    return list.items.find((p: { orderId: string }) => p.orderId === orderId);
  }

  it("gives the seller's own lines, the customer, its shop, its parcel's figures and the order's", async () => {
    const part = await partOf(sellerA);
    const response = await call(shop, 'GET', `/api/seller/orders/${part._id}`, sellerA.token);
    expect(response.statusCode).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({
      orderId,
      price: '65500.00',
      delivery_status: 'pending',
      order_status: 'pending',
      payment_method: 'cod',
      payment_status: 'unpaid',
      customer: { name: 'Zana', type: 'printHouse', printHouseName: 'Zana Print House' },
      shop: { enName: 'Sulaymaniyah Print' },
      // Its own parcel: its lines and its own delivery fee, what its courier collects.
      parcel: {
        subtotal: '65500.00',
        discount: '0.00',
        shipping_fee: '5000.00',
        amount: '70500.00',
        cash_to_collect: '70500.00',
        cash_collected_at: null,
      },
      wholeOrder: {
        subtotal: '131000.00',
        discount: '0.00',
        shipping_fee: '10000.00',
        price: '141000.00',
        parcels: 2,
      },
    });
    expect(order.products).toHaveLength(1);
    expect(order.products[0].cartItems).toEqual([white]);
  });

  it("answers 404 with a code for another seller's part or an unknown id, showing nothing", async () => {
    const part = await partOf(sellerA);
    const theirs = await call(shop, 'GET', `/api/seller/orders/${part._id}`, sellerB.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'seller_order_not_found' });
    expect(theirs.body).not.toContain('Zana');
    const unknown = await call(shop, 'GET', `/api/seller/orders/${randomUUID()}`, sellerA.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('seller_order_not_found');
  });
});
