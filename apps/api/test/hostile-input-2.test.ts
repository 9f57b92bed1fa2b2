import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartLines, currencyRates, idempotentRequests } from '../src/db/schema/index';
import { KEEP_ANSWERS_PER_CUSTOMER } from '../src/modules/idempotency/service';
import { upload } from './helpers/console';
import { bearer, createCustomer } from './helpers/customers';
import { insertCategory, insertProduct, insertSeller } from './helpers/fixtures';
import { pictureOf } from './helpers/images';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 33, "beyond these": what a stranger sends, read as an attacker would (the first round is
// hostile-input.test.ts). Each case failed on the code before its fix.

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => {
  await shop.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Counts sharp's decodes of the given files (a pipeline reading one of them run to a buffer)
 * and the most of them running at once. A decode of a 6000 px picture holds its whole bitmap:
 * a 16-bit, interlaced PNG of 440 KB is 288 MB decoded.
 */
function watchDecodes(files: Buffer[]) {
  const seen = { total: 0, running: 0, mostAtOnce: 0 };
  type Input = { options: { input?: { buffer?: unknown } } };
  const original = sharp.prototype.toBuffer;
  vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (
    this: Sharp,
    ...args: unknown[]
  ) {
    const input = (this as unknown as Input).options.input?.buffer;
    // (Not Buffer.isBuffer: sharp's buffers come from another realm than the test's.)
    const decodesAnUpload =
      ArrayBuffer.isView(input) &&
      files.some(
        (file) =>
          Buffer.compare(file, Buffer.from(input.buffer, input.byteOffset, input.byteLength)) === 0,
      );
    const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    if (!decodesAnUpload) return result;
    seen.total += 1;
    seen.running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    return result.finally(() => {
      seen.running -= 1;
    });
  } as typeof original);
  return seen;
}

describe('sellers’ pictures', () => {
  const productPictures = async (token: string, productId: string, pictures: Buffer[]) =>
    upload(
      shop,
      'POST',
      `/api/seller/products/${productId}/images`,
      token,
      pictures.map((content, i) => ({ name: 'images', filename: `${i}.png`, content })),
    );

  it('decodes each picture once, and one picture at a time however many are sent at once', async () => {
    const sellers = [await createSignedInSeller(shop), await createSignedInSeller(shop)];
    const category = await insertCategory(shop.database.db);
    const pictures = [
      await pictureOf('png', 900, 700),
      await pictureOf('jpeg', 700, 900),
      await pictureOf('png', 640, 480),
      await pictureOf('jpeg', 480, 640),
    ];
    const [first, second] = await Promise.all(
      sellers.map((seller) =>
        insertProduct(shop.database.db, { sellerId: seller.sellerId, categoryId: category.id }),
      ),
    );
    const decodes = watchDecodes(pictures);
    const answers = await Promise.all([
      productPictures(sellers[0]!.token, first!.id, pictures.slice(0, 2)),
      productPictures(sellers[1]!.token, second!.id, pictures.slice(2)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Three widths are drawn from one decode, and the copy decodes one picture at a time: a
    // seller sending 16-bit interlaced 6000 px PNGs held 1.2 GB for each one (three decodes
    // at once), so a few such uploads together ended the process.
    expect(decodes.total).toBe(4);
    expect(decodes.mostAtOnce).toBe(1);
  });

  it('refuses a picture whose widths would be taller than a WebP may be, before drawing it', async () => {
    const seller = await createSignedInSeller(shop);
    const category = await insertCategory(shop.database.db);
    const product = await insertProduct(shop.database.db, {
      sellerId: seller.sellerId,
      categoryId: category.id,
    });
    // 2 × 6000 px: 800 px wide it would be 2.4 million pixels tall.
    const sliver = await pictureOf('png', 2, 6000);
    const answer = await productPictures(seller.token, product.id, [sliver]);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().code).toBe('not_a_picture');
  });

  it('refuses an empty file as not a picture, with nothing stored', async () => {
    const seller = await createSignedInSeller(shop);
    const category = await insertCategory(shop.database.db);
    const product = await insertProduct(shop.database.db, {
      sellerId: seller.sellerId,
      categoryId: category.id,
    });
    // sharp throws for an empty buffer as soon as it is given one (a whole CI run met it as a 500).
    const answer = await productPictures(seller.token, product.id, [Buffer.alloc(0)]);
    expect(answer.statusCode).toBe(415);
    expect(answer.json().code).toBe('not_a_picture');
  });
});

describe('Idempotency-Key', () => {
  it('keeps a bounded number of answers per customer, however many keys are sent', async () => {
    const db = shop.database.db;
    await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
    const product = await insertProduct(
      db,
      { sellerId: (await insertSeller(db)).id, categoryId: (await insertCategory(db)).id },
      { stock: 1000 },
    );
    const customer = await createCustomer(shop);
    const addOne = (key: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/home/product/add-to-card',
        headers: { ...bearer(customer.token), 'idempotency-key': key },
        payload: {
          userId: customer.id,
          productId: product.id,
          cartItems: [
            { color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 1 }] },
          ],
        },
      });
    // Every write with a new key kept its answer for a day: a script sending new keys stored a
    // row per request (a million a day at a dozen a second), for one customer.
    const sent = KEEP_ANSWERS_PER_CUSTOMER + 20;
    const keys = Array.from({ length: sent }, () => `hostile-${randomUUID()}`);
    for (const key of keys) expect((await addOne(key)).statusCode).toBe(201);
    const [kept] = await db
      .select({ rows: count() })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.customerId, customer.id));
    expect(kept!.rows).toBe(KEEP_ANSWERS_PER_CUSTOMER);
    // The latest keys still answer their first answer without adding again.
    const cartLine = async () =>
      (
        await db
          .select({ items: cartLines.items })
          .from(cartLines)
          .where(and(eq(cartLines.customerId, customer.id), eq(cartLines.productId, product.id)))
      )[0]?.items;
    const before = await cartLine();
    expect((await addOne(keys.at(-1)!)).statusCode).toBe(201);
    expect(await cartLine()).toEqual(before);
  });
});
