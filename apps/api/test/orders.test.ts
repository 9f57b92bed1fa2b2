import { eq, sql } from 'drizzle-orm';
import {
  chargedAmount,
  payableFigures,
  shownLineAmounts,
  shownOrderFigures,
} from '@chapkhana/shared/order-figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  currencyRates,
  customers,
  orders,
  productColors,
  productProperties,
  products,
} from '../src/db/schema/index';
import { bearer, createCustomer, expectOwnerOnly, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { orderDetails as readOrder, placeOrder as placeCart } from './helpers/storefront';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
let categoryId: string;
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  shop = await createTestApp({ SHIPPING_FEE_IQD: '5000' });
  const db = shop.database.db;
  sellerA = (await insertSeller(db)).id;
  sellerB = (await insertSeller(db)).id;
  categoryId = (await insertCategory(db)).id;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
});
afterAll(() => shop.close());

const shippingInfo = {
  place: 'Home',
  name: 'Aso',
  address: 'Street 40',
  phone: '07501234567',
  city: 'Erbil',
  governorate: 'ERB',
  district: 'Erbil',
  area: 'Ankawa',
  landmark: 'Near the big mosque',
};

async function product(
  sellerId: string,
  stock: number,
  properties: { name: string; quantity: number }[] = [],
  price = '10.00',
) {
  return insertProductWithColours(
    shop.database.db,
    { sellerId, categoryId },
    [{ enName: 'White', hex: '#ffffff', quantity: stock, properties }],
    { price },
  );
}
const addToCart = (
  customer: TestCustomer,
  productId: string,
  quantity: number,
  properties: object[] = [],
) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    headers: bearer(customer.token),
    payload: {
      userId: customer.id,
      productId,
      cartItems: [{ color: 'White', quantity, properties }],
    },
  });
const placeOrder = (customer: TestCustomer, options?: Parameters<typeof placeCart>[2]) =>
  placeCart(shop, customer, options);
const orderDetails = (customer: TestCustomer, orderId: string) =>
  readOrder(shop, customer, orderId);
const stockOf = async (productId: string) => {
  const [row] = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
};

