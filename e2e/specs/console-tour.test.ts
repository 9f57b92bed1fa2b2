import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openContext, type Language } from '../support/browser';
import { registerCustomer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { staffToken } from '../support/staff';
import { consoleTranslations, type Tree } from '../support/translations';
import { addressParts } from '../support/address';

// Every console screen, as an admin and as a seller, in the three languages on a phone and a
// desktop: direction, font and width are checked (support/screens.ts), no page error is thrown,
// no sentence of the English console shows on a Kurdish or Arabic screen, and a screenshot of
// each lands in e2e/artifacts/console-tour-*.png for a person to look at.

const ADMIN = 'admin@chapkhana.example';
const SELLER = 'erbil@chapkhana.example';
const MATTE = 'matte-laminated-business-cards'; // Hawler Print House (Erbil)

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/**
 * English console sentences that a Kurdish or Arabic screen must never show: every English
 * translation of two words or more whose Kurdish and Arabic translations differ from it.
 */
const englishSentences = (() => {
  const [kr, ar] = [
    new Map(leaves(consoleTranslations('kr'))),
    new Map(leaves(consoleTranslations('ar'))),
  ];
  return leaves(consoleTranslations('en'))
    .filter(([key, en]) => en !== kr.get(key) && en !== ar.get(key))
    .map(([, en]) => en.replace(/{{\s*\w+\s*}}.*$/s, '').trim())
    .filter((en) => /^\p{L}+( \p{L}+)+/u.test(en) && en.length >= 8);
})();

let browser: Browser;
let baseUrl: string;
let orderId: string;
let sellerPartId: string;
let productId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  // One order with a pack size, so the order screens have a row to show.
  const customer = await registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: 'Tour Buyer', phone: '07501239876', password: 'buyer-password-1' },
  );
  const shop = shopApi(baseUrl, customer.token);
  const product = await shop.product(MATTE);
  productId = product._id;
  await shop.addToCart(customer.id, product._id, [
    { color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 2 }] },
  ]);
  orderId = await shop.placeOrder(customer.id, {
    place: 'ماڵ',
    name: customer.name,
    address: 'شەقامی ١٠٠ مەتری',
    phone: customer.phone,
    city: 'هەولێر',
    ...addressParts('هەولێر'),
  });
  const parts = (await (
    await fetch(`${baseUrl}/api/seller/orders?perPage=100`, {
      headers: { Authorization: `Bearer ${staffToken(SELLER)}` },
    })
  ).json()) as { items: { _id: string; orderId: string }[] };
  const part = parts.items.find((item) => item.orderId === orderId);
  if (!part) throw new Error('The seller does not see the tour order.');
  sellerPartId = part._id;
});
afterAll(async () => {
  await browser?.close();
});

interface Screen {
  name: string;
  path: () => string;
  /** What shows once the screen has its data. */
  ready: string;
}

const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-orders', path: () => '/console/admin/orders', ready: 'main table' },
  { name: 'admin-order', path: () => `/console/admin/orders/${orderId}`, ready: 'main table' },
  { name: 'admin-currency', path: () => '/console/admin/currency', ready: 'main form' },
  { name: 'admin-sellers', path: () => '/console/admin/sellers', ready: 'main table' },
  { name: 'admin-customers', path: () => '/console/admin/customers', ready: 'main table' },
  { name: 'admin-categories', path: () => '/console/admin/categories', ready: 'main table' },
  { name: 'admin-banners', path: () => '/console/admin/banners', ready: 'main h1' },
  { name: 'admin-settings', path: () => '/console/admin/settings', ready: 'main form' },
];

const SELLER_SCREENS: Screen[] = [
  { name: 'seller-products', path: () => '/console/seller/products', ready: 'main table' },
  { name: 'seller-product-new', path: () => '/console/seller/products/new', ready: 'main form' },
  {
    name: 'seller-product-edit',
    path: () => `/console/seller/products/${productId}`,
    ready: 'main form',
  },
  { name: 'seller-orders', path: () => '/console/seller/orders', ready: 'main table' },
  {
    name: 'seller-order',
    path: () => `/console/seller/orders/${sellerPartId}`,
    ready: 'main table',
  },
  { name: 'seller-chat', path: () => '/console/seller/chat', ready: 'main h1' },
];

async function openAs(
  login: string,
  language: Language,
  viewport: { width: number; height: number },
) {
  const context = await openContext(browser, { language, viewport });
  await context.addInitScript(
    (token) => localStorage.setItem('staffToken', token),
    staffToken(login),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

async function tour(
  page: Page,
  errors: string[],
  screen: Screen,
  language: Language,
  size: string,
) {
  await page.goto(screen.path());
  await page.locator(screen.ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(errors, `${screen.name} threw`).toEqual([]);
  if (language !== 'en') {
    const shown = await page.locator('body').innerText();
    const untranslated = englishSentences.filter((sentence) => shown.includes(sentence));
    expect(untranslated, `${screen.name} in ${language} shows English`).toEqual([]);
  }
  await capture(page, 'console-tour', screen.name, language, size);
}

describe.each(['kr', 'ar', 'en'] as const)('the console in %s', (language) => {
  it.each(SIZES)('shows every admin screen on a %s', async (size, viewport) => {
    const { page, errors } = await openAs(ADMIN, language, viewport);
    for (const screen of ADMIN_SCREENS) await tour(page, errors, screen, language, size);
    await page.context().close();
  });

  it.each(SIZES)('shows every seller screen on a %s', async (size, viewport) => {
    const { page, errors } = await openAs(SELLER, language, viewport);
    for (const screen of SELLER_SCREENS) await tour(page, errors, screen, language, size);
    await page.context().close();
  });
});
