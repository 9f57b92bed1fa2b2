import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openContext,
  openSignedIn,
  PHONE,
  screenshot,
  settled,
  twoFrames,
} from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { onePieceOf, shopApi } from '../support/shop-api';
import { staffToken } from '../support/staff';
import { text, toast } from '../support/translations';
import { addressParts } from '../support/address';

/** Issue 18, items 7, 9 and 10: floating buttons, figures that add up, and small frictions. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = ['kr', 'ar', 'en'] as const;
const shop = () => ({ baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });

/** Unit prices with fils at the demo rate: 157.20 and 366.80 IQD a piece. */
const CUPS = 'branded-paper-coffee-cups';
const PIZZA_BOX = 'printed-pizza-box';

/** Opens `url` and waits until the page has hydrated and settled (rendering/page-settled.ts marks it). */
async function gotoSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
}

/** A phone-sized page of a signed-out visitor reading `language`. */
async function openPhonePage(language: 'kr' | 'ar' | 'en'): Promise<Page> {
  return (await openContext(browser, { language, viewport: PHONE })).newPage();
}

let phoneCounter = 0;
async function customerWithCart(label: string, slugs: string[]) {
  phoneCounter += 1;
  const customer = await registerCustomer(shop(), {
    name: 'Shilan Ahmad',
    phone: `0750777${String(phoneCounter).padStart(4, '0')}`,
    password: `friction-g-${label}-2026`,
  });
  const api = shopApi(shop().baseUrl, customer.token);
  for (const slug of slugs) {
    const product = await api.product(slug);
    await api.addToCart(customer.id, product._id, onePieceOf(product));
  }
  return { customer, api };
}

const ADDRESS = (customer: Customer) => ({
  place: 'Home',
  name: customer.name,
  phone: customer.phone,
  city: 'Erbil',
  ...addressParts('Erbil'),
  address: '100 Meter Street',
});

/**
 * Where a floating button's box meets a visible control or figure, at the current scroll
 * position. What the phone's opaque bottom bar hides is not visible; the floating buttons and
 * the bar's own items are not targets.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const FLOATING = '[data-testid="chat-button"], [data-testid="back-to-top"]';
    const BAR = '[data-testid="mobile-shortcut-bar"]';
    const TARGETS =
      'a[href], button, input, select, textarea, [data-testid$="total"], [data-testid$="subtotal"], [data-testid$="-rounding"], [data-testid$="-lines"]';
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0
      );
    };
    const bar = document.querySelector(BAR);
    const barTop = bar && shown(bar) ? bar.getBoundingClientRect().top : window.innerHeight;
    const floating = Array.from(document.querySelectorAll(FLOATING)).filter(shown);
    const hits: string[] = [];
    for (const button of floating) {
      const b = button.getBoundingClientRect();
      for (const target of Array.from(document.querySelectorAll(TARGETS))) {
        if (!shown(target) || target.closest(`${FLOATING}, ${BAR}`)) continue;
        if (button.contains(target) || target.contains(button)) continue;
        // The part of the target that can be seen: inside the viewport, above the bar, and
        // inside every ancestor that clips (a carousel's slides beyond its edge are hidden).
        const t = target.getBoundingClientRect();
        const seen = {
          left: t.left,
          right: t.right,
          top: Math.max(t.top, 0),
          bottom: Math.min(t.bottom, barTop),
        };
        for (let box = target.parentElement; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          const clip = box.getBoundingClientRect();
          if (style.overflowX !== 'visible') {
            seen.left = Math.max(seen.left, clip.left);
            seen.right = Math.min(seen.right, clip.right);
          }
          if (style.overflowY !== 'visible') {
            seen.top = Math.max(seen.top, clip.top);
            seen.bottom = Math.min(seen.bottom, clip.bottom);
          }
        }
        if (seen.bottom <= seen.top || seen.right <= seen.left) continue;
        const overlaps =
          b.left < seen.right && seen.left < b.right && b.top < seen.bottom && seen.top < b.bottom;
        if (overlaps) {
          const name =
            target.getAttribute('data-testid') ??
            target.getAttribute('aria-label') ??
            target.textContent?.trim().slice(0, 30) ??
            target.tagName;
          hits.push(`${button.getAttribute('data-testid')} covers ${target.tagName} "${name}"`);
        }
      }
    }
    return hits;
  });
}

/** Scrolls the page from top to bottom in half screens, collecting what a floating button covers. */
async function scrollAndCheck(page: Page, where: string): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()!;
  for (let y = 0; y <= height; y += Math.floor(viewport.height / 2)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await twoFrames(page);
    for (const hit of await coveredControls(page)) found.add(`${where} @${y}: ${hit}`);
  }
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await twoFrames(page);
  for (const hit of await coveredControls(page)) found.add(`${where} @end: ${hit}`);
  return [...found];
}

