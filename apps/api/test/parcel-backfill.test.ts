import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Big from 'big.js';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledFigures, splitOrderFigures } from '@chapkhana/shared/order-figures';
import { API_ROOT } from '../src/config/config';
import { customers, orders, sellerOrders } from '../src/db/schema/index';
import { insertSeller } from './helpers/fixtures';
import { createTestDatabase, type TestDatabase } from './helpers/test-app';

/** The statement of the migration that gave existing parts their figures (issue 36). */
async function backfillStatement(): Promise<string> {
  const folder = path.join(API_ROOT, 'src', 'db', 'migrations');
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.sql'))) {
    const text = await readFile(path.join(folder, file), 'utf8');
    const start = text.indexOf('-- backfill:start');
    if (start >= 0) return text.slice(start, text.indexOf('-- backfill:end', start));
  }
  throw new Error('no migration holds the parts backfill');
}

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.dispose());

const fils = (max: number) => fc.integer({ min: 0, max }).map((value) => (value / 100).toFixed(2));
const storedOrder = fc.record({
  // Each part's lines, exact as stored; orders before issue 35 stored exact figures too.
  parts: fc.array(fils(200_000_000), { minLength: 1, maxLength: 5 }),
  discountPercent: fc.integer({ min: 0, max: 50 }),
  fee: fc.constantFrom(0, 2500, 5000, 3333.33),
  rounded: fc.boolean(),
});

describe('the migration that gives existing parts their own figures', () => {
  it('shares each stored order among its parts exactly as splitOrderFigures does', async () => {
    const { db } = test.handle;
    const sellers = await Promise.all([1, 2, 3, 4, 5].map(() => insertSeller(db)));
    const [customer] = await db
      .insert(customers)
      .values({
        name: 'Old',
        email: 'old@test.example',
        phone: '+9647500000001',
        passwordHash: 'x',
      })
      .returning();
    const samples = fc.sample(storedOrder, { numRuns: 60, seed: 36 });
    const orderIds: string[] = [];
    for (const sample of samples) {
      const lines = sample.parts.reduce((sum, part) => sum.plus(part), new Big(0));
      const exact = {
        subtotal: lines,
        discount: lines.times(sample.discountPercent).div(100),
        shipping: new Big(sample.fee).times(sample.parts.length),
      };
      const figures = sample.rounded ? settledFigures(exact) : exact;
      const [order] = await db
        .insert(orders)
        .values({
          customerId: customer!.id,
          subtotalIqd: figures.subtotal.toFixed(2),
          discountIqd: figures.discount.toFixed(2),
          shippingFeeIqd: figures.shipping.toFixed(2),
          totalIqd: figures.subtotal.minus(figures.discount).plus(figures.shipping).toFixed(2),
          currencyRate: '1310',
          items: sample.parts.length,
          shippingInfo: {
            place: 'home',
            name: 'Old',
            address: 'x',
            phone: '+9647500000001',
            city: 'Erbil',
          },
        })
        .returning();
      await db.insert(sellerOrders).values(
        sample.parts.map((price, index) => ({
          orderId: order!.id,
          sellerId: sellers[index]!.id,
          priceIqd: price,
          // What a part had before the migration: nothing of its own.
          subtotalIqd: '0',
          discountIqd: '0',
          shippingFeeIqd: '0',
          amountIqd: '0',
        })),
      );
      orderIds.push(order!.id);
    }
    await db.execute(sql.raw(await backfillStatement()));

    for (const [index, orderId] of orderIds.entries()) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const parts = await db
        .select()
        .from(sellerOrders)
        .where(inArray(sellerOrders.orderId, [orderId]));
      const shown = settledFigures({
        subtotal: order!.subtotalIqd,
        discount: order!.discountIqd,
        shipping: order!.shippingFeeIqd,
      });
      const expected = splitOrderFigures(
        shown,
        parts.map((part) => ({ sellerId: part.sellerId, linesTotal: part.priceIqd, shipping: 1 })),
      );
      const stored = parts.map((part) => ({
        sellerId: part.sellerId,
        subtotal: new Big(part.subtotalIqd),
        discount: new Big(part.discountIqd),
        shipping: new Big(part.shippingFeeIqd),
        amount: new Big(part.amountIqd),
      }));
      expect(stored, `order ${index}: ${JSON.stringify(samples[index])}`).toEqual(expected);
      const amounts = stored.reduce((sum, part) => sum.plus(part.amount), new Big(0));
      expect(amounts.eq(shown.total)).toBe(true);
    }
  });
});
