import type { PrintJob } from '@chapkhana/shared/print';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfOfSize } from '../../apps/api/test/helpers/print-files';
import { launchBrowser, openContext, type Language } from '../support/browser';
import { newPhone, registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { staffToken } from '../support/staff';
import { addressParts } from '../support/address';

// Issue 35: page thumbnails of the design and the proof, trim and bleed drawn over, for the
// customer and the seller; and the reorder of a job whose proof was approved, which offers to
// reuse that proof.
const SELLER = 'erbil@chapkhana.example'; // Hawler Print House sells the business cards
const CARDS = 'custom-business-cards';
const CARD_SIZE = { widthMm: 91, heightMm: 61 }; // 85 × 55 mm trim + 3 mm bleed a side

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(token: string, method: string, path: string, body?: unknown | FormData) {
  const form = body instanceof FormData;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const pdfForm = async (fields: Record<string, string>, name: string) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const file = await pdfOfSize(CARD_SIZE);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  return form;
};

/** An order of business cards with a design whose proof the customer approved. */
async function approvedCardsOrder(customer: Customer) {
  const { product } = await (await fetch(`${baseUrl}/api/home/product-details/${CARDS}`)).json();
  const options = Object.fromEntries(
    (product.print.options as { id: string; values: { id: string }[] }[]).map((group) => [
      group.id,
      group.values[0]!.id,
    ]),
  );
  const quantity = product.print.tiers[0].minQuantity as number;
  const { artwork } = await api<{ artwork: { _id: string } }>(
    customer.token,
    'POST',
    '/home/print/artwork',
    await pdfForm({ productId: product._id, options: JSON.stringify(options) }, 'card.pdf'),
  );
  await api(customer.token, 'POST', '/home/print/cart', {
    productId: product._id,
    options,
    quantity,
    artworkIds: [artwork._id],
  });
  const { orderId } = await api<{ orderId: string }>(
    customer.token,
    'POST',
    '/home/order/place-order',
    {
      userId: customer.id,
      shippingInfo: {
        place: 'ماڵ',
        name: customer.name,
        address: 'شەقامی ٦٠ مەتری',
        phone: customer.phone,
        city: 'هەولێر',
        ...addressParts('هەولێر'),
      },
    },
  );
  await api(customer.token, 'PUT', `/order/confirm/${orderId}`, { paymentMethod: 'cod' });
  const jobsOf = async () =>
    (await api<{ jobs: PrintJob[] }>(customer.token, 'GET', `/home/print/orders/${orderId}`))
      .jobs[0]!;
  const job = await jobsOf();
  await api(
    staffToken(SELLER),
    'POST',
    `/seller/print/lines/${job.orderLineId}/proofs`,
    await pdfForm({}, 'proof.pdf'),
  );
  const proofId = (await jobsOf()).proofs[0]!._id;
  await api(customer.token, 'POST', `/home/print/lines/${job.orderLineId}/approve`, {
    proofId,
    checked: true,
  });
  return { orderId, sellerOrderId: job.sellerOrderId };
}

/** A context signed in as `cookie`'s owner: its token kept by the app and its cookie, as after a sign-in. */
async function signedIn(
  language: Language,
  viewport: { width: number; height: number },
  storage: 'customerToken' | 'staffToken',
  token: string,
): Promise<BrowserContext> {
  const context = await openContext(browser, { language, viewport });
  await context.addCookies([{ name: storage, value: token, url: baseUrl }]);
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [storage, token] as const,
  );
  return context;
}

/** Every thumbnail in `where` has loaded a picture (the browser drew it). */
async function thumbnailsDrawn(where: Locator) {
  const images = where.getByTestId('file-thumbnail');
  await images.first().waitFor();
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  return images.count();
}

async function showThumbnails(page: Page, section: Locator) {
  await section.first().scrollIntoViewIfNeeded();
  return thumbnailsDrawn(section.first());
}

describe('page thumbnails and the reorder with the approved proof', () => {
  it('shows the design and the proof to both, and the reorder takes the approved proof', async () => {
    const customer = await registerCustomer(
      { baseUrl, dataDir: inject('dataDir') },
      { name: 'Print Previews', phone: newPhone(), password: 'print-previews-buyer-2026' },
    );
    const { orderId, sellerOrderId } = await approvedCardsOrder(customer);

    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        // The customer's order page: the design's and the proof's first page, trim drawn over.
        const shopper = await signedIn(language, viewport, 'customerToken', customer.token);
        const page = await shopper.newPage();
        await page.goto(`/dashboard/order/details/${orderId}`);
        const job = page.getByTestId('print-job');
        await job.waitFor();
        expect(await showThumbnails(page, job.getByTestId('print-job-artwork'))).toBe(1);
        expect(await showThumbnails(page, job.getByTestId('print-job-proofs'))).toBe(1);
        await capture(page, 'print-previews', 'customer-thumbnails', language, size);
        await job.getByTestId('print-reorder-choice').scrollIntoViewIfNeeded();
        await capture(page, 'print-previews', 'reorder-choice', language, size);
        await shopper.close();

        // The seller's order page: the same thumbnails, in the console.
        const seller = await signedIn(language, viewport, 'staffToken', staffToken(SELLER));
        const desk = await seller.newPage();
        await desk.goto(`/console/seller/orders/${sellerOrderId}`);
        await desk.getByTestId('print-jobs').waitFor();
        expect(await showThumbnails(desk, desk.getByTestId('print-artwork'))).toBe(1);
        expect(await showThumbnails(desk, desk.getByTestId('print-proofs'))).toBe(1);
        await desk.getByTestId('print-artwork').scrollIntoViewIfNeeded();
        await capture(desk, 'print-previews', 'seller-thumbnails', language, size);
        await seller.close();
      }
    }

    // Reorder with the approved proof: the cart line says so, and the new job starts approved.
    const shopper = await signedIn('en', SIZES[1][1], 'customerToken', customer.token);
    const page = await shopper.newPage();
    await page.goto(`/dashboard/order/details/${orderId}`);
    await page.getByTestId('print-reorder-reuse').click();
    await page.waitForURL('**/card');
    await page.getByTestId('print-line-reuses-proof').waitFor();
    await capture(page, 'print-previews', 'cart-reuses-proof', 'en', 'desktop');
    await shopper.close();
    // Two people, two uploads, and every page's thumbnails drawn from the PDFs in the file
    // checker's child, which yields the cores to the server: 60 s was passed at load average 10.
  }, 240_000);
});