/** The amount in a shown figure ("1,234 IQD", "-24 دینار"): dinars, signed. */
async function amountOf(page: Page, testId: string, within?: string): Promise<number> {
  const scope = within ? page.getByTestId(within) : page;
  const shown = await scope.getByTestId(testId).first().innerText();
  const match = /[-+]?[\d,]+(\.\d+)?/.exec(shown);
  if (!match) throw new Error(`no amount in ${testId}: ${shown}`);
  return Number(match[0].replaceAll(',', ''));
}

async function lineAmounts(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).allInnerTexts();
}

describe('issue 18.7: floating buttons never cover a control or a total', () => {
  for (const language of LANGUAGES) {
    it(`product, cart, checkout, payment and order pages at 360 and 1280 (${language})`, async () => {
      const { customer, api } = await customerWithCart(`float-${language}`, [CUPS, PIZZA_BOX]);
      const page = await openSignedIn(browser, customer.token, language, DESKTOP);
      const visit = async (url: string, ready: string, name: string) => {
        const hits: string[] = [];
        for (const [size, viewport] of SIZES) {
          await page.setViewportSize(viewport);
          await gotoSettled(page, url);
          await page.getByTestId(ready).first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          hits.push(...(await scrollAndCheck(page, `${name} ${size}`)));
          // Scrolled part-way, so back-to-top shows beside the chat button.
          await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
          await capture(page, 'friction-g', `floating-${name}`, language, size);
          // And at the end, where the buttons meet the footer.
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          await capture(page, 'friction-g', `floating-${name}-end`, language, size);
        }
        return hits;
      };
      const hits = [
        ...(await visit(`/product/details/${CUPS}`, 'add-to-cart', 'product')),
        ...(await visit('/card', 'cart-summary-total', 'cart')),
        ...(await visit('/shipping', 'cart-summary-total', 'shipping')),
      ];
      await api.saveAddress(customer.id, ADDRESS(customer));
      const orderId = await api.placeOrder(customer.id, ADDRESS(customer));
      hits.push(
        ...(await visit(`/payment?orderId=${orderId}`, 'payment-summary', 'payment')),
        ...(await visit(`/dashboard/order/details/${orderId}`, 'order-detail-total', 'order')),
      );
      expect(hits).toEqual([]);
      // On a desktop the buttons are there (in their own gutter), not merely gone.
      await page.setViewportSize(DESKTOP);
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await page.getByTestId('back-to-top').waitFor();
      await page.getByTestId('chat-button').waitFor();
      // On a phone they are items of the bottom bar.
      await page.setViewportSize(PHONE);
      await page.getByTestId('shortcut-chat').waitFor();
      await page.getByTestId('shortcut-back-to-top').click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.context().close();
    });
  }
});

