import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  currencyRates,
  idempotentRequests,
  orders,
  productColors,
  products,
} from '../src/db/schema/index';
import { LEASE_MS } from '../src/lib/lease';
import { forgetRequestsBefore } from '../src/modules/idempotency/repository';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { shippingInfo } from './helpers/console';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 21: a copy killed mid-request. The storefront (and the balancer) send a write again with
// the same Idempotency-Key when its answer was lost; the write must happen once and the repeat
// get the first answer.
let shop: TestApp;
let refs: { sellerId: string; categoryId: string };

beforeAll(async () => {
  shop = await createTestApp({ SHIPPING_FEE_IQD: '5000' });
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  refs = { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id };
});
afterAll(() => shop.close());

const newKey = () => `test-${randomUUID()}`;
const product = (quantity = 50) =>
  insertProductWithColours(shop.database.db, refs, [{ enName: 'White', hex: '#ffffff', quantity }]);

function send(
  customer: TestCustomer,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object | undefined,
  key?: string,
) {
  return shop.app.inject({
    method,
    url,
    headers: { ...bearer(customer.token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}
const addToCart = (customer: TestCustomer, productId: string, quantity: number, key?: string) =>
  send(
    customer,
    'POST',
    '/api/home/product/add-to-card',
    {
      userId: customer.id,
      productId,
      cartItems: [{ color: 'White', quantity, properties: [] }],
    },
    key,
  );
const placeOrder = (customer: TestCustomer, key?: string, city = shippingInfo.city) =>
  send(
    customer,
    'POST',
    '/api/home/order/place-order',
    { userId: customer.id, shippingInfo: { ...shippingInfo, city } },
    key,
  );
const chooseCod = (customer: TestCustomer, orderId: string, key?: string, method = 'cod') =>
  send(customer, 'PUT', `/api/order/confirm/${orderId}`, { paymentMethod: method }, key);

async function lineOf(customer: TestCustomer, productId: string) {
  const [line] = await shop.database.db
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customer.id), eq(cartLines.productId, productId)));
  return line;
}

describe('add to cart with an Idempotency-Key', () => {
  it('adds once when the same request is sent again, and answers the repeat as the first', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    const key = newKey();
    const first = await addToCart(customer, item.id, 2, key);
    const again = await addToCart(customer, item.id, 2, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await lineOf(customer, item.id))?.quantity).toBe(2);
  });

  it('adds once for identical requests sent at the same moment', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => addToCart(customer, item.id, 3, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await lineOf(customer, item.id))?.quantity).toBe(3);
  });

  it('adds again for a new key, and for requests without one (another press of the button)', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    expect((await addToCart(customer, item.id, 1, newKey())).statusCode).toBe(201);
    expect((await addToCart(customer, item.id, 1, newKey())).statusCode).toBe(201);
    expect((await addToCart(customer, item.id, 1)).statusCode).toBe(201);
    expect((await lineOf(customer, item.id))?.quantity).toBe(3);
  });

  it('refuses the same key with another body or on another route (422 idempotency_key_reused)', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    const key = newKey();
    expect((await addToCart(customer, item.id, 1, key)).statusCode).toBe(201);
    const otherBody = await addToCart(customer, item.id, 5, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe('idempotency_key_reused');
    const line = await lineOf(customer, item.id);
    const otherRoute = await send(
      customer,
      'PUT',
      `/api/home/product/quantity-inc/${line!.id}`,
      undefined,
      key,
    );
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json().code).toBe('idempotency_key_reused');
    expect((await lineOf(customer, item.id))?.quantity).toBe(1);
  });

  it('keeps keys per customer: another customer’s same key is their own request', async () => {
    const [one, two] = [await createCustomer(shop), await createCustomer(shop)];
    const item = await product();
    const key = newKey();
    expect((await addToCart(one, item.id, 1, key)).statusCode).toBe(201);
    expect((await addToCart(two, item.id, 4, key)).statusCode).toBe(201);
    expect((await lineOf(two, item.id))?.quantity).toBe(4);
  });

  it('does not keep a refusal: once stock is back, the same request goes through', async () => {
    const customer = await createCustomer(shop);
    const item = await product(1);
    const key = newKey();
    const refused = await addToCart(customer, item.id, 2, key);
    expect(refused.statusCode).toBe(409);
    await shop.database.db
      .update(productColors)
      .set({ quantity: 5 })
      .where(eq(productColors.productId, item.id));
    await shop.database.db.update(products).set({ stock: 5 }).where(eq(products.id, item.id));
    expect((await addToCart(customer, item.id, 2, key)).statusCode).toBe(201);
    expect((await lineOf(customer, item.id))?.quantity).toBe(2);
  });

  it('runs a write whose first attempt died before committing (its lease ran out) exactly once', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    const key = newKey();
    // What a copy killed mid-request leaves: the key held, no answer, and a lease nobody renews.
    const first = await addToCart(customer, item.id, 2, key);
    expect(first.statusCode).toBe(201);
    const [kept] = await shop.database.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, key));
    const otherKey = newKey();
    await shop.database.db.insert(idempotentRequests).values({
      customerId: customer.id,
      key: otherKey,
      // The same request as a fresh add of 2 would be.
      fingerprint: kept!.fingerprint,
      holderId: randomUUID(),
      lockedUntil: sql`now() + interval '1 second'`,
    });
    const started = Date.now();
    const repeat = await addToCart(customer, item.id, 2, otherKey);
    expect(repeat.statusCode, repeat.body).toBe(201);
    // It waited for the dead holder's lease (a second here), then ran the add once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await lineOf(customer, item.id))?.quantity).toBe(4);
    expect((await addToCart(customer, item.id, 2, otherKey)).statusCode).toBe(201);
    expect((await lineOf(customer, item.id))?.quantity).toBe(4);
  });
});

