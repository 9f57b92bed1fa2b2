import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPrint } from '@chapkhana/shared/print';
import { currencyRates, products } from '../src/db/schema/index';
import { backfillPrintPriceFrom } from '../src/modules/products/service';
import { publishWithoutPictures } from './helpers/console';
import { bearer, createCustomer } from './helpers/customers';
import { insertCategory, insertProduct } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A print product's headline price (issue 35.3): listings carry its "from … a piece" figure (the
 * cheapest tier and choice, before the discount), and filter and sort by it, not by its own price.
 */

let shop: TestApp;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let categoryId: string;

const names = (en: string) => ({ enName: en, kuName: en, arName: en });
const value = (id: string, kind: 'per_unit' | 'multiply' | 'per_job', amount: string) => ({
  id,
  ...names(id),
  effect: { kind, amount },
});

const cardsPrint: ProductPrint = {
  options: [
    {
      id: 'paper',
      kind: 'paper',
      ...names('Paper'),
      values: [value('silk', 'per_unit', '0.01'), value('matt', 'per_unit', '0.005')],
    },
    {
      id: 'finish',
      kind: 'finish',
      ...names('Finish'),
      values: [value('soft', 'multiply', '1.25'), value('none', 'per_job', '0')],
    },
  ],
  tiers: [
    { minQuantity: 100, unitPrice: '0.09' },
    { minQuantity: 500, unitPrice: '0.05' },
  ],
  artwork: null,
};

function productBody(code: string, print: ProductPrint | null) {
  return {
    ...names(`Cards ${code}`),
    categoryId,
    code,
    price: '4.00',
    discount: 10,
    colors: [{ enName: 'White', hex: '#ffffff', quantity: 5 }],
    print,
  };
}

const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
  shop.app.inject({ method, url, headers: bearer(seller.token), payload });

async function listing(params: Record<string, string>) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/home/query-products',
    query: { categoryId, ...params },
  });
  expect(response.statusCode).toBe(200);
  return response.json().products as { productCode: string; printPriceFrom: string | null }[];
}

let cardsId: string;

beforeAll(async () => {
  shop = await createTestApp();
  seller = await createSignedInSeller(shop);
  await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  const category = await insertCategory(shop.database.db);
  categoryId = category.id;
  // A plain product between the cards' own price (4.00) and their "from" figure.
  await insertProduct(
    shop.database.db,
    { sellerId: seller.sellerId, categoryId },
    { code: 'PLAIN-1', price: '1.00', discount: 0 },
  );
  const created = await write('POST', '/api/seller/products', productBody('CARDS-1', cardsPrint));
  expect(created.statusCode, created.body).toBe(201);
  cardsId = created.json().product._id;
  // A new product is a draft until its pictures are in (issue 35.1); these cards have none.
  await publishWithoutPictures(shop, cardsId);
});
afterAll(() => shop.close());

