import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, currencyRates, customers, products } from '../src/db/schema/index';
import { bearer, createCustomer, expectOwnerOnly, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours, insertSeller } from './helpers/fixtures';
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
const getCart = async (customer: TestCustomer) =>
  (
    await shop.app.inject({
      method: 'GET',
      url: `/api/home/product/get-card-product/${customer.id}`,
      headers: bearer(customer.token),
    })
  ).json();
const white = (quantity: number, a5 = 0) => ({
  color: 'White',
  code: '#ffffff',
  quantity,
  selected: true,
  properties: [
    { property: 'A5', quantity: a5, selected: true },
    { property: 'A4', quantity: 0, selected: false },
  ],
});

describe('add to cart', () => {
  it('adds colours and properties and prices them on the server', async () => {
    const customer = await createCustomer(shop);
    const response = await add(customer, cardsId, [
      white(2, 1),
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
      ['White', 2],
      ['Black', 1],
    ]);
    expect(line.cartItems[0].properties).toEqual([
      {
        _id: expect.any(String),
        property: 'A5',
        enName: 'A5',
        kuName: '',
        arName: '',
        quantity: 1,
        selected: true,
      },
    ]);
  });

  it('merges a second add of the same product instead of failing', async () => {
    const customer = await createCustomer(shop);
    await add(customer, cardsId, [white(1, 1)]);
    expect((await add(customer, cardsId, [white(2, 1)])).statusCode).toBe(201);
    const cart = await getCart(customer);
    expect(cart.card_product_count).toBe(1);
    expect(cart.buy_product_item).toBe(5);
    expect(cart.card_products[0].products[0].cartItems[0]).toMatchObject({
      quantity: 3,
      properties: [{ property: 'A5', quantity: 2 }],
    });
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
    const property = (await add(customer, cardsId, [white(0, 5)])).json();
    expect(property.error).toBe('Only 4 of White A5 are in stock.');
    expect(property).toMatchObject({
      code: 'only_option_in_stock',
      params: { count: 4, colour: 'White', option: 'A5' },
    });
    expect((await add(customer, cardsId, [white(8)])).statusCode).toBe(201);
    const over = await add(customer, cardsId, [white(3)]);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('Only 10 in White are in stock.');
    expect((await getCart(customer)).buy_product_item).toBe(8);
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
    [[], /cartItems must name at least one colour/],
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
    await add(customer, cardsId, [white(1)]);
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
