import { Socket } from 'node:net';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartLines, currencyRates } from '../src/db/schema/index';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { freePort } from './helpers/ports';
import { closeSockets, socketClient } from './helpers/sockets';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/test-app';
import { UNTIL } from './helpers/waiting';

// Issue 21: a copy is stopped (SIGTERM → app.close(), then the pool ends) while requests are
// still being answered. They used to meet an ended pool ("Cannot use a pool after calling end")
// when their client had gone (the balancer cut them, a phone lost its signal): the HTTP server
// no longer waited for them, and the pool ended under their next query. Real PostgreSQL only:
// the request is held on a row lock taken from another connection.
const onPostgres = testDatabaseKind === 'postgres';

let shop: TestApp;
let customer: TestCustomer;
let productId: string;
let sellerId: string;
let url: string;
let errors: Error[];
/** The connections the shop's requests came on (an injected request has none). */
let connections: Socket[];
/** Locks held by a test, let go after it if it failed before letting go (else closing waits). */
let heldLocks: (() => Promise<void>)[] = [];

/** A fresh shop listening on a port, its errors collected. */
beforeEach(async () => {
  if (!onPostgres) return;
  shop = await createTestApp();
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  const refs = { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id };
  sellerId = refs.sellerId;
  productId = (
    await insertProductWithColours(db, refs, [{ enName: 'White', hex: '#ffffff', quantity: 50 }])
  ).id;
  customer = await createCustomer(shop);
  errors = [];
  connections = [];
  shop.app.addHook('onError', async (_request, _reply, error) => {
    errors.push(error);
  });
  shop.app.addHook('onRequest', async (request) => {
    if (request.raw.socket instanceof Socket) connections.push(request.raw.socket);
  });
  const port = await freePort();
  await shop.app.listen({ port, host: '127.0.0.1' });
  url = `http://127.0.0.1:${port}`;
});
afterEach(async () => {
  closeSockets();
  await Promise.all(heldLocks.map((release) => release()));
  heldLocks = [];
  // The test stopped the app and ended the pool; this drops the database and the folder.
  if (onPostgres) await shop.close();
});

/** Holds the customer's cart lock from another connection until `release` is called. */
async function holdCart(customerId: string) {
  const client = new pg.Client({ connectionString: shop.databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from customers where id = $1 for update', [customerId]);
  let released: Promise<void> | undefined;
  const release = () => (released ??= client.query('commit').then(() => client.end()));
  heldLocks.push(release);
  return release;
}

/** Resolves once `count` queries of this shop's database wait for a lock (the held cart). */
async function lockWaiters(count: number) {
  const watcher = new pg.Client({ connectionString: shop.databaseUrl });
  await watcher.connect();
  try {
    await vi.waitFor(async () => {
      const { rows } = await watcher.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect(rows[0]?.waiting).toBe(count);
    }, UNTIL);
  } finally {
    await watcher.end();
  }
}

/** Resolves once the app has begun closing: Fastify then refuses an injected request. */
async function closingBegun() {
  await vi.waitFor(async () => {
    const refused = await shop.app.inject({ url: '/no-such-page' }).then(
      () => undefined,
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe('FST_ERR_REOPENED_CLOSE_SERVER');
  }, UNTIL);
}

/** Stops the copy as server.ts does: the app closes, then the pool ends. */
async function stopShop() {
  await shop.app.close();
  await shop.database.close();
}

/** One query's rows, read after the shop has stopped (from a connection of the test's own). */
async function readAfterStop<Row extends Record<string, unknown>>(text: string, values: unknown[]) {
  const reader = new pg.Client({ connectionString: shop.databaseUrl });
  await reader.connect();
  try {
    return (await reader.query<Row>(text, values)).rows;
  } finally {
    await reader.end();
  }
}

const addToCart = (signal?: AbortSignal) =>
  fetch(`${url}/api/home/product/add-to-card`, {
    method: 'POST',
    headers: { ...bearer(customer.token), 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: customer.id,
      productId,
      cartItems: [{ color: 'White', quantity: 1, properties: [] }],
    }),
    ...(signal ? { signal } : {}),
  });

describe.runIf(onPostgres)('stopping the server with requests in flight', () => {
  it('a request the HTTP server does not wait for (injected) finishes before the pool ends', async () => {
    // A row step: its change in one transaction, then the cart read again from the pool.
    const added = await addToCart();
    expect(added.status).toBe(201);
    const [line] = await shop.database.db
      .select({ id: cartLines.id, items: cartLines.items })
      .from(cartLines)
      .where(eq(cartLines.customerId, customer.id));
    const release = await holdCart(customer.id);
    const injected = shop.app.inject({
      method: 'PUT',
      url: `/api/home/product/cart-row/${line!.id}`,
      headers: bearer(customer.token),
      payload: { colorId: line!.items[0]!.colorId, propertyId: null, change: 1 },
    });
    await lockWaiters(1);
    const stopping = stopShop();
    await closingBegun();
    await release();
    const answer = await injected;
    await stopping;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().buy_product_item).toBe(2);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('lets them finish, a cut one included, before the pool ends; none meets an ended pool', async () => {
    const release = await holdCart(customer.id);
    const waiting = addToCart();
    const cut = new AbortController();
    const cutOne = addToCart(cut.signal).catch((error: Error) => error);
    const injected = shop.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: bearer(customer.token),
      payload: {
        userId: customer.id,
        productId,
        cartItems: [{ color: 'White', quantity: 1, properties: [] }],
      },
    });
    // All three wait for the cart's lock, inside their handlers.
    await lockWaiters(3);
    // The balancer cuts one of them; then the copy is told to stop, as server.ts does it.
    cut.abort();
    await vi.waitFor(() => expect(connections.filter((c) => c.destroyed)).toHaveLength(1), UNTIL);
    const stopping = stopShop();
    await closingBegun();
    await release();
    const [answer, injectedAnswer] = await Promise.all([waiting, injected]);
    expect(answer.status, await answer.text()).toBe(201);
    expect(injectedAnswer.statusCode, injectedAnswer.body).toBe(201);
    expect(await cutOne).toBeInstanceOf(Error);
    const stoppingStarted = Date.now();
    await stopping;
    // Closed as soon as the work was done, not after a keep-alive connection's timeout (72 s):
    // a busy machine takes a little longer, never that long.
    expect(Date.now() - stoppingStarted).toBeLessThan(20_000);
    expect(errors.map((error) => error.message)).toEqual([]);
    // All three adds were done, the cut one too: its handler ran to the end before the pool went.
    const rows = await readAfterStop<{ quantity: number }>(
      'select quantity from cart_lines where customer_id = $1 and product_id = $2',
      [customer.id, productId],
    );
    expect(rows[0]?.quantity).toBe(3);
  });

  it('lets a chat message being saved finish, and its writer hear it was sent, before the pool ends', async () => {
    const socket = await socketClient(url, customer.token);
    // The message's row refers to the customer: its insert waits while the row is locked.
    const release = await holdCart(customer.id);
    const sent = socket
      .timeout(8000)
      .emitWithAck('send_customer_message', { sellerId, text: 'Is my proof ready?' })
      .catch((error: Error) => error);
    await lockWaiters(1);
    const stopping = stopShop();
    await closingBegun();
    await release();
    expect(await sent).toMatchObject({ ok: true, message: { message: 'Is my proof ready?' } });
    await stopping;
    expect(errors.map((error) => error.message)).toEqual([]);
    const rows = await readAfterStop<{ count: string }>(
      'select count(*) from chat_messages where message = $1',
      ['Is my proof ready?'],
    );
    expect(rows[0]?.count).toBe('1');
  });
});
