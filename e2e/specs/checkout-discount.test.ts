import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openSignedIn, PHONE } from '../support/browser';
import { newPhone, registerCustomer } from '../support/customers';
import { capture } from '../support/screens';
import { onePieceOf, shopApi } from '../support/shop-api';
import { staffCall } from '../support/staff';
import { addressParts } from '../support/address';

/**
 * Issue 35.15 "money that adds up", read off the screens: for a customer with a 7.5 % discount,
 * the figures each screen shows (cart, payment, confirmation, the order's page) add up —
 * subtotal − discount + delivery = total — and agree from screen to screen. checkout.test.ts
 * compares the screens with the shared formulas for a customer with no discount; this reads
 * only what is shown.
 */
const ADMIN = 'admin@chapkhana.example';
// Two shops (two delivery fees), amounts whose 7.5 % is no round figure.
const PRODUCTS = ['matte-laminated-business-cards', 'spot-uv-premium-business-cards'];
const READERS = [
  ['kr', 'phone', PHONE],
  ['ar', 'desktop', DESKTOP],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A shown amount ("12,250 دینار", "-1,000 IQD", "‎-918.75 د.ع") as a number. */
function amountOf(shown: string): number {
  const plain = shown.replace(/\u2212/g, '-').replace(/[\u200e\u200f\u2066-\u2069]/g, '');
  const match = /(-?)\s*(\d[\d,]*(?:\.\d+)?)/.exec(plain);
  if (!match) throw new Error(`No amount in "${shown}"`);
  return Number(`${match[1]}${match[2]!.replace(/,/g, '')}`);
}

const shownAmount = async (page: Page, testId: string) =>
  amountOf(await page.getByTestId(testId).first().innerText());

interface Figures {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/** Each screen's summary box and its four rows' test ids. */
const SUMMARIES = {
  cart: {
    summary: 'cart-summary',
    subtotal: 'cart-summary-subtotal',
    discount: 'cart-summary-discount',
    shipping: 'cart-summary-shipping',
    total: 'cart-summary-total',
  },
  payment: {
    summary: 'payment-summary',
    subtotal: 'payment-subtotal',
    discount: 'payment-discount',
    shipping: 'payment-shipping',
    total: 'payment-total',
  },
  order: {
    summary: 'order-summary',
    subtotal: 'order-subtotal',
    discount: 'order-discount',
    shipping: 'order-shipping',
    total: 'order-detail-total',
  },
} as const;

/** Reads a summary's four rows (the discount row shows a negative amount). */
async function readFigures(page: Page, ids: Record<keyof Figures, string>): Promise<Figures> {
  await page.getByTestId(ids.total).waitFor();
  const discount = await shownAmount(page, ids.discount);
  expect(discount, 'the discount is shown as taken off').toBeLessThan(0);
  return {
    subtotal: await shownAmount(page, ids.subtotal),
    discount: -discount,
    shipping: await shownAmount(page, ids.shipping),
    total: await shownAmount(page, ids.total),
  };
}

/** The shown rows add up, and the discount is 7.5 % of the subtotal (to the shop's 250 IQD). */
function expectAddsUp(figures: Figures, screen: string) {
  expect(figures.subtotal - figures.discount + figures.shipping, screen).toBe(figures.total);
  expect(Math.abs(figures.discount - figures.subtotal * 0.075), screen).toBeLessThanOrEqual(250);
  expect(figures.shipping, screen).toBe(2 * 5000);
}

describe('a discounted basket adds up on the screens', () => {
  for (const [language, size, viewport] of READERS) {
    it(`subtotal − 7.5 percent + delivery = total on the cart, payment, confirmation and order pages (${language}, ${size})`, async () => {
      const shop = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };
      const customer = await registerCustomer(shop, {
        name: 'Discounted Customer',
        phone: newPhone(),
        password: 'discounted-2026',
      });
      await staffCall(ADMIN, 'PATCH', `/admin/customers/${customer.id}`, {
        discountPercent: '7.5',
      });
      const api = shopApi(shop.baseUrl, customer.token);
      for (const slug of PRODUCTS) {
        const product = await api.product(slug);
        // Three of one option: a subtotal whose 7.5 % is no round figure.
        const pieces = onePieceOf(product).map((item) => ({
          ...item,
          quantity: item.quantity ? 3 : 0,
          properties: (item.properties ?? []).map((option) => ({ ...option, quantity: 3 })),
        }));
        await api.addToCart(customer.id, product._id, pieces);
      }
      await api.saveAddress(customer.id, {
        place: 'ماڵ',
        name: customer.name,
        phone: customer.phone,
        city: 'هەولێر',
        ...addressParts('هەولێر'),
        address: 'شەقامی ٦٠ مەتری',
      });

      const page = await openSignedIn(browser, customer.token, language, viewport);
      await page.goto('/card');
      await page.getByTestId('cart-line').first().waitFor();
      const cart = await readFigures(page, SUMMARIES.cart);
      expectAddsUp(cart, 'cart');
      // The lines shown add up to the subtotal (with the rounding row when there is one).
      const lines = (await page.getByTestId('cart-line-total').allInnerTexts()).map(amountOf);
      const rounding =
        (await page.getByTestId('cart-summary-rounding').count()) > 0
          ? await shownAmount(page, 'cart-summary-rounding')
          : 0;
      expect(lines.reduce((sum, line) => sum + line, 0) + rounding).toBe(cart.subtotal);
      expect(await page.getByTestId('cart-summary').innerText()).toContain('7.5');
      await page.getByTestId(SUMMARIES.cart.summary).scrollIntoViewIfNeeded();
      await capture(page, 'checkout-discount', 'cart', language, size);

      await page.getByTestId('checkout-button').click();
      await page.waitForURL('**/shipping');
      await page.getByTestId('saved-address-use').click();
      await page.getByTestId('place-order').click();
      await page.waitForURL(
        (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
      );
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      expect(await readFigures(page, SUMMARIES.payment)).toEqual(cart);
      await page.getByTestId(SUMMARIES.payment.summary).scrollIntoViewIfNeeded();
      await capture(page, 'checkout-discount', 'payment', language, size);

      await page.getByTestId('payment-submit').click();
      await page.waitForURL((url) => url.pathname === '/order/confirm');
      await page.getByTestId('order-confirm-success').waitFor();
      expect(await shownAmount(page, 'order-confirm-total')).toBe(cart.total);

      await page.goto(`/dashboard/order/details/${orderId}`);
      await page.getByTestId('order-detail').waitFor();
      expect(await readFigures(page, SUMMARIES.order)).toEqual(cart);
      await page.getByTestId(SUMMARIES.order.summary).scrollIntoViewIfNeeded();
      await capture(page, 'checkout-discount', 'order', language, size);
      await page.context().close();
    });
  }
});
