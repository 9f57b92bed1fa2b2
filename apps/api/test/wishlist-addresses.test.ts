import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, expectOwnerOnly } from './helpers/customers';
import { insertCategory, insertProduct, insertSeller } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
let productId: string;
beforeAll(async () => {
  shop = await createTestApp();
  const seller = await insertSeller(shop.database.db);
  const category = await insertCategory(shop.database.db);
  productId = (
    await insertProduct(
      shop.database.db,
      { sellerId: seller.id, categoryId: category.id },
      { slug: 'wish-mug', discount: 5 },
    )
  ).id;
});
afterAll(() => shop.close());

/** The customer's wishlist as the storefront reads it. */
async function wishlistOf(customer: { id: string; token: string }) {
  const answer = await shop.app.inject({
    method: 'GET',
    url: `/api/home/product/get-wishlist-products/${customer.id}`,
    headers: bearer(customer.token),
  });
  return answer.json();
}

/** POST add-to-wishlist of the test's product as the customer. */
function addAs(customer: { id: string; token: string }, extra: Record<string, unknown> = {}) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/home/product/add-to-wishlist',
    headers: bearer(customer.token),
    payload: { userId: customer.id, productId, ...extra },
  });
}

describe('wishlist', () => {
  it('adds, lists with names in three languages, answers a second add with the same line, and removes', async () => {
    const customer = await createCustomer(shop);
    const addIt = () => addAs(customer, { price: 0 });
    const first = await addIt();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'Added To Wishlist Successfully', added: true });
    // A second tap (or a stale tab) finds the product saved: the same line, not an error.
    const again = await addIt();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Already In Wishlist',
      added: false,
      wishlistId: first.json().wishlistId,
    });
    const list = await wishlistOf(customer);
    expect(list.wishlistCount).toBe(1);
    expect(list.wishlists[0]).toMatchObject({
      productId,
      slug: 'wish-mug',
      discount: 5,
      price: '10.00',
      userId: customer.id,
    });
    expect(list.wishlists[0].kuName).toMatch(/بەرهەم/);
    const wishlistId = list.wishlists[0]._id;
    expect(wishlistId).toBe(first.json().wishlistId);
    const stranger = await createCustomer(shop);
    const removeAs = (token: string) =>
      shop.app.inject({
        method: 'DELETE',
        url: `/api/home/product/remove-wishlist-product/${wishlistId}`,
        headers: bearer(token),
      });
    expect((await removeAs(stranger.token)).statusCode).toBe(404);
    expect((await removeAs(customer.token)).json()).toEqual({
      message: 'Removed From Wishlist',
      wishlistId,
    });
  });

  it('keeps one line when the same product is added many times at once', async () => {
    const customer = await createCustomer(shop);
    const answers = await Promise.all(Array.from({ length: 6 }, () => addAs(customer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((answer) => answer.json().wishlistId));
    expect(ids.size).toBe(1);
    const list = await wishlistOf(customer);
    expect(list.wishlistCount).toBe(1);
    expect(list.wishlists[0]._id).toBe([...ids][0]);
  });

  it('is the owner’s only', async () => {
    await expectOwnerOnly(shop, (id) => ({
      method: 'GET',
      url: `/api/home/product/get-wishlist-products/${id}`,
    }));
    await expectOwnerOnly(shop, (id) => ({
      method: 'POST',
      url: '/api/home/product/add-to-wishlist',
      payload: { userId: id, productId },
    }));
  });
});

describe('addresses', () => {
  const address = {
    place: 'Home',
    name: 'Rebin',
    address: 'Street 60, house 12',
    phone: '0750 111 2233',
    city: 'Sulaymaniyah',
    governorate: 'SUL',
    district: 'Sulaymaniyah',
    area: 'Salim Street',
    landmark: 'Near the big mosque',
  };

  it('saves an address with the phone in E.164 and lists the newest first', async () => {
    const customer = await createCustomer(shop);
    const save = (body: object) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/home/customer/submit-address',
        headers: bearer(customer.token),
        payload: { userId: customer.id, ...body },
      });
    expect((await save(address)).statusCode).toBe(201);
    shop.clock.advance(1000);
    expect((await save({ ...address, place: 'Work' })).statusCode).toBe(201);
    const list = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/home/get-address/${customer.id}`,
        headers: bearer(customer.token),
      })
    ).json();
    expect(list.addresses.map((a: { place: string }) => a.place)).toEqual(['Work', 'Home']);
    expect(list.addresses[0].phone).toBe('+9647501112233');
  });

  it.each(['place', 'name', 'governorate', 'district', 'area', 'landmark', 'phone'])(
    'requires %s',
    async (field) => {
      const customer = await createCustomer(shop);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/home/customer/submit-address',
        headers: bearer(customer.token),
        payload: { userId: customer.id, ...address, [field]: field === 'phone' ? '12' : '  ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(field);
    },
  );

  it('is the owner’s only', async () => {
    await expectOwnerOnly(shop, (id) => ({ method: 'GET', url: `/api/home/get-address/${id}` }));
    await expectOwnerOnly(shop, (id) => ({
      method: 'POST',
      url: '/api/home/customer/submit-address',
      payload: { userId: id, ...address },
    }));
  });
});
