import path from 'node:path';
import { localisedName } from '@chapkhana/shared/languages';
import type { SellerOrder } from '@chapkhana/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openContext, type Language } from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { text, toast } from '../support/translations';
import { openConsoleAs, staffToken } from '../support/staff';
import { addressParts, ERBIL_ADDRESS, fillShippingForm } from '../support/address';

// A customer orders sized/packed cards on the storefront; the seller and the admin open the
// order in the console and read what to make and the same figures the customer saw.
const SELLER = 'erbil@chapkhana.example'; // Hawler Print House
const OTHER_SELLER = 'baghdad@chapkhana.example';
const ADMIN = 'admin@chapkhana.example';
const MATTE = 'matte-laminated-business-cards'; // Hawler Print House: White 100 pcs, White 500 pcs
const PICKED = [2, 3]; // pieces of the colour table's rows: 100 pcs × 2, 500 pcs × 3

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

/** The dinar figure inside a shown amount: "599,000 دینار" → "599,000". */
const amountIn = (shown: string) => shown.match(/\d[\d,]*/)?.[0] ?? shown;
const innerText = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).trim();

async function newCustomer(language: Language): Promise<Customer> {
  phones += 1;
  const phone = `0750 ${String(Date.now()).slice(-3)} ${String(1000 + phones).slice(-4)}`;
  return registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: `Console Orders ${language}`, phone, password: 'orders-buyer-2026' },
  );
}

/** Product page → cart → shipping → cash on delivery, on the storefront's screens. */
async function orderOnStorefront(customer: Customer, language: Language) {
  const context = await openContext(browser, { language });
  await context.addInitScript((token) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', token);
  }, customer.token);
  const page = await context.newPage();
  await page.goto(`/product/details/${MATTE}`);
  await page.getByTestId('colour-table').waitFor();
  // A number typed before the page has hydrated is lost: wait for the scripts, then check each.
  await page.waitForLoadState('networkidle');
  for (const [row, quantity] of PICKED.entries()) {
    const input = page.getByTestId('quantity-input').nth(row);
    await input.fill(String(quantity));
    await expect.poll(() => input.inputValue()).toBe(String(quantity));
  }
  await page.getByTestId('add-to-cart').click();
  await toast(page, text(language, 'cart.messages.added')).waitFor();
  await page.getByTestId('cart-link').click();
  await page.waitForURL('**/card');
  await page.getByTestId('checkout-button').click();
  await page.waitForURL('**/shipping');
  await page.getByTestId('shipping-form').waitFor();
  await fillShippingForm(page, ERBIL_ADDRESS);
  await page.getByTestId('shipping-submit').click();
  await page.getByTestId('address-confirmed').waitFor();
  await page.getByTestId('place-order').click();
  await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByTestId('payment-submit').click();
  await page.waitForURL((url) => url.pathname === '/order/confirm');
  await page.goto(`/dashboard/order/details/${orderId}`);
  await page.getByTestId('order-detail').waitFor();
  const total = amountIn(await innerText(page, 'order-detail-total'));
  await context.close();
  const { orderNumber } = await shopApi(baseUrl, customer.token).order(orderId);
  return { orderId, orderNumber, total };
}

/** The seller's part of an order, as the API gives it to that seller. */
async function sellerPart(orderNumber: number): Promise<SellerOrder> {
  const response = await fetch(`${baseUrl}/api/seller/orders?search=%23${orderNumber}`, {
    headers: { Authorization: `Bearer ${staffToken(SELLER)}` },
  });
  const { items } = (await response.json()) as { items: SellerOrder[] };
  if (!items[0]) throw new Error(`order #${orderNumber} has no part of ${SELLER}`);
  return items[0];
}

/** The rows an order page must show: colour, option and quantity in the reader's language. */
function expectedRows(part: SellerOrder, language: Language): string[][] {
  return part.products.flatMap((line) =>
    line.cartItems.flatMap((item) =>
      item.properties.map((p) => [
        localisedName({ enName: item.color, kuName: item.kuName, arName: item.arName }, language),
        localisedName({ enName: p.enName, kuName: p.kuName, arName: p.arName }, language),
        String(p.quantity),
      ]),
    ),
  );
}

/** The whole page, top to bottom, for a person to look at (capture() takes the viewport). */
const wholePage = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', `console-orders-${name}-full.png`),
    fullPage: true,
  });

