import { randomBytes } from 'node:crypto';
import type { Browser, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openContext,
  PHONE,
  typePricesInDollars,
  type Language,
} from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { staffToken } from '../support/staff';

// Issue 35.1: a print house in Erbil makes a print product on a phone, in Kurdish, with a photo
// straight from the camera. The photo is made smaller before it is sent, the upload shows its
// progress, the product stays off the storefront until its picture is in, and a Save repeated
// after a lost answer makes no second product.
const SELLER = 'erbil@chapkhana.example';

let browser: Browser;
let baseUrl: string;
let cameraPhoto: Buffer;

/** A 3000×2250 JPEG of noise: as heavy as a phone camera's photo (over the 5 MB upload limit). */
async function cameraLikePhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2250;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 94 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  cameraPhoto = await cameraLikePhoto();
});
afterAll(async () => {
  await browser?.close();
});

/** The seller's products with this code, as the seller API lists them. */
async function ownProducts(code: string) {
  const response = await fetch(`${baseUrl}/api/seller/products?search=${code}&perPage=50`, {
    headers: { Authorization: `Bearer ${staffToken(SELLER)}` },
  });
  const body = (await response.json()) as {
    items: { _id: string; code: string; slug: string; published: boolean; images: string[] }[];
  };
  return body.items.filter((item) => item.code === code);
}

async function openConsole(language: Language, viewport: { width: number; height: number }) {
  const context = await openContext(browser, { language, viewport });
  await context.addInitScript(
    (value) => localStorage.setItem('staffToken', value),
    staffToken(SELLER),
  );
  const page = await context.newPage();
  await page.goto('/console/seller/products');
  await page.waitForURL((url) => url.pathname === '/console/seller/products');
  return page;
}

async function fillPrintProduct(page: Page, code: string) {
  await page.getByTestId('new-product').click();
  await page.getByTestId('product-form').waitFor();
  await page.locator('#product-category option').nth(1).waitFor({ state: 'attached' });
  await page.locator('#product-kuName').fill(`فلایەری A5 ${code}`);
  await page.locator('#product-code').fill(code);
  await typePricesInDollars(page);
  await page.locator('#product-price').fill('٦٫٥٠');
  await page.locator('#product-category').selectOption({ index: 1 });
  await page.locator('#colour-0-kuName').fill('سپی');
  await page.locator('#colour-0-quantity').fill('١٠٠٠');
  await page.getByTestId('print-toggle').check();
  await page.locator('#print-tier-0-price').fill('0.05');
}

describe('a seller on a phone, in Kurdish', () => {
  it('makes a print product with a camera photo: shrunk, uploaded with progress, published only when complete, once', async () => {
    expect(cameraPhoto.length).toBeGreaterThan(5.5 * 1024 * 1024);
    const code = `FL-KR-${Date.now().toString().slice(-7)}`;
    const page = await openConsole('kr', PHONE);
    await fillPrintProduct(page, code);
    const limits = await page.getByTestId('picture-limits').textContent();
    expect(limits).toContain('2000');

    await page.getByTestId('product-images').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: cameraPhoto,
    });
    await page.getByTestId('image-previews').locator('li').first().waitFor();

    // The first creation's answer is lost on the way back (the server made the draft).
    const keys: (string | undefined)[] = [];
    let lost = false;
    await page.route('**/api/seller/products', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key']);
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByTestId('save-product').click();
    await expect.poll(() => ownProducts(code).then((found) => found.length)).toBe(1);
    const [draft] = await ownProducts(code);
    expect(draft).toMatchObject({ published: false, images: [] });
    expect((await fetch(`${baseUrl}/api/home/product-details/${draft!.slug}`)).status).toBe(404);
    await page.getByTestId('save-product').and(page.locator(':enabled')).waitFor();

    // The picture's upload is held until its progress is seen and the draft is checked again.
    let sentBytes = 0;
    let releaseUpload: () => void = () => undefined;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/seller/products/*/images', async (route: Route) => {
      sentBytes = route.request().postDataBuffer()?.length ?? 0;
      await uploadHeld;
      await route.continue();
    });
    await page.getByTestId('save-product').click();
    await page.getByTestId('upload-progress').waitFor();
    expect(await page.getByTestId('upload-progress').locator('progress').count()).toBe(1);
    expect(await ownProducts(code)).toMatchObject([{ published: false }]);
    releaseUpload();

    await page.waitForURL((url) => url.pathname === '/console/seller/products');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    // Shrunk in the browser: well under the 5 MB limit the photo was over.
    expect(sentBytes).toBeGreaterThan(0);
    expect(sentBytes).toBeLessThan(5 * 1024 * 1024);
    expect(sentBytes).toBeLessThan(cameraPhoto.length / 2);

    const [made, ...others] = await ownProducts(code);
    expect(others).toEqual([]);
    expect(made).toMatchObject({ _id: draft!._id, published: true });
    expect(made!.images).toHaveLength(1);
    const shown = await fetch(`${baseUrl}/api/home/product-details/${made!.slug}`);
    expect(shown.status).toBe(200);
    await page.context().close();
  });

  it('refuses a file that is not a picture beside the picker, in Kurdish, before sending it', async () => {
    const page = await openConsole('kr', PHONE);
    await page.getByTestId('new-product').click();
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/images')) uploads += 1;
    });
    await page.getByTestId('product-images').setInputFiles({
      name: 'cards.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    const refused = await page.getByTestId('picture-refused').textContent();
    expect(refused).toContain('cards.pdf');
    expect(refused).toMatch(/[\u0600-\u06FF]/);
    expect(uploads).toBe(0);
    await page.context().close();
  });
});

describe('screens', () => {
  it.each(['kr', 'ar', 'en'] as const)('product list and form in %s', async (language) => {
    for (const [size, viewport] of SIZES) {
      const page = await openConsole(language, viewport);
      await page.getByTestId('product-row-status').first().waitFor();
      await capture(page, 'drafts', 'product-list', language, size);
      await page.getByTestId('quick-edit').first().click();
      await page.getByTestId('quick-edit-form').scrollIntoViewIfNeeded();
      await capture(page, 'drafts', 'product-list-quick-edit', language, size);
      await page.getByTestId('new-product').click();
      await page.getByTestId('product-images').scrollIntoViewIfNeeded();
      await page.getByTestId('product-images').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await page.getByTestId('picture-refused').waitFor();
      await page.getByTestId('product-status').scrollIntoViewIfNeeded();
      await capture(page, 'drafts', 'product-form-pictures', language, size);
      await page.context().close();
    }
  });
});
