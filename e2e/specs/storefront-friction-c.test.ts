import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from '../support/browser';

// Issue 18, item 11 (docs/design.md §7): a first visit with no choice made opens in Kurdish unless the
// browser names Arabic or Kurdish; many Kurdish readers run English phones.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A first-time reader's browser: its own locale, no language cookie. */
async function firstVisit(
  locale: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await newContext(browser, { baseURL: inject('baseUrl'), viewport, locale });
  // Every `lang` the page's root ever carries, from the first byte: a flash would show here.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { langsSeen: seen });
    new MutationObserver(() => {
      const { lang } = document.documentElement;
      if (lang && seen.at(-1) !== lang) seen.push(lang);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['lang'] });
  });
  return context;
}

/** Opens home; returns the lang the server wrote and the console's errors (a hydration mismatch logs one). */
async function openHome(page: Page, path = '/') {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(path);
  const served = /<html lang="([^"]+)" dir="([^"]+)"/.exec((await response?.text()) ?? '');
  await page.getByTestId('category-tile').first().waitFor();
  await page.waitForFunction(
    () => performance.getEntriesByName('chapkhana:page-settled').length > 0,
  );
  const html = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    seen: (window as unknown as { langsSeen: string[] }).langsSeen,
  }));
  return { served: served?.slice(1, 3), html, errors };
}

describe('the language of a first visit', () => {
  for (const [locale, lang, dir] of [
    ['en-US', 'ckb', 'rtl'],
    ['ar-IQ', 'ar', 'rtl'],
  ] as const) {
    it(`opens home for a ${locale} browser with no cookie in ${lang}, server and page agreeing`, async () => {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const context = await firstVisit(locale, viewport);
        const page = await context.newPage();
        const { served, html, errors } = await openHome(page);
        expect(served).toEqual([lang, dir]);
        expect({ lang: html.lang, dir: html.dir }).toEqual({ lang, dir });
        // Never another language on the way (no flash), and no hydration mismatch.
        expect(html.seen.filter((seen) => seen !== lang)).toEqual([]);
        expect(errors).toEqual([]);
        // The choice is kept, so the next visit asks nothing.
        const cookies = await context.cookies();
        expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe(
          lang === 'ckb' ? 'kr' : 'ar',
        );
        await screenshot(page, `friction-c-first-visit-${locale}-${size}`);
        await context.close();
      }
    });
  }

  it('keeps English for an English browser once the reader picks it, across a reload', async () => {
    const context = await firstVisit('en-US', DESKTOP);
    const page = await context.newPage();
    expect((await openHome(page)).html.lang).toBe('ckb');
    await page.getByTestId('language-switcher').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    const { served, html, errors } = await openHome(page);
    expect(served).toEqual(['en', 'ltr']);
    expect(html.lang).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens ?lng=en in English and keeps it after the address drops it', async () => {
    const context = await firstVisit('ar-IQ', PHONE);
    const page = await context.newPage();
    const first = await openHome(page, '/?lng=en');
    expect(first.served).toEqual(['en', 'ltr']);
    expect(first.html.lang).toBe('en');
    const again = await openHome(page, '/');
    expect(again.served).toEqual(['en', 'ltr']);
    expect(again.html.lang).toBe('en');
    await context.close();
  });
});
