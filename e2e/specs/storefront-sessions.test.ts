import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../apps/api/src/lib/jwt';
import {
  REFRESH_AFTER_SECONDS,
  TOKEN_LIFETIME_SECONDS,
} from '../../apps/api/src/modules/accounts/tokens';
import { launchBrowser, openContext, PHONE, screenshot, type Language } from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { startShop, type RunningShop } from '../support/server';

// Issue 18.12: a customer who uses the shop stays signed in past the token's seven days; one who
// has been away longer than that is signed out and told so by the sign-in link.

const JWT_SECRET = 'e2e-sessions-secret-0123456789-abcdefghij';
const DAY = 24 * 60 * 60;

let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop({ JWT_SECRET }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

function claimsOf(token: string): Record<string, unknown> & { iat: number; jti: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    iat: number;
    jti: string;
  };
}

/** The customer's own sign-in, as if it had been issued `ageSeconds` ago. */
async function agedToken(customer: Customer, ageSeconds: number): Promise<string> {
  const {
    iat: _iat,
    exp: _exp,
    jti,
    sub,
    iss: _iss,
    aud: _aud,
    ...payload
  } = claimsOf(customer.token);
  const issued = new Date(Date.now() - ageSeconds * 1000);
  return signToken(
    JWT_SECRET,
    'customer',
    String(sub),
    payload,
    issued,
    TOKEN_LIFETIME_SECONDS,
    jti,
  );
}

async function openWithToken(language: Language, token: string): Promise<Page> {
  const context = await openContext(browser, {
    language,
    viewport: PHONE,
    baseUrl: shop.baseUrl,
  });
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('customerToken', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  return context.newPage();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('customerToken'));

describe('issue 18.12: an active customer stays signed in', () => {
  for (const language of ['kr', 'ar'] as const) {
    it(`a six-day-old sign-in is renewed on the next visit and survives a reload (${language})`, async () => {
      const customer = await registerCustomer(shop, {
        name: `Session ${language}`,
        phone: language === 'kr' ? '07501234561' : '07701234562',
        password: 'a-good-password',
      });
      const old = await agedToken(customer, 6 * DAY);
      expect(6 * DAY).toBeGreaterThan(REFRESH_AFTER_SECONDS);
      const page = await openWithToken(language, old);

      await page.goto('/card');
      // The cart asks the API for the customer's cart; the answer carries a fresh token.
      await expect.poll(() => storedToken(page), { timeout: 15_000 }).not.toBe(old);
      const renewed = (await storedToken(page))!;
      const claims = claimsOf(renewed);
      expect(Date.now() / 1000 - claims.iat).toBeLessThan(120);
      expect(claims.jti).toBe(claimsOf(old).jti);

      // Signed in on screen: the account menu, not a sign-in link, and it stays so after a reload.
      await page.reload();
      await expect.poll(() => page.locator('a[href="/login"]').count()).toBe(0);
      await page.goto('/dashboard');
      await page.getByText(customer.name).first().waitFor();
      await screenshot(page, `issue18-session-renewed-${language}-360`);
      await page.context().close();
    });
  }

  it('a sign-in unused for more than seven days is over: the storefront shows the sign-in link', async () => {
    const customer = await registerCustomer(shop, {
      name: 'Session away',
      phone: '07801234563',
      password: 'a-good-password',
    });
    const expired = await agedToken(customer, 8 * DAY);
    const page = await openWithToken('en', expired);
    await page.goto('/card');
    await expect.poll(() => page.locator('a[href^="/login"]').count()).toBeGreaterThan(0);
    // The server refuses the expired token too.
    const answer = await page.request.get(
      `${shop.baseUrl}/api/home/product/get-card-product/${customer.id}`,
      {
        headers: { Authorization: `Bearer ${expired}` },
      },
    );
    expect(answer.status()).toBe(401);
    await page.context().close();
  });
});
