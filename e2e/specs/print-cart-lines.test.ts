import { localisedName } from '@chapkhana/shared/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfOfSize } from '../../apps/api/test/helpers/print-files';
import { DESKTOP, launchBrowser, openContext, openSignedIn, PHONE } from '../support/browser';
import { newPhone, registerCustomer, uniqueEmail, type Customer } from '../support/customers';
import { waitForRegisterLink } from '../support/outbox';
import { capture, SIZES } from '../support/screens';
import { text } from '../support/translations';
import { fillShippingForm } from '../support/address';

// Issue 35, parts 6, 2 and 5 on the screens: two designs of one print product in one order
// (Arabic, 1280 px), a file checked for another size refused at Add to cart, and the print
// choice kept through registration by the mailed link in a new tab (Kurdish, 360 px).
const CARDS = 'custom-business-cards';
const FLYERS = 'custom-flyers-a5-a4';
const CARD_FILE = { widthMm: 91, heightMm: 61 }; // 85 × 55 mm + 3 mm bleed a side
const A5_FILE = { widthMm: 154, heightMm: 216 }; // 148 × 210 mm + 3 mm bleed a side
const names = {
  a4: { enName: 'A4 (210 × 297 mm)', kuName: 'A4 (210 × 297 ملم)', arName: 'A4 (210 × 297 ملم)' },
  silk: { enName: '170 g silk', kuName: '170 گرام ئاوریشمی', arName: '170 غرام حريري' },
  both: { enName: 'Both sides', kuName: 'هەردوو ڕوو', arName: 'الوجهان' },
};

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
});
afterAll(async () => {
  await browser?.close();
});

const newCustomer = (): Promise<Customer> =>
  registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: 'Lines Buyer', phone: newPhone(), password: 'print-lines-buyer-2026' },
  );

const pdf = async (name: string, size: { widthMm: number; heightMm: number }) => ({
  name,
  mimeType: 'application/pdf',
  buffer: await pdfOfSize(size),
});

/** A toast (role=status) showing exactly `message`. */
const toast = (page: Page, message: string) =>
  page.getByRole('status').filter({ hasText: message }).first();

async function openConfigurator(page: Page, slug: string) {
  await page.goto(`/product/details/${slug}`);
  await page.getByTestId('print-configurator').waitFor();
  await page.waitForLoadState('networkidle');
}

async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await radio.check({ force: true });
  await expect.poll(() => radio.isChecked()).toBe(true);
}

async function uploadAndAdd(page: Page, file: Awaited<ReturnType<typeof pdf>>) {
  await page.getByTestId('artwork-input').first().setInputFiles(file);
  await page.getByTestId('accepted-artwork-file').filter({ hasText: file.name }).waitFor();
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/home/print/cart') && r.request().method() === 'POST',
  );
  await page.getByTestId('add-to-cart').click();
  expect((await added).status()).toBe(201);
  // The files went with the line: the next design starts without them.
  await expect.poll(() => page.getByTestId('accepted-artwork-file').count()).toBe(0);
}

