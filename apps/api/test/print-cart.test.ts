import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPrint } from '@chapkhana/shared/print';
import { artworkSpecFor } from '@chapkhana/shared/pricing';
import { MAX_PRINT_LINES_PER_CART } from '@chapkhana/shared/print-rules';
import {
  artworkFiles,
  cartLines,
  currencyRates,
  orderLines,
  printLineArtwork,
  products,
  proofs,
} from '../src/db/schema/index';
import { publishWithoutPictures } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import {
  getCart as readCart,
  orderDetails as readOrder,
  placeOrder as placeCart,
} from './helpers/storefront';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Print lines in the cart, the order and reorder (issue 19, docs/design.md §13): the price is always the
 * server's, from the product's options and tiers at today's rate.
 */

let shop: TestApp;
let seller: Awaited<ReturnType<typeof createSignedInSeller>>;
let categoryId: string;
let plainId: string;

const names = (en: string, ku: string, ar: string) => ({ enName: en, kuName: ku, arName: ar });

/** Business cards: paper, finish, turnaround (a per-job fee); tiers 100 / 250 / 500 / 1000. */
const cardsPrint: ProductPrint = {
  options: [
    {
      id: 'paper',
      kind: 'paper',
      ...names('Paper', 'کاغەز', 'الورق'),
      values: [
        {
          id: 'matt-350',
          ...names('350 g matt', '٣٥٠ گ مات', '٣٥٠ غ مطفي'),
          effect: { kind: 'per_unit', amount: '0' },
        },
        {
          id: 'silk-400',
          ...names('400 g silk', '٤٠٠ گ حەریری', '٤٠٠ غ حريري'),
          effect: { kind: 'per_unit', amount: '0.01' },
        },
      ],
    },
    {
      id: 'finish',
      kind: 'finish',
      ...names('Finish', 'ڕووکار', 'التشطيب'),
      values: [
        { id: 'none', ...names('None', 'بێ', 'بدون'), effect: { kind: 'per_unit', amount: '0' } },
        {
          id: 'soft-touch',
          ...names('Soft-touch', 'نەرم', 'ملمس ناعم'),
          effect: { kind: 'multiply', amount: '1.25' },
        },
      ],
    },
    {
      id: 'turnaround',
      kind: 'turnaround',
      ...names('Turnaround', 'کاتی ئامادەبوون', 'مدة التنفيذ'),
      values: [
        {
          id: 'standard',
          ...names('Standard', 'ئاسایی', 'عادي'),
          effect: { kind: 'per_job', amount: '0' },
        },
        {
          id: 'express',
          ...names('Express', 'خێرا', 'سريع'),
          effect: { kind: 'per_job', amount: '5' },
        },
      ],
    },
  ],
  tiers: [
    { minQuantity: 100, unitPrice: '0.09' },
    { minQuantity: 250, unitPrice: '0.07' },
    { minQuantity: 500, unitPrice: '0.06' },
    { minQuantity: 1000, unitPrice: '0.05' },
  ],
  artwork: { required: true, trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 },
};

const choice = { paper: 'silk-400', finish: 'soft-touch', turnaround: 'express' };

/** A print product as the seller's form sends it, put on the storefront when it was made. */
async function createPrintProduct(print: unknown = cardsPrint, code = `PR-${Math.random()}`) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/seller/products',
    headers: bearer(seller.token),
    payload: {
      ...names('Business cards', 'کارتی بزنس', 'بطاقات عمل'),
      categoryId,
      code: code.slice(0, 20),
      price: '9.00',
      discount: 10,
      colors: [{ enName: 'White', hex: '#ffffff', quantity: 5 }],
      print,
    },
  });
  if (response.statusCode === 201) await publishWithoutPictures(shop, response.json().product._id);
  return response;
}

/** Each line put in a second after the last, so the cart lists them in the order added. */
const addPrint = (customer: TestCustomer, payload: object) => {
  shop.clock.advance(1000);
  return shop.app.inject({
    method: 'POST',
    url: '/api/home/print/cart',
    headers: bearer(customer.token),
    payload,
  });
};

const getCart = (customer: TestCustomer) => readCart(shop, customer);

