import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openContext,
  PHONE,
  settled,
  type Language,
} from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { text, toast } from '../support/translations';

let browser: Browser;
// The run's shop (global-setup): each test uses its own browser context and its own customer.
const shop = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRODUCT_A = 'matte-laminated-business-cards';
const PRODUCT_B = 'spot-uv-premium-business-cards';
const LANGUAGES = ['kr', 'ar', 'en'] as const;

async function open(
  language: Language,
  viewport: { width: number; height: number },
  token?: string,
): Promise<Page> {
  const context = await openContext(browser, { language, viewport, baseUrl: shop.baseUrl });
  if (token) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', value);
    }, token);
  }
  return context.newPage();
}

/** Scrolls the element to the middle of the screen, clear of the floating buttons at its foot. */
const centre = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

describe('issue 18.4: a page opened by its address works as one reached inside the app', () => {
  for (const language of LANGUAGES) {
    it(`recently viewed fills on a product page opened directly and reloaded (${language})`, async () => {
      for (const [size, viewport] of SIZES) {
        const page = await open(language, viewport);
        await page.goto(`/product/details/${PRODUCT_A}`);
        await page.getByTestId('product-details').waitFor();
        await settled(page);
        // Product B by its address (a shared link, a typed address), then reloaded.
        for (const visit of [
          () => page.goto(`/product/details/${PRODUCT_B}`),
          () => page.reload(),
        ]) {
          await visit();
          await settled(page);
          const section = page.locator('section[aria-labelledby="recently-viewed-heading"]');
          await section.scrollIntoViewIfNeeded();
          const carousel = section.getByTestId('recently-viewed-carousel');
          // The cards, not the grey placeholders: A is there, B (the page itself) is not.
          await carousel.getByTestId('product-card').first().waitFor();
          const links = await carousel
            .locator('a[href*="/product/details/"]')
            .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
          expect(links.some((href) => href?.endsWith(`/${PRODUCT_A}`))).toBe(true);
          expect(links.some((href) => href?.endsWith(`/${PRODUCT_B}`))).toBe(false);
          expect(await section.locator('[aria-hidden="true"].grid').count()).toBe(0);
        }
        await centre(page.locator('section[aria-labelledby="recently-viewed-heading"]'));
        await capture(page, 'friction-f', 'recently-viewed', language, size);
        await page.context().close();
      }
    });
  }

  for (const language of LANGUAGES) {
    it(`a category picture that fails before the scripts take over shows the placeholder (${language})`, async () => {
      for (const [size, viewport] of SIZES) {
        const page = await open(language, viewport);
        // The category pictures fail at once; the scripts are held until one has failed, so
        // the failure happens before hydration, when no onError listens yet.
        let failed: () => void = () => undefined;
        const oneFailed = new Promise<void>((resolve) => (failed = resolve));
        await page.route(/\/uploads\/categories\//, async (route) => {
          await route.abort('failed');
          failed();
        });
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          await oneFailed;
          await route.continue();
        });
        await page.goto('/');
        await settled(page);
        const firstTile = page.getByTestId('category-tile').first();
        await firstTile.getByTestId('category-image-placeholder').waitFor();
        expect(await firstTile.getByTestId('category-image-placeholder').innerText()).toContain(
          text(language, 'categories.noImage'),
        );
        // No tile is left with a broken picture.
        const broken = await page
          .getByTestId('category-tile')
          .locator('img')
          .evaluateAll(
            (images) =>
              (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0)
                .length,
          );
        expect(broken).toBe(0);
        await centre(firstTile);
        await capture(page, 'friction-f', 'category-placeholder', language, size);
        await page.context().close();
      }
    });
  }
});

