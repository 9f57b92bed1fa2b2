import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductBodyInput } from '@chapkhana/shared/products';
import {
  currencyRates,
  orderLines,
  orders,
  pagePayments,
  products,
  sellerOrders,
} from '../src/db/schema/index';
import { call, orderProducts, publishWithoutPictures } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import { pathOf, payOnQiPage } from './helpers/lookalike-pages';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Advances (عربون, issue 38): a seller asks a percent of a product's lines before printing; the
// order keeps it as placed, it is paid online (Qi Card's look-alike here), the part goes into
// production only then, and the courier collects what is left.

let shop: TestApp;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let plainSellerId: string;
let categoryId: string;
let depositProductId: string;
let plainProductId: string;

const db = () => shop.database.db;

const form = (overrides: Partial<ProductBodyInput> = {}): ProductBodyInput => ({
  categoryId,
  code: `BC-${randomUUID().slice(0, 8)}`,
  enName: 'Business cards',
  kuName: 'کارتی بازرگانی',
  arName: 'بطاقات أعمال',
  price: '6.55',
  colors: [{ hex: '#ffffff', enName: 'White', kuName: 'سپی', quantity: 500 }],
  ...overrides,
});

beforeAll(async () => {
  shop = await createTestApp({ PAYMENTS_LOOKALIKE: 'true' }, { logger: { level: 'error' } });
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  categoryId = (await insertCategory(db())).id;
  seller = await createSignedInSeller(shop, 'Erbil Print');
  const plainSeller = await createSignedInSeller(shop, 'Duhok Print');
  plainSellerId = plainSeller.sellerId;
  const created = await call(
    shop,
    'POST',
    '/api/seller/products',
    seller.token,
    form({ depositPercent: 30 }),
  );
  expect(created.statusCode).toBe(201);
  depositProductId = created.json().product._id as string;
  await publishWithoutPictures(shop, depositProductId);
  plainProductId = (
    await insertProductWithColours(
      db(),
      { sellerId: plainSellerId, categoryId },
      [{ enName: 'White', hex: '#ffffff', quantity: 50 }],
      { price: '10.00', published: true },
    )
  ).id;
});
afterAll(() => shop.close());

const orderRow = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const partOf = async (orderId: string, sellerId: string) =>
  (
    await db()
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.orderId, orderId), eq(sellerOrders.sellerId, sellerId)))
  )[0]!;
const confirm = (customer: TestCustomer, orderId: string, body: object) =>
  call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, body);
const customerOrder = async (customer: TestCustomer, orderId: string) =>
  (
    await call(shop, 'GET', `/api/home/coustomer/get-order-details/${orderId}`, customer.token)
  ).json().order;
const moveToPreparing = (partId: string) =>
  call(shop, 'PATCH', `/api/seller/orders/${partId}`, seller.token, {
    delivery_status: 'preparing',
  });

/** The customer chooses Qi Card for `payNow`: the look-alike's page, and the attempt made. */
async function payingWithQi(customer: TestCustomer, orderId: string, payNow: 'deposit' | 'all') {
  const path = pathOf(shop, await confirm(customer, orderId, { paymentMethod: 'qi', payNow }));
  const [attempt] = await db().select().from(pagePayments).where(eq(pagePayments.orderId, orderId));
  return { path, attempt };
}

/** A customer orders 2 of the advance-asking product and 1 of the plain one, not paid yet. */
async function placedOrder() {
  const customer = await createCustomer(shop);
  const orderId = await orderProducts(shop, customer, [depositProductId, plainProductId], {
    quantity: 2,
    payment: 'none',
  });
  return { customer, orderId };
}

describe("the seller's advance on a product", () => {
  it('is kept from the product form and read back; 0 or above 100 is refused', async () => {
    const read = await call(shop, 'GET', `/api/seller/products/${depositProductId}`, seller.token);
    expect(read.json().product.depositPercent).toBe(30);
    for (const depositPercent of [0, 101, 12.5]) {
      const refused = await call(
        shop,
        'POST',
        '/api/seller/products',
        seller.token,
        form({ depositPercent }),
      );
      expect(refused.statusCode).toBe(400);
    }
  });
});

describe('a cart with a line asking an advance', () => {
  it('says the advance each line would ask if ordered now', async () => {
    const customer = await createCustomer(shop);
    await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: depositProductId,
      cartItems: [{ color: 'White', quantity: 2, properties: [] }],
    });
    const cart = await call(
      shop,
      'GET',
      `/api/home/product/get-card-product/${customer.id}`,
      customer.token,
    );
    const lines = cart.json().card_products.flatMap((g: { products: unknown[] }) => g.products);
    expect(lines.map((line: { deposit?: number }) => line.deposit)).toEqual([5149]);
  });
});