describe('issue 18.9: line amounts in whole dinars and a rounding line that adds up', () => {
  for (const language of LANGUAGES) {
    it(`cart, checkout summary, payment and order page add up (${language})`, async () => {
      const { customer, api } = await customerWithCart(`money-${language}`, [CUPS, PIZZA_BOX]);
      const page = await openSignedIn(browser, customer.token, language, PHONE);
      const addsUp = async (lineTestId: string, summary: string, subtotal: string) => {
        const lines = await lineAmounts(page, lineTestId);
        expect(lines).toHaveLength(2);
        for (const line of lines) expect(line).not.toMatch(/\.\d/);
        const sum = lines
          .map((line) => Number(/[\d,]+/.exec(line)![0].replaceAll(',', '')))
          .reduce((a, b) => a + b, 0);
        // 157.20 + 366.80 = 524.00: the lines show 157 + 367, the subtotal 500, rounding −24.
        expect(sum).toBe(524);
        expect(await amountOf(page, `${summary}-lines`)).toBe(sum);
        const rounding = await amountOf(page, `${summary}-rounding`);
        expect(rounding).toBe(-24);
        expect(sum + rounding).toBe(await amountOf(page, subtotal));
        await expect(page.getByTestId(summary).innerText()).resolves.toContain(
          text(language, 'summary.rounding'),
        );
      };
      await gotoSettled(page, '/card');
      await page.getByTestId('cart-summary-rounding').waitFor();
      await addsUp('cart-line-total', 'cart-summary', 'cart-summary-subtotal');
      await capture(page, 'friction-g', 'money-cart', language, 'phone');
      await gotoSettled(page, '/shipping');
      await page.getByTestId('cart-summary-rounding').waitFor();
      await page.getByTestId('cart-summary').scrollIntoViewIfNeeded();
      await capture(page, 'friction-g', 'money-shipping', language, 'phone');

      await api.saveAddress(customer.id, ADDRESS(customer));
      const orderId = await api.placeOrder(customer.id, ADDRESS(customer));
      await gotoSettled(page, `/payment?orderId=${orderId}`);
      await page.getByTestId('payment-summary-rounding').waitFor();
      expect(await amountOf(page, 'payment-summary-lines')).toBe(524);
      expect(await amountOf(page, 'payment-summary-rounding')).toBe(-24);
      expect(await amountOf(page, 'payment-subtotal')).toBe(500);

      await gotoSettled(page, `/dashboard/order/details/${orderId}`);
      await page.getByTestId('order-summary-rounding').waitFor();
      await addsUp('order-line-total', 'order-summary', 'order-subtotal');
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.getByTestId('order-summary').scrollIntoViewIfNeeded();
        await capture(page, 'friction-g', 'money-order', language, size);
      }
      await page.context().close();

      // The console's order page shows the admin the same lines, rounding and subtotal.
      const consoleContext = await openContext(browser, { language });
      await consoleContext.addInitScript(
        (token) => localStorage.setItem('staffToken', token),
        staffToken('admin@chapkhana.example'),
      );
      const admin = await consoleContext.newPage();
      await admin.goto(`/console/admin/orders/${orderId}`);
      await admin.getByTestId('figure-rounding').waitFor();
      expect(await amountOf(admin, 'figure-lines')).toBe(524);
      expect(await amountOf(admin, 'figure-rounding')).toBe(-24);
      expect(await amountOf(admin, 'figure-subtotal')).toBe(500);
      await expect(admin.getByTestId('order-line').first().innerText()).resolves.not.toMatch(
        /\d\.\d\d\D*$/,
      );
      await admin.getByTestId('figure-rounding').scrollIntoViewIfNeeded();
      await screenshot(admin, `friction-g-money-console-${language}-desktop`);
      await consoleContext.close();
    });
  }
});

describe('issue 18.10a: a success dismisses the earlier error of the same action', () => {
  it.each(['kr', 'en'] as const)('add to cart: error, then success (%s)', async (language) => {
    const { customer } = await customerWithCart(`toast-${language}`, []);
    const page = await openSignedIn(browser, customer.token, language, PHONE);
    await gotoSettled(page, `/product/details/${CUPS}`);
    const box = page.getByTestId('quantity-input').locator('visible=true').first();
    await box.waitFor();
    await page.getByTestId('add-to-cart').click();
    const error = toast(page, text(language, 'product.selectQuantity'));
    await error.waitFor();
    await box.fill('1');
    await page.getByTestId('add-to-cart').click();
    await toast(page, text(language, 'cart.messages.added')).waitFor();
    // By itself the error would stay 4 s; the success takes it away at once.
    await expect.poll(() => error.count(), { timeout: 1500 }).toBe(0);
    await page.context().close();
  });
});

