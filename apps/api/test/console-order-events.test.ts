import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOrderEvent } from '@chapkhana/shared/realtime';
import { currencyRates, sellerOrders } from '../src/db/schema/index';
import { call, createSignedInAdmin, orderProducts, shippingInfo } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import {
  closeSockets,
  countEvents,
  listeningTestApp,
  nextEvent,
  socketClient,
  type Client,
} from './helpers/sockets';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

// The consoles hear of orders as they happen (issue 37, "Live order list in the console"): each
// seller its own part, in its own room, and the admins the order; nobody else anything.

let shop: TestApp;
let url: string;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let sellerA: SignedInSeller;
let sellerB: SignedInSeller;
let customer: TestCustomer;
let productA: string;
let productB: string;

const db = () => shop.database.db;

/** Another sign-in of the same console account, as the print house's second computer. */
async function secondSignIn(seller: SignedInSeller): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { login: seller.email, password: seller.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

/** The part each seller has of an order, by seller id. */
async function partsOf(orderId: string): Promise<Map<string, string>> {
  const rows = await db()
    .select({ id: sellerOrders.id, sellerId: sellerOrders.sellerId })
    .from(sellerOrders)
    .where(eq(sellerOrders.orderId, orderId));
  return new Map(rows.map((row) => [row.sellerId, row.id]));
}

/** Every `event` a socket hears from now on, in order. */
function heard(socket: Client, event: 'order:placed' | 'order:changed'): ConsoleOrderEvent[] {
  const events: ConsoleOrderEvent[] = [];
  socket.on(event, (payload) => events.push(payload));
  return events;
}

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp({ SHIPPING_FEE_IQD: '5000' }));
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  admin = await createSignedInAdmin(shop);
  sellerA = await createSignedInSeller(shop, 'Hawler Print');
  sellerB = await createSignedInSeller(shop, 'Baghdad Print');
  const categoryId = (await insertCategory(db())).id;
  const white = [{ enName: 'White', hex: '#ffffff', quantity: 500, properties: [] }];
  productA = (
    await insertProductWithColours(db(), { sellerId: sellerA.sellerId, categoryId }, white)
  ).id;
  productB = (
    await insertProductWithColours(db(), { sellerId: sellerB.sellerId, categoryId }, white)
  ).id;
  customer = await createCustomer(shop, { name: 'Zana' });
});
afterEach(() => closeSockets());
afterAll(() => shop.close());

describe('order:placed', () => {
  it("reaches the seller's every console with its own part and the admins with the order, never another seller", async () => {
    const consoleA = await socketClient(url, sellerA.token);
    const secondA = await socketClient(url, await secondSignIn(sellerA));
    const consoleB = await socketClient(url, sellerB.token);
    const adminConsole = await socketClient(url, admin.token);
    const customerSocket = await socketClient(url, customer.token);
    const visitor = await socketClient(url);
    const toB = heard(consoleB, 'order:placed');
    const toCustomer = countEvents(customerSocket, 'order:placed');
    const toVisitor = countEvents(visitor, 'order:placed');

    const toA = nextEvent(consoleA, 'order:placed');
    const toSecondA = nextEvent(secondA, 'order:placed');
    const toAdmin = nextEvent(adminConsole, 'order:placed');
    const onlyA = await orderProducts(shop, customer, [productA]);
    const partA = (await partsOf(onlyA)).get(sellerA.sellerId);
    expect(await toA).toEqual({ orderId: onlyA, sellerOrderId: partA });
    expect(await toSecondA).toEqual({ orderId: onlyA, sellerOrderId: partA });
    expect(await toAdmin).toEqual({ orderId: onlyA, sellerOrderId: null });

    // B's own order comes after A's: a socket hears one copy's emits in order, so B's first
    // event being its own proves it never heard A's.
    const firstToB = nextEvent(consoleB, 'order:placed');
    const onlyB = await orderProducts(shop, customer, [productB]);
    expect(await firstToB).toEqual({
      orderId: onlyB,
      sellerOrderId: (await partsOf(onlyB)).get(sellerB.sellerId),
    });
    expect(toB).toHaveLength(1);

    // An order of both: each hears its own part, and only that.
    const bothToA = nextEvent(consoleA, 'order:placed');
    const bothToB = nextEvent(consoleB, 'order:placed');
    const both = await orderProducts(shop, customer, [productA, productB]);
    const parts = await partsOf(both);
    expect(await bothToA).toEqual({ orderId: both, sellerOrderId: parts.get(sellerA.sellerId) });
    expect(await bothToB).toEqual({ orderId: both, sellerOrderId: parts.get(sellerB.sellerId) });
    expect(toB.map((event) => event.sellerOrderId)).not.toContain(partA);
    expect(toCustomer()).toBe(0);
    expect(toVisitor()).toBe(0);
  });

  it('is sent once for a checkout sent twice with the same Idempotency-Key', async () => {
    const consoleA = await socketClient(url, sellerA.token);
    const toA = heard(consoleA, 'order:placed');
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: productA,
      cartItems: [{ color: 'White', quantity: 1, properties: [] }],
    });
    expect(added.statusCode).toBe(201);
    const key = randomUUID();
    const place = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/home/order/place-order',
        headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
        payload: { userId: customer.id, shippingInfo },
      });
    const first = nextEvent(consoleA, 'order:placed');
    const placed = await place();
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orderId as string;
    expect((await first).orderId).toBe(orderId);
    const again = await place();
    expect(again.json().orderId).toBe(orderId);
    // The next order's event is the next one heard: the repeat sent none.
    const next = nextEvent(consoleA, 'order:placed');
    const later = await orderProducts(shop, customer, [productA]);
    expect((await next).orderId).toBe(later);
    expect(toA.map((event) => event.orderId)).toEqual([orderId, later]);
  });
});

