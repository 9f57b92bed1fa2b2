import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryStatus } from '@chapkhana/shared/orders';
import {
  currencyRates,
  orders,
  productColors,
  productProperties,
  products,
  sellerOrders,
} from '../src/db/schema/index';
import { paymentContext } from '../src/app';
import { sweepExpiredPayments } from '../src/modules/payments/service';
import type { FibTestServer } from './fib/fib-test-server';
import { startShopWithQuietFib } from './fib/fib-test-shop';
import { call, createSignedInAdmin, shippingInfo } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

// The order lifecycle as one table, walked whole: every starting state of an order with two
// sellers' parts × every actor and action, through the HTTP routes (the sweeper has none). The
// expectations below are written from the rules, not read from the code's table, so a rule
// that drifts in the code fails here.

let fib: FibTestServer;
let shop: TestApp;
let close: () => Promise<void>;
let admin: { token: string };
let sellerA: { sellerId: string; token: string };
let sellerB: { sellerId: string; token: string };
let categoryId: string;

beforeAll(async () => {
  ({ fib, shop, close } = await startShopWithQuietFib());
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  admin = await createSignedInAdmin(shop);
  sellerA = await createSignedInSeller(shop, 'Erbil Prints');
  sellerB = await createSignedInSeller(shop, 'Duhok Prints');
  categoryId = (await insertCategory(db)).id;
});
afterAll(() => close());

const db = () => shop.database.db;
type Progress = Exclude<DeliveryStatus, 'cancelled'>;
const STEPS: readonly Progress[] = ['pending', 'preparing', 'on way', 'delivered'];
const step = (status: DeliveryStatus) => STEPS.indexOf(status as Progress);

/** Where an order stands: its status, its two parts' (seller A's first) and its payment. */
interface OrderState {
  name: string;
  order: DeliveryStatus;
  parts: [DeliveryStatus, DeliveryStatus];
  paid: boolean;
  method: 'cod' | 'fib' | null;
}
const state = (
  name: string,
  order: DeliveryStatus,
  parts: [DeliveryStatus, DeliveryStatus],
  paid: boolean,
  method: OrderState['method'],
): OrderState => ({ name, order, parts, paid, method });

const STATES: OrderState[] = [
  state('new, no payment chosen', 'pending', ['pending', 'pending'], false, null),
  state('cash on delivery, pending', 'pending', ['pending', 'pending'], false, 'cod'),
  state('FIB, QR code payable', 'pending', ['pending', 'pending'], false, 'fib'),
  state('FIB, paid', 'pending', ['pending', 'pending'], true, 'fib'),
  state('cash, one part preparing', 'pending', ['preparing', 'pending'], false, 'cod'),
  state('cash, one part delivered', 'pending', ['delivered', 'pending'], false, 'cod'),
  state('cash, preparing', 'preparing', ['preparing', 'preparing'], false, 'cod'),
  state('cash, on way', 'on way', ['on way', 'on way'], false, 'cod'),
  state('FIB paid, one part on way', 'pending', ['on way', 'pending'], true, 'fib'),
  state('delivered and paid', 'delivered', ['delivered', 'delivered'], true, 'cod'),
  state('cancelled', 'cancelled', ['cancelled', 'cancelled'], false, 'cod'),
];

type Action =
  | { actor: 'customer'; kind: 'cancel' | 'cod' | 'fib' }
  | { actor: 'admin'; to: DeliveryStatus }
  | { actor: 'admin'; kind: 'collect-cash' }
  | { actor: 'seller'; to: Progress }
  | { actor: 'system'; kind: 'sweep' };

