import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, type Language } from '../support/browser';
import { capture } from '../support/screens';
import { placedOrderOn } from '../support/placed-order';
import { startShop, type RunningShop } from '../support/server';
import { text } from '../support/translations';

/**
 * Paying on a provider's own page (issue 38): Qi Card chosen in Kurdish, paid on its look-alike's
 * card page (a test card, then the 3-D Secure code), and back on /order/confirm, which shows paid
 * only once the shop has asked Qi Card (never because the customer came back).
 */
let browser: Browser;
let shop: RunningShop;

beforeAll(async () => {
  browser = await launchBrowser();
  // The demo's look-alikes of Qi Card, ZainCash and FastPay, offered as simulations.
  shop = await startShop({ PAYMENTS_LOOKALIKE: 'true' });
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
    name: 'Rebwar Salih',
    city: 'Erbil',
    address: '60 Meter Street',
  });

/** Pays with Qi Card from the payment page: its look-alike's card form with `card`. */
async function payOnQiPage(page: Page, card: string): Promise<void> {
  await page.getByTestId('provider-pay').click();
  await page.waitForURL((url) => url.pathname.startsWith('/lookalike/payments/qi/'));
  await page.locator('input[name="cardNumber"]').fill(card);
  await page.locator('input[name="expiry"]').fill('12/29');
  await page.locator('input[name="cvv"]').fill('123');
  await page.locator('form[action$="/card"] button[type="submit"]').click();
}

describe('paying on Qi Card’s page', () => {
  it('kr: chooses Qi Card, pays on its card page with 3-D Secure, comes back and sees it paid', async () => {
    const { api, orderId, page } = await placedOrder('kr', PHONE);
    await page.goto(`/payment?orderId=${orderId}`);

    // The card names Qi Card in Sorani, with its logo and the simulation badge.
    const qi = page.getByTestId('payment-method-qi');
    await qi.waitFor();
    expect(await page.getByTestId('payment-name-qi').innerText()).toBe('کی کارد (Qi Card)');
    expect(await page.getByTestId('payment-logo-qi').getAttribute('src')).toBe(
      '/assets/payments/qi.svg',
    );
    expect(await page.getByTestId('payment-simulation-qi').innerText()).toContain(
      text('kr', 'checkout.methods.simulation'),
    );
    // Cash on delivery stays the default.
    expect(await page.getByTestId('payment-method-cod').isChecked()).toBe(true);

    await qi.check();
    await capture(page, 'provider-redirect', 'payment-qi', 'kr', 'phone');
    // Qi Card's (look-alike) hosted page: the test card, then the 3-D Secure code.
    await payOnQiPage(page, '4111111111111111');
    await page.locator('input[name="otp"]').fill('123456');
    await page.locator('form[action$="/otp"] button[type="submit"]').click();

    // Back on the shop: paid once the shop has asked Qi Card.
    await page.waitForURL(
      (url) => url.pathname === '/order/confirm' && url.searchParams.get('orderId') === orderId,
    );
    const success = page.getByTestId('order-confirm-success');
    await success.waitFor();
    expect(await success.innerText()).toContain(text('kr', 'orderConfirm.paidTitle'));
    await capture(page, 'provider-redirect', 'return-paid', 'kr', 'phone');

    const order = await api.order(orderId);
    expect(order.payment_status).toBe('paid');
    expect(order.payment_method).toBe('qi');
    await page.context().close();
  });

  it('en: a declined card comes back as a failed attempt, and the order can be paid another way', async () => {
    const { api, orderId, page } = await placedOrder('en', DESKTOP);
    await page.goto(`/payment?orderId=${orderId}`);
    await page.getByTestId('payment-method-qi').check();
    await payOnQiPage(page, '4000000000000002');

    await page.waitForURL((url) => url.pathname === '/order/confirm');
    const failed = page.locator('[data-outcome="providerFailed"]');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('The payment with Qi Card did not go through');
    expect((await api.order(orderId)).payment_status).toBe('unpaid');

    // Back to the payment page, and cash on delivery instead.
    await page.getByTestId('order-confirm-pay-again').click();
    await page.getByTestId('payment-method-cod').waitFor();
    await page.getByTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname === '/order/confirm');
    await page.locator('[data-outcome="cashOnDelivery"]').waitFor();
    expect((await api.order(orderId)).payment_method).toBe('cod');
    await page.context().close();
  });
});