describe('a print product’s "from … a piece" price', () => {
  it('is the cheapest tier with the cheapest choice a piece (0.05 + 0.005, no ×1.25)', async () => {
    const [row] = await shop.database.db
      .select({ from: products.printPriceFrom })
      .from(products)
      .where(eq(products.id, cardsId));
    expect(Number(row?.from)).toBe(0.055);
    const found = (await listing({})).find((p) => p.productCode === 'CARDS-1');
    expect(Number(found?.printPriceFrom)).toBe(0.055);
    const plain = (await listing({})).find((p) => p.productCode === 'PLAIN-1');
    expect(plain?.printPriceFrom ?? null).toBeNull();
  });

  it('sorts and filters by the figure the card shows (after the discount: 0.0495)', async () => {
    const cheapestFirst = await listing({ sortPrice: 'low-to-high' });
    expect(cheapestFirst.map((p) => p.productCode)).toEqual(['CARDS-1', 'PLAIN-1']);
    const under = await listing({ lowPrice: '0.01', highPrice: '0.5' });
    expect(under.map((p) => p.productCode)).toEqual(['CARDS-1']);
  });

  it('counts a print job as one item on the cart badge, however many pieces (not "99+")', async () => {
    const customer = await createCustomer(shop);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/home/print/cart',
      headers: bearer(customer.token),
      payload: { productId: cardsId, options: { paper: 'matt', finish: 'none' }, quantity: 500 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ buy_product_item: 1, card_product_count: 1 });
    expect(added.json().card_products[0].products[0]).toMatchObject({ quantity: 500 });
  });

  it('follows the seller’s edits, and goes when the product is no longer printed to order', async () => {
    const cheaper = {
      ...cardsPrint,
      tiers: [...cardsPrint.tiers, { minQuantity: 1000, unitPrice: '0.03' }],
    };
    const put = await write(
      'PUT',
      `/api/seller/products/${cardsId}`,
      productBody('CARDS-1', cheaper),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(
      Number((await listing({})).find((p) => p.productCode === 'CARDS-1')?.printPriceFrom),
    ).toBe(0.035);
    const plain = await write(
      'PUT',
      `/api/seller/products/${cardsId}`,
      productBody('CARDS-1', null),
    );
    expect(plain.statusCode, plain.body).toBe(200);
    const after = (await listing({ sortPrice: 'low-to-high' })).map((p) => [
      p.productCode,
      p.printPriceFrom ?? null,
    ]);
    expect(after).toEqual([
      ['PLAIN-1', null],
      ['CARDS-1', null],
    ]);
  });

  it('is filled at start-up for print products written before it was kept', async () => {
    await shop.database.db
      .update(products)
      .set({ print: cardsPrint, printPriceFrom: null })
      .where(eq(products.id, cardsId));
    expect(await backfillPrintPriceFrom(shop.database.db)).toBe(1);
    const [row] = await shop.database.db
      .select({ from: products.printPriceFrom })
      .from(products)
      .where(eq(products.id, cardsId));
    expect(Number(row?.from)).toBe(0.055);
    expect(await backfillPrintPriceFrom(shop.database.db)).toBe(0);
  });
});

describe('a print price typed in dinars (issue 35.4)', () => {
  it('keeps six places, so 25,000 IQD for 1,000 cards at 1,310 (0.019084 a card) costs 25,000', async () => {
    const dinarCards = {
      ...productBody('CARDS-IQD', { options: [], tiers: [], artwork: null }),
      discount: 0,
      print: { options: [], tiers: [{ minQuantity: 1000, unitPrice: '0.019084' }], artwork: null },
    };
    const created = await write('POST', '/api/seller/products', dinarCards);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().product._id as string;
    expect(created.json().product.print.tiers).toEqual([
      { minQuantity: 1000, unitPrice: '0.019084' },
    ]);
    await publishWithoutPictures(shop, id);
    const customer = await createCustomer(shop);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/home/print/cart',
      headers: bearer(customer.token),
      payload: { productId: id, options: {}, quantity: 1000 },
    });
    expect(added.statusCode, added.body).toBe(201);
    // 0.019084 × 1310 = 25.00004 IQD a card; 1,000 cards are 25,000.04, shown as 25,000.
    expect(added.json().card_products[0].products[0]).toMatchObject({
      unitPrice: '25.00',
      lineTotal: '25000.04',
    });
  });

  it('refuses a seventh place, and a price past the limit, with the field and its code', async () => {
    const refused = async (unitPrice: string) => {
      const response = await write('POST', '/api/seller/products', {
        ...productBody('CARDS-BAD', null),
        print: { options: [], tiers: [{ minQuantity: 1, unitPrice }], artwork: null },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_input');
      return response.json().fieldErrors['print.tiers.0.unitPrice'];
    };
    expect(await refused('0.0190839')).toEqual({ code: 'decimal_places', params: { places: 6 } });
    expect(await refused('1000001')).toEqual({
      code: 'too_big',
      params: { maximum: 1_000_000 },
    });
  });
});