describe('placing an order', () => {
  it('computes everything on the server, takes the stock and empties the ordered cart lines', async () => {
    const customer = await createCustomer(shop);
    await shop.database.db
      .update(customers)
      .set({ discountPercent: '10' })
      .where(eq(customers.id, customer.id));
    const cards = await product(sellerA, 10, [{ name: 'A5', quantity: 4 }], '12.60');
    const mugs = await product(sellerB, 5, [], '0.10');
    await addToCart(customer, cards.id, 0, [{ property: 'A5', quantity: 3, selected: true }]);
    await addToCart(customer, mugs.id, 3);
    const response = await placeOrder(customer, {
      extra: { price: 1, shipping_fee: 0, items: 999, products: [] },
    });
    expect(response.statusCode).toBe(201);
    const order = await orderDetails(customer, response.json().orderId);
    // 3 × 16506 IQD and 3 × 131 IQD = 49911, shown as 50,000; 10 % off = 5,000; shipping 2 × 5000.
    expect(order).toMatchObject({
      subtotal: '50000.00',
      discount: '5000.00',
      shipping_fee: '10000.00',
      price: '55000.00',
      items: 6,
      payment_status: 'unpaid',
      delivery_status: 'pending',
      payment_method: null,
      shippingInfo: { ...shippingInfo, phone: '+9647501234567' },
    });
    expect(order.date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(order.products).toHaveLength(2);
    const cardLine = order.products.find((p: { productId: string }) => p.productId === cards.id);
    expect(cardLine).toMatchObject({ quantity: 3, unitPrice: '16506.00', lineTotal: '49518.00' });
    expect(cardLine.cartItems).toEqual([
      {
        color: 'White',
        code: '#ffffff',
        kuName: 'White (ku)',
        arName: 'White (ar)',
        quantity: 0,
        properties: [{ property: 'A5', enName: 'A5', kuName: '', arName: '', quantity: 3 }],
      },
    ]);
    expect(await stockOf(cards.id)).toBe(7);
    expect(await stockOf(mugs.id)).toBe(2);
    const [colour] = await shop.database.db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, cards.id));
    expect(colour!.quantity).toBe(7);
    const [property] = await shop.database.db
      .select()
      .from(productProperties)
      .where(eq(productProperties.colorId, colour!.id));
    expect(property!.quantity).toBe(1);
    expect(
      await shop.database.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id)),
    ).toEqual([]);
  });

  it('stores the figures the cart showed, and its total is their sum (issue 35.15)', async () => {
    const customer = await createCustomer(shop);
    await shop.database.db
      .update(customers)
      .set({ discountPercent: '7.5' })
      .where(eq(customers.id, customer.id));
    const flyers = await product(sellerA, 20, [], '3.50');
    await addToCart(customer, flyers.id, 10);
    const cart = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/home/product/get-card-product/${customer.id}`,
        headers: bearer(customer.token),
      })
    ).json();
    // 10 × 4585 IQD = 45,850: the tour's basket read 45,750 − 3,500 + 5,000 and a total of 47,500.
    const shownInCart = payableFigures({
      subtotal: cart.price,
      discountPercent: cart.customerDiscount,
      shipping: cart.shipping_fee,
    });
    expect(shownInCart.total.toFixed(2)).toBe('47250.00');
    const response = await placeOrder(customer);
    expect(response.statusCode).toBe(201);
    const order = await orderDetails(customer, response.json().orderId);
    expect(order).toMatchObject({
      subtotal: '45750.00',
      discount: '3500.00',
      shipping_fee: '5000.00',
      price: shownInCart.total.toFixed(2),
    });
    const shown = shownOrderFigures(order);
    expect(shown).toMatchObject({
      subtotal: '45,750',
      discount: '3,500',
      shipping: '5,000',
      total: '47,250',
    });
    const lines = shownLineAmounts(
      order.products.map((line: { lineTotal: string }) => line.lineTotal),
      order.subtotal,
    );
    expect(lines).toMatchObject({ linesSum: '45,850', rounding: '-100', subtotal: '45,750' });
    expect(chargedAmount(order).toFixed(2)).toBe(order.price);
    const cod = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/confirm/${order._id}`,
      headers: bearer(customer.token),
      payload: { paymentMethod: 'cod' },
    });
    expect(cod.statusCode, cod.body).toBeLessThan(300);
    expect(shownOrderFigures(await orderDetails(customer, order._id)).cashToCollect).toBe('47,250');
  });

  it('refuses an empty cart and a missing or invalid shipping address, changing nothing', async () => {
    const customer = await createCustomer(shop);
    const empty = await placeOrder(customer);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Your cart is empty.');
    const item = await product(sellerA, 3);
    await addToCart(customer, item.id, 1);
    const noLandmark = await shop.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: bearer(customer.token),
      payload: { userId: customer.id, shippingInfo: { ...shippingInfo, landmark: ' ' } },
    });
    expect(noLandmark.statusCode).toBe(400);
    expect(noLandmark.json().error).toMatch(/shippingInfo\.landmark is required/);
    expect(noLandmark.json().fieldErrors['shippingInfo.landmark']).toEqual({ code: 'required' });
    expect(await stockOf(item.id)).toBe(3);
  });

  it('creates one order for a double submit with the same Idempotency-Key', async () => {
    const customer = await createCustomer(shop);
    const item = await product(sellerA, 4);
    await addToCart(customer, item.id, 2);
    const key = { key: 'checkout-7f3a9c21' };
    const [first, second] = await Promise.all([
      placeOrder(customer, key),
      placeOrder(customer, key),
    ]);
    const third = await placeOrder(customer, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(new Set([first.json().orderId, second.json().orderId, third.json().orderId]).size).toBe(
      1,
    );
    const [count] = await shop.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.customerId, customer.id));
    expect(count!.n).toBe(1);
    expect(await stockOf(item.id)).toBe(2);
  });

  it('never oversells: of many customers buying the last units at once, exactly the stock succeeds', async () => {
    const item = await product(sellerA, 5);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createCustomer(shop)));
    for (const buyer of buyers) expect((await addToCart(buyer, item.id, 1)).statusCode).toBe(201);
    const results = await Promise.all(buyers.map((buyer) => placeOrder(buyer)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stockOf(item.id)).toBe(0);
    const failed = results.find((r) => r.statusCode === 409)!;
    expect(failed.json().error).toMatch(
      /sold out while you were ordering|Nothing in your cart is in stock/,
    );
  });

  it('is limited to the customer’s own cart', async () => {
    await expectOwnerOnly(shop, (id) => ({
      method: 'POST',
      url: '/api/home/order/place-order',
      payload: { userId: id, shippingInfo },
    })).catch((error: Error) => {
      // The owner's empty cart answers 400: the check that matters is 401/403 for the others.
      if (!/owner's token/.test(error.message)) throw error;
    });
  });
});

