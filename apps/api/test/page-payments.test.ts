import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currencyRates,
  orders,
  pagePayments,
  paymentFlags,
  products,
} from '../src/db/schema/index';
import { paymentContext } from '../src/app';
import { sweepExpiredPayments } from '../src/modules/payments/service';
import { reconcilePagePayment } from '../src/modules/payments/settlement';
import { call, createSignedInAdmin, shippingInfo } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { pathOf as pathOfAnswer, submit as submitForm } from './helpers/lookalike-pages';
import { createTestApp, type TestApp } from './helpers/test-app';

// Paying on a provider's own page (issue 38): the shop with the demo's look-alikes of Qi Card,
// ZainCash and FastPay mounted in-process (PAYMENTS_LOOKALIKE), as `npm start` runs them. The
// customer's return is never proof: only the provider's status, asked after a notice, on the
// return page or by the sweeper, pays an order.

let shop: TestApp;
let refs: { sellerId: string; categoryId: string };
const LOOKALIKES = '/lookalike/payments';

beforeAll(async () => {
  shop = await createTestApp({ PAYMENTS_LOOKALIKE: 'true' }, { logger: { level: 'error' } });
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  refs = { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id };
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function placedOrder() {
  const customer = await createCustomer(shop);
  const item = await insertProductWithColours(
    db(),
    refs,
    [{ enName: 'White', hex: '#ffffff', quantity: 10 }],
    { price: '12.60' },
  );
  await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
    userId: customer.id,
    productId: item.id,
    cartItems: [{ color: 'White', quantity: 2, properties: [] }],
  });
  const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
    userId: customer.id,
    shippingInfo,
  });
  expect(placed.statusCode).toBe(201);
  return { customer, orderId: placed.json().orderId as string, productId: item.id };
}

const confirm = (customer: TestCustomer, orderId: string, paymentMethod: string) =>
  call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, { paymentMethod });
const status = async (customer: TestCustomer, orderId: string) =>
  (await call(shop, 'GET', `/api/order/payment-status/${orderId}`, customer.token)).json();
const orderRow = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const attemptsOf = (orderId: string) =>
  db().select().from(pagePayments).where(eq(pagePayments.orderId, orderId));
const stockOf = async (productId: string) =>
  (
    await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  )[0]!.stock;
const control = (provider: string, path: string, payload?: object) =>
  shop.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `${LOOKALIKES}/${provider}/__control/${path}`,
    ...(payload ? { payload } : {}),
  });

const pathOf = (answer: LightMyRequestResponse) => pathOfAnswer(shop, answer);
const submit = (html: string, action: string, fields: Record<string, string>) =>
  submitForm(shop, html, action, fields);

const returnedTo = (answer: LightMyRequestResponse, orderId: string) => {
  expect(answer.statusCode).toBe(302);
  expect(answer.headers.location).toBe(`${shop.config.publicUrl}/order/confirm?orderId=${orderId}`);
};

describe('the methods offered', () => {
  it('lists Qi Card, ZainCash and FastPay as simulations beside cash', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/home/payment-methods' });
    const methods = answer.json().methods as { id: string; simulation: boolean }[];
    expect(methods.map((m) => [m.id, m.simulation])).toEqual([
      ['qi', true],
      ['zaincash', true],
      ['fastpay', true],
      ['cod', false],
    ]);
  });
});

