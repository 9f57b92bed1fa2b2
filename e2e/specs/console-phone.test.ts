import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, type Language } from '../support/browser';
import { registerCustomer } from '../support/customers';
import { shopApi } from '../support/shop-api';
import { openConsoleAs, staffCall } from '../support/staff';
import { addressParts } from '../support/address';

// Issue 35.11, the console on a phone: at 360 px no list scrolls sideways (each row is a card,
// every value labelled), and a customer's phone reads 0750 444 1234 with call and WhatsApp
// links. Every list is screenshotted in kr, ar and en at 360 and 1280 px into
// e2e/artifacts/console-phone-*.png for a person to look at.

const ADMIN = 'admin@chapkhana.example';
const SELLER = 'erbil@chapkhana.example';
const MATTE = 'matte-laminated-business-cards'; // Hawler Print House (Erbil)
const PHONE_TYPED = '07504441234';
const PHONE_SHOWN = '0750 444 1234';

interface List {
  name: string;
  login: string;
  path: () => string;
  /** What shows once the list has its data. */
  ready: string;
}

let browser: Browser;
let sellerPartId: string;

const LISTS: List[] = [
  {
    name: 'admin-orders',
    login: ADMIN,
    path: () => '/console/admin/orders',
    ready: 'main tbody tr',
  },
  {
    name: 'admin-sellers',
    login: ADMIN,
    path: () => '/console/admin/sellers',
    ready: 'main tbody tr',
  },
  {
    name: 'admin-customers',
    login: ADMIN,
    path: () => '/console/admin/customers',
    ready: 'main tbody tr',
  },
  {
    name: 'admin-categories',
    login: ADMIN,
    path: () => '/console/admin/categories',
    ready: 'main tbody tr',
  },
  { name: 'admin-banners', login: ADMIN, path: () => '/console/admin/banners', ready: 'main h1' },
  {
    name: 'admin-currency',
    login: ADMIN,
    path: () => '/console/admin/currency',
    ready: 'main tbody tr',
  },
  { name: 'admin-synonyms', login: ADMIN, path: () => '/console/admin/synonyms', ready: 'main h1' },
  {
    name: 'seller-products',
    login: SELLER,
    path: () => '/console/seller/products',
    ready: 'main tbody tr',
  },
  {
    name: 'seller-orders',
    login: SELLER,
    path: () => '/console/seller/orders',
    ready: 'main tbody tr',
  },
  {
    name: 'seller-order',
    login: SELLER,
    path: () => `/console/seller/orders/${sellerPartId}`,
    ready: 'main table',
  },
];

beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = inject('baseUrl');
  const customer = await registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: 'Phone Reader', phone: PHONE_TYPED, password: 'buyer-password-1' },
  );
  const shop = shopApi(baseUrl, customer.token);
  const product = await shop.product(MATTE);
  await shop.addToCart(customer.id, product._id, [
    { color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 1 }] },
  ]);
  const orderId = await shop.placeOrder(customer.id, {
    place: 'ماڵ',
    name: customer.name,
    address: 'شەقامی ٦٠ مەتری',
    phone: customer.phone,
    city: 'Erbil',
    ...addressParts('Erbil'),
  });
  const parts = await staffCall<{ items: { _id: string; orderId: string }[] }>(
    SELLER,
    'GET',
    '/seller/orders?perPage=100',
  );
  const part = parts.items.find((item) => item.orderId === orderId);
  if (!part) throw new Error('The seller does not see the new order.');
  sellerPartId = part._id;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a list and waits for its rows (or its heading, for a list that may be empty). */
async function open(page: Page, list: List) {
  await page.goto(list.path());
  await page.locator(list.ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** How wide the page is against the viewport, and any element inside it that scrolls sideways. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const scrollers = Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => element.outerHTML.slice(0, 120));
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      scrollers,
    };
  });
}

/** The list itself, scrolled to the top of the screen (a whole page of cards is too tall to look at). */
async function shot(page: Page, name: string) {
  const list = page.locator('main table, main h1').first();
  await list.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', `console-phone-${name}.png`),
  });
}

