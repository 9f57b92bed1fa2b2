import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, fibPayments, orders, products } from '../src/db/schema/index';
import { paymentContext } from '../src/app';
import { sweepExpiredPayments } from '../src/modules/payments/service';
import type { FibTestServer } from './fib/fib-test-server';
import { startShopWithQuietFib } from './fib/fib-test-shop';
import { call, shippingInfo } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

// Every FIB payment an order ever had is the shop's to account for: clicks on "pay with FIB"
// that cross answer one payment, and a payment replaced by a newer one is never forgotten.

let fib: FibTestServer;
let shop: TestApp;
let close: () => Promise<void>;
let refs: { sellerId: string; categoryId: string };

beforeAll(async () => {
  ({ fib, shop, close } = await startShopWithQuietFib());
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  refs = { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id };
});
afterAll(() => close());

const db = () => shop.database.db;
const STOCK = 10;
const UNITS = 2;

/** A customer with a placed, unconfirmed order for 2 of a product holding 10. */
async function placedOrder(price = '12.60') {
  const customer = await createCustomer(shop);
  const item = await insertProductWithColours(
    db(),
    refs,
    [{ enName: 'White', hex: '#ffffff', quantity: STOCK }],
    { price },
  );
  await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
    userId: customer.id,
    productId: item.id,
    cartItems: [{ color: 'White', quantity: UNITS, properties: [] }],
  });
  const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
    userId: customer.id,
    shippingInfo,
  });
  expect(placed.statusCode).toBe(201);
  return { customer, orderId: placed.json().orderId as string, productId: item.id };
}
const payWithFib = (customer: TestCustomer, orderId: string) =>
  call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, { paymentMethod: 'fib' });
const cancel = (customer: TestCustomer, orderId: string) =>
  call(shop, 'DELETE', '/api/home/coustomer/delete-orders', customer.token, { orderId });
const callback = (paymentId: string) =>
  call(shop, 'POST', '/api/payments/fib/callback', undefined, { id: paymentId, status: 'PAID' });
const orderRow = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const stockOf = async (productId: string) =>
  (
    await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  )[0]!.stock;
/** Payments created at FIB since `from` requests, by id. */
const createdSince = (from: number) =>
  fib.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/protected/v1/payments')
    .length;
const paymentsAtFib = (description: string) =>
  [...fib.payments().values()].filter((p) => p.description === description);
const descriptionOf = async (orderId: string) =>
  `Chapkhana order ${(await orderRow(orderId)).orderNumber}`;

/** Makes the shop's clock pass the code's validity while FIB still takes it. */
const paymentsOf = (orderId: string) =>
  db().select().from(fibPayments).where(eq(fibPayments.orderId, orderId));

const outliveQrCode = () => shop.clock.advance(61 * 60 * 1000);

describe('several “pay with FIB” clicks at once', () => {
  it('create one payment at FIB and answer its QR code to every click', async () => {
    const { customer, orderId } = await placedOrder();
    const from = fib.requests.length;
    const answers = await Promise.all([
      payWithFib(customer, orderId),
      payWithFib(customer, orderId),
      payWithFib(customer, orderId),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(createdSince(from)).toBe(1);
    const codes = new Set(answers.map((a) => a.json().fib.qrCode as string));
    expect(codes.size).toBe(1);
    expect(new Set(answers.map((a) => a.json().fib.readableCode)).size).toBe(1);
    // A later click while the code is still payable answers it again, still without a new one.
    const later = await payWithFib(customer, orderId);
    expect(later.json().fib.qrCode).toBe([...codes][0]);
    expect(createdSince(from)).toBe(1);
    const [payment] = paymentsAtFib(await descriptionOf(orderId));
    expect((await orderRow(orderId)).fibPaymentId).toBe(payment!.paymentId);
    expect((await paymentsOf(orderId)).map((p) => [p.id, p.state])).toEqual([
      [payment!.paymentId, 'live'],
    ]);
    // Paying the one payment there is pays the order.
    fib.pay(payment!.paymentId);
    await callback(payment!.paymentId);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });

  it('end with the order cancelled, its stock back once and no payable code, when a cancel crosses them', async () => {
    for (let round = 0; round < 4; round++) {
      const { customer, orderId, productId } = await placedOrder();
      const clicks = [payWithFib(customer, orderId), payWithFib(customer, orderId)];
      const answers = await Promise.all(
        round % 2 ? [cancel(customer, orderId), ...clicks] : [...clicks, cancel(customer, orderId)],
      );
      expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect(await orderRow(orderId)).toMatchObject({
        deliveryStatus: 'cancelled',
        paymentStatus: 'unpaid',
      });
      expect(await stockOf(productId)).toBe(STOCK);
      for (const payment of paymentsAtFib(await descriptionOf(orderId))) {
        expect(payment.status).toBe('DECLINED');
      }
    }
  });
});

describe('a payment replaced by a newer one', () => {
  /** An order whose first code the shop replaced while FIB could not be told to cancel it. */
  async function replacedPayment() {
    const placed = await placedOrder();
    await payWithFib(placed.customer, placed.orderId);
    const first = (await orderRow(placed.orderId)).fibPaymentId!;
    outliveQrCode();
    // The cancel of the old code meets FIB down (every retry); the new code is created after.
    fib.failNext(4, 503, 'protected');
    const again = await payWithFib(placed.customer, placed.orderId);
    expect(again.statusCode).toBe(200);
    const second = (await orderRow(placed.orderId)).fibPaymentId!;
    expect(second).not.toBe(first);
    expect(fib.payments().get(first)!.status).toBe('UNPAID');
    return { ...placed, first, second };
  }

  it('still pays the order when it is paid after all (callback), and the order can no longer be cancelled', async () => {
    const { customer, orderId, productId, first, second } = await replacedPayment();
    fib.pay(first);
    await callback(first);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', fibPaymentId: first });
    const refused = await cancel(customer, orderId);
    expect(refused.statusCode).toBe(409);
    expect(await stockOf(productId)).toBe(STOCK - UNITS);
    // The newer code must not take the money a second time.
    expect(fib.payments().get(second)!.status).toBe('DECLINED');
  });

  it('is found by the sweeper when no callback comes', async () => {
    const { orderId, first } = await replacedPayment();
    fib.pay(first);
    await sweepExpiredPayments(paymentContext(shop.app));
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });

  it('is asked about before a cancel: paid meanwhile means the order stays and is paid', async () => {
    const { customer, orderId, productId, first } = await replacedPayment();
    fib.pay(first);
    const refused = await cancel(customer, orderId);
    expect(refused.statusCode).toBe(409);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      deliveryStatus: 'pending',
    });
    expect(await stockOf(productId)).toBe(STOCK - UNITS);
  });
});

