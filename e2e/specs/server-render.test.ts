import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  openContext,
  PHONE,
  screenshot,
  settled,
  takenOver,
  twoFrames,
  type Language,
} from '../support/browser';
import { text } from '../support/translations';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRODUCT = '/product/details/matte-laminated-business-cards';

/** A phone whose browser runs no scripts: what it shows is the server's markup alone. */
async function openWithoutScripts(language: Language): Promise<BrowserContext> {
  const baseURL = inject('baseUrl');
  const context = await newContext(browser, { baseURL, viewport: PHONE, javaScriptEnabled: false });
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL }]);
  return context;
}

/** A context whose pages record every element removed from the document, from the first byte. */
async function watchingRemovals(language: Language): Promise<BrowserContext> {
  const context = await openContext(browser, { language, viewport: PHONE });
  await context.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedFromRoot: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          // A placeholder standing for products still loading makes way for them when they
          // come, before or after the page settles, as the network has it: that is not drawing.
          if (node instanceof Element && !node.hasAttribute('data-loading-placeholder'))
            removed.push(node.outerHTML.slice(0, 80));
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return context;
}

/** What was removed until the page settled (hydrated, idle: rendering/page-settled.ts marks it). */
async function removedOnceSettled(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => performance.getEntriesByName('chapkhana:page-settled').length > 0,
  );
  return page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot);
}

/**
 * Holds the page's scripts back, as a slow network does: the server's markup shows and takes
 * taps and typing, but nothing is hydrated until `release()` is called.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Until public/page-start.js has run: from then on the page keeps taps. */
async function keepingTaps(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.isArray((window as unknown as { __chapkhanaEarlyTaps?: unknown }).__chapkhanaEarlyTaps),
  );
}

/**
 * A phone's page at `address` with its scripts held back (`holdScripts`), once its markup is in
 * and keeps taps. (The held scripts hold DOMContentLoaded back too: it waits for the markup.)
 */
async function openWithScriptsHeld(language: Language, address: string) {
  const context = await openContext(browser, { language, viewport: PHONE });
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(address, { waitUntil: 'commit' });
  await keepingTaps(page);
  return { context, page, release };
}

