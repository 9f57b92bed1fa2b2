import type { ConsoleSeller } from '@chapkhana/shared/staff';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Language } from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { openConsoleAs, staffCall } from '../support/staff';

// Issue 36, the admin's side of couriers and fees: the courier cities of each brand with their
// governorates, one seller's own delivery fees, and the Cash page's seller filter that finds a
// seller by typing. Nothing here changes what other specs rely on (a save sends the values read).

const ADMIN = 'admin@chapkhana.example';
const BASRA = 'basra@chapkhana.example';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the admin's courier cities, a seller's fees and the cash filter", () => {
  for (const language of ['kr', 'ar', 'en'] as const satisfies Language[]) {
    it(`courier cities: listed per brand, filtered by name (${language})`, async () => {
      const page = await openConsoleAs(browser, ADMIN, language);
      await page.goto('/console/admin/courier-cities');
      const rows = page.locator('[data-testid^="city-"]');
      await rows.first().waitFor();
      // The demo's Baghdad print house connected Al-Waseet: its cities are all matched.
      expect(await rows.count()).toBeGreaterThan(10);
      await page.locator('#cities-search').fill('البصرة');
      await expect.poll(() => rows.count()).toBe(1);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await capture(page, 'console-courier-cities', 'filtered', language, size);
      }
      await page.locator('#cities-search').fill('');
      await page.locator('#cities-brand').selectOption('agg');
      await page.getByTestId('cities-count').filter({ hasText: 'AGG' }).waitFor();
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await capture(page, 'console-courier-cities', 'empty', language, size);
      }
      await page.context().close();
    });

    it(`a seller's delivery fees on the admin's page (${language})`, async () => {
      const sellerId = inject('staff')[BASRA]!.sellerId!;
      const page = await openConsoleAs(browser, ADMIN, language);
      await page.goto('/console/admin/sellers');
      await page.locator(`a[href$="/admin/sellers/${sellerId}/delivery"]`).click();
      await page.getByTestId('seller-delivery-form').waitFor();
      // The page names the seller it is about, as the list showed it.
      expect((await page.getByTestId('seller-delivery-shop').innerText()).trim()).not.toBe('');
      // Saved as read: the admin's route answers, nothing changes for the other specs.
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/admin/sellers/${sellerId}/delivery`) &&
          response.request().method() === 'PUT',
      );
      await page.getByTestId('seller-delivery-save').click();
      expect((await saved).status()).toBe(200);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await capture(page, 'console-seller-delivery-admin', 'form', language, size);
      }
      await page.context().close();
    });

    it(`the cash page finds a seller by typing (${language})`, async () => {
      const { items } = await staffCall<{ items: ConsoleSeller[] }>(
        ADMIN,
        'GET',
        `/admin/sellers?page=1&perPage=50`,
      );
      const basra = items.find((s) => s._id === inject('staff')[BASRA]!.sellerId)!;
      const page = await openConsoleAs(browser, ADMIN, language);
      await page.goto('/console/admin/cash');
      await page.locator('#cash-seller-search').fill(basra.shopNameEn.split(' ')[0]!);
      const option = page.locator(`#cash-seller option[value="${basra._id}"]`);
      await option.waitFor({ state: 'attached' });
      await page.locator('#cash-seller').selectOption(basra._id);
      await expect.poll(() => page.locator('#cash-seller').inputValue()).toBe(basra._id);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await capture(page, 'console-cash-seller-filter', 'chosen', language, size);
      }
      await page.context().close();
    });
  }
});