describe('the console on a phone', () => {
  it('at 360 px in Kurdish no list scrolls sideways: rows are cards with labelled values', async () => {
    const pages = new Map<string, Page>();
    for (const list of LISTS) {
      let page = pages.get(list.login);
      if (!page) {
        page = await openConsoleAs(browser, list.login, 'kr', PHONE);
        pages.set(list.login, page);
      }
      await open(page, list);
      const measured = await sideways(page);
      expect(measured.page, `${list.name} is wider than the phone`).toBeLessThanOrEqual(
        measured.viewport,
      );
      expect(measured.scrollers, `${list.name} scrolls sideways inside`).toEqual([]);
      const rows = page.locator('main tbody tr');
      if ((await rows.count()) > 0 && list.name !== 'seller-order') {
        // A card, not a table row: its first value carries its column's name beside it.
        const row = rows.first();
        expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
        const header = await page.locator('main thead th').first().textContent();
        expect(await row.locator('td').first().innerText()).toContain(header?.trim());
      }
    }
    for (const page of pages.values()) await page.context().close();
  });

  it.each(['kr', 'ar'] as const)(
    'shows the customer’s phone as %s readers in Iraq read it, with call and WhatsApp links',
    async (language) => {
      const checkPhone = async (page: Page, scope: string) => {
        const where = page.locator(scope).filter({ hasText: PHONE_SHOWN }).first();
        await where.waitFor();
        expect(await where.innerText()).not.toContain('+964');
        expect(
          await where.locator(`a[href="tel:+964${PHONE_TYPED.slice(1)}"]`).count(),
        ).toBeGreaterThan(0);
        expect(
          await where.locator(`a[href="https://wa.me/964${PHONE_TYPED.slice(1)}"]`).count(),
        ).toBeGreaterThan(0);
        // Read left to right inside the right-to-left page.
        const shown = where.locator('bdi', { hasText: PHONE_SHOWN }).first();
        expect(await shown.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      };
      const admin = await openConsoleAs(browser, ADMIN, language, PHONE);
      await open(admin, LISTS[0]!);
      await checkPhone(admin, 'main tbody tr');
      await admin.goto('/console/admin/customers');
      await admin.locator('main input[type=search], main input').first().fill(PHONE_TYPED);
      await checkPhone(admin, 'main tbody tr');
      await admin.context().close();

      const seller = await openConsoleAs(browser, SELLER, language, PHONE);
      await open(
        seller,
        LISTS.find((list) => list.name === 'seller-orders')!,
      );
      await checkPhone(seller, 'main tbody tr');
      await open(
        seller,
        LISTS.find((list) => list.name === 'seller-order')!,
      );
      await checkPhone(seller, '[data-testid="order-customer"]');
      await checkPhone(seller, '[data-testid="order-shipping"]');
      await seller.context().close();
    },
  );

  it.each(['kr', 'ar', 'en'] as const)(
    'screenshots every list in %s at 360 and 1280 px',
    async (language: Language) => {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        for (const login of [ADMIN, SELLER]) {
          const page = await openConsoleAs(browser, login, language, viewport);
          for (const list of LISTS.filter((each) => each.login === login)) {
            await open(page, list);
            const measured = await sideways(page);
            expect(measured.page, `${list.name} ${language} ${size}`).toBeLessThanOrEqual(
              measured.viewport,
            );
            await shot(page, `${list.name}-${language}-${size}`);
          }
          await page.context().close();
        }
      }
    },
    240_000,
  );

  it.each(['kr', 'ar', 'en'] as const)(
    'a category’s position takes Eastern Arabic digits and its picture picker speaks %s',
    async (language) => {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const page = await openConsoleAs(browser, ADMIN, language, viewport);
        await open(
          page,
          LISTS.find((list) => list.name === 'admin-categories')!,
        );
        // The list is sorted by position: the row is followed by its name, not its place.
        const rowId = await page.locator('main tbody tr').first().getAttribute('data-testid');
        const row = page.getByTestId(rowId!);
        const edit = async (typed: string) => {
          await row.getByRole('button').first().click();
          const form = page.getByTestId('category-form');
          const position = form.locator('#category-position');
          expect(await position.getAttribute('dir')).toBe('ltr');
          await position.fill(typed);
          return form;
        };
        const form = await edit('١٠');
        const picker = form.getByRole('button', { name: /:/ });
        const chosen = await picker.getAttribute('aria-describedby');
        const noFile = await page.locator(`[id="${chosen?.split(' ')[0]}"]`).innerText();
        expect(noFile).toBe(
          { kr: 'هیچ فایلێک هەڵنەبژێردراوە', ar: 'لم يُختر أي ملف', en: 'No file chosen' }[language],
        );
        await form.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await page.screenshot({
          path: path.join(
            import.meta.dirname,
            '..',
            'artifacts',
            `console-phone-category-form-${language}-${size}.png`,
          ),
        });
        await form.locator('button[type=submit]').click();
        await form.waitFor({ state: 'detached' });
        await expect.poll(() => row.innerText()).toMatch(/\b10\b/);
        // Back to the first place, typed in Persian digits, for the other specs.
        await edit('۰');
        await page.getByTestId('category-form').locator('button[type=submit]').click();
        await page.getByTestId('category-form').waitFor({ state: 'detached' });
        await expect.poll(() => row.innerText()).toMatch(/\b0\b/);
        await page.context().close();
      }
    },
  );

  it.each(['kr', 'ar', 'en'] as const)(
    'the sub-categories and a customer’s orders, lists inside a page, fit a phone in %s',
    async (language) => {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const page = await openConsoleAs(browser, ADMIN, language, viewport);
        const panel = async (name: string, list: List, button: number, heading: string) => {
          await open(page, list);
          const buttons = page.locator('main tbody tr').first().getByRole('button');
          await (button < 0 ? buttons.last() : buttons.nth(button)).click();
          const section = page.locator('main section', { has: page.locator('h2') }).last();
          await section.locator('tbody tr').first().waitFor();
          expect(await section.locator('h2').innerText()).toContain(heading);
          const measured = await sideways(page);
          expect(measured.page, `${name} ${language} ${size}`).toBeLessThanOrEqual(
            measured.viewport,
          );
          expect(measured.scrollers, `${name} ${language} ${size}`).toEqual([]);
          await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
          await page.screenshot({
            path: path.join(
              import.meta.dirname,
              '..',
              'artifacts',
              `console-phone-${name}-${language}-${size}.png`,
            ),
          });
        };
        const categories = LISTS.find((list) => list.name === 'admin-categories')!;
        const customers = LISTS.find((list) => list.name === 'admin-customers')!;
        // The first category's second button opens its sub-categories; the newest customer's
        // (who ordered in beforeAll) last button opens their orders.
        await panel('sub-categories', categories, 1, '');
        await panel('customer-orders', customers, -1, 'Phone Reader');
        await page.context().close();
      }
    },
  );
});
