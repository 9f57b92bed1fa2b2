import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductBodyInput, SellerProductSummary } from '@chapkhana/shared/products';
import { products } from '../src/db/schema/index';
import { bearer } from './helpers/customers';
import { call, upload } from './helpers/console';
import { pictureOf } from './helpers/images';
import { createShopOfTwoSellers, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

let shop: TestApp;
let seller: SignedInSeller;
let other: SignedInSeller;
let categoryId: string;

beforeAll(async () => {
  ({ shop, seller, other, categoryId } = await createShopOfTwoSellers());
});
afterAll(() => shop.close());

function form(overrides: Partial<ProductBodyInput> = {}): ProductBodyInput {
  return {
    categoryId,
    code: `FL-${randomUUID().slice(0, 8)}`,
    enName: '',
    kuName: 'فلایەری A5',
    arName: '',
    price: '6.50',
    colors: [{ hex: '#ffffff', kuName: 'سپی', quantity: 500 }],
    ...overrides,
  };
}

const create = (body: ProductBodyInput, key?: string, token = seller.token) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/seller/products',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

/** What customers can reach of the product: its page, the listing, the search, a cart. */
async function storefrontSees(slug: string, id: string) {
  const page = await call(shop, 'GET', `/api/home/product-details/${slug}`, undefined);
  const listing = await call(shop, 'GET', '/api/home/query-products?pageSize=100', undefined);
  const ids = listing.json().products.map((p: { _id: string }) => p._id);
  return { page: page.statusCode === 200, listed: ids.includes(id) };
}

const ownList = async (token = seller.token): Promise<SellerProductSummary[]> =>
  (await call(shop, 'GET', '/api/seller/products?perPage=100', token)).json().items;

describe('a new product is a draft until it has its pictures', () => {
  it('is created off the storefront, refuses publishing without a picture, and goes live with one', async () => {
    const created = await create(form());
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.published).toBe(false);
    expect(await storefrontSees(product.slug, product._id)).toEqual({ page: false, listed: false });

    const publish = (published: boolean, token = seller.token) =>
      call(shop, 'PUT', `/api/seller/products/${product._id}/published`, token, { published });
    const early = await publish(true);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('product_needs_picture');

    const pictures = await upload(
      shop,
      'POST',
      `/api/seller/products/${product._id}/images`,
      seller.token,
      [{ name: 'images', filename: 'photo.jpg', content: await pictureOf('jpeg', 1600, 1200) }],
    );
    expect(pictures.statusCode).toBe(200);
    // Pictures alone do not publish: the seller (or the console after a complete save) does.
    expect(await storefrontSees(product.slug, product._id)).toEqual({ page: false, listed: false });

    expect((await publish(true, other.token)).statusCode).toBe(404);
    const live = await publish(true);
    expect(live.statusCode).toBe(200);
    expect(live.json().product.published).toBe(true);
    expect(await storefrontSees(product.slug, product._id)).toEqual({ page: true, listed: true });

    const off = await publish(false);
    expect(off.json().product.published).toBe(false);
    expect(await storefrontSees(product.slug, product._id)).toEqual({ page: false, listed: false });
    expect((await ownList()).find((p) => p._id === product._id)).toMatchObject({
      published: false,
    });
  });

  it('answers a repeated creation with the product the first one made, even two at once', async () => {
    const key = randomUUID();
    const body = form();
    const [a, b] = await Promise.all([create(body, key), create(body, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().product._id).toBe(b.json().product._id);
    const again = await create(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().product._id).toBe(a.json().product._id);
    const rows = await shop.database.db.select().from(products).where(eq(products.code, body.code));
    expect(rows).toHaveLength(1);
    // Another seller's key of the same spelling is theirs: it makes their own product.
    const theirs = await create(form(), key, other.token);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().product._id).not.toBe(a.json().product._id);
  });
});

describe('changes from the product list', () => {
  it('copies a product as a draft under a free code, with its colours and pictures', async () => {
    const original = (await create(form({ code: 'CARD-9' }))).json().product;
    await upload(shop, 'POST', `/api/seller/products/${original._id}/images`, seller.token, [
      { name: 'images', filename: 'photo.png', content: await pictureOf('png', 400, 400) },
    ]);
    const copy = await call(
      shop,
      'POST',
      `/api/seller/products/${original._id}/copies`,
      seller.token,
    );
    expect(copy.statusCode).toBe(201);
    expect(copy.json().product).toMatchObject({
      code: 'CARD-9-copy',
      kuName: 'فلایەری A5',
      price: '6.50',
      stock: 500,
      published: false,
    });
    expect(copy.json().product.images).toHaveLength(1);
    expect(copy.json().product.colors[0]).toMatchObject({ kuName: 'سپی', quantity: 500 });
    const second = await call(
      shop,
      'POST',
      `/api/seller/products/${original._id}/copies`,
      seller.token,
    );
    expect(second.json().product.code).toBe('CARD-9-copy-2');
    const stranger = await call(
      shop,
      'POST',
      `/api/seller/products/${original._id}/copies`,
      other.token,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('changes price and a one-colour product’s stock; refuses stock kept per size', async () => {
    const simple = (await create(form())).json().product;
    const patch = (id: string, body: object, token = seller.token) =>
      call(shop, 'PATCH', `/api/seller/products/${id}`, token, body);
    const changed = await patch(simple._id, { price: '٧٫٢٥', stock: 120 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product).toMatchObject({ price: '7.25', stock: 120 });
    expect(changed.json().product.colors[0].quantity).toBe(120);
    expect((await ownList()).find((p) => p._id === simple._id)).toMatchObject({
      simpleStock: true,
      stock: 120,
    });

    const sized = (
      await create(
        form({
          colors: [
            {
              hex: '#000000',
              kuName: 'ڕەش',
              quantity: 10,
              properties: [{ kuName: 'A5', quantity: 10 }],
            },
          ],
        }),
      )
    ).json().product;
    const refused = await patch(sized._id, { stock: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('stock_kept_per_colour');
    expect((await ownList()).find((p) => p._id === sized._id)).toMatchObject({
      simpleStock: false,
      stock: 10,
    });
    expect((await patch(sized._id, { price: '1.00' })).statusCode).toBe(200);
    expect((await patch(sized._id, {})).statusCode).toBe(400);
    expect((await patch(sized._id, { price: '1.00' }, other.token)).statusCode).toBe(404);
  });
});
