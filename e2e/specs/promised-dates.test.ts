import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfOfSize } from '../../apps/api/test/helpers/print-files';
import { DESKTOP, launchBrowser, openContext, PHONE, type Language } from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { capture } from '../support/screens';
import { openConsoleAs } from '../support/staff';
import { ERBIL_ADDRESS, fillShippingForm } from '../support/address';

// Issue 39 on the screens: the product page promises "ready by" and "at your door by"; express
// moves the ready day earlier at once; the order keeps the promise and its page shows the same day.
const CARDS = 'custom-business-cards';
const EXPRESS = {
  kr: 'خێرا (ڕۆژی کاری داهاتوو)',
  ar: 'سريع (يوم العمل التالي)',
  en: 'Express (next working day)',
};
const STANDARD = {
  kr: 'ئاسایی (٣–٤ ڕۆژی کار)',
  ar: 'عادي (٣–٤ أيام عمل)',
  en: 'Standard (3–4 working days)',
};
const CARD_SIZE = { widthMm: 91, heightMm: 61 };

let browser: Browser;
let baseUrl: string;
let phones = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

async function newCustomer(language: Language): Promise<Customer> {
  phones += 1;
  const phone = `0751 ${String(Date.now()).slice(-3)} ${String(3000 + phones).slice(-4)}`;
  return registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: `Promise ${language}`, phone, password: 'promised-dates-2026' },
  );
}

async function storefrontAs(
  customer: Customer,
  language: Language,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await openContext(browser, { language, viewport });
  await context.addInitScript((token) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', token);
  }, customer.token);
  return context;
}

const readyDay = (page: Page) => page.getByTestId('promise-ready').first().getAttribute('data-day');

async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await radio.check({ force: true });
  await expect.poll(() => radio.isChecked()).toBe(true);
}

describe('promised dates on the screens', () => {
  it.each([
    ['kr', PHONE],
    ['ar', DESKTOP],
  ] as const)(
    'product page, express, cart, checkout, order page (%s)',
    async (language, viewport) => {
      const customer = await newCustomer(language);
      const shopper = await storefrontAs(customer, language, viewport);
      const page = await shopper.newPage();
      const size = viewport === PHONE ? 'phone' : 'desktop';

      await page.goto(`/product/details/${CARDS}`);
      await page.getByTestId('print-configurator').waitFor();
      await page.waitForLoadState('networkidle');
      await choose(page, STANDARD[language]);
      await page.getByTestId('print-promise').waitFor();
      const standard = await readyDay(page);
      expect(standard).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await page.getByTestId('promise-door').getAttribute('data-day')).toMatch(/^\d{4}-/);
      expect(await page.getByTestId('promise-place').innerText()).not.toBe('');
      await page.getByTestId('print-promise').scrollIntoViewIfNeeded();
      await capture(page, 'promised-dates', 'product-standard', language, size);

      // Express: the ready day moves earlier at once.
      await choose(page, EXPRESS[language]);
      await expect.poll(() => readyDay(page)).not.toBe(standard);
      const express = (await readyDay(page)) ?? '';
      expect(express < (standard ?? '')).toBe(true);
      await page.getByTestId('print-promise').scrollIntoViewIfNeeded();
      await capture(page, 'promised-dates', 'product-express', language, size);

      await page
        .getByTestId('artwork-input')
        .first()
        .setInputFiles({
          name: 'card.pdf',
          mimeType: 'application/pdf',
          buffer: await pdfOfSize(CARD_SIZE),
        });
      await page.getByTestId('accepted-artwork-file').first().waitFor();
      const added = page.waitForResponse(
        (r) => r.url().endsWith('/api/home/print/cart') && r.request().method() === 'POST',
      );
      await page.getByTestId('add-to-cart').click();
      expect((await added).status()).toBe(201);

      await page.goto('/card');
      await page.getByTestId('print-promise').first().waitFor();
      expect(await readyDay(page)).toBe(express);
      await capture(page, 'promised-dates', 'cart', language, size);

      await page.getByTestId('checkout-button').click();
      await page.waitForURL('**/shipping');
      await page.getByTestId('shipping-form').waitFor();
      await fillShippingForm(page, ERBIL_ADDRESS);
      await page.getByTestId('shipping-submit').click();
      await page.getByTestId('address-confirmed').waitFor();
      await page.getByTestId('print-promise').first().waitFor();
      expect(await readyDay(page)).toBe(express);
      const door = await page.getByTestId('promise-door').first().getAttribute('data-day');
      await page.getByTestId('print-promise').first().scrollIntoViewIfNeeded();
      await capture(page, 'promised-dates', 'checkout', language, size);
      await page.getByTestId('place-order').click();
      await page.waitForURL(
        (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
      );
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      await page.getByTestId('payment-submit').click();
      await page.waitForURL((url) => url.pathname === '/order/confirm');

      // The order page shows the same promise.
      await page.goto(`/dashboard/order/details/${orderId}`);
      const promise = page.getByTestId('job-promise').first();
      await promise.waitFor();
      expect(await page.getByTestId('job-promise-ready').first().getAttribute('data-day')).toBe(
        express,
      );
      expect(await page.getByTestId('job-promise-door').first().getAttribute('data-day')).toBe(
        door,
      );
      expect(await promise.getAttribute('data-late')).toBe('false');
      await promise.scrollIntoViewIfNeeded();
      await capture(page, 'promised-dates', 'order', language, size);
      await shopper.close();
    },
    // The whole flow, with an upload and a placed order, on a busy machine.
    240_000,
  );

  it.each([
    ['kr', PHONE, 'phone'],
    ['kr', DESKTOP, 'desktop'],
    ['ar', PHONE, 'phone'],
    ['ar', DESKTOP, 'desktop'],
    ['en', PHONE, 'phone'],
    ['en', DESKTOP, 'desktop'],
  ] as const)(
    'the admin’s holidays and a seller’s cut-off (%s, %s)',
    async (language, viewport, size) => {
      const admin = await openConsoleAs(browser, 'admin@chapkhana.example', language, viewport);
      await admin.goto('/console/admin/calendar');
      await admin.getByTestId('holiday-list').waitFor();
      expect(await admin.getByTestId('holiday-row').count()).toBeGreaterThan(10);
      await capture(admin, 'promised-dates', 'admin-calendar', language, size);
      await admin.context().close();

      const desk = await openConsoleAs(browser, 'erbil@chapkhana.example', language, viewport);
      await desk.goto('/console/seller/delivery');
      await desk.getByTestId('cut-off').waitFor();
      await desk.getByTestId('schedule-settings').scrollIntoViewIfNeeded();
      await capture(desk, 'promised-dates', 'seller-cut-off', language, size);
      await desk.context().close();
    },
    120_000,
  );
});