describe('Qi Card', () => {
  const qiPaymentId = (path: string) => path.split('/form/')[1]!.split(/[/?]/)[0]!;

  it('sends parallel clicks to one payment, and the signed notice pays the order', async () => {
    const { customer, orderId } = await placedOrder();
    const answers = await Promise.all([1, 2, 3].map(() => confirm(customer, orderId, 'qi')));
    const paths = answers.map(pathOf);
    expect(new Set(paths).size).toBe(1);
    expect(await attemptsOf(orderId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'qi', paymentStatus: 'unpaid' });
    expect(await status(customer, orderId)).toMatchObject({ last_attempt: 'pending' });

    const form = await shop.app.inject({ method: 'GET', url: paths[0]! });
    expect(form.statusCode).toBe(200);
    const card = await submit(form.body, '/card', { cardNumber: '4111111111111111' });
    const done = await submit(card.body, '/otp', { otp: '123456' });
    returnedTo(done, orderId);
    await expect.poll(async () => (await orderRow(orderId)).paymentStatus).toBe('paid');
    const [attempt] = await attemptsOf(orderId);
    expect(attempt).toMatchObject({ state: 'paid', provider: 'qi' });
    expect(await status(customer, orderId)).toMatchObject({
      payment_status: 'paid',
      payment_method: 'qi',
    });
  });

  it('leaves the order unpaid after a declined card, and a new click makes a new payment', async () => {
    const { customer, orderId } = await placedOrder();
    const path = pathOf(await confirm(customer, orderId, 'qi'));
    const form = await shop.app.inject({ method: 'GET', url: path });
    returnedTo(await submit(form.body, '/card', { cardNumber: '4000000000000002' }), orderId);
    // The return page asks Qi: declined.
    expect(await status(customer, orderId)).toMatchObject({
      payment_status: 'unpaid',
      last_attempt: 'failed',
    });
    await expect
      .poll(async () => (await attemptsOf(orderId)).map((a) => a.state))
      .toEqual(['declined']);
    const again = pathOf(await confirm(customer, orderId, 'qi'));
    expect(again).not.toBe(path);
    expect((await attemptsOf(orderId)).map((a) => a.state).sort()).toEqual(['declined', 'live']);
  });

  it('changes nothing for a forged notice, and asks Qi when the notice never comes', async () => {
    const { customer, orderId } = await placedOrder();
    expect((await control('qi', 'next-payment', { notification: 'none' })).statusCode).toBe(200);
    const path = pathOf(await confirm(customer, orderId, 'qi'));
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/qi/notify',
      headers: { 'content-type': 'application/json', 'x-signature': 'AAAA' },
      payload: JSON.stringify({ paymentId: qiPaymentId(path), status: 'SUCCESS', amount: 1 }),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('payment_notice_refused');
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'unpaid' });

    const finished = await control('qi', `payments/${qiPaymentId(path)}/finish`, {
      outcome: 'success',
    });
    expect(finished.statusCode).toBe(200);
    // No notice: the sweeper asks about payments not asked for a minute.
    shop.clock.advance(2 * 60 * 1000);
    await sweepExpiredPayments(paymentContext(shop.app));
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'qi' });
  });

  it('does not take a payment of another amount as paying the order', async () => {
    const { customer, orderId } = await placedOrder();
    await control('qi', 'next-payment', { notification: 'once', confirmedAmount: 1000 });
    const path = pathOf(await confirm(customer, orderId, 'qi'));
    await control('qi', `payments/${qiPaymentId(path)}/finish`, { outcome: 'success' });
    await expect
      .poll(async () => (await attemptsOf(orderId)).map((a) => a.state))
      .toEqual(['declined']);
    const [attempt] = await attemptsOf(orderId);
    expect(attempt!.providerStatus).toMatch(/differs/);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('cancels the payment at Qi when the customer chooses cash instead', async () => {
    const { customer, orderId } = await placedOrder();
    pathOf(await confirm(customer, orderId, 'qi'));
    const cod = await confirm(customer, orderId, 'cod');
    expect(cod.statusCode).toBe(200);
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['cancelled']);
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'cod' });
  });

  it('tells the customer Qi is not answering, and cash still works', async () => {
    const { customer, orderId } = await placedOrder();
    await control('qi', 'fail-next', { failure: 'html', count: 1 });
    const answer = await confirm(customer, orderId, 'qi');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      code: 'payment_provider_not_answering',
      params: { provider: 'Qi Card' },
    });
    // Qi is asked whether a payment exists under the attempt's reference before cash is taken.
    expect((await confirm(customer, orderId, 'cod')).statusCode).toBe(200);
    expect((await attemptsOf(orderId)).map((a) => a.state)).not.toContain('live');
  });
});

