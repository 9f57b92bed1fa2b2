import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { chromePath } from './chromium';

/** The run's Chromium with the arguments global-setup worked out once (support/chromium.ts). */
export async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh profile.
  return chromium.launch({
    executablePath: chromePath,
    headless: true,
    ...inject('chromiumLaunch'),
  });
}

export type Language = 'kr' | 'ar' | 'en';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * How long a page's wait (a load, a locator, a navigation) may take before it fails: a hang's
 * limit, not a speed check. Playwright's 30 s ran out for a console page's load in a CI run on a
 * slow two-core machine at load 19.
 */
export const PAGE_WAIT_MS = 120_000;

/**
 * A browser context as every spec opens one: its pages wait `PAGE_WAIT_MS`, and no service worker
 * runs unless `serviceWorkers: 'allow'` (the installable-shop spec, which tests the worker). A
 * worker installs in each fresh context and downloads the whole app (173 files, 1.9 MB) behind
 * the page: a fifth of the browser's CPU on six contexts of three storefront pages each, for specs
 * that never use it offline.
 * Playwright's own advice too: requests a worker answers never reach `page.route`.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  context.setDefaultTimeout(PAGE_WAIT_MS);
  return context;
}

/** A browser context at a given size whose language cookie is already set, as a returning reader's would be. */
export async function openContext(
  browser: Browser,
  options: {
    language?: Language;
    viewport?: { width: number; height: number };
    baseUrl?: string;
    serviceWorkers?: BrowserContextOptions['serviceWorkers'];
  } = {},
): Promise<BrowserContext> {
  const baseURL = options.baseUrl ?? inject('baseUrl');
  const context = await newContext(browser, {
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
  });
  if (options.language) {
    await context.addCookies([{ name: 'i18next', value: options.language, url: baseURL }]);
  }
  return context;
}

/** A new page in its own context (see `openContext`), closed with `page.context().close()`. */
export async function openPage(
  browser: Browser,
  options: Parameters<typeof openContext>[1] = {},
): Promise<Page> {
  return (await openContext(browser, options)).newPage();
}

/**
 * A storefront page whose local storage already holds a customer's token, as after a login;
 * with `cookie`, the sign-in's httpOnly cookie too, which the file routes (print files, card
 * logos, page previews) read.
 */
export async function openSignedIn(
  browser: Browser,
  token: string,
  language: Language,
  viewport: { width: number; height: number } = DESKTOP,
  {
    cookie = false,
    serviceWorkers,
  }: { cookie?: boolean; serviceWorkers?: BrowserContextOptions['serviceWorkers'] } = {},
): Promise<Page> {
  const context = await openContext(browser, {
    language,
    viewport,
    ...(serviceWorkers ? { serviceWorkers } : {}),
  });
  if (cookie) {
    await context.addCookies([{ name: 'customerToken', value: token, url: inject('baseUrl') }]);
  }
  await context.addInitScript((value) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', value);
  }, token);
  return context.newPage();
}

/** Waits until the app has taken the server's page over (hydrated: apps/web/src/app/main.tsx marks it). */
export async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('chapkhana:taken-over').length > 0);
}

/** Waits until the page has hydrated and its main thread is idle (apps/web/src/rendering/page-settled.ts marks it). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('chapkhana:page-settled').length > 0,
  );
}

/**
 * Waits for `locator`, then for the fonts its page draws with. Kurdish and Arabic text is first
 * drawn in a fallback font and moves when Vazirmatn arrives (the console's Add a print house
 * button jumped 54 px at 360 px), and a tap whose press and release straddle that move is lost:
 * the first tap on a freshly loaded page comes after this.
 */
export async function drawnInItsFont(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits until the element's CSS transitions and animations (its slide-in) have finished. */
export async function doneMoving(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((moving) => moving.finished)),
  );
}

/** Waits until the page has painted twice more (a scroll's layout and paint have happened). */
export async function twoFrames(page: Page): Promise<void> {
  for (let frame = 0; frame < 2; frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/**
 * Screenshots go to e2e/artifacts/ (ignored by git) for a person to look at; none with
 * E2E_SCREENSHOTS=off (CI, where no one looks: .ci/run), which saves encoding some 500 PNGs.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'artifacts', `${name}.png`),
    fullPage: false,
  });
}

/**
 * Switches the console's product form to prices typed in US dollars (it starts in dinars once the
 * rate is in; issue 35.4), for specs whose figures are dollars.
 */
export async function typePricesInDollars(page: Page): Promise<void> {
  await page.getByTestId('price-rate').filter({ hasText: 'USD' }).waitFor();
  await page.locator('[data-testid="price-currency"] input[value="USD"]').check();
}
