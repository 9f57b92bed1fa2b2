import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentContext } from '../src/app';
import {
  currencyRates,
  orders,
  pagePayments,
  paymentChecks,
  paymentFlags,
} from '../src/db/schema/index';
import { iraqDay } from '../src/modules/payments/flags';
import { checkYesterdayIfDue } from '../src/modules/payments/reconciliation';
import { sweepProcessingRefunds } from '../src/modules/payments/refunds';
import { PaymentProviderError } from '../src/payments/provider';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Reconciliation (issue 38) against the demo's look-alikes: a day's figures per provider, the
// check against each provider's status, flags for a person, and who may see and resolve them.

let shop: TestApp;
let admin: { token: string; name: string };
let productId: string;
const db = () => shop.database.db;

beforeAll(async () => {
  shop = await createTestApp({ PAYMENTS_LOOKALIKE: 'true' }, { logger: { level: 'fatal' } });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  const refs = {
    sellerId: (await insertSeller(db())).id,
    categoryId: (await insertCategory(db())).id,
  };
  const item = await insertProductWithColours(
    db(),
    refs,
    [{ enName: 'White', hex: '#ffffff', quantity: 500 }],
    { price: '12.60' },
  );
  productId = item.id;
  admin = await createSignedInAdmin(shop);
});
afterAll(() => shop.close());

const asAdmin = (method: 'GET' | 'POST', url: string, body?: object, token = admin.token) =>
  call(shop, method, url, token, body);
const today = () => iraqDay(shop.clock.now());

/** An order with a live Qi Card attempt, and how to pay it through the look-alike. */
async function qiOrder() {
  const customer = await createCustomer(shop);
  const orderId = await orderProducts(shop, customer, [productId], { payment: 'none' });
  const confirmed = await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
    paymentMethod: 'qi',
  });
  expect(confirmed.statusCode).toBe(200);
  const qiId = new URL(confirmed.json().redirect.url as string).pathname.split('/form/')[1]!;
  const [attempt] = await db().select().from(pagePayments).where(eq(pagePayments.orderId, orderId));
  return {
    orderId,
    attempt: attempt!,
    pay: async () => {
      const finished = await shop.app.inject({
        method: 'POST',
        url: `/lookalike/payments/qi/__control/payments/${qiId.split(/[/?]/)[0]}/finish`,
        payload: { outcome: 'success' },
      });
      expect(finished.statusCode).toBe(200);
    },
  };
}

async function paidQiOrder() {
  const order = await qiOrder();
  await order.pay();
  await expect
    .poll(
      async () =>
        (await db().select().from(orders).where(eq(orders.id, order.orderId)))[0]!.paymentStatus,
    )
    .toBe('paid');
  return order;
}

