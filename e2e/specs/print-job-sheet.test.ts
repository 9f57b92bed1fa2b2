import type { SellerOrder } from '@chapkhana/shared/orders';
import type { PrintJob } from '@chapkhana/shared/print';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfOfSize } from '../../apps/api/test/helpers/print-files';
import { launchBrowser, openContext, openSignedIn, type Language } from '../support/browser';
import { newPhone, registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { staffToken } from '../support/staff';
import { addressParts } from '../support/address';

// Issue 35.10 and 35.12: a customer approves a proof only after ticking that they checked
// spelling, numbers and colours; the seller's job sheet then prints on one A4 page in every
// language, with trim, bleed, sides, the approved proof, the due date and a QR code, and no
// raw translation key.
const SELLER = 'erbil@chapkhana.example'; // Hawler Print House sells the business cards
const CARDS = 'custom-business-cards';
const CHOICE = {
  size: '85x55',
  sides: 'one-sided',
  paper: 'silk-400',
  finish: 'matt-lamination',
  turnaround: 'standard',
};
const CARD_SIZE = { widthMm: 91, heightMm: 61 }; // 85 × 55 mm trim + 3 mm bleed a side
const LANGUAGES: Language[] = ['ar', 'kr', 'en'];
/** What a translation key left untranslated looks like in a page's text. */
const RAW_KEY = /\b(print|job|orderPage|preflight|orders|money|fieldErrors|status)\.[a-zA-Z_]+/;

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

async function call<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const pdfForm = (fields: Record<string, string>, file: Buffer, name: string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  return form;
};

/** A customer's order of 500 business cards with checked artwork, cash on delivery, and the seller's first proof. */
async function orderWithProof(customer: Customer) {
  const shop = shopApi(baseUrl, customer.token);
  const product = await shop.product(CARDS);
  const { artwork } = await call<{ artwork: { _id: string } }>(
    PRINT_ROUTES.artwork,
    customer.token,
    {
      method: 'POST',
      body: pdfForm(
        { productId: product._id, options: JSON.stringify(CHOICE) },
        await pdfOfSize(CARD_SIZE),
        'card.pdf',
      ),
    },
  );
  await call(PRINT_ROUTES.addToCart, customer.token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      productId: product._id,
      options: CHOICE,
      quantity: 500,
      artworkIds: [artwork._id],
    }),
  });
  const orderId = await shop.placeOrder(customer.id, {
    place: 'ماڵ',
    name: customer.name,
    address: 'شەقامی ١٠٠ مەتری، نزیک بازاڕی نیشتمان',
    phone: customer.phone,
    city: 'هەولێر',
    ...addressParts('هەولێر'),
  });
  await call(`/api/order/confirm/${orderId}`, customer.token, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentMethod: 'cod' }),
  });
  const { jobs } = await call<{ jobs: PrintJob[] }>(
    PRINT_ROUTES.customerJobs(orderId),
    customer.token,
  );
  const lineId = jobs[0]!.orderLineId;
  await call(PRINT_ROUTES.sellerProof(lineId), staffToken(SELLER), {
    method: 'POST',
    body: pdfForm({ comment: 'First proof' }, await pdfOfSize(CARD_SIZE), 'proof-1.pdf'),
  });
  const { items } = await call<{ items: SellerOrder[] }>(
    '/api/seller/orders?perPage=50',
    staffToken(SELLER),
  );
  const part = items.find((item) => item.orderId === orderId);
  if (!part) throw new Error(`order ${orderId} has no part of ${SELLER}`);
  return { orderId, lineId, partId: part._id };
}

const jobState = (page: Page) =>
  page.getByTestId('print-job-state').first().getAttribute('data-state');

async function pageCount(pdf: Buffer): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

describe('proof approval and the printed job sheet', () => {
  it('asks the customer to confirm the checks, then prints a one-page job sheet in ar, kr and en', async () => {
    const customer = await registerCustomer(
      { baseUrl, dataDir: inject('dataDir') },
      { name: 'ئاسۆ کەریم', phone: newPhone(), password: 'job-sheet-buyer-2026' },
    );
    const { orderId, partId } = await orderWithProof(customer);

    // The proof waiting for the customer, in every language and size.
    for (const language of LANGUAGES) {
      for (const [size, viewport] of SIZES) {
        const page = await openSignedIn(browser, customer.token, language, viewport);
        await page.goto(`/dashboard/order/details/${orderId}`);
        await page.getByTestId('proof-actions').waitFor();
        await page.getByTestId('proof-actions').scrollIntoViewIfNeeded();
        await capture(page, 'job-sheet', 'proof-approval', language, size);
        await page.context().close();
      }
    }

    // Approving without the tick sends nothing and says why; with it, the proof is approved.
    const page = await openSignedIn(browser, customer.token, 'ar', SIZES[0][1]);
    await page.goto(`/dashboard/order/details/${orderId}`);
    await page.getByTestId('proof-actions').waitFor();
    await page.waitForLoadState('networkidle');
    let approvals = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/approve')) approvals += 1;
    });
    await page.getByTestId('proof-approve').click();
    await page.getByTestId('proof-checked-error').waitFor();
    expect(await page.getByTestId('proof-checked').getAttribute('aria-invalid')).toBe('true');
    await capture(page, 'job-sheet', 'proof-unchecked', 'ar', 'phone');
    expect(approvals).toBe(0);
    expect(await jobState(page)).toBe('awaiting_approval');
    await page.getByTestId('proof-checked').check();
    await page.getByTestId('proof-approve').click();
    await expect.poll(() => jobState(page)).toBe('approved');
    expect(approvals).toBe(1);
    await page.context().close();

    // The seller's job sheet: everything the workshop needs, on one A4 page, in each language.
    for (const language of LANGUAGES) {
      const context = await openContext(browser, { language });
      await context.addInitScript(
        (token) => localStorage.setItem('staffToken', token),
        staffToken(SELLER),
      );
      const desk = await context.newPage();
      await desk.goto(`/console/seller/orders/${partId}`);
      const spec = desk.getByTestId('print-job-spec');
      await spec.waitFor();
      await desk.waitForLoadState('networkidle');
      await desk.evaluate(() => document.fonts.ready);
      expect(await desk.getByTestId('print-job-approved-proof').innerText()).toMatch(/1/);
      expect(await desk.getByTestId('print-job-trim').innerText()).toMatch(/85 × 55/);
      expect(await desk.getByTestId('print-job-bleed').innerText()).toMatch(/3/);
      expect(await desk.getByTestId('print-job-due').innerText()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(await desk.getByTestId('order-line-row').count()).toBe(0);

      await desk.emulateMedia({ media: 'print' });
      expect(await desk.getByTestId('order-qr').isVisible()).toBe(true);
      expect(await desk.getByTestId('figure-total').isVisible()).toBe(true);
      const sheetText = await desk.evaluate(() => document.body.innerText);
      expect(sheetText).not.toMatch(RAW_KEY);
      for (const [size, viewport] of SIZES) {
        await desk.setViewportSize(viewport);
        await capture(desk, 'job-sheet', 'sheet', language, size);
      }
      const pdf = await desk.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
      expect(await pageCount(pdf), `the ${language} job sheet`).toBe(1);
      await context.close();
    }
  }, 240_000);
});
