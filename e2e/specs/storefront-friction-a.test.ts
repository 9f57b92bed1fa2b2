import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openContext,
  PHONE,
  screenshot,
  type Language,
} from '../support/browser';
import { startShop, type RunningShop } from '../support/server';

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function open(language: Language, viewport: { width: number; height: number }) {
  const context = await openContext(browser, { language, viewport, baseUrl: shop.baseUrl });
  return context.newPage();
}

const lowLabel = (page: Page) => page.getByTestId('price-low').innerText();

describe('issue 18.5: the search price slider shows what it filters by', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`one arrow press shows the same value as the address's lowPrice (${language})`, async () => {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const page = await open(language, viewport);
        await page.goto('/products/search?value=');
        const slider = page.getByTestId('price-slider');
        if (size === 'phone') await page.getByTestId('filter-toggle').click();
        await slider.scrollIntoViewIfNeeded();
        const lowThumb = slider.getByRole('slider').first();
        await lowThumb.waitFor();
        const answered = page.waitForResponse(
          (response) =>
            response.url().includes('/api/home/query-products') &&
            new URL(response.url()).searchParams.has('lowPrice'),
        );
        await lowThumb.focus();
        await lowThumb.press('ArrowUp');
        const response = await answered;
        const lowPrice = new URL(page.url()).searchParams.get('lowPrice');
        // A whole step of 5 USD: the address, the query and the thumb's value agree.
        expect(lowPrice).toBe('5');
        expect(Number(new URL(response.url()).searchParams.get('lowPrice'))).toBe(5);
        expect(await lowThumb.getAttribute('aria-valuenow')).toBe('5');
        // The label is 5 USD at the shop's rate, in dinars.
        const { currencyIQD } = (await (
          await page.request.get(`${shop.baseUrl}/api/get-currencyIQD`)
        ).json()) as { currencyIQD: string };
        const label = await lowLabel(page);
        const amount = Math.round(5 * Number(currencyIQD)).toLocaleString('en-US');
        expect(label).toContain(amount);
        expect(await lowThumb.getAttribute('aria-valuetext')).toBe(label);
        await screenshot(page, `friction-a-slider-${language}-${size}`);
        await page.context().close();
      }
    });
  }
});
