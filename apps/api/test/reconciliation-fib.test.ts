import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, fibPayments, paymentFlags } from '../src/db/schema/index';
import { iraqDay } from '../src/modules/payments/flags';
import type { FibTestServer } from './fib/fib-test-server';
import { startShopWithQuietFib } from './fib/fib-test-shop';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import type { TestApp } from './helpers/test-app';

// Reconciliation of FIB's payments (issue 38) against the FIB test server: a paid code FIB
// agrees with is not flagged, one whose amount differs from ours is flagged once, and FIB not
// answering is "could not ask".

let fib: FibTestServer;
let shop: TestApp;
let close: () => Promise<void>;
let adminToken: string;
let productId: string;

beforeAll(async () => {
  ({ fib, shop, close } = await startShopWithQuietFib());
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  const refs = { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id };
  productId = (
    await insertProductWithColours(db, refs, [{ enName: 'White', hex: '#ffffff', quantity: 50 }], {
      price: '12.60',
    })
  ).id;
  adminToken = (await createSignedInAdmin(shop)).token;
});
afterAll(() => close());

/** An order paid with FIB (paid at the test server, then its callback). */
async function paidWithFib() {
  const customer = await createCustomer(shop);
  const orderId = await orderProducts(shop, customer, [productId], { payment: 'none' });
  const confirmed = await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
    paymentMethod: 'fib',
  });
  expect(confirmed.statusCode).toBe(200);
  const [payment] = await shop.database.db
    .select()
    .from(fibPayments)
    .where(eq(fibPayments.orderId, orderId));
  fib.pay(payment!.id);
  await call(shop, 'POST', '/api/payments/fib/callback', undefined, {
    id: payment!.id,
    status: 'PAID',
  });
  return payment!;
}

const checkToday = async () => {
  const answer = await call(
    shop,
    'POST',
    `/api/admin/reconciliation/days/${iraqDay(shop.clock.now())}/check`,
    adminToken,
  );
  expect(answer.statusCode).toBe(200);
  return answer.json().checks.find((c: { method: string }) => c.method === 'fib') as {
    asked: number;
    couldNotAsk: number;
    flagged: number;
  };
};

describe('reconciling FIB', () => {
  it('agrees with a paid code, and flags one whose amount differs once', async () => {
    const agreed = await paidWithFib();
    expect(await checkToday()).toMatchObject({ asked: 1, couldNotAsk: 0, flagged: 0 });

    const differs = await paidWithFib();
    await shop.database.db
      .update(fibPayments)
      .set({ amountIqd: differs.amountIqd + 500 })
      .where(eq(fibPayments.id, differs.id));
    expect((await checkToday()).flagged).toBe(1);
    expect((await checkToday()).flagged).toBe(1);
    const flags = await shop.database.db
      .select()
      .from(paymentFlags)
      .where(eq(paymentFlags.method, 'fib'));
    expect(flags.map((f) => [f.paymentId, f.kind])).toEqual([[differs.id, 'amount_differs']]);
    expect(flags.some((f) => f.paymentId === agreed.id)).toBe(false);
  });

  it('counts FIB not answering as "could not ask"', async () => {
    fib.failNext(20, 503, 'protected');
    const check = await checkToday();
    expect(check.couldNotAsk).toBeGreaterThanOrEqual(1);
    expect(check.flagged).toBe(0);
  });
});
