import type { Browser, Page } from 'playwright-core';
import { addressParts } from './address';
import { openContext, type Language } from './browser';
import { newPhone, registerCustomer, type Customer } from './customers';
import type { RunningShop } from './server';
import { shopApi } from './shop-api';

/** Two packs of 500 matte business cards: a demo product every shop seeds. */
const MATTE = {
  slug: 'matte-laminated-business-cards',
  cartItems: [{ color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 2 }] }],
};

/**
 * A new customer of `shop` with one placed order (no way to pay chosen yet), and a storefront
 * page in `language` signed in as them; close it with `page.context().close()`.
 */
export async function placedOrderOn(
  browser: Browser,
  shop: RunningShop,
  options: {
    language: Language;
    viewport: { width: number; height: number };
    name: string;
    city: 'Erbil' | 'Baghdad';
    address: string;
  },
): Promise<{ customer: Customer; api: ReturnType<typeof shopApi>; orderId: string; page: Page }> {
  const customer = await registerCustomer(shop, {
    name: options.name,
    phone: newPhone(),
    password: 'placed-order-2026',
  });
  const api = shopApi(shop.baseUrl, customer.token);
  const product = await api.product(MATTE.slug);
  await api.addToCart(customer.id, product._id, MATTE.cartItems);
  const orderId = await api.placeOrder(customer.id, {
    place: 'Home',
    name: customer.name,
    phone: customer.phone,
    city: options.city,
    ...addressParts(options.city),
    address: options.address,
  });
  const context = await openContext(browser, {
    language: options.language,
    viewport: options.viewport,
    baseUrl: shop.baseUrl,
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', value);
  }, customer.token);
  return { customer, api, orderId, page: await context.newPage() };
}

/** Calls `shop` as `token` (set-up and checks, and the look-alikes' controls); a failure throws. */
export async function shopCall<T>(
  shop: RunningShop,
  token: string | undefined,
  method: string,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The customer chooses Qi Card for `orderId` and pays on its look-alike's page (its control
 * finishes the payment as the payer would); `next` sets what the look-alike does with this
 * payment (its notice, the amount it confirms). Returns Qi's payment id.
 */
export async function payWithQiLookalike(
  shop: RunningShop,
  customerToken: string,
  orderId: string,
  next?: object,
): Promise<string> {
  if (next)
    await shopCall(shop, undefined, 'POST', '/lookalike/payments/qi/__control/next-payment', next);
  const confirmed = await shopCall<{ redirect: { url: string } }>(
    shop,
    customerToken,
    'PUT',
    `/api/order/confirm/${orderId}`,
    { paymentMethod: 'qi' },
  );
  const qiPaymentId = new URL(confirmed.redirect.url).pathname.split('/form/')[1]!;
  await shopCall(
    shop,
    undefined,
    'POST',
    `/lookalike/payments/qi/__control/payments/${qiPaymentId}/finish`,
    { outcome: 'success' },
  );
  return qiPaymentId;
}