describe('ZainCash', () => {
  it('pays through the wallet page: the webhook is verified, then ZainCash is asked', async () => {
    const { customer, orderId } = await placedOrder();
    const path = pathOf(await confirm(customer, orderId, 'zaincash'));
    const page = await shop.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    const otp = await submit(page.body, '/wallet', { msisdn: '07801234567', pin: '1234' });
    expect(otp.statusCode).toBe(200);
    const back = await submit(otp.body, '/otp', { otp: '111111' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toContain(`/order/confirm?orderId=${orderId}`);
    await expect.poll(async () => (await orderRow(orderId)).paymentStatus).toBe('paid');
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'zaincash' });
  });

  it('keeps watching a payment it cannot cancel: paid after the order was cancelled, it is kept for a refund', async () => {
    const { customer, orderId, productId } = await placedOrder();
    await control('zaincash', 'next-outcome', { outcome: 'late-webhook' });
    const path = pathOf(await confirm(customer, orderId, 'zaincash'));
    const cancelled = await call(
      shop,
      'DELETE',
      '/api/home/coustomer/delete-orders',
      customer.token,
      {
        orderId,
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(10);
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['replaced']);
    // The customer still had the page open, and pays.
    const page = await shop.app.inject({ method: 'GET', url: path });
    const otp = await submit(page.body, '/wallet', { msisdn: '07801234567', pin: '1234' });
    await submit(otp.body, '/otp', { otp: '111111' });
    shop.clock.advance(2 * 60 * 1000);
    await sweepExpiredPayments(paymentContext(shop.app));
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['paid']);
    expect(await orderRow(orderId)).toMatchObject({
      deliveryStatus: 'cancelled',
      paymentStatus: 'unpaid',
    });
  });
});