/** A file as if uploaded for the cards in `choice` (checked for their 85 × 55 mm, two sides). */
async function insertArtwork(customerId: string, productId: string, fileName = 'card.pdf') {
  const [row] = await shop.database.db
    .insert(artworkFiles)
    .values({
      customerId,
      productId,
      fileName,
      mimeType: 'application/pdf',
      bytes: 2048,
      pages: 2,
      storageKey: `test/${Math.random()}`,
      findings: [{ code: 'page_size_ok', severity: 'info', params: {} }],
      checkedFor: { choice, spec: artworkSpecFor(cardsPrint, choice) },
    })
    .returning();
  return row!;
}

const placeOrder = (customer: TestCustomer) => placeCart(shop, customer);
const orderDetails = (customer: TestCustomer, orderId: string) =>
  readOrder(shop, customer, orderId);

async function setRate(iqdPerUnit: string) {
  // The newest row is the rate in force.
  await shop.database.db
    .insert(currencyRates)
    .values({ iqdPerUnit, createdAt: new Date(Date.now() + 60_000 * Math.random() + 1000) });
}

let cardsId: string;

beforeAll(async () => {
  shop = await createTestApp({ SHIPPING_FEE_IQD: '5000' });
  const db = shop.database.db;
  seller = await createSignedInSeller(shop);
  categoryId = (await insertCategory(db)).id;
  plainId = (
    await insertProductWithColours(db, { sellerId: seller.sellerId, categoryId }, [
      { enName: 'White', hex: '#ffffff', quantity: 10 },
    ])
  ).id;
  await db
    .insert(currencyRates)
    .values({ iqdPerUnit: '1310', createdAt: new Date(Date.now() - 86_400_000) });
  const created = await createPrintProduct();
  expect(created.statusCode, created.body).toBe(201);
  cardsId = created.json().product._id;
});
afterAll(() => shop.close());

