import type { SellerOrder } from '@chapkhana/shared/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Language } from '../support/browser';
import { newPhone, registerByPhone, type PhoneCustomer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { onePieceOf, shopApi } from '../support/shop-api';
import { openConsoleAs, staffCall } from '../support/staff';
import { consoleText } from '../support/translations';
import { addressParts } from '../support/address';

// Issue 37, "Live order list in the console": the print house's console is open on its orders;
// a customer who signed up with only a phone number and a code orders; the order appears on top without a reload, the sidebar's badge counts it,
// the chime plays once the page has been used, and opening the order clears the badge.
const SELLER = 'baghdad@chapkhana.example'; // Baghdad's print house
const MUG = 'ceramic-photo-mug-330ml'; // one of its products
const ADMIN = 'admin@chapkhana.example';

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

/** A new customer with a phone and no email, signed up by a code read from the outbox. */
async function newCustomer(): Promise<PhoneCustomer> {
  return registerByPhone(
    { baseUrl, dataDir: inject('dataDir') },
    { name: 'Live Orders Buyer', phone: newPhone() },
  );
}

/** The customer orders one mug through the API, as the checkout does; answers its number. */
async function orderMug(customer: PhoneCustomer): Promise<number> {
  const shop = shopApi(baseUrl, customer.token);
  const product = await shop.product(MUG);
  await shop.addToCart(customer.id, product._id, onePieceOf(product));
  const orderId = await shop.placeOrder(customer.id, {
    place: 'ماڵ',
    name: customer.name,
    address: 'شەقامی فەلەستین',
    phone: customer.phone,
    city: 'بەغدا',
    ...addressParts('بەغدا'),
  });
  return (await shop.order(orderId)).orderNumber;
}

/** The seller's part of order `orderNumber`, as its console's API gives it. */
async function sellerPart(orderNumber: number): Promise<SellerOrder> {
  const { items } = await staffCall<{ items: SellerOrder[] }>(
    SELLER,
    'GET',
    `/seller/orders?search=%23${orderNumber}`,
  );
  if (!items[0]) throw new Error(`order #${orderNumber} has no part of ${SELLER}`);
  return items[0];
}

/** Counts the chimes a page starts (headless Chromium has no speakers to listen to). */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    const counted = window as unknown as { chimes: number };
    counted.chimes = 0;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      counted.chimes += 1;
      return play.call(this);
    };
  });
}
const chimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { chimes: number }).chimes);

/** An orders list (the seller's unless told), open with its live events flowing. */
async function openOrdersList(page: Page, list = '/console/seller/orders') {
  await page.goto(list);
  await page.locator('main h1').waitFor();
  await page.locator('[data-testid="live-orders"][data-state="on"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const firstRow = (page: Page) => page.locator('main table tbody tr').first();

describe('the live order list', () => {
  it.each(['kr', 'ar'] as const)(
    'shows a new order on top without a reload, with a badge of 1 that opening it clears (%s)',
    async (language: Language) => {
      const customer = await newCustomer();
      const page = await openConsoleAs(browser, SELLER, language);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await countChimes(page);
      await openOrdersList(page);
      // The admins' console follows every order too, in its own room.
      const admin = await openConsoleAs(browser, ADMIN, language);
      await openOrdersList(admin, '/console/admin/orders');
      await page.evaluate(() => Object.assign(window, { loadedOnce: 'yes' }));
      expect(await page.getByTestId('new-orders-badge').count()).toBe(0);
      // The seller has used the page (a click), so the chime may play. That it stays silent
      // before is for the unit test: Playwright's own calls count as the page being used.
      await page.locator('main h1').click();

      const orderNumber = await orderMug(customer);
      const row = page.getByTestId(`seller-order-row-${orderNumber}`);
      await row.waitFor();
      expect(await firstRow(page).getAttribute('data-testid')).toBe(
        `seller-order-row-${orderNumber}`,
      );
      await expect
        .poll(() => row.getByTestId('new-order-mark').innerText())
        .toBe(consoleText(language, 'orders.live.new'));
      const badge = page.locator('nav').getByTestId('new-orders-badge');
      await expect.poll(() => badge.innerText()).toBe('1');
      expect(await badge.getAttribute('aria-label')).toBe(
        consoleText(language, 'orders.live.badge', { count: '1' }),
      );
      // The badge sits at the end of its sidebar link: on the left in a right-to-left page.
      const link = page.locator(`nav a[href="/console/seller/orders"]`);
      const [linkBox, badgeBox] = [await link.boundingBox(), await badge.boundingBox()];
      expect(badgeBox!.x - linkBox!.x).toBeLessThan(linkBox!.x + linkBox!.width - badgeBox!.x);
      expect(await page.evaluate(() => (window as { loadedOnce?: string }).loadedOnce)).toBe('yes');
      expect(await chimes(page)).toBe(1);
      await admin.getByTestId(`order-row-${orderNumber}`).waitFor();
      await expect
        .poll(() => admin.locator('nav').getByTestId('new-orders-badge').innerText())
        .toBe('1');
      await admin.context().close();

      // Opening the order clears the badge, and it stays cleared after a reload.
      const part = await sellerPart(orderNumber);
      await page.getByTestId(`open-order-${orderNumber}`).click();
      await page.waitForURL((url) => url.pathname === `/console/seller/orders/${part._id}`);
      await page.getByTestId('order-page').waitFor();
      await badge.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('order-page').waitFor();
      await page.locator('[data-testid="live-orders"][data-state="on"]').waitFor({
        state: 'attached',
      });
      expect(await badge.count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('is readable in kr, ar and en on a phone and a desktop, with the badge, the new row and the sound switch', async () => {
    const customer = await newCustomer();
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const page = await openConsoleAs(browser, SELLER, language, viewport);
        await openOrdersList(page);
        const orderNumber = await orderMug(customer);
        await page.getByTestId(`seller-order-row-${orderNumber}`).waitFor();
        const badge = page.locator('nav').getByTestId('new-orders-badge');
        await expect.poll(() => badge.innerText()).toBe('1');
        await page.getByTestId('order-sound-toggle').waitFor();
        await capture(page, 'console-orders-live', 'list', language, size);
        if (size === 'phone') {
          // On a phone the new row is below the filters.
          await page.getByTestId(`seller-order-row-${orderNumber}`).scrollIntoViewIfNeeded();
          await capture(page, 'console-orders-live', 'new-row', language, size);
        }
        await page.context().close();
      }
    }
  });
});
