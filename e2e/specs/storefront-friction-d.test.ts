import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, openContext, PHONE, type Language } from '../support/browser';
import { newPhone, registerCustomer, uniqueEmail, type Customer } from '../support/customers';
import { waitForRegisterLink } from '../support/outbox';
import { capture, SIZES } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { text, toast } from '../support/translations';

let browser: Browser;
// The run's shop (global setup): one server is what two shared cores can start in time.
const shop = { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(language: Language, viewport: { width: number; height: number }) {
  const context = await openContext(browser, { language, viewport, baseUrl: shop.baseUrl });
  return context.newPage();
}

/** Asks for a sign-up link on /registerCode, on the screen, and returns the mailed link. */
async function askForLink(page: Page, language: Language, email: string): Promise<string> {
  await page.goto('/registerCode');
  await page.getByTestId('register-code-email').fill(email);
  await page.getByTestId('register-code-submit').click();
  await page.getByTestId('register-code-sent').waitFor();
  await toast(page, text(language, 'account.messages.linkSent')).waitFor();
  return waitForRegisterLink(shop.dataDir, email);
}

async function fillRegistration(page: Page, person: { name: string; phone: string }) {
  await page.getByTestId('register-name').fill(person.name);
  await page.getByTestId('register-phone').fill(person.phone);
  await page.getByTestId('register-password').fill('friction-d-2026');
  await page.getByTestId('register-type-user').check();
}

describe('issue 18.1: a sign-up link is spent by the account it makes, not by opening it', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`opened by a mail scanner and on a phone, completed on a laptop; the stale phone tab says "used" once (${language})`, async () => {
      const email = uniqueEmail(`friction-d-${language}`);
      const phone = await open(language, PHONE);
      const link = await askForLink(phone, language, email);

      // A mail scanner fetches the link first, as a plain GET.
      const scanned = await fetch(link);
      expect(scanned.status).toBe(200);
      await scanned.text();

      // The phone opens it: the form, with the email read-only.
      await phone.goto(link);
      await expect(phone.getByTestId('register-email').inputValue()).resolves.toBe(email);
      await toast(phone, text(language, 'account.messages.emailVerified')).waitFor();

      // The laptop (another device) opens the same link, twice (a reload), and registers.
      const laptop = await open(language, DESKTOP);
      await laptop.goto(link);
      await laptop.getByTestId('register-name').waitFor();
      for (const [size, viewport] of SIZES) {
        await laptop.setViewportSize(viewport);
        await laptop.reload();
        await laptop.getByTestId('register-name').waitFor();
        await capture(laptop, 'friction-d', 'signup-form', language, size);
      }
      await laptop.setViewportSize(DESKTOP);
      const name = { kr: 'شیلان ئەحمەد', ar: 'سارة حسن', en: 'Sara Hassan' }[language];
      await fillRegistration(laptop, { name, phone: newPhone() });
      await laptop.getByTestId('register-submit').click();
      await expect.poll(() => laptop.getByTestId('account-link').innerText()).toContain(name);

      // The phone's form is stale: submitting it says once that the link is used, with a way on.
      await fillRegistration(phone, { name, phone: newPhone() });
      await phone.getByTestId('register-submit').click();
      await phone.getByTestId('register-link-used').waitFor();
      const usedTitle = text(language, 'account.register.usedTitle');
      expect(await phone.getByText(usedTitle, { exact: true }).count()).toBe(1);
      expect(
        await toast(phone, text(language, 'apiErrors.link_used')).count(),
        'no toast repeats the page',
      ).toBe(0);
      expect(await phone.getByTestId('register-login-link').getAttribute('href')).toBe('/login');

      // Opened again later (any device): the same page, once.
      for (const [size, viewport] of SIZES) {
        await phone.setViewportSize(viewport);
        await phone.goto(link);
        await phone.getByTestId('register-link-used').waitFor();
        expect(await phone.getByText(usedTitle, { exact: true }).count()).toBe(1);
        await capture(phone, 'friction-d', 'signup-used', language, size);
      }

      // A made-up link says it cannot be used, and leads to a new one.
      for (const [size, viewport] of SIZES) {
        await phone.setViewportSize(viewport);
        await phone.goto('/register?token=not-a-real-link');
        await phone.getByTestId('register-link-invalid').waitFor();
        await capture(phone, 'friction-d', 'signup-invalid', language, size);
      }
      await phone.getByTestId('register-request-link').click();
      await phone.getByTestId('register-code-email').waitFor();

      // Asking again at once: the 15-minute block shows once, under the field, not as a toast.
      const again = uniqueEmail(`friction-d-again-${language}`);
      await askForLink(phone, language, again);
      for (const [size, viewport] of SIZES) {
        await phone.setViewportSize(viewport);
        await phone.goto('/registerCode');
        await phone.getByTestId('register-code-email').fill(again);
        await phone.getByTestId('register-code-submit').click();
        const blocked = phone.getByTestId('register-code-error');
        await blocked.waitFor();
        const sentence = await blocked.innerText();
        expect(sentence).toBe(text(language, 'apiErrors.link_resend_blocked', { count: 15 }));
        expect(await phone.getByText(sentence, { exact: true }).count()).toBe(1);
        await capture(phone, 'friction-d', 'signup-blocked', language, size);
      }
      await phone.context().close();
      await laptop.context().close();
    });
  }

  it('makes one account when two devices submit the same link at once', async () => {
    const email = uniqueEmail('friction-d-race');
    const first = await open('en', DESKTOP);
    const link = await askForLink(first, 'en', email);
    const second = await open('en', PHONE);
    await Promise.all([first.goto(link), second.goto(link)]);
    await fillRegistration(first, { name: 'First Device', phone: newPhone() });
    await fillRegistration(second, { name: 'Second Device', phone: newPhone() });
    await Promise.all([
      first.getByTestId('register-submit').click(),
      second.getByTestId('register-submit').click(),
    ]);
    const outcome = async (page: Page) => {
      const signedIn = page.getByTestId('account-link');
      const used = page.getByTestId('register-link-used');
      await signedIn.or(used).first().waitFor();
      return (await used.count()) > 0 ? 'used' : 'registered';
    };
    expect([await outcome(first), await outcome(second)].sort()).toEqual(['registered', 'used']);
    await first.context().close();
    await second.context().close();
  });
});