const ACTIONS: Action[] = [
  { actor: 'customer', kind: 'cancel' },
  { actor: 'customer', kind: 'cod' },
  { actor: 'customer', kind: 'fib' },
  ...(['preparing', 'on way', 'delivered', 'cancelled'] as const).map((to): Action => ({
    actor: 'admin',
    to,
  })),
  { actor: 'admin', kind: 'collect-cash' },
  ...(['preparing', 'on way', 'delivered'] as const).map((to): Action => ({ actor: 'seller', to })),
  { actor: 'system', kind: 'sweep' },
];
const actionName = (action: Action) =>
  'kind' in action ? `${action.actor} ${action.kind}` : `${action.actor} → ${action.to}`;

const unpaid = (s: OrderState) => !s.paid;
const allPending = (s: OrderState) =>
  s.order === 'pending' && s.parts.every((p) => p === 'pending');
const isFinal = (status: DeliveryStatus) => status === 'delivered' || status === 'cancelled';
const mayWork = (s: OrderState) => s.paid || s.method === 'cod';

/** What the rules say: `noop` answers 200 and changes nothing. */
function expected(s: OrderState, action: Action): 'ok' | 'refused' | 'noop' {
  const ok = (allowed: boolean) => (allowed ? 'ok' : 'refused');
  switch (action.actor) {
    case 'customer':
      if (action.kind === 'cancel') return ok(allPending(s) && unpaid(s));
      // The way to pay may change only before any work starts and before it is paid.
      return ok(allPending(s) && unpaid(s));
    case 'system':
      return ok(allPending(s) && unpaid(s));
    case 'admin':
      // Cash is recorded as collected on its own (delivering never does it): cash orders only.
      if ('kind' in action) {
        if (s.order === 'cancelled' || s.method !== 'cod') return 'refused';
        return s.paid ? 'noop' : 'ok';
      }
      if (s.order === action.to) return 'noop';
      if (isFinal(s.order)) return 'refused';
      if (action.to === 'cancelled') return ok(unpaid(s) && !s.parts.includes('delivered'));
      return ok(step(action.to) > step(s.order) && mayWork(s));
    case 'seller': {
      const part = s.parts[0];
      if (part === action.to) return 'noop';
      if (isFinal(part) || s.order === 'cancelled') return 'refused';
      return ok(step(action.to) > step(part) && mayWork(s));
    }
  }
}

const UNITS = 2;
const STOCK = 10;

/** An order with one line from each seller, brought into `s` (rows set the way the routes would). */
async function orderIn(s: OrderState) {
  const customer = await createCustomer(shop);
  const items = [];
  for (const sellerId of [sellerA.sellerId, sellerB.sellerId]) {
    const item = await insertProductWithColours(
      db(),
      { sellerId, categoryId },
      [{ enName: 'White', hex: '#ffffff', quantity: STOCK }],
      { price: '12.60' },
    );
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: item.id,
      cartItems: [{ color: 'White', quantity: UNITS, properties: [] }],
    });
    expect(added.statusCode).toBe(201);
    items.push(item.id);
  }
  const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
    userId: customer.id,
    shippingInfo,
  });
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().orderId as string;
  if (s.method) {
    const confirmed = await confirm(customer, orderId, s.method);
    expect(confirmed.statusCode).toBe(200);
  }
  const row = await orderRow(orderId);
  if (s.paid && s.method === 'fib') fib.pay(row.fibPaymentId!);
  await db()
    .update(orders)
    .set({
      deliveryStatus: s.order,
      paymentStatus: s.paid ? 'paid' : 'unpaid',
      paidAt: s.paid ? shop.clock.now() : null,
    })
    .where(eq(orders.id, orderId));
  const parts = await partsOf(orderId);
  const [partA, partB] = [sellerA, sellerB].map((seller) =>
    parts.find((p) => p.sellerId === seller.sellerId),
  );
  for (const [index, part] of [partA!, partB!].entries()) {
    await db()
      .update(sellerOrders)
      .set({ deliveryStatus: s.parts[index]! })
      .where(eq(sellerOrders.id, part.id));
  }
  return { customer, orderId, items, partA: partA!.id, paymentId: row.fibPaymentId };
}