describe('print products in the catalogue', () => {
  it('keeps the print set-up the seller sends and shows it on the product page', async () => {
    const own = await shop.app.inject({
      method: 'GET',
      url: `/api/seller/products/${cardsId}`,
      headers: bearer(seller.token),
    });
    expect(own.json().product.print).toEqual(cardsPrint);
    const details = await shop.app.inject({
      method: 'GET',
      url: `/api/home/product-details/${cardsId}`,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().product.print).toEqual(cardsPrint);
    const plain = await shop.app.inject({
      method: 'GET',
      url: `/api/home/product-details/${plainId}`,
    });
    expect(plain.json().product.print).toBeNull();
  });

  it('refuses a set-up that does not fit with invalid_input naming the fields', async () => {
    const bad = await createPrintProduct({
      ...cardsPrint,
      tiers: [
        { minQuantity: 500, unitPrice: '0.06' },
        { minQuantity: 100, unitPrice: '0.09' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
    // Fields name the top field, as for every product field; the sentence has the whole path.
    expect(bad.json().params.fields).toBe('print');
    expect(bad.json().error).toContain('print.tiers');
    const badKey = await createPrintProduct({
      ...cardsPrint,
      options: [{ ...cardsPrint.options[0], id: 'Paper Type' }],
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error).toContain('print.options.0.id');
  });

  it('keeps the set-up on an update that leaves it out, and drops it on null', async () => {
    const created = await createPrintProduct();
    const id = created.json().product._id as string;
    const update = (print?: null) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/seller/products/${id}`,
        headers: bearer(seller.token),
        payload: {
          ...names('Business cards 2', 'کارتی بزنس ٢', 'بطاقات عمل ٢'),
          categoryId,
          code: created.json().product.code,
          price: '9.00',
          colors: [{ enName: 'White', hex: '#ffffff', quantity: 5 }],
          ...(print === undefined ? {} : { print }),
        },
      });
    const kept = await update();
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.print).toEqual(cardsPrint);
    const dropped = await update(null);
    expect(dropped.json().product.print).toBeNull();
  });
});

describe('print lines in the cart', () => {
  it('prices the line by its tier and options on the server (the client cannot set a price)', async () => {
    const customer = await createCustomer(shop);
    const response = await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 500,
      unitPrice: '0.01',
      lineTotal: '1',
    });
    expect(response.statusCode, response.body).toBe(201);
    // (0.06 + 0.01) × 1.25 = 0.0875 USD × 1310 = 114.625 IQD − floor(11.4625) = 103.625 a card;
    // the express fee 5 USD = 6550 − 655 = 5895; 500 × 103.625 + 5895 = 57707.5.
    const [line] = response.json().card_products[0].products;
    expect(line).toMatchObject({
      quantity: 500,
      unitPrice: '103.63',
      lineTotal: '57707.50',
      cartItems: [],
      print: {
        choice,
        tierMinQuantity: 500,
        jobFee: '5895.00',
        needsArtwork: true,
        artwork: [],
      },
    });
    expect(line.print.options.map((o: { valueId: string }) => o.valueId)).toEqual([
      'silk-400',
      'soft-touch',
      'express',
    ]);
    expect(line.print.options[0]).toMatchObject({
      groupId: 'paper',
      group: { enName: 'Paper', kuName: 'کاغەز', arName: 'الورق' },
      value: { enName: '400 g silk' },
      effect: { kind: 'per_unit', amount: '0.01' },
    });
    expect(response.json().price).toBe('57707.50');

    // The cart's Edit replaces the line: 499 cards fall in the 250 band.
    // (0.07 + 0.01) × 1.25 = 0.1 USD = 131 − 13 = 118 IQD; 499 × 118 + 5895 = 64777.
    const again = await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 499,
      lineId: line._id,
    });
    expect(again.json().card_product_count).toBe(1);
    expect(again.json().card_products[0].products[0]).toMatchObject({
      quantity: 499,
      unitPrice: '118.00',
      lineTotal: '64777.00',
      print: { tierMinQuantity: 250 },
    });
  });

  it('refuses unknown and missing options and a quantity below the first tier', async () => {
    const customer = await createCustomer(shop);
    const unknown = await addPrint(customer, {
      productId: cardsId,
      options: { ...choice, paper: 'gold-900' },
      quantity: 100,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'print_option_unknown',
      params: { group: 'paper', value: 'gold-900' },
    });
    const unknownGroup = await addPrint(customer, {
      productId: cardsId,
      options: { ...choice, glitter: 'yes' },
      quantity: 100,
    });
    expect(unknownGroup.json()).toMatchObject({ code: 'print_option_unknown' });
    const missing = await addPrint(customer, {
      productId: cardsId,
      options: { paper: 'matt-350', finish: 'none' },
      quantity: 100,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'print_option_missing',
      params: { group: 'turnaround' },
    });
    const below = await addPrint(customer, { productId: cardsId, options: choice, quantity: 99 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'print_quantity_below_minimum',
      params: { min: 100 },
    });
    const atMinimum = await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 100,
    });
    expect(atMinimum.statusCode).toBe(201);
  });

  it('refuses a product that is not printed to order, and a missing one', async () => {
    const customer = await createCustomer(shop);
    const plain = await addPrint(customer, { productId: plainId, options: {}, quantity: 10 });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().code).toBe('not_a_print_product');
    const missing = await addPrint(customer, {
      productId: '00000000-0000-4000-8000-000000000000',
      options: {},
      quantity: 10,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes only the customer’s own artwork files, and shows them on the line', async () => {
    const customer = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const theirs = await insertArtwork(stranger.id, cardsId);
    const mine = await insertArtwork(customer.id, cardsId, 'mine.pdf');
    const refused = await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 250,
      artworkIds: [mine.id, theirs.id],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('artwork_not_found');
    expect(
      await shop.database.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id)),
    ).toEqual([]);
    const accepted = await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 250,
      artworkIds: [mine.id],
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().card_products[0].products[0].print.artwork).toEqual([
      expect.objectContaining({ _id: mine.id, fileName: 'mine.pdf', pages: 2 }),
    ]);
  });

  it('keeps the spec’s colour routes away from print products and lines', async () => {
    const customer = await createCustomer(shop);
    const byColour = await shop.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: bearer(customer.token),
      payload: {
        userId: customer.id,
        productId: cardsId,
        cartItems: [{ color: 'White', quantity: 1 }],
      },
    });
    expect(byColour.statusCode).toBe(409);
    expect(byColour.json().code).toBe('print_product_needs_options');
    const added = await addPrint(customer, { productId: cardsId, options: choice, quantity: 100 });
    const lineId = added.json().card_products[0].products[0]._id as string;
    for (const url of [
      `/api/home/product/quantity-inc/${lineId}`,
      `/api/home/product/quantity-dec/${lineId}`,
    ]) {
      const step = await shop.app.inject({ method: 'PUT', url, headers: bearer(customer.token) });
      expect(step.statusCode, url).toBe(409);
      expect(step.json().code).toBe('print_product_needs_options');
    }
    const row = await shop.app.inject({
      method: 'PUT',
      url: `/api/home/product/cart-row/${lineId}`,
      headers: bearer(customer.token),
      payload: { colorId: lineId, quantity: 5 },
    });
    expect(row.statusCode).toBe(409);
    expect(row.json().code).toBe('print_product_needs_options');
    const [stored] = await shop.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.id, lineId));
    expect(stored!.quantity).toBe(100);
  });

  it('turns a line whose option the seller removed into a problem, never a 500', async () => {
    const created = await createPrintProduct();
    const productId = created.json().product._id as string;
    const customer = await createCustomer(shop);
    await addPrint(customer, { productId, options: choice, quantity: 100 });
    const withoutSilk: ProductPrint = {
      ...cardsPrint,
      options: cardsPrint.options.map((group) =>
        group.id === 'paper'
          ? { ...group, values: group.values.filter((v) => v.id !== 'silk-400') }
          : group,
      ),
    };
    await shop.database.db
      .update(products)
      .set({ print: withoutSilk })
      .where(eq(products.id, productId));
    const cart = await getCart(customer);
    expect(cart.card_products).toEqual([]);
    expect(cart.price).toBe('0.00');
    expect(cart.outOfStockProduct).toHaveLength(1);
    expect(cart.outOfStockProduct[0]).toMatchObject({
      problem: { code: 'print_option_unknown', params: { group: 'paper', value: 'silk-400' } },
      print: { choice, options: [] },
    });
    const order = await placeOrder(customer);
    expect(order.statusCode).toBe(409);
    expect(order.json().code).toBe('nothing_in_stock');
  });
});

describe('several lines of one print product (issue 35.6)', () => {
  const other = { paper: 'matt-350', finish: 'none', turnaround: 'standard' };
  const linesOf = (cart: { card_products: { products: unknown[] }[] }) =>
    cart.card_products.flatMap((group) => group.products) as {
      _id: string;
      quantity: number;
      print: { choice: object; artwork: { _id: string }[] };
    }[];

  it('adds the pieces of the same choice without files to its line; another choice is a line of its own', async () => {
    const customer = await createCustomer(shop);
    await addPrint(customer, { productId: cardsId, options: choice, quantity: 100 });
    const merged = await addPrint(customer, { productId: cardsId, options: choice, quantity: 150 });
    expect(merged.statusCode, merged.body).toBe(201);
    expect(linesOf(merged.json()).map((line) => line.quantity)).toEqual([250]);
    const second = await addPrint(customer, { productId: cardsId, options: other, quantity: 100 });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().card_product_count).toBe(2);
    expect(linesOf(second.json()).map((line) => [line.print.choice, line.quantity])).toEqual([
      [choice, 250],
      [other, 100],
    ]);
  });

  it('never merges lines with files: two designs of one choice are two lines', async () => {
    const customer = await createCustomer(shop);
    const anna = await insertArtwork(customer.id, cardsId, 'anna.pdf');
    const karwan = await insertArtwork(customer.id, cardsId, 'karwan.pdf');
    for (const file of [anna, karwan, anna]) {
      const added = await addPrint(customer, {
        productId: cardsId,
        options: choice,
        quantity: 100,
        artworkIds: [file.id],
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const lines = linesOf(await getCart(customer));
    expect(lines.map((line) => line.print.artwork.map((file) => file._id))).toEqual([
      [anna.id],
      [karwan.id],
      [anna.id],
    ]);
    // A choice without files never joins a line with files either.
    await addPrint(customer, { productId: cardsId, options: choice, quantity: 100 });
    expect((await getCart(customer)).card_product_count).toBe(4);
  });

  it('edits only the line named, and only the customer’s own print line of that product', async () => {
    const customer = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    await addPrint(customer, { productId: cardsId, options: choice, quantity: 100 });
    await addPrint(customer, { productId: cardsId, options: other, quantity: 100 });
    const [first, second] = linesOf(await getCart(customer));
    const edited = await addPrint(customer, {
      productId: cardsId,
      options: other,
      quantity: 300,
      lineId: first!._id,
    });
    expect(edited.statusCode, edited.body).toBe(201);
    const quantities = (cart: Parameters<typeof linesOf>[0]) =>
      Object.fromEntries(linesOf(cart).map((line) => [line._id, line.quantity]));
    expect(quantities(edited.json())).toEqual({ [first!._id]: 300, [second!._id]: 100 });
    const theirs = await addPrint(stranger, {
      productId: cardsId,
      options: choice,
      quantity: 100,
      lineId: first!._id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('cart_line_not_found');
    const flyersId = (await createPrintProduct()).json().product._id as string;
    const otherProduct = await addPrint(customer, {
      productId: flyersId,
      options: choice,
      quantity: 100,
      lineId: first!._id,
    });
    expect(otherProduct.statusCode).toBe(404);
    expect(quantities(await getCart(customer))).toEqual({ [first!._id]: 300, [second!._id]: 100 });
  });

  it('refuses a print line past the most a cart holds, in the reader’s words', async () => {
    const customer = await createCustomer(shop);
    const now = new Date();
    await shop.database.db.insert(cartLines).values(
      Array.from({ length: MAX_PRINT_LINES_PER_CART }, (_, index) => ({
        customerId: customer.id,
        productId: cardsId,
        quantity: 100 + index,
        print: { options: choice, artworkIds: [] },
        createdAt: now,
        updatedAt: now,
      })),
    );
    const refused = await addPrint(customer, { productId: cardsId, options: other, quantity: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'print_lines_too_many',
      params: { max: MAX_PRINT_LINES_PER_CART },
    });
    // Adding to a line that is there is still taken.
    const merged = await addPrint(customer, { productId: cardsId, options: choice, quantity: 100 });
    expect(merged.statusCode, merged.body).toBe(201);
  });

  it('orders two designs of one product in one order with one delivery fee', async () => {
    const customer = await createCustomer(shop);
    const anna = await insertArtwork(customer.id, cardsId, 'anna.pdf');
    const karwan = await insertArtwork(customer.id, cardsId, 'karwan.pdf');
    await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 500,
      artworkIds: [anna.id],
    });
    await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 250,
      artworkIds: [karwan.id],
    });
    const cart = await getCart(customer);
    expect(cart.shipping_fee).toBe('5000.00');
    const placed = await placeOrder(customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderDetails(customer, placed.json().orderId);
    expect(order.shipping_fee).toBe('5000.00');
    const ordered = await Promise.all(
      order.products.map(
        async (line: { productId: string; quantity: number; print: { orderLineId: string } }) => [
          line.productId,
          line.quantity,
          (
            await shop.database.db
              .select({ artworkId: printLineArtwork.artworkId })
              .from(printLineArtwork)
              .where(eq(printLineArtwork.orderLineId, line.print.orderLineId))
          ).map((row) => row.artworkId),
        ],
      ),
    );
    expect(ordered).toEqual(
      expect.arrayContaining([
        [cardsId, 500, [anna.id]],
        [cardsId, 250, [karwan.id]],
      ]),
    );
    expect(ordered).toHaveLength(2);
    expect(await getCart(customer)).toMatchObject({ card_product_count: 0 });
  });
});

describe('ordering print lines', () => {
  it('keeps the options, tier, fee and artwork as bought, with the first proof state', async () => {
    const customer = await createCustomer(shop);
    const file = await insertArtwork(customer.id, cardsId);
    const bannersId = (await createPrintProduct({ ...cardsPrint, artwork: null })).json().product
      ._id as string;
    const flyersId = (await createPrintProduct()).json().product._id as string;
    await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 500,
      artworkIds: [file.id],
    });
    await addPrint(customer, { productId: flyersId, options: choice, quantity: 100 });
    await addPrint(customer, { productId: bannersId, options: choice, quantity: 1000 });
    const [stockBefore] = await shop.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, cardsId));
    const placed = await placeOrder(customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    const order = await orderDetails(customer, orderId);
    const byProduct = (id: string) =>
      order.products.find((line: { productId: string }) => line.productId === id);
    const cards = byProduct(cardsId);
    expect(cards).toMatchObject({
      quantity: 500,
      unitPrice: '103.63',
      lineTotal: '57707.50',
      cartItems: [],
      print: {
        tierMinQuantity: 500,
        jobFee: '5895.00',
        needsArtwork: true,
        state: 'awaiting_proof',
      },
    });
    expect(cards.print.options.map((o: { valueId: string }) => o.valueId)).toEqual([
      'silk-400',
      'soft-touch',
      'express',
    ]);
    expect(byProduct(flyersId).print).toMatchObject({ state: 'awaiting_artwork' });
    // 1000 × (0.05 + 0.01) × 1.25 = 0.075 USD = 98.25 − 9 = 89.25 IQD; + 5895.
    expect(byProduct(bannersId)).toMatchObject({
      lineTotal: '95145.00',
      print: { needsArtwork: false, state: 'not_needed' },
    });
    // The exact line totals, the per-job fees included, add up to 173,522.50: flyers are
    // 100 × (0.09 + 0.01) × 1.25 = 0.125 USD = 163.75 − 16 = 147.75 IQD, + 5895 = 20670.
    expect(byProduct(flyersId).lineTotal).toBe('20670.00');
    const linesSum = order.products.reduce(
      (sum: number, line: { lineTotal: string }) => sum + Number(line.lineTotal),
      0,
    );
    expect(linesSum).toBe(173522.5);
    // The order stores the subtotal as the customer was shown it: that sum to 250 IQD (issue 35.15).
    expect(order.subtotal).toBe('173500.00');

    const [row] = await shop.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.id, cards.print.orderLineId));
    expect(row!.print).toMatchObject({
      choice,
      tierMinQuantity: 500,
      jobFeeIqd: '5895.00',
      needsArtwork: true,
      spec: { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 },
    });
    expect(row!.proofState).toBe('awaiting_proof');
    expect(
      await shop.database.db
        .select({ artworkId: printLineArtwork.artworkId })
        .from(printLineArtwork)
        .where(eq(printLineArtwork.orderLineId, row!.id)),
    ).toEqual([{ artworkId: file.id }]);
    // Made to order: no stock is taken.
    const [stockAfter] = await shop.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, cardsId));
    expect(stockAfter!.stock).toBe(stockBefore!.stock);
    expect(await getCart(customer)).toMatchObject({ card_product_count: 0 });

    // The seller sees the same print part on the order page.
    const part = await shop.app.inject({
      method: 'GET',
      url: `/api/seller/orders?perPage=10`,
      headers: bearer(seller.token),
    });
    expect(part.statusCode, part.body).toBe(200);
    const sellerOrder = part.json().items.find((p: { orderId: string }) => p.orderId === orderId);
    expect(
      sellerOrder.products.find((line: { productId: string }) => line.productId === cardsId).print,
    ).toEqual(cards.print);
  });
});

/** An order of `customer` for 500 cards with one file; its print line's id. */
async function orderedCards(customer: TestCustomer) {
  const file = await insertArtwork(customer.id, cardsId);
  await addPrint(customer, {
    productId: cardsId,
    options: choice,
    quantity: 500,
    artworkIds: [file.id],
  });
  const placed = await placeOrder(customer);
  const order = await orderDetails(customer, placed.json().orderId);
  return { file, lineId: order.products[0].print.orderLineId as string };
}

describe('reordering a print line', () => {
  it('puts the same options, pieces and files into the cart at today’s rate', async () => {
    const customer = await createCustomer(shop);
    const { file, lineId } = await orderedCards(customer);

    const stranger = await createCustomer(shop);
    const theirs = await shop.app.inject({
      method: 'POST',
      url: `/api/home/print/lines/${lineId}/reorder`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('print_line_not_found');

    await setRate('1500');
    const reorder = await shop.app.inject({
      method: 'POST',
      url: `/api/home/print/lines/${lineId}/reorder`,
      headers: bearer(customer.token),
    });
    expect(reorder.statusCode, reorder.body).toBe(201);
    // 0.0875 USD × 1500 = 131.25 − floor(13.125) = 118.25; fee 7500 − 750 = 6750.
    expect(reorder.json().card_products[0].products[0]).toMatchObject({
      quantity: 500,
      unitPrice: '118.25',
      lineTotal: (500 * 118.25 + 6750).toFixed(2),
      print: { choice, jobFee: '6750.00', artwork: [expect.objectContaining({ _id: file.id })] },
    });
    await setRate('1310');
  });

  it('answers the choice’s code when the option is gone, and 404 for a line without print', async () => {
    const created = await createPrintProduct();
    const productId = created.json().product._id as string;
    const customer = await createCustomer(shop);
    await addPrint(customer, { productId, options: choice, quantity: 100 });
    const placed = await placeOrder(customer);
    const order = await orderDetails(customer, placed.json().orderId);
    const lineId = order.products[0].print.orderLineId as string;
    await shop.database.db
      .update(products)
      .set({
        print: {
          ...cardsPrint,
          options: cardsPrint.options.filter((group) => group.id !== 'finish'),
        },
      })
      .where(eq(products.id, productId));
    const reorder = await shop.app.inject({
      method: 'POST',
      url: `/api/home/print/lines/${lineId}/reorder`,
      headers: bearer(customer.token),
    });
    expect(reorder.statusCode).toBe(400);
    expect(reorder.json()).toMatchObject({
      code: 'print_option_unknown',
      params: { group: 'finish' },
    });
    const none = await shop.app.inject({
      method: 'POST',
      url: `/api/home/print/lines/00000000-0000-4000-8000-000000000000/reorder`,
      headers: bearer(customer.token),
    });
    expect(none.statusCode).toBe(404);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: `/api/home/print/lines/${lineId}/reorder`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reordering a job whose proof was approved (issue 35)', () => {
  /** An order of `customer` for the cards with one file, its proof version 2 approved. */
  async function approvedJob(customer: TestCustomer) {
    const { file, lineId } = await orderedCards(customer);
    const proof = {
      orderLineId: lineId,
      mimeType: 'application/pdf',
      bytes: 10,
      storageKey: 'proofs/x',
    };
    const [, approved] = await shop.database.db
      .insert(proofs)
      .values([
        { ...proof, version: 1, fileName: 'v1.pdf', status: 'changes_requested' as const },
        {
          ...proof,
          version: 2,
          fileName: 'v2.pdf',
          status: 'approved' as const,
          decidedAt: new Date('2026-11-02T09:00:00Z'),
        },
      ])
      .returning();
    await shop.database.db
      .update(orderLines)
      .set({ proofState: 'approved' })
      .where(eq(orderLines.id, lineId));
    return { lineId, file, proofId: approved!.id };
  }

  const reorder = (customer: TestCustomer, lineId: string, body?: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/home/print/lines/${lineId}/reorder`,
      headers: bearer(customer.token),
      ...(body ? { payload: body } : {}),
    });

  const jobsOf = async (customer: TestCustomer, orderId: string) =>
    (
      await shop.app.inject({
        method: 'GET',
        url: `/api/home/print/orders/${orderId}`,
        headers: bearer(customer.token),
      })
    ).json().jobs;

  /** Cash on delivery chosen, then the seller starts the part. */
  const advance = async (customer: TestCustomer, orderId: string, sellerOrderId: string) => {
    const cod = await shop.app.inject({
      method: 'PUT',
      url: `/api/order/confirm/${orderId}`,
      headers: bearer(customer.token),
      payload: { paymentMethod: 'cod' },
    });
    expect(cod.statusCode, cod.body).toBeLessThan(300);
    return shop.app.inject({
      method: 'PATCH',
      url: `/api/seller/orders/${sellerOrderId}`,
      headers: bearer(seller.token),
      payload: { delivery_status: 'preparing' },
    });
  };

  it('reuses the approved proof: the new job starts approved, records its version, and may go into production', async () => {
    const customer = await createCustomer(shop);
    const { lineId, file, proofId } = await approvedJob(customer);
    const again = await reorder(customer, lineId, { proof: 'reuse' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().card_products[0].products[0].print).toMatchObject({
      artwork: [expect.objectContaining({ _id: file.id })],
      reusesProof: { _id: proofId, version: 2 },
    });
    const placed = await placeOrder(customer);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as string;
    const [job] = await jobsOf(customer, orderId);
    expect(job).toMatchObject({
      state: 'approved',
      proofs: [],
      reusedProof: { _id: proofId, version: 2, fileName: 'v2.pdf' },
    });
    // The approval rule of the lifecycle takes it: the seller may start.
    expect((await advance(customer, orderId, job.sellerOrderId)).statusCode).toBe(200);
    expect(job.reusedProof.decidedAt).toBe('2026-11-02T09:00:00.000Z');
  });

  it('asks for a new proof when the customer says so, and by default', async () => {
    const customer = await createCustomer(shop);
    const { lineId } = await approvedJob(customer);
    for (const body of [{ proof: 'new' }, undefined]) {
      const again = await reorder(customer, lineId, body);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().card_products[0].products[0].print.reusesProof).toBeNull();
      const placed = await placeOrder(customer);
      const [job] = await jobsOf(customer, placed.json().orderId);
      expect(job).toMatchObject({ state: 'awaiting_proof', reusedProof: null });
      const refused = await advance(customer, placed.json().orderId, job.sellerOrderId);
      expect(refused.json().code).toBe('proofs_not_approved');
    }
  });

  it('reuses the proof a reused job carries (a third order of the same cards)', async () => {
    const customer = await createCustomer(shop);
    const { lineId, proofId } = await approvedJob(customer);
    await reorder(customer, lineId, { proof: 'reuse' });
    const second = await placeOrder(customer);
    const [job] = await jobsOf(customer, second.json().orderId);
    const third = await reorder(customer, job.orderLineId, { proof: 'reuse' });
    expect(third.statusCode, third.body).toBe(201);
    const placed = await placeOrder(customer);
    const [thirdJob] = await jobsOf(customer, placed.json().orderId);
    expect(thirdJob).toMatchObject({ state: 'approved', reusedProof: { _id: proofId } });
  });

  it('refuses to reuse where there is no approved proof, or for someone else', async () => {
    const customer = await createCustomer(shop);
    const { lineId: waiting } = await orderedCards(customer);
    const none = await reorder(customer, waiting, { proof: 'reuse' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'proof_reuse_unavailable' });
    expect(none.json().error).toBeTruthy();

    const { lineId } = await approvedJob(customer);
    const stranger = await createCustomer(shop);
    expect((await reorder(stranger, lineId, { proof: 'reuse' })).statusCode).toBe(404);
    expect((await reorder(customer, lineId, { proof: 'maybe' })).statusCode).toBe(400);
  });

  it('drops the reuse when the line is changed in the cart: other files ask for a new proof', async () => {
    const customer = await createCustomer(shop);
    const { lineId } = await approvedJob(customer);
    const again = await reorder(customer, lineId, { proof: 'reuse' });
    const cartLine = again.json().card_products[0].products[0];
    const other = await insertArtwork(customer.id, cardsId, 'other.pdf');
    const edited = await addPrint(customer, {
      productId: cardsId,
      options: choice,
      quantity: 500,
      artworkIds: [other.id],
      lineId: cartLine._id,
    });
    expect(edited.statusCode, edited.body).toBe(201);
    const placed = await placeOrder(customer);
    const [job] = await jobsOf(customer, placed.json().orderId);
    expect(job).toMatchObject({ state: 'awaiting_proof', reusedProof: null });
  });

  it('asks for a new proof when the reused proof was set aside before the order was placed', async () => {
    const customer = await createCustomer(shop);
    const { lineId, proofId } = await approvedJob(customer);
    await reorder(customer, lineId, { proof: 'reuse' });
    await shop.database.db
      .update(proofs)
      .set({ status: 'superseded' })
      .where(eq(proofs.id, proofId));
    const placed = await placeOrder(customer);
    const [job] = await jobsOf(customer, placed.json().orderId);
    expect(job).toMatchObject({ state: 'awaiting_proof', reusedProof: null });
  });
});
