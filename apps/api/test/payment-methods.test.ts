import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS, paymentMethodLogo } from '@chapkhana/shared/payments';
import { currencyRates } from '../src/db/schema/index';
import { methodsSetUp, switchPaymentMethod } from '../src/modules/payments/methods';
import { startFibTestServer, type FibTestServer } from './fib/fib-test-server';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let fib: FibTestServer;
let shop: TestApp;
let admin: { id: string; token: string; name: string };

beforeAll(async () => {
  fib = await startFibTestServer({ callbackRetryDelayMs: 10 });
  shop = await createTestApp({
    FIB_BASE_URL: fib.baseUrl,
    FIB_CLIENT_ID: fib.clientId,
    FIB_CLIENT_SECRET: fib.clientSecret,
  });
  admin = await createSignedInAdmin(shop);
});
afterAll(async () => {
  await shop.close();
  await fib.close();
});

interface Offer {
  id: string;
  name: { kr: string; ar: string; en: string };
  kind: string;
  logo: string;
  simulation: boolean;
}
const offered = async () =>
  ((await call(shop, 'GET', '/api/home/payment-methods', undefined)).json() as { methods: Offer[] })
    .methods;
const switchMethod = (method: string, enabled: boolean, token = admin.token) =>
  call(shop, 'PUT', `/api/admin/payment-methods/${method}`, token, { enabled });

/** Both methods this shop has set up switched on again, whatever a test left. */
async function bothOn() {
  for (const method of ['fib', 'cod'])
    expect((await switchMethod(method, true)).statusCode).toBe(200);
}

async function placedOrder() {
  const db = shop.database.db;
  const customer = await createCustomer(shop);
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  const item = await insertProductWithColours(
    db,
    { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id },
    [{ enName: 'White', hex: '#ffffff', quantity: 5 }],
    { price: '12.60' },
  );
  const orderId = await orderProducts(shop, customer, [item.id], { payment: 'none' });
  return { customer, orderId };
}

describe('GET /api/home/payment-methods', () => {
  it('lists the methods set up here, online first, with names in three languages and a logo', async () => {
    await bothOn();
    const methods = await offered();
    expect(methods.map((method) => method.id)).toEqual(['fib', 'cod']);
    const [fibOffer, cash] = methods;
    expect(cash).toEqual({
      id: 'cod',
      name: { kr: 'پارەدان لە کاتی گەیاندن', ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
      kind: 'cash',
      logo: '/assets/payments/cod.svg',
      simulation: false,
    });
    expect(fibOffer).toMatchObject({ kind: 'qr', logo: '/assets/payments/fib.svg' });
    expect(fibOffer!.name.ar).toContain('FIB');
  });

  it('stops offering a method the admin switched off, and the checkout refuses it', async () => {
    await bothOn();
    const { customer, orderId } = await placedOrder();
    expect((await switchMethod('fib', false)).statusCode).toBe(200);
    // Kept public answers are dropped by the admin's write: the next read already lacks it.
    expect((await offered()).map((method) => method.id)).toEqual(['cod']);

    const refused = await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
      paymentMethod: 'fib',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('payment_method_unavailable');
    expect(fib.payments().size).toBe(0);

    const admins = (await call(shop, 'GET', '/api/admin/payment-methods', admin.token)).json();
    const fibState = admins.methods.find((method: { id: string }) => method.id === 'fib');
    expect(fibState).toMatchObject({ configured: true, enabled: false });
    expect(fibState.updatedBy.name).toBe(admin.name);
    // Methods this server has no credentials for are listed, not offered.
    const qi = admins.methods.find((method: { id: string }) => method.id === 'qi');
    expect(qi).toMatchObject({ configured: false, enabled: true, updatedBy: null });

    expect((await switchMethod('fib', true)).statusCode).toBe(200);
    expect((await offered()).map((method) => method.id)).toEqual(['fib', 'cod']);
  });

  it('refuses to switch off the last way to pay, and changes nothing', async () => {
    await bothOn();
    expect((await switchMethod('fib', false)).statusCode).toBe(200);
    const last = await switchMethod('cod', false);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last_payment_method');
    expect((await offered()).map((method) => method.id)).toEqual(['cod']);
    // A method not set up here may be switched: it is offered once configured.
    expect((await switchMethod('zaincash', false)).statusCode).toBe(200);
    await bothOn();
  });

  it('keeps one way to pay when two admins switch off the last two at once', async () => {
    await bothOn();
    const other = await createSignedInAdmin(shop);
    const answers = await Promise.all([
      switchMethod('fib', false),
      switchMethod('cod', false, other.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await offered()).toHaveLength(1);
    await bothOn();
    // The same through the service, many times over, each pair's transactions side by side.
    const methods = methodsSetUp({ fib: shop.app.fib, pageProviders: {} });
    for (let round = 0; round < 10; round++) {
      const outcomes = await Promise.allSettled(
        (['fib', 'cod'] as const).map((method) =>
          switchPaymentMethod(shop.database.db, methods, {
            method,
            enabled: false,
            staffId: admin.id,
            now: new Date(),
          }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await offered()).toHaveLength(1);
      await bothOn();
    }
  });

  it('is for admins only, and refuses a method it does not know', async () => {
    const customer = await createCustomer(shop);
    expect((await switchMethod('fib', false, customer.token)).statusCode).toBe(401);
    expect((await call(shop, 'GET', '/api/admin/payment-methods', undefined)).statusCode).toBe(401);
    const unknown = await switchMethod('asiahawala', false);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_input');
    const notBoolean = await call(shop, 'PUT', '/api/admin/payment-methods/fib', admin.token, {
      enabled: 'no',
    });
    expect(notBoolean.statusCode).toBe(400);
  });

  it('has a logo the storefront serves for every method', () => {
    for (const id of PAYMENT_METHOD_IDS) {
      const file = new URL(`../../web/public${paymentMethodLogo(id)}`, import.meta.url);
      expect(existsSync(file), id).toBe(true);
    }
  });
});