const confirm = (customer: TestCustomer, orderId: string, paymentMethod: string) =>
  call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, { paymentMethod });
const orderRow = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const partsOf = (orderId: string) =>
  db().select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
const stockOf = async (productId: string) =>
  (
    await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  )[0]!.stock;

/** The order as the assertions compare it. */
async function snapshot(orderId: string, items: string[], partA: string) {
  const row = await orderRow(orderId);
  const parts = await partsOf(orderId);
  return {
    order: row.deliveryStatus,
    partA: parts.find((p) => p.id === partA)!.deliveryStatus,
    partB: parts.find((p) => p.id !== partA)!.deliveryStatus,
    payment: row.paymentStatus,
    method: row.paymentMethod,
    stock: await Promise.all(items.map(stockOf)),
  };
}

async function perform(
  action: Action,
  placed: Awaited<ReturnType<typeof orderIn>>,
): Promise<number> {
  const { customer, orderId, partA } = placed;
  if (action.actor === 'customer') {
    if (action.kind === 'cancel') {
      return (
        await call(shop, 'DELETE', '/api/home/coustomer/delete-orders', customer.token, {
          orderId,
        })
      ).statusCode;
    }
    return (await confirm(customer, orderId, action.kind)).statusCode;
  }
  if (action.actor === 'admin') {
    if ('kind' in action) {
      return (await call(shop, 'POST', `/api/admin/orders/${orderId}/cash-collected`, admin.token))
        .statusCode;
    }
    return (
      await call(shop, 'PATCH', `/api/admin/orders/${orderId}`, admin.token, {
        delivery_status: action.to,
        reason: 'Walked through the lifecycle table',
      })
    ).statusCode;
  }
  if (action.actor === 'seller') {
    return (
      await call(shop, 'PATCH', `/api/seller/orders/${partA}`, sellerA.token, {
        delivery_status: action.to,
      })
    ).statusCode;
  }
  // The sweeper finds the order's time to pay run out, however it stands.
  await db()
    .update(orders)
    .set({ paymentExpiresAt: new Date(shop.clock.now().getTime() - 1000) })
    .where(eq(orders.id, orderId));
  await sweepExpiredPayments(paymentContext(shop.app));
  return 200;
}

/** The state the rules say `action` leads to from `before` (when it is allowed). */
function after(
  before: Awaited<ReturnType<typeof snapshot>>,
  s: OrderState,
  action: Action,
): Awaited<ReturnType<typeof snapshot>> {
  const cancelled = {
    ...before,
    order: 'cancelled' as const,
    partA: 'cancelled' as const,
    partB: 'cancelled' as const,
    stock: before.stock.map(() => STOCK),
  };
  switch (action.actor) {
    case 'customer':
      if (action.kind === 'cancel') return cancelled;
      return { ...before, method: action.kind };
    case 'system':
      return cancelled;
    case 'admin': {
      if ('kind' in action) return { ...before, payment: 'paid' };
      if (action.to === 'cancelled') return cancelled;
      const to = action.to;
      const moved = (part: DeliveryStatus) => (step(part) < step(to) ? to : part);
      return {
        ...before,
        order: to,
        partA: moved(before.partA),
        partB: moved(before.partB),
      };
    }
    case 'seller': {
      const partA = action.to;
      const order = step(partA) < step(before.partB) ? partA : before.partB;
      return { ...before, partA, order };
    }
  }
}

describe('the order lifecycle table, walked whole', () => {
  for (const s of STATES) {
    describe(`an order that is ${s.name}`, () => {
      for (const action of ACTIONS) {
        const outcome = expected(s, action);
        it(`${actionName(action)}: ${outcome}`, async () => {
          const placed = await orderIn(s);
          const before = await snapshot(placed.orderId, placed.items, placed.partA);
          const status = await perform(action, placed);
          const now = await snapshot(placed.orderId, placed.items, placed.partA);
          if (outcome === 'refused') {
            if (action.actor !== 'system') expect(status).toBe(409);
            expect(now).toEqual(before);
            return;
          }
          expect(status).toBe(200);
          expect(now).toEqual(outcome === 'noop' ? before : after(before, s, action));
          // Whatever was done once changes nothing, and returns no stock, a second time.
          await perform(action, placed);
          const again = await snapshot(placed.orderId, placed.items, placed.partA);
          expect(again.stock).toEqual(now.stock);
          expect(again.order).toEqual(now.order);
        });
      }
    });
  }
});

