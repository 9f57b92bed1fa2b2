import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { discountedUnitPrice } from '@chapkhana/shared/pricing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openContext, PHONE, type Language } from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { text, toast } from '../support/translations';
import { addressParts } from '../support/address';

/** Two colours, each sold by the pack (demo catalogue): White 100/250 pcs, Black 100 pcs. */
const SLUG = 'spot-uv-premium-business-cards';
const CHOSEN = [2, 1, 3];

let browser: Browser;
let customer: Customer;
let api: ReturnType<typeof shopApi>;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await registerCustomer(
    { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') },
    { name: 'Zahra Hadi', phone: '07701239876', password: 'cart-rows-2026' },
  );
  api = shopApi(inject('baseUrl'), customer.token);
});
afterAll(async () => {
  await browser?.close();
});

async function openCart(language: Language) {
  const context = await openContext(browser, { language, viewport: PHONE });
  await context.addInitScript((token) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', token);
  }, customer.token);
  return context.newPage();
}

/** The server's rows of the product's line (or order line): colour, own units, sizes. */
const rowsOf = (items: { color: string; quantity: number; properties: object[] }[]) =>
  items.map((item) => [
    item.color,
    item.quantity,
    (item.properties as { property: string; quantity: number }[]).map(
      (p) => `${p.property}: ${p.quantity}`,
    ),
  ]);

describe('cart rows', () => {
  it('changes one colour × size at a time, takes a row out at 1, and orders exactly the rows left (Arabic, 360 px)', async () => {
    const language = 'ar';
    const page = await openCart(language);
    await page.goto(`/product/details/${SLUG}`);
    await page.getByTestId('colour-table').waitFor();
    for (const [row, quantity] of CHOSEN.entries()) {
      await page.getByTestId('quantity-input').nth(row).fill(String(quantity));
    }
    await page.getByTestId('add-to-cart').click();
    await toast(page, text(language, 'cart.messages.added')).waitFor();

    await page.goto('/card');
    const line = page.getByTestId('cart-line').first();
    await line.waitFor();
    const rowOf = (colour: string, size: string) =>
      line.locator(`[data-testid="cart-row"][data-colour="${colour}"][data-size="${size}"]`);
    const quantities = () => line.getByTestId('cart-row-quantity').allInnerTexts();
    expect(await quantities()).toEqual(['2', '1', '3']);
    // The shop is named in Arabic too, not by its English name.
    const { shopNameAr } = await api.product(SLUG);
    expect(await page.getByTestId('cart-shop-name').first().innerText()).toBe(shopNameAr);
    // Sizes read in Arabic, isolated inside the row's text.
    expect(await rowOf('أبيض', '٢٥٠ قطعة').locator('bdi').first().innerText()).toBe('٢٥٠ قطعة');

    // + on Black 100 pcs only.
    await rowOf('أسود', '١٠٠ قطعة').getByTestId('cart-row-inc').click();
    await expect.poll(quantities).toEqual(['2', '1', '4']);
    // − on White 100 pcs twice: 2 → 1, then the row goes.
    const white100 = rowOf('أبيض', '١٠٠ قطعة');
    await white100.getByTestId('cart-row-dec').click();
    await expect.poll(quantities).toEqual(['1', '1', '4']);
    await expect(white100.getByTestId('cart-row-dec').getAttribute('aria-label')).resolves.toBe(
      text(language, 'cart.rows.takeOut', {
        row: text(language, 'cart.rows.label', { colour: 'أبيض', size: '١٠٠ قطعة' }),
      }),
    );
    await white100.getByTestId('cart-row-dec').click();
    await expect.poll(quantities).toEqual(['1', '4']);

    // The line total and the badge follow the server: 5 units.
    const product = await api.product(SLUG);
    const unit = discountedUnitPrice(product.price, await api.rate(), product.discount);
    await expect
      .poll(() => line.getByTestId('cart-line-total').innerText())
      .toBe(text(language, 'catalogue.price', { amount: formatLineAmount(unit.times(5)) }));
    await expect.poll(() => page.getByTestId('cart-badge').first().innerText()).toBe('5');
    const cart = await api.cart(customer.id);
    const held = cart.card_products.flatMap((group) => group.products)[0]!;
    expect(rowsOf(held.cartItems)).toEqual([
      ['White', 0, ['250 pcs: 1']],
      ['Black', 0, ['100 pcs: 4']],
    ]);

    const orderId = await api.placeOrder(customer.id, {
      place: 'البيت',
      name: customer.name,
      address: 'شارع الكورنيش ١٢',
      phone: customer.phone,
      city: 'البصرة',
      ...addressParts('البصرة'),
    });
    const order = await api.order(orderId);
    expect(rowsOf(order.products[0]!.cartItems)).toEqual(rowsOf(held.cartItems));
  });

  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`shows each row with its own −/+ (${language}, 360 px and 1280 px)`, async () => {
      const product = await api.product(SLUG);
      await api.addToCart(customer.id, product._id, [
        {
          color: 'White',
          quantity: 0,
          properties: [
            { property: '100 pcs', quantity: 2 },
            { property: '250 pcs', quantity: 1 },
          ],
        },
        { color: 'Black', quantity: 0, properties: [{ property: '100 pcs', quantity: 3 }] },
      ]);
      const page = await openCart(language);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto('/card');
        const line = page.getByTestId('cart-line').first();
        await line.getByTestId('cart-row').nth(2).waitFor();
        await page.getByTestId('cart-badge').first().waitFor();
        await line.scrollIntoViewIfNeeded();
        await capture(page, 'cart-rows', 'cart', language, size);
      }
      const lineId = (await api.cart(customer.id)).card_products[0]!.products[0]!._id;
      await fetch(`${inject('baseUrl')}/api/home/product/delete-card-product/${lineId}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${customer.token}` },
      });
    });
  }
});
