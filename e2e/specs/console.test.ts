import { discountedUnitPrice, formatPrice } from '@chapkhana/shared/pricing';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  drawnInItsFont,
  launchBrowser,
  openContext,
  openSignedIn,
  PHONE,
  typePricesInDollars,
  type Language,
} from '../support/browser';
import { registerCustomer } from '../support/customers';
import { capture } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { consoleText, text } from '../support/translations';
import { staffToken } from '../support/staff';
import { addressParts } from '../support/address';

// The operations console at /console/: admins and sellers of the demo catalogue.
const PASSWORD = 'chapkhana-demo';
const ADMIN = 'admin@chapkhana.example';
const SELLER = 'erbil@chapkhana.example';
const MATTE = 'matte-laminated-business-cards'; // Hawler Print House (Erbil)

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

async function openConsole(
  language: Language,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await openContext(browser, { language, viewport });
  const page = await context.newPage();
  await page.goto('/console/');
  await page.getByTestId('sign-in-form').waitFor();
  return page;
}

async function signIn(page: Page, login: string, home: string): Promise<void> {
  await page.locator('#login').fill(login);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('[data-testid="sign-in-form"] button[type="submit"]').click();
  // Every console account lands on its dashboard (issue 39), then goes where the test works.
  const dashboard = home.startsWith('/admin') ? '/admin/dashboard' : '/seller/dashboard';
  await page.waitForURL((url) => url.pathname === `/console${dashboard}`);
  await page.getByTestId('staff-name').waitFor();
  if (home !== dashboard) await visit(page, home);
}

/** Opens a section through the sidebar and waits for its heading. */
async function visit(page: Page, path: string): Promise<void> {
  await page.locator(`nav a[href="/console${path}"]`).click();
  await page.waitForURL((url) => url.pathname === `/console${path}`);
  await page.locator('main h1').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Marks the page so a later check can tell it was never reloaded. */
const markLoaded = (page: Page) =>
  page.evaluate(() => Object.assign(window, { loadedOnce: 'yes' }));
const stillLoadedOnce = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadedOnce?: string }).loadedOnce);

