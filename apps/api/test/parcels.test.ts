import { eq } from 'drizzle-orm';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payableFigures, shownOrderFigures } from '@chapkhana/shared/order-figures';
import { currencyRates, customers } from '../src/db/schema/index';
import { call, createSignedInAdmin, shippingInfo } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 36: flyers from a Baghdad print house and a roll-up from a Basra one, cash on delivery,
// 2,500 IQD delivery per parcel: 176,250 IQD in all, which is two parcels, not twice the total.
let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let baghdad: SignedInSeller;
let basra: SignedInSeller;
let flyers: string;
let rollUp: string;

const db = () => shop.database.db;
const sum = (amounts: string[]) => amounts.reduce((total, a) => total.plus(a), new Big(0));

async function product(sellerId: string, price: string) {
  const categoryId = (await insertCategory(db())).id;
  const made = await insertProductWithColours(
    db(),
    { sellerId, categoryId },
    [{ enName: 'White', hex: '#ffffff', quantity: 500, properties: [] }],
    { price },
  );
  return made.id;
}

/** `customer` puts 5 of each product in the cart; answers the cart as the checkout reads it. */
async function fillCart(customer: TestCustomer, productIds: string[]) {
  for (const productId of productIds) {
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId,
      cartItems: [{ color: 'White', quantity: 5, properties: [] }],
    });
    expect(added.statusCode).toBe(201);
  }
  const cart = await call(
    shop,
    'GET',
    `/api/home/product/get-card-product/${customer.id}`,
    customer.token,
  );
  return cart.json();
}

async function placeCashOrder(customer: TestCustomer): Promise<string> {
  const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
    userId: customer.id,
    shippingInfo,
  });
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().orderId as string;
  const confirmed = await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
    paymentMethod: 'cod',
  });
  expect(confirmed.statusCode).toBe(200);
  return orderId;
}

const customerOrder = async (customer: TestCustomer, orderId: string) =>
  (
    await call(shop, 'GET', `/api/home/coustomer/get-order-details/${orderId}`, customer.token)
  ).json().order;

async function partOf(seller: SignedInSeller, orderId: string) {
  const list = await call(shop, 'GET', '/api/seller/orders?perPage=100', seller.token);
  return list.json().items.find((p: { orderId: string }) => p.orderId === orderId);
}

beforeAll(async () => {
  shop = await createTestApp({ SHIPPING_FEE_IQD: '2500' });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  admin = await createSignedInAdmin(shop);
  baghdad = await createSignedInSeller(shop, 'Baghdad Flyers');
  basra = await createSignedInSeller(shop, 'Basra Roll-ups');
  // 5 × 24,300.50 = 121,502.50 and 5 × 9,956 = 49,780: 171,282.50 → 171,250 shown.
  flyers = await product(baghdad.sellerId, '18.55');
  rollUp = await product(basra.sellerId, '7.60');
});
afterAll(() => shop.close());

