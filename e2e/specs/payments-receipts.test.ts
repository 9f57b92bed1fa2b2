import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDinar } from '@chapkhana/shared/pricing';
import { launchBrowser, type Language } from '../support/browser';
import { payWithQiLookalike, placedOrderOn } from '../support/placed-order';
import { capture, SIZES } from '../support/screens';
import { startShop, type RunningShop } from '../support/server';

/**
 * Issue 38's receipts in the browser: a customer who paid with Qi Card opens their order's page,
 * downloads the payment's receipt, and the PDF's text read back with pdf.js is the right Kurdish
 * or Arabic (shaped and right to left on the page; logical order when read back).
 */
let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await startShop({ PAYMENTS_LOOKALIKE: 'true' });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const EXPECTED: Record<Language, { title: string; amount: string; method: string; dinar: string }> =
  {
    kr: {
      title: 'پسوڵەی پارەدان',
      amount: 'بڕی پارە',
      method: 'کی کارد (Qi Card)',
      dinar: 'دینار',
    },
    ar: { title: 'إيصال دفع', amount: 'المبلغ', method: 'كي كارد (Qi Card)', dinar: 'دينار' },
    en: { title: 'Payment receipt', amount: 'Amount', method: 'Qi Card', dinar: 'IQD' },
  };

async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : []));
}

describe('a payment receipt from the order page', () => {
  it.each(['kr', 'ar', 'en'] as const)(
    '%s: downloads the Qi Card receipt and reads it back',
    async (language) => {
      for (const [size, viewport] of SIZES) {
        const { customer, api, orderId, page } = await placedOrderOn(browser, shop, {
          language,
          viewport,
          name: 'Shilan Aziz',
          city: 'Erbil',
          address: 'Ankawa, Street 40',
        });
        // The plain download link carries the sign-in cookie a real sign-in sets.
        await page
          .context()
          .addCookies([{ name: 'customerToken', value: customer.token, url: shop.baseUrl }]);
        await payWithQiLookalike(shop, customer.token, orderId);
        await expect.poll(async () => (await api.order(orderId)).payment_status).toBe('paid');
        const total = (await api.order(orderId)).price;

        await page.goto(`/dashboard/order/details/${orderId}`);
        const link = page.getByTestId('order-receipt-download');
        await link.waitFor();
        await link.scrollIntoViewIfNeeded();
        await capture(page, 'receipts', 'order-page', language, size);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{6}\.pdf$/);
        const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
        const expected = EXPECTED[language];
        expect(text).toEqual(
          expect.arrayContaining([
            expected.title,
            expected.amount,
            expected.method,
            `${formatDinar(total)} ${expected.dinar}`,
          ]),
        );
        await page.context().close();
      }
    },
  );
});