const summary = async (from = today(), to = from) => {
  const answer = await asAdmin('GET', `/api/admin/reconciliation?from=${from}&to=${to}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().rows as Record<string, number | string | null>[];
};
const check = (day = today()) => asAdmin('POST', `/api/admin/reconciliation/days/${day}/check`);
const flagsOf = (paymentId: string) =>
  db().select().from(paymentFlags).where(eq(paymentFlags.paymentId, paymentId));

describe('a day per provider', () => {
  it('adds up what was paid, refunded and is pending, and a check of agreeing answers flags nothing', async () => {
    const first = await paidQiOrder();
    await paidQiOrder();
    const pending = await qiOrder();
    const refund = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${first.orderId}/refunds`,
      headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': randomUUID() },
      payload: { paymentId: first.attempt.id, amountIqd: 1000, reason: 'One card misprinted' },
    });
    expect(refund.statusCode).toBe(200);

    const rows = await db().select().from(pagePayments).where(eq(pagePayments.provider, 'qi'));
    const paid = rows.filter((r) => r.state === 'paid');
    const open = rows.filter((r) => r.state === 'live' || r.state === 'replaced');
    const qi = (await summary()).find((r) => r.method === 'qi')!;
    expect(qi).toMatchObject({
      day: today(),
      paidCount: paid.length,
      paidIqd: paid.reduce((sum, r) => sum + r.amountIqd, 0),
      refundedIqd: 1000,
      pendingCount: open.length,
      pendingIqd: open.reduce((sum, r) => sum + r.amountIqd, 0),
      openFlags: 0,
      checkedAt: null,
    });
    expect(open.map((r) => r.id)).toContain(pending.attempt.id);

    const checked = await check();
    expect(checked.statusCode).toBe(200);
    const qiCheck = checked.json().checks.find((c: { method: string }) => c.method === 'qi');
    expect(qiCheck).toMatchObject({ asked: rows.length, couldNotAsk: 0, flagged: 0 });
    expect(
      checked.json().rows.find((r: { method: string }) => r.method === 'qi').checkedAt,
    ).not.toBeNull();
  });

  it('flags an amount the provider tells otherwise once, however often the day is checked', async () => {
    const order = await paidQiOrder();
    // Our row says more than Qi took.
    await db()
      .update(pagePayments)
      .set({ amountIqd: order.attempt.amountIqd + 250 })
      .where(eq(pagePayments.id, order.attempt.id));
    for (const _ of [1, 2]) expect((await check()).statusCode).toBe(200);
    const flags = await flagsOf(order.attempt.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ kind: 'amount_differs', method: 'qi', day: today() });
    expect(flags[0]!.theirs).toContain('IQD');

    const open = await asAdmin('GET', '/api/admin/reconciliation/flags');
    expect(open.statusCode).toBe(200);
    const listed = open
      .json()
      .flags.filter((f: { paymentId: string }) => f.paymentId === order.attempt.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ orderId: order.orderId, resolvedAt: null });
    expect(typeof listed[0].orderNumber).toBe('number');
    const qi = (await summary()).find((r) => r.method === 'qi')!;
    expect(qi.openFlags).toBeGreaterThanOrEqual(1);
  });

  it('counts a provider that does not answer as "could not ask", not as a mismatch', async () => {
    const order = await paidQiOrder();
    const qi = shop.app.pageProviders.providers.qi!;
    const down = vi
      .spyOn(qi, 'status')
      .mockRejectedValue(
        new PaymentProviderError('Qi is down', { provider: 'qi', kind: 'unavailable' }),
      );
    try {
      const checked = await check();
      expect(checked.statusCode).toBe(200);
      const qiCheck = checked.json().checks.find((c: { method: string }) => c.method === 'qi');
      expect(qiCheck.couldNotAsk).toBeGreaterThanOrEqual(1);
      expect(qiCheck.asked).toBe(0);
      expect(await flagsOf(order.attempt.id)).toHaveLength(0);
      const row = (await summary()).find((r) => r.method === 'qi')!;
      expect(row.couldNotAsk).toBe(qiCheck.couldNotAsk);
    } finally {
      down.mockRestore();
    }
  });

  it('flags a payment that arrives after the order was cancelled (a refund is due)', async () => {
    const order = await qiOrder();
    await db()
      .update(orders)
      .set({ deliveryStatus: 'cancelled' })
      .where(eq(orders.id, order.orderId));
    await order.pay();
    await expect
      .poll(async () => (await flagsOf(order.attempt.id)).map((f) => f.kind))
      .toEqual(['paid_after_cancel']);
    const [attempt] = await db()
      .select()
      .from(pagePayments)
      .where(eq(pagePayments.id, order.attempt.id));
    expect(attempt!.state).toBe('paid');
    // The check sees it paid at Qi as here: no second flag.
    expect((await check()).statusCode).toBe(200);
    expect(await flagsOf(order.attempt.id)).toHaveLength(1);
  });

  it('the daily job checks yesterday once, with the app clock', async () => {
    shop.clock.advance(24 * 60 * 60 * 1000);
    try {
      const yesterday = iraqDay(new Date(shop.clock.now().getTime() - 24 * 60 * 60 * 1000));
      await db().delete(paymentChecks).where(eq(paymentChecks.day, yesterday));
      const first = await checkYesterdayIfDue(paymentContext(shop.app));
      expect(first.map((c) => c.method).sort()).toEqual(['fastpay', 'qi', 'zaincash']);
      expect(await checkYesterdayIfDue(paymentContext(shop.app))).toEqual([]);
      const rows = await db()
        .select()
        .from(paymentChecks)
        .where(and(eq(paymentChecks.day, yesterday), eq(paymentChecks.method, 'qi')));
      expect(rows).toHaveLength(1);
    } finally {
      shop.clock.advance(-24 * 60 * 60 * 1000);
    }
  });
});

