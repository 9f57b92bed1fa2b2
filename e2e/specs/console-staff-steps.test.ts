import type { ConsoleSeller } from '@chapkhana/shared/staff';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  drawnInItsFont,
  launchBrowser,
  openContext,
  openSignedIn,
  PHONE,
  type Language,
} from '../support/browser';
import { newPhone, registerCustomer, uniqueEmail, type Customer } from '../support/customers';
import { mailsTo, waitForSetPasswordLink } from '../support/outbox';
import { capture, SIZES } from '../support/screens';
import { onePieceOf, shopApi } from '../support/shop-api';
import { openConsoleAs, staffCall } from '../support/staff';
import { consoleText, text, toast } from '../support/translations';
import { addressParts } from '../support/address';

/**
 * Issue 35, on the console's screens: the admin adds a print house and its owner sets a password
 * from the mailed link; cancelling or delivering an order and suspending a shop ask for a reason
 * and a confirmation, and the customer and the storefront see what follows.
 */
const ADMIN = 'admin@chapkhana.example';
const SUSPENDED = 'basra@chapkhana.example'; // Shatt Al-Arab Print Studio
const SUSPENDED_PRODUCT = 'spot-uv-premium-business-cards'; // one of its products
const ORDERED = 'matte-laminated-business-cards'; // Hawler Print House

let browser: Browser;
let baseUrl: string;
let dataDir: string;
let basraShop: ConsoleSeller;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  dataDir = inject('dataDir');
  const { items } = await staffCall<{ items: ConsoleSeller[] }>(
    ADMIN,
    'GET',
    `/admin/sellers?search=${encodeURIComponent(SUSPENDED)}`,
  );
  basraShop = items[0]!;
});
afterAll(async () => {
  // The shop is open again for the specs that follow, whatever happened here.
  const { items } = await staffCall<{ items: ConsoleSeller[] }>(
    ADMIN,
    'GET',
    `/admin/sellers?search=${encodeURIComponent(SUSPENDED)}`,
  );
  if (items[0] && !items[0].active)
    await staffCall(ADMIN, 'PATCH', `/admin/sellers/${items[0]._id}`, { active: true });
  await browser?.close();
});

let customers = 0;
const newCustomer = (): Promise<Customer> =>
  registerCustomer(
    { baseUrl, dataDir },
    { name: `Staff Steps ${(customers += 1)}`, phone: newPhone(), password: 'staff-steps-2026' },
  );

/** An order of one piece of business cards, placed (and, if asked, to be paid on delivery). */
async function placeOrder(customer: Customer, { cod }: { cod: boolean }) {
  const shop = shopApi(baseUrl, customer.token);
  const product = await shop.product(ORDERED);
  await shop.addToCart(customer.id, product._id, onePieceOf(product));
  const orderId = await shop.placeOrder(customer.id, {
    place: 'ماڵ',
    name: customer.name,
    address: 'شارع الكورنيش، قرب الجسر',
    phone: customer.phone,
    city: 'أربيل',
    ...addressParts('أربيل'),
  });
  if (cod) await shop.payOnDelivery(orderId);
  return { orderId, ...(await shop.order(orderId)) };
}

/** Chooses `status` in the order page's status control and presses apply. */
async function chooseStatus(page: Page, language: Language, status: string) {
  const control = page.getByTestId('order-page-status');
  await control.locator('select').selectOption(status);
  await control.getByRole('button', { name: consoleText(language, 'orders.apply') }).click();
}

/** A confirm dialog's parts, found by their role and the reader's words. */
function dialogParts(dialog: Locator, language: Language, confirmLabel: string) {
  return {
    reason: dialog.getByRole('textbox'),
    confirm: dialog.getByRole('button', { name: confirmLabel, exact: true }),
    goBack: dialog.getByRole('button', { name: consoleText(language, 'common.goBack') }),
    required: dialog.getByText(consoleText(language, 'fieldErrors.required'), { exact: true }),
  };
}

/** The slugs of the products a storefront search for `value` shows (their cards' links). */
async function searchedSlugs(page: Page, value: string): Promise<string[]> {
  await page.goto(`/products/search?category=&value=${encodeURIComponent(value)}`);
  await page.getByTestId('product-grid').or(page.getByTestId('listing-empty')).waitFor();
  return page
    .getByTestId('product-card')
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/').pop()!),
    );
}

/** Whether any mail to `email` so far carries `words` (in its text or its HTML). */
const mailedWith = async (email: string, words: string) =>
  (await mailsTo(dataDir, email)).some(
    (mail) => mail.text.includes(words) || mail.html.includes(words),
  );

/**
 * The customer reads the reason on the storefront's order page (Arabic, 1280 px), under its
 * label, and finds it in a mail.
 */
