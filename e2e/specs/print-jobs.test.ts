import { localisedName } from '@chapkhana/shared/languages';
import type { SellerOrder } from '@chapkhana/shared/orders';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfOfSize } from '../../apps/api/test/helpers/print-files';
import {
  DESKTOP,
  launchBrowser,
  openContext,
  PHONE,
  typePricesInDollars,
  type Language,
} from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { capture } from '../support/screens';
import { staffToken } from '../support/staff';
import { ERBIL_ADDRESS, fillShippingForm } from '../support/address';

// Issue 19 on the screens: a customer configures business cards, sends a design that fails the
// preflight and one that passes, orders; the seller sees the job and sends a proof; the customer
// asks for a change, then approves; only then does the part go into production; the customer
// reorders the job.
const SELLER = 'erbil@chapkhana.example'; // Hawler Print House sells the business cards
const CARDS = 'custom-business-cards';
const names = {
  silk: { enName: '400 g silk', kuName: '400 گرام ئاوریشمی', arName: '400 غرام حريري' },
  lamination: { enName: 'Matt lamination', kuName: 'سێلۆفانی مات', arName: 'تغليف مطفي' },
  size: { enName: '85 × 55 mm', kuName: '85 × 55 ملم', arName: '85 × 55 ملم' },
};

let browser: Browser;
let baseUrl: string;
let phones = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

async function newCustomer(language: Language): Promise<Customer> {
  phones += 1;
  const phone = `0751 ${String(Date.now()).slice(-3)} ${String(2000 + phones).slice(-4)}`;
  return registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: `Print Jobs ${language}`, phone, password: 'print-jobs-buyer-2026' },
  );
}

async function storefrontAs(
  customer: Customer,
  language: Language,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await openContext(browser, { language, viewport });
  await context.addInitScript((token) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', token);
  }, customer.token);
  return context;
}

async function consoleAs(login: string, language: Language): Promise<BrowserContext> {
  const context = await openContext(browser, { language });
  await context.addInitScript(
    (token) => localStorage.setItem('staffToken', token),
    staffToken(login),
  );
  return context;
}

const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

async function sellerPart(orderId: string): Promise<SellerOrder> {
  const response = await fetch(`${baseUrl}/api/seller/orders?perPage=50`, {
    headers: { Authorization: `Bearer ${staffToken(SELLER)}` },
  });
  const { items } = (await response.json()) as { items: SellerOrder[] };
  const part = items.find((item) => item.orderId === orderId);
  if (!part) throw new Error(`order ${orderId} has no part of ${SELLER}`);
  return part;
}

async function sendProof(page: Page, partId: string, file: string, comment: string) {
  await page.goto(`/console/seller/orders/${partId}`);
  const form = page.getByTestId('proof-upload');
  await form.waitFor();
  await page.waitForLoadState('networkidle');
  const proofs = await page.getByTestId('print-proof').count();
  await form.locator('input[type=file]').setInputFiles(pdf(file, await pdfOfSize(CARD_SIZE)));
  await form.locator('textarea').fill(comment);
  await page.getByTestId('proof-upload-submit').click();
  await expect.poll(() => page.getByTestId('print-proof').count()).toBe(proofs + 1);
}

const CARD_SIZE = { widthMm: 91, heightMm: 61 }; // 85 × 55 mm trim + 3 mm bleed a side

const jobState = (page: Page) =>
  page.getByTestId('print-job-state').first().getAttribute('data-state');

