import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currencyRates, orders, products } from '../src/db/schema/index';
import { sweepExpiredPayments } from '../src/modules/payments/service';
import { startFibTestServer, type FibTestServer } from './fib/fib-test-server';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { placeOrder } from './helpers/storefront';
import { createTestApp, type TestApp } from './helpers/test-app';
import { freePort } from './helpers/ports';
import { UNTIL } from './helpers/waiting';

let fib: FibTestServer;
let shop: TestApp;

/** Each app's seller, category and rate, made once. */
const catalogues = new Map<TestApp, Promise<{ sellerId: string; categoryId: string }>>();
function catalogueOf(app: TestApp) {
  let made = catalogues.get(app);
  if (!made) {
    made = (async () => {
      const db = app.database.db;
      await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
      return { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id };
    })();
    catalogues.set(app, made);
  }
  return made;
}

beforeAll(async () => {
  fib = await startFibTestServer({ callbackRetryDelayMs: 10 });
  // FIB calls the shop back, so the shop listens on a real port that PUBLIC_URL names.
  const port = await freePort();
  shop = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    FIB_BASE_URL: fib.baseUrl,
    FIB_CLIENT_ID: fib.clientId,
    FIB_CLIENT_SECRET: fib.clientSecret,
    SHIPPING_FEE_IQD: '5000',
  });
  await shop.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  // A callback still on its way would keep a connection busy past the server's close.
  await fib.callbacksSettled();
  await shop.close();
  await fib.close();
});

