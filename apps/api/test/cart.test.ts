import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, currencyRates, customers, products } from '../src/db/schema/index';
import { bearer, createCustomer, expectOwnerOnly, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
import { getCart as readCart, placeOrder } from './helpers/storefront';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
let cardsId: string;
let mugId: string;
let soldOutId: string;
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  shop = await createTestApp({ SHIPPING_FEE_IQD: '5000' });
  const db = shop.database.db;
  sellerA = (await insertSeller(db, { shopNameEn: 'Hawler Print' })).id;
  sellerB = (await insertSeller(db, { shopNameEn: 'Basra Print' })).id;
  const category = (await insertCategory(db)).id;
  // 12.60 USD at 1310 IQD with 10 % off: 16506 − floor(1650.6) = 14856 IQD a unit.
  cardsId = (
    await insertProductWithColours(
      db,
      { sellerId: sellerA, categoryId: category },
      [
        {
          enName: 'White',
          hex: '#ffffff',
          quantity: 10,
          properties: [
            { name: 'A5', quantity: 4 },
            { name: 'A4', quantity: 0 },
          ],
        },
        { enName: 'Black', hex: '#000000', quantity: 3 },
      ],
      { price: '12.60', discount: 10 },
    )
  ).id;
  mugId = (
    await insertProductWithColours(
      db,
      { sellerId: sellerB, categoryId: category },
      [{ enName: 'Red', hex: '#ff0000', quantity: 5 }],
      {
        price: '0.10',
      },
    )
  ).id;
  soldOutId = (
    await insertProductWithColours(db, { sellerId: sellerA, categoryId: category }, [
      { enName: 'Blue', hex: '#0000ff', quantity: 0 },
    ])
  ).id;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
});
afterAll(() => shop.close());

const add = (
  customer: TestCustomer,
  productId: string,
  cartItems: object[],
  userId = customer.id,
) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    headers: bearer(customer.token),
    payload: { userId, productId, quantity: 999, cartItems },
  });
const getCart = (customer: TestCustomer) => readCart(shop, customer);
/** White is sold by size only: the customer picks A5 (its own quantity stays 0). */
const white = (a5: number) => ({
  color: 'White',
  code: '#ffffff',
  quantity: 0,
  selected: true,
  properties: [
    { property: 'A5', quantity: a5, selected: true },
    { property: 'A4', quantity: 0, selected: false },
  ],
});

const blackUnits = (quantity: number) => ({ color: 'Black', code: '#000000', quantity });

