import { shownOrderFigures } from '@chapkhana/shared/order-figures';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSignedIn, type Language } from '../support/browser';
import { registerCustomer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { text } from '../support/translations';
import { addressParts } from '../support/address';

/** Issue 18, item 8: the end of checkout names the order and never offers Confirm twice. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MATTE = {
  slug: 'matte-laminated-business-cards',
  cartItems: [{ color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 2 }] }],
};

const PHONES: Record<Language, string> = {
  kr: '07501112231',
  ar: '07501112232',
  en: '07501112233',
};

/** Both sizes, with `showing` (the new part of the screen) scrolled into view. */
async function captureSizes(page: Page, name: string, language: Language, showing: string) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page
      .getByTestId(showing)
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await capture(page, 'friction-b', name, language, size);
  }
}

describe('the end of checkout', () => {
  it.each(['kr', 'ar', 'en'] as const)(
    'cash on delivery: the confirmation shows the order number and total; /payment again and Back to shipping link to the order (%s)',
    async (language) => {
      const shop = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
      const customer = await registerCustomer(shop, {
        name: 'Dilan Rasul',
        phone: PHONES[language],
        password: 'end-of-checkout-2026',
      });
      const api = shopApi(shop.baseUrl, customer.token);
      const product = await api.product(MATTE.slug);
      await api.addToCart(customer.id, product._id, MATTE.cartItems);
      await api.saveAddress(customer.id, {
        place: 'Home',
        name: customer.name,
        phone: customer.phone,
        city: 'Erbil',
        ...addressParts('Erbil'),
        address: '60 Meter Street',
      });
      const page = await openSignedIn(browser, customer.token, language);

      // Through the screens: shipping → payment (cash on delivery) → confirmation.
      await page.goto('/shipping');
      await page.getByTestId('saved-address-use').click();
      await page.getByTestId('place-order').click();
      await page.waitForURL(
        (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
      );
      const paymentUrl = page.url();
      const orderId = new URL(paymentUrl).searchParams.get('orderId')!;
      await page.getByTestId('payment-submit').click();
      await page.waitForURL((url) => url.pathname === '/order/confirm');
      await page.getByTestId('order-confirm-success').waitFor();

      const order = await api.order(orderId);
      const figures = shownOrderFigures(order);
      const number = page.getByTestId('order-confirm-number');
      await number.waitFor();
      expect((await number.innerText()).trim()).toBe(`#${order.orderNumber}`);
      expect((await page.getByTestId('order-confirm-total').innerText()).trim()).toBe(
        text(language, 'catalogue.price', { amount: figures.total }),
      );
      await expect(page.getByTestId('order-confirm-details').getAttribute('href')).resolves.toBe(
        `/dashboard/order/details/${orderId}`,
      );
      await captureSizes(page, 'confirmation', language, 'order-confirm-details');

      // /payment again for the confirmed order: no Confirm, where it stands, a link to it.
      await page.goto(paymentUrl);
      const settled = page.getByTestId('payment-settled');
      await settled.waitFor();
      expect(await settled.innerText()).toContain(text(language, 'checkout.settledCodTitle'));
      expect(await page.getByTestId('payment-submit').count()).toBe(0);
      expect(await page.getByTestId('payment-method-cod').count()).toBe(0);
      await expect(page.getByTestId('payment-settled-order').getAttribute('href')).resolves.toBe(
        `/dashboard/order/details/${orderId}`,
      );
      await captureSizes(page, 'payment-confirmed', language, 'payment-settled-order');

      // Back through the history to the shipping step: the cart is empty, the order is linked.
      for (let step = 0; step < 4 && new URL(page.url()).pathname !== '/shipping'; step += 1) {
        await page.goBack();
      }
      expect(new URL(page.url()).pathname).toBe('/shipping');
      await page.getByTestId('shipping-empty').waitFor();
      const link = page.getByTestId('shipping-placed-order');
      await expect
        .poll(async () => (await link.innerText()).trim())
        .toBe(text(language, 'checkout.orderNumber', { number: order.orderNumber }));
      await expect(link.getAttribute('href')).resolves.toBe(`/dashboard/order/details/${orderId}`);
      await captureSizes(page, 'shipping-after-order', language, 'shipping-placed-order');
      await link.click();
      await page.waitForURL((url) => url.pathname === `/dashboard/order/details/${orderId}`);
      await page.context().close();
    },
    90_000,
  );
});