/** A new customer's cash-on-delivery order of one box of Hawler Print House's matte cards. */
async function placeCashOrder(phone: string) {
  const customer = await registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: 'Console Buyer', phone, password: 'buyer-password-1' },
  );
  const shop = shopApi(baseUrl, customer.token);
  const product = await shop.product(MATTE);
  await shop.addToCart(customer.id, product._id, [
    { color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 1 }] },
  ]);
  const shippingInfo = {
    place: 'ماڵ',
    name: customer.name,
    address: 'شەقامی ١٠٠ مەتری',
    phone: customer.phone,
    city: 'هەولێر',
    ...addressParts('هەولێر'),
  };
  const orderId = await shop.placeOrder(customer.id, shippingInfo);
  const confirmed = await fetch(`${baseUrl}/api/order/confirm/${orderId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentMethod: 'cod' }),
  });
  expect(confirmed.status).toBe(200);
  const { orderNumber } = await shop.order(orderId);
  return { customer, shop, orderId, orderNumber };
}

describe('console sign-in', () => {
  it.each(['kr', 'en'] as const)('is readable in %s on a phone and a desktop', async (language) => {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await openConsole(language, viewport);
      await capture(page, 'console', 'sign-in', language, size);
      await page.context().close();
    }
  });

  it.each([
    ['kr', 'ar'],
    ['ar', 'en'],
  ] as const)(
    'says, in %s, that %s cannot come, covering neither the title nor the form',
    async (from, to) => {
      for (const [width, viewport] of [
        [360, PHONE],
        [1280, DESKTOP],
      ] as const) {
        const page = await openConsole(from, viewport);
        await page.route(`**/assets/locales/${to}/translation.json`, (route) =>
          route.fulfill({ status: 404, body: 'Not found' }),
        );
        await page.getByTestId('language-switcher').selectOption(to);
        const failed = page.getByTestId('language-switcher-failed');
        await failed.waitFor();
        expect(await failed.textContent()).toContain(
          consoleText(from, 'language.failed', { language: to === 'ar' ? 'العربية' : 'English' }),
        );
        const box = (await failed.boundingBox())!;
        for (const other of [page.getByRole('heading', { level: 1 }), page.locator('#login')]) {
          const them = (await other.boundingBox())!;
          expect(box.y + box.height <= them.y || them.y + them.height <= box.y).toBe(true);
        }
        await page.screenshot({
          path: `/tmp/hh-shots/e2e-console-language-failed-${from}-${width}.png`,
        });
        await page.context().close();
      }
    },
  );

  it('explains a wrong password as a sentence in Kurdish', async () => {
    const page = await openConsole('kr');
    await page.locator('#login').fill(ADMIN);
    await page.locator('#password').fill('not-the-password');
    await page.locator('[data-testid="sign-in-form"] button[type="submit"]').click();
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/وشەی نهێنی هەڵەیە/);
    await page.context().close();
  });

  it('asks for its Kurdish and Arabic font with the page, once, not after its first text is drawn', async () => {
    const page = await openConsole('kr', PHONE);
    await drawnInItsFont(page.getByTestId('sign-in-form'));
    // Each weight fetched once, by the page's preload (initiator "link"), and used by the style
    // sheet: a font found only by the style sheet comes as "css", after the text it reshapes.
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /vazirmatn-arabic-(400|700)-normal-[\w-]+\.woff2$/.test(entry.name))
        .map((entry) => [
          entry.name.replace(/.*(vazirmatn-arabic-\d+).*/, '$1'),
          (entry as PerformanceResourceTiming).initiatorType,
        ]),
    );
    expect(fonts.sort()).toEqual([
      ['vazirmatn-arabic-400', 'link'],
      ['vazirmatn-arabic-700', 'link'],
    ]);
    const loaded = await page.evaluate(() => {
      let faces = 0;
      document.fonts.forEach((face) => {
        if (face.family === 'Vazirmatn' && face.status === 'loaded') faces += 1;
      });
      return faces;
    });
    expect(loaded).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('admin console', () => {
  it('changes the rate in Kurdish and an open storefront tab shows the new prices without a reload', async () => {
    const visitor = shopApi(baseUrl, '');
    const product = await visitor.product(MATTE);
    const oldRate = await visitor.rate();
    const shown = (rate: string) =>
      text('kr', 'catalogue.price', {
        amount: formatPrice(discountedUnitPrice(product.price, rate, product.discount)),
      });
    const shop = await (await openContext(browser, { language: 'kr' })).newPage();
    await shop.goto(`/product/details/${MATTE}`);
    const price = shop.getByTestId('product-details').getByTestId('price-current').first();
    await expect.poll(() => price.innerText()).toBe(shown(oldRate));
    await markLoaded(shop);

    const page = await openConsole('kr');
    await signIn(page, ADMIN, '/admin/orders');
    await visit(page, '/admin/currency');
    try {
      await page.locator('#currencyIQD').fill('١٥٢٥');
      await page.locator('form button[type="submit"]').click();
      await page.getByTestId('current-rate').filter({ hasText: '1,525.00' }).waitFor();
      await expect.poll(() => price.innerText()).toBe(shown('1525'));
      await expect(stillLoadedOnce(shop)).resolves.toBe('yes');
      await capture(shop, 'console', 'storefront-after-rate', 'kr', 'desktop');
    } finally {
      const restored = await fetch(`${baseUrl}/api/admin/currency`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${staffToken(ADMIN)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ currencyIQD: oldRate }),
      });
      expect(restored.ok).toBe(true);
    }
    await page.context().close();
    await shop.context().close();
  });

  it('moves a cash-on-delivery order to "on way"', async () => {
    const { shop, orderId, orderNumber } = await placeCashOrder('0750 555 0199');

    const page = await openConsole('kr');
    await signIn(page, ADMIN, '/admin/orders');
    const control = page.getByTestId(`order-status-${orderNumber}`);
    await control.locator('select').selectOption('on way');
    await control.locator('button').click();
    await page
      .getByTestId(`order-row-${orderNumber}`)
      .filter({ hasText: 'لە ڕێگادایە' })
      .first()
      .waitFor();
    // The row holds the select, whose options carry that text too: the saved order is the state
    // to wait for (CI once read it still pending).
    await expect.poll(async () => (await shop.order(orderId)).delivery_status).toBe('on way');
    await page.context().close();
  });

  it.each(['kr', 'en'] as const)('shows every admin screen in %s', async (language) => {
    const page = await openConsole(language);
    await signIn(page, ADMIN, '/admin/orders');
    await page.waitForLoadState('networkidle');
    await capture(page, 'console', 'admin-orders', language, 'desktop');
    for (const section of ['currency', 'sellers', 'customers', 'categories', 'banners']) {
      await visit(page, `/admin/${section}`);
      await capture(page, 'console', `admin-${section}`, language, 'desktop');
    }
    await page.context().close();
  });
});

describe('seller console', () => {
  it('creates a product in Kurdish with two colours and a picture, and the shop lists it', async () => {
    const name = `کارتی تاقیکردنەوە ${Date.now()}`;
    const png = await sharp({
      create: { width: 640, height: 640, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .png()
      .toBuffer();

    const page = await openConsole('kr');
    await signIn(page, SELLER, '/seller/products');
    await page.getByTestId('new-product').click();
    await page.getByTestId('product-form').waitFor();
    await page.locator('#product-kuName').fill(name);
    await page.locator('#product-arName').fill('بطاقة تجريبية');
    await page.locator('#product-enName').fill(`Console test card ${Date.now()}`);
    await page.locator('#product-code').fill(`CT-${Date.now()}`);
    await typePricesInDollars(page);
    await page.locator('#product-price').fill('12.50');
    await page.locator('#product-category').selectOption({ index: 1 });

    const colours = [
      { ku: 'سپی', ar: 'أبيض', en: 'White', hex: '#ffffff' },
      { ku: 'سوور', ar: 'أحمر', en: 'Red', hex: '#dc2626' },
    ];
    for (const [index, colour] of colours.entries()) {
      if (index > 0) await page.getByTestId('add-colour').click();
      await page.locator(`#colour-${index}-hex`).fill(colour.hex);
      await page.locator(`#colour-${index}-quantity`).fill('50');
      await page.locator(`#colour-${index}-kuName`).fill(colour.ku);
      await page.locator(`#colour-${index}-arName`).fill(colour.ar);
      await page.locator(`#colour-${index}-enName`).fill(colour.en);
    }
    await page
      .getByTestId('product-images')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('image-previews').locator('img').waitFor();
    await capture(page, 'console', 'seller-product-form', 'kr', 'desktop');
    await page.getByTestId('save-product').click();
    await page.waitForURL((url) => url.pathname === '/console/seller/products');
    await page.getByText(name).waitFor();

    // The storefront's search lists it, with its picture, in Kurdish.
    const shop = await (await openContext(browser, { language: 'kr' })).newPage();
    await shop.goto(`/products/search?value=${encodeURIComponent(name)}`);
    const card = shop.getByTestId('product-card').filter({ hasText: name });
    await card.waitFor();
    await expect
      .poll(() =>
        card
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await capture(shop, 'console', 'storefront-new-product', 'kr', 'desktop');
    await shop.context().close();

    // The seller's own view through the API: two colours, one picture.
    const token = staffToken(SELLER);
    const mine = (await (
      await fetch(`${baseUrl}/api/seller/products?search=${encodeURIComponent(name)}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { stock: number; images: string[] }[] };
    expect(mine.items[0]?.stock).toBe(100);
    await page.context().close();
  });

  it('moves its part of an order to "on way" and the customer\'s open order page shows it live', async () => {
    const { customer, orderId, orderNumber } = await placeCashOrder('0750 555 0288');
    const shop = await openSignedIn(browser, customer.token, 'kr');
    await shop.goto(`/dashboard/order/details/${orderId}`);
    const status = shop.getByTestId('order-detail').getByTestId('order-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('pending');
    await markLoaded(shop);

    const page = await openConsole('kr');
    await signIn(page, SELLER, '/seller/products');
    await visit(page, '/seller/orders');
    const control = page.getByTestId(`seller-order-status-${orderNumber}`);
    await control.locator('select').selectOption('on way');
    await control.locator('button').click();
    await page
      .getByTestId(`seller-order-row-${orderNumber}`)
      .filter({ hasText: text('kr', 'orders.status.onWay') })
      .waitFor();

    await expect.poll(() => status.getAttribute('data-status')).toBe('on way');
    await expect(status.innerText()).resolves.toBe(text('kr', 'orders.status.onWay'));
    await expect(stillLoadedOnce(shop)).resolves.toBe('yes');
    await capture(page, 'console', 'seller-orders-on-way', 'kr', 'desktop');
    await capture(shop, 'console', 'storefront-order-on-way', 'kr', 'desktop');
    await page.context().close();
    await shop.context().close();
  });

  it('fits a phone in Arabic: wide tables scroll inside their frame, the page does not', async () => {
    const page = await openConsole('ar', PHONE);
    await signIn(page, SELLER, '/seller/products');
    for (const section of ['/seller/products', '/seller/orders']) {
      await visit(page, section);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        section,
      ).toBe(true);
      await capture(page, 'console', `seller-${section.split('/').pop()}`, 'ar', 'phone');
    }
    await page.context().close();
  });

  it.each(['kr', 'en'] as const)('shows every seller screen in %s', async (language) => {
    const page = await openConsole(language);
    await signIn(page, SELLER, '/seller/products');
    await page.waitForLoadState('networkidle');
    await capture(page, 'console', 'seller-products', language, 'desktop');
    for (const section of ['orders', 'chat']) {
      await visit(page, `/seller/${section}`);
      await capture(page, 'console', `seller-${section}`, language, 'desktop');
    }
    await visit(page, '/seller/products');
    await page.getByTestId('new-product').click();
    await page.getByTestId('product-form').waitFor();
    await page.waitForLoadState('networkidle');
    await capture(page, 'console', 'seller-new-product', language, 'desktop');
    await page.context().close();
  });
});
