import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type DatabaseHandle } from '../../src/db/client';
import { currencyRates } from '../../src/db/schema/index';
import { systemClock } from '../../src/lib/clock';
import { shippingInfo } from '../../test/helpers/console';
import { createCustomer, type TestCustomer } from '../../test/helpers/customers';
import {
  insertCategory,
  insertProductWithColours,
  insertSeller,
} from '../../test/helpers/fixtures';
import type { TestApp } from '../../test/helpers/test-app';

/** The shop a stress test drives: its database handle, secret and catalogue. */
export interface StressShop {
  database: DatabaseHandle;
  jwtSecret: string;
  categoryId: string;
  sellerIds: string[];
  customers(count: number): Promise<TestCustomer[]>;
  product(stock: number, sellerIndex?: number): Promise<{ id: string; slug: string }>;
}

/** Migrates the database behind DATABASE_URL and gives it a rate, two sellers and a category. */
export async function stressShop(databaseUrl: string): Promise<StressShop> {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const db = database.db;
  const jwtSecret = randomBytes(32).toString('hex');
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  const sellerIds = [(await insertSeller(db)).id, (await insertSeller(db)).id];
  const categoryId = (await insertCategory(db)).id;
  // The test helpers take a test app; a stress shop has the parts they read.
  const asApp = { database, config: { jwtSecret }, clock: systemClock } as unknown as TestApp;
  return {
    database,
    jwtSecret,
    categoryId,
    sellerIds,
    async customers(count) {
      const made: TestCustomer[] = [];
      for (let i = 0; i < count; i++) made.push(await createCustomer(asApp));
      return made;
    },
    async product(stock, sellerIndex = 0) {
      const row = await insertProductWithColours(
        db,
        { sellerId: sellerIds[sellerIndex]!, categoryId },
        [{ enName: 'White', hex: '#ffffff', quantity: stock }],
        { price: '12.60' },
      );
      return { id: row.id, slug: row.slug };
    },
  };
}

/** A JSON request to the running server with a customer's token. */
export async function customerFetch(
  baseUrl: string,
  customer: TestCustomer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${customer.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

export const addToCart = (
  baseUrl: string,
  customer: TestCustomer,
  productId: string,
  quantity = 1,
) =>
  customerFetch(baseUrl, customer, 'POST', '/api/home/product/add-to-card', {
    userId: customer.id,
    productId,
    cartItems: [{ color: 'White', quantity, properties: [] }],
  });

export const placeOrder = (baseUrl: string, customer: TestCustomer, idempotencyKey: string) =>
  customerFetch(
    baseUrl,
    customer,
    'POST',
    '/api/home/order/place-order',
    { userId: customer.id, shippingInfo },
    { 'idempotency-key': idempotencyKey },
  );

/**
 * Every way an order could be half-written, as sentences (empty when all orders are whole):
 * an order without parts or lines, parts whose lines do not add up, totals that do not add up.
 */
export async function halfWrittenOrders(database: DatabaseHandle): Promise<string[]> {
  const rows = await selectRows<{ id: string; problem: string }>(
    database.db,
    sql`
      with parts as (
        select so.order_id, count(*) as parts, sum(so.price_iqd) as parts_total,
               bool_and(so.price_iqd = (select coalesce(sum(l.line_total_iqd), 0)
                                        from order_lines l where l.seller_order_id = so.id)) as parts_match
        from seller_orders so group by so.order_id
      ), lines as (
        select order_id, count(*) as lines, sum(line_total_iqd) as lines_total, sum(quantity) as units
        from order_lines group by order_id
      )
      select o.id,
        case
          when p.parts is null then 'has no seller parts'
          when l.lines is null then 'has no lines'
          when not p.parts_match then 'has a seller part whose lines do not add up'
          when p.parts_total <> o.subtotal_iqd then 'parts do not add up to the subtotal'
          when l.lines_total <> o.subtotal_iqd then 'lines do not add up to the subtotal'
          when l.units <> o.items then 'item count differs from the lines'
          when o.total_iqd <> o.subtotal_iqd - o.discount_iqd + o.shipping_fee_iqd then 'total does not add up'
        end as problem
      from orders o
      left join parts p on p.order_id = o.id
      left join lines l on l.order_id = o.id`,
  );
  return rows.filter((r) => r.problem).map((r) => `order ${r.id} ${r.problem}`);
}

/** The product's stock now, and the units in orders that are not cancelled. */
export async function stockLedger(database: DatabaseHandle, productId: string) {
  const [row] = await selectRows<{ stock: number; colour: number; sold: number }>(
    database.db,
    sql`
      select p.stock,
             (select sum(quantity)::int from product_colors where product_id = p.id) as colour,
             (select coalesce(sum(l.quantity), 0)::int from order_lines l
                join orders o on o.id = l.order_id
               where l.product_id = p.id and o.delivery_status <> 'cancelled') as sold
      from products p where p.id = ${productId}`,
  );
  return row!;
}