describe('a two-seller cash order is two parcels with two amounts', () => {
  let customer: TestCustomer;
  let orderId: string;

  beforeAll(async () => {
    customer = await createCustomer(shop, { name: 'Huda' });
  });

  it('shows at checkout, before ordering, each parcel and what its courier asks, adding up to the total', async () => {
    const cart = await fillCart(customer, [flyers, rollUp]);
    const total = payableFigures({
      subtotal: cart.price,
      discountPercent: cart.customerDiscount,
      shipping: cart.shipping_fee,
    }).total;
    expect(total.toFixed(0)).toBe('176250');
    // The parcels come in the cart's order of shops; here, by shop name.
    const parcels = [...cart.parcels].sort((a: { shopName: string }, b: { shopName: string }) =>
      a.shopName.localeCompare(b.shopName),
    );
    expect(parcels).toEqual([
      expect.objectContaining({
        sellerId: baghdad.sellerId,
        shopName: 'Baghdad Flyers',
        lines: 1,
        shipping: '2500.00',
        amount: '124000.00',
      }),
      expect.objectContaining({
        sellerId: basra.sellerId,
        shopName: 'Basra Roll-ups',
        lines: 1,
        shipping: '2500.00',
        amount: '52250.00',
      }),
    ]);
    expect(sum(cart.parcels.map((p: { amount: string }) => p.amount)).eq(total)).toBe(true);
    orderId = await placeCashOrder(customer);
  });

  it("lists the customer's two parcels, each with its own cash to collect", async () => {
    const order = await customerOrder(customer, orderId);
    expect(order.price).toBe('176250.00');
    const parcels = order.parcels.map((p: Record<string, unknown>) => [
      p.shopName,
      p.amount,
      p.cash_to_collect,
    ]);
    expect(parcels).toEqual([
      ['Baghdad Flyers', '124000.00', '124000.00'],
      ['Basra Roll-ups', '52250.00', '52250.00'],
    ]);
    expect(shownOrderFigures(order).cashToCollect).toBe('176,250');
  });

  it('shows each seller only its own amount, the two adding up to what the customer pays', async () => {
    const mine = await partOf(baghdad, orderId);
    const theirs = await partOf(basra, orderId);
    expect(mine.parcel).toMatchObject({ amount: '124000.00', cash_to_collect: '124000.00' });
    expect(theirs.parcel).toMatchObject({ amount: '52250.00', cash_to_collect: '52250.00' });
    expect(mine.wholeOrder).toMatchObject({ price: '176250.00', parcels: 2 });
    expect(sum([mine.parcel.amount, theirs.parcel.amount]).toFixed(2)).toBe('176250.00');
    const page = await call(shop, 'GET', `/api/seller/orders/${mine._id}`, baghdad.token);
    expect(page.json().order.parcel.cash_to_collect).toBe('124000.00');
    expect(page.body).not.toContain('Basra Roll-ups');
  });

  it("never lets one seller read or confirm the other's parcel", async () => {
    const theirs = await partOf(basra, orderId);
    const read = await call(shop, 'GET', `/api/seller/orders/${theirs._id}`, baghdad.token);
    expect(read.statusCode).toBe(404);
    const confirm = await call(
      shop,
      'POST',
      `/api/seller/orders/${theirs._id}/cash-collected`,
      baghdad.token,
      { amount: '52250.00' },
    );
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().code).toBe('seller_order_not_found');
    expect((await partOf(basra, orderId)).parcel.cash_collected_at).toBeNull();
  });

  it("takes a parcel's cash for its own amount only once it left, and pays the order when both are in", async () => {
    const mine = await partOf(baghdad, orderId);
    const collect = (seller: SignedInSeller, partId: string, amount: string) =>
      call(shop, 'POST', `/api/seller/orders/${partId}/cash-collected`, seller.token, { amount });
    const early = await collect(baghdad, mine._id, '124000');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('order_part_not_sent');

    const sent = await call(shop, 'PATCH', `/api/seller/orders/${mine._id}`, baghdad.token, {
      delivery_status: 'on way',
    });
    expect(sent.statusCode).toBe(200);
    const whole = await collect(baghdad, mine._id, '176250');
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toMatchObject({
      code: 'cash_amount_differs',
      params: { amount: '124,000' },
    });

    const taken = await collect(baghdad, mine._id, '124000.00');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().order).toMatchObject({
      payment_status: 'unpaid',
      parcel: { cash_collected: '124000.00', cash_collected_by: 'seller', cash_to_collect: '0.00' },
    });
    expect(shownOrderFigures(await customerOrder(customer, orderId)).cashToCollect).toBe('52,250');

    // Delivered is not paid: the Basra parcel is delivered, its cash not yet recorded.
    const theirs = await partOf(basra, orderId);
    const delivered = await call(shop, 'PATCH', `/api/seller/orders/${theirs._id}`, basra.token, {
      delivery_status: 'delivered',
    });
    expect(delivered.json().order.payment_status).toBe('unpaid');
    const last = await collect(basra, theirs._id, '52250');
    expect(last.statusCode).toBe(200);
    expect(last.json().order.payment_status).toBe('paid');
    expect((await customerOrder(customer, orderId)).payment_status).toBe('paid');
    // Again: already recorded, nothing changes.
    const again = await collect(basra, theirs._id, '52250');
    expect(again.statusCode).toBe(200);
    expect(again.json().order.parcel.cash_collected_by).toBe('seller');
  });
});