describe('issue 18.10b: a typed quantity that is changed says why', () => {
  it.each(['ar', 'en'] as const)('150 over the stock, and 2.5 pieces (%s)', async (language) => {
    const page = await openPhonePage(language);
    await gotoSettled(page, `/product/details/${CUPS}`);
    const box = page.getByTestId('quantity-input').locator('visible=true').first();
    await box.waitFor();
    const row = box.locator('xpath=ancestor::tr[1]');
    const stock = Number(await row.getByTestId('row-stock').innerText());
    await box.fill(String(stock + 150));
    await box.blur();
    await expect.poll(() => box.inputValue()).toBe(String(stock));
    await expect
      .poll(() => row.getByTestId('quantity-note').innerText())
      .toBe(text(language, 'product.quantityNote.stock', { count: stock }));
    await box.fill('2.5');
    await box.blur();
    await expect.poll(() => box.inputValue()).toBe('2');
    await expect
      .poll(() => row.getByTestId('quantity-note').innerText())
      .toBe(text(language, 'product.quantityNote.whole', { count: 2 }));
    await box.fill('3');
    await expect.poll(() => row.getByTestId('quantity-note').count()).toBe(0);
    await box.fill(String(stock + 150));
    await box.blur();
    await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await capture(page, 'friction-g', 'quantity-note', language, 'phone');
    await page.context().close();
  });
});

describe('issue 18.10c: the bottom bar lights only the page it stands for', () => {
  it.each(['kr', 'ar', 'en'] as const)(
    'on /login nothing, on the cart only Cart (%s)',
    async (language) => {
      const page = await openPhonePage(language);
      await gotoSettled(page, '/login');
      await page.getByTestId('shortcut-cart').waitFor();
      for (const id of ['shortcut-cart', 'shortcut-wishlist', 'shortcut-home']) {
        expect(await page.getByTestId(id).getAttribute('aria-current'), id).toBeNull();
      }
      await capture(page, 'friction-g', 'login-bar', language, 'phone');
      await page.setViewportSize(DESKTOP);
      await capture(page, 'friction-g', 'login-bar', language, 'desktop');
      await page.context().close();

      const { customer } = await customerWithCart(`bar-${language}`, [CUPS]);
      const signedIn = await openSignedIn(browser, customer.token, language, PHONE);
      await gotoSettled(signedIn, '/card');
      await signedIn.getByTestId('cart-summary-total').waitFor();
      expect(await signedIn.getByTestId('shortcut-cart').getAttribute('aria-current')).toBe('page');
      expect(
        await signedIn.getByTestId('shortcut-wishlist').getAttribute('aria-current'),
      ).toBeNull();
      await signedIn.context().close();
    },
  );
});

describe('issue 18.10d: the search box’s category select is not clipped on a phone', () => {
  it.each(['kr', 'ar', 'en'] as const)(
    'every category name fits the select (%s)',
    async (language) => {
      const page = await openPhonePage(language);
      await gotoSettled(page, '/');
      const select = page.getByTestId('search-category').locator('visible=true').first();
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(5);
      const clipped = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // The text box: the select's width less its padding and the drop-down arrow (about 20px).
        const room =
          element.clientWidth -
          parseFloat(style.paddingInlineStart) -
          parseFloat(style.paddingInlineEnd) -
          20;
        return Array.from(element.options)
          .map((option) => ({ name: option.text, width: context.measureText(option.text).width }))
          .filter((option) => option.width > room)
          .map((option) => `${option.name} (${Math.round(option.width)} > ${Math.round(room)})`);
      });
      expect(clipped).toEqual([]);
      await capture(page, 'friction-g', 'search-box', language, 'phone');
      await page.context().close();
    },
  );
});