describe('money FIB took for an order that can no longer take it', () => {
  /** The sweeper, with its log kept. */
  async function sweepLogged() {
    const errors: string[] = [];
    await sweepExpiredPayments({
      ...paymentContext(shop.app),
      log: { error: (_details, message) => errors.push(message) },
    });
    return errors;
  }

  it('is recorded as paid with a refund due when the order was cancelled', async () => {
    const { customer, orderId } = await placedOrder();
    await payWithFib(customer, orderId);
    const paymentId = (await orderRow(orderId)).fibPaymentId!;
    // However it came about (say FIB lost our cancel), the order is cancelled and FIB was paid.
    await db().update(orders).set({ deliveryStatus: 'cancelled' }).where(eq(orders.id, orderId));
    fib.pay(paymentId);
    const errors = await sweepLogged();
    expect(errors.filter((e) => e.includes(paymentId))).toEqual([
      expect.stringMatching(/is cancelled: a refund is due/),
    ]);
    expect((await paymentsOf(orderId)).map((p) => p.state)).toEqual(['paid']);
    expect(await orderRow(orderId)).toMatchObject({
      deliveryStatus: 'cancelled',
      paymentStatus: 'unpaid',
    });
    // Once: a second sweep or callback reports nothing new.
    await callback(paymentId);
    expect((await sweepLogged()).filter((e) => e.includes(paymentId))).toEqual([]);
  });

  it('is recorded as paid with a refund due when another payment paid the order first', async () => {
    const { orderId, first, second } = await (async () => {
      const placed = await placedOrder();
      await payWithFib(placed.customer, placed.orderId);
      const firstId = (await orderRow(placed.orderId)).fibPaymentId!;
      outliveQrCode();
      fib.failNext(4, 503, 'protected');
      await payWithFib(placed.customer, placed.orderId);
      return { ...placed, first: firstId, second: (await orderRow(placed.orderId)).fibPaymentId! };
    })();
    // The customer pays both codes before the shop hears of either; the sweeper finds them.
    fib.pay(second);
    fib.pay(first);
    const errors = await sweepLogged();
    const order = await orderRow(orderId);
    expect(order.paymentStatus).toBe('paid');
    const refunded = order.fibPaymentId === first ? second : first;
    expect([first, second]).toContain(order.fibPaymentId);
    expect(errors.filter((e) => e.includes(first) || e.includes(second))).toEqual([
      expect.stringMatching(new RegExp(`${refunded} .* was already paid: a refund is due`)),
    ]);
    const states = Object.fromEntries((await paymentsOf(orderId)).map((p) => [p.id, p.state]));
    expect(states).toEqual({ [first]: 'paid', [second]: 'paid' });
  });
});

// Issue 33 (a): an order of 2 × 1,000,000 USD at 1310 is 2.62e9 IQD, which an order holds but
// the payment's row (a whole number of dinars, at most 2,147,483,647) does not: FIB created the
// payment, its row's insert failed, and a payable FIB code was left that the shop knew nothing of.
describe('an amount the shop cannot record as an FIB payment', () => {
  it('is refused with a code before FIB is asked, and the order can still be paid on delivery', async () => {
    const { customer, orderId } = await placedOrder('1000000.00');
    const from = fib.requests.length;
    const refused = await payWithFib(customer, orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'fib_maximum',
      params: { amount: '2,147,483,647' },
    });
    expect(createdSince(from)).toBe(0);
    expect(paymentsAtFib(await descriptionOf(orderId))).toEqual([]);
    expect(await paymentsOf(orderId)).toEqual([]);
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: null, fibPaymentId: null });
    const cash = await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
      paymentMethod: 'cod',
    });
    expect(cash.statusCode).toBe(200);
  });
});