describe('the split of a discount and of a one-seller order', () => {
  it("shares a customer's 10 % discount between the parcels by their subtotals", async () => {
    const customer = await createCustomer(shop, { name: 'Karwan' });
    await db()
      .update(customers)
      .set({ discountPercent: '10' })
      .where(eq(customers.id, customer.id));
    const cart = await fillCart(customer, [flyers, rollUp]);
    // 171,250 − 17,250 (10 % is 17,125 → 17,250) + 5,000 = 159,000.
    const bySeller = (parcels: Record<string, string>[]) =>
      Object.fromEntries(parcels.map((p) => [p.sellerId, [p.subtotal, p.discount, p.amount]]));
    expect(bySeller(cart.parcels)).toEqual({
      [baghdad.sellerId]: ['121500.00', '12250.00', '111750.00'],
      [basra.sellerId]: ['49750.00', '5000.00', '47250.00'],
    });
    const orderId = await placeCashOrder(customer);
    const order = await customerOrder(customer, orderId);
    expect(order.price).toBe('159000.00');
    expect(bySeller(order.parcels)).toEqual({
      [baghdad.sellerId]: ['121500.00', '12250.00', '111750.00'],
      [basra.sellerId]: ['49750.00', '5000.00', '47250.00'],
    });
  });

  it('gives a one-seller order one parcel with the order’s own figures, as before', async () => {
    const customer = await createCustomer(shop, { name: 'Sara' });
    const cart = await fillCart(customer, [flyers]);
    expect(cart.parcels).toHaveLength(1);
    const orderId = await placeCashOrder(customer);
    const order = await customerOrder(customer, orderId);
    expect(order.parcels).toEqual([
      expect.objectContaining({
        subtotal: order.subtotal,
        discount: order.discount,
        shipping_fee: order.shipping_fee,
        amount: order.price,
        cash_to_collect: order.price,
      }),
    ]);
    const admin_ = await call(shop, 'GET', `/api/admin/orders/${orderId}`, admin.token);
    expect(admin_.json().order.parcels[0].amount).toBe(order.price);
  });

  it("lets the admin record one parcel's cash, for its amount, and the whole order's", async () => {
    const customer = await createCustomer(shop, { name: 'Dilan' });
    await fillCart(customer, [flyers, rollUp]);
    const orderId = await placeCashOrder(customer);
    const { parcels } = await customerOrder(customer, orderId);
    const url = (partId: string) => `/api/admin/orders/${orderId}/parts/${partId}/cash-collected`;
    const wrong = await call(shop, 'POST', url(parcels[1]._id), admin.token, { amount: '1' });
    expect(wrong.json().code).toBe('cash_amount_differs');
    const one = await call(shop, 'POST', url(parcels[1]._id), admin.token, { amount: '52250' });
    expect(one.json().order).toMatchObject({ payment_status: 'unpaid' });
    expect(one.json().order.parcels[1]).toMatchObject({ cash_collected_by: 'admin' });
    // A part of another order is not this order's.
    const other = await call(
      shop,
      'POST',
      `/api/admin/orders/${await fillCartAndOrder()}/parts/${parcels[0]._id}/cash-collected`,
      admin.token,
      { amount: '124000' },
    );
    expect(other.statusCode).toBe(404);
    const rest = await call(
      shop,
      'POST',
      `/api/admin/orders/${orderId}/cash-collected`,
      admin.token,
    );
    expect(rest.json().order.payment_status).toBe('paid');
    expect(
      rest.json().order.parcels.map((p: { cash_collected: string }) => p.cash_collected),
    ).toEqual(['124000.00', '52250.00']);
  });
});

async function fillCartAndOrder(): Promise<string> {
  const customer = await createCustomer(shop, { name: 'Other' });
  await fillCart(customer, [rollUp]);
  return placeCashOrder(customer);
}
