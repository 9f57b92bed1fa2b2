import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as screens from '../support/browser';
import { registerCustomer, newPhone, type Customer } from '../support/customers';

/**
 * Issue 35.3 and 35.15 on the screen: a print product's card and page read "from … a piece" (its
 * cheapest piece, not its own price field), its page shows no stock count, and 500 business
 * cards count as one item on the cart badge, not "99+". Runs against the shared demo shop.
 */
type Language = screens.Language;
let browser: Browser;
const shop = { baseUrl: '', dataDir: '' };

beforeAll(async () => {
  browser = await screens.launchBrowser();
  Object.assign(shop, { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });
});
afterAll(() => browser?.close());

const CARDS = {
  slug: 'custom-business-cards',
  code: 'BC-2001',
  name: {
    en: 'Custom Business Cards, Your Design',
    kr: 'کارتی بزنسی تایبەت بە دیزاینی خۆت',
    ar: 'بطاقات عمل مخصصة بتصميمك',
  },
};
/** "from … a piece" in each language, the figure captured. */
const FROM: Record<Language, RegExp> = {
  en: /^from ([\d,]+\.\d\d) IQD a piece$/,
  kr: /^لە ([\d,]+\.\d\d) دینارەوە بۆ هەر دانەیەک$/,
  ar: /^ابتداءً من ([\d,]+\.\d\d) د\.ع للقطعة$/,
};
const MADE_TO_ORDER: Record<Language, string> = {
  en: 'Made to order',
  kr: 'بە داواکاری دروست دەکرێت',
  ar: 'يُصنع حسب الطلب',
};

const SIZES = { phone: screens.PHONE, desktop: screens.DESKTOP } as const;

/** The search results for the cards' code, once shown, and the cards' card on them. */
async function cardInSearch(page: Page, language: Language) {
  await page.goto(`/products/search?category=&&value=${CARDS.code}`);
  await page.getByTestId('product-grid').waitFor();
  await screens.settled(page);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('product-name').getByText(CARDS.name[language]) });
  await card.getByTestId('price-current').waitFor();
  return card;
}

describe('issue 35.3: a print product reads "from … a piece"', () => {
  const cases: [Language, keyof typeof SIZES][] = [
    ['kr', 'phone'],
    ['ar', 'desktop'],
    ['en', 'phone'],
    ['kr', 'desktop'],
    ['ar', 'phone'],
    ['en', 'desktop'],
  ];
  for (const [language, size] of cases) {
    it(`on the card in search results and on the product page (${language}, ${SIZES[size].width} px)`, async () => {
      const page = await screens.openPage(browser, {
        language,
        viewport: SIZES[size],
        baseUrl: shop.baseUrl,
      });
      const card = await cardInSearch(page, language);
      const onCard = (await card.getByTestId('price-current').innerText()).trim();
      const figure = FROM[language].exec(onCard)?.[1];
      expect(figure, onCard).toBeDefined();
      // Not the product's own "Price (USD)" field at the shop's rate, which is hundreds of dinars.
      expect(Number(figure?.replace(/,/g, ''))).toBeLessThan(300);
      await card.scrollIntoViewIfNeeded();
      await screens.screenshot(page, `print-from-search-${language}-${size}`);

      await page.goto(`/product/details/${CARDS.slug}`);
      const headline = page.getByTestId('product-price').getByTestId('price-current').first();
      await headline.waitFor();
      await screens.settled(page);
      expect((await headline.innerText()).trim()).toBe(onCard);
      expect((await page.getByTestId('product-stock').innerText()).trim()).toBe(
        MADE_TO_ORDER[language],
      );
      await screens.screenshot(page, `print-from-product-${language}-${size}`);
      await page.getByTestId('print-tiers').scrollIntoViewIfNeeded();
      await screens.screenshot(page, `print-from-tiers-${language}-${size}`);
      await page.context().close();
    });
  }
});

describe('issue 35.15: the cart badge counts a print job as one item', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await registerCustomer(shop, {
      name: 'Badge Buyer',
      phone: newPhone(),
      password: 'badge-buyer-2026',
    });
    const product = (await (
      await fetch(`${shop.baseUrl}/api/home/product-details/${CARDS.slug}`)
    ).json()) as {
      product: { _id: string; print: { options: { id: string; values: { id: string }[] }[] } };
    };
    const options = Object.fromEntries(
      product.product.print.options.map((group) => [group.id, group.values[0]?.id]),
    );
    const added = await fetch(`${shop.baseUrl}/api/home/print/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ productId: product.product._id, options, quantity: 500 }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
  });

  for (const language of ['kr', 'ar', 'en'] as const) {
    for (const size of ['phone', 'desktop'] as const) {
      it(`shows 1 for 500 cards, and the line its 500 pieces (${language}, ${SIZES[size].width} px)`, async () => {
        const page = await screens.openSignedIn(browser, customer.token, language, SIZES[size]);
        await page.goto(`${shop.baseUrl}/card`);
        // The header's badge at 1280 px, the shortcut bar's at 360 px.
        const badge = page
          .locator('[data-testid="cart-badge"], [data-testid="shortcut-cart-badge"]')
          .locator('visible=true')
          .first();
        await badge.waitFor();
        expect((await badge.innerText()).trim()).toBe('1');
        await page.getByText(/500/).first().waitFor();
        await screens.screenshot(page, `print-badge-cart-${language}-${size}`);
        await page.context().close();
      });
    }
  }
});