describe('issue 18.6: the wishlist heart shows and toggles what is saved', () => {
  const customers = new Map<Language, Customer>();
  beforeAll(async () => {
    for (const [index, language] of LANGUAGES.entries()) {
      customers.set(
        language,
        await registerCustomer(shop, {
          name: `Heart ${language}`,
          phone: `07704190${index}52`,
          password: 'wishlist-heart-2026',
        }),
      );
    }
  });

  /** The customer's saved product ids, as the API holds them. */
  async function savedProducts(customer: Customer): Promise<string[]> {
    const response = await fetch(
      `${shop.baseUrl}/api/home/product/get-wishlist-products/${customer.id}`,
      { headers: { Authorization: `Bearer ${customer.token}` } },
    );
    const body = (await response.json()) as { wishlists: { slug: string }[] };
    return body.wishlists.map((item) => item.slug);
  }

  const heartOf = (page: Page) => page.getByTestId('add-to-wishlist');
  async function expectHeart(page: Page, language: Language, saved: boolean) {
    const heart = heartOf(page);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(String(saved));
    const name = text(language, saved ? 'product.removeFromWishlist' : 'product.saveToWishlist');
    expect(await heart.getAttribute('aria-label')).toBe(name);
  }

  for (const language of LANGUAGES) {
    it(`saved stays filled after a reload, a tap removes it, a double tap leaves no error (${language})`, async () => {
      const customer = customers.get(language)!;
      const page = await open(language, DESKTOP, customer.token);
      const wishlistFailures: string[] = [];
      page.on('response', (response: Response) => {
        if (/wishlist/.test(response.url()) && response.status() >= 400) {
          wishlistFailures.push(`${response.status()} ${response.url()}`);
        }
      });
      await page.goto(`/product/details/${PRODUCT_A}`);
      await settled(page);
      await expectHeart(page, language, false);

      // A tap saves it, the next removes it; each state is the same after a reload.
      for (const saved of [true, false]) {
        await heartOf(page).click();
        await expectHeart(page, language, saved);
        const message = saved ? 'wishlist.messages.added' : 'wishlist.messages.removed';
        await toast(page, text(language, message)).waitFor();
        await page.reload();
        await settled(page);
        await expectHeart(page, language, saved);
        expect(await savedProducts(customer)).toEqual(saved ? [PRODUCT_A] : []);
      }

      // Two taps at once (a double tap, a shaky thumb), from unsaved and then from saved: the
      // state ends where the second tap leaves it, with one line at most and no error.
      for (const start of [false, true]) {
        if (start) {
          await heartOf(page).click();
          await expectHeart(page, language, true);
        }
        await heartOf(page).evaluate((button: HTMLButtonElement) => {
          button.click();
          button.click();
        });
        await expect.poll(async () => (await savedProducts(customer)).length).toBe(start ? 1 : 0);
        await page.waitForLoadState('networkidle');
        await expectHeart(page, language, start);
      }
      expect(wishlistFailures).toEqual([]);
      for (const code of ['wishlist_duplicate', 'wishlist_line_not_found']) {
        expect(await toast(page, text(language, `apiErrors.${code}`)).count()).toBe(0);
      }
      await page.context().close();
    });
  }

  for (const language of LANGUAGES) {
    it(`screens of the saved and unsaved heart (${language})`, async () => {
      const customer = customers.get(language)!;
      for (const [size, viewport] of SIZES) {
        const page = await open(language, viewport, customer.token);
        await page.goto(`/product/details/${PRODUCT_B}`);
        await settled(page);
        const saved = (await savedProducts(customer)).includes(PRODUCT_B);
        await expectHeart(page, language, saved);
        await centre(heartOf(page));
        await capture(page, 'friction-f', `heart-${saved ? 'saved' : 'unsaved'}`, language, size);
        await heartOf(page).click();
        await expectHeart(page, language, !saved);
        // The heart fills at once; the reload waits for the shop to hold it (a reload while the
        // request is on its way cancels it, and on a busy machine the page came back unsaved).
        await expect
          .poll(async () => (await savedProducts(customer)).includes(PRODUCT_B))
          .toBe(!saved);
        await page.reload();
        await settled(page);
        await expectHeart(page, language, !saved);
        await centre(heartOf(page));
        await page
          .locator('[role="status"]')
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        await capture(page, 'friction-f', `heart-${saved ? 'unsaved' : 'saved'}`, language, size);
        await page.context().close();
      }
    });
  }

  it('keeps a tap made while the wishlist is still loading: the heart stays filled as the list catches up', async () => {
    const customer = await registerCustomer(shop, {
      name: 'Heart early',
      phone: '07704190952',
      password: 'wishlist-heart-2026',
    });
    const page = await open('kr', PHONE, customer.token);
    // The first read of the list is slow (a busy shop): it reads the list as the page asks, and
    // answers only after the tap has landed, with what was there before it.
    let answered: () => void = () => undefined;
    const slowRead = new Promise<void>((resolve) => (answered = resolve));
    let first = true;
    await page.route(/\/get-wishlist-products\//, async (route) => {
      if (!first) return route.continue();
      first = false;
      const response = await route.fetch();
      await slowRead;
      await route.fulfill({ response });
    });
    await page.goto(`/product/details/${PRODUCT_B}`);
    await settled(page);
    await heartOf(page).click();
    await expectHeart(page, 'kr', true);
    await toast(page, text('kr', 'wishlist.messages.added')).waitFor();
    expect(await savedProducts(customer)).toEqual([PRODUCT_B]);
    const shown: (string | null)[] = [];
    const watch = async () => shown.push(await heartOf(page).getAttribute('aria-pressed'));
    await watch();
    answered();
    await page.waitForLoadState('networkidle');
    await watch();
    expect(shown).toEqual(['true', 'true']);
    // The next tap starts from the saved line: it removes it.
    await heartOf(page).click();
    await expectHeart(page, 'kr', false);
    await expect.poll(() => savedProducts(customer)).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor from the heart to sign in', async () => {
    const page = await open('kr', PHONE);
    await page.goto(`/product/details/${PRODUCT_A}`);
    await settled(page);
    expect(await heartOf(page).getAttribute('aria-pressed')).toBe('false');
    await heartOf(page).click();
    // To sign in, saying why and where to come back to (issue 18.2).
    await page.waitForURL(/\/login\?/);
    const asked = new URL(page.url()).searchParams;
    expect(asked.get('reason')).toBe('wishlist');
    expect(asked.get('next')).toMatch(/^\/product\/details\//);
    await page.context().close();
  });
});
