import type { AdminDeliveryFees, SellerDelivery } from '@chapkhana/shared/delivery';
import { productPath } from '@chapkhana/shared/crawling';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillShippingForm, type TypedAddress } from '../support/address';
import { launchBrowser, openPage, openSignedIn, settled, type Language } from '../support/browser';
import { newPhone, registerCustomer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { onePieceOf, shopApi } from '../support/shop-api';
import { openConsoleAs, staffCall } from '../support/staff';
import { text } from '../support/translations';

// Issue 36, delivery fees by governorate and pickup from the print house, on the screens: the
// product page's fee follows the governorate the reader picks; the checkout's fee and total follow
// the shipping address's governorate; pickup makes the part's fee zero and shows where and when;
// the order is placed with the fee shown.
const ADMIN = 'admin@chapkhana.example';
const ERBIL = { login: 'erbil@chapkhana.example', slug: 'matte-laminated-business-cards' };
// Governorates no other spec orders to (they use Erbil, Sulaymaniyah and Baghdad at the default),
// given fees of their own so a fee that did not follow the governorate would show.
const FEES = { DUH: 7_500, NJF: 9_000 } as const;
const PICKUP_ADDRESS = {
  kr: 'هەولێر، شەقامی ١٠٠ مەتری، تەنیشت پارکی شانەدەر',
  ar: 'أربيل، شارع ١٠٠ متري، بجانب منتزه شاندر',
  en: 'Erbil, 100m Street, next to Shanadar Park',
};
const PICKUP_HOURS = {
  days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'],
  from: '09:00',
  to: '18:00',
} as const;

let browser: Browser;
let baseUrl: string;
/** The admin's default fee (what Erbil and the other governorates without a fee cost). */
let defaultFee: number;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  // The admin's table with two governorates of their own (the rest as they were).
  const table = await staffCall<AdminDeliveryFees>(ADMIN, 'GET', '/admin/delivery-fees');
  defaultFee = table.defaultFee;
  await staffCall(ADMIN, 'PUT', '/admin/delivery-fees', {
    defaultFee: table.defaultFee,
    fees: { ...table.fees, ...FEES },
  });
  // Hawler Print House offers pickup (its fees stay the admin's).
  const own = await staffCall<SellerDelivery>(ERBIL.login, 'GET', '/seller/delivery');
  await staffCall(ERBIL.login, 'PUT', '/seller/delivery', {
    district: own.district,
    override: own.override,
    pickup: { offered: true, address: PICKUP_ADDRESS, hours: PICKUP_HOURS },
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A shown amount ("7,500 دینار", "IQD 9,000") as a number; "free" reads as 0. */
function amountOf(shown: string): number {
  const plain = shown.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
  const match = /\d[\d,]*/.exec(plain);
  return match ? Number(match[0].replace(/,/g, '')) : 0;
}
const shown = async (page: Page, testId: string) =>
  amountOf(await page.getByTestId(testId).first().innerText());

const HOME_DUHOK: Record<Language, TypedAddress> = {
  kr: {
    place: 'ماڵی کاک ئاری',
    governorate: 'DUH',
    district: 'زاخۆ',
    area: 'گەڕەکی شێخان',
    landmark: 'نزیک پردی دەلال',
  },
  ar: {
    place: 'البيت',
    governorate: 'DUH',
    district: 'زاخو',
    area: 'حي الشيخان',
    landmark: 'قرب جسر دلال',
  },
  en: {
    place: 'Home',
    governorate: 'DUH',
    district: 'Zakho',
    area: 'Sheikhan',
    landmark: 'Near Delal Bridge',
  },
};

describe('delivery fees by governorate and pickup from the print house', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`the admin table and the seller’s fees and pickup, for a person to look at (${language})`, async () => {
      const admin = await openConsoleAs(browser, ADMIN, language);
      await admin.goto('/console/admin/delivery');
      await admin.getByTestId('delivery-fees-form').waitFor();
      await expect.poll(() => admin.getByTestId('fee-NJF').inputValue()).toBe('9000');
      const seller = await openConsoleAs(browser, ERBIL.login, language);
      await seller.goto('/console/seller/delivery');
      await seller.getByTestId('seller-delivery-form').waitFor();
      expect(await seller.getByTestId('pickup-offered').isChecked()).toBe(true);
      for (const [size, viewport] of SIZES) {
        await admin.setViewportSize(viewport);
        await admin.getByTestId('fee-DUH').scrollIntoViewIfNeeded();
        await capture(admin, 'delivery-fees', 'admin-table', language, size);
        await seller.setViewportSize(viewport);
        await seller.getByTestId('pickup-offered').scrollIntoViewIfNeeded();
        await capture(seller, 'delivery-fees', 'seller-settings', language, size);
      }
      await admin.context().close();
      await seller.context().close();
    });
  }

  for (const language of ['kr', 'ar'] as const satisfies Language[]) {
    it(`the product page's fee follows the governorate picked; pickup is offered (${language})`, async () => {
      // The product page: the fee to the governorate the reader picks, and the pickup place.
      const reader = await openPage(browser, { language });
      await reader.goto(productPath(ERBIL.slug));
      await reader.getByTestId('product-delivery').waitFor();
      await settled(reader);
      for (const [code, fee] of [
        ['NJF', FEES.NJF],
        ['ERB', defaultFee],
        ['DUH', FEES.DUH],
      ] as const) {
        await reader.getByTestId('delivery-governorate').selectOption(code);
        await expect.poll(() => shown(reader, 'delivery-fee')).toBe(fee);
      }
      const offered = await reader.getByTestId('product-pickup').innerText();
      expect(offered).toContain(PICKUP_ADDRESS[language]);
      expect(offered).toContain('09:00–18:00');
      for (const [size, viewport] of SIZES) {
        await reader.setViewportSize(viewport);
        await reader.getByTestId('product-delivery').scrollIntoViewIfNeeded();
        await capture(reader, 'delivery-fees', 'product-page', language, size);
      }
      await reader.context().close();
    });

    it(`the checkout's fee follows the address's governorate; pickup is free; the order carries the fee shown (${language})`, async () => {
      // The checkout: a new customer with one Erbil product in the cart.
      const customer = await registerCustomer(
        { baseUrl, dataDir: inject('dataDir') },
        { name: `Delivery Fees ${language}`, phone: newPhone(), password: 'delivery-fees-2026' },
      );
      const api = shopApi(baseUrl, customer.token);
      const product = await api.product(ERBIL.slug);
      await api.addToCart(customer.id, product._id, onePieceOf(product));
      const page = await openSignedIn(browser, customer.token, language);
      await page.goto('/shipping');
      await page.getByTestId('shipping-form').waitFor();
      await settled(page);
      const subtotal = await shown(page, 'cart-summary-subtotal');
      const part = page.getByTestId('delivery-part');

      /** The summary's shipping and total agree with `fee`, and so does the part's when delivered. */
      const expectFee = async (fee: number, delivered = true) => {
        await expect.poll(() => shown(page, 'cart-summary-shipping')).toBe(fee);
        if (delivered) {
          expect(amountOf(await part.getByTestId('part-delivery-fee').innerText())).toBe(fee);
        }
        expect(await shown(page, 'cart-summary-total')).toBe(subtotal + fee);
      };

      // The fee follows the governorate as it is chosen in the form.
      await fillShippingForm(page, HOME_DUHOK[language]);
      await expectFee(FEES.DUH);
      await page.getByTestId('shipping-governorate').selectOption('NJF');
      await expectFee(FEES.NJF);
      await page.getByTestId('shipping-governorate').selectOption('ERB');
      await expectFee(defaultFee);
      await page.getByTestId('shipping-governorate').selectOption('NJF');
      await page.getByTestId('shipping-district').fill(language === 'kr' ? 'کوفە' : 'الكوفة');
      await expectFee(FEES.NJF);

      // Pickup: no fee, and where and when to collect it.
      await part.getByTestId('choose-pickup').check();
      await expect.poll(() => shown(page, 'cart-summary-shipping')).toBe(0);
      expect(await shown(page, 'cart-summary-total')).toBe(subtotal);
      expect(await page.getByTestId('checkout-pickup-address').innerText()).toBe(
        PICKUP_ADDRESS[language],
      );
      expect(await part.getByTestId('part-pickup-fee').innerText()).toBe(
        text(language, 'delivery.noFee'),
      );
      const hours = page.getByTestId('checkout-pickup-hours');
      expect(await hours.innerText()).toContain('09:00–18:00');
      expect(await hours.locator('bdi').getAttribute('dir')).toBe('ltr');
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.getByTestId('checkout-pickup').scrollIntoViewIfNeeded();
        await capture(page, 'delivery-fees', 'checkout-pickup', language, size);
      }
      if (language === 'ar') {
        // Delivered after all: the fee comes back with the governorate's.
        await part.getByTestId('choose-delivery').check();
        await expectFee(FEES.NJF);
      }
      const expectedFee = language === 'ar' ? FEES.NJF : 0;

      // Confirmed and placed: the order carries the fee the checkout showed.
      await page.getByTestId('shipping-submit').click();
      await page.getByTestId('address-confirmed').waitFor();
      await expectFee(expectedFee, language === 'ar');
      await page.getByTestId('place-order').click();
      await page.waitForURL(
        (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
      );
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      await page.getByTestId('payment-submit').click();
      await page.waitForURL((url) => url.pathname === '/order/confirm');
      const order = await api.order(orderId);
      expect(Number(order.shipping_fee)).toBe(expectedFee);
      expect(Number(order.subtotal)).toBe(subtotal);
      expect(Number(order.price)).toBe(subtotal + expectedFee);
      expect(order.shippingInfo.governorate).toBe('NJF');
      expect(order.parcels).toHaveLength(1);
      expect(Number(order.parcels[0]!.shipping_fee)).toBe(expectedFee);
      if (language === 'kr') {
        expect(order.parcels[0]!.pickup?.address.kr).toBe(PICKUP_ADDRESS.kr);
      } else {
        expect(order.parcels[0]!.pickup ?? null).toBeNull();
      }
      await page.goto(`/dashboard/order/details/${orderId}`);
      await page.getByTestId('order-detail').waitFor();
      expect(await shown(page, 'order-shipping')).toBe(expectedFee);
      expect(await shown(page, 'order-detail-total')).toBe(subtotal + expectedFee);
      await page.context().close();
    });
  }

  it('the English checkout with pickup chosen, for a person to look at', async () => {
    const customer = await registerCustomer(
      { baseUrl, dataDir: inject('dataDir') },
      { name: 'Delivery Fees en', phone: newPhone(), password: 'delivery-fees-2026' },
    );
    const api = shopApi(baseUrl, customer.token);
    const product = await api.product(ERBIL.slug);
    await api.addToCart(customer.id, product._id, onePieceOf(product));
    const reader = await openSignedIn(browser, customer.token, 'en');
    await reader.goto(productPath(ERBIL.slug));
    await reader.getByTestId('product-delivery').waitFor();
    await settled(reader);
    await reader.getByTestId('delivery-governorate').selectOption('DUH');
    await expect.poll(() => shown(reader, 'delivery-fee')).toBe(FEES.DUH);
    for (const [size, viewport] of SIZES) {
      await reader.setViewportSize(viewport);
      await reader.getByTestId('product-delivery').scrollIntoViewIfNeeded();
      await capture(reader, 'delivery-fees', 'product-page', 'en', size);
    }
    await reader.goto('/shipping');
    await reader.getByTestId('shipping-form').waitFor();
    await settled(reader);
    await fillShippingForm(reader, HOME_DUHOK.en);
    await expect.poll(() => shown(reader, 'cart-summary-shipping')).toBe(FEES.DUH);
    await reader.getByTestId('choose-pickup').check();
    await expect.poll(() => shown(reader, 'cart-summary-shipping')).toBe(0);
    await reader
      .getByTestId('checkout-pickup-address')
      .filter({ hasText: PICKUP_ADDRESS.en })
      .waitFor();
    for (const [size, viewport] of SIZES) {
      await reader.setViewportSize(viewport);
      await reader.getByTestId('checkout-pickup').scrollIntoViewIfNeeded();
      await capture(reader, 'delivery-fees', 'checkout-pickup', 'en', size);
    }
    await reader.context().close();
  });
});
