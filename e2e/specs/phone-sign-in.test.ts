import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it, type ExpectStatic } from 'vitest';
import { waitForCode } from '../../apps/api/test/helpers/phone-outbox';
import { launchBrowser, openContext, settled, type Language } from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { ownNetwork } from '../support/customers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A page whose requests come from a network of its own (the shop trusts the loopback proxy), so
 * the per-network code limit meets each reader once, not the whole run.
 */
async function openFromOwnNetwork(language: Language, viewport: { width: number; height: number }) {
  const context = await openContext(browser, { language, viewport });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ownNetwork() });
  return context.newPage();
}

/** An unused Iraqi mobile for this run: +96477 then eight digits from the clock and a counter. */
let phones = 0;
const newPhone = () =>
  `+96477${String((Date.now() % 1_000_000) * 100 + (phones += 1))
    .padStart(8, '0')
    .slice(-8)}`;
const local = (e164: string) => `0${e164.slice(4)}`;
const easternArabic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** Screenshots also go where the reviewer looks (SHOTS_DIR), when one is named. */
async function shot(page: Page, name: string, language: Language, size: string) {
  await capture(page, 'phone', name, language, size);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const file = `phone-${name}-${language}-${size}.png`;
  await copyFile(path.join(import.meta.dirname, '..', 'artifacts', file), path.join(dir, file));
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('customerToken'));

/**
 * Types the phone and asks for a code. A phone just sent one waits out its resend timer (30 s
 * after the first code): the answer says so, and the reader asks again until the code goes.
 */
async function askCode(
  expect: ExpectStatic,
  page: Page,
  typed: string,
  phone: string,
  skip: number,
) {
  await page.getByTestId('phone-code-phone').fill(typed);
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('phone-code-entry').isVisible()) return true;
        await page.getByTestId('phone-code-send').click();
        await page
          .locator('[data-testid="phone-code-entry"], [data-testid="phone-code-error"]')
          .first()
          .waitFor();
        return page.getByTestId('phone-code-entry').isVisible();
      },
      { timeout: 90_000, interval: 3_000 },
    )
    .toBe(true);
  return waitForCode(inject('dataDir'), phone, { skip });
}

// Each reader waits out the 30 s resend timer before the reset code: the six run at once, so the
// waits overlap (one after another they took three and a half minutes, idle).
describe.concurrent(
  'sign up with only a phone number, and reset a forgotten password by phone',
  () => {
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        it(`${language} ${size}: a new customer signs up with a code from the outbox, then resets the password by phone`, async ({
          expect,
        }) => {
          const phone = newPhone();
          const page = await openFromOwnNetwork(language, viewport);
          try {
            await page.goto('/login');
            await settled(page);
            await shot(page, 'login', language, size);
            await page.getByTestId('login-phone-link').click();
            await page.getByTestId('phone-code-request').waitFor();
            await shot(page, 'enter-phone', language, size);

            // An Arabic keyboard types Eastern-Arabic digits: the same phone.
            const typed = language === 'en' ? local(phone) : easternArabic(local(phone));
            const code = await askCode(expect, page, typed, phone, 0);
            await expect
              .poll(() => page.getByTestId('phone-code-sent-phone').textContent())
              .toBe(
                `${local(phone).slice(0, 4)} ${local(phone).slice(4, 7)} ${local(phone).slice(7)}`,
              );
            await expect.poll(() => page.getByTestId('phone-code-resend').isDisabled()).toBe(true);
            await shot(page, 'enter-code', language, size);

            // A wrong code is refused beside the field.
            await page.getByTestId('phone-code-code').fill(code === '000000' ? '111111' : '000000');
            await page.getByTestId('phone-code-verify').click();
            await page.getByTestId('phone-code-code-error').waitFor();
            await shot(page, 'wrong-code', language, size);

            await page.getByTestId('phone-code-code').fill(code);
            await page.getByTestId('phone-code-verify').click();
            await page.getByTestId('phone-register-form').waitFor();
            await shot(page, 'register', language, size);
            await page
              .getByTestId('phone-register-name')
              .fill(language === 'en' ? 'Aram Kawa' : 'ئارام کاوە');
            await page.getByTestId('phone-register-submit').click();
            await page.waitForURL((url) => url.pathname === '/');
            expect(await storedToken(page)).toBeTruthy();

            // Signed out, the customer has forgotten (never had) a password: reset by phone.
            await page.evaluate(() => localStorage.removeItem('customerToken'));
            await page.goto('/login');
            await settled(page);
            await page.getByTestId('login-forgot-link').click();
            await page.getByTestId('forgot-by-phone').waitFor();
            await shot(page, 'forgot', language, size);
            await page.getByTestId('forgot-by-email').click();
            await shot(page, 'forgot-email', language, size);
            await page.getByTestId('forgot-by-phone').click();
            const resetCode = await askCode(expect, page, local(phone), phone, 1);
            await page.getByTestId('phone-code-code').fill(resetCode);
            await page.getByTestId('phone-code-verify').click();
            await page.getByTestId('new-password-form').waitFor();
            await shot(page, 'new-password', language, size);
            await page.getByTestId('new-password').fill('a new password 2026');
            await page.getByTestId('new-password-confirm').fill('a new password 2026');
            await page.getByTestId('new-password-submit').click();
            await page.waitForURL((url) => url.pathname === '/');
            expect(await storedToken(page)).toBeTruthy();

            // The new password signs in.
            const login = await page.evaluate(
              async (body) =>
                (
                  await fetch('/api/customer/customer-login', {
                    method: 'POST',
                    headers: { 'Content-Type': 'application/json' },
                    body: JSON.stringify(body),
                  })
                ).status,
              { phone, password: 'a new password 2026' },
            );
            expect(login).toBe(200);
          } finally {
            await page.context().close();
          }
        }, 180_000);
      }
    }
  },
);
