import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { capture } from '../support/screens';
import { openConsoleAs } from '../support/staff';

// Issue 39: the production board on the screen, in every language and size: the reading
// direction, the Arabic-script font, nothing wider than the screen (capture checks them), a
// stage picker on a phone and every column side by side on a desktop, and the wall mode.
const SELLER = 'erbil@chapkhana.example';
const ADMIN = 'admin@chapkhana.example';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  void inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

describe('production board screens', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`seller and admin boards, and the wall mode (${language}, ${size})`, async () => {
        for (const [who, login, path] of [
          ['seller', SELLER, '/console/seller/production'],
          ['admin', ADMIN, '/console/admin/production'],
        ] as const) {
          const page = await openConsoleAs(browser, login, language, viewport);
          await page.goto(path);
          await page.getByTestId('production-board').waitFor();
          // A phone shows one column at a time, chosen by the stage picker; a desktop all eight.
          if (size === 'phone') {
            await page.getByTestId('stage-picker').waitFor();
            await expect.poll(() => page.locator('[data-testid^="column-"]').count()).toBe(1);
          } else {
            await page.getByTestId('board-columns').waitFor();
            await expect.poll(() => page.locator('[data-testid^="column-"]').count()).toBe(8);
          }
          await capture(page, 'production', who, language, size);
          if (who === 'seller') {
            await page.getByTestId('wall-toggle').click();
            await expect
              .poll(() => page.getByTestId('wall-toggle').getAttribute('aria-pressed'))
              .toBe('true');
            await capture(page, 'production', 'wall', language, size);
          }
          await page.context().close();
        }
      });
    }
  }
});
