import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { orders } from '../src/db/schema/index';
import type { TestCustomer } from '../test/helpers/customers';
import { recordFigures } from './support/figures';
import {
  productionServer,
  startPrivatePostgres,
  startPrivateRedis,
  waitFor,
  type PrivatePostgres,
} from './support/processes';
import {
  addToCart,
  customerFetch,
  halfWrittenOrders,
  placeOrder,
  stockLedger,
  stressShop,
  type StressShop,
} from './support/shop';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let postgres: PrivatePostgres;
let shop: StressShop;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  shop = await stressShop(postgres.url);
});
afterAll(async () => {
  await shop?.database.close();
  await postgres?.dispose();
});

/** Runs `task` for each item, `width` at a time. */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map(task));
}

describe('kill -9 during a burst of orders', () => {
  it('keeps every answered order whole, writes no half order and takes stock exactly once', async () => {
    const server = await productionServer({
      DATABASE_URL: postgres.url,
      JWT_SECRET: shop.jwtSecret,
    });
    try {
      const [mugs, pens] = [await shop.product(5000, 0), await shop.product(5000, 1)];
      const buyers = await shop.customers(80);
      await inBatches(buyers, 10, async (buyer) => {
        expect((await addToCart(server.url, buyer, mugs.id, 2)).status).toBe(201);
        expect((await addToCart(server.url, buyer, pens.id, 1)).status).toBe(201);
      });
      const keys = new Map(buyers.map((b) => [b.id, `stress-${randomUUID()}`]));
      const answered = new Map<string, string>();
      const cut: TestCustomer[] = [];
      let answers = 0;
      const burst = buyers.map((buyer) =>
        placeOrder(server.url, buyer, keys.get(buyer.id)!).then(
          (response) => {
            answers += 1;
            expect(response.status).toBe(201);
            answered.set(buyer.id, response.json.orderId as string);
          },
          () => cut.push(buyer),
        ),
      );
      // Kill once the burst is well under way: some orders answered, most still in flight.
      await waitFor('the first answers', async () => answers >= 8, 30_000, 5);
      await server.kill('SIGKILL');
      await Promise.all(burst);
      const answeredBeforeKill = answered.size;

      const restartStarted = Date.now();
      await server.start();
      const restartMs = Date.now() - restartStarted;

      // Every order that got a 2xx exists and is whole; no order anywhere is half-written.
      const ids = [...answered.values()];
      const found = await shop.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, ids));
      expect(found).toHaveLength(ids.length);
      expect(await halfWrittenOrders(shop.database)).toEqual([]);

      // Orders committed whose answer the kill swallowed: the client's retry with its key finds them.
      const committedUnanswered = cut.length
        ? (
            await shop.database.db
              .select({ id: orders.id })
              .from(orders)
              .where(
                inArray(
                  orders.customerId,
                  cut.map((c) => c.id),
                ),
              )
          ).length
        : 0;
      let retriedToSameOrder = 0;
      await inBatches(cut, 10, async (buyer) => {
        const before = await selectRows<{ id: string }>(
          shop.database.db,
          sql`select id from orders where customer_id = ${buyer.id}`,
        );
        const retry = await placeOrder(server.url, buyer, keys.get(buyer.id)!);
        expect(retry.status).toBe(201);
        if (before[0]) {
          expect(retry.json.orderId).toBe(before[0].id);
          retriedToSameOrder += 1;
        }
      });
      // One order per buyer, and stock taken once per order.
      const perBuyer = await shop.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          inArray(
            orders.customerId,
            buyers.map((b) => b.id),
          ),
        )
        .groupBy(orders.customerId);
      expect(perBuyer).toHaveLength(buyers.length);
      expect(perBuyer.every((row) => row.n === 1)).toBe(true);
      for (const [product, perOrder] of [
        [mugs, 2],
        [pens, 1],
      ] as const) {
        const ledger = await stockLedger(shop.database, product.id);
        expect(ledger.sold).toBe(buyers.length * perOrder);
        expect(ledger.stock).toBe(5000 - ledger.sold);
        expect(ledger.colour).toBe(ledger.stock);
      }
      expect(await halfWrittenOrders(shop.database)).toEqual([]);
      recordFigures('kill -9 during orders', {
        placeOrderRequests: buyers.length,
        answered2xxBeforeKill: answeredBeforeKill,
        cutByKill: cut.length,
        committedButUnanswered: committedUnanswered,
        retriesAnsweredWithTheCommittedOrder: retriedToSameOrder,
        halfWrittenOrders: 0,
        restartMs,
      });
    } finally {
      await server.dispose();
    }
  });
});

