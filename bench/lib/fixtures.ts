// Customers, carts and stock for the signed-in parts of the API load, written straight into the
// bench database with the API's own schema, password hashing, token signing and cart service.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../apps/api/src/db/client';
import {
  cartLines,
  customers,
  productColors,
  productProperties,
  products,
} from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { openCustomerSession } from '../../apps/api/src/modules/accounts/tokens';
import { addToCart } from '../../apps/api/src/modules/cart/service';
import type { Log } from './load';

/** So much stock that no run can sell out a product. */
const HUGE_STOCK = 1_000_000_000;
/** Orders go to this many different products, as real orders would (not one hot row). */
const PRODUCTS_TO_BUY = 64;
const BATCH = 1000;

/** A customer of the bench database and a token the server accepts for it. */
export interface SignedInCustomer {
  id: string;
  token: string;
}

export interface Shoppers {
  reader: SignedInCustomer;
  watcher: SignedInCustomer;
  buyers: SignedInCustomer[];
}

/** A product's colour the bench's customers buy. */
interface StockLine {
  productId: string;
  colorId: string;
  colour: string;
  /** The colour's first size or pack, which is what is bought when it has any (issue 17). */
  propertyId: string | null;
  property: string | null;
}

/** An Iraqi mobile number (E.164) unique within the run. */
const phone = (n: number) => `+964770${String(n).padStart(7, '0')}`;

/**
 * Prepares, on the database at `databaseUrl`:
 * - `reader`: a customer with three cart lines (for get-card-product);
 * - `watcher`: a customer with one cart line, whose order the realtime run follows;
 * - `buyers`: `poolSize` customers with one line each, so every place-order has a cart to buy;
 * and gives the products they buy stock that cannot run out. Tokens are signed with `jwtSecret`,
 * the secret the server is started with.
 */
export async function prepareShoppers({
  databaseUrl,
  jwtSecret,
  poolSize,
  log,
}: {
  databaseUrl: string;
  jwtSecret: string;
  poolSize: number;
  log: Log;
}): Promise<Shoppers> {
  const database = await openDatabase({ databaseUrl });
  const { db } = database;
  try {
    const started = Date.now();
    const stock = await selectRows<StockLine>(
      db,
      sql`
      select distinct on (p.slug) p.id as "productId", c.id as "colorId", c.en_name as "colour",
        pp.id as "propertyId", pp.en_name as "property"
      from products p join product_colors c on c.product_id = p.id
      left join lateral (
        select id, en_name from product_properties where color_id = c.id order by position limit 1
      ) pp on true
      order by p.slug desc, c.position
      limit ${PRODUCTS_TO_BUY}`,
    );
    const productIds = stock.map((row) => row.productId);
    const colourIds = stock.map((row) => row.colorId);
    await db.update(products).set({ stock: HUGE_STOCK }).where(inArray(products.id, productIds));
    await db
      .update(productColors)
      .set({ quantity: HUGE_STOCK })
      .where(inArray(productColors.id, colourIds));
    await db
      .update(productProperties)
      .set({ quantity: HUGE_STOCK })
      .where(inArray(productProperties.colorId, colourIds));

    const passwordHash = await hashPassword(`bench ${randomUUID()}`);
    const now = new Date();
    const tag = randomUUID().slice(0, 8);
    const customerRows = (from: number, count: number) =>
      Array.from({ length: count }, (_, k) => ({
        name: `Bench Customer ${from + k}`,
        email: `bench-${tag}-${from + k}@bench.example`,
        phone: phone(from + k),
        passwordHash,
      }));
    const signed = async (row: typeof customers.$inferSelect): Promise<SignedInCustomer> => ({
      id: row.id,
      token: await openCustomerSession(
        db,
        jwtSecret,
        { id: row.id, name: row.name, phone: row.phone, address: null },
        now,
      ),
    });

    const [readerRow, watcherRow] = await db
      .insert(customers)
      .values(customerRows(0, 2))
      .returning();
    const addLine = (customerId: string, line: StockLine) =>
      addToCart(db, {
        customerId,
        productId: line.productId,
        cartItems: [
          line.property
            ? {
                color: line.colour,
                quantity: 0,
                properties: [{ property: line.property, quantity: 1 }],
              }
            : { color: line.colour, quantity: 1, properties: [] },
        ],
        now,
      });
    const first = stock[0];
    if (!readerRow || !watcherRow || !first) throw new Error('the bench catalogue is empty');
    for (const line of stock.slice(0, 3)) await addLine(readerRow.id, line);
    await addLine(watcherRow.id, stock[3] ?? first);

    const buyers: SignedInCustomer[] = [];
    for (let from = 0; from < poolSize; from += BATCH) {
      const rows = await db
        .insert(customers)
        .values(customerRows(2 + from, Math.min(BATCH, poolSize - from)))
        .returning();
      await db.insert(cartLines).values(
        rows.map((row, k) => {
          const line = stock[(from + k) % stock.length] ?? first;
          return {
            customerId: row.id,
            productId: line.productId,
            quantity: 1,
            items: [
              line.propertyId
                ? {
                    colorId: line.colorId,
                    quantity: 0,
                    selected: true,
                    properties: [{ propertyId: line.propertyId, quantity: 1, selected: true }],
                  }
                : { colorId: line.colorId, quantity: 1, selected: true, properties: [] },
            ],
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