/** A T-shirt with colour × size rows (demo catalogue): White, Black, Navy, Red in S–XL. */
const SHIRT = 'cotton-crew-neck-t-shirt';
/** Twenty shirts: White M 8, White L 6, Black XL 6 (inputs in table order, four sizes a colour). */
const PICKS: [row: number, quantity: number][] = [
  [1, 8],
  [2, 6],
  [7, 6],
];
const EXPECTED_ROWS = {
  White: { own: 0, sizes: { M: 8, L: 6 } },
  Black: { own: 0, sizes: { XL: 6 } },
};

/** A cart line's colours with their own units and their units by size, as the server holds them. */
const sizesByColour = (items: { color: string; quantity: number; properties: object[] }[]) =>
  Object.fromEntries(
    items.map(({ color, quantity, properties }) => [
      color,
      {
        own: quantity,
        sizes: Object.fromEntries(
          (properties as { property: string; quantity: number }[]).map((size) => [
            size.property,
            size.quantity,
          ]),
        ),
      },
    ]),
  );

/** A visitor picks twenty shirts and taps Add to cart; they land on /login, told why. */
async function pickAndAsk(page: Page, language: Language) {
  await page.goto(`/product/details/${SHIRT}`);
  await page.getByTestId('colour-table').waitFor();
  for (const [row, quantity] of PICKS) {
    await page.getByTestId('quantity-input').nth(row).fill(String(quantity));
  }
  await page.getByTestId('add-to-cart').click();
  await page.waitForURL((url) => url.pathname === '/login');
  const url = new URL(page.url());
  expect(url.searchParams.get('next')).toBe(`/product/details/${SHIRT}`);
  expect(url.searchParams.get('reason')).toBe('cart');
  expect(await page.getByTestId('login-reason').innerText()).toBe(
    text(language, 'account.login.reasons.cart'),
  );
}