describe('add to cart', () => {
  it('adds colours and properties and prices them on the server', async () => {
    const customer = await createCustomer(shop);
    const response = await add(customer, cardsId, [
      white(3),
      { color: 'Black', code: '#000000', quantity: 1, properties: [] },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Added To Cart Successfully');
    const cart = await getCart(customer);
    expect(cart.buy_product_item).toBe(4);
    expect(cart.card_product_count).toBe(1);
    expect(cart.card_products).toHaveLength(1);
    const line = cart.card_products[0].products[0];
    expect(line.unitPrice).toBe('14856.00');
    expect(line.lineTotal).toBe('59424.00');
    expect(cart.price).toBe('59424.00');
    expect(cart.shipping_fee).toBe('5000.00');
    expect(
      line.cartItems.map((i: { color: string; quantity: number }) => [i.color, i.quantity]),
    ).toEqual([
      ['White', 0],
      ['Black', 1],
    ]);
    expect(line.cartItems[0].properties).toEqual([
      {
        _id: expect.any(String),
        property: 'A5',
        enName: 'A5',
        kuName: '',
        arName: '',
        quantity: 3,
        selected: true,
        stock: 4,
      },
    ]);
  });

  it('merges a second add of the same product instead of failing', async () => {
    const customer = await createCustomer(shop);
    await add(customer, cardsId, [white(1), blackUnits(1)]);
    expect((await add(customer, cardsId, [white(1), blackUnits(2)])).statusCode).toBe(201);
    const cart = await getCart(customer);
    expect(cart.card_product_count).toBe(1);
    expect(cart.buy_product_item).toBe(5);
    expect(cart.card_products[0].products[0].cartItems).toMatchObject([
      { color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 2 }] },
      { color: 'Black', quantity: 3, properties: [] },
    ]);
  });

  it('refuses more than the stock of a colour, a property or the product (409), also across merges', async () => {
    const customer = await createCustomer(shop);
    expect(
      (await add(customer, cardsId, [{ color: 'Black', quantity: 4, properties: [] }])).json(),
    ).toEqual({
      error: 'Only 3 in Black are in stock.',
      code: 'only_colour_in_stock',
      params: { count: 3, colour: 'Black' },
    });
    const property = (await add(customer, cardsId, [white(5)])).json();
    expect(property.error).toBe('Only 4 of White A5 are in stock.');
    expect(property).toMatchObject({
      code: 'only_option_in_stock',
      params: { count: 4, colour: 'White', option: 'A5' },
    });
    expect((await add(customer, cardsId, [blackUnits(2)])).statusCode).toBe(201);
    const over = await add(customer, cardsId, [blackUnits(2)]);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Only 3 in Black are in stock.');
    expect((await getCart(customer)).buy_product_item).toBe(2);
  });

  it('says so when nothing is selected, or only zero quantities', async () => {
    const customer = await createCustomer(shop);
    for (const items of [[white(0)], [{ ...white(3), selected: false }]]) {
      const response = await add(customer, cardsId, items);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'Please select at least one item with a quantity greater than 0',
      );
      expect(response.json().code).toBe('nothing_selected');
    }
  });

  it.each([
    [[{ color: 'Green', quantity: 1, properties: [] }], /The colour "Green" is not offered/],
    [
      [{ color: 'White', code: '#000000', quantity: 1, properties: [] }],
      /The colour "White" is not offered/,
    ],
    [
      [
        {
          color: 'White',
          quantity: 1,
          properties: [{ property: 'A3', quantity: 1, selected: true }],
        },
      ],
      /"A3" is not offered in White/,
    ],
    [[{ color: 'White', quantity: -1, properties: [] }], /quantity must not be negative/],
    [[{ color: 'White', quantity: 1.5, properties: [] }], /quantity must be a whole number/],
    [[{ color: 'White', quantity: '2', properties: [] }], /quantity must be a number/],
    [[], /cartItems must list at least one colour/],
  ])('rejects %j with 400 and changes nothing', async (items, message) => {
    const customer = await createCustomer(shop);
    const response = await add(customer, cardsId, items as object[]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(
      await shop.database.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id)),
    ).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const customer = await createCustomer(shop);
    const response = await add(customer, '00000000-0000-4000-8000-000000000000', [white(1)]);
    expect(response.statusCode).toBe(404);
  });

  it('refuses another customer’s userId (403) and a missing token (401)', async () => {
    await expectOwnerOnly(shop, (id) => ({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      payload: { userId: id, productId: mugId, cartItems: [{ color: 'Red', quantity: 1 }] },
    }));
    await expectOwnerOnly(shop, (id) => ({
      method: 'GET',
      url: `/api/home/product/get-card-product/${id}`,
    }));
  });
});

