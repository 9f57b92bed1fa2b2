import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  currencyRates,
  orderLines,
  orders,
  productColors,
  productProperties,
  products,
  sellerOrders,
} from '../src/db/schema/index';
import { paymentContext } from '../src/app';
import { sweepExpiredPayments } from '../src/modules/payments/service';
import type { FibTestServer } from './fib/fib-test-server';
import { startShopWithQuietFib } from './fib/fib-test-shop';
import { call } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';
import { placeOrder as placeCart } from './helpers/storefront';

// Concurrent requests against one app on either database (api-pglite and api-postgres): the
// invariants are stock never negative, no duplicate orders or cart lines, and payment state
// that agrees with the stock ledger however the requests interleave.

let fib: FibTestServer;
let shop: TestApp;
let close: () => Promise<void>;
let sellers: string[];
let categoryId: string;

beforeAll(async () => {
  ({ fib, shop, close } = await startShopWithQuietFib());
  const db = shop.database.db;
  sellers = [(await insertSeller(db)).id, (await insertSeller(db)).id];
  categoryId = (await insertCategory(db)).id;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
});
afterAll(() => close());

/** A product with one White colour holding `stock` units, split over properties A5 and A4. */
const product = (stock: number, sellerId = sellers[0]!) =>
  insertProductWithColours(
    shop.database.db,
    { sellerId, categoryId },
    [
      {
        enName: 'White',
        hex: '#ffffff',
        quantity: stock,
        properties: [{ name: 'A5', quantity: stock }],
      },
    ],
    { price: '12.60' },
  );

const addToCart = (customer: TestCustomer, productId: string, quantity = 1) =>
  call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
    userId: customer.id,
    productId,
    cartItems: [{ color: 'White', quantity: 0, properties: [{ property: 'A5', quantity }] }],
  });
const placeOrder = (customer: TestCustomer, key?: string) =>
  placeCart(shop, customer, key ? { key } : {});

/** The product's stock, its colour's quantity, and the units sold in orders not cancelled. */
async function ledger(productId: string) {
  const db = shop.database.db;
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const [colour] = await db
    .select({ quantity: productColors.quantity })
    .from(productColors)
    .where(eq(productColors.productId, productId));
  const [sold] = await db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(sql`${orderLines.productId} = ${productId} and ${orders.deliveryStatus} <> 'cancelled'`);
  return { stock: row!.stock, colour: colour!.quantity, sold: sold!.units };
}
const ordersOf = (customerId: string) =>
  shop.database.db.select().from(orders).where(eq(orders.customerId, customerId));
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe('buying the last units at once', () => {
  it('sells exactly the stock across carts of two products, with no deadlock and no 5xx', async () => {
    // Two products bought together, added in opposite orders, so lock order matters.
    const first = await product(6);
    const second = await product(6, sellers[1]);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createCustomer(shop)));
    for (const [index, buyer] of buyers.entries()) {
      const pair = index % 2 ? [first.id, second.id] : [second.id, first.id];
      for (const id of pair) expect((await addToCart(buyer, id, 2)).statusCode).toBe(201);
    }
    const results = await Promise.all(buyers.map((buyer) => placeOrder(buyer)));
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    expect(statuses(results).filter((s) => s === 201)).toHaveLength(3);
    for (const item of [first, second]) {
      expect(await ledger(item.id)).toEqual({ stock: 0, colour: 0, sold: 6 });
    }
    // Every accepted order is whole: one part per seller, one line per product.
    for (const [index, result] of results.entries()) {
      if (result.statusCode !== 201) continue;
      const orderId = result.json().orderId as string;
      const parts = await shop.database.db
        .select()
        .from(sellerOrders)
        .where(eq(sellerOrders.orderId, orderId));
      const lines = await shop.database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      expect(parts).toHaveLength(2);
      expect(lines.map((l) => l.quantity)).toEqual([2, 2]);
      expect(await ordersOf(buyers[index]!.id)).toHaveLength(1);
    }
  });
});

describe('a double-submitted order', () => {
  it('creates one order when the same cart is submitted three times at once without a key', async () => {
    const customer = await createCustomer(shop);
    const item = await product(10);
    await addToCart(customer, item.id, 3);
    const results = await Promise.all([
      placeOrder(customer),
      placeOrder(customer),
      placeOrder(customer),
    ]);
    expect(statuses(results).filter((s) => s === 201)).toHaveLength(1);
    // The others find the cart already ordered: empty (400) — never a second order or a 5xx.
    expect(statuses(results).filter((s) => s !== 201)).toEqual([400, 400]);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect(await ledger(item.id)).toEqual({ stock: 7, colour: 7, sold: 3 });
  });

  it('answers one order to five submits with one key, and no second order for a new key on the emptied cart', async () => {
    const customer = await createCustomer(shop);
    const item = await product(10);
    await addToCart(customer, item.id, 2);
    const key = 'checkout-race-5b1e';
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => placeOrder(customer, i === 4 ? `${key}-other` : key)),
    );
    const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().orderId));
    expect(ids.size).toBe(1);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect(await ledger(item.id)).toMatchObject({ stock: 8, sold: 2 });
    // A retry with the first key after the fact still answers the same order.
    const retry = await placeOrder(customer, key);
    const keyed = results.slice(0, 4).find((r) => r.statusCode === 201);
    if (keyed) expect(retry.json().orderId).toBe(keyed.json().orderId);
  });
});

