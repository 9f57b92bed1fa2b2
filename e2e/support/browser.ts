import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromePath, QUIET_CHROMIUM_FLAGS } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh profile; the flags stop calls home that a closed network refuses.
  return chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: [...QUIET_CHROMIUM_FLAGS, '--disable-quic'],
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

/** A browser context at a given size whose language cookie is already set, as a returning reader's would be. */
export async function openContext(
  browser: Browser,
  options: {
    language?: Language;
    viewport?: { width: number; height: number };
    baseUrl?: string;
  } = {},
): Promise<BrowserContext> {
  const baseURL = options.baseUrl ?? inject('baseUrl');
  const context = await browser.newContext({ baseURL, viewport: options.viewport ?? DESKTOP });
  context.setDefaultTimeout(PAGE_WAIT_MS);
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
  { cookie = false }: { cookie?: boolean } = {},
): Promise<Page> {
  const context = await openContext(browser, { language, viewport });
  if (cookie) {
    await context.addCookies([{ name: 'customerToken', value: token, url: inject('baseUrl') }]);
  }
  await context.addInitScript((value) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', value);
  }, token);
  return context.newPage();
}

/** Waits until the page has hydrated and its main thread is idle (apps/web/src/rendering/page-settled.ts marks it). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('chapkhana:page-settled').length > 0,
  );
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
