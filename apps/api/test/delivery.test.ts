import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@chapkhana/shared/delivery';
import { findGovernorate } from '@chapkhana/shared/governorates';
import { sellers } from '../src/db/schema/index';
import { call, createSignedInAdmin, shippingInfo } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { insertProductWithColours } from './helpers/fixtures';
import { createShopOfTwoSellers, type SignedInSeller } from './helpers/staff';
import { getCart, orderDetails } from './helpers/storefront';
import type { TestApp } from './helpers/test-app';

let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let erbil: SignedInSeller;
let duhok: SignedInSeller;
let categoryId: string;

const db = () => shop.database.db;
const address = {
  kr: 'شەقامی ٦٠، بەرامبەر مزگەوت',
  ar: 'شارع ٦٠، مقابل الجامع',
  en: '60 Street, facing the mosque',
};
const pickupOn = { offered: true, address, hours: DEFAULT_OPENING_HOURS };
const pickupOff = {
  offered: false,
  address: { kr: '', ar: '', en: '' },
  hours: DEFAULT_OPENING_HOURS,
};

beforeAll(async () => {
  ({ shop, seller: erbil, other: duhok, categoryId } = await createShopOfTwoSellers());
  await db().update(sellers).set({ city: 'Duhok' }).where(eq(sellers.id, duhok.sellerId));
  admin = await createSignedInAdmin(shop);
});
afterAll(() => shop.close());

/** A customer with one White unit of each seller's product in the cart. */
async function customerWithCart(sellerIds: string[]): Promise<TestCustomer> {
  const customer = await createCustomer(shop);
  for (const sellerId of sellerIds) {
    const product = await insertProductWithColours(
      db(),
      { sellerId, categoryId },
      [{ enName: 'White', hex: '#ffffff', quantity: 50, properties: [] }],
      { price: '10.00' },
    );
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId: product.id,
      cartItems: [{ color: 'White', quantity: 1, properties: [] }],
    });
    expect(added.statusCode).toBe(201);
  }
  return customer;
}

const place = (customer: TestCustomer, extra: object = {}, city = 'Basra') =>
  shop.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    headers: bearer(customer.token),
    payload: {
      userId: customer.id,
      // The address's governorate (its code), as the checkout's form sends it.
      shippingInfo: {
        ...shippingInfo,
        governorate: findGovernorate(city)?.code,
        district: 'Centre',
      },
      ...extra,
    },
  });