describe('moves the table refuses, named', () => {
  it('refuses the customer’s cancel once a seller has delivered its part, and keeps the stock', async () => {
    const placed = await orderIn(STATES[1]!);
    const delivered = await call(
      shop,
      'PATCH',
      `/api/seller/orders/${placed.partA}`,
      sellerA.token,
      { delivery_status: 'delivered' },
    );
    expect(delivered.json().order).toMatchObject({
      delivery_status: 'delivered',
      order_status: 'pending',
    });
    const refused = await perform({ actor: 'customer', kind: 'cancel' }, placed);
    expect(refused).toBe(409);
    expect(await snapshot(placed.orderId, placed.items, placed.partA)).toMatchObject({
      order: 'pending',
      partA: 'delivered',
      partB: 'pending',
      stock: [STOCK - UNITS, STOCK - UNITS],
    });
  });

  it('refuses to switch a cash-on-delivery order in preparation to FIB', async () => {
    const placed = await orderIn(STATES[1]!);
    const from = fib.requests.length;
    await call(shop, 'PATCH', `/api/seller/orders/${placed.partA}`, sellerA.token, {
      delivery_status: 'preparing',
    });
    const refused = await confirm(placed.customer, placed.orderId, 'fib');
    expect(refused.statusCode).toBe(409);
    expect((await orderRow(placed.orderId)).paymentMethod).toBe('cod');
    expect(fib.requests.slice(from)).toEqual([]);
  });
});

describe('switching an FIB order to cash on delivery', () => {
  const fibOrder = () => orderIn(STATES[2]!);
  const livePayment = async (orderId: string) =>
    fib.payments().get((await orderRow(orderId)).fibPaymentId!)!;

  it('cancels the code at FIB first, so it can no longer be paid', async () => {
    const placed = await fibOrder();
    const switched = await confirm(placed.customer, placed.orderId, 'cod');
    expect(switched.statusCode).toBe(200);
    expect(await livePayment(placed.orderId)).toMatchObject({
      status: 'DECLINED',
      decliningReason: 'PAYMENT_CANCELLATION',
    });
    expect(await orderRow(placed.orderId)).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      paymentExpiresAt: null,
    });
  });

  it('refuses when FIB says it was paid meanwhile, and marks the order paid', async () => {
    const placed = await fibOrder();
    fib.pay((await orderRow(placed.orderId)).fibPaymentId!);
    const refused = await confirm(placed.customer, placed.orderId, 'cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This order is already paid.');
    expect(await orderRow(placed.orderId)).toMatchObject({
      paymentMethod: 'fib',
      paymentStatus: 'paid',
      deliveryStatus: 'pending',
    });
    expect(await snapshot(placed.orderId, placed.items, placed.partA)).toMatchObject({
      stock: [STOCK - UNITS, STOCK - UNITS],
    });
  });

  it('answers 503 and changes nothing when FIB does not answer', async () => {
    const placed = await fibOrder();
    const before = await orderRow(placed.orderId);
    fib.failNext(4, 503, 'protected');
    const refused = await confirm(placed.customer, placed.orderId, 'cod');
    expect(refused.statusCode).toBe(503);
    expect(await orderRow(placed.orderId)).toEqual(before);
    expect(await livePayment(placed.orderId)).toMatchObject({ status: 'UNPAID' });
  });
});

