import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { iraqDayOf } from '@chapkhana/shared/working-calendar';
import { DESKTOP, launchBrowser, PHONE, type Language } from '../support/browser';
import { parseCsv } from '../../apps/api/test/helpers/csv';
import { addressParts } from '../support/address';
import { newPhone, registerCustomer } from '../support/customers';
import { capture } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { openConsoleAs, staffToken } from '../support/staff';
import { consoleText } from '../support/translations';

// Issue 39: the seller's dashboard counts a sale placed during the test, and its CSV downloads
// and reads back; Kurdish on a 360 px phone and Arabic at 1280 px, with screenshots of both
// dashboards (with data, and an empty range) in every language and size.
const SELLER = 'erbil@chapkhana.example'; // Hawler Print House sells the matte cards
const ADMIN = 'admin@chapkhana.example';
const MATTE = 'matte-laminated-business-cards';

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

/** A console page for `login` with its token and its sign-in cookie (the CSV link needs it). */
async function consoleOf(
  login: string,
  language: Language,
  viewport: typeof PHONE | typeof DESKTOP,
) {
  const page = await openConsoleAs(browser, login, language, viewport);
  await page.context().addCookies([{ name: 'staffToken', value: staffToken(login), url: baseUrl }]);
  return page;
}

async function placeMatteOrder(name: string): Promise<void> {
  const customer = await registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name, phone: newPhone(), password: 'dashboard-buyer-2026' },
  );
  const api = shopApi(baseUrl, customer.token);
  const product = await api.product(MATTE);
  await api.addToCart(customer.id, product._id, [
    { color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 1 }] },
  ]);
  await api.placeOrder(customer.id, {
    place: 'Home',
    name: customer.name,
    phone: customer.phone,
    city: 'Erbil',
    ...addressParts('Erbil'),
    address: 'Gulan Street',
  });
}

/**
 * The test reads today's orders, places one and reads them again: across Iraq's midnight the
 * second read is another day's. Within `withinMs` of midnight it waits for the new day first.
 */
async function notAcrossIraqMidnight(withinMs = 30_000): Promise<void> {
  const now = Date.now();
  if (iraqDayOf(now) === iraqDayOf(now + withinMs)) return;
  await expect
    .poll(() => iraqDayOf(Date.now()), { timeout: withinMs + 5_000, interval: 500 })
    .not.toBe(iraqDayOf(now));
}

/** Waits until no answer is on its way (the range chosen has arrived). */
const dashboardSettled = (page: Page) =>
  expect.poll(() => page.getByTestId('dashboard').getAttribute('aria-busy')).toBe('false');

const ordersShown = async (page: Page) =>
  Number((await page.getByTestId('total-orders').locator('dd').innerText()).trim());

describe('the seller’s dashboard', () => {
  it.each([
    ['kr', PHONE, 'phone'],
    ['ar', DESKTOP, 'desktop'],
  ] as const)(
    'counts a sale placed meanwhile and downloads its CSV (%s)',
    async (language, viewport, size) => {
      await notAcrossIraqMidnight();
      const page = await consoleOf(SELLER, language, viewport);
      await page.goto('/console/seller');
      await page.waitForURL((url) => url.pathname === '/console/seller/dashboard');
      await page.getByTestId('range-today').click();
      await page.getByTestId('total-orders').waitFor();
      await expect
        .poll(() => page.getByTestId('range-today').getAttribute('aria-pressed'))
        .toBe('true');
      // Until today's answer is in, the totals shown are the last 30 days' (the range it opened on).
      await dashboardSettled(page);
      const before = await ordersShown(page);

      await placeMatteOrder(`Dashboard ${language}`);
      await page.getByTestId('dashboard-refresh').click();
      await expect.poll(() => ordersShown(page)).toBe(before + 1);
      await page.getByTestId('sales-chart').waitFor();
      await capture(page, 'dashboard', 'seller', language, size);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('dashboard-csv').click(),
      ]);
      const bytes = Buffer.concat(
        await (async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>)
            chunks.push(chunk);
          return chunks;
        })(),
      );
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.toString('utf8').slice(1));
      expect(rows[0]?.[0]).toBe(language === 'kr' ? 'ڕۆژ' : 'اليوم');
      // Today's row: one day asked, so the line after the headers; its orders what the screen says.
      expect(rows[1]?.[1]).toBe(String(before + 1));
      expect(rows[1]?.[2]).toMatch(/^\d+(\.\d+)?$/);
      await page.context().close();
    },
  );
});

describe('dashboard screens', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`admin and seller, with data and empty (${language}, ${size})`, async () => {
        for (const [who, login, path] of [
          ['admin', ADMIN, '/console/admin/dashboard'],
          ['seller', SELLER, '/console/seller/dashboard'],
        ] as const) {
          const page = await consoleOf(login, language, viewport);
          await page.goto(path);
          await page.getByTestId('total-orders').waitFor();
          await capture(page, 'dashboard', `${who}-data`, language, size);
          // A range long before the shop opened: nothing in it.
          await page.locator('#dashboard-from').fill('01-01-2020');
          await page.locator('#dashboard-to').fill('02-01-2020');
          await page.getByText(consoleText(language, 'dashboard.empty'), { exact: true }).waitFor();
          await capture(page, 'dashboard', `${who}-empty`, language, size);
          await page.context().close();
        }
      });
    }
  }
});