describe('the admin table', () => {
  it('starts from SHIPPING_FEE_IQD for every governorate, so a shop that does nothing charges as before', async () => {
    const table = await call(shop, 'GET', '/api/admin/delivery-fees', admin.token);
    expect(table.statusCode).toBe(200);
    expect(table.json().defaultFee).toBe(5000);
    expect(Object.keys(table.json().fees)).toHaveLength(19);
    expect(Object.values(table.json().fees).every((fee) => fee === null)).toBe(true);
    const customer = await customerWithCart([erbil.sellerId, duhok.sellerId]);
    expect((await getCart(shop, customer)).shipping_fee).toBe('10000.00');
  });

  it('refuses amounts off the 250 step, negative, too big or for an unknown governorate, by field and code', async () => {
    for (const [body, field, code] of [
      [{ defaultFee: 5100, fees: {} }, 'defaultFee', 'dinar_step'],
      [{ defaultFee: 5000, fees: { BSR: -250 } }, 'fees.BSR', 'negative'],
      [{ defaultFee: 5000, fees: { BSR: 10_000_000 } }, 'fees.BSR', 'too_big'],
    ] as const) {
      const refused = await call(shop, 'PUT', '/api/admin/delivery-fees', admin.token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('invalid_input');
      expect(refused.json().fieldErrors[field].code).toBe(code);
    }
    const unknown = await call(shop, 'PUT', '/api/admin/delivery-fees', admin.token, {
      defaultFee: 5000,
      fees: { XYZ: 1000 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call(shop, 'GET', '/api/admin/delivery-fees', admin.token)).json().defaultFee,
    ).toBe(5000);
  });

  it('is the admin own: a seller and a customer are refused', async () => {
    const body = { defaultFee: 0, fees: {} };
    expect(
      (await call(shop, 'PUT', '/api/admin/delivery-fees', erbil.token, body)).statusCode,
    ).toBe(403);
    expect((await call(shop, 'PUT', '/api/admin/delivery-fees', undefined, body)).statusCode).toBe(
      401,
    );
  });

  it('charges each governorate its fee at placement, whatever the client sends', async () => {
    const saved = await call(shop, 'PUT', '/api/admin/delivery-fees', admin.token, {
      defaultFee: 6000,
      fees: { BSR: 9000, DUH: 2500, ERB: 2000 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().fees.BSR).toBe(9000);
    expect(saved.json().fees.SUL).toBeNull();
    const customer = await customerWithCart([erbil.sellerId, duhok.sellerId]);
    const placed = await place(customer, { shipping_fee: '0', shownShippingFee: '18000' });
    expect(placed.statusCode).toBe(201);
    const order = await orderDetails(shop, customer, placed.json().orderId);
    expect(order.shipping_fee).toBe('18000.00');
    const toErbil = await customerWithCart([erbil.sellerId, duhok.sellerId]);
    const second = await place(toErbil, {}, 'هەولێر');
    // Both to Erbil: the admin's 2000 each.
    expect((await orderDetails(shop, toErbil, second.json().orderId)).shipping_fee).toBe('4000.00');
  });
});

describe("a seller's own fees and pickup", () => {
  it('are set by the seller for itself, read back, and checked by field', async () => {
    const body = {
      district: 'Ankawa',
      override: { sameCity: 0, sameGovernorate: 1500, other: 7000 },
      pickup: pickupOn,
    };
    const saved = await call(shop, 'PUT', '/api/seller/delivery', erbil.token, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      governorate: 'ERB',
      district: 'Ankawa',
      override: body.override,
    });
    const read = await call(shop, 'GET', '/api/seller/delivery', erbil.token);
    expect(read.json().pickup).toEqual(pickupOn);
    const badFee = await call(shop, 'PUT', '/api/seller/delivery', erbil.token, {
      ...body,
      override: { sameCity: 100, sameGovernorate: 1500, other: 7000 },
    });
    expect(badFee.statusCode).toBe(400);
    expect(badFee.json().fieldErrors['override.sameCity']).toEqual({
      code: 'dinar_step',
      params: { step: 250 },
    });
    const noAddress = await call(shop, 'PUT', '/api/seller/delivery', erbil.token, {
      ...body,
      pickup: { ...pickupOff, offered: true },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().fieldErrors['pickup.address'].code).toBe('one_address');
    expect((await call(shop, 'GET', '/api/seller/delivery', erbil.token)).json().pickup).toEqual(
      pickupOn,
    );
  });

  it('cannot be set by one seller for another: its route has no seller in it, the admin one refuses sellers', async () => {
    const before = (
      await call(shop, 'GET', `/api/admin/sellers/${duhok.sellerId}/delivery`, admin.token)
    ).json();
    const attempt = await call(
      shop,
      'PUT',
      `/api/admin/sellers/${duhok.sellerId}/delivery`,
      erbil.token,
      {
        district: '',
        override: { sameCity: 0, sameGovernorate: 0, other: 0 },
        pickup: pickupOff,
      },
    );
    expect(attempt.statusCode).toBe(403);
    const after = (
      await call(shop, 'GET', `/api/admin/sellers/${duhok.sellerId}/delivery`, admin.token)
    ).json();
    expect(after).toEqual(before);
    expect(after.override).toBeNull();
  });

  it('may be set by the admin for a seller (404 for a seller that does not exist)', async () => {
    const saved = await call(
      shop,
      'PUT',
      `/api/admin/sellers/${duhok.sellerId}/delivery`,
      admin.token,
      {
        district: '',
        override: null,
        pickup: { ...pickupOn, hours: { days: ['sat', 'sun'], from: '10:00', to: '14:00' } },
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pickup.hours.days).toEqual(['sat', 'sun']);
    const missing = await call(
      shop,
      'PUT',
      '/api/admin/sellers/00000000-0000-4000-8000-000000000000/delivery',
      admin.token,
      { district: '', override: null, pickup: pickupOff },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('travel with the cart and the product page', async () => {
    const customer = await customerWithCart([erbil.sellerId]);
    const cart = await getCart(shop, customer);
    const terms = cart.card_products[0].delivery;
    expect(terms).toMatchObject({
      governorate: 'ERB',
      district: 'Ankawa',
      sameCity: 0,
      otherFee: 7000,
    });
    expect(terms.fees.ERB).toBe(1500);
    expect(terms.fees.BSR).toBe(7000);
    expect(terms.pickup.address).toEqual(address);
    // "From": the lowest, the same-city fee.
    expect(cart.shipping_fee).toBe('0.00');
    const slug = cart.card_products[0].products[0].productInfo.slug;
    const page = await shop.app.inject({ method: 'GET', url: `/api/home/product-details/${slug}` });
    expect(page.json().delivery.fees.BSR).toBe(7000);
  });

  it('charge the same-city, same-governorate and other fees, and nothing for pickup, stored on the part', async () => {
    const inErbil = await customerWithCart([erbil.sellerId]);
    const toErbil = await place(inErbil, { shownShippingFee: '1500' }, 'Erbil');
    expect(toErbil.statusCode).toBe(201);
    expect((await orderDetails(shop, inErbil, toErbil.json().orderId)).shipping_fee).toBe(
      '1500.00',
    );
    const both = await customerWithCart([erbil.sellerId, duhok.sellerId]);
    const refused = await place(both, {
      deliveryChoices: [{ sellerId: erbil.sellerId, pickup: true }],
      shownShippingFee: '7000',
    });
    // Erbil collected (0) + Duhok to Basra (the admin's 9000).
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'delivery_fee_changed',
      params: { fee: '9,000', shown: '7,000' },
    });
    const placed = await place(both, {
      deliveryChoices: [{ sellerId: erbil.sellerId, pickup: true }],
      shownShippingFee: '9000',
    });
    expect(placed.statusCode).toBe(201);
    const order = await orderDetails(shop, both, placed.json().orderId);
    expect(order.shipping_fee).toBe('9000.00');
    expect(order.pickups).toEqual([
      expect.objectContaining({
        sellerId: erbil.sellerId,
        place: { address, hours: DEFAULT_OPENING_HOURS },
      }),
    ]);
    // The seller's order page and job sheet read the part as collected, with its place.
    const partOf = async (seller: SignedInSeller) =>
      (await call(shop, 'GET', '/api/seller/orders', seller.token))
        .json()
        .items.find((part: { orderId: string }) => part.orderId === placed.json().orderId);
    expect((await partOf(erbil)).pickup).toEqual({ address, hours: DEFAULT_OPENING_HOURS });
    expect((await partOf(duhok)).pickup).toBeNull();
  });

  it('refuses pickup from a seller that offers none, and changes nothing', async () => {
    await call(shop, 'PUT', `/api/admin/sellers/${duhok.sellerId}/delivery`, admin.token, {
      district: '',
      override: null,
      pickup: pickupOff,
    });
    const customer = await customerWithCart([duhok.sellerId]);
    const refused = await place(customer, {
      deliveryChoices: [{ sellerId: duhok.sellerId, pickup: true }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('pickup_not_offered');
    expect((await getCart(shop, customer)).card_products).toHaveLength(1);
  });

  it('a fee changed after the cart was shown is what the server charges, and the checkout is told', async () => {
    const customer = await customerWithCart([duhok.sellerId]);
    const shown = (await getCart(shop, customer)).card_products[0].delivery.fees.BSR;
    expect(shown).toBe(9000);
    await call(shop, 'PUT', '/api/admin/delivery-fees', admin.token, {
      defaultFee: 6000,
      fees: { BSR: 11000 },
    });
    const told = await place(customer, { shownShippingFee: String(shown) });
    expect(told.statusCode).toBe(409);
    expect(told.json().params).toEqual({ fee: '11,000', shown: '9,000' });
    // Without the shown fee (the spec's client), the server's own fee is charged.
    const placed = await place(customer);
    expect((await orderDetails(shop, customer, placed.json().orderId)).shipping_fee).toBe(
      '11000.00',
    );
  });
});