describe('a refund the provider does not confirm', () => {
  it('is flagged by the sweeper a day after it was asked, once', async () => {
    const order = await paidQiOrder();
    // Qi answers "processing" to the refund and to each time it is asked again.
    const qi = shop.app.pageProviders.providers.qi!;
    const processing = vi
      .spyOn(qi, 'refund')
      .mockResolvedValue({ providerRefundId: null, status: 'processing' });
    const refund = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refunds`,
      headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': randomUUID() },
      payload: { paymentId: order.attempt.id, amountIqd: 1000, reason: 'Misprinted' },
    });
    expect(refund.statusCode).toBe(200);
    const sweep = () => sweepProcessingRefunds(paymentContext(shop.app));
    await sweep();
    expect(await flagsOf(order.attempt.id)).toHaveLength(0);
    shop.clock.advance(25 * 60 * 60 * 1000);
    try {
      await sweep();
      await sweep();
      expect((await flagsOf(order.attempt.id)).map((f) => f.kind)).toEqual(['refund_stuck']);
    } finally {
      shop.clock.advance(-25 * 60 * 60 * 1000);
      processing.mockRestore();
    }
  });
});

describe('resolving a flag', () => {
  it('records who resolved it with a note; the same again is fine, someone else gets 409', async () => {
    const order = await paidQiOrder();
    await db()
      .update(pagePayments)
      .set({ amountIqd: order.attempt.amountIqd + 1 })
      .where(eq(pagePayments.id, order.attempt.id));
    await check();
    const [flag] = await flagsOf(order.attempt.id);
    const url = `/api/admin/reconciliation/flags/${flag!.id}/resolve`;
    const empty = await asAdmin('POST', url, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    const done = await asAdmin('POST', url, { note: 'Checked with Qi: our row was wrong' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      resolvedBy: admin.name,
      note: 'Checked with Qi: our row was wrong',
    });
    const again = await asAdmin('POST', url, { note: 'twice clicked' });
    expect(again.statusCode).toBe(200);
    expect(again.json().note).toBe('Checked with Qi: our row was wrong');
    const other = await createSignedInAdmin(shop);
    const late = await asAdmin('POST', url, { note: 'me too' }, other.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('payment_flag_resolved');
    const open = await asAdmin('GET', '/api/admin/reconciliation/flags');
    expect(open.json().flags.map((f: { _id: string }) => f._id)).not.toContain(flag!.id);
    const missing = await asAdmin(
      'POST',
      `/api/admin/reconciliation/flags/${randomUUID()}/resolve`,
      {
        note: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('payment_flag_not_found');
  });
});

describe('bad input and access', () => {
  it('refuses bad ranges and days to come, with codes', async () => {
    const backwards = await asAdmin(
      'GET',
      '/api/admin/reconciliation?from=2026-11-20&to=2026-11-01',
    );
    expect(backwards.json().code).toBe('reconciliation_range_invalid');
    const long = await asAdmin('GET', '/api/admin/reconciliation?from=2025-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('reconciliation_range_invalid');
    const bad = await asAdmin('GET', '/api/admin/reconciliation?from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(400);
    const ahead = await check('2999-01-01');
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().code).toBe('reconciliation_day_ahead');
  });

  it('is for admins only', async () => {
    const seller = await createSignedInSeller(shop, 'Not An Admin Print');
    const customer = await createCustomer(shop);
    const urls: ['GET' | 'POST', string, object?][] = [
      ['GET', `/api/admin/reconciliation?from=${today()}&to=${today()}`],
      ['GET', '/api/admin/reconciliation/flags'],
      ['POST', `/api/admin/reconciliation/flags/${randomUUID()}/resolve`, { note: 'x' }],
      ['POST', `/api/admin/reconciliation/days/${today()}/check`],
    ];
    for (const [method, url, body] of urls) {
      expect((await call(shop, method, url, seller.token, body)).statusCode).toBe(403);
      expect((await call(shop, method, url, customer.token, body)).statusCode).toBe(401);
      expect((await shop.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
