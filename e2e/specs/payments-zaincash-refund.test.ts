import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDinar } from '@chapkhana/shared/pricing';
import { DESKTOP, launchBrowser, openContext, PHONE, type Language } from '../support/browser';
import { capture } from '../support/screens';
import { signInDemoAccount } from '../support/global-setup';
import { payWithQiLookalike, placedOrderOn } from '../support/placed-order';
import { startShop, type RunningShop } from '../support/server';
import { text } from '../support/translations';

/**
 * Issue 38 in the browser: a customer reading Arabic pays with ZainCash on its (look-alike)
 * wallet page — number, PIN, then the code — and sees the order paid; an admin gives back part
 * of a Qi Card payment from the console, and the customer sees the refund on the order's page.
 */
let browser: Browser;
let shop: RunningShop;
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await startShop({ PAYMENTS_LOOKALIKE: 'true' });
  adminToken = (await signInDemoAccount(shop.baseUrl, 'admin@chapkhana.example')).token;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A new customer with one placed order, and the storefront signed in as them. */
const placedOrder = (language: Language, viewport: { width: number; height: number }) =>
  placedOrderOn(browser, shop, {
    language,
    viewport,
    name: 'Zahraa Hadi',
    city: 'Baghdad',
    address: 'Al-Mansour, 14 Ramadan Street',
  });

describe('paying with ZainCash, in Arabic', () => {
  it('ar: pays on the wallet page with the number, the PIN and the code, and sees it paid', async () => {
    const { api, orderId, page } = await placedOrder('ar', DESKTOP);
    await page.goto(`/payment?orderId=${orderId}`);
    const zaincash = page.getByTestId('payment-method-zaincash');
    await zaincash.waitFor();
    expect(await page.getByTestId('payment-name-zaincash').innerText()).toBe('زين كاش (ZainCash)');
    await zaincash.check();
    await capture(page, 'provider-redirect', 'payment-zaincash', 'ar', 'desktop');
    await page.getByTestId('provider-pay').click();

    // ZainCash's (look-alike) page: the wallet and its PIN, then the one-time code.
    await page.waitForURL((url) => url.pathname.startsWith('/lookalike/payments/zaincash/'));
    await page.locator('input[name="msisdn"]').fill('07812345678');
    await page.locator('input[name="pin"]').fill('1234');
    await page.locator('form[action$="/wallet"] button[type="submit"]').click();
    await page.locator('input[name="otp"]').fill('111111');
    await page.locator('form[action$="/otp"] button[type="submit"]').click();

    await page.waitForURL(
      (url) => url.pathname === '/order/confirm' && url.searchParams.get('orderId') === orderId,
    );
    const success = page.getByTestId('order-confirm-success');
    await success.waitFor();
    expect(await success.innerText()).toContain(text('ar', 'orderConfirm.paidTitle'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await capture(page, 'provider-redirect', 'return-paid-zaincash', 'ar', 'desktop');
    const order = await api.order(orderId);
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'zaincash' });
    await page.context().close();
  });
});

describe('a refund from the console', () => {
  it('kr console, ar storefront: the admin gives back part of a Qi Card payment; the customer sees it', async () => {
    const { customer, api, orderId, page } = await placedOrder('ar', PHONE);
    // Paid with Qi Card (its look-alike's control finishes the payment as a payer would).
    await payWithQiLookalike(shop, customer.token, orderId);
    await expect.poll(async () => (await api.order(orderId)).payment_status).toBe('paid');
    const paid = (await api.order(orderId)).price;

    const adminContext = await openContext(browser, {
      language: 'kr',
      viewport: DESKTOP,
      baseUrl: shop.baseUrl,
    });
    await adminContext.addInitScript(
      (token) => localStorage.setItem('staffToken', token),
      adminToken,
    );
    const admin = await adminContext.newPage();
    await admin.goto(`/console/admin/orders/${orderId}`);
    await admin.getByTestId('paid-payment').waitFor();
    await admin.getByTestId('refund-open').click();
    const dialog = admin.getByTestId('refund-dialog');
    await dialog.waitFor();
    await dialog.locator('input').first().fill('5000');
    await dialog.locator('textarea').fill('کارتێک بە هەڵە چاپ کرا');
    await admin.getByTestId('refund-continue').click();
    await admin.getByTestId('refund-send').click();
    const made = admin.getByTestId('order-refund');
    await made.waitFor();
    expect(await made.innerText()).toContain('کارتێک بە هەڵە چاپ کرا');
    await capture(admin, 'refunds', 'console-refund', 'kr', 'desktop');
    await adminContext.close();

    await page.goto(`/dashboard/order/details/${orderId}`);
    const refund = page.getByTestId('order-refund');
    await refund.waitFor();
    const shown = await refund.innerText();
    expect(shown).toContain(formatDinar(5000));
    expect(shown).toContain('کارتێک بە هەڵە چاپ کرا');
    expect(await page.getByTestId('order-refund-status').innerText()).toBe(
      text('ar', 'orders.refunds.status.done'),
    );
    await page.getByTestId('order-refunds').scrollIntoViewIfNeeded();
    await capture(page, 'refunds', 'order-refund', 'ar', 'phone');
    const order = await api.order(orderId);
    expect(order.refunds).toEqual([
      expect.objectContaining({ amount: 5000, method: 'qi', status: 'done' }),
    ]);
    expect(order.price).toBe(paid);
    await page.context().close();
  });
});