describe('one customer editing the cart from several tabs at once', () => {
  const lineOf = async (customerId: string) =>
    shop.database.db.select().from(cartLines).where(eq(cartLines.customerId, customerId));

  it('counts every accepted add of the same product, in one line, never past the stock', async () => {
    const customer = await createCustomer(shop);
    const item = await product(5);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => addToCart(customer, item.id)),
    );
    const accepted = statuses(results).filter((s) => s === 201).length;
    expect(statuses(results).every((s) => s === 201 || s === 409)).toBe(true);
    const lines = await lineOf(customer.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(accepted);
    expect(accepted).toBe(5);
  });

  it('applies every accepted step up and down, staying between one unit and the stock', async () => {
    const customer = await createCustomer(shop);
    const item = await product(6);
    await addToCart(customer, item.id, 3);
    const [line] = await lineOf(customer.id);
    const steps = ['inc', 'inc', 'inc', 'inc', 'dec', 'dec', 'inc', 'dec'];
    const results = await Promise.all(
      steps.map((step) =>
        call(shop, 'PUT', `/api/home/product/quantity-${step}/${line!.id}`, customer.token),
      ),
    );
    expect(statuses(results).every((s) => [200, 400, 409].includes(s))).toBe(true);
    const applied = results.reduce(
      (sum, r, i) => sum + (r.statusCode === 200 ? (steps[i] === 'inc' ? 1 : -1) : 0),
      0,
    );
    const [after] = await lineOf(customer.id);
    expect(after!.quantity).toBe(3 + applied);
    expect(after!.quantity).toBeGreaterThanOrEqual(1);
    expect(after!.quantity).toBeLessThanOrEqual(6);
  });

  it('never empties a line with parallel −1 clicks: the last unit stays', async () => {
    const customer = await createCustomer(shop);
    const item = await product(6);
    await addToCart(customer, item.id, 2);
    const [line] = await lineOf(customer.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(shop, 'PUT', `/api/home/product/quantity-dec/${line!.id}`, customer.token),
      ),
    );
    expect(statuses(results).sort()).toEqual([200, 400, 400, 400]);
    const [after] = await lineOf(customer.id);
    expect(after?.quantity).toBe(1);
  });

  it('ends with at most one line per product when adds and removes cross', async () => {
    const customer = await createCustomer(shop);
    const item = await product(9);
    await addToCart(customer, item.id, 1);
    const [line] = await lineOf(customer.id);
    const results = await Promise.all([
      addToCart(customer, item.id, 2),
      call(shop, 'DELETE', `/api/home/product/delete-card-product/${line!.id}`, customer.token),
      addToCart(customer, item.id, 1),
      call(shop, 'PUT', `/api/home/product/quantity-inc/${line!.id}`, customer.token),
    ]);
    expect(statuses(results).filter((s) => s >= 500)).toEqual([]);
    const lines = await lineOf(customer.id);
    expect(lines.length).toBeLessThanOrEqual(1);
    for (const l of lines) expect(l.quantity).toBeGreaterThanOrEqual(1);
    for (const l of lines) expect(l.quantity).toBeLessThanOrEqual(9);
    // What is left can be ordered, and the order takes exactly it.
    if (lines.length) {
      expect((await placeOrder(customer)).statusCode).toBe(201);
      expect(await ledger(item.id)).toMatchObject({ stock: 9 - lines[0]!.quantity });
    }
  });
});