describe('PostgreSQL restarted under load', () => {
  it('recovers without a server restart: 503 JSON during the outage, all 200 after', async () => {
    const server = await productionServer({
      DATABASE_URL: postgres.url,
      JWT_SECRET: shop.jwtSecret,
    });
    try {
      const pid = server.pid();
      const item = await shop.product(100);
      const pages = [
        '/api/home/get-products',
        `/api/home/product-details/${item.slug}`,
        '/api/health',
      ];
      const seen: {
        at: number;
        url: string;
        status: number;
        body: string;
        retryAfter: string | null;
      }[] = [];
      let running = true;
      const worker = async (offset: number) => {
        for (let i = offset; running; i++) {
          const url = pages[i % pages.length]!;
          const response = await fetch(`${server.url}${url}`).catch(() => undefined);
          seen.push({
            at: Date.now(),
            url,
            status: response?.status ?? 0,
            body: response ? await response.text() : '',
            retryAfter: response?.headers.get('retry-after') ?? null,
          });
          await sleep(20);
        }
      };
      const workers = [0, 1, 2, 3].map(worker);
      await sleep(2000);
      const downAt = Date.now();
      await postgres.stop();
      const stoppedAt = Date.now();
      await sleep(3000);
      await waitFor('health reporting the database gone', async () => {
        return (await fetch(`${server.url}/api/health`)).status === 503;
      });
      const restartAt = Date.now();
      await postgres.start();
      const upAt = Date.now();
      const healthyAfterMs = await waitFor(
        'health answering 200 again',
        async () => (await fetch(`${server.url}/api/health`)).ok,
        30_000,
        50,
      );
      const settledAt = Date.now();
      await sleep(3000);
      running = false;
      await Promise.all(workers);

      expect(server.pid()).toBe(pid);
      const before = seen.filter((s) => s.at < downAt);
      // Strictly while PostgreSQL was down (not while it was stopping or starting).
      const outage = seen.filter((s) => s.at >= stoppedAt && s.at < restartAt);
      const after = seen.filter((s) => s.at >= settledAt + 500);
      expect(before.length).toBeGreaterThan(10);
      expect(before.every((s) => s.status === 200)).toBe(true);
      // During the outage: a cached read (200) or 503 with a JSON sentence and Retry-After,
      // never a hang, a cut connection or a 500.
      expect(outage.length).toBeGreaterThan(10);
      for (const s of outage) {
        expect([200, 503], `${s.url} during the outage: ${s.body}`).toContain(s.status);
        if (s.status === 503) expect(JSON.parse(s.body)).toHaveProperty('error');
        if (s.status === 503 && s.url !== '/api/health') expect(s.retryAfter).toBe('5');
        expect(s.body).not.toMatch(/\n\s+at |ECONNREFUSED|terminat/i);
      }
      expect(outage.filter((s) => s.url === '/api/health').every((s) => s.status === 503)).toBe(
        true,
      );
      expect(after.length).toBeGreaterThan(10);
      expect(after.filter((s) => s.status !== 200)).toEqual([]);
      const statuses: Record<number, number> = {};
      for (const s of outage) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      recordFigures('PostgreSQL restart under load', {
        databaseDownMs: upAt - downAt,
        healthy200AfterDatabaseUpMs: healthyAfterMs,
        requestsBefore: before.length,
        requestsDuringOutage: outage.length,
        outageStatuses: statuses,
        requestsAfterRecovery: after.length,
        non200AfterRecovery: 0,
        serverRestarted: false,
      });
    } finally {
      await server.dispose();
    }
  });
});

describe('Redis gone', () => {
  it('keeps HTTP serving, reports realtime degraded, and recovers when Redis returns', async () => {
    const redis = await startPrivateRedis();
    const server = await productionServer({
      DATABASE_URL: postgres.url,
      JWT_SECRET: shop.jwtSecret,
      REDIS_URL: redis.url,
    });
    try {
      const pid = server.pid();
      const health = async () =>
        (await (await fetch(`${server.url}/api/health`)).json()) as {
          status: string;
          realtime?: string;
        };
      await waitFor('realtime ok', async () => (await health()).realtime === 'ok');
      const item = await shop.product(1000);
      const [customer] = await shop.customers(1);

      await redis.kill();
      const degradedMs = await waitFor(
        'realtime degraded',
        async () => (await health()).realtime === 'degraded',
        20_000,
        50,
      );
      expect(await health()).toMatchObject({ status: 'ok', realtime: 'degraded' });
      // Orders placed and cancelled push live updates, which would go through Redis.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push((await addToCart(server.url, customer!, item.id, 1)).status);
        const placed = await placeOrder(server.url, customer!, `redis-gone-${randomUUID()}`);
        statuses.push(placed.status);
        const cancelled = await customerFetch(
          server.url,
          customer!,
          'DELETE',
          '/api/home/coustomer/delete-orders',
          { orderId: placed.json.orderId },
        );
        statuses.push(cancelled.status);
        statuses.push((await fetch(`${server.url}/api/home/get-products`)).status);
      }
      await sleep(3000);
      expect(statuses.filter((s) => s >= 300)).toEqual([]);
      expect(server.pid()).toBe(pid);
      expect(await health()).toMatchObject({ status: 'ok', realtime: 'degraded' });
      expect((await stockLedger(shop.database, item.id)).stock).toBe(1000);

      await redis.start();
      const recoveredMs = await waitFor(
        'realtime ok again',
        async () => (await health()).realtime === 'ok',
        30_000,
        50,
      );
      recordFigures('Redis gone', {
        degradedAfterKillMs: degradedMs,
        requestsWhileGone: statuses.length,
        non2xxWhileGone: 0,
        okAfterRedisBackMs: recoveredMs,
        serverRestarted: false,
      });
    } finally {
      await server.dispose();
      await redis.kill();
    }
  });
});
