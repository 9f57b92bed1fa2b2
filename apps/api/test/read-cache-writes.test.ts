import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, orders } from '../src/db/schema/index';
import { sweepExpiredPayments } from '../src/modules/payments/service';
import { paymentContext } from '../src/app';
import { orderProducts } from './helpers/console';
import { bearer, createCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 21: kept answers and pages live for minutes (READ_CACHE_SECONDS 300), so every write that
// changes what they show must drop them. Console writes (admin, seller, staff) always do; the
// customer's and the system's are checked here one by one, and every write route of the API is
// either one of those or named below with why it changes nothing a kept read shows.
let shop: TestApp;
let refs: { sellerId: string; categoryId: string };

/** Writes anyone or a customer may send that leave every kept read as it is, and why. */
const CHANGE_NOTHING_KEPT: Record<string, string> = {
  'POST /api/auth/email-link': 'mails a link',
  'POST /api/auth/verify-email': 'marks the customer’s email verified',
  'POST /api/customer/customer-register': 'a new customer: nothing public shows customers',
  'POST /api/customer/customer-login': 'a session',
  'POST /api/staff/login': 'a session',
  'POST /api/customer/logout': 'a session ends',
  'POST /api/staff/logout': 'a session ends',
  'PUT /api/customer/change-password': 'the customer’s own row',
  'POST /api/home/product/add-to-card': 'a cart holds no stock',
  'PUT /api/home/product/cart-row/:cardId': 'a cart holds no stock',
  'PUT /api/home/product/quantity-inc/:cardId': 'a cart holds no stock',
  'PUT /api/home/product/quantity-dec/:cardId': 'a cart holds no stock',
  'DELETE /api/home/product/delete-card-product/:cardId': 'a cart holds no stock',
  'POST /api/home/print/cart': 'a cart holds no stock',
  'POST /api/home/print/lines/:lineId/reorder': 'a cart holds no stock',
  'POST /api/home/product/add-to-wishlist': 'wishlists are not shown to others',
  'DELETE /api/home/product/remove-wishlist-product/:wishlistId': 'wishlists are not shown',
  'POST /api/home/customer/submit-address': 'the customer’s own addresses',
  'POST /api/home/print/artwork': 'the customer’s own files',
  'DELETE /api/home/print/artwork/:id': 'the customer’s own files',
  'POST /api/home/print/lines/:lineId/artwork': 'the customer’s own order line',
  'POST /api/home/print/lines/:lineId/approve': 'a proof: print lines take no stock',
  'POST /api/home/print/lines/:lineId/changes': 'a proof: print lines take no stock',
  'POST /api/chat/customer/add-customer-friend': 'chat',
  'POST /api/chat/customer/send-message-to-seller': 'chat',
  'PUT /api/order/confirm/:orderId':
    'choosing how to pay keeps the stock; an FIB code found declined cancels through cancelOrderWithFib, which drops them itself',
  'POST /api/payments/fib/callback':
    'paid keeps the stock; a declined code cancels through cancelOrderWithFib, which drops them itself',
};

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

describe('every write route either drops the kept reads or is known to change nothing they show', () => {
  it('walks the live route table', async () => {
    await shop.app.ready();
    const unclassified = shop.app.routeTable
      .filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .filter((route) => !route.changesCatalogue)
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !(name in CHANGE_NOTHING_KEPT));
    expect(unclassified).toEqual([]);
  });
});

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
});
