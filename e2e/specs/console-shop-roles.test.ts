import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openContext, PHONE } from '../support/browser';
import { capture } from '../support/screens';
import { openConsoleAs } from '../support/staff';
import { consoleText } from '../support/translations';

// Issue 39: a print house's designer signs in on its own (the demo's designer of Hawler Print
// House) and sees and does only what its role allows; the owner's Staff screen in every
// language and size.
const OWNER = 'erbil@chapkhana.example';
const DESIGNER = 'designer.erbil@chapkhana.example';
const PASSWORD = 'chapkhana-demo';

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

describe('a designer', () => {
  it('signs in with its own account and sees only its sections (kr, 360 px)', async () => {
    const context = await openContext(browser, { language: 'kr', viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/console/');
    await page.getByTestId('sign-in-form').waitFor();
    await page.locator('#login').fill(DESIGNER);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('[data-testid="sign-in-form"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/console/seller/dashboard');
    const nav = page.locator('nav');
    await nav
      .getByRole('link', { name: consoleText('kr', 'nav.dashboard') })
      .first()
      .waitFor();
    // No staff, cash or courier account for a designer, on the screen…
    for (const key of ['nav.staff', 'nav.cash']) {
      expect(await nav.getByRole('link', { name: consoleText('kr', key) }).count()).toBe(0);
    }
    // …by a typed address (back to the dashboard)…
    await page.goto('/console/seller/staff');
    await page.waitForURL((url) => url.pathname === '/console/seller/dashboard');
    // …and by the API, refused with a code the console says in the reader's language.
    const token = await page.evaluate(() => localStorage.getItem('staffToken'));
    const answer = await fetch(`${baseUrl}/api/seller/staff`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { code: string }).code).toBe('shop_role_not_allowed');
    expect(consoleText('kr', 'apiErrors.shop_role_not_allowed')).toMatch(/[\u0600-\u06FF]/);
    await capture(page, 'shop-roles', 'designer-dashboard', 'kr', 'phone');
    await context.close();
  });
});

describe('the owner’s staff screen', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`lists the shop's members with their roles (${language}, ${size})`, async () => {
        const page = await openConsoleAs(browser, OWNER, language, viewport);
        await page.goto('/console/seller/staff');
        await page.getByTestId('invite-member-form').waitFor();
        await expect
          .poll(() => page.locator('[data-testid^="member-role-"]').count())
          .toBeGreaterThanOrEqual(3);
        await capture(page, 'shop-roles', 'staff', language, size);
        await page.context().close();
      });
    }
  }
});