describe('FIB callbacks repeated and out of order', () => {
  /** `count` customers, each with an FIB order for 2 units of one shared product of 10. */
  async function fibOrders(count: number) {
    const item = await product(10);
    const placed: { customer: TestCustomer; orderId: string; paymentId: string }[] = [];
    for (let i = 0; i < count; i++) {
      const customer = await createCustomer(shop);
      await addToCart(customer, item.id, 2);
      const orderId = (await placeOrder(customer)).json().orderId as string;
      const confirmed = await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
        paymentMethod: 'fib',
      });
      expect(confirmed.statusCode).toBe(200);
      const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
      placed.push({ customer, orderId, paymentId: row!.fibPaymentId! });
    }
    return { item, placed };
  }
  const callback = (paymentId: string, status: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/payments/fib/callback',
      payload: { id: paymentId, status },
    });

  it('settles each order once, whatever the order and number of callbacks, polls and sweeps', async () => {
    const { item, placed } = await fibOrders(4);
    const [paid, declined, expired, untouched] = placed;
    fib.pay(paid!.paymentId);
    fib.decline(declined!.paymentId, 'PAYMENT_CANCELLATION');
    fib.expire(expired!.paymentId);
    const burst = [];
    for (let round = 0; round < 4; round++) {
      for (const { paymentId } of placed) {
        // The body's status is deliberately wrong half the time: only FIB's answer counts.
        burst.push(callback(paymentId, round % 2 ? 'PAID' : 'DECLINED'));
      }
      for (const { customer, orderId } of placed) {
        burst.push(call(shop, 'GET', `/api/order/payment-status/${orderId}`, customer.token));
      }
    }
    const swept = sweepExpiredPayments(paymentContext(shop.app));
    const results = await Promise.all(burst);
    await swept;
    expect(statuses(results).filter((s) => s !== 200 && s !== 202)).toEqual([]);

    const state = async (orderId: string) => {
      const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
      return { payment: row!.paymentStatus, delivery: row!.deliveryStatus };
    };
    expect(await state(paid!.orderId)).toEqual({ payment: 'paid', delivery: 'pending' });
    expect(await state(declined!.orderId)).toEqual({ payment: 'unpaid', delivery: 'cancelled' });
    expect(await state(expired!.orderId)).toEqual({ payment: 'unpaid', delivery: 'cancelled' });
    expect(await state(untouched!.orderId)).toEqual({ payment: 'unpaid', delivery: 'pending' });
    // Stock went back exactly once for each of the two cancelled orders: 10 − 4×2 + 2×2.
    expect(await ledger(item.id)).toEqual({ stock: 6, colour: 6, sold: 4 });
    const [props] = await shop.database.db
      .select({ quantity: productProperties.quantity })
      .from(productProperties)
      .innerJoin(productColors, eq(productColors.id, productProperties.colorId))
      .where(eq(productColors.productId, item.id));
    // The units were ordered in size A5, whose stock moves with the colour's.
    expect(props!.quantity).toBe(6);
  });

  const cancel = (customer: TestCustomer, orderId: string) =>
    call(shop, 'DELETE', '/api/home/coustomer/delete-orders', customer.token, { orderId });
  const orderState = async (orderId: string) => {
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    return { payment: row!.paymentStatus, delivery: row!.deliveryStatus };
  };

  it('cancels the QR code at FIB with the order, so a cancelled order can never be paid after', async () => {
    const { item, placed } = await fibOrders(1);
    const [{ customer, orderId, paymentId }] = placed as [(typeof placed)[number]];
    expect((await cancel(customer, orderId)).statusCode).toBe(200);
    expect(fib.payments().get(paymentId)).toMatchObject({ status: 'DECLINED' });
    expect(() => fib.pay(paymentId)).toThrow();
    await callback(paymentId, 'PAID');
    expect(await orderState(orderId)).toEqual({ payment: 'unpaid', delivery: 'cancelled' });
    expect(await ledger(item.id)).toMatchObject({ stock: 10, sold: 0 });
  });

  it('refuses the cancel of an order paid a moment ago, even when it crosses the PAID callback', async () => {
    const { item, placed } = await fibOrders(2);
    for (const [index, { customer, orderId, paymentId }] of placed.entries()) {
      fib.pay(paymentId);
      const [cancelled] = await Promise.all([
        cancel(customer, orderId),
        ...(index === 0 ? [callback(paymentId, 'PAID')] : []),
      ]);
      expect(cancelled!.statusCode).toBe(409);
      // Refused by FIB's answer, or by the order row if the callback got there first.
      expect(cancelled!.json().error).toMatch(/already paid|not paid yet can be cancelled/);
      expect(await orderState(orderId)).toEqual({ payment: 'paid', delivery: 'pending' });
    }
    expect(await ledger(item.id)).toMatchObject({ stock: 6, sold: 4 });
  });

  it('keeps a paid order paid when DECLINED callbacks race the PAID one', async () => {
    const { item, placed } = await fibOrders(1);
    const [{ paymentId, orderId }] = placed as [(typeof placed)[number]];
    fib.pay(paymentId);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => callback(paymentId, i % 3 ? 'DECLINED' : 'PAID')),
    );
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ paymentStatus: 'paid', deliveryStatus: 'pending' });
    expect(await ledger(item.id)).toMatchObject({ stock: 8, sold: 2 });
  });
});
