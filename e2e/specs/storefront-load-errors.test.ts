import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, settled, type Language } from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { text } from '../support/translations';

// A page whose own read fails (the shop's database away for a moment) says so with the one
// LoadError card, and its Try again brings the page once the read answers again. Here the
// reads fail in the browser, as the reader moves; the server's answer for such a page (503) is
// tested in apps/web/src/rendering/server-render-production.server.test.tsx and the API's tests.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ error: 'The shop is busy for a moment.', code: 'database_unavailable' }),
  });

/** The card that says what could not be loaded, with its Try again. */
const loadError = (page: Page, language: Language) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: text(language, 'common.retry') }) });

describe('a read that fails while the reader moves through the shop', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`shows a product and a listing that could not be loaded, and brings them back on Try again (${language})`, async () => {
      for (const [size, viewport] of SIZES) {
        const context = await openContext(browser, { language, viewport });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));

        // A product opened from the listing while its read fails.
        await page.goto('/products');
        await settled(page);
        const card = page.getByTestId('product-card').first();
        const name = (await card.getByTestId('product-name').innerText()).trim();
        await page.route('**/api/home/product-details/**', unavailable);
        await card.click();
        const productFailed = loadError(page, language);
        await expect
          .poll(() => productFailed.innerText())
          .toContain(text(language, 'product.loadError'));
        await capture(page, 'load-errors', 'product', language, size);
        await page.unroute('**/api/home/product-details/**', unavailable);
        await productFailed.getByRole('button').click();
        await page.getByTestId('product-details').waitFor();
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().innerText())
          .toContain(name);
        expect(await loadError(page, language).count()).toBe(0);

        // A listing reached from home while its read fails.
        await page.goto('/');
        await settled(page);
        await page.route('**/api/home/query-products**', unavailable);
        await page.getByTestId('category-tile').first().click();
        const listingFailed = loadError(page, language);
        await listingFailed.waitFor();
        await capture(page, 'load-errors', 'listing', language, size);
        await page.unroute('**/api/home/query-products**', unavailable);
        await listingFailed.getByRole('button').click();
        await page.getByTestId('product-card').first().waitFor();
        expect(await loadError(page, language).count()).toBe(0);

        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});