/** A customer with one placed order for `units` of a fresh product with `stock` units. */
async function placedOrder(stock = 5, units = 2, app: TestApp = shop) {
  const customer = await createCustomer(app);
  const item = await insertProductWithColours(
    app.database.db,
    await catalogueOf(app),
    [{ enName: 'White', hex: '#ffffff', quantity: stock }],
    { price: '12.60' },
  );
  await app.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    headers: bearer(customer.token),
    payload: {
      userId: customer.id,
      productId: item.id,
      cartItems: [{ color: 'White', quantity: units }],
    },
  });
  const placed = await placeOrder(app, customer);
  expect(placed.statusCode).toBe(201);
  return { customer, orderId: placed.json().orderId as string, productId: item.id };
}
const confirm = (app: TestApp, customer: TestCustomer, orderId: string, paymentMethod: string) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/order/confirm/${orderId}`,
    headers: bearer(customer.token),
    payload: { paymentMethod },
  });
const status = async (app: TestApp, customer: TestCustomer, orderId: string) =>
  (
    await app.app.inject({
      method: 'GET',
      url: `/api/order/payment-status/${orderId}`,
      headers: bearer(customer.token),
    })
  ).json();
const stockOf = async (productId: string) =>
  (
    await shop.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
  )[0]!.stock;
const orderRow = async (orderId: string) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
async function eventually(check: () => Promise<boolean>) {
  await vi.waitFor(async () => expect(await check()).toBe(true), { ...UNTIL, interval: 50 });
}

const offeredIds = async (app: TestApp) =>
  (
    (await app.app.inject({ method: 'GET', url: '/api/home/payment-methods' })).json() as {
      methods: { id: string }[];
    }
  ).methods.map((method) => method.id);

describe('payment choices', () => {
  // A shop without FIB settings: made in a hook, as the file's shop is (starting an app is setup).
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('offers FIB only when it is configured', async () => {
    expect(await offeredIds(shop)).toEqual(['fib', 'cod']);
    expect(await offeredIds(plain)).toEqual(['cod']);
    const { customer, orderId } = await placedOrder(5, 1, plain);
    const refused = await confirm(plain, customer, orderId, 'fib');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Paying with FIB is not available at the moment.');
  });

  it('keeps a cash-on-delivery order unpaid and pending, and out of the sweeper’s reach', async () => {
    const { customer, orderId, productId } = await placedOrder();
    const response = await confirm(shop, customer, orderId, 'cod');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paymentMethod: 'cod' });
    expect(await status(shop, customer, orderId)).toEqual({
      orderId,
      payment_status: 'unpaid',
      delivery_status: 'pending',
      payment_method: 'cod',
    });
    shop.clock.advance(3 * 60 * 60 * 1000);
    await sweepExpiredPayments({
      db: shop.database.db,
      fib: shop.app.fib,
      pageProviders: {},
      publicUrl: '',
      now: () => shop.clock.now(),
    });
    expect((await orderRow(orderId)).deliveryStatus).toBe('pending');
    expect(await stockOf(productId)).toBe(3);
  });

  it('rejects an unknown method and someone else’s order', async () => {
    const { customer, orderId } = await placedOrder();
    expect((await confirm(shop, customer, orderId, 'card')).json().error).toMatch(
      /paymentMethod must be cod, fib, qi, zaincash, fastpay/,
    );
    const stranger = await createCustomer(shop);
    expect((await confirm(shop, stranger, orderId, 'cod')).statusCode).toBe(404);
    expect(
      (
        await shop.app.inject({
          method: 'PUT',
          url: `/api/order/confirm/${orderId}`,
          payload: { paymentMethod: 'cod' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('paying with FIB', () => {
  it('creates a QR payment for the total rounded to 250 IQD, and the callback marks the order paid', async () => {
    const { customer, orderId } = await placedOrder(5, 2);
    const response = await confirm(shop, customer, orderId, 'fib');
    expect(response.statusCode).toBe(200);
    const { fib: payment } = response.json();
    expect(payment).toMatchObject({
      readableCode: expect.any(String),
      personalAppLink: expect.any(String),
    });
    expect(payment.qrCode).toMatch(/^data:image\/png;base64,/);
    const order = await orderRow(orderId);
    // 2 × 16506 + 5000 shipping = 38012 → 38000 IQD.
    expect(fib.payments().get(order.fibPaymentId!)).toMatchObject({ amount: 38000 });
    expect(await status(shop, customer, orderId)).toMatchObject({
      payment_status: 'unpaid',
      payment_method: 'fib',
    });

    fib.pay(order.fibPaymentId!);
    await eventually(async () => (await orderRow(orderId)).paymentStatus === 'paid');
    expect(await status(shop, customer, orderId)).toMatchObject({
      payment_status: 'paid',
      delivery_status: 'pending',
    });
  });

  it('cancels the order and returns its stock when FIB declines, once however many callbacks arrive', async () => {
    const { customer, orderId, productId } = await placedOrder(5, 2);
    await confirm(shop, customer, orderId, 'fib');
    expect(await stockOf(productId)).toBe(3);
    const paymentId = (await orderRow(orderId)).fibPaymentId!;
    fib.decline(paymentId, 'PAYMENT_CANCELLATION');
    await eventually(async () => (await orderRow(orderId)).deliveryStatus === 'cancelled');
    for (let i = 0; i < 3; i++) {
      const again = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/fib/callback',
        payload: { id: paymentId, status: 'DECLINED' },
      });
      expect(again.statusCode).toBe(202);
    }
    expect(await stockOf(productId)).toBe(5);
  });

  it('never trusts the callback body: a forged PAID leaves the order unpaid', async () => {
    const { customer, orderId } = await placedOrder();
    await confirm(shop, customer, orderId, 'fib');
    const paymentId = (await orderRow(orderId)).fibPaymentId!;
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/fib/callback',
      payload: { id: paymentId, status: 'PAID' },
    });
    expect(forged.statusCode).toBe(202);
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    // Nor does the original's confirm URL mark anything paid.
    await shop.app.inject({
      method: 'GET',
      url: `/api/order/confirm/${orderId}`,
      headers: bearer(customer.token),
    });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
  });

  it('keeps a paid order paid when a late DECLINED callback arrives out of order', async () => {
    const { customer, orderId, productId } = await placedOrder();
    await confirm(shop, customer, orderId, 'fib');
    const paymentId = (await orderRow(orderId)).fibPaymentId!;
    fib.pay(paymentId);
    await eventually(async () => (await orderRow(orderId)).paymentStatus === 'paid');
    await shop.app.inject({
      method: 'POST',
      url: '/api/payments/fib/callback',
      payload: { id: paymentId, status: 'DECLINED' },
    });
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      deliveryStatus: 'pending',
    });
    expect(await stockOf(productId)).toBe(3);
  });

  it('answers 202 to a callback for a payment it does not know, and 400 to a malformed one', async () => {
    expect(
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/payments/fib/callback',
          payload: { id: 'unknown', status: 'PAID' },
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/payments/fib/callback',
          payload: { status: 'PAID' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('finds the payment by polling when no callback ever comes', async () => {
    const quiet = await startFibTestServer({ callbacks: false });
    const app = await createTestApp({
      FIB_BASE_URL: quiet.baseUrl,
      FIB_CLIENT_ID: quiet.clientId,
      FIB_CLIENT_SECRET: quiet.clientSecret,
    });
    const { customer, orderId } = await placedOrder(5, 1, app);
    await confirm(app, customer, orderId, 'fib');
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    quiet.pay(row!.fibPaymentId!);
    expect(await status(app, customer, orderId)).toMatchObject({ payment_status: 'paid' });
    await app.close();
    await quiet.close();
  });
});

describe('live order updates', () => {
  it('tells the customer’s open pages when FIB confirms the payment', async () => {
    const { customer, orderId } = await placedOrder();
    const socket = connect(shop.config.publicUrl, {
      transports: ['websocket'],
      auth: { token: customer.token },
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const heard = new Promise((resolve) => socket.once('orderStatusUpdate', resolve));
    await confirm(shop, customer, orderId, 'fib');
    fib.pay((await orderRow(orderId)).fibPaymentId!);
    expect(await heard).toEqual({ orderId, delivery_status: 'pending', payment_status: 'paid' });
    socket.disconnect();
  });
});

describe('the sweeper', () => {
  it('frees the stock of an order whose customer never chose how to pay', async () => {
    const { orderId, productId } = await placedOrder(4, 3);
    expect(await stockOf(productId)).toBe(1);
    const context = {
      db: shop.database.db,
      fib: shop.app.fib,
      pageProviders: {},
      publicUrl: '',
      now: () => shop.clock.now(),
    };
    await sweepExpiredPayments(context);
    expect((await orderRow(orderId)).deliveryStatus).toBe('pending');
    shop.clock.advance(61 * 60 * 1000);
    expect(await sweepExpiredPayments(context)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).deliveryStatus).toBe('cancelled');
    expect(await stockOf(productId)).toBe(4);
  });

  it('cancels an expired FIB payment, but marks it paid if FIB says it was paid after all', async () => {
    const expired = await placedOrder(5, 1);
    const paidLate = await placedOrder(5, 1);
    await confirm(shop, expired.customer, expired.orderId, 'fib');
    await confirm(shop, paidLate.customer, paidLate.orderId, 'fib');
    const paidLateRow = await orderRow(paidLate.orderId);
    // Make the shop believe both codes ran out, while FIB recorded one payment.
    await shop.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(shop.clock.now().getTime() - 1000) })
      .where(eq(orders.paymentMethod, 'fib'));
    fib.pay(paidLateRow.fibPaymentId!);
    await sweepExpiredPayments({
      db: shop.database.db,
      fib: shop.app.fib,
      pageProviders: {},
      publicUrl: '',
      now: () => shop.clock.now(),
    });
    expect((await orderRow(expired.orderId)).deliveryStatus).toBe('cancelled');
    expect(await stockOf(expired.productId)).toBe(5);
    expect(await orderRow(paidLate.orderId)).toMatchObject({
      paymentStatus: 'paid',
      deliveryStatus: 'pending',
    });
  });
});