describe('issue 18.10e: on a phone the filter panel offers the results', () => {
  it.each(['kr', 'ar', 'en'] as const)(
    'Show N results closes the panel and shows the results (%s)',
    async (language) => {
      const page = await openPhonePage(language);
      await gotoSettled(page, '/products/search?value=');
      await page.getByTestId('product-card').first().waitFor();
      const totalProduct = Number(
        /\d+/.exec(await page.getByTestId('total-count').innerText())![0],
      );
      expect(totalProduct).toBeGreaterThan(0);
      await page.getByTestId('filter-toggle').click();
      const show = page.getByTestId('filter-show-results');
      // Offered as soon as the panel opens, however long it is: above the shortcut bar, not
      // under it or below the fold until the reader scrolls to the panel's end.
      await expect
        .poll(() =>
          show.evaluate((button) => {
            const box = button.getBoundingClientRect();
            const bar = document.querySelector('[data-testid="mobile-shortcut-bar"]');
            const barTop = bar ? bar.getBoundingClientRect().top : window.innerHeight;
            const centre = document.elementFromPoint(
              box.left + box.width / 2,
              box.top + box.height / 2,
            );
            return box.top >= 0 && box.bottom <= barTop && button.contains(centre);
          }),
        )
        .toBe(true);
      await expect
        .poll(() => show.innerText())
        .toBe(text(language, 'listing.showResults', { count: totalProduct }));
      await capture(page, 'friction-g', 'filters-open', language, 'phone');
      await show.click();
      await page.getByTestId('filter-panel').waitFor({ state: 'hidden' });
      await expect
        .poll(() =>
          page
            .getByTestId('product-card')
            .first()
            .evaluate((card) => {
              const box = card.getBoundingClientRect();
              return box.top >= 0 && box.top < window.innerHeight;
            }),
        )
        .toBe(true);
      await capture(page, 'friction-g', 'filters-results', language, 'phone');
      await page.context().close();
    },
  );
});

describe('on a phone, what the keyboard moves to is never hidden under the shortcut bar', () => {
  it.each(['kr', 'ar', 'en'] as const)('tabbing down a listing (%s)', async (language) => {
    const page = await openPhonePage(language);
    await gotoSettled(page, '/products/search?value=');
    await page.getByTestId('product-card').first().waitFor();
    const hidden: string[] = [];
    // Far enough down the page that the focus passes the bar's top (the cards' links).
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const under = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('[data-testid="mobile-shortcut-bar"]');
        if (!(focused instanceof HTMLElement) || !bar || bar.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        if (box.height === 0) return null;
        return box.bottom > bar.getBoundingClientRect().top + 1
          ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 30)} (${Math.round(box.bottom)})`
          : null;
      });
      if (under) hidden.push(under);
    }
    expect(hidden).toEqual([]);
    await page.context().close();
  });
});

describe('issue 18.10f: the phone home page reaches products sooner', () => {
  it.each(['kr', 'ar', 'en'] as const)(
    'compact one-column category rows (%s)',
    async (language) => {
      const page = await openPhonePage(language);
      await gotoSettled(page, '/');
      const tiles = page.getByTestId('category-tile');
      await tiles.first().waitFor();
      const boxes = await tiles.evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          const picture = link.querySelector('img, [data-testid="category-image-placeholder"]');
          const image = picture!.getBoundingClientRect();
          return { left: box.left, width: box.width, height: box.height, image: image.width };
        }),
      );
      expect(boxes.length).toBeGreaterThan(10);
      for (const box of boxes) {
        // One column (docs/storefront.md §2), each a short row with a small picture beside the name.
        expect(box.left).toBe(boxes[0]!.left);
        expect(box.height).toBeLessThanOrEqual(80);
        expect(box.image).toBeLessThanOrEqual(box.width / 3);
      }
      await capture(page, 'friction-g', 'home', language, 'phone');
      await page.setViewportSize(DESKTOP);
      await capture(page, 'friction-g', 'home', language, 'desktop');
      await page.context().close();
    },
  );
});