async function customerIsTold(
  customer: Customer,
  orderId: string,
  status: 'cancelled' | 'delivered',
  reason: string,
) {
  const storefront = await openSignedIn(browser, customer.token, 'ar', DESKTOP);
  await storefront.goto(`/dashboard/order/details/${orderId}`);
  await expect.poll(() => storefront.getByTestId('order-status-reason').innerText()).toBe(reason);
  await storefront.getByText(text('ar', `orders.reason.${status}`)).waitFor();
  await storefront.context().close();
  await expect.poll(() => mailedWith(customer.email, reason)).toBe(true);
}

describe('a new print house (issue 35, kr, 360 px)', () => {
  it('the admin adds it, its owner sets a password from the mail, signs in and sees an empty console; the link works once', async () => {
    const language = 'kr';
    const email = uniqueEmail('new-seller');
    const phone = newPhone();
    const shopName = `چاپخانەی نوێ ${Date.now() % 100000}`;
    const person = 'ئاراس کەریم';
    const password = 'new-seller-pass-2026';

    const admin = await openConsoleAs(browser, ADMIN, language, PHONE);
    await admin.goto('/console/admin/sellers');
    await drawnInItsFont(admin.getByTestId('add-seller'));
    await admin.getByTestId('add-seller').click();
    await admin.waitForURL('**/console/admin/sellers/new');
    const form = admin.getByTestId('new-seller-form');
    await form.waitFor();
    // Sent empty: each required field says so, and nothing is added.
    await form.getByRole('button', { name: consoleText(language, 'sellers.new.submit') }).click();
    await expect
      .poll(() => admin.locator('#seller-shopNameKu').getAttribute('aria-invalid'))
      .toBe('true');
    expect(await admin.locator('#seller-email').getAttribute('aria-invalid')).toBe('true');
    await admin.locator('#seller-shopNameKu').fill(shopName);
    await admin.locator('#seller-shopNameAr').fill('مطبعة جديدة');
    await admin.locator('#seller-shopNameEn').fill('New Print House');
    await admin.locator('#seller-city').selectOption('SUL');
    await admin.locator('#seller-name').fill(person);
    await admin.locator('#seller-email').fill(email);
    await admin.locator('#seller-phone').fill(phone);
    expect(await admin.locator('#seller-language').inputValue()).toBe('kr');
    await form.getByRole('button', { name: consoleText(language, 'sellers.new.submit') }).click();
    await admin.waitForURL((url) => url.pathname === '/console/admin/sellers');
    await toast(admin, consoleText(language, 'sellers.new.added', { email })).waitFor();
    await admin.context().close();

    // The mail (in Kurdish, as chosen) carries the link; the owner opens it on their phone.
    const link = new URL(await waitForSetPasswordLink(dataDir, email));
    const linkPath = `${link.pathname}${link.search}`;
    const owner = await (await openContext(browser, { language, viewport: PHONE })).newPage();
    await owner.goto(linkPath);
    await drawnInItsFont(owner.getByTestId('set-password-form'));
    await owner.locator('#new-password').fill(password);
    await owner.locator('#repeat-password').fill(password);
    await owner.getByRole('button', { name: consoleText(language, 'setPassword.submit') }).click();
    // A seller lands on its dashboard (issue 39); its products are one tap away.
    await owner.waitForURL((url) => url.pathname === '/console/seller/dashboard');
    await expect
      .poll(() => owner.getByTestId('staff-name').innerText())
      .toBe(
        consoleText(language, 'layout.signedInSeller', {
          name: person,
          role: consoleText(language, 'staff.roles.owner'),
        }),
      );
    await owner.goto('/console/seller/products');
    await owner.getByText(consoleText(language, 'products.empty'), { exact: true }).waitFor();

    // Signed out, the owner signs in with the new password and finds the same empty console.
    await owner.getByTestId('sign-out').click();
    await owner.getByTestId('sign-in-form').waitFor();
    await owner.locator('#login').fill(email);
    await owner.locator('#password').fill(password);
    await owner.getByTestId('sign-in-form').locator('button[type="submit"]').click();
    await owner.waitForURL((url) => url.pathname === '/console/seller/dashboard');
    await owner.goto('/console/seller/products');
    await owner.getByText(consoleText(language, 'products.empty'), { exact: true }).waitFor();
    await owner.context().close();

    // The same link again: refused, in Kurdish, and the password stays the one chosen.
    const again = await (await openContext(browser, { language, viewport: PHONE })).newPage();
    await again.goto(linkPath);
    await drawnInItsFont(again.getByTestId('set-password-form'));
    await again.locator('#new-password').fill('someone-else-2026');
    await again.locator('#repeat-password').fill('someone-else-2026');
    await again.getByRole('button', { name: consoleText(language, 'setPassword.submit') }).click();
    await expect
      .poll(() => again.getByTestId('set-password-form').getByRole('alert').innerText())
      .toBe(consoleText(language, 'apiErrors.password_link_invalid'));
    expect(again.url()).toContain('/console/set-password');
    await again.context().close();
    const signIn = await fetch(`${baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.250' },
      body: JSON.stringify({ login: email, password }),
    });
    expect(signIn.status).toBe(200);
  });
});

describe('steps that ask for a reason (issue 35, ar, 1280 px)', () => {
  const language = 'ar';

  it('cancelling an order asks for a reason, and the customer reads it on the order page and in the mail', async () => {
    const customer = await newCustomer();
    const { orderId, orderNumber } = await placeOrder(customer, { cod: false });
    const reason = `نفد الورق المطلوب لهذا الطلب ${orderNumber}`;

    const admin = await openConsoleAs(browser, ADMIN, language, DESKTOP);
    await admin.goto(`/console/admin/orders/${orderId}`);
    await admin.getByTestId('order-page').waitFor();
    await chooseStatus(admin, language, 'cancelled');
    const dialog = admin.getByTestId('status-confirm');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(
      consoleText(language, 'orders.confirm.cancelled.title', { number: orderNumber }),
    );
    await dialog.getByText(consoleText(language, 'orders.confirm.cancelled.body')).waitFor();
    const parts = dialogParts(
      dialog,
      language,
      consoleText(language, 'orders.confirm.cancelled.action'),
    );
    // No reason: the dialog says it is needed and the order stays as it was.
    await parts.confirm.click();
    await parts.required.waitFor();
    expect((await shopApi(baseUrl, customer.token).order(orderId)).delivery_status).toBe('pending');
    await parts.reason.fill(reason);
    await parts.confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await admin
      .getByTestId('order-page')
      .getByText(consoleText(language, 'orders.final'))
      .waitFor();
    await admin.context().close();

    await customerIsTold(customer, orderId, 'cancelled', reason);
  });

  it('marking an order delivered asks for a reason, goes back when asked, and the customer reads the reason', async () => {
    const customer = await newCustomer();
    const { orderId, orderNumber } = await placeOrder(customer, { cod: true });
    const reason = `سُلّم الطلب ${orderNumber} إلى الاستقبال`;

    const admin = await openConsoleAs(browser, ADMIN, language, DESKTOP);
    await admin.goto(`/console/admin/orders/${orderId}`);
    await admin.getByTestId('order-page').waitFor();
    await chooseStatus(admin, language, 'delivered');
    const dialog = admin.getByTestId('status-confirm');
    await dialog.waitFor();
    // Cash on delivery, unpaid: the dialog says the cash is a step of its own.
    await dialog.getByText(consoleText(language, 'orders.confirm.cashSeparate')).waitFor();
    const parts = dialogParts(
      dialog,
      language,
      consoleText(language, 'orders.confirm.delivered.action'),
    );
    // Going back changes nothing.
    await parts.reason.fill('خطأ');
    await parts.goBack.click();
    await dialog.waitFor({ state: 'detached' });
    expect((await shopApi(baseUrl, customer.token).order(orderId)).delivery_status).toBe('pending');
    await chooseStatus(admin, language, 'delivered');
    await dialog.waitFor();
    await parts.confirm.click();
    await parts.required.waitFor();
    await parts.reason.fill(reason);
    await parts.confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await shopApi(baseUrl, customer.token).order(orderId)).delivery_status)
      .toBe('delivered');
    await admin.context().close();

    await customerIsTold(customer, orderId, 'delivered', reason);
  });

  it('suspending a shop asks for a reason and says what happens; its products leave the storefront and come back when reopened', async () => {
    const shopName = basraShop.shopNameAr;
    const reason = 'لم تُسلَّم الطلبات في موعدها';
    const storefront = await (
      await openContext(browser, { language, viewport: DESKTOP })
    ).newPage();
    expect(await searchedSlugs(storefront, 'Spot UV')).toContain(SUSPENDED_PRODUCT);

    const admin = await openConsoleAs(browser, ADMIN, language, DESKTOP);
    await admin.goto('/console/admin/sellers');
    const row = admin.getByTestId(`seller-row-${basraShop._id}`);
    await row.getByRole('button', { name: consoleText(language, 'sellers.deactivate') }).click();
    const dialog = admin.getByTestId('seller-confirm');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(
      consoleText(language, 'sellers.suspend.title', { shop: shopName }),
    );
    for (const key of ['orders', 'signIn', 'undo'])
      await dialog.getByText(consoleText(language, `sellers.suspend.${key}`)).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(4);
    const parts = dialogParts(dialog, language, consoleText(language, 'sellers.suspend.action'));
    await parts.confirm.click();
    await parts.required.waitFor();
    await parts.reason.fill(reason);
    await parts.confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(consoleText(language, 'sellers.inactive')).waitFor();
    await row.getByText(reason).waitFor();

    // The storefront no longer shows its products; the seller's account is signed out.
    await expect.poll(() => searchedSlugs(storefront, 'Spot UV')).not.toContain(SUSPENDED_PRODUCT);

    await row.getByRole('button', { name: consoleText(language, 'sellers.activate') }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(
      consoleText(language, 'sellers.reopen.title', { shop: shopName }),
    );
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await dialog
      .getByRole('button', { name: consoleText(language, 'sellers.reopen.action'), exact: true })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(consoleText(language, 'sellers.active'), { exact: true }).waitFor();
    await expect.poll(() => searchedSlugs(storefront, 'Spot UV')).toContain(SUSPENDED_PRODUCT);
    await admin.context().close();
    await storefront.context().close();
  });
});

describe('the confirm dialogs and the new-seller form in every language, at 360 and 1280 px', () => {
  it('suspend, cancel, delivered, cash collected and the new-seller form', async () => {
    const customer = await newCustomer();
    const { orderId } = await placeOrder(customer, { cod: true });
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const page = await openConsoleAs(browser, ADMIN, language, viewport);
        await page.goto('/console/admin/sellers/new');
        await page.getByTestId('new-seller-form').waitFor();
        await capture(page, 'console-confirm', 'new-seller', language, size);
        // Sent empty, each field says what it needs.
        await page
          .getByTestId('new-seller-form')
          .getByRole('button', { name: consoleText(language, 'sellers.new.submit') })
          .click();
        await expect
          .poll(() => page.locator('#seller-email').getAttribute('aria-invalid'))
          .toBe('true');
        await capture(page, 'console-confirm', 'new-seller-errors', language, size);

        await page.goto('/console/admin/sellers');
        await page
          .getByTestId(`seller-row-${basraShop._id}`)
          .getByRole('button', { name: consoleText(language, 'sellers.deactivate') })
          .click();
        await page.getByTestId('seller-confirm').waitFor();
        await capture(page, 'console-confirm', 'suspend', language, size);
        await page.keyboard.press('Escape');
        await page.getByTestId('seller-confirm').waitFor({ state: 'detached' });

        await page.goto(`/console/admin/orders/${orderId}`);
        await page.getByTestId('order-page').waitFor();
        for (const status of ['cancelled', 'delivered']) {
          await chooseStatus(page, language, status);
          await page.getByTestId('status-confirm').waitFor();
          await capture(page, 'console-confirm', status, language, size);
          await page
            .getByTestId('status-confirm')
            .getByRole('button', { name: consoleText(language, 'common.goBack') })
            .click();
          await page.getByTestId('status-confirm').waitFor({ state: 'detached' });
        }
        await page.getByTestId('cash-collected').click();
        await page.getByTestId('cash-confirm').waitFor();
        await capture(page, 'console-confirm', 'cash', language, size);
        await page.keyboard.press('Escape');
        await page.context().close();
      }
    }
    expect((await shopApi(baseUrl, customer.token).order(orderId)).delivery_status).toBe('pending');
  }, 180_000);
});

describe("the admin's list buttons", () => {
  it('sending a password link and hiding, then showing, a banner each say so, in kr/ar/en at 360 and 1280 px', async () => {
    for (const language of ['kr', 'ar', 'en'] as const) {
      for (const [size, viewport] of SIZES) {
        const admin = await openConsoleAs(browser, ADMIN, language, viewport);
        await admin.goto('/console/admin/sellers');
        const row = admin.getByTestId(`seller-row-${basraShop._id}`);
        await row.getByRole('button', { name: consoleText(language, 'sellers.sendLink') }).click();
        const sent = consoleText(language, 'sellers.linkSent', { email: basraShop.account.email });
        await toast(admin, sent).waitFor();
        await capture(admin, 'console-staff-steps', 'seller-link', language, size);

        await admin.goto('/console/admin/banners');
        const banner = admin.locator('[data-testid^="banner-row-"]').first();
        const hide = banner.getByRole('button', { name: consoleText(language, 'banners.hide') });
        await hide.click();
        await banner.getByRole('button', { name: consoleText(language, 'banners.show') }).waitFor();
        await toast(admin, consoleText(language, 'banners.saved')).first().waitFor();
        await capture(admin, 'console-staff-steps', 'banner-hidden', language, size);
        await banner.getByRole('button', { name: consoleText(language, 'banners.show') }).click();
        await hide.waitFor();
        await admin.context().close();
      }
    }
  }, 180_000);
});