describe('the cart', () => {
  it('groups lines by seller, charges shipping per seller and applies nothing from the client', async () => {
    const customer = await createCustomer(shop);
    await add(customer, cardsId, [blackUnits(1)]);
    await add(customer, mugId, [{ color: 'Red', quantity: 3, properties: [] }]);
    const cart = await getCart(customer);
    expect(cart.card_products.map((g: { shopName: string }) => g.shopName).sort()).toEqual([
      'Basra Print',
      'Hawler Print',
    ]);
    // 0.10 USD × 1310 = 131 IQD exactly (binary floats would say 131.00000000000003).
    const mugLine = cart.card_products.find((g: { sellerId: string }) => g.sellerId === sellerB)
      .products[0];
    expect(mugLine.unitPrice).toBe('131.00');
    expect(mugLine.lineTotal).toBe('393.00');
    expect(cart.price).toBe('15249.00');
    expect(cart.shipping_fee).toBe('10000.00');
    expect(cart.buy_product_item).toBe(4);
  });

  it('moves a line whose stock fell below it to outOfStockProduct', async () => {
    const customer = await createCustomer(shop);
    const db = shop.database.db;
    const product = await insertProductWithColours(
      db,
      { sellerId: sellerA, categoryId: (await insertCategory(db)).id },
      [{ enName: 'Gold', hex: '#ffd700', quantity: 5 }],
    );
    await add(customer, product.id, [{ color: 'Gold', quantity: 4, properties: [] }]);
    await db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    const cart = await getCart(customer);
    expect(cart.card_products).toEqual([]);
    expect(cart.outOfStockProduct).toHaveLength(1);
    expect(cart.buy_product_item).toBe(0);
    expect(cart.shipping_fee).toBe('0.00');
  });

  it('drops a product deleted meanwhile instead of failing', async () => {
    const customer = await createCustomer(shop);
    const db = shop.database.db;
    const product = await insertProductWithColours(
      db,
      { sellerId: sellerB, categoryId: (await insertCategory(db)).id },
      [{ enName: 'Grey', hex: '#888888', quantity: 5 }],
    );
    await add(customer, product.id, [{ color: 'Grey', quantity: 1, properties: [] }]);
    await db.delete(products).where(eq(products.id, product.id));
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/home/product/get-card-product/${customer.id}`,
      headers: bearer(customer.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().card_product_count).toBe(0);
  });

  it('reports the customer’s discount percent for the summary', async () => {
    const customer = await createCustomer(shop);
    await shop.database.db
      .update(customers)
      .set({ discountPercent: '7.5' })
      .where(eq(customers.id, customer.id));
    expect((await getCart(customer)).customerDiscount).toBe(7.5);
  });

  it('steps a line up within stock and down to at least one, only for its owner', async () => {
    const customer = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    await add(customer, cardsId, [{ color: 'Black', quantity: 2, properties: [] }]);
    const lineId = (await getCart(customer)).card_products[0].products[0]._id;
    const step = (direction: 'inc' | 'dec', who = customer) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/home/product/quantity-${direction}/${lineId}`,
        headers: bearer(who.token),
      });
    expect((await step('inc')).statusCode).toBe(200);
    expect((await step('inc')).json()).toEqual({
      error: 'No more of this product is in stock.',
      code: 'no_more_stock',
    });
    expect((await getCart(customer)).buy_product_item).toBe(3);
    expect((await step('inc', stranger)).statusCode).toBe(404);
    await step('dec');
    await step('dec');
    const last = await step('dec');
    expect(last.statusCode).toBe(400);
    expect((await getCart(customer)).buy_product_item).toBe(1);
    expect(
      (await shop.app.inject({ method: 'PUT', url: `/api/home/product/quantity-inc/${lineId}` }))
        .statusCode,
    ).toBe(401);
  });

  it('removes a line for its owner only', async () => {
    const customer = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    await add(customer, mugId, [{ color: 'Red', quantity: 1, properties: [] }]);
    const lineId = (await getCart(customer)).card_products[0].products[0]._id;
    const remove = (who: TestCustomer) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/home/product/delete-card-product/${lineId}`,
        headers: bearer(who.token),
      });
    expect((await remove(stranger)).statusCode).toBe(404);
    expect((await remove(customer)).json()).toEqual({ message: 'Product Removed Successfully' });
    expect((await getCart(customer)).card_product_count).toBe(0);
  });

  it('lets a sold-out product be refused from the start', async () => {
    const customer = await createCustomer(shop);
    const response = await add(customer, soldOutId, [
      { color: 'Blue', quantity: 1, properties: [] },
    ]);
    expect(response.statusCode).toBe(409);
  });
});

describe('one row of a cart line (a colour × size, or a colour without sizes)', () => {
  let posterId: string;
  let flyerId: string;

  beforeAll(async () => {
    const db = shop.database.db;
    const category = (await insertCategory(db)).id;
    // 10 USD at 1310 IQD: 13 100 IQD a unit.
    posterId = (
      await insertProductWithColours(
        db,
        { sellerId: sellerA, categoryId: category },
        [
          {
            enName: 'Cream',
            hex: '#fffdd0',
            quantity: 10,
            properties: [
              { name: 'S', quantity: 5 },
              { name: 'M', quantity: 5 },
            ],
          },
          {
            enName: 'Grey',
            hex: '#888888',
            quantity: 5,
            properties: [
              { name: 'S', quantity: 3 },
              { name: 'L', quantity: 2 },
            ],
          },
        ],
        { price: '10.00' },
      )
    ).id;
    flyerId = (
      await insertProductWithColours(db, { sellerId: sellerB, categoryId: category }, [
        { enName: 'Blue', hex: '#0000ff', quantity: 3, properties: [{ name: 'S', quantity: 3 }] },
      ])
    ).id;
  });

  const sized = (color: string, sizes: Record<string, number>) => ({
    color,
    quantity: 0,
    properties: Object.entries(sizes).map(([property, quantity]) => ({ property, quantity })),
  });

  interface Row {
    _id: string;
    color: string;
    quantity: number;
    properties: { _id: string; property: string; quantity: number }[];
  }
  interface Line {
    _id: string;
    quantity: number;
    lineTotal: string;
    unitPrice: string;
    productInfo: { _id: string };
    cartItems: Row[];
  }
  const lineOf = (cart: { card_products: { products: Line[] }[] }, productId: string) =>
    cart.card_products
      .flatMap((group) => group.products)
      .find((line) => line.productInfo._id === productId);
  /** The line's rows as `Colour/Size: n` (a colour's own units as `Colour: n`). */
  const rowsOf = (line: Line | undefined) =>
    (line?.cartItems ?? []).flatMap((item) => [
      ...(item.quantity > 0 ? [`${item.color}: ${item.quantity}`] : []),
      ...item.properties.map((p) => `${item.color}/${p.property}: ${p.quantity}`),
    ]);
  const ids = (line: Line, color: string, size?: string) => {
    const item = line.cartItems.find((i) => i.color === color)!;
    return {
      colorId: item._id,
      propertyId: size ? item.properties.find((p) => p.property === size)!._id : null,
    };
  };
  const setRow = (customer: TestCustomer, lineId: string, body: object) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/home/product/cart-row/${lineId}`,
      headers: bearer(customer.token),
      payload: body,
    });
  const posterLine = async (customer: TestCustomer) => {
    await add(customer, posterId, [sized('Cream', { S: 1, M: 2 }), sized('Grey', { S: 1 })]);
    return lineOf(await getCart(customer), posterId)!;
  };

  it('sets one colour × size row, keeps every other row and answers the repriced cart', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    const response = await setRow(customer, line._id, { ...ids(line, 'Cream', 'M'), quantity: 4 });
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    const after = lineOf(cart, posterId)!;
    expect(rowsOf(after)).toEqual(['Cream/S: 1', 'Cream/M: 4', 'Grey/S: 1']);
    expect(after.quantity).toBe(6);
    expect(after.lineTotal).toBe('78600.00');
    expect(cart.price).toBe('78600.00');
    expect(cart.buy_product_item).toBe(6);
    expect(rowsOf(lineOf(await getCart(customer), posterId))).toEqual(rowsOf(after));
    // A step instead of a number: one more of Grey S.
    const stepped = await setRow(customer, line._id, { ...ids(line, 'Grey', 'S'), change: 1 });
    expect(rowsOf(lineOf(stepped.json(), posterId))).toEqual([
      'Cream/S: 1',
      'Cream/M: 4',
      'Grey/S: 2',
    ]);
  });

  it('sets a colour’s own quantity only for a colour without sizes', async () => {
    const customer = await createCustomer(shop);
    await add(customer, cardsId, [white(1), blackUnits(1)]);
    const line = lineOf(await getCart(customer), cardsId)!;
    const black = await setRow(customer, line._id, { ...ids(line, 'Black'), quantity: 3 });
    expect(rowsOf(lineOf(black.json(), cardsId))).toEqual(['White/A5: 1', 'Black: 3']);
    const bare = await setRow(customer, line._id, { ...ids(line, 'White'), quantity: 1 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      error: 'White is sold by size or pack only: choose one.',
      code: 'option_required',
      params: { colour: 'White' },
    });
    expect(rowsOf(lineOf(await getCart(customer), cardsId))).toEqual(['White/A5: 1', 'Black: 3']);
  });

  it('removes a row set to 0, a colour left without rows, and the line left empty', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    const grey = await setRow(customer, line._id, { ...ids(line, 'Grey', 'S'), quantity: 0 });
    expect(lineOf(grey.json(), posterId)!.cartItems.map((i) => i.color)).toEqual(['Cream']);
    await setRow(customer, line._id, { ...ids(line, 'Cream', 'S'), change: -1 });
    const last = await setRow(customer, line._id, { ...ids(line, 'Cream', 'M'), quantity: 0 });
    expect(last.statusCode).toBe(200);
    expect(last.json().card_product_count).toBe(0);
    expect(
      await shop.database.db.select().from(cartLines).where(eq(cartLines.id, line._id)),
    ).toEqual([]);
  });

  it('refuses more than a size’s, a colour’s or the product’s stock (409) and changes nothing', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    const size = await setRow(customer, line._id, { ...ids(line, 'Cream', 'M'), quantity: 6 });
    expect(size.statusCode).toBe(409);
    expect(size.json()).toMatchObject({
      code: 'only_option_in_stock',
      params: { count: 5, colour: 'Cream', option: 'M' },
    });
    const negative = await setRow(customer, line._id, { ...ids(line, 'Cream', 'M'), quantity: -1 });
    expect(negative.statusCode).toBe(400);
    const below = await setRow(customer, line._id, { ...ids(line, 'Cream', 'S'), change: -2 });
    expect(below.statusCode).toBe(400);
    const neither = await setRow(customer, line._id, ids(line, 'Cream', 'S'));
    expect(neither.statusCode).toBe(400);
    expect(rowsOf(lineOf(await getCart(customer), posterId))).toEqual([
      'Cream/S: 1',
      'Cream/M: 2',
      'Grey/S: 1',
    ]);
  });

  it('answers 404 for another customer’s line and 401 without a token', async () => {
    const customer = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const line = await posterLine(customer);
    const theirs = await setRow(stranger, line._id, { ...ids(line, 'Cream', 'S'), quantity: 3 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('cart_line_not_found');
    const anonymous = await shop.app.inject({
      method: 'PUT',
      url: `/api/home/product/cart-row/${line._id}`,
      payload: { ...ids(line, 'Cream', 'S'), quantity: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(rowsOf(lineOf(await getCart(customer), posterId))).toContain('Cream/S: 1');
  });

  it('refuses a size of another colour or product, and a row a stale tab still shows (404)', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    await add(customer, flyerId, [sized('Blue', { S: 1 })]);
    const flyer = lineOf(await getCart(customer), flyerId)!;
    const cream = ids(line, 'Cream', 'S').colorId;
    for (const propertyId of [
      ids(line, 'Grey', 'S').propertyId,
      ids(flyer, 'Blue', 'S').propertyId,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await setRow(customer, line._id, { colorId: cream, propertyId, change: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'This choice is no longer in your cart; reload the cart to see it as it is.',
        code: 'cart_row_not_found',
      });
    }
    const otherProduct = await setRow(customer, line._id, {
      ...ids(flyer, 'Blue', 'S'),
      change: 1,
    });
    expect(otherProduct.statusCode).toBe(404);
    // One tab removes Grey S; another still shows it and presses +.
    await setRow(customer, line._id, { ...ids(line, 'Grey', 'S'), quantity: 0 });
    const stale = await setRow(customer, line._id, { ...ids(line, 'Grey', 'S'), change: 1 });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().code).toBe('cart_row_not_found');
    expect(rowsOf(lineOf(await getCart(customer), posterId))).toEqual(['Cream/S: 1', 'Cream/M: 2']);
  });

  it('counts every one of many parallel clicks on one row and never goes past the stock', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    const row = ids(line, 'Cream', 'S');
    const clicks = await Promise.all(
      Array.from({ length: 8 }, () => setRow(customer, line._id, { ...row, change: 1 })),
    );
    // Cream S holds 5 and the line had 1: exactly 4 clicks are taken, the rest refused.
    expect(clicks.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(clicks.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(rowsOf(lineOf(await getCart(customer), posterId))).toEqual([
      'Cream/S: 5',
      'Cream/M: 2',
      'Grey/S: 1',
    ]);
    const down = await Promise.all(
      Array.from({ length: 3 }, () => setRow(customer, line._id, { ...row, change: -1 })),
    );
    expect(down.every((r) => r.statusCode === 200)).toBe(true);
    expect(rowsOf(lineOf(await getCart(customer), posterId))[0]).toBe('Cream/S: 2');
  });

  it('counts parallel clicks that each carry their own key, as the storefront sends them', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    const keyed = (body: object) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/home/product/cart-row/${line._id}`,
        headers: { ...bearer(customer.token), 'idempotency-key': randomUUID() },
        payload: body,
      });
    const up = await Promise.all(
      Array.from({ length: 3 }, () => keyed({ ...ids(line, 'Cream', 'S'), change: 1 })),
    );
    expect(up.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // Cream M holds 2: two −1 at once take the row out.
    const down = await Promise.all(
      Array.from({ length: 2 }, () => keyed({ ...ids(line, 'Cream', 'M'), change: -1 })),
    );
    expect(down.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(rowsOf(lineOf(await getCart(customer), posterId))).toEqual(['Cream/S: 4', 'Grey/S: 1']);
  });

  it('keeps the old whole-line +/− to lines of one row: never a bare unit on a colour with sizes', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    const step = (direction: 'inc' | 'dec', lineId: string) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/home/product/quantity-${direction}/${lineId}`,
        headers: bearer(customer.token),
      });
    for (const direction of ['inc', 'dec'] as const) {
      const response = await step(direction, line._id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('line_has_several_rows');
    }
    expect(rowsOf(lineOf(await getCart(customer), posterId))).toEqual([
      'Cream/S: 1',
      'Cream/M: 2',
      'Grey/S: 1',
    ]);
    // A line of one size: + adds one of that size, − takes one of it, never below 1.
    await add(customer, flyerId, [sized('Blue', { S: 1 })]);
    const flyer = lineOf(await getCart(customer), flyerId)!;
    expect((await step('inc', flyer._id)).statusCode).toBe(200);
    expect(rowsOf(lineOf(await getCart(customer), flyerId))).toEqual(['Blue/S: 2']);
    expect((await step('dec', flyer._id)).statusCode).toBe(200);
    expect((await step('dec', flyer._id)).json().code).toBe('quantity_minimum');
    expect(rowsOf(lineOf(await getCart(customer), flyerId))).toEqual(['Blue/S: 1']);
  });

  it('refuses a colour’s own units on a colour with sizes when adding to the cart', async () => {
    const customer = await createCustomer(shop);
    const response = await add(customer, posterId, [
      { color: 'Cream', quantity: 1, properties: [{ property: 'S', quantity: 1 }] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'option_required', params: { colour: 'Cream' } });
    expect((await getCart(customer)).card_product_count).toBe(0);
  });

  it('never orders a bare unit an older cart holds on a colour with sizes; its row can be taken out', async () => {
    const customer = await createCustomer(shop);
    const line = await posterLine(customer);
    const [stored] = await shop.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.id, line._id));
    const items = stored!.items.map((item, index) =>
      index === 0 ? { ...item, quantity: 1 } : item,
    );
    await shop.database.db
      .update(cartLines)
      .set({ items, quantity: 5 })
      .where(eq(cartLines.id, line._id));
    const cart = await getCart(customer);
    expect(cart.card_products).toEqual([]);
    expect(cart.outOfStockProduct[0].problem).toEqual({
      code: 'option_required',
      params: { colour: 'Cream' },
    });
    const order = await placeOrder(shop, customer);
    expect(order.statusCode).toBe(409);
    // Adding a size is refused while the bare unit is there; taking the bare unit out mends it.
    const more = await setRow(customer, line._id, { ...ids(line, 'Cream', 'S'), change: 1 });
    expect(more.json().code).toBe('option_required');
    const mended = await setRow(customer, line._id, { ...ids(line, 'Cream'), quantity: 0 });
    expect(mended.statusCode).toBe(200);
    expect(rowsOf(lineOf(mended.json(), posterId))).toEqual([
      'Cream/S: 1',
      'Cream/M: 2',
      'Grey/S: 1',
    ]);
  });
});
