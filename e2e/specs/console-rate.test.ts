import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openContext, type Language } from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { consoleText } from '../support/translations';
import { shopApi } from '../support/shop-api';

// Issue 17: an admin typed 1.31 for 1310 and every price fell a thousandfold at once. A change
// outside ±20 % now waits for a confirmation; one within the band goes straight through.

const ADMIN = 'admin@chapkhana.example';
/** Other specs price with the demo rate; every test here puts it back. */
const DEMO_RATE = '1310';

let browser: Browser;
const baseUrl = () => inject('baseUrl');
const adminToken = () => {
  const signIn = inject('staff')[ADMIN];
  if (!signIn) throw new Error('The demo admin did not sign in.');
  return signIn.token;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function setRateByApi(currencyIQD: string) {
  const response = await fetch(`${baseUrl()}/api/admin/currency`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ currencyIQD, confirm: true }),
  });
  expect(response.status).toBe(201);
}

async function openCurrency(language: Language, viewport?: { width: number; height: number }) {
  const context = await openContext(browser, { language, ...(viewport ? { viewport } : {}) });
  await context.addInitScript((token) => localStorage.setItem('staffToken', token), adminToken());
  const page = await context.newPage();
  await page.goto('/console/admin/currency');
  await page.getByTestId('current-rate').filter({ hasText: '1,310.00' }).waitFor();
  return page;
}

const submit = (page: Page) => page.locator('form button[type="submit"]').click();

describe('the currency rate in the console', () => {
  it.each(['kr', 'ar'] as const)(
    'asks before a change far from the rate in force; takes one within ±20 percent at once (%s)',
    async (language) => {
      const visitor = shopApi(baseUrl(), adminToken());
      expect(Number(await visitor.rate())).toBe(Number(DEMO_RATE));
      const page = await openCurrency(language);
      try {
        // Empty: "required", not a decimal-places error.
        await submit(page);
        await expect
          .poll(() => page.locator('#currencyIQD-error').innerText())
          .toBe(consoleText(language, 'fieldErrors.required'));

        await page.locator('#currencyIQD').fill('1.31');
        await submit(page);
        const dialog = page.getByTestId('rate-confirm');
        await dialog.waitFor();
        const said = await dialog.innerText();
        expect(said).toContain(consoleText(language, 'currency.confirmEveryPrice'));
        expect(said).toContain('1,310.00');
        expect(said).toContain('1.31');
        expect(said).toContain('\u221299.9 %');
        // Nothing changed while the admin decides, nor after Cancel.
        expect(Number(await visitor.rate())).toBe(1310);
        await page.getByTestId('rate-confirm-no').click();
        await dialog.waitFor({ state: 'detached' });
        expect(Number(await visitor.rate())).toBe(1310);
        await expect(page.getByTestId('current-rate').innerText()).resolves.toContain('1,310.00');

        // Within the band, typed with Eastern Arabic digits: taken at once, by this admin.
        await page.locator('#currencyIQD').fill('١٣٢٠');
        await submit(page);
        await page.getByTestId('current-rate').filter({ hasText: '1,320.00' }).waitFor();
        expect(Number(await visitor.rate())).toBe(1320);
        expect(await dialog.count()).toBe(0);
        const history = await fetch(`${baseUrl()}/api/admin/currency?perPage=1`, {
          headers: { Authorization: `Bearer ${adminToken()}` },
        });
        const newest = ((await history.json()) as { items: { setBy: { name: string } }[] })
          .items[0];
        const firstRow = page.locator('tbody tr').first();
        await expect.poll(() => firstRow.innerText()).toContain('1,320.00');
        expect(await firstRow.innerText()).toContain(newest!.setBy.name);
        expect(await firstRow.innerText()).toMatch(/\d\d-\d\d-\d{4} \d\d:\d\d:\d\d/);
      } finally {
        await setRateByApi(DEMO_RATE);
      }
      await page.context().close();
    },
  );

  it.each(['kr', 'ar', 'en'] as const)(
    'shows the form, the confirmation and the history in %s',
    async (language) => {
      for (const [size, viewport] of SIZES) {
        const page = await openCurrency(language, viewport);
        await capture(page, 'console', 'currency', language, size);
        await page.locator('#currencyIQD').fill('1.31');
        await submit(page);
        await page.getByTestId('rate-confirm').waitFor();
        await capture(page, 'console', 'currency-confirm', language, size);
        await page.getByTestId('rate-confirm-no').click();
        await page.context().close();
      }
      expect(Number(await shopApi(baseUrl(), adminToken()).rate())).toBe(1310);
    },
  );
});