describe('pages rendered on the server', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`paints home, a listing and a product from the markup alone, before any script (${language})`, async () => {
      const context = await openWithoutScripts(language);
      const page = await context.newPage();

      await page.goto('/');
      expect(await page.evaluate(() => document.documentElement.dataset.language)).toBe(language);
      const tiles = page.getByTestId('category-tile');
      expect(await tiles.count()).toBeGreaterThan(3);
      await expect
        .poll(() =>
          tiles
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      await screenshot(page, `server-render-home-${language}-phone`);

      // The first category's listing, as its tile links to it.
      const listing = await tiles.first().getAttribute('href');
      await page.goto(listing ?? '/products');
      expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
      await screenshot(page, `server-render-listing-${language}-phone`);

      await page.goto(PRODUCT);
      await page.getByTestId('product-details').waitFor();
      const title = await page.locator('h1').first().textContent();
      expect(title?.trim().length).toBeGreaterThan(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      await screenshot(page, `server-render-product-${language}-phone`);
      await context.close();
    });
  }

  it('is adopted by the scripts as it stands: no element redrawn, no answer or style sheet fetched again, and it responds', async () => {
    const context = await watchingRemovals('kr');
    const page = await context.newPage();
    const apiCalls: string[] = [];
    const styleSheets: string[] = [];
    const texts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
      if (url.pathname.endsWith('/translation.json')) texts.push(url.pathname);
      if (request.resourceType() === 'stylesheet') styleSheets.push(url.pathname);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    await page.goto(PRODUCT);
    expect(await removedOnceSettled(page)).toEqual([]);
    // The product, the categories and the rate came with the page.
    expect(apiCalls).not.toContain('/api/home/product-details/matte-laminated-business-cards');
    expect(apiCalls).not.toContain('/api/home/get-categories-subCategories');
    // Its style sheet came inline, and the route's code loading brought no <link> for it.
    expect(styleSheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    // So did its translation file (web/page-template.ts withPageTexts); the error texts, which
    // its forms ask for once hydrated (lib/error-texts.ts), are another file.
    expect(texts).toEqual([]);
    expect(errors).toEqual([]);

    // The markup now answers the hand: the categories menu opens.
    const categories = page.getByTestId('categories-button');
    await categories.click();
    await expect.poll(() => categories.getAttribute('aria-expanded')).toBe('true');
    await categories.click();
    // Another language's texts are asked for when the reader switches to it.
    await page.getByTestId('language-switcher').selectOption('ar');
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await expect.poll(() => categories.textContent()).toBe(text('ar', 'categories.all'));
    expect(texts).toEqual(['/assets/locales/ar/translation.json']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to drawing the page itself when the route’s code cannot load, offering a reload', async () => {
    const context = await openContext(browser, { language: 'en', viewport: PHONE });
    const page = await context.newPage();
    // As after a deploy that replaced the chunk the page was rendered with.
    await page.route(/\/static\/product-details-[^/]+\.js$/, (route) => route.abort());
    await page.goto(PRODUCT);
    const error = page.getByTestId('route-error');
    await error.waitFor();
    expect(await error.getByRole('button').textContent()).toBe('Reload the page');
    await context.close();
  });

  // A slug longer than any the shop makes is refused by the API's router (414): no such product.
  it.each(['no-such-product-here', 'long-'.repeat(60)])(
    'answers 404 for a product the shop does not have (%s), and still says so once hydrated',
    async (slug) => {
      const context = await watchingRemovals('ar');
      const page = await context.newPage();
      const response = await page.goto(`/product/details/${slug}`);
      expect(response?.status()).toBe(404);
      await page.getByTestId('product-not-found').waitFor();
      expect(await removedOnceSettled(page)).toEqual([]);
      expect(await page.getByTestId('product-not-found').isVisible()).toBe(true);
      await context.close();
    },
  );

  /** When the page first asked for one of the app's own scripts (under /static/), if it has. */
  function firstScriptAskedAt(page: Page): () => number | undefined {
    let first: number | undefined;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/static/'))
        first ??= Date.now();
    });
    return () => first;
  }

  /** Holds the pictures back, as a slow network does, until `release()` is called. */
  async function holdPictures(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/uploads\//, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  /** Until public/page-start.js has run and the page has painted twice more. */
  async function shownAWhile(page: Page): Promise<void> {
    await keepingTaps(page);
    await twoFrames(page);
    await page.waitForTimeout(300);
  }

  // page-start.js gives up waiting for the pictures 3 s after the first paint: on a machine so
  // busy that this much time passed, a script asked for before the moment checked is its due.
  const GIVES_UP_MS = 3000;

  it('asks for its scripts once the pictures in view have come: they do not share the line', async () => {
    const context = await openContext(browser, { language: 'kr', viewport: PHONE });
    const page = await context.newPage();
    const scriptAskedAt = firstScriptAskedAt(page);
    const release = await holdPictures(page);
    const openedAt = Date.now();
    await page.goto(PRODUCT, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shownAWhile(page);
    const releasedAt = Date.now();
    release();
    await settled(page);
    const askedAt = scriptAskedAt() ?? Number.POSITIVE_INFINITY;
    expect(askedAt).toBeLessThan(Number.POSITIVE_INFINITY);
    if (askedAt < releasedAt) expect(askedAt - openedAt).toBeGreaterThanOrEqual(GIVES_UP_MS);
    // Hydrated: the markup answers the hand.
    await page.getByTestId('tab-reviews').click();
    await page.getByTestId('reviews-summary').waitFor();
    await context.close();
  });

  it('asks for its scripts at once when the reader touches the page before the pictures come', async () => {
    const context = await openContext(browser, { language: 'ar', viewport: PHONE });
    const page = await context.newPage();
    const scriptAskedAt = firstScriptAskedAt(page);
    await holdPictures(page);
    const openedAt = Date.now();
    await page.goto(PRODUCT, { waitUntil: 'commit' });
    await shownAWhile(page);
    const touchedAt = Date.now();
    const asked = scriptAskedAt();
    if (asked !== undefined) expect(asked - openedAt).toBeGreaterThanOrEqual(GIVES_UP_MS);
    // The tap starts the scripts and is carried out once they have taken the page over.
    await page.getByTestId('tab-reviews').click();
    await page.getByTestId('reviews-summary').waitFor();
    // Asked for at the touch, not when page-start.js gave up waiting for the pictures (held, so
    // they cannot start it), which is GIVES_UP_MS after the first paint at the soonest: both read
    // on the page's own clock, so however busy the machine, a script asked for before then was
    // the touch's.
    if (asked === undefined && touchedAt - openedAt < GIVES_UP_MS - 1000) {
      const { paintedAt, scriptAt } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByType('paint')[0]?.startTime,
        scriptAt: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /^\/static\/.*\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(paintedAt, 'the page was painted').toBeTypeOf('number');
      expect(scriptAt).toBeLessThan(paintedAt! + GIVES_UP_MS);
    }
    await context.close();
  });

  it('keeps a tap on a part whose code comes later made right after the page hydrated', async () => {
    const context = await openContext(browser, { language: 'kr', viewport: PHONE });
    // Taps the reviews tab in the first task after hydration, before the effects that run after
    // the next paint (page-start.js stops keeping taps as hydration starts).
    await context.addInitScript(() => {
      const page = window as unknown as { __chapkhanaEarlyTaps?: unknown; tappedAfter?: boolean };
      let keeping = false;
      const watch = () => {
        if (Array.isArray(page.__chapkhanaEarlyTaps)) keeping = true;
        else if (keeping) {
          document.querySelector<HTMLButtonElement>('[data-testid="tab-reviews"]')?.click();
          page.tappedAfter = true;
          return;
        }
        setTimeout(watch, 0);
      };
      watch();
    });
    const page = await context.newPage();
    await page.goto(PRODUCT);
    await page.waitForFunction(() => (window as { tappedAfter?: boolean }).tappedAfter === true);
    await page.getByTestId('reviews-summary').waitFor();
    expect(await page.getByTestId('tab-reviews').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('keeps a colour ticked before the scripts took the page over', async () => {
    const { context, page, release } = await openWithScriptsHeld(
      'en',
      '/product/details/cotton-crew-neck-t-shirt',
    );
    const boxes = page.getByTestId('colour-checkbox');
    await boxes.first().check();
    release();
    await settled(page);
    // Another colour's quantity typed redraws the table: the first stays ticked, as the app
    // now holds it (a tick the app never heard of was put back to the markup's).
    await page.getByTestId('quantity-input').last().fill('2');
    await expect.poll(() => boxes.last().isChecked()).toBe(true);
    expect(await boxes.first().isChecked()).toBe(true);
    await context.close();
  });

  it('keeps a tap made before the scripts took the page over, and carries it out once they have', async () => {
    // The scripts are held back, as on a slow network: the page shows, but nothing answers yet.
    const { context, page, release } = await openWithScriptsHeld('kr', PRODUCT);
    await page.getByTestId('tab-reviews').click();
    expect(await page.getByTestId('reviews-summary').count()).toBe(0);
    release();
    await page.getByTestId('reviews-summary').waitFor();
    expect(await page.getByTestId('tab-reviews').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('keeps a thumbnail tapped before the gallery was hydrated, and shows its picture', async () => {
    // The gallery is hydrated in a task of its own, after the purchase panel (HydrateSectionLater).
    const { context, page, release } = await openWithScriptsHeld(
      'kr',
      '/product/details/cotton-crew-neck-t-shirt',
    );
    const gallery = page.getByTestId('product-gallery');
    const second = gallery.locator('button[aria-pressed]').nth(1);
    const large = gallery.locator('img').first();
    const before = await large.getAttribute('src');
    await second.click();
    release();
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => large.getAttribute('src')).not.toBe(before);
    expect(await gallery.locator('button[aria-pressed="true"]').count()).toBe(1);
    await context.close();
  });

  it('keeps quantities typed before the scripts took the page over, and a tapped Add to cart orders them', async () => {
    const { context, page, release } = await openWithScriptsHeld(
      'en',
      '/product/details/cotton-crew-neck-t-shirt',
    );
    // White M 8 and White L 6 typed, then Add to cart tapped, all on the server's markup.
    await page.getByTestId('quantity-input').nth(1).fill('8');
    await page.getByTestId('quantity-input').nth(2).fill('6');
    await page.getByTestId('add-to-cart').click();
    release();
    // A visitor is sent to sign in, and the selection kept for after is the one typed.
    await page.waitForURL((url) => url.pathname === '/login');
    const intent = await page.evaluate(() => localStorage.getItem('signInIntent'));
    const numbers: number[] = [];
    JSON.stringify(JSON.parse(intent ?? '{}').selection, (_key, value: unknown) => {
      if (typeof value === 'number') numbers.push(value);
      return value;
    });
    expect(numbers.filter((value) => value > 0).sort()).toEqual([6, 8]);
    await context.close();
  });

  it('keeps a form sent before the scripts took the page over, and sends it once they have', async () => {
    const { context, page, release } = await openWithScriptsHeld('ar', '/registerCode');
    await page.getByTestId('register-code-email').fill(`early-form-${Date.now()}@example.com`);
    await page.getByTestId('register-code-submit').click();
    // Not sent by the browser as a bare GET of the page (the address would carry the email).
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.getByTestId('register-code-sent').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('leaves the reader where they scrolled before the scripts took the page over', async () => {
    const context = await openContext(browser, { language: 'kr', viewport: PHONE });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#home-new-heading').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await settled(page);
    // Where the reader was (give or take what settled above it), not back at the top.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
    // The section the reader came to draws its cards.
    await page.getByTestId('product-card').first().waitFor();
    await context.close();
  });

  it('keeps a language chosen before the scripts took the page over, and switches to it', async () => {
    const context = await openContext(browser, { language: 'kr', viewport: PHONE });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('language-switcher').selectOption('en');
    release();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.close();
  });

  for (const language of ['kr', 'ar'] as const) {
    it(`stays in place when its fonts come after it was painted (${language})`, async () => {
      // A phone on a slow line paints the page in a fallback font long before Vazirmatn comes;
      // the breadcrumb's long product name wrapped in it, and its line moved 176 px when the
      // font came and the name fitted (a layout shift of 0.23; Lighthouse's budget is 0.1).
      const context = await openContext(browser, { language, viewport: PHONE });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let releaseFonts = () => {};
      const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
      await page.route(/\.woff2?$/, async (route) => {
        await fontsReleased;
        await route.continue();
      });
      // Not until 'load': the page's fonts hold that back.
      await page.goto('/product/details/cotton-crew-neck-t-shirt', {
        waitUntil: 'domcontentloaded',
      });
      await takenOver(page);
      await twoFrames(page);
      const before = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      );
      releaseFonts();
      await page.waitForFunction(() => {
        let loaded = false;
        document.fonts.forEach((font) => {
          if (font.family.includes('Vazirmatn') && font.status === 'loaded') loaded = true;
        });
        return loaded;
      });
      await page.evaluate(() => document.fonts.ready);
      await twoFrames(page);
      const after = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      );
      expect(after - before).toBeLessThan(0.02);
      await context.close();
    });
  }

  it('searches without scripts: the header form is a real form to the search page', async () => {
    const context = await newContext(browser, {
      baseURL: inject('baseUrl'),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/?lng=en');
    await page.getByTestId('search-input').fill('mug 330');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL((url) => url.pathname === '/products/search');
    expect(new URL(page.url()).searchParams.get('value')).toBe('mug 330');
    await page.getByTestId('product-card').first().waitFor();
    await context.close();
  });
});

describe('parts whose code comes once the page has settled (rendering/later-part.tsx)', () => {
  /** The chunks of the parts drawn by the server whose code comes later. */
  const LATER_CHUNKS =
    /\/static\/(footer|back-to-top|share-links|product-tabs|product-carousel-section)-[^/]+\.js$/;

  it('keeps what the server drew while their code is missing, and no neighbour is drawn twice', async () => {
    const context = await watchingRemovals('en');
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // As offline after the page came, or after a deploy that removed them.
    await page.route(LATER_CHUNKS, (route) => route.abort());
    await page.goto(PRODUCT);
    expect(await removedOnceSettled(page)).toEqual([]);
    // Back-to-top is drawn as nothing before any scrolling: the chat button after it is drawn
    // once (a suspended part took its element, and the chat button was drawn again beside it).
    expect(await page.getByTestId('chat-button').count()).toBe(1);
    expect(await page.getByTestId('site-footer').count()).toBe(1);
    expect(await page.getByTestId('share-links').count()).toBe(1);
    expect(await page.getByTestId('tab-reviews').count()).toBe(1);
    // Their links are plain links meanwhile, and work.
    await page.getByTestId('site-footer').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates them in place once their code is there: the same elements, answering', async () => {
    const context = await watchingRemovals('en');
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(PRODUCT);
    expect(await removedOnceSettled(page)).toEqual([]);
    const tab = page.getByTestId('tab-reviews');
    await tab.click();
    await page.getByTestId('reviews-summary').waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('chat-button').count()).toBe(1);
    // A footer link moves through the app (no new document) and the head follows.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByTestId('site-footer').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => page.title()).toMatch(/^About us — /);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await context.close();
  });

  it('opens the phone menu before its code is there, with a way out that takes the focus', async () => {
    const context = await openContext(browser, { language: 'ar', viewport: PHONE });
    const page = await context.newPage();
    await page.route(/\/static\/mobile-menu-contents-[^/]+\.js$/, (route) => route.abort());
    await page.goto(PRODUCT);
    await settled(page);
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('#mobile-menu') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });
});