describe('order:changed', () => {
  it("reaches the part's seller and the admins when a part moves, even when the order's status does not", async () => {
    const both = await orderProducts(shop, customer, [productA, productB]);
    const parts = await partsOf(both);
    const consoleA = await socketClient(url, sellerA.token);
    const consoleB = await socketClient(url, sellerB.token);
    const adminConsole = await socketClient(url, admin.token);
    const toB = heard(consoleB, 'order:changed');

    // A prepares its part; B's is still pending, so the order stays pending.
    const toA = nextEvent(consoleA, 'order:changed');
    const toAdmin = nextEvent(adminConsole, 'order:changed');
    const moved = await call(
      shop,
      'PATCH',
      `/api/seller/orders/${parts.get(sellerA.sellerId)}`,
      sellerA.token,
      { delivery_status: 'preparing' },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order.order_status).toBe('pending');
    expect(await toA).toEqual({ orderId: both, sellerOrderId: parts.get(sellerA.sellerId) });
    expect(await toAdmin).toEqual({ orderId: both, sellerOrderId: null });

    // The order's status moves once B prepares too: both hear it, each its own part; B heard
    // nothing of A's part alone.
    const againToA = nextEvent(consoleA, 'order:changed');
    const firstToB = nextEvent(consoleB, 'order:changed');
    const movedB = await call(
      shop,
      'PATCH',
      `/api/seller/orders/${parts.get(sellerB.sellerId)}`,
      sellerB.token,
      { delivery_status: 'preparing' },
    );
    expect(movedB.json().order.order_status).toBe('preparing');
    expect(await firstToB).toEqual({ orderId: both, sellerOrderId: parts.get(sellerB.sellerId) });
    expect(await againToA).toEqual({ orderId: both, sellerOrderId: parts.get(sellerA.sellerId) });
    expect(toB).toHaveLength(1);
  });

  it("a seller that tries another seller's part moves nothing and is told nothing", async () => {
    const onlyA = await orderProducts(shop, customer, [productA]);
    const partA = (await partsOf(onlyA)).get(sellerA.sellerId);
    const consoleB = await socketClient(url, sellerB.token);
    const toB = heard(consoleB, 'order:changed');
    const tried = await call(shop, 'PATCH', `/api/seller/orders/${partA}`, sellerB.token, {
      delivery_status: 'preparing',
    });
    expect(tried.statusCode).toBe(404);
    // Its own next change is the first thing it hears.
    const own = await orderProducts(shop, customer, [productB]);
    const ownPart = (await partsOf(own)).get(sellerB.sellerId);
    const first = nextEvent(consoleB, 'order:changed');
    await call(shop, 'PATCH', `/api/seller/orders/${ownPart}`, sellerB.token, {
      delivery_status: 'preparing',
    });
    expect(await first).toEqual({ orderId: own, sellerOrderId: ownPart });
    expect(toB).toHaveLength(1);
  });
});
