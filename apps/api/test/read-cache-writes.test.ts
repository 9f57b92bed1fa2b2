import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, orders } from '../src/db/schema/index';
import { sweepExpiredPayments } from '../src/modules/payments/service';
import { paymentContext } from '../src/app';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { bearer, createCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 21: kept answers and pages live for minutes (READ_CACHE_SECONDS 300), so every write that
// changes what they show must drop them. The customer's and the system's are read back here one
// by one; cache-invalidation.test.ts walks every write route of the API.
let shop: TestApp;
let refs: { sellerId: string; categoryId: string };

const read = (url: string) => shop.app.inject({ method: 'GET', url });
/** The product's answer, read twice so the second comes from memory. */
async function keptDetails(slug: string) {
  await read(`/api/home/product-details/${slug}`);
  const kept = await read(`/api/home/product-details/${slug}`);
  expect(kept.headers['x-cache']).toBe('hit');
  return kept.json().product as { stock: number; rating: number };
}
async function freshDetails(slug: string) {
  const answer = await read(`/api/home/product-details/${slug}`);
  expect(answer.headers['x-cache']).toBeUndefined();
  return answer.json().product as { stock: number; rating: number };
}
const product = (quantity = 10) =>
  insertProductWithColours(shop.database.db, refs, [{ enName: 'White', hex: '#ffffff', quantity }]);

beforeAll(async () => {
  shop = await createTestApp({ READ_CACHE_SECONDS: '300' });
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  refs = { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id };
});
afterAll(() => shop.close());

describe('customer and system writes read back at once through kept answers', () => {
  it('placing an order: the stock shown falls', async () => {
    const item = await product(10);
    expect((await keptDetails(item.slug)).stock).toBe(10);
    await orderProducts(shop, await createCustomer(shop), [item.id], {
      quantity: 3,
      payment: 'none',
    });
    expect((await freshDetails(item.slug)).stock).toBe(7);
  });

  it('a customer cancelling: the stock comes back', async () => {
    const item = await product(10);
    const customer = await createCustomer(shop);
    const orderId = await orderProducts(shop, customer, [item.id], { quantity: 2 });
    expect((await keptDetails(item.slug)).stock).toBe(8);
    const cancelled = await shop.app.inject({
      method: 'DELETE',
      url: '/api/home/coustomer/delete-orders',
      headers: bearer(customer.token),
      payload: { orderId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await freshDetails(item.slug)).stock).toBe(10);
  });

  it('the sweeper cancelling an order nobody paid: the stock comes back', async () => {
    const item = await product(10);
    const orderId = await orderProducts(shop, await createCustomer(shop), [item.id], {
      quantity: 4,
      payment: 'none',
    });
    expect((await keptDetails(item.slug)).stock).toBe(6);
    await shop.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    expect(await sweepExpiredPayments(paymentContext(shop.app))).toBe(1);
    expect((await freshDetails(item.slug)).stock).toBe(10);
  });

  it('a review: the rating shown changes', async () => {
    const item = await product(10);
    expect((await keptDetails(item.slug)).rating).toBe(0);
    const customer = await createCustomer(shop);
    const reviewed = await shop.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      headers: bearer(customer.token),
      payload: { productId: item.id, rating: 4, review: 'Good paper' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect((await freshDetails(item.slug)).rating).toBe(4);
  });

  it('an admin’s delivery fees: every product page of a seller shows them at once', async () => {
    const admin = await createSignedInAdmin(shop);
    const [shown, notReadYet] = [await product(), await product()];
    const fees = async (slug: string) =>
      (await read(`/api/home/product-details/${slug}`)).json().delivery.fees as Record<
        string,
        number
      >;
    // The seller's terms are kept apart from each product's answer (service.ts), and shared.
    expect((await fees(shown.slug)).BSR).toBe(5000);
    const saved = await call(shop, 'PUT', '/api/admin/delivery-fees', admin.token, {
      defaultFee: 5000,
      fees: { BSR: 9000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await fees(shown.slug)).BSR).toBe(9000);
    expect((await fees(notReadYet.slug)).BSR).toBe(9000);
  });
});
