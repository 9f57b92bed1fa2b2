import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, screenshot, type Language } from './browser';

const expectedDirection: Record<Language, string> = { kr: 'rtl', ar: 'rtl', en: 'ltr' };

export const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * Checks what a reader of `language` must get on every screen (direction, the Arabic-script
 * font for Kurdish and Arabic, nothing wider than the viewport), then takes
 * `<prefix>-<name>-<language>-<size>.png` in e2e/artifacts/.
 */
export async function capture(
  page: Page,
  prefix: string,
  name: string,
  language: Language,
  size: string,
): Promise<void> {
  // Toasts slide in and out over the page; screenshots show the screen itself.
  await page.evaluate(() => document.fonts.ready);
  const html = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    font: getComputedStyle(document.body).fontFamily,
    fits: document.documentElement.scrollWidth <= window.innerWidth,
  }));
  expect(html.dir).toBe(expectedDirection[language]);
  if (language === 'en') expect(html.font).not.toMatch(/Vazirmatn/);
  else expect(html.font).toMatch(/Vazirmatn/);
  expect(html.fits, `${name} ${language} ${size} overflows`).toBe(true);
  await screenshot(page, `${prefix}-${name}-${language}-${size}`);
}
