import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders } from '../src/db/schema/index';
import { recordFigures } from './support/figures';
import {
  productionServer,
  startPrivatePostgres,
  type PrivatePostgres,
  type ProductionServer,
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

// The fast races in test/races.test.ts, at a size only a real server on PostgreSQL shows:
// hundreds of requests over loopback, a connection pool, and several Node event-loop turns.

let postgres: PrivatePostgres;
let shop: StressShop;
let server: ProductionServer;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  shop = await stressShop(postgres.url);
  server = await productionServer({ DATABASE_URL: postgres.url, JWT_SECRET: shop.jwtSecret });
});
afterAll(async () => {
  await server?.dispose();
  await shop?.database.close();
  await postgres?.dispose();
});

const count = (statuses: number[]) => {
  const byStatus: Record<number, number> = {};
  for (const s of statuses) byStatus[s] = (byStatus[s] ?? 0) + 1;
  return byStatus;
};

describe('the last units, over HTTP on PostgreSQL', () => {
  it('sells exactly the last 30 to 120 buyers each submitting three times at once, one order per buyer at most', async () => {
    const scarce = await shop.product(30, 0);
    const plenty = await shop.product(10_000, 1);
    const buyers = await shop.customers(120);
    for (const buyer of buyers) {
      expect((await addToCart(server.url, buyer, scarce.id)).status).toBe(201);
      expect((await addToCart(server.url, buyer, plenty.id)).status).toBe(201);
    }
    const started = Date.now();
    const requests = buyers.flatMap((buyer) => {
      const key = `last-units-${randomUUID()}`;
      // Twice with one key (a double click), once without (another tab).
      return [
        placeOrder(server.url, buyer, key),
        placeOrder(server.url, buyer, key),
        customerFetch(server.url, buyer, 'POST', '/api/home/order/place-order', {
          userId: buyer.id,
          shippingInfo: {
            place: 'Home',
            name: 'Aso',
            address: 'Street 40',
            phone: '07501234567',
            city: 'Erbil',
            governorate: 'ERB',
            district: 'Erbil',
            area: 'Ankawa',
            landmark: 'Near the big mosque',
          },
        }),
      ];
    });
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    const ms = Date.now() - started;

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => [201, 400, 409].includes(s))).toBe(true);
    const placed = await shop.database.db
      .select({ customerId: orders.customerId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          buyers.map((b) => b.id),
        ),
      )
      .groupBy(orders.customerId);
    // A buyer whose mug sold out still gets the rest of the cart (the sold-out line stays in it).
    expect(placed.every((row) => row.n === 1)).toBe(true);
    expect(await stockLedger(shop.database, scarce.id)).toEqual({ stock: 0, colour: 0, sold: 30 });
    expect(await stockLedger(shop.database, plenty.id)).toEqual({
      stock: 10_000 - placed.length,
      colour: 10_000 - placed.length,
      sold: placed.length,
    });
    expect(await halfWrittenOrders(shop.database)).toEqual([]);
    recordFigures('last units over HTTP', {
      buyers: buyers.length,
      units: 30,
      placeOrderRequests: statuses.length,
      statuses: count(statuses),
      ordersCreated: placed.length,
      ms,
    });
  });

  it('keeps each of 20 customers’ carts exact under 10 parallel adds of a product with 5 left', async () => {
    const item = await shop.product(5, 0);
    const customers = await shop.customers(20);
    const results = await Promise.all(
      customers.map(async (customer) => {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => addToCart(server.url, customer, item.id)),
        );
        return { customer, statuses: answers.map((a) => a.status) };
      }),
    );
    for (const { customer, statuses } of results) {
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const lines = await shop.database.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.customerId, customer.id));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.quantity).toBe(statuses.filter((s) => s === 201).length);
      expect(lines[0]!.quantity).toBe(5);
    }
    recordFigures('parallel cart adds over HTTP', {
      customers: customers.length,
      addsPerCustomer: 10,
      statuses: count(results.flatMap((r) => r.statuses)),
    });
  });
});