describe('print jobs on the screens', () => {
  it.each([
    ['kr', DESKTOP],
    ['ar', PHONE],
  ] as const)(
    'configure, preflight, order, proof, change, approve, production, reorder (%s)',
    async (language, viewport) => {
      const customer = await newCustomer(language);
      const shopper = await storefrontAs(customer, language, viewport);
      const page = await shopper.newPage();
      const size = viewport === PHONE ? 'phone' : 'desktop';

      // Configure: size, paper, finish and 500 pieces; the 500 band is the one marked.
      await page.goto(`/product/details/${CARDS}`);
      await page.getByTestId('print-configurator').waitFor();
      await page.waitForLoadState('networkidle');
      for (const choice of [names.size, names.silk, names.lamination]) {
        const radio = page.getByRole('radio', { name: localisedName(choice, language) });
        await radio.check({ force: true });
        await expect.poll(() => radio.isChecked()).toBe(true);
      }
      const quantity = page.getByTestId('print-quantity');
      await quantity.fill('500');
      await expect.poll(() => quantity.inputValue()).toBe('500');
      const current = page.locator('[data-testid="print-tier"][aria-current]');
      await expect.poll(() => current.count()).toBe(1);
      expect(await current.innerText()).toMatch(/500/);
      const total = (await page.getByTestId('print-total').innerText()).trim();
      expect(total).toMatch(/\d/);

      // A design of the wrong size is refused with the reason; the right one is accepted.
      const input = page.getByTestId('artwork-input').first();
      await input.setInputFiles(
        pdf('a4-poster.pdf', await pdfOfSize({ widthMm: 210, heightMm: 297 })),
      );
      await page.getByTestId('artwork-refused').waitFor();
      await page
        .locator('[data-testid="preflight-finding"][data-code="page_size_wrong"]')
        .first()
        .waitFor();
      await page.getByTestId('artwork-refused').scrollIntoViewIfNeeded();
      await capture(page, 'print-jobs', 'product-refused', language, size);
      await input.setInputFiles(pdf('card.pdf', await pdfOfSize(CARD_SIZE)));
      await page.getByTestId('accepted-artwork-file').first().waitFor();
      expect(await page.getByTestId('accepted-artwork-file').count()).toBe(1);
      await page.getByTestId('print-tiers').scrollIntoViewIfNeeded();
      await capture(page, 'print-jobs', 'product-tiers', language, size);
      await page.getByTestId('accepted-artwork-file').first().scrollIntoViewIfNeeded();
      await capture(page, 'print-jobs', 'product-accepted', language, size);

      // Into the cart and through checkout (cash on delivery).
      const added = page.waitForResponse(
        (r) => r.url().endsWith('/api/home/print/cart') && r.request().method() === 'POST',
      );
      await page.getByTestId('add-to-cart').click();
      expect((await added).status()).toBe(201);
      await page.goto('/card');
      const line = page.getByTestId('print-line').first();
      await line.waitFor();
      expect(await line.innerText()).toContain(localisedName(names.silk, language));
      expect(await page.getByTestId('print-line-artwork').first().innerText()).toContain(
        'card.pdf',
      );
      await capture(page, 'print-jobs', 'cart', language, size);
      await page.getByTestId('checkout-button').click();
      await page.waitForURL('**/shipping');
      await page.getByTestId('shipping-form').waitFor();
      await fillShippingForm(page, ERBIL_ADDRESS);
      await page.getByTestId('shipping-submit').click();
      await page.getByTestId('address-confirmed').waitFor();
      await page.getByTestId('place-order').click();
      await page.waitForURL(
        (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
      );
      const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
      await page.getByTestId('payment-submit').click();
      await page.waitForURL((url) => url.pathname === '/order/confirm');
      const part = await sellerPart(orderId);

      // The seller sees the options and the design; production waits for an approved proof.
      const seller = await consoleAs(SELLER, language);
      const desk = await seller.newPage();
      await desk.goto(`/console/seller/orders/${part._id}`);
      await desk.getByTestId('print-jobs').waitFor();
      const options = await desk.getByTestId('print-options').first().innerText();
      expect(options).toContain(localisedName(names.silk, language));
      expect(options).toContain(localisedName(names.lamination, language));
      const file = desk.getByTestId('print-artwork-file').first();
      expect(await file.innerText()).toContain('card.pdf');
      // The link opens with the seller's sign-in (the console's cookie or its token); nobody else's.
      const href = (await file.locator('a').first().getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/print\/artwork\//);
      expect((await fetch(`${baseUrl}${href}`)).status).toBe(404);
      const download = await desk.request.get(href, {
        headers: { Authorization: `Bearer ${staffToken(SELLER)}` },
      });
      expect(download.status()).toBe(200);
      expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await desk.getByTestId('status-held').waitFor();
      await sendProof(desk, part._id, 'proof-1.pdf', 'Proof 1');
      await capture(desk, 'print-jobs', 'seller-proof', language, 'desktop');

      // The customer asks for a change on the order page.
      await page.goto(`/dashboard/order/details/${orderId}`);
      await page.getByTestId('order-print-jobs').waitFor();
      await expect.poll(() => jobState(page)).toBe('awaiting_approval');
      // Seen once in CI: the comment box never opened after the tap (likely the job’s card drawn again
      // by a refetch as the proof's notice came in, forgetting it was asked); the tap is made
      // again until the box is there, and the flow goes on from it.
      const comment = page.getByTestId('proof-changes-comment');
      await expect
        .poll(async () => {
          if (!(await comment.isVisible())) {
            // Gone once the box opens: a missed click is not waited for.
            await page
              .getByTestId('proof-ask-changes')
              .click({ timeout: 1_000 })
              .catch(() => undefined);
          }
          return comment.isVisible();
        })
        .toBe(true);
      await comment.fill('Please make the logo larger');
      await page.getByTestId('proof-send-changes').click();
      await expect.poll(() => jobState(page)).toBe('changes_requested');
      await expect
        .poll(() => page.getByTestId('print-conversation').innerText())
        .toContain('Please make the logo larger');
      await capture(page, 'print-jobs', 'order-changes', language, size);

      // Still no production; a second proof; the customer approves it (live, without a reload).
      await desk.goto(`/console/seller/orders/${part._id}`);
      await desk.getByTestId('status-held').waitFor();
      await sendProof(desk, part._id, 'proof-2.pdf', 'Proof 2');
      await expect.poll(() => jobState(page)).toBe('awaiting_approval');
      // Approving asks the customer to say they checked spelling, numbers and colours (35.12).
      await page.getByTestId('proof-checked').check();
      await page.getByTestId('proof-approve').click();
      await expect.poll(() => jobState(page)).toBe('approved');
      await capture(page, 'print-jobs', 'order-approved', language, size);

      // Now the seller moves the part to preparing.
      await desk.goto(`/console/seller/orders/${part._id}`);
      await desk.getByTestId('print-jobs').waitFor();
      await desk.waitForLoadState('networkidle');
      expect(await desk.getByTestId('status-held').count()).toBe(0);
      const control = desk.getByTestId('order-page-status');
      await control.locator('select').selectOption('preparing');
      const moved = desk.waitForResponse(
        (r) =>
          r.url().includes(`/api/seller/orders/${part._id}`) && r.request().method() === 'PATCH',
      );
      await control.locator('button').click();
      expect((await moved).status()).toBe(200);
      await seller.close();

      // Reorder: the same options and design go back into the cart. The job's proof was
      // approved, so both are offered; this one asks for a new proof (print-previews.test.ts
      // takes the approved one).
      await page.reload();
      await page.getByTestId('print-reorder-choice').first().waitFor();
      await page.getByTestId('print-reorder-new').first().click();
      await page.waitForURL('**/card');
      const again = page.getByTestId('print-line').first();
      await again.waitFor();
      expect(await again.innerText()).toContain(localisedName(names.lamination, language));
      expect(await page.getByTestId('print-line-artwork').first().innerText()).toContain(
        'card.pdf',
      );
      expect(await page.getByTestId('print-line-reuses-proof').count()).toBe(0);
      await shopper.close();
    },
    240_000,
  );

  it('the seller adds a finish in the console editor and the product page offers it at its price (en)', async () => {
    const product = (await (
      await fetch(`${baseUrl}/api/home/product-details/${CARDS}`)
    ).json()) as {
      product: { _id: string; print: { options: { id: string; values: unknown[] }[] } };
    };
    const finish = product.product.print.options.findIndex((group) => group.id === 'finish');
    const next = product.product.print.options[finish]?.values.length ?? 0;
    const seller = await consoleAs(SELLER, 'en');
    const page = await seller.newPage();
    await page.goto(`/console/seller/products/${product.product._id}`);
    await page.getByTestId('print-section').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('print-toggle').isChecked()).toBe(true);
    await page.getByTestId(`print-group-${finish}-add-value`).click();
    const value = `#print-group-${finish}-value-${next}`;
    await page.locator(`${value}-enName`).fill('Gold foil');
    await page.locator(`${value}-kuName`).fill('فۆیلی زێڕین');
    await page.locator(`${value}-arName`).fill('رقائق ذهبية');
    await page.locator(`${value}-effect-kind`).selectOption('per_unit');
    await typePricesInDollars(page);
    await page.locator(`${value}-effect-amount`).fill('0.02');
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/seller/products/${product.product._id}`) &&
        r.request().method() === 'PUT',
    );
    await page.getByTestId('save-product').click();
    expect((await saved).status()).toBe(200);
    await seller.close();

    for (const language of ['en', 'kr', 'ar'] as const) {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const shop = await openContext(browser, { language, viewport });
        const visitor = await shop.newPage();
        await visitor.goto(`/product/details/${CARDS}`);
        await visitor.getByTestId('print-configurator').waitFor();
        await visitor.waitForLoadState('networkidle');
        const gold = { enName: 'Gold foil', kuName: 'فۆیلی زێڕین', arName: 'رقائق ذهبية' };
        const radio = visitor.getByRole('radio', { name: localisedName(gold, language) });
        const before = await visitor.getByTestId('print-unit-price').innerText();
        await radio.check({ force: true });
        await expect
          .poll(() => visitor.getByTestId('print-unit-price').innerText())
          .not.toBe(before);
        await capture(visitor, 'print-jobs', 'product-visitor', language, size);
        await shop.close();
      }
    }
  });
});
