import type { ConsoleParcel } from '@chapkhana/shared/parcels';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSignedIn, type Language } from '../support/browser';
import { BAGHDAD, baghdadCashOrder } from '../support/parcels';
import { capture, SIZES } from '../support/screens';
import { openConsoleAs, staffCall, staffToken } from '../support/staff';
import { consoleText } from '../support/translations';

// Issue 36, the hand-over on the screen: the demo's Baghdad print house (connected to the
// look-alike Al-Waseet, as a simulation) opens a ready part of a cash order in the console,
// presses "Hand to the courier", checks the dialog (the area from the courier's list, matched or
// picked) and confirms; the waybill shows, the label prints (the courier's PDF), and the
// customer's order page shows the same waybill.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A shown amount ("IQD 5,000", "٥,٠٠٠"-free) as a number. */
const amountOf = (shown: string) =>
  Number((/\d[\d,]*/.exec(shown)?.[0] ?? 'NaN').replace(/,/g, ''));

describe('a seller hands a part to its courier from the console', () => {
  for (const language of ['kr', 'ar'] as const satisfies Language[]) {
    it(`the hand-over dialog, the waybill, the label and the customer's page (${language})`, async () => {
      const { customer, orderId, part } = await baghdadCashOrder(language);
      // Made ready, the lifecycle's step before the courier.
      await staffCall(BAGHDAD, 'PATCH', `/seller/orders/${part._id}`, {
        delivery_status: 'preparing',
      });

      const console = await openConsoleAs(browser, BAGHDAD, language);
      await console.goto(`/console/seller/orders/${part._id}`);
      const panel = console.getByTestId('parcel-panel');
      const handOver = panel.getByTestId('hand-to-courier');
      await handOver.waitFor();
      expect(await handOver.isEnabled()).toBe(true);
      await handOver.click();

      const dialog = console.getByTestId('handover-dialog');
      await dialog.waitFor();
      // The cash the courier collects is this part's own amount.
      expect(amountOf(await dialog.getByTestId('handover-cash').innerText())).toBe(
        Number(part.parcel.amount),
      );
      // The area: the one matched from the courier's list, else the reader picks one.
      const region = dialog.getByTestId('handover-region');
      if ((await region.inputValue()) === '') {
        const first = await region.locator('option:not([value=""])').first().getAttribute('value');
        await region.selectOption(first!);
      }
      expect(await region.inputValue()).not.toBe('');
      for (const [size, viewport] of SIZES) {
        await console.setViewportSize(viewport);
        await capture(console, 'console-handover', 'dialog', language, size);
      }
      if (language === 'kr') {
        // The same dialog for an English reader, for a person to look at (not confirmed there).
        const english = await openConsoleAs(browser, BAGHDAD, 'en');
        await english.goto(`/console/seller/orders/${part._id}`);
        await english.getByTestId('hand-to-courier').click();
        await english.getByTestId('handover-dialog').waitFor();
        for (const [size, viewport] of SIZES) {
          await english.setViewportSize(viewport);
          await capture(english, 'console-handover', 'dialog', 'en', size);
        }
        await english.context().close();
      }

      // Confirmed once: the waybill shows.
      await dialog.getByTestId('handover-confirm').click();
      await dialog.getByTestId('handover-done').waitFor({ timeout: 120_000 });
      const waybill = (await dialog.getByTestId('handover-waybill').innerText()).trim();
      expect(waybill).not.toBe('');
      const { parcel } = await staffCall<{ parcel: ConsoleParcel | null }>(
        BAGHDAD,
        'GET',
        `/seller/orders/${part._id}/handover`,
      );
      expect(parcel).toMatchObject({ carrier: 'alwaseet', waybill, simulation: true });
      for (const [size, viewport] of SIZES) {
        await console.setViewportSize(viewport);
        await capture(console, 'console-handover', 'done', language, size);
      }

      // The label prints: the courier's PDF, opened in a tab of its own.
      const [label, tab] = await Promise.all([
        console.waitForResponse((response) => /\/label$/.test(new URL(response.url()).pathname)),
        console.context().waitForEvent('page'),
        dialog.getByTestId('print-label').click(),
      ]);
      expect(label.status()).toBe(200);
      expect(label.headers()['content-type']).toMatch(/application\/pdf/);
      // The page keeps the fetched body to itself: the same route, asked again, answers the PDF.
      await tab.close();
      const pdf = await fetch(label.url(), {
        headers: { Authorization: `Bearer ${staffToken(BAGHDAD)}` },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // Closed: the order page keeps the waybill and the label; the button is gone.
      await dialog
        .getByRole('button', { name: consoleText(language, 'couriers.done'), exact: true })
        .click();
      await panel.getByTestId('sheet-waybill').filter({ hasText: waybill }).waitFor();
      expect(await panel.getByTestId('hand-to-courier').count()).toBe(0);
      expect(await panel.getByTestId('print-label').count()).toBe(1);
      await console.context().close();

      // The customer's order page shows the waybill, left to right.
      const page = await openSignedIn(browser, customer.token, language);
      await page.goto(`/dashboard/order/details/${orderId}`);
      const card = page.locator(`[data-testid="parcel"][data-part-id="${part._id}"]`);
      await card.getByTestId('parcel-waybill').filter({ hasText: waybill }).waitFor();
      expect(await card.getByTestId('parcel-waybill').locator('bdi').getAttribute('dir')).toBe(
        'ltr',
      );
      await page.context().close();
    });
  }
});