describe('FastPay', () => {
  it('pays through the login page: the unsigned notice only makes the shop ask', async () => {
    const { customer, orderId } = await placedOrder();
    const path = pathOf(await confirm(customer, orderId, 'fastpay'));
    const page = await shop.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    const back = await submit(page.body, '/login', {
      mobile_number: '+9647501234567',
      password: 'any',
    });
    expect(back.statusCode).toBe(302);
    await expect.poll(async () => (await orderRow(orderId)).paymentStatus).toBe('paid');
    expect(await orderRow(orderId)).toMatchObject({ paymentMethod: 'fastpay' });
  });

  it('answers a notice naming no payment of ours with nothing changed', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/fastpay/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'merchant_order_id=0123456789abcdef0123456789abcdef&status=Success&amount=99',
    });
    expect(answer.statusCode).toBe(200);
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/notify',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('refunds from the console', () => {
  let admin: { token: string };
  beforeAll(async () => {
    admin = await createSignedInAdmin(shop);
  });

  /** An order paid on Qi Card's page (through the look-alike's controls). */
  async function paidWith(provider: 'qi' | 'zaincash') {
    const placed = await placedOrder();
    const path = pathOf(await confirm(placed.customer, placed.orderId, provider));
    if (provider === 'qi') {
      const id = path.split('/form/')[1]!.split(/[/?]/)[0]!;
      await control('qi', `payments/${id}/finish`, { outcome: 'success' });
    } else {
      const page = await shop.app.inject({ method: 'GET', url: path });
      const otp = await submit(page.body, '/wallet', { msisdn: '07801234567', pin: '1234' });
      await submit(otp.body, '/otp', { otp: '111111' });
    }
    await expect.poll(async () => (await orderRow(placed.orderId)).paymentStatus).toBe('paid');
    const payments = await call(
      shop,
      'GET',
      `/api/admin/orders/${placed.orderId}/payments`,
      admin.token,
    );
    expect(payments.statusCode).toBe(200);
    return { ...placed, payment: payments.json().payments[0] as { _id: string; amount: number } };
  }
  const refund = (orderId: string, body: object, key = randomUUID()) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': key },
      payload: body,
    });

  it('gives back part of a Qi Card payment, shown on the customer’s order; never more than was paid', async () => {
    const { customer, orderId, payment } = await paidWith('qi');
    const part = await refund(orderId, {
      paymentId: payment._id,
      amountIqd: 5000,
      reason: 'One card was misprinted',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().payments[0]).toMatchObject({ refundable: payment.amount - 5000 });
    expect(part.json().refunds[0]).toMatchObject({ amount: 5000, status: 'done', method: 'qi' });

    const details = await call(
      shop,
      'GET',
      `/api/home/coustomer/get-order-details/${orderId}`,
      customer.token,
    );
    expect(details.json().order.refunds).toEqual([
      expect.objectContaining({ amount: 5000, reason: 'One card was misprinted', status: 'done' }),
    ]);

    const tooMuch = await refund(orderId, {
      paymentId: payment._id,
      amountIqd: payment.amount,
      reason: 'All of it',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'refund_exceeds_paid' });
  });

  it('refunds once for a click sent twice, and once for two admins racing for what is left', async () => {
    const { orderId, payment } = await paidWith('qi');
    const key = randomUUID();
    const body = { paymentId: payment._id, amountIqd: 1000, reason: 'Late delivery' };
    const [first, again] = await Promise.all([
      refund(orderId, body, key),
      refund(orderId, body, key),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const rest = { paymentId: payment._id, amountIqd: payment.amount - 1000, reason: 'Cancelled' };
    const raced = await Promise.all([refund(orderId, rest), refund(orderId, rest)]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await call(shop, 'GET', `/api/admin/orders/${orderId}/payments`, admin.token);
    expect(after.json().payments[0].refundable).toBe(0);
    expect(after.json().refunds).toHaveLength(2);
  });

  it('gives back a ZainCash payment only whole, as ZainCash does', async () => {
    const { orderId, payment } = await paidWith('zaincash');
    const part = await refund(orderId, { paymentId: payment._id, amountIqd: 1000, reason: 'Part' });
    expect(part.statusCode).toBe(400);
    expect(part.json()).toMatchObject({
      code: 'refund_whole_only',
      params: { provider: 'ZainCash' },
    });
    const whole = await refund(orderId, {
      paymentId: payment._id,
      amountIqd: payment.amount,
      reason: 'Order cancelled by the print house',
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().payments[0].refundable).toBe(0);
  });

  it('says when Qi Card refuses a refund, which then no longer counts', async () => {
    const { orderId, payment } = await paidWith('qi');
    await control('qi', 'next-refund', { status: 'FAILED' });
    const refused = await refund(orderId, {
      paymentId: payment._id,
      amountIqd: 2000,
      reason: 'Late',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'refund_refused',
      params: { provider: 'Qi Card' },
    });
    const after = await call(shop, 'GET', `/api/admin/orders/${orderId}/payments`, admin.token);
    expect(after.json().payments[0].refundable).toBe(payment.amount);
    expect(after.json().refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('follows a Qi Card refund answered PROCESSING to its end by asking it again', async () => {
    const { orderId, payment } = await paidWith('qi');
    await control('qi', 'next-refund', { status: 'PROCESSING' });
    const asked = await refund(orderId, {
      paymentId: payment._id,
      amountIqd: 2000,
      reason: 'Late delivery',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().refunds[0]).toMatchObject({ status: 'processing' });
    // Qi's payment status never says refunded: the sweeper asks the refund again by its id.
    shop.clock.advance(2 * 60 * 1000);
    await sweepExpiredPayments(paymentContext(shop.app));
    const after = await call(shop, 'GET', `/api/admin/orders/${orderId}/payments`, admin.token);
    expect(after.json().refunds[0]).toMatchObject({ status: 'done', amount: 2000 });
    expect(after.json().payments[0].refundable).toBe(payment.amount - 2000);
  });

  it('answers a click’s key again with what it did, and refuses it for another refund', async () => {
    const first = await paidWith('qi');
    const second = await paidWith('qi');
    const key = randomUUID();
    const body = { paymentId: first.payment._id, amountIqd: 1000, reason: 'Late delivery' };
    expect((await refund(first.orderId, body, key)).statusCode).toBe(200);
    const again = await refund(first.orderId, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().refunds).toHaveLength(1);
    // The same key on another order, or for another amount: refused, nothing given back.
    const elsewhere = await refund(second.orderId, { ...body, paymentId: second.payment._id }, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const otherAmount = await refund(first.orderId, { ...body, amountIqd: 2000 }, key);
    expect(otherAmount.statusCode).toBe(422);
    const untouched = await call(
      shop,
      'GET',
      `/api/admin/orders/${second.orderId}/payments`,
      admin.token,
    );
    expect(untouched.json().refunds).toEqual([]);
  });

  it('refuses a payment that is not the order’s, and bad amounts', async () => {
    const { orderId } = await paidWith('qi');
    const other = await refund(orderId, {
      paymentId: randomUUID(),
      amountIqd: 10,
      reason: 'x y z',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('payment_not_found');
    for (const amountIqd of [0, -5, 1.5, 3_000_000_000, '100']) {
      const bad = await refund(orderId, { paymentId: 'p', amountIqd, reason: 'a reason' });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('attempts the sweeper and notices must not lose', () => {
  // A hundred attempts written and settled: 21.6 and 30.2 s in two CI runs on a busy machine.
  it('finds a lost Qi Card notice behind a hundred attempts no provider can settle', async () => {
    // A hundred older attempts whose status call fails (ids ZainCash does not know; a provider
    // down or no longer configured is the same): each goes to the back of the queue.
    const stuck = await placedOrder();
    await db()
      .insert(pagePayments)
      .values(
        Array.from({ length: 100 }, () => ({
          id: randomUUID(),
          orderId: stuck.orderId,
          provider: 'zaincash' as const,
          providerPaymentId: randomUUID(),
          amountIqd: 25_000,
          expiresAt: new Date('2099-01-01T00:00:00Z'),
          state: 'replaced' as const,
          updatedAt: new Date('2020-01-01T00:00:00Z'),
        })),
      );
    try {
      const { customer, orderId } = await placedOrder();
      await control('qi', 'next-payment', { notification: 'none' });
      const path = pathOf(await confirm(customer, orderId, 'qi'));
      const qiId = path.split('/form/')[1]!.split(/[/?]/)[0]!;
      await control('qi', `payments/${qiId}/finish`, { outcome: 'success' });
      shop.clock.advance(2 * 60 * 1000);
      for (let round = 0; round < 3; round += 1) {
        await sweepExpiredPayments(paymentContext(shop.app));
        shop.clock.advance(60 * 1000);
      }
      expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    } finally {
      await db().delete(pagePayments).where(eq(pagePayments.orderId, stuck.orderId));
    }
  }, 120_000);

  it('takes money a FastPay page took after its attempt was given up, for a person to refund', async () => {
    const { customer, orderId } = await placedOrder();
    const path = pathOf(await confirm(customer, orderId, 'fastpay'));
    // The order's time runs out: cancelled; FastPay has no cancel, so the attempt is watched…
    shop.clock.advance(2 * 60 * 60 * 1000);
    await sweepExpiredPayments(paymentContext(shop.app));
    expect(await orderRow(orderId)).toMatchObject({ deliveryStatus: 'cancelled' });
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['replaced']);
    // …and given up a day after its end.
    shop.clock.advance(25 * 60 * 60 * 1000);
    await sweepExpiredPayments(paymentContext(shop.app));
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['declined']);
    // The customer's tab was still open: they pay, and FastPay's notice makes the shop ask.
    const page = await shop.app.inject({ method: 'GET', url: path });
    const back = await submit(page.body, '/login', {
      mobile_number: '+9647501234567',
      password: 'any',
    });
    expect(back.statusCode).toBe(302);
    await expect
      .poll(async () => (await attemptsOf(orderId)).map((a) => a.state))
      .toEqual(['paid']);
    // Paid for a cancelled order: kept paid, listed for a refund, and flagged for a person.
    const admin = await createSignedInAdmin(shop);
    const payments = await call(shop, 'GET', `/api/admin/orders/${orderId}/payments`, admin.token);
    expect(payments.json().payments).toEqual([expect.objectContaining({ method: 'fastpay' })]);
    expect((await orderRow(orderId)).deliveryStatus).toBe('cancelled');
  });

  it('does not let an attempt refunded at the provider, never paid here, pay the order', async () => {
    const { customer, orderId } = await placedOrder();
    await control('qi', 'next-payment', { notification: 'none' });
    pathOf(await confirm(customer, orderId, 'qi'));
    const [attempt] = await attemptsOf(orderId);
    // Taken and given back in the provider's merchant panel before the shop heard of it.
    const context = paymentContext(shop.app);
    const qi = context.pageProviders.qi!;
    const refundedThere = {
      ...qi,
      status: async (id: string) => ({
        ...(await qi.status(id)),
        status: 'refunded' as const,
        providerStatus: 'REFUNDED',
      }),
    };
    await reconcilePagePayment({ ...context, pageProviders: { qi: refundedThere } }, attempt!);
    expect((await attemptsOf(orderId))[0]!.state).toBe('declined');
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    const flags = await db().select().from(paymentFlags).where(eq(paymentFlags.orderId, orderId));
    expect(flags).toEqual([expect.objectContaining({ kind: 'status_mismatch', method: 'qi' })]);
  });
});
