// Customers, carts and stock for the signed-in parts of the API load, written straight into the
// bench database with the API's own schema, password hashing, token signing and cart service.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { apiModule } from './api-modules.mjs';

/** So much stock that no run can sell out a product. */
const HUGE_STOCK = 1_000_000_000;
/** Orders go to this many different products, as real orders would (not one hot row). */
const PRODUCTS_TO_BUY = 64;
const BATCH = 1000;

async function modules() {
  const [client, schema, passwords, tokens, cart] = await Promise.all([
    apiModule('src/db/client.ts'),
    apiModule('src/db/schema/index.ts'),
    apiModule('src/lib/passwords.ts'),
    apiModule('src/modules/accounts/tokens.ts'),
    apiModule('src/modules/cart/service.ts'),
  ]);
  return { ...client, ...schema, ...passwords, ...tokens, ...cart };
}

/** An Iraqi mobile number (E.164) unique within the run. */
const phone = (n) => `+964770${String(n).padStart(7, '0')}`;

/**
 * Prepares, on the database at `databaseUrl`:
 * - `reader`: a customer with three cart lines (for get-card-product);
 * - `watcher`: a customer with one cart line, whose order the realtime run follows;
 * - `buyers`: `poolSize` customers with one line each, so every place-order has a cart to buy;
 * and gives the products they buy stock that cannot run out. Tokens are signed with `jwtSecret`,
 * the secret the server is started with.
 */
export async function prepareShoppers({ databaseUrl, jwtSecret, poolSize, log }) {
  const m = await modules();
  const database = await m.openDatabase({ databaseUrl });
  const { db } = database;
  try {
    const started = Date.now();
    const { rows: stock } = await db.execute(sql`
      select distinct on (p.slug) p.id as "productId", c.id as "colorId", c.en_name as "colour"
      from products p join product_colors c on c.product_id = p.id
      order by p.slug desc, c.position
      limit ${PRODUCTS_TO_BUY}`);
    const productIds = stock.map((row) => row.productId);
    const colourIds = stock.map((row) => row.colorId);
    await db
      .update(m.products)
      .set({ stock: HUGE_STOCK })
      .where(inArray(m.products.id, productIds));
    await db
      .update(m.productColors)
      .set({ quantity: HUGE_STOCK })
      .where(inArray(m.productColors.id, colourIds));
    await db
      .update(m.productProperties)
      .set({ quantity: HUGE_STOCK })
      .where(inArray(m.productProperties.colorId, colourIds));

    const passwordHash = await m.hashPassword(`bench ${randomUUID()}`);
    const now = new Date();
    const tag = randomUUID().slice(0, 8);
    const customerRows = (from, count) =>
      Array.from({ length: count }, (_, k) => ({
        name: `Bench Customer ${from + k}`,
        email: `bench-${tag}-${from + k}@bench.example`,
        phone: phone(from + k),
        passwordHash,
      }));
    const signed = async (row) => ({
      id: row.id,
      token: await m.openCustomerSession(
        db,
        jwtSecret,
        { id: row.id, name: row.name, phone: row.phone, address: null },
        now,
      ),
    });

    const [readerRow, watcherRow] = await db
      .insert(m.customers)
      .values(customerRows(0, 2))
      .returning();
    const addLine = (customerId, line) =>
      m.addToCart(db, {
        customerId,
        productId: line.productId,
        cartItems: [{ color: line.colour, quantity: 1, properties: [] }],
        now,
      });
    for (const line of stock.slice(0, 3)) await addLine(readerRow.id, line);
    await addLine(watcherRow.id, stock[3] ?? stock[0]);

    const buyers = [];
    for (let from = 0; from < poolSize; from += BATCH) {
      const rows = await db
        .insert(m.customers)
        .values(customerRows(2 + from, Math.min(BATCH, poolSize - from)))
        .returning();
      await db.insert(m.cartLines).values(
        rows.map((row, k) => {
          const line = stock[(from + k) % stock.length];
          return {
            customerId: row.id,
            productId: line.productId,
            quantity: 1,
            items: [{ colorId: line.colorId, quantity: 1, selected: true, properties: [] }],
          };
        }),
      );
      buyers.push(...(await Promise.all(rows.map(signed))));
    }
    await db.execute(sql`ANALYZE customers`);
    await db.execute(sql`ANALYZE cart_lines`);
    log(
      `prepared ${poolSize} buyers, a reader and a watcher over ${stock.length} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      reader: await signed(readerRow),
      watcher: await signed(watcherRow),
      buyers,
    };
  } finally {
    await database.close();
  }
}
