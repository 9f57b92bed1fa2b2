import type { ShippingInfoInput } from '@chapkhana/shared/addresses';
import { formatLineAmount, payableFigures } from '@chapkhana/shared/order-figures';
import { discountedUnitPrice, formatDinar, formatRoundedDinar } from '@chapkhana/shared/pricing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFibTestServer, type FibTestServer } from '../../apps/api/test/fib/fib-test-server';
import { DESKTOP, launchBrowser, openContext, PHONE, type Language } from '../support/browser';
import { registerCustomer, tokenSubject, uniqueEmail, type Customer } from '../support/customers';
import { waitForRegisterLink } from '../support/outbox';
import { capture, SIZES } from '../support/screens';
import { startShop, type RunningShop } from '../support/server';
import { shopApi } from '../support/shop-api';
import { text, toast } from '../support/translations';
import { fillShippingForm } from '../support/address';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Viewport = { width: number; height: number };

/** Two products of two different shops (demo catalogue), each with colours and options. */
const SPOT_UV = {
  slug: 'spot-uv-premium-business-cards', // Shatt Al-Arab Print Studio (Basra)
  // Colour table rows: White 100 pcs, White 250 pcs, Black 100 pcs.
  quantities: [2, 1, 3],
  cartItems: [
    {
      color: 'White',
      quantity: 0,
      properties: [
        { property: '100 pcs', quantity: 2 },
        { property: '250 pcs', quantity: 1 },
      ],
    },
    { color: 'Black', quantity: 0, properties: [{ property: '100 pcs', quantity: 3 }] },
  ],
};
const MATTE = {
  slug: 'matte-laminated-business-cards', // Hawler Print House (Erbil)
  // Colour table rows: White 100 pcs, White 500 pcs.
  quantities: [0, 4],
  cartItems: [{ color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 4 }] }],
};
const units = (product: { quantities: number[] }) =>
  product.quantities.reduce((sum, quantity) => sum + quantity, 0);

const ADDRESS = {
  place: 'ماڵ',
  governorate: 'ERB',
  district: 'هەولێر',
  area: 'گوڵان',
  address: 'شەقامی ١٠٠ مەتری',
  landmark: 'نزیک پارکی سامی عەبدولڕەحمان',
} as const;

/** A page whose local storage already holds the customer's token, as after a login. */
async function openSignedIn(
  customer: Customer,
  language: Language,
  viewport: Viewport = DESKTOP,
  baseUrl?: string,
): Promise<Page> {
  const context = await openContext(browser, { language, viewport, baseUrl });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', value);
  }, customer.token);
  return context.newPage();
}

/** What a reader sees for an amount: "16,500 دینار", "16,500 IQD". */
const price = (language: Language, amount: string) => text(language, 'catalogue.price', { amount });
const innerText = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).trim();

