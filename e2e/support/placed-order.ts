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
