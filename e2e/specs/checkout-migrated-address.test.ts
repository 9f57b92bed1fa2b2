import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Address } from '@chapkhana/shared/addresses';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopProcess, type ShopProcess } from '../../apps/api/test/helpers/shop-process';
import { launchBrowser, openContext, settled, type Language } from '../support/browser';
import { newPhone, registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { onePieceOf, shopApi } from '../support/shop-api';
import { text } from '../support/translations';

// Issue 36, addresses couriers can use: an address saved as free text before governorates is
// kept (its text as the landmark) and marked to complete; the checkout asks for the rest before
// the order goes, and the completed address replaces it. Such an address exists only after the
// migration, so this spec runs a shop of its own: started (migrated and seeded), stopped while
// the old addresses are written into its database as migration 0021 leaves them, and started
// again (the start-up step guesses each one's governorate from its city).
const PRODUCT = 'matte-laminated-business-cards';
const LANGUAGES = ['kr', 'ar', 'en'] as const satisfies Language[];

/** Each reader's old address: a city and a line of free text, as typed before governorates. */
const OLD_ADDRESS: Record<Language, { city: string; text: string }> = {
  kr: { city: 'هەولێر', text: 'عەنکاوە نزیک کڵێسای مار یوسف' },
  ar: { city: 'أربيل', text: 'عنكاوة قرب كنيسة مار يوسف' },
  en: { city: 'Hewlêr', text: 'Ankawa, near Mar Yousif church' },
};
/** What the reader completes it with. */
const COMPLETION: Record<Language, { district: string; area: string }> = {
  kr: { district: 'هەولێر', area: 'عەنکاوە' },
  ar: { district: 'أربيل', area: 'عنكاوة' },
  en: { district: 'Erbil', area: 'Ankawa' },
};

let browser: Browser;
let shop: ShopProcess;
const customers = {} as Record<Language, Customer>;

/** Writes an old free-text address, as migration 0021 leaves it, for each customer. */
async function writeOldAddresses(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    for (const language of LANGUAGES) {
      const customer = customers[language];
      const old = OLD_ADDRESS[language];
      await db.query(
        `insert into addresses (id, customer_id, place, name, address, landmark, phone, city,
           needs_completion)
         values ($1, $2, $3, $4, $5, $5, $6, $7, true)`,
        [randomUUID(), customer.id, 'Home', customer.name, old.text, customer.phone, old.city],
      );
    }
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  shop = createShopProcess({ env: { TRUST_PROXY: 'loopback' }, readyTimeoutMs: 300_000 });
  await shop.start();
  for (const language of LANGUAGES) {
    customers[language] = await registerCustomer(
      { baseUrl: shop.url, dataDir: shop.dataDir },
      { name: `Old Address ${language}`, phone: newPhone(), password: 'old-address-2026' },
    );
  }
  await shop.kill();
  await writeOldAddresses(shop.dataDir);
  await shop.start();
  for (const language of LANGUAGES) {
    const api = shopApi(shop.url, customers[language].token);
    const product = await api.product(PRODUCT);
    await api.addToCart(customers[language].id, product._id, onePieceOf(product));
  }
  // Two starts of a shop of its own, each up to minutes on a loaded machine.
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await shop?.dispose();
});

/** The storefront of this spec's shop, signed in as `customer`. */
async function openShop(customer: Customer, language: Language): Promise<Page> {
  const context = await openContext(browser, { language, baseUrl: shop.url });
  await context.addInitScript(
    (token) => localStorage.setItem('customerToken', token),
    customer.token,
  );
  return context.newPage();
}

async function addresses(customer: Customer): Promise<Address[]> {
  const response = await fetch(`${shop.url}/api/home/get-address/${customer.id}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { addresses: Address[] }).addresses;
}

describe('an address saved before governorates is completed at checkout', () => {
  it('the old address was kept whole and its governorate guessed, still to complete', async () => {
    for (const language of LANGUAGES) {
      const [saved] = await addresses(customers[language]);
      expect(saved).toMatchObject({
        governorate: 'ERB',
        address: OLD_ADDRESS[language].text,
        landmark: OLD_ADDRESS[language].text,
        area: '',
        needsCompletion: true,
      });
      // Ordered to as it is, it is refused with the fields still to fill.
      const refused = await fetch(`${shop.url}/api/home/order/place-order`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${customers[language].token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ userId: customers[language].id, addressId: saved!._id }),
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ code: 'address_incomplete' });
    }
  });

  for (const language of LANGUAGES) {
    it(`the checkout asks to complete it, and the completed address takes the order (${language})`, async () => {
      const customer = customers[language];
      const page = await openShop(customer, language);
      await page.goto('/shipping');
      const old = page.getByTestId('saved-address-incomplete');
      await old.waitFor();
      await settled(page);
      expect(await old.innerText()).toContain(OLD_ADDRESS[language].text);
      expect(await old.innerText()).toContain(text(language, 'checkout.addressNeedsCompletion'));
      // It cannot be picked as it is, and nothing can be ordered before an address is confirmed.
      expect(await page.getByTestId('saved-address-use').count()).toBe(0);
      expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await old.getByTestId('saved-address-complete').scrollIntoViewIfNeeded();
        await capture(page, 'migrated-address', 'checkout', language, size);
      }

      // Completing it: the form holds what was kept; the missing parts are asked for.
      await old.getByTestId('saved-address-complete').click();
      await page.getByTestId('shipping-completing').waitFor();
      expect(await page.getByTestId('shipping-landmark').inputValue()).toBe(
        OLD_ADDRESS[language].text,
      );
      expect(await page.getByTestId('shipping-governorate').inputValue()).toBe('ERB');
      await page.getByTestId('shipping-submit').click();
      await expect
        .poll(() => page.getByTestId('shipping-area').getAttribute('aria-invalid'))
        .toBe('true');
      expect(await page.getByTestId('address-confirmed').count()).toBe(0);
      await page.getByTestId('shipping-district').fill(COMPLETION[language].district);
      await page.getByTestId('shipping-area').fill(COMPLETION[language].area);
      await page.getByTestId('shipping-submit').click();
      await page.getByTestId('address-confirmed').waitFor();

      // Placed to the completed address.
      await page.getByTestId('place-order').click();
      await page.waitForURL(
        (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
      );
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      await page.getByTestId('payment-submit').click();
      await page.waitForURL((url) => url.pathname === '/order/confirm');
      const order = await shopApi(shop.url, customer.token).order(orderId);
      expect(order.shippingInfo).toMatchObject({
        governorate: 'ERB',
        district: COMPLETION[language].district,
        area: COMPLETION[language].area,
        landmark: OLD_ADDRESS[language].text,
      });
      // The completed address replaced the old one: nothing is left to complete.
      const saved = await addresses(customer);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({
        area: COMPLETION[language].area,
        landmark: OLD_ADDRESS[language].text,
        needsCompletion: false,
      });
      await page.context().close();
    });
  }
});
