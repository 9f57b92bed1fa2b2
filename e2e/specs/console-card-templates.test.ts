import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, type Language } from '../support/browser';
import { capture } from '../support/screens';
import { openConsoleAs, staffCall, staffToken } from '../support/staff';
import { consoleText, toast } from '../support/translations';

// Issue 40, the print house's side: a card template made on the screen. The Baghdad print house
// (Kurdish, 1280 px) makes an A5 flyer template: the size from the product, its names, a picture
// background, a text dragged into place on the preview, a QR code; a bad key is refused in
// Kurdish before anything is sent; once saved and shown, the storefront offers it with the box
// where it was dropped; deleting it takes it off the storefront. The editor is captured in every
// language at both sizes.
const SELLER = 'baghdad@chapkhana.example';
const FLYERS = 'Flyers';

type TemplateProduct = {
  _id: string;
  enName: string;
  sizes: { widthMm: number; heightMm: number }[];
};
type PublicTemplate = {
  _id: string;
  name: { en: string };
  template: {
    sides: {
      background: { kind: string };
      fields: { key: string; kind: string; box: { xMm: number; yMm: number } }[];
    }[];
  };
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

/** The console as the Baghdad print house, with its sign-in cookie too (the backgrounds' file route reads it). */
async function openEditor(language: Language, viewport: { width: number; height: number }) {
  const page = await openConsoleAs(browser, SELLER, language, viewport);
  await page
    .context()
    .addCookies([{ name: 'staffToken', value: staffToken(SELLER), url: baseUrl }]);
  return page;
}

async function flyerProduct(): Promise<TemplateProduct> {
  const { products } = await staffCall<{ products: TemplateProduct[] }>(
    SELLER,
    'GET',
    '/seller/card-template-products',
  );
  const flyers = products.find((product) => product.enName.includes(FLYERS));
  if (!flyers) throw new Error('The demo has no flyer product for Baghdad.');
  return flyers;
}

const publicTemplates = async (productId: string) => {
  const response = await fetch(`${baseUrl}/api/products/${productId}/card-templates`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { templates: PublicTemplate[] }).templates;
};

const numberIn = async (page: Page, label: string) =>
  Number(await page.getByTestId('field-settings').getByLabel(label, { exact: true }).inputValue());

describe('a print house makes a card template on the screen', () => {
  it('in Kurdish at 1280 px: size, names, background, a field dragged into place; shown on the storefront, then deleted', async () => {
    const language = 'kr';
    const t = (key: string, values?: Record<string, string | number>) =>
      consoleText(language, key, values);
    const product = await flyerProduct();
    const a5 = product.sizes.find((size) => size.widthMm === 148 && size.heightMm === 210);
    expect(a5).toBeDefined();
    const page = await openEditor(language, DESKTOP);
    await page.goto('/console/seller/card-templates');
    await page.getByTestId('new-template').click();
    await page.getByTestId('template-editor').waitFor();

    await page.getByLabel(t('cardTemplates.product')).selectOption(product._id);
    await page.getByLabel(t('cardTemplates.size')).selectOption('148x210');
    const names = page.getByRole('group', { name: t('cardTemplates.name') });
    await names.getByLabel(t('cardTemplates.language.kr')).fill('بڵاوکراوەی بەرهەمی نوێ');
    await names.getByLabel(t('cardTemplates.language.ar')).fill('منشور منتج جديد');
    await names.getByLabel(t('cardTemplates.language.en')).fill('New product flyer (e2e)');

    // A background picture at A5 plus 3 mm bleed on each edge, 150 dpi.
    const background = await sharp({
      create: { width: 910, height: 1276, channels: 3, background: '#f4e9d8' },
    })
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/seller/card-files') && r.request().method() === 'POST',
    );
    await page
      .getByTestId('template-background-input')
      .setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: background });
    expect((await uploaded).status()).toBe(201);
    await expect
      .poll(() => page.getByLabel(t('cardTemplates.background'), { exact: true }).inputValue())
      .toBe('file');

    // A text, dragged 30 px right and 60 px down on the preview.
    await page.getByTestId('add-text').click();
    await page.locator('[data-testid="template-canvas"][data-ready="yes"]').waitFor();
    const field = page.getByTestId('canvas-field-text');
    const before = {
      x: await numberIn(page, t('cardTemplates.field.x')),
      y: await numberIn(page, t('cardTemplates.field.y')),
    };
    const box = await field.boundingBox();
    if (!box) throw new Error('The text field is not on the preview.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 60, { steps: 6 });
    await page.mouse.up();
    const after = {
      x: await numberIn(page, t('cardTemplates.field.x')),
      y: await numberIn(page, t('cardTemplates.field.y')),
    };
    expect(after.x).toBeGreaterThan(before.x);
    expect(after.y).toBeGreaterThan(before.y);
    expect(after.x % 0.5).toBe(0);
    // The Kurdish sample is drawn on the card as the customer's preview draws it.
    await expect
      .poll(() =>
        page.locator('[data-testid="card-preview"] [data-field="text"] text').allTextContents(),
      )
      .toEqual(['دەقی نموونە']);

    // A bad key is refused in Kurdish before anything is sent.
    const settings = page.getByTestId('field-settings');
    await settings.getByLabel(t('cardTemplates.field.key')).fill('Headline Text');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/seller/card-templates') && request.method() !== 'GET')
        sent += 1;
    });
    await page.getByTestId('save-template').click();
    await page.getByText(t('cardTemplates.fixFirst')).waitFor();
    await expect
      .poll(() => settings.getByRole('alert').first().textContent())
      .toMatch(/[\u0600-\u06ff]/);
    expect(sent).toBe(0);
    await settings.getByLabel(t('cardTemplates.field.key')).fill('headline');
    // Mended, the refusal goes at once.
    await page.getByText(t('cardTemplates.fixFirst')).waitFor({ state: 'detached' });

    await page.getByTestId('add-qr').click();
    await page.getByLabel(t('cardTemplates.published')).check();
    await capture(page, 'console-card-template', 'made', language, 'desktop');
    await page.getByTestId('save-template').click();
    await toast(page, t('cardTemplates.saved')).waitFor();
    await page.waitForURL(/\/console\/seller\/card-templates\/[0-9a-f-]{36}$/);
    const templateId = page.url().split('/').at(-1) ?? '';

    const shown = (await publicTemplates(product._id)).find((one) => one._id === templateId);
    expect(shown?.name.en).toBe('New product flyer (e2e)');
    const side = shown?.template.sides[0];
    expect(side?.background.kind).toBe('image');
    expect(side?.fields.map((one) => one.key)).toEqual(['headline', 'qr']);
    expect(side?.fields[0]?.box).toMatchObject({ xMm: after.x, yMm: after.y });

    // Open in a second tab too: saved there first, this tab's save is refused in Kurdish rather
    // than overwriting it, and the saved version can be loaded in its place and saved over.
    const other = await page.context().newPage();
    await other.goto(`/console/seller/card-templates/${templateId}`);
    await other.getByTestId('template-editor').waitFor();
    const otherNames = other.getByRole('group', { name: t('cardTemplates.name') });
    await otherNames.getByLabel(t('cardTemplates.language.en')).fill('Flyer (second tab)');
    await other.getByTestId('save-template').click();
    await toast(other, t('cardTemplates.saved')).waitFor();
    await names.getByLabel(t('cardTemplates.language.en')).fill('Flyer (first tab)');
    await page.getByTestId('save-template').click();
    await page.getByText(t('apiErrors.card_template_changed')).waitFor();
    expect(
      (await publicTemplates(product._id)).find((one) => one._id === templateId)?.name.en,
    ).toBe('Flyer (second tab)');
    await page.getByTestId('load-saved-template').click();
    await expect
      .poll(() => names.getByLabel(t('cardTemplates.language.en')).inputValue())
      .toBe('Flyer (second tab)');
    await names.getByLabel(t('cardTemplates.language.en')).fill('Flyer (first tab)');
    await page.getByTestId('save-template').click();
    await page
      .locator('[data-testid="template-state"][data-unsaved="no"]')
      .waitFor({ state: 'attached' });
    expect(
      (await publicTemplates(product._id)).find((one) => one._id === templateId)?.name.en,
    ).toBe('Flyer (first tab)');
    await other.close();

    // Deleted from the list, after the question: off the storefront.
    await page.goto('/console/seller/card-templates');
    const card = page.getByRole('listitem').filter({ hasText: 'بڵاوکراوەی بەرهەمی نوێ' });
    await card.getByRole('button', { name: t('cardTemplates.delete') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('cardTemplates.delete') }).click();
    await toast(page, t('cardTemplates.deleted')).waitFor();
    expect((await publicTemplates(product._id)).some((one) => one._id === templateId)).toBe(false);
    await page.context().close();
  });

  for (const language of ['kr', 'ar', 'en'] as const) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`the list and the editor of a demo template (${language}, ${size})`, async () => {
        const page = await openEditor(language, viewport);
        await page.goto('/console/seller/card-templates');
        await page.getByTestId('card-templates').getByRole('listitem').first().waitFor();
        await capture(page, 'console-card-templates', 'list', language, size);
        await page
          .getByRole('link', { name: consoleText(language, 'cardTemplates.edit') })
          .first()
          .click();
        await page.locator('[data-testid="template-canvas"][data-ready="yes"]').waitFor();
        await page.locator('[data-testid^="canvas-field-"]').first().focus();
        await page.getByTestId('field-settings').waitFor();
        await capture(page, 'console-card-templates', 'editor', language, size);
        await page.context().close();
      });
    }
  }
});
