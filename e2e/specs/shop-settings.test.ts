import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openContext, type Language } from '../support/browser';
import { capture, SIZES } from '../support/screens';
import { consoleText, text } from '../support/translations';

// Issue 17: the shop's contacts and pages are settings an admin keeps, not compiled in.
const ADMIN = 'admin@chapkhana.example';
const SETTINGS_API = '/api/admin/settings';

let browser: Browser;
let baseUrl: string;
let original: unknown;

const adminToken = () => {
  const signIn = inject('staff')[ADMIN];
  if (!signIn) throw new Error('The demo admin did not sign in.');
  return signIn.token;
};

const readSettings = async () =>
  (await fetch(`${baseUrl}${SETTINGS_API}`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  }).then((r) => r.json())) as Record<string, unknown>;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  original = await readSettings();
});
/** Puts the demo shop's settings back as they were, for the screenshots and whoever comes next. */
async function restoreSettings(): Promise<void> {
  if (!original) return;
  const { updatedAt: _at, updatedBy: _by, ...settings } = original as Record<string, unknown>;
  const response = await fetch(`${baseUrl}${SETTINGS_API}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.status).toBe(200);
}

afterAll(async () => {
  await restoreSettings();
  await browser?.close();
});

/** The console's settings screen, signed in as the demo admin. */
async function openSettings(
  language: Language,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await openContext(browser, { language, ...(viewport ? { viewport } : {}) });
  await context.addInitScript((token) => localStorage.setItem('staffToken', token), adminToken());
  const page = await context.newPage();
  await page.goto('/console/admin/settings');
  await page.getByTestId('settings-form').waitFor();
  return page;
}

async function save(page: Page): Promise<void> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith(SETTINGS_API) && r.request().method() === 'PUT',
  );
  await page.getByTestId('settings-save').click();
  expect((await answer).status()).toBe(200);
}

/** Checks a page's HTML without printing all of it when the check fails. */
function expectIn(html: string, expected: string | RegExp): void {
  const found = typeof expected === 'string' ? html.includes(expected) : expected.test(html);
  expect(found, `the page should contain ${String(expected)}`).toBe(true);
}

/** The page as the server sends it, with no script run. */
const serverHtml = async (pagePath: string) => {
  const response = await fetch(`${baseUrl}${pagePath}`);
  expect(response.status).toBe(200);
  return response.text();
};

const CASES: { language: Language; typed: string; e164: string }[] = [
  // Typed in Eastern-Arabic digits with spaces, as on an Arabic-script keyboard.
  { language: 'kr', typed: '٠٧٥٠ ٩٨٧ ٦٥٤٣', e164: '9647509876543' },
  { language: 'ar', typed: '+964 770 111 2233', e164: '9647701112233' },
];

describe.each(CASES)('shop settings in $language', ({ language, typed, e164 }) => {
  const about = `${language}-about-${Date.now()}`;
  const contact = `${language}-contact-${Date.now()}`;

  it('an admin’s WhatsApp number and pages are on the storefront at once, server-rendered too', async () => {
    const admin = await openSettings(language);
    await admin.getByTestId('settings-whatsapp').fill(typed);
    await admin.getByTestId(`settings-about-${language}`).fill(`${about} one\n\nsecond <b>x</b>`);
    await admin.getByTestId(`settings-contact-${language}`).fill(contact);
    await save(admin);
    await expect
      .poll(() => admin.locator('[role="status"]').allTextContents())
      .toContain(consoleText(language, 'settings.saved'));
    // The number is shown back as stored.
    expect(await admin.getByTestId('settings-whatsapp').inputValue()).toBe(`+${e164}`);
    await admin.context().close();

    // A storefront page opened afterwards: no rebuild, no restart.
    const shop = await (await openContext(browser, { language })).newPage();
    await shop.goto('/');
    const button = shop.getByTestId('chat-button');
    expect(await button.getAttribute('href')).toBe(`https://wa.me/${e164}`);
    await shop.getByTestId('site-footer').locator('a[href="/about"]').click();
    await shop.getByTestId('about-text').waitFor();
    expect(await shop.getByTestId('about-text').locator('p').allTextContents()).toEqual([
      `${about} one`,
      'second <b>x</b>',
    ]);
    // The head follows the page once its writer has loaded (after the first page settled).
    await expect.poll(() => shop.title()).toContain(text(language, 'shopPages.about.title'));
    await shop.context().close();

    // …and in the HTML the server sends, before any script runs.
    const home = await serverHtml(`/?lng=${language}`);
    expectIn(home, `href="https://wa.me/${e164}"`);
    const aboutHtml = await serverHtml(`/about?lng=${language}`);
    expectIn(aboutHtml, `${about} one`);
    // Text, never markup: the admin's "<b>" arrives escaped.
    expectIn(aboutHtml, 'second &lt;b');
    expect(aboutHtml.includes('<b>x')).toBe(false);
    expectIn(aboutHtml, `<title>${text(language, 'shopPages.about.title')} — `);
    const contactHtml = await serverHtml(`/contact?lng=${language}`);
    expectIn(contactHtml, contact);
    expectIn(contactHtml, `href="https://wa.me/${e164}"`);
    expectIn(contactHtml, /href="tel:\+964\d{10}"/);
    expectIn(contactHtml, /href="mailto:[^"]+@[^"]+"/);
    // The numbers are isolated from the right-to-left text around them.
    expectIn(contactHtml, /<bdi dir="ltr"[^>]*>0\d{3} \d{3} \d{4}<\/bdi>/);
  });

  it('refuses a javascript: link and a malformed phone with translated errors, saving nothing', async () => {
    const before = await readSettings();
    const admin = await openSettings(language);
    let puts = 0;
    admin.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(SETTINGS_API)) puts += 1;
    });
    await admin.getByTestId('settings-social-facebook').fill('javascript:alert(1)');
    await admin.getByTestId('settings-phone').fill('12345');
    await admin.getByTestId('settings-save').click();
    expect(await admin.locator('#social-facebook-error').textContent()).toBe(
      text(language, 'apiErrors.shop_link_invalid'),
    );
    expect(await admin.locator('#phone-error').textContent()).toBe(
      text(language, 'apiErrors.shop_phone_invalid'),
    );
    expect(puts).toBe(0);
    await admin.locator('#social-facebook').scrollIntoViewIfNeeded();
    await capture(admin, 'shop-settings', 'console-errors', language, 'desktop');
    expect(await readSettings()).toEqual(before);
    await admin.context().close();
  });
});

describe('screens', () => {
  beforeAll(restoreSettings);

  it('captures the console settings screen and the About/Contact pages with the footer', async () => {
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const admin = await openSettings(language, viewport);
        await capture(admin, 'shop-settings', 'console', language, size);
        await admin.context().close();

        const shop = await (await openContext(browser, { language, viewport })).newPage();
        for (const pagePath of ['/about', '/contact']) {
          await shop.goto(pagePath);
          await shop.getByTestId(`${pagePath.slice(1)}-page`).waitFor();
          await capture(shop, 'shop-settings', pagePath.slice(1), language, size);
        }
        await shop.getByTestId('site-footer').scrollIntoViewIfNeeded();
        await capture(shop, 'shop-settings', 'footer', language, size);
        await shop.context().close();
      }
    }
  });
});