describe('several lines of one print product (issue 35.6)', () => {
  it('a customer in Arabic at 1280 px orders two designs of the business cards in one order', async () => {
    const customer = await newCustomer();
    const page = await openSignedIn(browser, customer.token, 'ar', DESKTOP);
    await openConfigurator(page, CARDS);
    await page.getByTestId('print-quantity').fill('250');
    await uploadAndAdd(page, await pdf('card-anna.pdf', CARD_FILE));
    await uploadAndAdd(page, await pdf('card-karwan.pdf', CARD_FILE));

    await page.goto('/card');
    await expect.poll(() => page.getByTestId('print-line').count()).toBe(2);
    const files = await page.getByTestId('print-line-artwork').allInnerTexts();
    expect(files.join(' ')).toContain('card-anna.pdf');
    expect(files.join(' ')).toContain('card-karwan.pdf');
    const edits = await page
      .getByTestId('print-line-edit')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(edits).size).toBe(2);

    // Screens of the cart, the configurator and checkout in the three languages, two sizes.
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const look = await openSignedIn(browser, customer.token, language, viewport);
        await look.goto('/card');
        await expect.poll(() => look.getByTestId('print-line').count()).toBe(2);
        await capture(look, 'print-lines', 'cart', language, size);
        await look.goto(edits[1]!);
        await look.getByTestId('accepted-artwork-file').waitFor();
        await capture(look, 'print-lines', 'configurator-edit', language, size);
        await look.goto('/shipping');
        await look.getByTestId('shipping-form').waitFor();
        await capture(look, 'print-lines', 'checkout', language, size);
        await look.context().close();
      }
    }

    await page.goto('/card');
    await page.getByTestId('checkout-button').click();
    await page.waitForURL('**/shipping');
    await page.getByTestId('shipping-form').waitFor();
    await fillShippingForm(page, {
      place: 'البيت',
      governorate: 'ERB',
      district: 'أربيل',
      area: 'عينكاوة',
      address: 'شارع ٦٠ متري',
      landmark: 'قرب السوق',
    });
    await page.getByTestId('shipping-submit').click();
    await page.getByTestId('address-confirmed').waitFor();
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    await page.getByTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname === '/order/confirm');

    const details = await fetch(`${baseUrl}/api/home/coustomer/get-order-details/${orderId}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    const { order } = (await details.json()) as {
      order: { products: { productInfo?: unknown; quantity: number }[]; shipping_fee: string };
    };
    expect(order.products.map((line) => line.quantity)).toEqual([250, 250]);
    const cart = await fetch(`${baseUrl}/api/home/product/get-card-product/${customer.id}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(((await cart.json()) as { card_product_count: number }).card_product_count).toBe(0);

    await page.goto(`/dashboard/order/details/${orderId}`);
    await expect.poll(() => page.getByTestId('print-line').count()).toBe(2);
    await capture(page, 'print-lines', 'order', 'ar', 'desktop');
    await page.context().close();
    // Eighteen screens of three pages besides the order: minutes on a loaded two-core machine.
  }, 300_000);
});

describe('a file checked for another choice (issue 35.2)', () => {
  it('is refused at Add to cart once the size changes, in the reader’s language', async () => {
    const customer = await newCustomer();
    const page = await openSignedIn(browser, customer.token, 'ar', DESKTOP);
    await openConfigurator(page, FLYERS);
    await page
      .getByTestId('artwork-input')
      .first()
      .setInputFiles(await pdf('a5.pdf', A5_FILE));
    await page.getByTestId('accepted-artwork-file').waitFor();
    await choose(page, localisedName(names.a4, 'ar'));
    await page.getByTestId('artwork-stale').waitFor();
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/home/print/cart') && request.method() === 'POST')
        posted += 1;
    });
    await page.getByTestId('add-to-cart').click();
    await toast(page, text('ar', 'apiErrors.artwork_checked_for_other')).waitFor();
    await page.getByTestId('artwork-stale').scrollIntoViewIfNeeded();
    await capture(page, 'print-lines', 'checked-for-other', 'ar', 'desktop');
    expect(posted).toBe(0);
    await page.context().close();
  });
});

describe('the print choice through registration (issue 35.5)', () => {
  it('survives registering by the mailed link in a new tab (Kurdish, 360 px)', async () => {
    const context = await openContext(browser, { language: 'kr', viewport: PHONE });
    const page = await context.newPage();
    await openConfigurator(page, FLYERS);
    await choose(page, localisedName(names.silk, 'kr'));
    await choose(page, localisedName(names.both, 'kr'));
    await page.getByTestId('print-quantity').fill('250');
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-reason').waitFor();

    await page.goto('/registerCode');
    const email = uniqueEmail('print-choice');
    await page.getByTestId('register-code-email').fill(email);
    await page.getByTestId('register-code-submit').click();
    await page.getByTestId('register-code-sent').waitFor();
    const link = await waitForRegisterLink(inject('dataDir'), email);

    // The mailed link opens in a new tab.
    const mailed = await context.newPage();
    await mailed.goto(link);
    await mailed.getByTestId('register-email').waitFor();
    await mailed.getByTestId('register-name').fill('Shilan');
    await mailed.getByTestId('register-phone').fill(newPhone());
    await mailed.getByTestId('register-password').fill('print-choice-2026');
    await mailed.getByTestId('register-submit').click();
    await mailed.waitForURL((url) => url.pathname === `/product/details/${FLYERS}`);
    await mailed.getByTestId('print-configurator').waitFor();
    const checked = (name: string) => mailed.getByRole('radio', { name, exact: true }).isChecked();
    await expect.poll(() => checked(localisedName(names.silk, 'kr'))).toBe(true);
    expect(await checked(localisedName(names.both, 'kr'))).toBe(true);
    expect(await mailed.getByTestId('print-quantity').inputValue()).toBe('250');
    await capture(mailed, 'print-lines', 'choice-after-registration', 'kr', 'phone');
    await context.close();
  });
});