describe('checkout', () => {
  it('signs up, adds two shops’ products with colours and options, orders to a new address, pays on delivery and finds the order (Kurdish)', async () => {
    const language = 'kr';
    const page = await (await openContext(browser, { language })).newPage();
    const person = { name: 'ئاکۆ محەمەد', phone: '07809876543', password: 'چاپخانە-ئاکۆ-2026' };

    // Sign up: email link from the outbox, then the registration form.
    const email = uniqueEmail('buyer');
    await page.goto('/registerCode');
    await page.getByTestId('register-code-email').fill(email);
    await page.getByTestId('register-code-submit').click();
    await page.getByTestId('register-code-sent').waitFor();
    await page.goto(await waitForRegisterLink(inject('dataDir'), email));
    await page.getByTestId('register-name').fill(person.name);
    await page.getByTestId('register-phone').fill(person.phone);
    await page.getByTestId('register-password').fill(person.password);
    await page.getByTestId('register-type-user').check();
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('account-link').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('customerToken'));
    const customerId = tokenSubject(token!);
    const api = shopApi(inject('baseUrl'), token!);

    // Add both products from their pages, picking quantities in the colour table.
    for (const product of [SPOT_UV, MATTE]) {
      await page.goto(`/product/details/${product.slug}`);
      await page.getByTestId('colour-table').waitFor();
      for (const [row, quantity] of product.quantities.entries()) {
        if (quantity > 0) await page.getByTestId('quantity-input').nth(row).fill(String(quantity));
      }
      await page.getByTestId('add-to-cart').click();
      await toast(page, text(language, 'cart.messages.added')).waitFor();
    }
    // The badge counts units the customer can buy (buy_product_item), after the cart refetch.
    await expect
      .poll(() => innerText(page, 'cart-badge'))
      .toBe(String(units(SPOT_UV) + units(MATTE)));

    // The wishlist: the heart saves the product and shows it saved (storefront-friction-f
    // covers taking it off again).
    await page.getByTestId('add-to-wishlist').click();
    await toast(page, text(language, 'wishlist.messages.added')).waitFor();
    await expect.poll(() => innerText(page, 'wishlist-badge')).toBe('1');
    expect(await page.getByTestId('add-to-wishlist').getAttribute('aria-pressed')).toBe('true');

    // What the cart must show, from the API's prices, rate and fee, with the shared formulas.
    const rate = await api.rate();
    const [spotUv, matte] = await Promise.all([api.product(SPOT_UV.slug), api.product(MATTE.slug)]);
    expect(spotUv.sellerId).not.toBe(matte.sellerId);
    const lineTotal = (product: typeof spotUv, quantity: number) =>
      discountedUnitPrice(product.price, rate, product.discount).times(quantity);
    const serverCart = await api.cart(customerId);
    const expectTotals = (spotUvUnits: number) => {
      const subtotal = lineTotal(spotUv, spotUvUnits).plus(lineTotal(matte, units(MATTE)));
      const figures = payableFigures({
        subtotal,
        discountPercent: serverCart.customerDiscount,
        shipping: serverCart.shipping_fee,
      });
      return { subtotal: formatDinar(figures.subtotal), total: formatDinar(figures.total) };
    };
    // One flat fee per shop: two shops.
    expect(Number(serverCart.shipping_fee)).toBe(2 * 5000);

    await page.getByTestId('cart-link').click();
    await page.waitForURL('**/card');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-seller-group').count()).toBe(2);
    const spotUvLine = page.getByTestId('cart-line').filter({ hasText: spotUv.kuName });
    const matteLine = page.getByTestId('cart-line').filter({ hasText: matte.kuName });
    await expect(spotUvLine.getByTestId('cart-line-total').innerText()).resolves.toBe(
      price(language, formatLineAmount(lineTotal(spotUv, units(SPOT_UV)))),
    );
    await expect(matteLine.getByTestId('cart-line-total').innerText()).resolves.toBe(
      price(language, formatLineAmount(lineTotal(matte, units(MATTE)))),
    );
    // Colours and sizes by their Kurdish names, each size a row.
    expect(
      await spotUvLine
        .getByTestId('cart-row')
        .evaluateAll((rows) => rows.map((row) => `${row.dataset.colour} ${row.dataset.size}`)),
    ).toEqual(['سپی ١٠٠ دانە', 'سپی ٢٥٠ دانە', 'ڕەش ١٠٠ دانە']);
    let expected = expectTotals(units(SPOT_UV));
    await expect(innerText(page, 'cart-summary-subtotal')).resolves.toBe(
      price(language, expected.subtotal),
    );
    await expect(innerText(page, 'cart-summary-total')).resolves.toBe(
      price(language, expected.total),
    );

    // Each colour × size is its own row with its own − and +, which change only that row.
    const rowOf = (colour: string, size: string) =>
      spotUvLine.locator(`[data-testid="cart-row"][data-colour="${colour}"][data-size="${size}"]`);
    const rowQuantities = () => spotUvLine.getByTestId('cart-row-quantity').allInnerTexts();
    expect(await rowQuantities()).toEqual(['2', '1', '3']);
    const white250 = rowOf('سپی', '٢٥٠ دانە');
    await expect(white250.getByTestId('cart-row-inc').getAttribute('aria-label')).resolves.toBe(
      text(language, 'cart.rows.increase', {
        row: text(language, 'cart.rows.label', { colour: 'سپی', size: '٢٥٠ دانە' }),
      }),
    );
    await white250.getByTestId('cart-row-inc').click();
    await expect.poll(rowQuantities).toEqual(['2', '2', '3']);
    expected = expectTotals(units(SPOT_UV) + 1);
    await expect
      .poll(() => innerText(page, 'cart-summary-total'))
      .toBe(price(language, expected.total));
    await expect
      .poll(() => spotUvLine.getByTestId('cart-line-total').innerText())
      .toBe(price(language, formatLineAmount(lineTotal(spotUv, units(SPOT_UV) + 1))));
    await rowOf('ڕەش', '١٠٠ دانە').getByTestId('cart-row-dec').click();
    await expect.poll(rowQuantities).toEqual(['2', '2', '2']);
    expected = expectTotals(units(SPOT_UV));
    await expect
      .poll(() => innerText(page, 'cart-summary-total'))
      .toBe(price(language, expected.total));
    // The server holds exactly these rows, and no colour holds units without a size.
    const rows = (await api.cart(customerId)).card_products
      .flatMap((group) => group.products)
      .find((line) => line.productInfo._id === spotUv._id)!
      .cartItems.map((item) => [
        item.color,
        item.quantity,
        item.properties.map((p) => `${p.property}: ${p.quantity}`),
      ]);
    expect(rows).toEqual([
      ['White', 0, ['100 pcs: 2', '250 pcs: 2']],
      ['Black', 0, ['100 pcs: 2']],
    ]);

    // Shipping: the form starts with the customer's name and phone; a new address confirms.
    await page.getByTestId('checkout-button').click();
    await page.waitForURL('**/shipping');
    await page.getByTestId('shipping-form').waitFor();
    expect(await page.getByTestId('shipping-name').inputValue()).toBe(person.name);
    expect(await page.getByTestId('shipping-phone').inputValue()).toBe('0780 987 6543');
    expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    await page.getByTestId('shipping-submit').click();
    await page.getByTestId('shipping-place-error').waitFor();
    await fillShippingForm(page, ADDRESS);
    await page.getByTestId('shipping-submit').click();
    await page.getByTestId('address-confirmed').waitFor();
    await toast(page, text(language, 'checkout.messages.addressSaved')).waitFor();
    await expect(innerText(page, 'address-text')).resolves.toBe(ADDRESS.address);
    await expect(innerText(page, 'cart-summary-total')).resolves.toBe(
      price(language, expected.total),
    );
    await page.getByTestId('place-order').click();

    // Payment: cash on delivery is the default; the global shop has no FIB.
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.getByTestId('payment-submit').waitFor();
    expect(await page.getByTestId('payment-method-cod').isChecked()).toBe(true);
    expect(await page.getByTestId('payment-method-fib').count()).toBe(0);
    await expect(innerText(page, 'payment-total')).resolves.toBe(price(language, expected.total));
    await page.getByTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname === '/order/confirm');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
    await page.getByTestId('order-confirm-success').waitFor();
    // The cart the order came from is empty now.
    expect(await page.getByTestId('cart-badge').count()).toBe(0);

    // The order in my orders and in its detail page.
    await page.getByTestId('order-confirm-orders').click();
    await page.waitForURL('**/dashboard/my-orders');
    const row = page.getByTestId('order-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    await expect(row.getByTestId('order-status').innerText()).resolves.toBe(
      text(language, 'orders.status.pending'),
    );
    await expect(row.getByTestId('order-total').innerText()).resolves.toBe(
      price(language, expected.total),
    );
    await row.getByTestId('order-number').click();
    await page.waitForURL(`**/dashboard/order/details/${orderId}`);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-line').count()).toBe(2);
    await expect(innerText(page, 'order-detail-total')).resolves.toBe(
      price(language, expected.total),
    );
    await expect(page.getByTestId('order-delivery').innerText()).resolves.toContain(
      ADDRESS.address,
    );
    // Structured: the governorate in the reader's language, the landmark, the phone to call.
    await expect(innerText(page, 'order-delivery-governorate')).resolves.toBe(
      { kr: 'هەولێر', ar: 'أربيل', en: 'Erbil' }[language],
    );
    await expect(innerText(page, 'order-delivery-landmark')).resolves.toBe(ADDRESS.landmark);
    expect(await page.getByTestId('order-delivery-phone').getAttribute('href')).toBe(
      'tel:+9647809876543',
    );
    await expect(innerText(page, 'order-payment-method')).resolves.toBe(
      text(language, 'orders.method.cod'),
    );
    const orderedSpotUv = page.getByTestId('order-line').filter({ hasText: spotUv.kuName });
    // The order kept exactly the rows chosen in the cart.
    expect(await orderedSpotUv.getByTestId('property-quantity').allInnerTexts()).toEqual([
      '١٠٠ دانە × 2',
      '٢٥٠ دانە × 2',
      '١٠٠ دانە × 2',
    ]);
    expect(await orderedSpotUv.getByTestId('colour-quantity').count()).toBe(0);
    const ordered = (await api.order(orderId)).products.find((p) => p.productId === spotUv._id)!;
    expect(
      ordered.cartItems.map((item) => [
        item.color,
        item.quantity,
        item.properties.map((p) => `${p.property}: ${p.quantity}`),
      ]),
    ).toEqual([
      ['White', 0, ['100 pcs: 2', '250 pcs: 2']],
      ['Black', 0, ['100 pcs: 2']],
    ]);
    expect(await page.getByTestId('cancel-order').isVisible()).toBe(true);

    // The dashboard counts it; the wishlist holds the product added above.
    await page.getByTestId('dashboard-link-home').click();
    await expect.poll(() => innerText(page, 'dashboard-counter-total')).toBe('1');
    await expect(innerText(page, 'dashboard-counter-pending')).resolves.toBe('1');
    expect(await page.getByTestId('order-row').count()).toBe(1);
    await page.getByTestId('dashboard-link-wishlist').click();
    await page.getByTestId('wishlist-card').waitFor();
    await expect(page.getByTestId('wishlist-card').innerText()).resolves.toContain(matte.kuName);
    await page.getByTestId('wishlist-remove').click();
    await page.getByTestId('wishlist-empty').waitFor();
    expect(await page.getByTestId('wishlist-badge').count()).toBe(0);
    await page.context().close();
  });

  describe('FIB', () => {
    let fib: FibTestServer;
    let shop: RunningShop;
    let customer: Customer;

    beforeAll(async () => {
      fib = await startFibTestServer();
      shop = await startShop({
        FIB_BASE_URL: fib.baseUrl,
        FIB_CLIENT_ID: fib.clientId,
        FIB_CLIENT_SECRET: fib.clientSecret,
      });
      customer = await registerCustomer(shop, {
        name: 'Shilan Aziz',
        phone: '07901234567',
        password: 'fib-payer-2026',
      });
    });
    afterAll(async () => {
      await fib?.callbacksSettled();
      await shop?.stop();
      await fib?.close();
    });

    /** A placed, unpaid order of SPOT_UV for the FIB shop's customer. */
    async function placedOrder(): Promise<string> {
      const api = shopApi(shop.baseUrl, customer.token);
      const product = await api.product(SPOT_UV.slug);
      await api.addToCart(customer.id, product._id, SPOT_UV.cartItems);
      const shippingInfo: ShippingInfoInput = {
        ...ADDRESS,
        name: customer.name,
        phone: customer.phone,
      };
      return api.placeOrder(customer.id, shippingInfo);
    }

    it('pays with FIB: the QR code shows, and the page reaches success by itself once paid', async () => {
      const orderId = await placedOrder();
      const page = await openSignedIn(customer, 'kr', DESKTOP, shop.baseUrl);
      await page.goto(`/payment?orderId=${orderId}`);
      await page.getByTestId('payment-method-fib').click();
      await page.getByTestId('fib-qr').waitFor();
      expect(await page.getByTestId('fib-qr').getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      );
      expect(await page.getByTestId('payment-submit').count()).toBe(0);
      await expect(page.getByText(text('kr', 'checkout.fib.scanHint')).count()).resolves.toBe(1);

      const payment = [...fib.payments().values()].find((candidate) =>
        candidate.redirectUri?.endsWith(`orderId=${orderId}`),
      );
      expect(payment?.status).toBe('UNPAID');
      expect(await innerText(page, 'fib-readable-code')).toBe(payment!.readableCode);
      // The total to pay is the order's, rounded to 250 IQD.
      const order = await shopApi(shop.baseUrl, customer.token).order(orderId);
      expect(formatRoundedDinar(payment!.amount)).toBe(formatRoundedDinar(order.price));

      await page.evaluate(() => {
        (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
      });
      fib.pay(payment!.paymentId);
      await page.getByTestId('order-confirm-success').waitFor();
      expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
      // No reload happened: the page's own state is still there.
      expect(
        await page.evaluate(
          () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
        ),
      ).toBe(true);
      await page.getByTestId('order-confirm-details').click();
      await page.getByTestId('order-detail').waitFor();
      await expect(innerText(page, 'order-payment-status')).resolves.toBe(
        text('kr', 'orders.payment.paid'),
      );
      await page.context().close();
    });

    it('shows the FIB payment in every language, at 360 px and 1280 px', async () => {
      for (const language of ['kr', 'ar', 'en'] as const) {
        const orderId = await placedOrder();
        const page = await openSignedIn(customer, language, PHONE, shop.baseUrl);
        await page.goto(`/payment?orderId=${orderId}`);
        await page.getByTestId('payment-method-fib').click();
        await page.getByTestId('fib-qr').waitFor();
        for (const [size, viewport] of SIZES) {
          await page.setViewportSize(viewport);
          await page.getByTestId('payment-method-fib').scrollIntoViewIfNeeded();
          await capture(page, 'checkout', 'payment-fib', language, size);
          await page.getByTestId('fib-waiting').scrollIntoViewIfNeeded();
          await capture(page, 'checkout', 'payment-fib-code', language, size);
        }
        await page.context().close();
      }
    });
  });
});