describe('the customer’s orders', () => {
  it('lists by status, shows details and dashboard counts, and lets a pending unpaid order be cancelled once', async () => {
    const customer = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const item = await product(sellerA, 6);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(customer, item.id, 1);
      ids.push((await placeOrder(customer)).json().orderId);
      shop.clock.advance(1000);
    }
    expect(await stockOf(item.id)).toBe(3);
    await shop.database.db
      .update(orders)
      .set({ deliveryStatus: 'delivered', paymentStatus: 'paid' })
      .where(eq(orders.id, ids[0]!));

    const list = async (status: string) =>
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/home/coustomer/get-orders/${customer.id}/${status}`,
          headers: bearer(customer.token),
        })
      ).json();
    const all = (await list('all')).orders.map((o: { _id: string }) => o._id);
    expect(all).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list('delivered')).orders).toHaveLength(1);
    expect((await list('on%20way')).orders).toHaveLength(0);
    const invalid = await shop.app.inject({
      method: 'GET',
      url: `/api/home/coustomer/get-orders/${customer.id}/lost`,
      headers: bearer(customer.token),
    });
    expect(invalid.statusCode).toBe(400);

    const dashboard = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/home/coustomer/get-dashboard-data/${customer.id}`,
        headers: bearer(customer.token),
      })
    ).json();
    expect(dashboard).toMatchObject({
      totalOrder: 3,
      pendingOrder: 2,
      deliveredOrder: 1,
      cancelledOrder: 0,
    });
    expect(dashboard.recentOrders).toHaveLength(3);

    const strangerView = await shop.app.inject({
      method: 'GET',
      url: `/api/home/coustomer/get-order-details/${ids[1]}`,
      headers: bearer(stranger.token),
    });
    expect(strangerView.statusCode).toBe(404);

    const cancel = (who: TestCustomer, orderId: string) =>
      shop.app.inject({
        method: 'DELETE',
        url: '/api/home/coustomer/delete-orders',
        headers: bearer(who.token),
        payload: { orderId },
      });
    expect((await cancel(stranger, ids[1]!)).statusCode).toBe(404);
    expect((await cancel(customer, ids[1]!)).json()).toEqual({ message: 'Order Cancelled' });
    expect(await stockOf(item.id)).toBe(4);
    const again = await cancel(customer, ids[1]!);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(item.id)).toBe(4);
    expect((await cancel(customer, ids[0]!)).statusCode).toBe(409);
    expect((await orderDetails(customer, ids[1]!)).delivery_status).toBe('cancelled');
  });

  it('is the owner’s only', async () => {
    await expectOwnerOnly(shop, (id) => ({
      method: 'GET',
      url: `/api/home/coustomer/get-orders/${id}/all`,
    }));
    await expectOwnerOnly(shop, (id) => ({
      method: 'GET',
      url: `/api/home/coustomer/get-dashboard-data/${id}`,
    }));
  });
});

// Issue 33 (a): amounts are numeric(14,2) IQD. A 1,000,000 USD product at 1310 IQD is 1.31e9 IQD
// a unit, so 100,000 of them came to 1.3e14 IQD and the order's insert failed with a 500.
describe('totals past what an order can hold', () => {
  const MAX = '999,999,999,999.99';
  const dearProduct = (stock: number) => product(sellerA, stock, [], '1000000.00');
  const cartOf = (customer: TestCustomer) =>
    shop.database.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id));
  const ordersOf = (customer: TestCustomer) =>
    shop.database.db.select().from(orders).where(eq(orders.customerId, customer.id));

  it('refuses a cart line whose total would not fit, when it is put in and when it grows', async () => {
    const customer = await createCustomer(shop);
    const item = await dearProduct(100_000);
    const tooMany = await addToCart(customer, item.id, 100_000);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'order_too_large', params: { max: MAX } });
    expect(await cartOf(customer)).toEqual([]);
    // 700 × 1.31e9 = 9.17e11 fits; 800 would be 1.048e12.
    expect((await addToCart(customer, item.id, 700)).statusCode).toBe(201);
    const merged = await addToCart(customer, item.id, 100);
    expect(merged.statusCode).toBe(409);
    expect(merged.json().code).toBe('order_too_large');
    const [line] = await cartOf(customer);
    const [colour] = await shop.database.db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, item.id));
    const grown = await shop.app.inject({
      method: 'PUT',
      url: `/api/home/product/cart-row/${line!.id}`,
      headers: bearer(customer.token),
      payload: { colorId: colour!.id, quantity: 800 },
    });
    expect(grown.statusCode).toBe(409);
    expect(grown.json().code).toBe('order_too_large');
    expect((await cartOf(customer))[0]!.quantity).toBe(700);
  });

  it('refuses at placement an order whose lines fit one by one but not together, writing nothing', async () => {
    const customer = await createCustomer(shop);
    const first = await dearProduct(1000);
    const second = await dearProduct(1000);
    expect((await addToCart(customer, first.id, 700)).statusCode).toBe(201);
    expect((await addToCart(customer, second.id, 700)).statusCode).toBe(201);
    const placed = await placeOrder(customer);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({ code: 'order_too_large', params: { max: MAX } });
    expect(await ordersOf(customer)).toEqual([]);
    expect(await cartOf(customer)).toHaveLength(2);
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([1000, 1000]);
  });

  it('refuses at placement a line the rate has since pushed past the limit', async () => {
    const customer = await createCustomer(shop);
    const item = await dearProduct(1000);
    expect((await addToCart(customer, item.id, 700)).statusCode).toBe(201);
    const [raised] = await shop.database.db
      .insert(currencyRates)
      .values({ iqdPerUnit: '2000' })
      .returning();
    try {
      const placed = await placeOrder(customer);
      expect(placed.statusCode).toBe(409);
      expect(placed.json().code).toBe('order_too_large');
      expect(await ordersOf(customer)).toEqual([]);
      expect(await stockOf(item.id)).toBe(1000);
    } finally {
      await shop.database.db.delete(currencyRates).where(eq(currencyRates.id, raised!.id));
    }
  });
});
