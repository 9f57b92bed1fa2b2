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
  // 600 more products than the demo catalogue: every category then has several pages.
  [shop, browser] = await Promise.all([startShop({}, { extraProducts: 600 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function open(
  language: Language,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await openContext(browser, { language, viewport, baseUrl: shop.baseUrl });
  return context.newPage();
}

const query = (page: Page) => new URL(page.url()).searchParams;
/** Waits for the listing to settle after a change (its spinner shows for about a second). */
async function settled(page: Page) {
  await page.getByTestId('listing-spinner').waitFor({ state: 'hidden' });
  await page.getByTestId('product-card').first().waitFor();
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('[data-testid="total-count"]')?.textContent ?? ''),
  );
}

/** Does `action`, then waits for the listing query it causes (matching `expected`) and for the page to settle. */
async function change(
  page: Page,
  action: () => Promise<unknown>,
  expected: (params: URLSearchParams) => boolean,
) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/home/query-products') &&
      expected(new URL(response.url()).searchParams),
  );
  await action();
  await answered;
  await settled(page);
}
const totalCount = async (page: Page) =>
  Number((await page.getByTestId('total-count').innerText()).replace(/\D/g, ''));

describe('browsing the catalogue', () => {
  for (const language of ['kr', 'en'] as const) {
    it(`goes home → category → price and rating → sort → page 2 → product → back (${language})`, async () => {
      const page = await open(language);
      await page.goto('/');
      // The carousels below the fold draw their cards as they come near the screen.
      await page.locator('#home-new-heading').scrollIntoViewIfNeeded();
      await page.getByTestId('product-card').first().waitFor();
      await screenshot(page, `catalogue-home-${language}-desktop`);

      await change(
        page,
        () => page.getByTestId('category-tile').first().click(),
        (q) => q.has('categoryId'),
      );
      const categoryId = query(page).get('categoryId');
      expect(categoryId).toMatch(/^[0-9a-f-]{36}$/);
      const inCategory = await totalCount(page);
      expect(inCategory).toBeGreaterThan(12);

      // Price: move the lower thumb up with the keyboard; the URL keeps the bound.
      const lowThumb = page.getByTestId('price-slider').getByRole('slider').first();
      await lowThumb.focus();
      await change(
        page,
        async () => {
          for (let i = 0; i < 5; i++) await lowThumb.press('PageUp');
        },
        (q) => q.has('lowPrice'),
      );
      const lowPrice = Number(query(page).get('lowPrice'));
      expect(lowPrice).toBeGreaterThan(0);
      const afterPrice = await totalCount(page);
      expect(afterPrice).toBeLessThan(inCategory);

      await change(
        page,
        () => page.getByTestId('rating-filter-3').click(),
        (q) => q.get('rating') === '3',
      );
      const afterRating = await totalCount(page);
      expect(afterRating).toBeLessThanOrEqual(afterPrice);
      expect(afterRating).toBeGreaterThan(12);

      await change(
        page,
        () => page.getByTestId('sort-select').selectOption('low-to-high'),
        (q) => q.get('sortPrice') === 'low-to-high',
      );
      await screenshot(page, `catalogue-listing-${language}-desktop`);
      const firstPagePrices = await cardPrices(page);
      expect(firstPagePrices).toEqual([...firstPagePrices].sort((a, b) => a - b));

      await change(
        page,
        () => page.getByTestId('pagination').getByTestId('page-2').click(),
        (q) => q.get('pageNumber') === '2',
      );
      const secondPagePrices = await cardPrices(page);
      expect(secondPagePrices[0]!).toBeGreaterThanOrEqual(firstPagePrices.at(-1)!);
      // Every filter survives a reload: the listing lives in the URL.
      const listingUrl = page.url();
      // (The reloaded listing comes drawn by the server, its products in the page.)
      await page.reload();
      await settled(page);
      expect(query(page).get('pageNumber')).toBe('2');
      expect(await cardPrices(page)).toEqual(secondPagePrices);

      const card = page.getByTestId('product-card').first();
      const cardName = (
        await card.locator('h3, [data-testid="product-name"]').first().innerText()
      ).trim();
      await card.getByRole('link').first().click();
      await page.waitForURL(/\/product\/details\//);
      await page.getByTestId('product-details').waitFor();
      expect(await page.locator('h1').innerText()).toContain(cardName);
      await page.getByTestId('product-code').waitFor();
      await screenshot(page, `catalogue-detail-${language}-desktop`);

      await page.goBack();
      await page.waitForURL(listingUrl);
      await page.getByTestId('listing-spinner').waitFor({ state: 'hidden' });
      expect(await cardPrices(page)).toEqual(secondPagePrices);
      expect(query(page).get('pageNumber')).toBe('2');
      expect(query(page).get('rating')).toBe('3');
      expect(query(page).get('categoryId')).toBe(categoryId);
      await page.context().close();
    });
  }

  it('turns the home banners once the page has settled: arrows, dots, right to left in Kurdish', async () => {
    const page = await open('kr', PHONE);
    await page.goto('/');
    const banners = page.getByTestId('banner-carousel');
    // The first banner shows at once; the arrows and dots arrive with the carousel.
    await banners.getByRole('img').first().waitFor();
    await banners.getByTestId('carousel-next').waitFor();
    const dots = banners.locator('button:not([data-testid])');
    expect(await dots.count()).toBeGreaterThan(1);
    // The track's horizontal offset: slides move towards the reading end, so positive in RTL.
    const offset = () =>
      banners
        .locator('.flex')
        .first()
        .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);
    await dots.nth(1).click();
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true');
    await expect.poll(offset).toBeGreaterThan(0);
    await banners.getByTestId('carousel-previous').click();
    await expect.poll(() => dots.nth(0).getAttribute('aria-current')).toBe('true');
    await page.context().close();
  });

  it('finds a Kurdish product typed with Arabic letters from the header search', async () => {
    const page = await open('kr');
    await page.goto('/');
    await page.getByTestId('search-input').fill('كارتی');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/\/products\/search/);
    await settled(page);
    expect(await totalCount(page)).toBeGreaterThan(0);
    await screenshot(page, 'catalogue-search-kr-desktop');
    await page.context().close();
  });

  it('works on a phone: filters fold away and nothing overflows', async () => {
    for (const language of ['kr', 'ar', 'en'] as const) {
      const page = await open(language, PHONE);
      await page.goto('/categories');
      await page.getByTestId('category-tile').nth(3).click();
      await settled(page);
      expect(await page.getByTestId('filter-panel').isVisible()).toBe(false);
      await page.getByTestId('filter-toggle').click();
      await page.getByTestId('filter-panel').waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await screenshot(page, `catalogue-listing-${language}-phone`);
      await page.goto('/');
      // On a phone the product carousels start below the fold and draw their cards as the
      // reader scrolls towards them.
      await page.locator('#home-new-heading').scrollIntoViewIfNeeded();
      await page.getByTestId('product-card').first().waitFor();
      await page.getByTestId('product-card').first().getByRole('link').first().click();
      await page.getByTestId('product-details').waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await screenshot(page, `catalogue-detail-${language}-phone`);
      await page.context().close();
    }
  });

  it('adds up the selected quantities on the product page', async () => {
    const page = await open('en');
    await page.goto('/categories');
    await page.getByTestId('category-tile').nth(3).click();
    await settled(page);
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.getByTestId('colour-table').waitFor();
    const input = page.getByTestId('quantity-input').and(page.locator(':not([disabled])')).first();
    await input.fill('٣');
    // The total follows the typed quantity once the page has re-rendered: watched, not read once.
    await expect.poll(() => page.getByTestId('selection-total').innerText()).toMatch(/[1-9]/);
    await page.context().close();
  });
});

/** The current (discounted) prices on the cards, as numbers. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('price-current').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}
