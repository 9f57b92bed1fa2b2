import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  type Language,
} from '../support/browser';
import { startShop, type RunningShop } from '../support/server';

/**
 * Issue 18.3 on the screen: searches by plural, category name and with a typo show their
 * products, and a search that finds nothing offers a way on, in Kurdish, Arabic and English.
 */
let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const LANGUAGES = ['kr', 'ar', 'en'] as const;
type Names = Record<Language, string>;

/** Demo catalogue products, as each language's screen names them. */
const PEN: Names = {
  en: 'Click Ballpoint Pen with Logo',
  kr: 'پێنووسی جافی دوگمەدار بە لۆگۆ',
  ar: 'قلم حبر جاف بزر ضغط مع شعار',
};
const MUG: Names = {
  en: 'Ceramic Photo Mug 330 ml',
  kr: 'کوپی سیرامیکی وێنەدار 330 مل',
  ar: 'كوب سيراميك للصور 330 مل',
};
const T_SHIRT: Names = {
  en: 'Cotton Crew-Neck T-Shirt',
  kr: 'تیشێرتی لۆکەی مل خڕ',
  ar: 'تيشيرت قطني بياقة دائرية',
};
const CARDS: Names = {
  en: 'Matte Laminated Business Cards',
  kr: 'کارتی بزنسی سێلۆفانی مات',
  ar: 'بطاقات عمل بتغليف مطفي',
};

const open = (language: Language, viewport: { width: number; height: number }) =>
  openPage(browser, { language, viewport, baseUrl: shop.baseUrl });

/** The search screen for `value`, as the search box links it, once its results are shown. */
async function searchFor(page: Page, value: string) {
  await page.goto(`/products/search?category=&&value=${encodeURIComponent(value)}`);
  await page.getByTestId('product-grid').or(page.getByTestId('listing-empty')).waitFor();
}

const shownNames = (page: Page) => page.getByTestId('product-name').allInnerTexts();

describe('issue 18.3: search by plural, category name and typo, on the screen', () => {
  for (const language of LANGUAGES) {
    it(`typing "pens" in the search box shows the pens (${language})`, async () => {
      const page = await open(language, DESKTOP);
      await page.goto('/');
      await page.getByTestId('search-input').fill('pens');
      await page.getByTestId('search-button').click();
      await page.waitForURL(/\/products\/search\?.*value=pens/);
      await page.getByTestId('product-grid').waitFor();
      expect(await shownNames(page)).toContain(PEN[language]);
      await screenshot(page, `search-results-${language}-desktop`);
      await page.context().close();
    });

    it(`"Pens", "mugs", "أكواب", a Kurdish category name and typos find products (${language})`, async () => {
      const page = await open(language, PHONE);
      const cases: [string, string][] = [
        ['Pens', PEN[language]],
        ['mugs', MUG[language]],
        ['أكواب', MUG[language]],
        // "جلوبەرگ" (apparel) is only in the category's Kurdish name, not in the products'.
        ['جلوبەرگ', T_SHIRT[language]],
        ['mgus', MUG[language]],
        ['bussiness cards', CARDS[language]],
      ];
      for (const [typed, expected] of cases) {
        await searchFor(page, typed);
        expect(await shownNames(page), typed).toContain(expected);
      }
      await searchFor(page, 'mugs');
      await screenshot(page, `search-results-${language}-phone`);
      await page.context().close();
    });

    it(`a search that finds nothing offers similar names and categories (${language})`, async () => {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const page = await open(language, viewport);
        // Nonsense: no similar names, but categories to browse.
        await searchFor(page, 'qqxqzz');
        await page.getByTestId('search-suggestions').waitFor();
        expect(await page.getByTestId('did-you-mean').count()).toBe(0);
        const categories = page.getByTestId('suggested-categories').getByRole('link');
        expect(await categories.count()).toBeGreaterThan(0);
        await screenshot(page, `search-nonsense-${language}-${size}`);
        // A near miss: "did you mean" offers the product's name, in this language.
        await searchFor(page, 'ceramicx photto zzzz');
        const terms = page.getByTestId('did-you-mean').getByRole('link');
        await terms.first().waitFor();
        expect(await terms.allInnerTexts()).toContain(MUG[language]);
        await page.getByTestId('search-suggestions').scrollIntoViewIfNeeded();
        await screenshot(page, `search-suggestions-${language}-${size}`);
        // Following the suggestion shows the product.
        await terms.filter({ hasText: MUG[language] }).click();
        await page.getByTestId('product-grid').waitFor();
        expect((await shownNames(page))[0]).toBe(MUG[language]);
        await page.context().close();
      }
    });
  }
});
