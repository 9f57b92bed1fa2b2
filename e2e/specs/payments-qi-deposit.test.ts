import type { Browser, Page } from 'playwright-core';
import { formatDinar } from '@chapkhana/shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openContext, PHONE, type Language } from '../support/browser';
import { signInDemoAccount } from '../support/global-setup';
import { placedOrderOn } from '../support/placed-order';
import { capture } from '../support/screens';
import { startShop, type RunningShop } from '../support/server';
import { text } from '../support/translations';

/**
 * An advance (عربون, issue 38): the Erbil print house asks half of its matte business cards
 * before printing (set in its console's product form). A customer pays only that advance with
 * Qi Card, through the look-alike's card page and its 3-D Secure code; the rest is left for the
 * courier, and the print house's console shows the part unlocked for production.
 */
let browser: Browser;
let shop: RunningShop;
let sellerToken: string;
const SELLER = 'erbil@chapkhana.example';
const SLUG = 'matte-laminated-business-cards';

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await startShop({ PAYMENTS_LOOKALIKE: 'true' });
  sellerToken = (await signInDemoAccount(shop.baseUrl, SELLER)).token;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function sellerCall<T>(url: string): Promise<T> {
  const response = await fetch(`${shop.baseUrl}/api${url}`, {
    headers: { Authorization: `Bearer ${sellerToken}` },
  });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The print house's console in `language`, signed in. */
async function sellerConsole(language: Language): Promise<Page> {
  const context = await openContext(browser, {
    language,
    viewport: DESKTOP,
    baseUrl: shop.baseUrl,
  });
  await context.addInitScript((token) => localStorage.setItem('staffToken', token), sellerToken);
  return context.newPage();
}

/** The product's id among the seller's own. */
async function productId(): Promise<string> {
  const page = await sellerCall<{ items: { _id: string; slug: string }[] }>(
    '/seller/products?perPage=50',
  );
  const product = page.items.find((p) => p.slug === SLUG);
  if (!product) throw new Error(`${SLUG} is not the seller's`);
  return product._id;
}

describe('an advance paid with Qi Card', () => {
  beforeAll(async () => {
    // The print house asks an advance of 50 % in its product form.
    const id = await productId();
    const page = await sellerConsole('kr');
    await page.goto(`/console/seller/products/${id}`);
    await page.getByTestId('product-deposit-mode').selectOption('percent');
    await page.getByTestId('product-deposit-percent').fill('50');
    await capture(page, 'deposit', 'product-form', 'kr', 'desktop');
    await page.getByTestId('save-product').click();
    await page.waitForURL((url) => url.pathname === '/console/seller/products');
    // Saved before the list shows again.
    const saved = await sellerCall<{ product: { depositPercent: number | null } }>(
      `/seller/products/${id}`,
    );
    expect(saved.product.depositPercent).toBe(50);
    await page.context().close();
  });

  it.each(['kr', 'ar'] as const)(
    '%s: pays the advance on Qi Card’s 3-D Secure page, and the part is unlocked for production',
    async (language) => {
      const { api, orderId, page } = await placedOrderOn(browser, shop, {
        language,
        viewport: PHONE,
        name: language === 'kr' ? 'Rebwar Salih' : 'Ali Hassan',
        city: 'Erbil',
        address: '60 Meter Street',
      });
      // The product page says an advance is asked.
      await page.goto(`/product/details/${SLUG}`);
      const note = page.getByTestId('product-deposit');
      await note.waitFor();
      expect(await note.innerText()).toBe(text(language, 'deposit.productNote', { percent: 50 }));
      await capture(page, 'deposit', 'product-page', language, 'phone');

      const placed = await api.order(orderId);
      expect(placed.deposit.paid).toBe(false);
      const advance = placed.deposit.amount;
      expect(advance).toBeGreaterThan(0);

      await page.goto(`/payment?orderId=${orderId}`);
      await page.getByTestId('deposit-choice').waitFor();
      // Cash alone is not offered for an order asking an advance.
      expect(await page.getByTestId('payment-method-cod').count()).toBe(0);
      expect(await page.getByTestId('pay-now-deposit').isChecked()).toBe(true);
      expect(await page.getByTestId('deposit-pay-now').innerText()).toContain(formatDinar(advance));
      await page.getByTestId('payment-method-qi').check();
      await capture(page, 'deposit', 'checkout', language, 'phone');

      await page.getByTestId('provider-pay').click();
      await page.waitForURL((url) => url.pathname.startsWith('/lookalike/payments/qi/'));
      // The look-alike's card page asks the advance, not the total.
      expect(await page.locator('body').innerText()).toContain(formatDinar(advance));
      await page.locator('input[name="cardNumber"]').fill('4111111111111111');
      await page.locator('input[name="expiry"]').fill('12/29');
      await page.locator('input[name="cvv"]').fill('123');
      await page.locator('form[action$="/card"] button[type="submit"]').click();
      await page.locator('input[name="otp"]').fill('123456');
      await page.locator('form[action$="/otp"] button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/order/confirm');
      await expect.poll(async () => (await api.order(orderId)).deposit.paid).toBe(true);
      const paid = await api.order(orderId);
      expect(paid.payment_status).toBe('unpaid');
      expect(paid.payment_method).toBe('cod');

      await page.goto(`/dashboard/order/details/${orderId}`);
      const status = page.getByTestId('order-deposit-status');
      await status.waitFor();
      expect(await status.innerText()).toBe(text(language, 'deposit.paid'));
      await capture(page, 'deposit', 'order-page', language, 'phone');
      await page.context().close();

      // The print house's console: advance paid, the part can go into production.
      const parts = await sellerCall<{ items: { _id: string; orderId: string }[] }>(
        '/seller/orders?perPage=50',
      );
      const part = parts.items.find((o) => o.orderId === orderId);
      if (!part) throw new Error('the part is not in the seller’s orders');
      const desk = await sellerConsole(language);
      await desk.goto(`/console/seller/orders/${part._id}`);
      const badge = desk.getByTestId('order-deposit');
      await badge.waitFor();
      expect(await badge.getAttribute('data-paid')).toBe('true');
      await capture(desk, 'deposit', 'console-order', language, 'desktop');
      await desk.context().close();
    },
  );
});
