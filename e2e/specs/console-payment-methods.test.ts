import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LANGUAGES } from '@chapkhana/shared/languages';
import { launchBrowser } from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { openConsoleAs, staffCall } from '../support/staff';
import { consoleText, toast } from '../support/translations';

/**
 * Issue 38, on the console's screen: the admin sees every way to pay and where it stands on this
 * shop (the demo's shop has cash on delivery alone set up), switches one off and on, and cannot
 * switch off the last one. The storefront's list follows.
 */
const ADMIN = 'admin@chapkhana.example';

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  // ZainCash is on again for the specs that follow, whatever happened here.
  await staffCall(ADMIN, 'PUT', '/admin/payment-methods/zaincash', { enabled: true });
  await browser?.close();
});

const offered = async () =>
  (
    (await (await fetch(`${baseUrl}/api/home/payment-methods`)).json()) as {
      methods: { id: string }[];
    }
  ).methods.map((method) => method.id);

describe("the admin's payment methods", () => {
  for (const language of LANGUAGES) {
    it(`lists every method, switches one off and on, and keeps the last one on (${language})`, async () => {
      for (const [size, viewport] of SIZES) {
        const admin = await openConsoleAs(browser, ADMIN, language, viewport);
        await admin.goto('/console/admin/payment-methods');
        const cash = admin.getByTestId('payment-method-cod');
        await cash.waitFor();
        expect(await admin.locator('h1').innerText()).toBe(
          consoleText(language, 'paymentMethods.title'),
        );
        await expect
          .poll(() => cash.innerText())
          .toContain(consoleText(language, 'paymentMethods.offered'));
        const zaincash = admin.getByTestId('payment-method-zaincash');
        expect(await zaincash.innerText()).toContain(
          consoleText(language, 'paymentMethods.notSetUp'),
        );
        // Every logo is drawn (a broken image has no natural width).
        const logos = admin.locator('[data-testid^="payment-method-"] img');
        expect(await logos.count()).toBe(5);
        await expect
          .poll(() =>
            logos.evaluateAll((images) =>
              images.every((i) => (i as HTMLImageElement).naturalWidth > 0),
            ),
          )
          .toBe(true);
        await capture(admin, 'payment-methods', 'list', language, size);

        // The last way to pay stays on, and the reader is told why.
        await cash
          .getByRole('button', { name: consoleText(language, 'paymentMethods.switchOff') })
          .click();
        await toast(admin, consoleText(language, 'apiErrors.last_payment_method')).waitFor();
        expect(await offered()).toEqual(['cod']);
        await capture(admin, 'payment-methods', 'last-one', language, size);

        // A method not set up here can be switched: it says so, and who did it.
        await zaincash
          .getByRole('button', { name: consoleText(language, 'paymentMethods.switchOff') })
          .click();
        await expect
          .poll(() => zaincash.innerText())
          .toContain(consoleText(language, 'paymentMethods.switchedOff'));
        await capture(admin, 'payment-methods', 'switched-off', language, size);
        await zaincash
          .getByRole('button', { name: consoleText(language, 'paymentMethods.switchOn') })
          .click();
        await expect
          .poll(() => zaincash.innerText())
          .not.toContain(consoleText(language, 'paymentMethods.switchedOff'));
        expect(await zaincash.innerText()).toContain(
          consoleText(language, 'paymentMethods.notSetUp'),
        );
        expect(await offered()).toEqual(['cod']);
        await admin.context().close();
      }
    });
  }
});