// Issue 33 (d): an order refers to its colours and sizes by row id, and the product editor keeps
// a row's id only while its name stays. Units returned to a colour or size renamed meanwhile went
// to the product's total alone: stock 5 while its colours held 3, and the extra units unsellable.
describe('stock returned after the seller renamed what the order holds', () => {
  const productRows = async (productId: string) => {
    const [product] = await db().select().from(products).where(eq(products.id, productId));
    const colours = await db()
      .select()
      .from(productColors)
      .where(eq(productColors.productId, productId));
    const sizes = await Promise.all(
      colours.map((c) =>
        db().select().from(productProperties).where(eq(productProperties.colorId, c.id)),
      ),
    );
    return {
      stock: product!.stock,
      colours: Object.fromEntries(
        colours.map((c, index) => [
          c.enName,
          {
            quantity: c.quantity,
            sizes: Object.fromEntries(sizes[index]!.map((s) => [s.enName, s.quantity])),
          },
        ]),
      ),
    };
  };

  /** An order of `cartItems` of a new product of seller A, and the product's edit route. */
  async function orderAndEdit(
    colours: Parameters<typeof insertProductWithColours>[2],
    cartItems: object[],
  ) {
    const customer = await createCustomer(shop);
    const item = await insertProductWithColours(
      db(),
      { sellerId: sellerA.sellerId, categoryId },
      colours,
    );
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: item.id,
      cartItems,
    });
    expect(added.statusCode).toBe(201);
    const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
      userId: customer.id,
      shippingInfo,
    });
    expect(placed.statusCode).toBe(201);
    const edit = (colors: object[]) =>
      call(shop, 'PUT', `/api/seller/products/${item.id}`, sellerA.token, {
        categoryId,
        code: item.code,
        enName: item.enName,
        price: item.price,
        colors,
      });
    const cancel = () =>
      call(shop, 'DELETE', '/api/home/coustomer/delete-orders', customer.token, {
        orderId: placed.json().orderId,
      });
    return { productId: item.id, edit, cancel };
  }

  it('keeps the product’s stock the sum of its colours when the ordered colour was renamed', async () => {
    const { productId, edit, cancel } = await orderAndEdit(
      [
        { enName: 'White', hex: '#ffffff', quantity: 5 },
        { enName: 'Black', hex: '#000000', quantity: 4 },
      ],
      [
        { color: 'White', quantity: 2, properties: [] },
        { color: 'Black', quantity: 1, properties: [] },
      ],
    );
    const renamed = await edit([
      { enName: 'Snow', hex: '#ffffff', quantity: 3 },
      { enName: 'Black', hex: '#000000', quantity: 3 },
    ]);
    expect(renamed.statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    // Black is still there and gets its unit back; White is gone, and its two units with it.
    expect(await productRows(productId)).toEqual({
      stock: 7,
      colours: { Snow: { quantity: 3, sizes: {} }, Black: { quantity: 4, sizes: {} } },
    });
  });

  it('keeps a colour’s units those of its sizes when the ordered size was renamed', async () => {
    const { productId, edit, cancel } = await orderAndEdit(
      [
        {
          enName: 'White',
          hex: '#ffffff',
          quantity: 8,
          properties: [
            { name: 'A5', quantity: 5 },
            { name: 'A6', quantity: 3 },
          ],
        },
      ],
      [
        {
          color: 'White',
          quantity: 0,
          properties: [
            { property: 'A5', quantity: 2 },
            { property: 'A6', quantity: 1 },
          ],
        },
      ],
    );
    const renamed = await edit([
      {
        enName: 'White',
        hex: '#ffffff',
        quantity: 5,
        properties: [
          { enName: 'A4', quantity: 3 },
          { enName: 'A6', quantity: 2 },
        ],
      },
    ]);
    expect(renamed.statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    expect(await productRows(productId)).toEqual({
      stock: 6,
      colours: { White: { quantity: 6, sizes: { A4: 3, A6: 3 } } },
    });
  });
});