describe('the other cart writes with an Idempotency-Key', () => {
  it('steps a line by one once (quantity-inc, quantity-dec), however often the step is sent', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    expect((await addToCart(customer, item.id, 3)).statusCode).toBe(201);
    const line = await lineOf(customer, item.id);
    const up = newKey();
    for (let i = 0; i < 2; i++) {
      const answer = await send(
        customer,
        'PUT',
        `/api/home/product/quantity-inc/${line!.id}`,
        undefined,
        up,
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await lineOf(customer, item.id))?.quantity).toBe(4);
    const down = newKey();
    for (let i = 0; i < 2; i++) {
      const answer = await send(
        customer,
        'PUT',
        `/api/home/product/quantity-dec/${line!.id}`,
        undefined,
        down,
      );
      expect(answer.statusCode).toBe(200);
    }
    expect((await lineOf(customer, item.id))?.quantity).toBe(3);
  });

  it('changes a cart row by a step once, and answers the repeat with the first cart', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    expect((await addToCart(customer, item.id, 2)).statusCode).toBe(201);
    const line = await lineOf(customer, item.id);
    const [white] = await shop.database.db
      .select({ id: productColors.id })
      .from(productColors)
      .where(eq(productColors.productId, item.id));
    const key = newKey();
    const step = () =>
      send(
        customer,
        'PUT',
        `/api/home/product/cart-row/${line!.id}`,
        { colorId: white!.id, propertyId: null, change: 1 },
        key,
      );
    const first = await step();
    expect(first.statusCode, first.body).toBe(200);
    const again = await step();
    expect(again.json()).toEqual(first.json());
    expect((await lineOf(customer, item.id))?.quantity).toBe(3);
  });

  it('answers a repeated removal as the first (200), not 404', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    expect((await addToCart(customer, item.id, 1)).statusCode).toBe(201);
    const line = await lineOf(customer, item.id);
    const key = newKey();
    const url = `/api/home/product/delete-card-product/${line!.id}`;
    expect((await send(customer, 'DELETE', url, undefined, key)).statusCode).toBe(200);
    expect((await send(customer, 'DELETE', url, undefined, key)).statusCode).toBe(200);
    expect((await send(customer, 'DELETE', url, undefined)).statusCode).toBe(404);
  });
});

describe('placing an order and choosing how to pay with an Idempotency-Key', () => {
  async function customerWithCart() {
    const customer = await createCustomer(shop);
    const item = await product();
    expect((await addToCart(customer, item.id, 1)).statusCode).toBe(201);
    return customer;
  }

  it('refuses an order key sent again with another shipping address (422)', async () => {
    const customer = await customerWithCart();
    const key = newKey();
    const placed = await placeOrder(customer, key);
    expect(placed.statusCode).toBe(201);
    const other = await placeOrder(customer, key, 'Duhok');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const same = await placeOrder(customer, key);
    expect(same.json().orderId).toBe(placed.json().orderId);
  });

  it('answers a repeated cash-on-delivery choice as the first, and refuses its key for FIB', async () => {
    const customer = await customerWithCart();
    const orderId = (await placeOrder(customer, newKey())).json().orderId as string;
    const key = newKey();
    const first = await chooseCod(customer, orderId, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await chooseCod(customer, orderId, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const fib = await chooseCod(customer, orderId, key, 'fib');
    expect(fib.statusCode).toBe(422);
    expect(fib.json().code).toBe('idempotency_key_reused');
  });

  it('does not keep the customer waiting for a payment claim held by a copy that died', async () => {
    const customer = await customerWithCart();
    const orderId = (await placeOrder(customer, newKey())).json().orderId as string;
    // The killed copy had just taken the order's claim: it renewed it last a moment ago, as a
    // living holder does every LEASE_MS / 3, and never will again.
    await shop.database.db
      .update(orders)
      .set({
        fibClaimedBy: randomUUID(),
        fibClaimedUntil: sql`now() + ${LEASE_MS} * interval '1 millisecond'`,
      })
      .where(eq(orders.id, orderId));
    const started = Date.now();
    const chosen = await chooseCod(customer, orderId, newKey());
    expect(chosen.statusCode, chosen.body).toBe(200);
    // Within the claim's lease (seconds), not the two minutes the old lease made it wait.
    expect(Date.now() - started).toBeLessThan(LEASE_MS + 2000);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentMethod).toBe('cod');
    expect(order!.fibClaimedUntil).toBeNull();
  });
});

describe('kept answers', () => {
  it('are forgotten after a day by the sweeper', async () => {
    const customer = await createCustomer(shop);
    const item = await product();
    const key = newKey();
    expect((await addToCart(customer, item.id, 1, key)).statusCode).toBe(201);
    await shop.database.db
      .update(idempotentRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequests.key, key));
    expect(
      await forgetRequestsBefore(shop.database.db, new Date(Date.now() - 24 * 3600_000)),
    ).toBeGreaterThanOrEqual(1);
    // The key is free again: a new request under it runs.
    expect((await addToCart(customer, item.id, 1, key)).statusCode).toBe(201);
    expect((await lineOf(customer, item.id))?.quantity).toBe(2);
  });
});
