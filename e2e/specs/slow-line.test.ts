// A product page on a slow line (issue 34, part 7): Chrome DevTools' "Slow 3G" with the CPU
// slowed 4× and nothing cached (bench/take-over.ts measures how long the app takes to take the
// page over there). What a customer does on the server's markup before the app has taken it
// over is kept and carried out, never dropped. The app's scripts are held back until the taps are
// done, so the taps come before the take-over however fast or slow the machine is.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openContext, PHONE, screenshot, type Language } from '../support/browser';
import { PRINT_PRODUCT_PARTS } from '../../apps/web/page-chunks';
import { scriptsOf } from '../support/build-manifest';
import { CPU_SLOWDOWN, SLOW_3G } from '../support/slow-line';
import { registerCustomer, type Customer } from '../support/customers';
import { shopApi } from '../support/shop-api';
import { text, toast } from '../support/translations';

/** Four colours in sizes S-XL (demo catalogue); Black M has 90 in stock. */
const SLUG = 'cotton-crew-neck-t-shirt';
/** A print product of the demo catalogue: its page draws the print configurator. */
const PRINT_SLUG = 'custom-business-cards';
/** Scripts at 400 kbit/s and a 2 s round trip after the taps: a load takes a good minute. */
const SLOW_LOAD_MS = 180_000;
/** Black is the second colour; its rows are S, M, L, XL: Black M is the sixth quantity box. */
const BLACK = 1;
const BLACK_M = 5;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A phone on the slow profile, signed in as `customer` when given, with the product page opened
 * (`at`: another product, and what its page draws) and its scripts held back (every /static/*.js
 * answer waits for `release()`): the server's markup is there and keeps taps
 * (public/page-start.js has run), the app has not taken it over. `asked` lists the paths the page
 * has asked for.
 */
async function openOnSlowLine(
  language: Language,
  customer?: Customer,
  init?: () => void,
  at = { slug: SLUG, drawn: 'colour-table' },
) {
  const context = await openContext(browser, { language, viewport: PHONE });
  if (init) await context.addInitScript(init);
  if (customer) {
    await context.addInitScript((token) => {
      if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', token);
    }, customer.token);
  }
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/product/details/${at.slug}`, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    Array.isArray((window as unknown as { __chapkhanaEarlyTaps?: unknown }).__chapkhanaEarlyTaps),
  );
  await page.getByTestId(at.drawn).waitFor();
  return { context, page, release, asked };
}

/** The chunks #root names for the browser to ask for with the app's entry (its data-preload). */
const routeChunksNamed = async (page: Page) =>
  (await page.locator('#root').getAttribute('data-preload'))?.split(' ') ?? [];

/** Whether the app has taken the page over (apps/web/src/app/main.tsx marks it). */
const takenOver = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('chapkhana:taken-over').length > 0);

/** A customer signed up for one test (each test its own phone number). */
const newCustomer = (name: string, phone: string) =>
  registerCustomer(
    { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') },
    { name, phone, password: 'slow-line-2026' },
  );

/** Whether every picture `pictures` finds has come (drawn from its file). */
const allLoaded = (pictures: ReturnType<Page['locator']>) =>
  pictures.evaluateAll(
    (images) =>
      images.length > 0 &&
      images.every(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
  );

describe('a page the browser draws on Slow 3G with a 4x slower CPU', () => {
  it(
    'leaves nothing held back on a page the app draws itself',
    async () => {
      const context = await openContext(browser, { language: 'kr', viewport: PHONE });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      // Sign-in is sent bare: the app draws it, whichever of it and page-start.js runs first.
      await page.goto('/login', { waitUntil: 'commit' });
      await page.getByTestId('login-forgot-link').waitFor({ timeout: SLOW_LOAD_MS });
      await page.waitForFunction(() => document.readyState === 'complete', null, {
        timeout: SLOW_LOAD_MS,
      });
      const seen = await page.evaluate(() => ({
        line: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
          ?.effectiveType,
        held: document.documentElement.hasAttribute('data-pictures-later'),
        pageStartRan: Array.from(document.scripts).some((script) =>
          script.src.endsWith('/page-start.js'),
        ),
      }));
      // The browser calls the line slow, page-start.js is there, and it held nothing.
      expect(seen).toEqual({
        line: expect.stringMatching(/2g|3g/),
        held: false,
        pageStartRan: true,
      });
      await context.close();
    },
    SLOW_LOAD_MS,
  );
});

describe('a product page on Slow 3G with a 4x slower CPU', () => {
  it(
    "asks for its route's chunks as soon as #root is read, not once the whole page is",
    async () => {
      // At the end of the reading (DOMContentLoaded, heard before page-start.js's own listener):
      // the scripts the page had asked for by then.
      const { context, page, release } = await openOnSlowLine('kr', undefined, () => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { askedWhenRead: string[] }).askedWhenRead = Array.from(
            document.querySelectorAll('link[rel="modulepreload"], script[src]'),
            (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
          );
        });
      });
      const askedWhenRead = await page
        .waitForFunction(() => (window as unknown as { askedWhenRead?: string[] }).askedWhenRead)
        .then((handle) => handle.jsonValue());
      const routeChunks = (await page.locator('#root').getAttribute('data-preload'))?.split(' ');
      expect(routeChunks?.length).toBeGreaterThan(0);
      // Asked for at the end of the reading, their round trip (2 s here) started 0.5-1 s after
      // the app's entry's instead of beside it.
      expect(askedWhenRead).toEqual(expect.arrayContaining(routeChunks ?? []));
      release();
      await context.close();
    },
    SLOW_LOAD_MS,
  );

  it(
    "asks for a print product's configurator with its route's chunks, not once the app has run",
    async () => {
      // Its code (option chips, tiers, the design upload and the promised dates) is loaded before
      // the page is hydrated (productDetailsCode): asked for only once the app's entry had run, it
      // cost a third 2 s round trip (docs/performance.md, 2026-12-07).
      const own = PRINT_PRODUCT_PARTS.map((part) => scriptsOf(part)[0]);
      const wanted = [...new Set(PRINT_PRODUCT_PARTS.flatMap(scriptsOf))];
      const { context, page, release, asked } = await openOnSlowLine('kr', undefined, undefined, {
        slug: PRINT_SLUG,
        drawn: 'print-configurator',
      });
      // Named in the page beside the route's, and asked for as #root was read (long before the
      // configurator's markup, which the page has now): the scripts are still held back.
      expect(await routeChunksNamed(page)).toEqual(expect.arrayContaining(own));
      await expect
        .poll(() => wanted.filter((file) => !asked.includes(file)), { timeout: 30_000 })
        .toEqual([]);
      expect(await takenOver(page)).toBe(false);
      // A product sold as it is names none of them (read again should the server have sent the
      // bare page, which names no chunk, as it does when a drawing takes too long).
      const plain = await context.newPage();
      await expect
        .poll(
          async () => {
            await plain.goto(`/product/details/${SLUG}`, { waitUntil: 'commit' });
            return routeChunksNamed(plain);
          },
          { timeout: 30_000 },
        )
        .toEqual(expect.arrayContaining([expect.stringContaining('/static/product-details-')]));
      for (const file of own) expect(await routeChunksNamed(plain)).not.toContain(file);
      release();
      await page.waitForFunction(
        () => performance.getEntriesByName('chapkhana:taken-over').length > 0,
        undefined,
        { timeout: SLOW_LOAD_MS },
      );
      await context.close();
    },
    SLOW_LOAD_MS,
  );

  it(
    'brings its large picture before the app and its thumbnails after it, their places kept',
    async () => {
      const { context, page, release, asked } = await openOnSlowLine('kr');
      const gallery = page.getByTestId('product-gallery');
      const large = gallery.locator('img:not([data-later])');
      const thumbnails = gallery.locator('img[data-later]');
      await expect.poll(() => allLoaded(large), { timeout: SLOW_LOAD_MS }).toBe(true);
      expect(await thumbnails.count()).toBeGreaterThan(1);
      expect(await takenOver(page)).toBe(false);
      // The line carried the large picture, not the thumbnails (page-start.js holds them)…
      const held = () =>
        page.evaluate(() => document.documentElement.hasAttribute('data-pictures-later'));
      expect(await held()).toBe(true);
      expect(asked.filter((path) => path.endsWith('-200.webp'))).toEqual([]);
      // …whose squares stand where they will be drawn.
      const square = gallery.getByRole('button').first();
      const before = await square.boundingBox();
      expect(before?.height).toBeGreaterThan(40);
      expect(before?.height).toBeCloseTo(before?.width ?? 0, 0);
      await screenshot(page, 'slow-line-thumbnails-later-kr-phone');

      // Whether the app had taken the page over when the pictures were given back: at the
      // take-over, not by page-start.js's 20 s timer (for an app that never comes).
      await page.evaluate(() => {
        const root = document.documentElement;
        (window as unknown as { givenBack: Promise<boolean> }).givenBack = new Promise(
          (resolve) => {
            if (!root.hasAttribute('data-pictures-later')) resolve(false);
            const watch = new MutationObserver(() => {
              if (root.hasAttribute('data-pictures-later')) return;
              watch.disconnect();
              resolve(performance.getEntriesByName('chapkhana:taken-over').length > 0);
            });
            watch.observe(root, { attributes: true, attributeFilter: ['data-pictures-later'] });
          },
        );
      });
      release();
      expect(
        await page.evaluate(() => (window as unknown as { givenBack: Promise<boolean> }).givenBack),
      ).toBe(true);
      expect(await held()).toBe(false);
      await expect.poll(() => allLoaded(thumbnails), { timeout: SLOW_LOAD_MS }).toBe(true);
      // The same square (what is above it may move as the fonts come).
      const after = await square.boundingBox();
      expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
      await context.close();
    },
    SLOW_LOAD_MS,
  );

  it(
    'adds a colour chosen, a quantity typed and Add to cart tapped before the app took the page over',
    async () => {
      const language = 'kr';
      const customer = await newCustomer('Shilan Aziz', '07701238844');
      const { context, page, release } = await openOnSlowLine(language, customer);
      await page.getByTestId('colour-checkbox').nth(BLACK).check();
      await page.getByTestId('quantity-input').nth(BLACK_M).fill('3');
      const addToCart = page.getByTestId('add-to-cart');
      await addToCart.click();
      expect(await takenOver(page)).toBe(false);
      // The tap is kept, and the button says so: it is getting ready, not dead.
      expect(await addToCart.getAttribute('aria-busy')).toBe('true');
      await screenshot(page, `slow-line-getting-ready-${language}-phone`);

      release();
      await toast(page, text(language, 'cart.messages.added')).waitFor({ timeout: SLOW_LOAD_MS });
      const cart = await shopApi(inject('baseUrl'), customer.token).cart(customer.id);
      const lines = cart.card_products.flatMap((shop) =>
        shop.products.map((line) => ({
          slug: line.productInfo.slug,
          items: line.cartItems.map((item) => ({
            colour: item.color,
            sizes: item.properties.map(({ property, quantity }) => `${property}: ${quantity}`),
          })),
        })),
      );
      expect(lines).toEqual([{ slug: SLUG, items: [{ colour: 'Black', sizes: ['M: 3'] }] }]);
      // The page the customer has is the app's now, and the box still reads what was typed.
      expect(await page.getByTestId('add-to-cart').getAttribute('aria-busy')).toBeNull();
      await context.close();
    },
    SLOW_LOAD_MS,
  );

  it(
    'saves to the wishlist a heart a signed-in customer tapped before the app took the page over',
    async () => {
      const language = 'kr';
      const customer = await newCustomer('Dilan Omer', '07701238845');
      const { context, page, release } = await openOnSlowLine(language, customer);
      const heart = page.getByTestId('add-to-wishlist');
      await heart.click();
      expect(await takenOver(page)).toBe(false);
      expect(await heart.getAttribute('aria-busy')).toBe('true');

      release();
      // Saved, not sent to sign in: the kept tap reads the customer stored on the phone.
      await toast(page, text(language, 'wishlist.messages.added')).waitFor({
        timeout: SLOW_LOAD_MS,
      });
      expect(new URL(page.url()).pathname).toBe(`/product/details/${SLUG}`);
      await context.close();
    },
    SLOW_LOAD_MS,
  );

  for (const language of ['ar', 'en'] as const) {
    it(
      `shows a tap kept before the take-over as getting ready (${language})`,
      async () => {
        const { context, page, release } = await openOnSlowLine(language);
        await page.getByTestId('quantity-input').nth(BLACK_M).fill('2');
        await page.getByTestId('add-to-cart').click();
        expect(await page.getByTestId('add-to-cart').getAttribute('aria-busy')).toBe('true');
        await screenshot(page, `slow-line-getting-ready-${language}-phone`);
        release();
        // A visitor is taken to sign in, with what was chosen kept for after.
        await page.waitForURL((url) => url.pathname === '/login', { timeout: SLOW_LOAD_MS });
        await context.close();
      },
      SLOW_LOAD_MS,
    );
  }
});