describe('checkout screens in every language, at 360 px and 1280 px', () => {
  let customer: Customer;
  let api: ReturnType<typeof shopApi>;
  let savedAddress: ShippingInfoInput;

  beforeAll(async () => {
    customer = await registerCustomer(
      { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') },
      { name: 'Rawand Karim', phone: '07801112233', password: 'screens-2026' },
    );
    api = shopApi(inject('baseUrl'), customer.token);
    savedAddress = { ...ADDRESS, name: customer.name, phone: customer.phone };
    await api.saveAddress(customer.id, savedAddress);
    for (const slug of [MATTE.slug, SPOT_UV.slug, 'glossy-uv-business-cards']) {
      await api.addToWishlist(customer.id, (await api.product(slug))._id);
    }
  });

  /** Fills the cart with both products again (placing an order empties it). */
  async function fillCart() {
    for (const product of [SPOT_UV, MATTE]) {
      await api.addToCart(customer.id, (await api.product(product.slug))._id, product.cartItems);
    }
  }

  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`cart, shipping, payment, result, dashboard, orders, order and wishlist (${language})`, async () => {
      await fillCart();
      const page = await openSignedIn(customer, language, PHONE);
      // Screenshots show the header as a reader sees it once the counters have arrived.
      const shot = async (name: string, size: string) => {
        await page.getByTestId('wishlist-badge').first().waitFor();
        await capture(page, 'checkout', name, language, size);
      };

      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto('/card');
        await page.getByTestId('cart-line').first().waitFor();
        await shot('cart', size);
        if (size === 'phone') {
          await page.getByTestId('checkout-button').scrollIntoViewIfNeeded();
          await shot('cart-summary', size);
        }

        await page.goto('/shipping');
        await page.getByTestId('saved-address').waitFor();
        await shot('shipping', size);
        await page.getByTestId('shipping-submit').scrollIntoViewIfNeeded();
        await page.getByTestId('shipping-place').fill('');
        await page.getByTestId('shipping-submit').click();
        await page.getByTestId('shipping-place-error').waitFor();
        await shot('shipping-errors', size);
        await page.getByTestId('saved-address-use').click();
        await page.getByTestId('address-confirmed').waitFor();
        await page.getByTestId('address-confirmed').scrollIntoViewIfNeeded();
        await shot('shipping-confirmed', size);
      }

      await page.getByTestId('place-order').click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await page.getByTestId('payment-submit').waitFor();
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await shot('payment-cod', size);
      }
      await page.getByTestId('payment-submit').click();
      await page.getByTestId('order-confirm-success').waitFor();
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await shot('order-confirm', size);
      }

      // A cancelled order shows the error picture.
      await api.addToCart(customer.id, (await api.product(MATTE.slug))._id, MATTE.cartItems);
      const cancelledId = await api.placeOrder(customer.id, savedAddress);
      await api.cancelOrder(cancelledId);
      await page.goto(`/order/confirm?orderId=${cancelledId}`);
      await page.getByTestId('order-confirm-error').waitFor();
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await shot('order-confirm-error', size);
      }

      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto('/card');
        await page.getByTestId('cart-empty').waitFor();
        await shot('cart-empty', size);

        await page.goto('/dashboard');
        await page.getByTestId('order-row').first().waitFor();
        await shot('dashboard', size);
        await page.getByTestId('dashboard-counter-total').scrollIntoViewIfNeeded();
        if (size === 'phone') await shot('dashboard-counters', size);

        await page.goto('/dashboard/my-orders');
        await page.getByTestId('order-row').first().waitFor();
        await shot('my-orders', size);

        await page.goto(`/dashboard/order/details/${orderId}`);
        await page.getByTestId('order-detail').waitFor();
        await shot('order-detail', size);
        await page.getByTestId('order-line').first().scrollIntoViewIfNeeded();
        await shot('order-detail-products', size);

        await page.goto('/dashboard/my-wishlist');
        await page.getByTestId('wishlist-card').first().waitFor();
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('[data-testid="wishlist-price"]')).every((node) =>
            /\d/.test(node.textContent ?? ''),
          ),
        );
        await shot('wishlist', size);
      }

      // The cancel dialog, in the reader's language.
      await page.goto(`/dashboard/order/details/${orderId}`);
      await page.getByTestId('cancel-order').click();
      await page.getByTestId('cancel-order-dialog').waitFor();
      await expect(page.getByTestId('cancel-order-dialog').innerText()).resolves.toContain(
        text(language, 'orders.cancelTitle'),
      );
      await shot('cancel-dialog', 'desktop');
      await page.getByTestId('cancel-order-dialog-cancel').click();
      await page.context().close();
    }, 240_000);
  }
});
