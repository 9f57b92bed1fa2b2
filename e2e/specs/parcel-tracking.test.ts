import type { CashParcel } from '@chapkhana/shared/cash';
import type { ConsoleParcel } from '@chapkhana/shared/parcels';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMessage } from '../../apps/api/test/helpers/phone-outbox';
import { launchBrowser, openSignedIn, type Language } from '../support/browser';
import { BAGHDAD, baghdadCashOrder } from '../support/parcels';
import { shopApi } from '../support/shop-api';
import { capture, SIZES } from '../support/screens';
import { openConsoleAs, staffCall, staffToken } from '../support/staff';
import { consoleText, text } from '../support/translations';

// Issue 36, tracking: the demo's Baghdad print house is connected to the look-alike Al-Waseet
// (the e2e shop runs with COURIER_LOOKALIKE=true and a 2-second poll, support/global-setup.ts).
// A cash order's part is made ready and handed to the courier, its label prints, and the
// customer's open order page follows the parcel to delivered as the look-alike moves it; the
// seller's Cash screen shows it collected, then settled once the courier's invoice is received.
const COURIER = '/lookalike/couriers/alwaseet/__control';

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

/** A call to the look-alike courier's test controls (no sign-in: they exist only in the demo). */
async function courierControl<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${COURIER}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('a parcel handed to the look-alike courier, followed to delivered', () => {
  for (const language of ['kr', 'ar'] as const satisfies Language[]) {
    it(`hand-over, label, the customer's open order page live to delivered, cash collected (${language})`, async () => {
      const { customer, orderId, part } = await baghdadCashOrder(language);

      // Made ready (the lifecycle's step before the courier), then handed over in one step.
      await staffCall(BAGHDAD, 'PATCH', `/seller/orders/${part._id}`, {
        delivery_status: 'preparing',
      });
      const { parcel } = await staffCall<{ parcel: ConsoleParcel }>(
        BAGHDAD,
        'POST',
        `/seller/orders/${part._id}/handover`,
        {},
      );
      expect(parcel).toMatchObject({ carrier: 'alwaseet', state: 'created', simulation: true });
      expect(parcel.waybill).toBeTruthy();
      expect(parcel.courierOrderId).toBeTruthy();
      expect(Number(parcel.cashToCollect.replace(/,/g, ''))).toBe(Number(part.parcel.amount));

      // The label prints: our route answers the courier's PDF.
      const label = await fetch(`${baseUrl}${parcel.labelUrl}`, {
        headers: { Authorization: `Bearer ${staffToken(BAGHDAD)}` },
      });
      expect(label.status).toBe(200);
      expect(label.headers.get('content-type')).toMatch(/application\/pdf/);
      expect(
        Buffer.from(await label.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // The customer's order page, left open: the parcel handed over, its waybill left to right.
      const page = await openSignedIn(browser, customer.token, language);
      await page.goto(`/dashboard/order/details/${orderId}`);
      const card = page.locator(`[data-testid="parcel"][data-part-id="${part._id}"]`);
      await card.getByTestId('parcel-waybill').filter({ hasText: parcel.waybill! }).waitFor();
      expect(await card.getByTestId('parcel-waybill').locator('bdi').getAttribute('dir')).toBe(
        'ltr',
      );
      // The customer hears of it (issue 37): a message with the waybill, in the language they
      // signed up in (Kurdish, support/customers.ts), in the outbox the demo writes WhatsApp and
      // SMS messages to.
      const shipped = await waitForMessage(inject('dataDir'), customer.phone, {
        kind: 'order-shipped',
        timeoutMs: 30_000,
      });
      expect(shipped).toMatchObject({ language: 'kr', channel: 'whatsapp' });
      expect(shipped.text).toContain(parcel.waybill!);

      // The look-alike moves the parcel along its "delivered" script, one step a call.
      let status = '';
      for (let step = 0; step < 10; step += 1) {
        const { data: moved } = await courierControl<{ data: { status_id: string } }>(
          `/orders/${encodeURIComponent(parcel.courierOrderId!)}/advance`,
          { script: 'delivered' },
        );
        if (moved.status_id === status) break;
        status = moved.status_id;
      }
      // The open page follows it (the poller reads the courier, parcel:update reads it again).
      await card
        .getByTestId('parcel-state')
        .filter({ hasText: text(language, 'parcels.state.delivered') })
        .waitFor({ timeout: 120_000 });
      expect(await card.getByTestId('parcel-event').first().innerText()).toContain(
        text(language, 'parcels.state.delivered'),
      );
      // …and of the delivery.
      const delivered = await waitForMessage(inject('dataDir'), customer.phone, {
        kind: 'order-delivered',
        timeoutMs: 30_000,
      });
      expect(delivered.text).toContain(
        String((await shopApi(baseUrl, customer.token).order(orderId)).orderNumber),
      );
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await card.scrollIntoViewIfNeeded();
        await capture(page, 'parcel-tracking', 'delivered', language, size);
      }
      await page.context().close();
      if (language === 'kr') {
        // The same page for an English reader, for a person to look at.
        const english = await openSignedIn(browser, customer.token, 'en');
        await english.goto(`/dashboard/order/details/${orderId}`);
        await english
          .getByTestId('parcel-state')
          .filter({ hasText: text('en', 'parcels.state.delivered') })
          .waitFor();
        for (const [size, viewport] of SIZES) {
          await english.setViewportSize(viewport);
          await english.getByTestId('order-parcels').scrollIntoViewIfNeeded();
          await capture(english, 'parcel-tracking', 'delivered', 'en', size);
        }
        await english.context().close();
      }

      // The seller's cash: the parcel's own amount collected by the courier, not yet settled.
      const { items } = await staffCall<{ items: CashParcel[] }>(
        BAGHDAD,
        'GET',
        '/seller/cash/parcels?state=collected',
      );
      const collected = items.find((item) => item._id === parcel._id);
      expect(collected).toMatchObject({
        cashState: 'collected',
        state: 'delivered',
        cashAmountIqd: Number(part.parcel.amount),
        cashSettledAt: null,
      });

      // The Cash screen shows it collected; the courier's invoice, once received, settles it.
      const console = await openConsoleAs(browser, BAGHDAD, language);
      await console.goto('/console/seller/cash');
      await console.getByTestId('figure-collected').first().click();
      await console.getByTestId('cash-parcels').getByText(parcel.waybill!).first().waitFor();
      await courierControl('/invoices', { username: 'demo-merchant' });
      await console
        .getByRole('button', { name: consoleText(language, 'cash.sync'), exact: false })
        .first()
        .click();
      const received = console.getByRole('button', {
        name: consoleText(language, 'cash.received'),
      });
      await received.first().waitFor();
      // Every invoice not yet received (another run's parcels may share one), ours among them.
      while ((await received.count()) > 0) {
        const before = await received.count();
        await received.first().click();
        // A flagged invoice asks to accept its difference first (the courier keeps its fee).
        const confirm = console
          .getByTestId('difference-dialog')
          .getByRole('button', { name: consoleText(language, 'cash.acceptDifference') });
        await expect
          .poll(
            async () => {
              if (await confirm.isVisible()) await confirm.click();
              return received.count();
            },
            { timeout: 120_000 },
          )
          .toBeLessThan(before);
      }
      await console.getByTestId('figure-settled').first().click();
      await console.getByTestId('cash-parcels').getByText(parcel.waybill!).first().waitFor();
      for (const [size, viewport] of SIZES) {
        await console.setViewportSize(viewport);
        await capture(console, 'parcel-tracking', 'cash-settled', language, size);
      }
      await console.context().close();
    });
  }
});
