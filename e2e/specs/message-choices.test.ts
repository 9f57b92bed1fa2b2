/**
 * The dashboard's message choices (issue 37) in Chromium: a signed-in customer turns WhatsApp,
 * SMS and order mails off on the screen, the API keeps the choices, a reload shows them, and the
 * section reads right in Kurdish, Arabic and English on a phone and a desktop.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSignedIn, settled, type Language } from '../support/browser';
import { newPhone, registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';

let browser: Browser;
let customer: Customer;
const shop = () => ({ baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await registerCustomer(shop(), {
    name: 'ئاراس ئەحمەد',
    phone: newPhone(),
    password: 'choices-2026',
  });
});
afterAll(async () => {
  await browser?.close();
});

async function storedChoices() {
  const response = await fetch(`${shop().baseUrl}/api/customer/message-choices`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as { choices: { whatsapp: boolean; sms: boolean; email: boolean } }
  ).choices;
}

async function dashboard(language: Language, viewport: { width: number; height: number }) {
  const page: Page = await openSignedIn(browser, customer.token, language, viewport);
  await page.goto('/dashboard');
  await settled(page);
  await page.getByTestId('message-choices').waitFor();
  return page;
}

describe('message choices on the dashboard', () => {
  it('turn WhatsApp, SMS and mail off on the screen, kept by the API and after a reload', async () => {
    const page = await dashboard('kr', { width: 1280, height: 800 });
    const whatsapp = page.getByTestId('message-choice-whatsapp');
    const sms = page.getByTestId('message-choice-sms');
    expect(await whatsapp.getAttribute('aria-checked')).toBe('true');
    await whatsapp.click();
    await page.waitForSelector('[data-testid="message-choice-whatsapp"][aria-checked="false"]');
    await sms.click();
    await page.getByTestId('message-choices-none').waitFor();
    expect(await storedChoices()).toEqual({ whatsapp: false, sms: false, email: true });
    const email = page.getByTestId('message-choice-email');
    await email.click();
    await page.waitForSelector('[data-testid="message-choice-email"][aria-checked="false"]');
    await expect.poll(storedChoices).toEqual({ whatsapp: false, sms: false, email: false });
    await page.reload();
    await page.getByTestId('message-choices').waitFor();
    expect(await whatsapp.getAttribute('aria-checked')).toBe('false');
    expect(await sms.getAttribute('aria-checked')).toBe('false');
    expect(await email.getAttribute('aria-checked')).toBe('false');
    await page.context().close();
  });

  it('read right in Kurdish, Arabic and English on a phone and a desktop', async () => {
    // WhatsApp and mail on, SMS off: one switch of each kind on every screenshot.
    const saved = await fetch(`${shop().baseUrl}/api/customer/message-choices`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ whatsapp: true, sms: false, email: true }),
    });
    expect(saved.status).toBe(200);
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const page = await dashboard(language, viewport);
        await page.getByTestId('message-choices').scrollIntoViewIfNeeded();
        await capture(page, 'message-choices', 'dashboard', language, size);
        await page.context().close();
      }
    }
  });
});
