import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localisedName, type LocalisedNames } from '@chapkhana/shared/languages';
import type { ProductBodyInput, SellerProduct } from '@chapkhana/shared/products';
import { cartLines, currencyRates, orders, products } from '../src/db/schema/index';
import { createCustomer } from './helpers/customers';
import {
  call,
  createSignedInAdmin,
  orderProducts,
  publishWithoutPictures,
  upload,
} from './helpers/console';
import { insertCategory, insertProduct, insertSubCategory } from './helpers/fixtures';
import { pictureOf } from './helpers/images';
import { closeSockets, listeningTestApp, nextEvent, settle, socketClient } from './helpers/sockets';
import { createSignedInSeller, deactivateSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { TESTED_WITH_DOCUMENTS, TESTED_WITH_PARCELS, TESTED_WITH_STAFF } from './helpers/routes';

let shop: TestApp;
let url: string;
let sellerA: Awaited<ReturnType<typeof createSignedInSeller>>;
let sellerB: Awaited<ReturnType<typeof createSignedInSeller>>;
let categoryId: string;
let subCategoryId: string;

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp());
  const db = shop.database.db;
  await db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  sellerA = await createSignedInSeller(shop, 'Sulaymaniyah Print');
  sellerB = await createSignedInSeller(shop, 'Kirkuk Print');
  categoryId = (await insertCategory(db)).id;
  subCategoryId = (await insertSubCategory(db, categoryId)).id;
});
afterAll(() => shop.close());
afterEach(closeSockets);

const db = () => shop.database.db;
const as = (seller: { token: string }) => ({
  get: (path: string) => call(shop, 'GET', path, seller.token),
  post: (path: string, payload: object) => call(shop, 'POST', path, seller.token, payload),
  put: (path: string, payload: object) => call(shop, 'PUT', path, seller.token, payload),
  patch: (path: string, payload: object) => call(shop, 'PATCH', path, seller.token, payload),
  delete: (path: string) => call(shop, 'DELETE', path, seller.token),
});

let codes = 0;
/** A complete product form: two colours, the first with sizes. */
function productForm(overrides: Partial<ProductBodyInput> = {}): ProductBodyInput {
  codes += 1;
  return {
    categoryId,
    subCategoryId,
    code: `BC-${codes}-${randomUUID().slice(0, 4)}`,
    enName: 'Premium Business Card',
    kuName: 'کارتی بازرگانیی نایاب',
    arName: 'بطاقة أعمال فاخرة',
    enDescription: '350 gsm, matt lamination.',
    price: '12.50',
    discount: 10,
    colors: [
      {
        hex: '#FFFFFF',
        enName: 'White',
        kuName: 'سپی',
        arName: 'أبيض',
        quantity: 40,
        properties: [
          { enName: 'A5', quantity: 10 },
          { enName: 'A6', quantity: 5 },
        ],
      },
      { hex: '#000000', enName: 'Black', kuName: 'ڕەش', arName: 'أسود', quantity: 20 },
    ],
    ...overrides,
  };
}

