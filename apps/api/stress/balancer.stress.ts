import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { orders, staffUsers } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { checkCreateAdminInput, createAdminAccount } from '../src/modules/staff/create-admin';
import { startBalancer, type Balancer } from '../test/helpers/balancer';
import { shippingInfo } from '../test/helpers/console';
import type { TestCustomer } from '../test/helpers/customers';
import { pictureOf, multipart } from '../test/helpers/images';
import type { Client } from '../test/helpers/sockets';
import { recordFigures } from './support/figures';
import {
  productionServer,
  startPrivatePostgres,
  startPrivateRedis,
  waitFor,
  type PrivatePostgres,
  type PrivateRedis,
  type ProductionServer,
} from './support/processes';
import { halfWrittenOrders, stockLedger, stressShop, type StressShop } from './support/shop';

// Issue 21: the production layout of docs/deployment.md — copies of the server on one PostgreSQL,
// one Redis and one shared DATA_DIR, behind HAProxy running deploy/haproxy.cfg — driven only
// through the balancer. Each copy names itself (COPY_NAME → x-served-by) so the test sees where
// each request landed; a copy is reached directly only to check what that copy itself serves.
const COPIES = ['copy1', 'copy2'];
class PurchaseFailed extends Error {}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: PrivatePostgres;
let redis: PrivateRedis;
let shop: StressShop;
let dataDir: string;
const copies = new Map<string, ProductionServer>();
let balancer: Balancer;
let lb: string;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  redis = await startPrivateRedis();
  shop = await stressShop(postgres.url);
  // One DATA_DIR for every copy (a shared volume in production): uploads written by one copy
  // are served by the others.
  dataDir = mkdtempSync(path.join(tmpdir(), 'chapkhana-balanced-'));
  // Started together, as a release starts them: they take turns at the migrations.
  const started = await Promise.all(
    COPIES.map((name) =>
      productionServer(
        {
          DATABASE_URL: postgres.url,
          REDIS_URL: redis.url,
          JWT_SECRET: shop.jwtSecret,
          // Long-kept answers: only the drop through Redis can make a write visible everywhere.
          READ_CACHE_SECONDS: '300',
          TRUST_PROXY: '127.0.0.1',
          COPY_NAME: name,
        },
        { dataDir },
      ),
    ),
  );
  COPIES.forEach((name, i) => copies.set(name, started[i]!));
  balancer = await startBalancer(
    [...copies].map(([name, copy]) => ({ name, address: new URL(copy.url).host })),
  );
  lb = balancer.url;
  for (const copy of copies.values())
    await waitFor('realtime through Redis', async () => {
      const health = (await (await fetch(`${copy.url}/api/health`)).json()) as {
        realtime?: string;
      };
      return health.realtime === 'ok';
    });
});
afterAll(async () => {
  await balancer?.dispose();
  for (const copy of copies.values()) await copy.dispose();
  await shop?.database.close();
  await redis?.kill();
  await postgres?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  servedBy: string | null;
  json: Record<string, unknown>;
  text: string;
}

/** A request through the balancer (or to `base`), answering status, copy and body. */
async function request(
  method: string,
  url: string,
  options: { token?: string; body?: object; headers?: Record<string, string>; base?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${options.base ?? lb}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // a page, not JSON
  }
  return { status: response.status, servedBy: response.headers.get('x-served-by'), json, text };
}

/** A console account signed in through the balancer. */
async function staffSignIn(login: string, password: string): Promise<string> {
  const answer = await request('POST', '/api/staff/login', { body: { login, password } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.token as string;
}

async function signedInSeller(sellerIndex: number) {
  const sellerId = shop.sellerIds[sellerIndex]!;
  const [row] = await selectRows<{ staff: string; email: string }>(
    shop.database.db,
    sql`select s.staff_user_id as staff, u.email from sellers s
          join staff_users u on u.id = s.staff_user_id where s.id = ${sellerId}`,
  );
  const password = 'seller password 1';
  await shop.database.db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staffUsers.id, row!.staff));
  return { sellerId, token: await staffSignIn(row!.email, password) };
}

type Transport = 'websocket' | 'polling';

/**
 * A socket through the balancer. `copy` pins it with the balancer's own stickiness cookie (as a
 * browser sends it back); without, the socket keeps the cookie the balancer sets (`withCredentials`
 * gives socket.io-client a cookie jar, as a browser has).
 */
async function balancedSocket(transport: Transport, token: string, copy?: string): Promise<Client> {
  const socket: Client = connect(lb, {
    transports: [transport],
    auth: { token },
    reconnection: false,
    forceNew: true,
    ...(copy ? { extraHeaders: { cookie: `chapkhana_copy=${copy}` } } : { withCredentials: true }),
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connect within 10 s')), 10_000);
    socket.once('connect', () => (clearTimeout(timer), resolve()));
    socket.once('connect_error', (error) => (clearTimeout(timer), reject(error)));
  });
  return socket;
}
const opened: Client[] = [];

function next<T>(socket: Client, event: string, timeout = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeout} ms`)), timeout);
    (socket as unknown as { once(e: string, f: (v: T) => void): void }).once(event, (value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** The copy a Socket.IO request carrying `chapkhana_copy=<copy>` reaches through the balancer. */
async function copyReachedWithCookie(copy: string): Promise<string | null> {
  const handshake = await request('GET', '/socket.io/?EIO=4&transport=polling', {
    headers: { cookie: `chapkhana_copy=${copy}` },
  });
  return handshake.servedBy;
}

let purchase: { customer: TestCustomer; orderId: string; productId: string };

describe('several copies behind HAProxy', () => {
  it('takes a customer through a whole purchase with consecutive requests on different copies', async () => {
    const product = await shop.product(1000, 0);
    const [customer] = await shop.customers(1);
    const steps: { step: string; status: number; servedBy: string | null }[] = [];
    const step = async (name: string, answer: Promise<Answer>, expected = 200) => {
      const got = await answer;
      steps.push({ step: name, status: got.status, servedBy: got.servedBy });
      expect(got.status, `${name}: ${got.text}`).toBe(expected);
      return got;
    };
    const signedIn = await step(
      'sign in',
      request('POST', '/api/customer/customer-login', {
        body: { phone: customer!.phone, password: customer!.password },
      }),
    );
    const token = signedIn.json.token as string;
    await step('product page', request('GET', `/product/details/${product.slug}`));
    await step('product details', request('GET', `/api/home/product-details/${product.slug}`));
    await step(
      'add to cart',
      request('POST', '/api/home/product/add-to-card', {
        token,
        body: {
          userId: customer!.id,
          productId: product.id,
          cartItems: [{ color: 'White', quantity: 2, properties: [] }],
        },
      }),
      201,
    );
    await step(
      'cart',
      request('GET', `/api/home/product/get-card-product/${customer!.id}`, { token }),
    );
    const placed = await step(
      'place order',
      request('POST', '/api/home/order/place-order', {
        token,
        body: { userId: customer!.id, shippingInfo },
        headers: { 'idempotency-key': `balanced-${randomUUID()}` },
      }),
      201,
    );
    const orderId = placed.json.orderId as string;
    await step(
      'cash on delivery',
      request('PUT', `/api/order/confirm/${orderId}`, { token, body: { paymentMethod: 'cod' } }),
    );
    const read = await step(
      'read the order',
      request('GET', `/api/home/coustomer/get-order-details/${orderId}`, { token }),
    );
    expect(JSON.stringify(read.json.order)).toContain(product.id);
    const list = await step(
      'orders list',
      request('GET', `/api/home/coustomer/get-orders/${customer!.id}/all`, { token }),
    );
    expect(JSON.stringify(list.json)).toContain(orderId);

    // Every step was served by a named copy, both copies served, and the copy changed between
    // consecutive steps (round robin per request, not per connection).
    const servedBy = steps.map((s) => s.servedBy);
    expect(servedBy.every((name) => name && COPIES.includes(name))).toBe(true);
    expect(new Set(servedBy).size).toBe(COPIES.length);
    const switches = servedBy.slice(1).filter((name, i) => name !== servedBy[i]).length;
    expect(switches).toBeGreaterThanOrEqual(Math.floor((servedBy.length - 1) / 2));
    purchase = { customer: { ...customer!, token }, orderId, productId: product.id };
    recordFigures('balancer: one purchase', {
      steps: steps.map((s) => `${s.step} → ${s.servedBy}`),
      copySwitches: switches,
    });
  });

  it('serves an upload written through one copy from every copy (one shared DATA_DIR)', async () => {
    const input = checkCreateAdminInput({
      email: `admin-${randomUUID().slice(0, 8)}@test.example`,
      phone: '+9647701234567',
      name: 'Balancer Admin',
      password: 'admin password 1',
    });
    await createAdminAccount(shop.database.db, input);
    const token = await staffSignIn(input.email, input.password);
    const form = multipart([
      { name: 'link', value: 'shop.example/balanced' },
      { name: 'position', value: '1' },
      { name: 'image', filename: 'sale.jpg', content: await pictureOf('jpeg', 1600, 600) },
    ]);
    const response = await fetch(`${lb}/api/admin/banners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(response.status).toBe(201);
    const writer = response.headers.get('x-served-by');
    const { banner } = (await response.json()) as { banner: { image: string } };
    const file = new URL(banner.image, lb).pathname;
    for (const [name, copy] of copies) {
      const image = await fetch(`${copy.url}${file}`);
      expect(image.status, `${file} on ${name} (written by ${writer})`).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('limits sign-in guesses spread over the copies together', async () => {
    const [customer] = await shop.customers(1);
    const guess = (password: string) =>
      request('POST', '/api/customer/customer-login', {
        body: { phone: customer!.phone, password },
      });
    const guesses: Answer[] = [];
    for (let i = 0; i < 10; i++) guesses.push(await guess(`wrong guess ${i}`));
    expect(guesses.map((g) => g.status)).toEqual(Array(10).fill(401));
    const perCopy = Object.fromEntries(
      COPIES.map((name) => [name, guesses.filter((g) => g.servedBy === name).length]),
    );
    // Each copy saw fewer than the limit of 10…
    for (const name of COPIES) expect(perCopy[name]).toBeLessThan(10);
    // …yet the right password is refused on every copy: the count is shared through Redis.
    const refused: Answer[] = [];
    for (let i = 0; i < COPIES.length; i++) refused.push(await guess(customer!.password));
    expect(refused.map((r) => r.status)).toEqual(Array(COPIES.length).fill(429));
    expect(new Set(refused.map((r) => r.servedBy)).size).toBe(COPIES.length);
    recordFigures('balancer: shared sign-in limit', {
      guessesPerCopy: perCopy,
      then: '429 on every copy',
    });
  });

  it('makes a catalogue write through one copy visible on every copy within a second', async () => {
    const product = await shop.product(100, 1);
    const apiUrl = `/api/home/product-details/${product.slug}`;
    const pageUrl = `/product/details/${product.slug}`;
    // Every copy keeps the answer and the page (READ_CACHE_SECONDS=300; a page carries no
    // x-cache header, it is read twice to be kept, as renderer.ts keeps it).
    for (const copy of copies.values()) {
      await waitFor(`${apiUrl} kept on ${copy.url}`, async () => {
        const answer = await fetch(`${copy.url}${apiUrl}`);
        return answer.headers.get('x-cache') === 'hit';
      });
      for (let i = 0; i < 2; i++) expect((await fetch(`${copy.url}${pageUrl}`)).status).toBe(200);
    }
    const seller = await signedInSeller(1);
    const newName = `Balanced mug ${randomUUID().slice(0, 6)}`;
    const own = await request('GET', `/api/seller/products/${product.id}`, { token: seller.token });
    expect(own.status, own.text).toBe(200);
    const current = own.json.product as { code: string; categoryId: string; price: string };
    const written = await request('PUT', `/api/seller/products/${product.id}`, {
      token: seller.token,
      body: {
        enName: newName,
        kuName: newName,
        arName: newName,
        categoryId: current.categoryId,
        code: current.code,
        price: current.price,
        colors: [{ enName: 'White', hex: '#ffffff', quantity: 100 }],
      },
    });
    const writtenAt = Date.now();
    expect(written.status, written.text).toBe(200);
    const visibleMs: Record<string, number> = {};
    for (const [name, copy] of copies) {
      for (const url of [apiUrl, pageUrl]) {
        await waitFor(
          `${newName} on ${name} ${url}`,
          async () => (await (await fetch(`${copy.url}${url}`)).text()).includes(newName),
          1000,
          20,
        );
        visibleMs[`${name} ${url.startsWith('/api') ? 'API' : 'page'}`] = Date.now() - writtenAt;
      }
    }
    recordFigures('balancer: catalogue write visible everywhere', {
      writtenThrough: written.servedBy,
      visibleAfterMs: visibleMs,
    });
  });

  for (const transport of ['websocket', 'polling'] as const) {
    it(`carries an order status and chat across copies through the balancer (${transport})`, async () => {
      // The stickiness cookie decides the copy: checked on Socket.IO's own answers.
      for (const name of COPIES) expect(await copyReachedWithCookie(name)).toBe(name);
      const { customer, orderId } = purchase;
      // The customer has a socket on every copy; whichever copy takes the seller's change, one
      // of them hears it from another copy.
      const customerSockets = await Promise.all(
        COPIES.map((name) => balancedSocket(transport, customer.token, name)),
      );
      // And one that keeps whatever copy the balancer chose, by the cookie it set (a browser).
      customerSockets.push(await balancedSocket(transport, customer.token));
      const seller = await signedInSeller(0);
      const parts = await request('GET', '/api/seller/orders', { token: seller.token });
      expect(parts.status, parts.text).toBe(200);
      const part = (parts.json.items as { _id: string; orderId: string }[]).find(
        (o) => o.orderId === orderId,
      );
      expect(part, parts.text).toBeDefined();
      const status = transport === 'websocket' ? 'preparing' : 'on way';
      const heard = customerSockets.map((socket) =>
        next<{ orderId: string; delivery_status: string }>(socket, 'orderStatusUpdate'),
      );
      const changed = await request('PATCH', `/api/seller/orders/${part!._id}`, {
        token: seller.token,
        body: { delivery_status: status },
      });
      expect(changed.status, changed.text).toBe(200);
      for (const update of await Promise.all(heard))
        expect(update).toMatchObject({ orderId, delivery_status: status });

      // Chat: the customer on one copy, the seller on the other.
      const [customerCopy, sellerCopy] = transport === 'websocket' ? COPIES : [...COPIES].reverse();
      const sellerSocket = await balancedSocket(transport, seller.token, sellerCopy);
      const customerSocket = await balancedSocket(transport, customer.token, customerCopy);
      const sellerHears = next<{ message: string }>(sellerSocket, 'customer_message');
      const text = `across the balancer by ${transport}`;
      const sent = await customerSocket.emitWithAck('send_customer_message', {
        sellerId: seller.sellerId,
        text,
      });
      expect(sent.ok).toBe(true);
      expect(await sellerHears).toMatchObject({ message: text });
      const customerHears = next<{ message: string }>(customerSocket, 'seller_message');
      const answer = await sellerSocket.emitWithAck('send_seller_message', {
        customerId: customer.id,
        text: `answered by ${transport}`,
      });
      expect(answer.ok).toBe(true);
      expect(await customerHears).toMatchObject({ message: `answered by ${transport}` });
      for (const socket of opened.splice(0)) socket.disconnect();
      recordFigures(`balancer: realtime over ${transport}`, {
        statusChangedOn: changed.servedBy,
        customerSocketsOn: [...COPIES, 'balancer’s choice (cookie jar)'],
        chat: `customer on ${customerCopy} ↔ seller on ${sellerCopy}`,
      });
    });
  }

  it('breaks a polling session without the stickiness cookie (what the cookie is for)', async () => {
    const { customer } = purchase;
    // No cookie jar and no pinned copy: each request of the session is balanced on its own.
    const outcomes = await Promise.all(
      [0, 1, 2].map(async () => {
        const socket: Client = connect(lb, {
          transports: ['polling'],
          auth: { token: customer.token },
          reconnection: false,
          forceNew: true,
        });
        const outcome = await new Promise<string>((resolve) => {
          const timer = setTimeout(() => resolve('no answer'), 5000);
          socket.once('connect', () => {
            // Connected by chance (both requests on one copy): the next polls will not be.
            socket.once('disconnect', (reason) => (clearTimeout(timer), resolve(reason)));
          });
          socket.once('connect_error', (error) => (clearTimeout(timer), resolve(error.message)));
        });
        socket.disconnect();
        return outcome;
      }),
    );
    expect(outcomes.every((o) => o !== 'no answer')).toBe(true);
    recordFigures('balancer: polling without the cookie', { outcomes });
  });

  it('loses no purchase when a copy is killed (SIGKILL) under a stream of purchases', async () => {
    const products = await Promise.all([shop.product(100_000, 0), shop.product(100_000, 1)]);
    const buyers = await shop.customers(8);
    const seen: { step: string; status: number; at: number; said?: string }[] = [];
    const resent: { step: string; after: number }[] = [];
    const failedPurchases: { step: string; answers: number[] }[] = [];
    let running = true;
    let completed = 0;
    const started = Date.now();

    /**
     * A write sent as the storefront sends it (lib/keyed-write.ts): one Idempotency-Key for the
     * customer's action, and the same request again, with the same key, when the answer was lost
     * or the balancer answered 502/503/504, after 0.4, 1.5 and 4 s. The client never reads back
     * whether the write happened: the server answers a repeat with the first answer.
     */
    async function keyedStep(
      name: string,
      send: (key: string) => Promise<Answer>,
      expected: number,
    ): Promise<Answer> {
      const key = `kill-${randomUUID()}`;
      const answers: number[] = [];
      for (const pause of [0, 400, 1500, 4000]) {
        if (pause) await sleep(pause);
        const answer = await send(key).catch((error: Error): Answer => ({
          status: 0,
          servedBy: null,
          json: {},
          text: `${error.message}: ${(error.cause as Error | undefined)?.message}`,
        }));
        answers.push(answer.status);
        seen.push({
          step: name,
          status: answer.status,
          at: Date.now() - started,
          ...(answer.status === expected ? {} : { said: answer.text.slice(0, 120) }),
        });
        if (answer.status === expected) return answer;
        if (![0, 502, 503, 504].includes(answer.status)) break;
        resent.push({ step: name, after: answer.status });
      }
      failedPurchases.push({ step: name, answers });
      throw new PurchaseFailed(`${name} failed: ${answers.join(', ')}`);
    }

    const buyerLoop = async (buyer: TestCustomer, index: number) => {
      const product = products[index % 2]!;
      const orderIds: string[] = [];
      while (running) {
        try {
          orderIds.push(await purchase(buyer, product.id));
          completed += 1;
        } catch (error) {
          // Counted in failedPurchases; the customer starts another purchase.
          if (!(error instanceof PurchaseFailed)) throw error;
        }
      }
      return orderIds;
    };
    const purchase = async (buyer: TestCustomer, productId: string): Promise<string> => {
      await keyedStep(
        'add to cart',
        (key) =>
          request('POST', '/api/home/product/add-to-card', {
            token: buyer.token,
            body: {
              userId: buyer.id,
              productId,
              cartItems: [{ color: 'White', quantity: 1, properties: [] }],
            },
            headers: { 'idempotency-key': key },
          }),
        201,
      );
      const placed = await keyedStep(
        'place order',
        (key) =>
          request('POST', '/api/home/order/place-order', {
            token: buyer.token,
            body: { userId: buyer.id, shippingInfo },
            headers: { 'idempotency-key': key },
          }),
        201,
      );
      const orderId = placed.json.orderId as string;
      await keyedStep(
        'cash on delivery',
        (key) =>
          request('PUT', `/api/order/confirm/${orderId}`, {
            token: buyer.token,
            body: { paymentMethod: 'cod' },
            headers: { 'idempotency-key': key },
          }),
        200,
      );
      const read = await request('GET', `/api/home/coustomer/get-order-details/${orderId}`, {
        token: buyer.token,
      });
      seen.push({ step: 'read the order', status: read.status, at: Date.now() - started });
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.json)).toContain('"cod"');
      return orderId;
    };
    const loops = buyers.map(buyerLoop);
    await waitFor('purchases under way', async () => completed >= 16, 60_000, 20);
    const victim = copies.get('copy2')!;
    const killedAt = Date.now() - started;
    await victim.kill('SIGKILL');
    const completedAtKill = completed;
    await waitFor(
      'HAProxy taking copy2 out',
      async () => /copy2 is DOWN/.test(balancer.log()),
      20_000,
      20,
    );
    const downAfterMs = Date.now() - started - killedAt;
    await sleep(4000);
    running = false;
    const orderIds = (await Promise.all(loops)).flat();

    // Every purchase finished: one order per purchase, no order lost, doubled or half-written.
    expect(orderIds.length).toBe(completed);
    const found = await shop.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          buyers.map((b) => b.id),
        ),
      );
    expect(found.map((o) => o.id).sort()).toEqual([...orderIds].sort());
    expect(await halfWrittenOrders(shop.database)).toEqual([]);
    for (const product of products) {
      const ledger = await stockLedger(shop.database, product.id);
      expect(ledger.stock).toBe(100_000 - ledger.sold);
    }
    // No purchase failed: every write whose answer was lost went through when sent again.
    expect(failedPurchases).toEqual([]);
    const failures = seen.filter((s) => s.status < 200 || s.status >= 300);
    // Each order holds one unit: an add-to-cart sent again never added a second one.
    const [units] = await selectRows<{ items: number; orders: number }>(
      shop.database.db,
      sql`select coalesce(sum(items), 0)::int as items, count(*)::int as orders from orders
            where customer_id in (${sql.join(
              buyers.map((b) => sql`${b.id}`),
              sql`, `,
            )})`,
    );
    expect(units).toEqual({ items: orderIds.length, orders: orderIds.length });
    // httplog: after the termination state, actconn/feconn/beconn/srv_conn/retries ('+' when
    // redispatched to another copy).
    const retriedByBalancer = balancer
      .log()
      .split('\n')
      .filter((line) => /\s[-\w]{4}\s\d+\/\d+\/\d+\/\d+\/\+?[1-9]\d*\s/.test(line)).length;
    recordFigures('balancer: copy killed under purchases', {
      buyers: buyers.length,
      purchasesCompleted: completed,
      completedBeforeKill: completedAtKill,
      requests: seen.length,
      killedAtMs: killedAt,
      haproxyMarkedDownAfterMs: downAfterMs,
      requestsRetriedByHaproxy: retriedByBalancer,
      non2xxSeenByCustomers: failures.reduce<Record<string, { count: number; said?: string }>>(
        (groups, f) => {
          const key = `${f.step} → ${f.status}`;
          groups[key] = { count: (groups[key]?.count ?? 0) + 1, said: groups[key]?.said ?? f.said };
          return groups;
        },
        {},
      ),
      sentAgainByTheClientWithItsKey: resent,
      failedPurchases: failedPurchases.length,
    });
  });
});