/** Back on the product page with the cart confirmation; the cart page shows the same rows. */
async function expectSelectionInCart(
  page: Page,
  language: Language,
  customerId: string,
  token: string,
) {
  await page.waitForURL((url) => url.pathname === `/product/details/${SHIRT}`);
  await toast(page, text(language, 'cart.messages.added')).waitFor();
  const cart = await shopApi(shop.baseUrl, token).cart(customerId);
  const lines = cart.card_products.flatMap((group) => group.products);
  expect(lines).toHaveLength(1);
  expect(sizesByColour(lines[0]!.cartItems)).toEqual(EXPECTED_ROWS);

  await page.goto('/card');
  const line = page.getByTestId('cart-line').first();
  await line.getByTestId('cart-row').nth(2).waitFor();
  expect(await line.getByTestId('cart-row-quantity').allInnerTexts()).toEqual(['8', '6', '6']);
  await expect.poll(() => page.getByTestId('cart-badge').first().innerText()).toBe('20');
}

describe('issue 18.2: a visitor’s selection survives signing in', () => {
  let customers: Record<'kr' | 'en', Customer>;
  beforeAll(async () => {
    customers = {
      kr: await registerCustomer(shop, {
        name: 'دارا عومەر',
        phone: newPhone(),
        password: 'friction-d-kr',
      }),
      en: await registerCustomer(shop, {
        name: 'Dara Omar',
        phone: newPhone(),
        password: 'friction-d-en',
      }),
    };
  });

  for (const [language, viewport] of [
    ['kr', PHONE],
    ['en', DESKTOP],
  ] as const) {
    it(`picks 20 shirts, logs in, and finds them in the cart (${language})`, async () => {
      const customer = customers[language];
      const page = await open(language, viewport);
      await pickAndAsk(page, language);
      await page.getByTestId('login-phone').fill(customer.phone);
      await page.getByTestId('login-password').fill(customer.password);
      await page.getByTestId('login-submit').click();
      await expectSelectionInCart(page, language, customer.id, customer.token);
      await page.context().close();
    });
  }

  it('picks 20 shirts, registers through the mailed link (a new tab), and finds them in the cart (ar)', async () => {
    const language = 'ar';
    const page = await open(language, PHONE);
    await pickAndAsk(page, language);
    await page.getByTestId('login-register-link').click();
    const email = uniqueEmail('friction-d-shirts');
    const link = await askForLink(page, language, email);
    // The mail opens in a new tab of the same browser.
    const mailTab = await page.context().newPage();
    await mailTab.goto(link);
    await fillRegistration(mailTab, { name: 'زينب علي', phone: newPhone() });
    await mailTab.getByTestId('register-submit').click();
    await mailTab.waitForURL((url) => url.pathname === `/product/details/${SHIRT}`);
    const token = await mailTab.evaluate(() => localStorage.getItem('customerToken'));
    expect(token).toBeTruthy();
    const id = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString('utf8'))
      .id as string;
    await expectSelectionInCart(mailTab, language, id, token!);
    await page.context().close();
  });

  it('puts the product on the wishlist after logging in from its Add to wishlist (en)', async () => {
    const customer = customers.en;
    const page = await open('en', PHONE);
    await page.goto(`/product/details/${SHIRT}`);
    await page.getByTestId('add-to-wishlist').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByTestId('login-reason').innerText()).toBe(
      text('en', 'account.login.reasons.wishlist'),
    );
    await page.getByTestId('login-phone').fill(customer.phone);
    await page.getByTestId('login-password').fill(customer.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === `/product/details/${SHIRT}`);
    await toast(page, text('en', 'wishlist.messages.added')).waitFor();
    await page.context().close();
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['javascript:alert(document.domain)'],
    ['/\\evil.example'],
  ])('does not follow ?next=%s off the shop after logging in', async (next) => {
    const customer = customers.kr;
    const page = await open('kr', DESKTOP);
    await page.goto(`/login?next=${encodeURIComponent(next)}&reason=cart`);
    await page.getByTestId('login-phone').fill(customer.phone);
    await page.getByTestId('login-password').fill(customer.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('account-link').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(shop.baseUrl);
    await page.context().close();
  });

  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`shows why the login page asks (${language}, 360 and 1280)`, async () => {
      const page = await open(language, PHONE);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(
          `/login?next=${encodeURIComponent(`/product/details/${SHIRT}`)}&reason=cart`,
        );
        await page.getByTestId('login-reason').waitFor();
        await capture(page, 'friction-d', 'login-reason', language, size);
      }
      await page.context().close();
    });
  }
});