async function createProduct(
  seller = sellerA,
  overrides: Partial<ProductBodyInput> = {},
): Promise<SellerProduct> {
  // Listings are newest first: each product a second after the one before.
  shop.clock.advance(1000);
  const response = await as(seller).post('/api/seller/products', productForm(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const product: SellerProduct = response.json().product;
  await publishWithoutPictures(shop, product._id);
  return { ...product, published: true };
}

function everySellerRoute(): {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}[] {
  const id = randomUUID();
  return [
    { method: 'GET', url: '/api/seller/products' },
    { method: 'POST', url: '/api/seller/products', payload: productForm() },
    { method: 'GET', url: `/api/seller/products/${id}` },
    { method: 'PUT', url: `/api/seller/products/${id}`, payload: productForm() },
    { method: 'DELETE', url: `/api/seller/products/${id}` },
    { method: 'PATCH', url: `/api/seller/products/${id}`, payload: { price: '2.00' } },
    { method: 'PUT', url: `/api/seller/products/${id}/published`, payload: { published: true } },
    { method: 'POST', url: `/api/seller/products/${id}/copies` },
    { method: 'POST', url: `/api/seller/products/${id}/images` },
    { method: 'PUT', url: `/api/seller/products/${id}/images`, payload: { images: [] } },
    { method: 'GET', url: '/api/seller/orders' },
    // The seller's own WhatsApp and SMS messages (test/messages/providers.test.ts reads them).
    { method: 'GET', url: '/api/seller/messages' },
    // The dashboard's figures (test/dashboard.test.ts adds them up).
    { method: 'GET', url: '/api/seller/dashboard' },
    { method: 'GET', url: '/api/seller/dashboard/csv' },
    { method: 'GET', url: `/api/seller/orders/${id}` },
    { method: 'PATCH', url: `/api/seller/orders/${id}`, payload: { delivery_status: 'preparing' } },
    { method: 'POST', url: `/api/seller/orders/${id}/cash-collected`, payload: { amount: '1000' } },
  ];
}

describe('who may call the seller routes', () => {
  it('lists every seller route of this module in this test', () => {
    const declared = shop.app.routeTable
      .filter(
        (r) =>
          r.url.startsWith('/api/seller/') &&
          !r.url.startsWith('/api/seller/chat/') &&
          // Print jobs are tested with their module (test/print-jobs.test.ts, the access matrix).
          !r.url.startsWith('/api/seller/print/') &&
          // So is the production board (test/production-board.test.ts, the access matrix).
          !r.url.startsWith('/api/seller/production/') &&
          // So are card templates and their backgrounds (test/card-designs.test.ts, the access matrix).
          !r.url.startsWith('/api/seller/card-') &&
          !TESTED_WITH_PARCELS.test(r.url) &&
          !TESTED_WITH_DOCUMENTS.test(r.url) &&
          !TESTED_WITH_STAFF.test(r.url) &&
          r.method !== 'HEAD',
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const tested = everySellerRoute()
      .map((r) => `${r.method} ${r.url.replace(/[0-9a-f-]{36}/, ':id')}`)
      .sort();
    expect(tested).toEqual(declared);
  });

  it('refuses no token, a customer token and a closed shop’s token with 401, an admin with 403', async () => {
    const customer = await createCustomer(shop);
    const admin = await createSignedInAdmin(shop);
    const closed = await createSignedInSeller(shop, 'Closed Print');
    await deactivateSeller(shop, closed.sellerId);
    for (const route of everySellerRoute()) {
      const label = `${route.method} ${route.url}`;
      for (const token of [undefined, customer.token, closed.token]) {
        const response = await call(shop, route.method, route.url, token, route.payload);
        expect(response.statusCode, label).toBe(401);
      }
      const asAdmin = await call(shop, route.method, route.url, admin.token, route.payload);
      expect(asAdmin.statusCode, label).toBe(403);
    }
  });
});

describe('products', () => {
  it('creates a product with colours and sizes; the shop lists it and finds it by its Kurdish name', async () => {
    const product = await createProduct();
    expect(product).toMatchObject({
      slug: 'premium-business-card',
      enName: 'Premium Business Card',
      price: '12.50',
      discount: 10,
      stock: 60,
      images: [],
      categoryId,
      subCategoryId,
    });
    expect(product.colors).toMatchObject([
      {
        hex: '#ffffff',
        enName: 'White',
        quantity: 40,
        properties: [
          { name: 'A5', quantity: 10 },
          { name: 'A6', quantity: 5 },
        ],
      },
      { hex: '#000000', enName: 'Black', quantity: 20, properties: [] },
    ]);
    const second = await createProduct(sellerA, { enName: 'Premium Business Card' });
    expect(second.slug).toBe('premium-business-card-2');

    const search = encodeURIComponent('كارتى بازرگانيى');
    const listing = await call(
      shop,
      'GET',
      `/api/home/query-products?searchValue=${search}`,
      undefined,
    );
    expect(listing.json().products.map((p: { _id: string }) => p._id)).toEqual([
      second._id,
      product._id,
    ]);
    const details = await call(shop, 'GET', `/api/home/product-details/${product.slug}`, undefined);
    expect(details.json().product).toMatchObject({ stock: 60, shopName: 'Sulaymaniyah Print' });

    const own = await as(sellerA).get(`/api/seller/products?search=${search}&perPage=1`);
    expect(own.json()).toMatchObject({ total: 2, perPage: 1, items: [{ _id: second._id }] });
    expect(Object.keys(own.json().items[0].category).sort()).toEqual([
      'arName',
      'enName',
      'kuName',
    ]);
  });

  it('answers bad input with sentences and a taken code with 409', async () => {
    const cases: [Partial<ProductBodyInput>, string][] = [
      [{ price: '12.345' }, 'price must be a number ≥ 0 with at most 2 decimals'],
      [{ price: '-1' }, 'price must be a number ≥ 0 with at most 2 decimals'],
      [{ discount: 101 }, 'discount must be from 0 to 100'],
      [{ enName: '  ', kuName: '   ', arName: '' }, 'kuName needs a name in at least one language'],
      [{ colors: [] }, 'colors must list at least one colour'],
      [
        { colors: [{ hex: 'white', enName: 'White', kuName: 'a', arName: 'b', quantity: 1 }] },
        'colors.0.hex must be a colour written #rrggbb',
      ],
      [
        {
          colors: [{ hex: '#ffffff', enName: ' ', kuName: '', arName: '', quantity: 1 }],
        },
        'colors.0.kuName needs a name in at least one language',
      ],
      [
        {
          colors: [
            {
              hex: '#ffffff',
              enName: 'White',
              kuName: 'a',
              arName: 'b',
              quantity: 1,
              properties: [{ enName: 'A5', quantity: -1 }],
            },
          ],
        },
        'colors.0.properties.0.quantity must not be negative',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await as(sellerA).post('/api/seller/products', productForm(change));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toContain(message);
    }

    const otherCategory = await insertCategory(db());
    const mismatch = await as(sellerA).post(
      '/api/seller/products',
      productForm({ categoryId: otherCategory.id }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(
      'subCategoryId belongs to another category than categoryId.',
    );

    const first = await createProduct();
    const taken = await as(sellerB).post('/api/seller/products', productForm({ code: first.code }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(`Another product already has the code "${first.code}".`);
  });

  // Issue 33 (b): a colour sold by size takes its units from its sizes, and an order takes them
  // from the colour too; a colour holding fewer than its sizes could not sell what they showed.
  it('refuses a colour holding fewer units than its sizes, on a new product and on an edit', async () => {
    const withWhite = (quantity: number): Partial<ProductBodyInput> => ({
      colors: [{ ...productForm().colors[0]!, quantity }],
    });
    const below = await as(sellerA).post('/api/seller/products', productForm(withWhite(14)));
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'invalid_input', params: { fields: 'colors' } });
    expect(below.json().error).toContain('colors.0.quantity must be at least 15');
    const product = await createProduct(sellerA, withWhite(15));
    expect(product.colors[0]!.quantity).toBe(15);
    const edit = await as(sellerA).put(
      `/api/seller/products/${product._id}`,
      productForm({ ...withWhite(3), code: product.code }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toContain('colors.0.quantity must be at least 15');
    const [row] = await db().select().from(products).where(eq(products.id, product._id));
    expect(row!.stock).toBe(15);
  });

  it('edits a product in one go, keeps the ids of kept colours and sizes, and tells open product pages', async () => {
    const product = await createProduct();
    const [white, black] = product.colors;
    const customer = await createCustomer(shop);
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: product._id,
      cartItems: [{ color: 'White', quantity: 0, properties: [{ property: 'A5', quantity: 2 }] }],
    });
    expect(added.statusCode).toBe(201);

    const visitor = await socketClient(url);
    visitor.emit('join_product', product._id);
    await settle();
    const heard = nextEvent(visitor, 'productUpdate');
    const edited = await as(sellerA).put(
      `/api/seller/products/${product._id}`,
      productForm({
        code: product.code,
        enName: 'Premium Card',
        price: '15',
        colors: [
          {
            hex: '#fafafa',
            enName: 'white',
            kuName: 'سپی',
            arName: 'أبيض',
            quantity: 30,
            properties: [
              { enName: 'a5', kuName: 'ئەی٥', quantity: 8 },
              { enName: 'A4', quantity: 3 },
            ],
          },
          { hex: '#ff0000', enName: 'Red', kuName: 'سوور', arName: 'أحمر', quantity: 7 },
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await heard).toEqual({ productId: product._id });
    const after: SellerProduct = edited.json().product;
    expect(after).toMatchObject({
      enName: 'Premium Card',
      slug: product.slug,
      price: '15.00',
      stock: 37,
    });
    expect(after.colors[0]).toMatchObject({ _id: white!._id, enName: 'white', hex: '#fafafa' });
    expect(after.colors[0]!.properties).toMatchObject([
      { _id: white!.properties[0]!._id, name: 'a5', enName: 'a5', kuName: 'ئەی٥', quantity: 8 },
      { name: 'A4', enName: 'A4', kuName: '', arName: '', quantity: 3 },
    ]);
    expect(after.colors.map((c) => c._id)).not.toContain(black!._id);
    expect(after.colors[1]).toMatchObject({ enName: 'Red', quantity: 7 });

    // The cart line still points at the same colour and size, so it still prices.
    const cart = await call(
      shop,
      'GET',
      `/api/home/product/get-card-product/${customer.id}`,
      customer.token,
    );
    const line = cart.json().card_products[0].products[0];
    expect(line.productInfo.price).toBe('15.00');
    expect(line.cartItems[0]).toMatchObject({
      _id: white!._id,
      properties: [{ _id: white!.properties[0]!._id, quantity: 2 }],
    });
    expect(cart.json().outOfStockProduct).toEqual([]);
    const search = await call(
      shop,
      'GET',
      '/api/home/query-products?searchValue=premium%20card',
      undefined,
    );
    expect(search.json().products.map((p: { _id: string }) => p._id)).toContain(product._id);
  });

  it('keeps one seller out of another’s products (404) and lists only its own', async () => {
    const mine = await createProduct(sellerA);
    const theirs = as(sellerB);
    expect((await theirs.get(`/api/seller/products/${mine._id}`)).statusCode).toBe(404);
    const edit = await theirs.put(`/api/seller/products/${mine._id}`, productForm());
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error).toBe('This product does not exist in your shop.');
    expect((await theirs.delete(`/api/seller/products/${mine._id}`)).statusCode).toBe(404);
    expect(
      (await theirs.put(`/api/seller/products/${mine._id}/images`, { images: [] })).statusCode,
    ).toBe(404);
    const pictures = await upload(
      shop,
      'POST',
      `/api/seller/products/${mine._id}/images`,
      sellerB.token,
      [{ name: 'images', filename: 'a.png', content: await pictureOf('png') }],
    );
    expect(pictures.statusCode).toBe(404);
    // Refused before the upload is read: an oversized one gets the same 404, not a size error.
    const oversized = await upload(
      shop,
      'POST',
      `/api/seller/products/${mine._id}/images`,
      sellerB.token,
      [{ name: 'images', filename: 'huge.jpg', content: Buffer.alloc(6 * 1024 * 1024) }],
    );
    expect(oversized.statusCode).toBe(404);
    const list = (await theirs.get('/api/seller/products?perPage=100')).json();
    expect(list.items.map((p: { _id: string }) => p._id)).not.toContain(mine._id);
    const [row] = await db().select().from(products).where(eq(products.id, mine._id));
    expect(row!.enName).toBe('Premium Business Card');
  });

  it('takes up to six real pictures as WebP in three widths, reorders and removes them', async () => {
    const product = await createProduct();
    const path1 = `/api/seller/products/${product._id}/images`;
    const first = await upload(shop, 'POST', path1, sellerA.token, [
      { name: 'images', filename: 'front.png', content: await pictureOf('png', 900, 900) },
      { name: 'images', filename: 'back.jpg', content: await pictureOf('jpeg', 300, 200) },
    ]);
    expect(first.statusCode).toBe(200);
    const images: string[] = first.json().product.images;
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toMatch(/^\/uploads\/products\/[0-9a-f]{24}-800\.webp$/);
      for (const width of [200, 400, 800]) {
        expect(existsSync(path.join(shop.dataDir, image.replace('-800.', `-${width}.`)))).toBe(
          true,
        );
      }
    }

    const notAPicture = await upload(shop, 'POST', path1, sellerA.token, [
      { name: 'images', filename: 'photo.png', content: Buffer.from('%PDF-1.4 not a picture') },
    ]);
    expect(notAPicture.statusCode).toBe(415);
    const tooBig = await upload(shop, 'POST', path1, sellerA.token, [
      { name: 'images', filename: 'huge.jpg', content: Buffer.alloc(6 * 1024 * 1024) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => pictureOf('png', 64, 64)));
    const overLimit = await upload(
      shop,
      'POST',
      path1,
      sellerA.token,
      five.map((content, i) => ({ name: 'images', filename: `${i}.png`, content })),
    );
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json().error).toBe(
      'A product may have at most 6 pictures and this one has 2; remove some first.',
    );
    const stored = await db().select().from(products).where(eq(products.id, product._id));
    expect(stored[0]!.images).toHaveLength(2);

    const reordered = await as(sellerA).put(path1, { images: [images[1], images[0]] });
    expect(reordered.json().product.images).toEqual([images[1], images[0]]);
    const removed = await as(sellerA).put(path1, { images: [images[0]!.replace('-800.webp', '')] });
    expect(removed.json().product.images).toEqual([images[0]]);
    const foreign = await as(sellerA).put(path1, {
      images: ['/uploads/products/elsewhere-800.webp'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe("images.0 is not one of this product's pictures.");
  });

  it('deletes a product once its orders are done; carts lose it, orders keep their copy', async () => {
    const product = await createProduct();
    const customer = await createCustomer(shop);
    const orderId = await orderProducts(shop, customer, [product._id]);
    const refused = await as(sellerA).delete(`/api/seller/products/${product._id}`);
    expect(refused.statusCode).toBe(409);

    await db().update(orders).set({ deliveryStatus: 'delivered' }).where(eq(orders.id, orderId));
    const other = await createCustomer(shop);
    await call(shop, 'POST', '/api/home/product/add-to-card', other.token, {
      userId: other.id,
      productId: product._id,
      cartItems: [{ color: 'Black', quantity: 1, properties: [] }],
    });
    const visitor = await socketClient(url);
    visitor.emit('join_product', product._id);
    await settle();
    const heard = nextEvent(visitor, 'productUpdate');
    expect((await as(sellerA).delete(`/api/seller/products/${product._id}`)).statusCode).toBe(200);
    expect(await heard).toEqual({ productId: product._id });
    expect(await db().select().from(cartLines).where(eq(cartLines.customerId, other.id))).toEqual(
      [],
    );
    const order = await call(
      shop,
      'GET',
      `/api/home/coustomer/get-order-details/${orderId}`,
      customer.token,
    );
    expect(order.json().order.products[0]).toMatchObject({
      productId: null,
      productInfo: { enName: 'Premium Business Card' },
    });
  });
});

describe('products named in one language', () => {
  const kurdishOnly = (): Partial<ProductBodyInput> => ({
    enName: '',
    kuName: 'کوپی چینی کوردی',
    arName: '',
    code: `KU-${randomUUID().slice(0, 6)}`,
    price: '٣٫٧٥',
    colors: [
      {
        hex: '#ffffff',
        kuName: 'سپی',
        quantity: 12,
        properties: [
          { kuName: '١٠٠ دانە', quantity: 7 },
          { kuName: '٢٠٠ دانە', arName: '٢٠٠ قطعة', quantity: 5 },
        ],
      },
    ],
  });

  it('lists a Kurdish-only product priced ٣٫٧٥, finds it by search and falls back to Kurdish on an Arabic page', async () => {
    const product = await createProduct(sellerA, kurdishOnly());
    expect(product).toMatchObject({ enName: '', arName: '', price: '3.75', stock: 12 });
    // No English name: the slug is made from the code, still readable and unique.
    expect(product.slug).toBe(product.code.toLowerCase());
    expect(product.colors[0]).toMatchObject({ enName: '', kuName: 'سپی', arName: '' });
    expect(product.colors[0]!.properties).toMatchObject([
      { name: '١٠٠ دانە', enName: '', kuName: '١٠٠ دانە', arName: '', quantity: 7 },
      { name: '٢٠٠ قطعة', kuName: '٢٠٠ دانە', arName: '٢٠٠ قطعة', quantity: 5 },
    ]);
    const again = await createProduct(sellerA, { ...kurdishOnly(), code: product.code + 'x' });
    expect(again.slug).toBe(`${product.code.toLowerCase()}x`);

    const search = encodeURIComponent('کوپی چینی');
    const found = await call(
      shop,
      'GET',
      `/api/home/query-products?searchValue=${search}`,
      undefined,
    );
    expect(found.json().products.map((p: { _id: string }) => p._id)).toContain(product._id);
    const own = await as(sellerA).get(`/api/seller/products?search=${search}`);
    expect(own.json().items.map((p: { _id: string }) => p._id)).toContain(product._id);

    const details = await call(shop, 'GET', `/api/home/product-details/${product.slug}`, undefined);
    expect(details.statusCode).toBe(200);
    const shown = details.json().product;
    expect(localisedName(shown, 'ar')).toBe('کوپی چینی کوردی');
    expect(shown.price).toBe('3.75');
    const values = shown.colors[0].properties;
    expect(values.map((v: LocalisedNames) => localisedName(v, 'ar'))).toEqual([
      '١٠٠ دانە',
      '٢٠٠ قطعة',
    ]);
    expect(values.map((v: LocalisedNames) => localisedName(v, 'kr'))).toEqual([
      '١٠٠ دانە',
      '٢٠٠ دانە',
    ]);
  });

  it('goes into a cart by the names its colour and value fall back to', async () => {
    const product = await createProduct(sellerA, kurdishOnly());
    const customer = await createCustomer(shop);
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: product._id,
      cartItems: [
        { color: 'سپی', quantity: 0, properties: [{ property: '٢٠٠ قطعة', quantity: 2 }] },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    // The cart names the colour by the same key it was added by, never by an empty English name.
    const cart = await call(
      shop,
      'GET',
      `/api/home/product/get-card-product/${customer.id}`,
      customer.token,
    );
    const [item] = cart.json().card_products[0].products[0].cartItems;
    expect(item).toMatchObject({ color: 'سپی', kuName: 'سپی' });
  });

  it('reads Persian digits too and refuses a product with no name at all', async () => {
    const persian = await createProduct(sellerA, { ...kurdishOnly(), price: '۱۲٫۵' });
    expect(persian.price).toBe('12.50');
    const bad = await as(sellerA).post('/api/seller/products', productForm({ price: '٣٫٧٥٫١' }));
    expect(bad.statusCode).toBe(400);
    const nameless = await as(sellerA).post(
      '/api/seller/products',
      productForm({ enName: '', kuName: '', arName: '' }),
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'invalid_input', params: { fields: 'kuName' } });
    // Asked for together with the other fields' problems, so a form shows them all at once.
    const both = await as(sellerA).post(
      '/api/seller/products',
      productForm({ enName: '', kuName: '', arName: '', price: 'x', colors: [null as never] }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().params.fields.split(', ').sort()).toEqual(['colors', 'kuName', 'price']);
  });

  it('refuses two colours, or two values of a colour, with the same name in whatever language', async () => {
    const colours = await as(sellerA).post(
      '/api/seller/products',
      productForm({
        colors: [
          { hex: '#ffffff', kuName: 'سپی', quantity: 1 },
          { hex: '#fefefe', kuName: 'سپی', arName: '', quantity: 1 },
        ],
      }),
    );
    expect(colours.statusCode).toBe(400);
    expect(colours.json()).toMatchObject({
      code: 'repeated_colour_name',
      params: { name: 'سپی' },
    });
    const values = await as(sellerA).post(
      '/api/seller/products',
      productForm({
        colors: [
          {
            hex: '#ffffff',
            enName: 'White',
            quantity: 2,
            properties: [
              { enName: 'A5', kuName: 'ئەی٥', quantity: 1 },
              { enName: 'a5 ', quantity: 1 },
            ],
          },
        ],
      }),
    );
    expect(values.statusCode).toBe(400);
    expect(values.json()).toMatchObject({
      code: 'repeated_property_name',
      params: { colour: 'White', name: 'a5' },
    });
    // Nothing was written.
    const listed = await as(sellerA).get('/api/seller/products?perPage=100');
    expect(listed.json().items.length).toBe(listed.json().total);
  });
});

describe('sub-orders', () => {
  it('moves its own part; the order follows the least advanced part and the customer hears it', async () => {
    const customer = await createCustomer(shop);
    const a = await insertProduct(db(), { sellerId: sellerA.sellerId, categoryId });
    const b = await insertProduct(db(), { sellerId: sellerB.sellerId, categoryId });
    const orderId = await orderProducts(shop, customer, [a.id, b.id]);
    const partOf = async (seller: typeof sellerA) => {
      const list = (
        await as(seller).get('/api/seller/orders?delivery_status=pending&perPage=100')
      ).json();
      return list.items.find((p: { orderId: string }) => p.orderId === orderId);
    };
    const partA = await partOf(sellerA);
    const partB = await partOf(sellerB);
    expect(partA).toMatchObject({
      delivery_status: 'pending',
      order_status: 'pending',
      payment_method: 'cod',
    });
    expect(partA.products.map((p: { productId: string }) => p.productId)).toEqual([a.id]);
    expect(partB.products.map((p: { productId: string }) => p.productId)).toEqual([b.id]);

    // Another seller's part is not there for them.
    expect((await as(sellerB).get(`/api/seller/orders/${partA._id}`)).statusCode).toBe(404);
    expect(
      (await as(sellerB).patch(`/api/seller/orders/${partA._id}`, { delivery_status: 'preparing' }))
        .statusCode,
    ).toBe(404);

    const socket = await socketClient(url, customer.token);
    const quiet = nextEvent(socket, 'orderStatusUpdate', 300).then(
      () => 'heard',
      () => 'quiet',
    );
    const first = await as(sellerA).patch(`/api/seller/orders/${partA._id}`, {
      delivery_status: 'preparing',
    });
    expect(first.json().order).toMatchObject({
      delivery_status: 'preparing',
      order_status: 'pending',
    });
    expect(await quiet).toBe('quiet');

    const heard = nextEvent(socket, 'orderStatusUpdate');
    const second = await as(sellerB).patch(`/api/seller/orders/${partB._id}`, {
      delivery_status: 'on way',
    });
    expect(second.json().order).toMatchObject({
      delivery_status: 'on way',
      order_status: 'preparing',
    });
    expect(await heard).toEqual({
      orderId,
      delivery_status: 'preparing',
      payment_status: 'unpaid',
    });

    const back = await as(sellerB).patch(`/api/seller/orders/${partB._id}`, {
      delivery_status: 'preparing',
    });
    expect(back.statusCode).toBe(409);
    const cancel = await as(sellerA).patch(`/api/seller/orders/${partA._id}`, {
      delivery_status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(400);

    await as(sellerB).patch(`/api/seller/orders/${partB._id}`, { delivery_status: 'delivered' });
    const done = nextEvent(socket, 'orderStatusUpdate');
    await as(sellerA).patch(`/api/seller/orders/${partA._id}`, { delivery_status: 'delivered' });
    // Delivered does not mark cash paid: the admin records the cash as collected on its own.
    expect(await done).toEqual({ orderId, delivery_status: 'delivered', payment_status: 'unpaid' });
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ deliveryStatus: 'delivered', paymentStatus: 'unpaid' });

    const delivered = await as(sellerA).get('/api/seller/orders?delivery_status=delivered');
    expect(delivered.json().items.map((p: { _id: string }) => p._id)).toContain(partA._id);
    const byNumber = await as(sellerA).get(`/api/seller/orders?search=%23${row!.orderNumber}`);
    expect(byNumber.json().items.map((p: { _id: string }) => p._id)).toEqual([partA._id]);
  });

  it('waits for a payment choice before a seller starts', async () => {
    const customer = await createCustomer(shop);
    const a = await insertProduct(db(), { sellerId: sellerA.sellerId, categoryId });
    const orderId = await orderProducts(shop, customer, [a.id], { payment: 'none' });
    const list = (await as(sellerA).get('/api/seller/orders?perPage=100')).json();
    const part = list.items.find((p: { orderId: string }) => p.orderId === orderId);
    const refused = await call(shop, 'PATCH', `/api/seller/orders/${part._id}`, sellerA.token, {
      delivery_status: 'preparing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('The customer has not chosen how to pay for this order yet.');
  });
});
