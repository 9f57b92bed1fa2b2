import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { productColors, productProperties, products } from '../../src/db/schema/index';
import { checkCreateAdminInput, createAdminAccount } from '../../src/modules/staff/create-admin';
import { bearer, newPhone, type TestCustomer } from './customers';
import type { FormPart } from './images';
import { multipart } from './images';
import type { TestApp } from './test-app';

/** An admin made the way `npm run create-admin` makes one, signed in through the real route. */
export async function createSignedInAdmin(shop: TestApp) {
  const input = checkCreateAdminInput({
    email: `admin-${randomUUID().slice(0, 8)}@test.example`,
    phone: newPhone(),
    name: 'Dilan Admin',
    password: 'admin password 1',
  });
  const { id } = await createAdminAccount(shop.database.db, input);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { login: input.email, password: input.password },
  });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.body}`);
  return { id, ...input, token: response.json().token as string };
}

/**
 * Puts a product a seller made on the storefront as if its pictures were in, for tests about
 * what customers do with it (publishing itself is tested in test/product-drafts.test.ts).
 */
export async function publishWithoutPictures(shop: TestApp, productId: string): Promise<void> {
  await shop.database.db
    .update(products)
    .set({ published: true })
    .where(eq(products.id, productId));
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call with a bearer token (none when `token` is undefined). */
export function call(
  shop: TestApp,
  method: Method,
  url: string,
  token: string | undefined,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A multipart/form-data call with a bearer token. */
export function upload(
  shop: TestApp,
  method: Method,
  url: string,
  token: string,
  parts: FormPart[],
): Promise<LightMyRequestResponse> {
  const form = multipart(parts);
  return shop.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

export const shippingInfo = {
  place: 'Home',
  name: 'Aso',
  address: 'Street 40',
  phone: '07501234567',
  city: 'Erbil',
  governorate: 'ERB' as const,
  district: 'Erbil',
  area: 'Ankawa',
  landmark: 'Near the big mosque',
};

/**
 * The customer puts `quantity` of the White colour of each product in the cart and orders it,
 * choosing cash on delivery unless told `payment: 'none'`. Returns the order id.
 */
export async function orderProducts(
  shop: TestApp,
  customer: TestCustomer,
  productIds: string[],
  options: { quantity?: number; payment?: 'cod' | 'none' } = {},
): Promise<string> {
  const quantity = options.quantity ?? 1;
  for (const productId of productIds) {
    // A White sold by size takes its units in its first size (a colour with sizes has none of its own).
    const [size] = await shop.database.db
      .select({ name: productProperties.enName })
      .from(productProperties)
      .innerJoin(productColors, eq(productColors.id, productProperties.colorId))
      .where(and(eq(productColors.productId, productId), eq(productColors.enName, 'White')))
      .orderBy(asc(productProperties.position))
      .limit(1);
    const added = await call(shop, 'POST', '/api/home/product/add-to-card', customer.token, {
      userId: customer.id,
      productId,
      cartItems: [
        size
          ? { color: 'White', quantity: 0, properties: [{ property: size.name, quantity }] }
          : { color: 'White', quantity, properties: [] },
      ],
    });
    if (added.statusCode !== 201) throw new Error(`add to cart failed: ${added.body}`);
  }
  const placed = await call(shop, 'POST', '/api/home/order/place-order', customer.token, {
    userId: customer.id,
    shippingInfo,
  });
  if (placed.statusCode !== 201) throw new Error(`place order failed: ${placed.body}`);
  const orderId = placed.json().orderId as string;
  if ((options.payment ?? 'cod') === 'cod') {
    const confirmed = await call(shop, 'PUT', `/api/order/confirm/${orderId}`, customer.token, {
      paymentMethod: 'cod',
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  }
  return orderId;
}