describe('an order asking an advance', () => {
  it("keeps each line's advance as placed, rounded up, whatever the product says later", async () => {
    const { customer, orderId } = await placedOrder();
    // 6.55 USD × 1310 = 8,580.5 IQD a card, two: 17,161; 30 % is 5,148.3 → 5,149.
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const byProduct = new Map(lines.map((line) => [line.productId, line]));
    expect(byProduct.get(depositProductId)).toMatchObject({
      lineTotalIqd: '17161.00',
      depositIqd: 5149,
    });
    expect(byProduct.get(plainProductId)?.depositIqd).toBe(0);
    expect((await partOf(orderId, seller.sellerId)).depositIqd).toBe(5149);
    expect((await partOf(orderId, plainSellerId)).depositIqd).toBe(0);
    expect((await orderRow(orderId)).depositIqd).toBe(5149);

    await db()
      .update(products)
      .set({ depositPercent: 100 })
      .where(eq(products.id, depositProductId));
    try {
      expect((await orderRow(orderId)).depositIqd).toBe(5149);
      expect((await customerOrder(customer, orderId)).deposit).toEqual({
        amount: 5149,
        paid: false,
      });
    } finally {
      await db()
        .update(products)
        .set({ depositPercent: 30 })
        .where(eq(products.id, depositProductId));
    }
  });

  it('cannot be paid in cash alone, nor by another customer', async () => {
    const { customer, orderId } = await placedOrder();
    const cash = await confirm(customer, orderId, { paymentMethod: 'cod' });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().code).toBe('deposit_online_only');
    const stranger = await createCustomer(shop);
    const theirs = await confirm(stranger, orderId, { paymentMethod: 'qi', payNow: 'deposit' });
    expect(theirs.statusCode).toBe(404);
    expect((await orderRow(orderId)).paymentMethod).toBeNull();
  });

  it('goes into production only once its advance is paid, and the courier collects the rest', async () => {
    const { customer, orderId } = await placedOrder();
    const part = await partOf(orderId, seller.sellerId);
    const plainPart = await partOf(orderId, plainSellerId);

    const early = await moveToPreparing(part.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('deposit_not_paid');

    const { path, attempt } = await payingWithQi(customer, orderId, 'deposit');
    expect(attempt!.amountIqd).toBe(5149);
    expect((await moveToPreparing(part.id)).json().code).toBe('deposit_not_paid');

    await payOnQiPage(shop, path);
    await expect.poll(async () => (await orderRow(orderId)).depositPaidAt).not.toBeNull();
    // The rest is cash on delivery: the order is not paid yet.
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
    });

    // Once paid, the advance is not asked again (another click, or cash for it).
    const again = await confirm(customer, orderId, { paymentMethod: 'qi', payNow: 'deposit' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('deposit_already_paid');
    const moved = await moveToPreparing(part.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order.deposit).toEqual({ amount: 5149, paid: true });

    const seen = await customerOrder(customer, orderId);
    expect(seen.deposit).toEqual({ amount: 5149, paid: true });
    const cashOf = (partId: string) =>
      (seen.parcels as { _id: string; cash_to_collect: string }[]).find((p) => p._id === partId)!
        .cash_to_collect;
    expect(Number(cashOf(part.id))).toBe(Number(part.amountIqd) - 5149);
    expect(Number(cashOf(plainPart.id))).toBe(Number(plainPart.amountIqd));
  });

  it('paid all online, is paid, its advance too, and nothing is left for the courier', async () => {
    const { customer, orderId } = await placedOrder();
    const total = Number((await orderRow(orderId)).totalIqd);
    const { path, attempt } = await payingWithQi(customer, orderId, 'all');
    expect(attempt!.amountIqd).toBe(total);
    await payOnQiPage(shop, path);
    await expect.poll(async () => (await orderRow(orderId)).paymentStatus).toBe('paid');
    const seen = await customerOrder(customer, orderId);
    expect(seen.deposit).toEqual({ amount: 5149, paid: true });
    expect(seen.parcels.map((p: { cash_to_collect: string }) => Number(p.cash_to_collect))).toEqual(
      [0, 0],
    );
    const part = await partOf(orderId, seller.sellerId);
    expect((await moveToPreparing(part.id)).statusCode).toBe(200);
  });
});