async function shownRows(page: Page): Promise<string[][]> {
  const rows = page.getByTestId('order-line-row');
  const found: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    found.push((await rows.nth(index).locator('td').allInnerTexts()).map((cell) => cell.trim()));
  }
  return found;
}

describe('console order pages', () => {
  it.each(['kr', 'ar'] as const)(
    'the seller and the admin open a storefront order and read its sizes and the total the customer saw (%s)',
    async (language) => {
      const customer = await newCustomer(language);
      const { orderNumber, total } = await orderOnStorefront(customer, language);
      const part = await sellerPart(orderNumber);
      const rows = expectedRows(part, language);
      expect(rows.map((row) => row[2])).toEqual(PICKED.map(String));

      // The seller: the list shows a short breakdown and links to the order's page.
      const page = await openConsoleAs(browser, SELLER, language);
      await page.goto('/console/seller/orders');
      const row = page.getByTestId(`seller-order-row-${orderNumber}`);
      await row.waitFor();
      const breakdown = await row.getByTestId('order-breakdown').innerText();
      for (const [colour, option, quantity] of rows) {
        expect(breakdown).toContain(colour);
        expect(breakdown).toContain(option);
        expect(breakdown).toContain(quantity);
      }
      expect(amountIn(await innerText(page, `order-total-${orderNumber}`))).toBe(total);
      await page.getByTestId(`open-order-${orderNumber}`).click();
      await page.waitForURL((url) => url.pathname === `/console/seller/orders/${part._id}`);
      await page.getByTestId('order-page').waitFor();
      expect(await shownRows(page)).toEqual(rows);
      expect(amountIn(await innerText(page, 'figure-total'))).toBe(total);
      expect(amountIn(await innerText(page, 'figure-cash'))).toBe(total);
      // Stored as +964…, read as typed in Iraq (0750 123 4567), with a tap to call.
      expect(await innerText(page, 'shipping-phone')).toBe(customer.phone);
      expect(
        await page.getByTestId('shipping-phone').locator('a').first().getAttribute('href'),
      ).toBe(`tel:${customer.phone.replace(/^0/, '+964').replace(/\s/g, '')}`);
      await page.context().close();

      // The admin: the same figures in the list and on the order's page, and the cash to collect.
      const adminPage = await openConsoleAs(browser, ADMIN, language);
      await adminPage.goto('/console/admin/orders');
      await adminPage.getByTestId(`order-row-${orderNumber}`).waitFor();
      expect(amountIn(await innerText(adminPage, `order-total-${orderNumber}`))).toBe(total);
      await adminPage.getByTestId(`open-order-${orderNumber}`).click();
      await adminPage.waitForURL((url) => url.pathname === `/console/admin/orders/${part.orderId}`);
      await adminPage.getByTestId('order-page').waitFor();
      expect(await shownRows(adminPage)).toEqual(rows);
      expect(amountIn(await innerText(adminPage, 'figure-total'))).toBe(total);
      expect(amountIn(await innerText(adminPage, 'figure-cash'))).toBe(total);
      await expect(adminPage.getByTestId('order-customer').innerText()).resolves.toContain(
        customer.name,
      );
      await adminPage.context().close();
    },
    120_000,
  );

  it("refuses another seller's part: 404 with its code, and the page says so", async () => {
    const customer = await newCustomer('kr');
    const shop = shopApi(baseUrl, customer.token);
    const product = await shop.product(MATTE);
    await shop.addToCart(customer.id, product._id, [
      { color: 'White', quantity: 0, properties: [{ property: '100 pcs', quantity: 1 }] },
    ]);
    const orderId = await shop.placeOrder(customer.id, {
      place: 'ماڵ',
      name: customer.name,
      address: 'شەقامی ١٠٠ مەتری',
      phone: customer.phone,
      city: 'هەولێر',
      ...addressParts('هەولێر'),
    });
    const { orderNumber } = await shop.order(orderId);
    const part = await sellerPart(orderNumber);
    const response = await fetch(`${baseUrl}/api/seller/orders/${part._id}`, {
      headers: { Authorization: `Bearer ${staffToken(OTHER_SELLER)}` },
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { code: string };
    expect(body.code).toBe('seller_order_not_found');
    expect(JSON.stringify(body)).not.toContain(customer.name);

    const page = await openConsoleAs(browser, OTHER_SELLER, 'kr');
    await page.goto(`/console/seller/orders/${part._id}`);
    await expect(innerText(page, 'order-load-error')).resolves.toBe(
      text('kr', 'apiErrors.seller_order_not_found'),
    );
    await page.context().close();
  });

  // Each of these goes through every language and size with new browser contexts: on a busy
  // two-core machine (CI runs four suites at once) 180 s was not enough.
  it("shows the status select's whole text on the seller's and the admin's order pages and lists", async () => {
    const customer = await newCustomer('en');
    const { orderNumber } = await orderOnStorefront(customer, 'kr');
    const part = await sellerPart(orderNumber);
    /** The select's width and the width it takes alone (its longest option), and its row's. */
    const widths = (page: Page, testId: string) =>
      page.getByTestId(testId).evaluate((row) => {
        const select = row.querySelector('select')!;
        const alone = select.cloneNode(true) as HTMLSelectElement;
        alone.style.cssText = 'position:absolute;width:auto;max-width:none;visibility:hidden';
        document.body.append(alone);
        const natural = alone.getBoundingClientRect().width;
        alone.remove();
        return {
          shown: select.getBoundingClientRect().width,
          natural,
          row: row.getBoundingClientRect().width,
        };
      });
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        for (const [who, url, testId] of [
          [SELLER, `/console/seller/orders/${part._id}`, 'order-page-status'],
          [ADMIN, `/console/admin/orders/${part.orderId}`, 'order-page-status'],
          [SELLER, '/console/seller/orders', `seller-order-status-${orderNumber}`],
          [ADMIN, '/console/admin/orders', `order-status-${orderNumber}`],
        ] as const) {
          const page = await openConsoleAs(browser, who, language, viewport);
          await page.goto(url);
          await page.getByTestId(testId).waitFor();
          await page.evaluate(() => document.fonts.ready);
          const { shown, natural, row } = await widths(page, testId);
          // Never narrower than its text; on a phone the whole row.
          expect(shown).toBeGreaterThanOrEqual(natural - 0.5);
          if (size === 'phone') expect(shown).toBeCloseTo(row, 0);
          await page.getByTestId(testId).scrollIntoViewIfNeeded();
          await capture(
            page,
            'console-orders',
            `status-${who.split('@')[0]}-${url.split('/').length > 4 ? 'page' : 'list'}`,
            language,
            size,
          );
          await page.context().close();
        }
      }
    }
  }, 420_000);

  it('looks right in every language and size, and prints a clean job sheet', async () => {
    const customer = await newCustomer('en');
    const { orderNumber } = await orderOnStorefront(customer, 'kr');
    const part = await sellerPart(orderNumber);
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const page = await openConsoleAs(browser, SELLER, language, viewport);
        await page.goto('/console/seller/orders');
        await page.getByTestId(`seller-order-row-${orderNumber}`).waitFor();
        await capture(page, 'console-orders', 'seller-list', language, size);
        await page.goto(`/console/seller/orders/${part._id}`);
        await page.getByTestId('order-page').waitFor();
        await capture(page, 'console-orders', 'seller-order', language, size);
        await wholePage(page, `seller-order-${language}-${size}`);
        if (size === 'desktop') {
          await page.emulateMedia({ media: 'print' });
          expect(await page.locator('nav').isVisible()).toBe(false);
          expect(await page.getByTestId('print-order').isVisible()).toBe(false);
          expect(await page.getByTestId('order-page-status').isVisible()).toBe(false);
          await capture(page, 'console-orders', 'seller-order-print', language, size);
          await wholePage(page, `seller-order-print-${language}`);
          await page.pdf({
            path: path.join(
              import.meta.dirname,
              '..',
              'artifacts',
              `console-orders-job-sheet-${language}.pdf`,
            ),
            format: 'A4',
          });
        }
        await page.context().close();

        const adminPage = await openConsoleAs(browser, ADMIN, language, viewport);
        await adminPage.goto('/console/admin/orders');
        await adminPage.getByTestId(`order-row-${orderNumber}`).waitFor();
        await capture(adminPage, 'console-orders', 'admin-list', language, size);
        await adminPage.goto(`/console/admin/orders/${part.orderId}`);
        await adminPage.getByTestId('order-page').waitFor();
        await capture(adminPage, 'console-orders', 'admin-order', language, size);
        await wholePage(adminPage, `admin-order-${language}-${size}`);
        await adminPage.context().close();
      }
    }
  }, 420_000);
});
