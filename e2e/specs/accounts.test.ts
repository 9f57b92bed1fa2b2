import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  doneMoving,
  launchBrowser,
  openContext,
  PHONE,
  screenshot,
  type Language,
} from '../support/browser';
import { waitForRegisterLink } from '../support/outbox';
import { text, toast } from '../support/translations';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** True when nothing on the page is wider than the viewport. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type Viewport = { width: number; height: number };

async function open(language: Language, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await openContext(browser, { language, viewport });
  return context.newPage();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('customerToken'));

let emailCounter = 0;
/** An address no earlier run of this file used (each run has a fresh DATA_DIR anyway). */
const newEmail = (label: string) => `${label}-${Date.now()}-${(emailCounter += 1)}@example.com`;

interface Account {
  name: string;
  phone: string;
  /** The phone in Eastern Arabic digits, as an Arabic keyboard types it. */
  phoneEastern: string;
  password: string;
  printHouseName: string;
  token: string;
}

// Filled by the registration test; the later tests sign in with it (or register it by API
// when run alone), so the same phone is not used for more logins than the API allows.
let account: Account | undefined;
const ACCOUNT = {
  name: 'هێمن کاوە',
  phone: '07701234567',
  phoneEastern: '٠٧٧٠١٢٣٤٥٦٧',
  password: 'چاپخانە-2026',
  printHouseName: 'چاپخانەی هەولێر',
  address: 'هەولێر، شەقامی ٦٠ مەتری',
};

/** Registers ACCOUNT through the API (link from the outbox), for tests run on their own. */
async function registeredAccount(): Promise<Account> {
  if (account) return account;
  const baseUrl = inject('baseUrl');
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = newEmail('api');
  expect((await post('/api/auth/email-link', { email, lng: 'kr' })).status).toBe(200);
  const link = await waitForRegisterLink(inject('dataDir'), email);
  const verified = (await (
    await post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') })
  ).json()) as { uid: string };
  const registered = await post('/api/customer/customer-register', {
    uid: verified.uid,
    email,
    name: ACCOUNT.name,
    phone: ACCOUNT.phone,
    password: ACCOUNT.password,
    userType: 'printHouse',
    address: ACCOUNT.address,
    printHouseName: ACCOUNT.printHouseName,
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  account = { ...ACCOUNT, token };
  return account;
}

/** Fills and sends the login form. */
async function logIn(page: Page, phone: string, password: string) {
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A page whose local storage already holds the customer's token, as after a login. */
async function openSignedIn(language: Language, viewport: Viewport = DESKTOP): Promise<Page> {
  const { token } = await registeredAccount();
  const context = await openContext(browser, { language, viewport });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('customerToken')) localStorage.setItem('customerToken', value);
  }, token);
  return context.newPage();
}

describe('accounts', () => {
  it('registers a print house from the mailed link, logs out and back in with 07… (Kurdish)', async () => {
    const page = await open('kr');
    const email = newEmail('printer');

    await page.goto('/registerCode');
    await page.getByTestId('register-code-email').fill(email);
    await page.getByTestId('register-code-submit').click();
    await page.getByTestId('register-code-sent').waitFor();
    await toast(page, text('kr', 'account.messages.linkSent')).waitFor();
    expect(await page.getByTestId('register-code-sent-email').innerText()).toBe(email);

    const link = await waitForRegisterLink(inject('dataDir'), email);
    expect(link.startsWith(`${inject('baseUrl')}/register?token=`)).toBe(true);
    await page.goto(link);
    const emailField = page.getByTestId('register-email');
    await emailField.waitFor();
    await toast(page, text('kr', 'account.messages.emailVerified')).waitFor();
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();

    await page.getByTestId('register-name').fill(ACCOUNT.name);
    await page.getByTestId('register-phone').fill(ACCOUNT.phone);
    await page.getByTestId('register-password').fill(ACCOUNT.password);
    await page.getByTestId('register-type-printHouse').check();
    await page.getByTestId('register-address').fill(ACCOUNT.address);
    await page.getByTestId('register-printHouseName').fill(ACCOUNT.printHouseName);
    await page.getByTestId('register-submit').click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('account-link').innerText()).resolves.toContain(ACCOUNT.name);
    const token = await storedToken(page);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    account = { ...ACCOUNT, token: token! };

    // The dashboard shows the profile the API stored.
    await page.getByTestId('account-link').click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByTestId('profile-print-house-name').innerText()).resolves.toBe(
      ACCOUNT.printHouseName,
    );
    await expect(page.getByTestId('profile-phone').innerText()).resolves.toBe('0770 123 4567');
    await expect(page.getByTestId('profile-user-type').innerText()).resolves.toBe(
      text('kr', 'account.userTypes.printHouse'),
    );

    await page.getByTestId('logout-button').click();
    await page.waitForURL('**/login');
    await page.getByTestId('login-link').waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByTestId('account-link').count()).toBe(0);

    await logIn(page, ACCOUNT.phone, ACCOUNT.password);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('account-link').innerText()).resolves.toContain(ACCOUNT.name);
    // Logging out ended the first token's session: the later tests sign in with this one.
    account = { ...ACCOUNT, token: (await storedToken(page))! };
    await page.context().close();
  });

  it('logs in with the phone typed in Eastern Arabic digits (Arabic)', async () => {
    const { phoneEastern, password, name } = await registeredAccount();
    const page = await open('ar', PHONE);
    await page.goto('/login');
    await logIn(page, phoneEastern, password);
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, text('ar', 'account.messages.loggedIn')).waitFor();
    // On phones the name sits in the top bar, like the desktop header.
    await expect(page.getByTestId('account-link').innerText()).resolves.toContain(name);
    await page.context().close();
  });

  it('shows a wrong password as a translated toast and stays signed out', async () => {
    const { phone } = await registeredAccount();
    const page = await open('kr');
    await page.goto('/login');
    await logIn(page, phone, 'not the password');
    const wrongPassword = toast(page, text('kr', 'apiErrors.bad_login'));
    await wrongPassword.waitFor();
    await doneMoving(wrongPassword); // photographed once it has slid in
    await screenshot(page, 'accounts-login-wrong-password-kr-desktop');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  });

  it('sends a signed-out visitor from /dashboard to /login, and back after signing in', async () => {
    const { phone, password } = await registeredAccount();
    const page = await open('en');
    await page.goto('/dashboard/change-password');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: text('en', 'pages.login.title') }).waitFor();
    await logIn(page, phone, password);
    await page.waitForURL('**/dashboard/change-password');
    await page.getByTestId('change-password-old').waitFor();
    await page.context().close();
  });

  it('changes the password; the new one signs in, the old one no longer does', async () => {
    const current = await registeredAccount();
    const page = await openSignedIn('kr');
    await page.goto('/dashboard/change-password');
    const newPassword = `${current.password}-نوێ`;

    // The confirmation must match before anything is sent.
    await page.getByTestId('change-password-old').fill(current.password);
    await page.getByTestId('change-password-new').fill(newPassword);
    await page.getByTestId('change-password-confirm').fill(`${newPassword}x`);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('change-password-confirm-error').innerText()).resolves.toBe(
      text('kr', 'fieldErrors.passwords_differ'),
    );

    await page.getByTestId('change-password-confirm').fill(newPassword);
    await page.getByTestId('change-password-submit').click();
    await toast(page, text('kr', 'account.messages.passwordChanged')).waitFor();
    expect(await page.getByTestId('change-password-old').inputValue()).toBe('');
    account = { ...current, password: newPassword };

    await page.getByTestId('logout-button').click();
    await page.waitForURL('**/login');
    await logIn(page, current.phone, current.password);
    await toast(page, text('kr', 'apiErrors.bad_login')).waitFor();
    await logIn(page, current.phone, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('account-link').waitFor();
    // The password change signed every device out: the later tests sign in with this token.
    account = { ...current, password: newPassword, token: (await storedToken(page))! };
    await page.context().close();
  });
});

const expectedDirection: Record<Language, string> = { kr: 'rtl', ar: 'rtl', en: 'ltr' };
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Checks direction, font and width, then takes `accounts-<name>-<language>-<size>`. */
async function capture(page: Page, name: string, language: Language, size: string) {
  const html = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    font: getComputedStyle(document.body).fontFamily,
  }));
  expect(html.dir).toBe(expectedDirection[language]);
  if (language === 'en') expect(html.font).not.toMatch(/Vazirmatn/);
  else expect(html.font).toMatch(/Vazirmatn/);
  expect(await fitsWidth(page), `${name} ${language} ${size} overflows`).toBe(true);
  await screenshot(page, `accounts-${name}-${language}-${size}`);
}

describe('account screens in every language, at 360 px and 1280 px', () => {
  for (const language of ['kr', 'ar', 'en'] as const) {
    it(`login, register code and register (${language})`, async () => {
      const page = await open(language, PHONE);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto('/login');
        await page.getByTestId('login-submit').waitFor();
        await capture(page, 'login', language, size);
        await page.getByTestId('login-submit').click();
        await page.getByTestId('login-phone-error').waitFor();
        await capture(page, 'login-errors', language, size);

        await page.goto('/registerCode');
        await page.getByTestId('register-code-submit').waitFor();
        await capture(page, 'register-code', language, size);
      }

      // One link per language; opening it does not spend it, so it works on every reload.
      const email = newEmail(`screens-${language}`);
      await page.getByTestId('register-code-email').fill(email);
      await page.getByTestId('register-code-submit').click();
      await page.getByTestId('register-code-sent').waitFor();
      await capture(page, 'register-code-sent', language, 'desktop');
      const link = await waitForRegisterLink(inject('dataDir'), email);

      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(link);
        await page.getByTestId('register-name').waitFor();
        await page.getByTestId('register-type-user').check();
        await capture(page, 'register-user', language, size);
        await page.getByTestId('register-type-printHouse').check();
        await page.getByTestId('register-submit').click();
        await page.getByTestId('register-printHouseName-error').waitFor();
        await page.getByTestId('register-printHouseName').scrollIntoViewIfNeeded();
        await capture(page, 'register-printHouse-errors', language, size);
      }

      await page.goto('/register?token=not-a-real-token');
      await page.getByTestId('register-link-invalid').waitFor();
      await capture(page, 'register-invalid', language, 'desktop');
      await page.context().close();
    });

    it(`dashboard and change password (${language})`, async () => {
      const page = await openSignedIn(language, PHONE);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto('/dashboard');
        await page.getByTestId('profile-summary').waitFor();
        await capture(page, 'dashboard', language, size);
        if (size === 'phone') {
          // The sidebar folds into a menu at the top on phones.
          expect(await page.getByTestId('logout-button').isVisible()).toBe(false);
          await page.getByTestId('dashboard-menu-toggle').click();
          await page.getByTestId('logout-button').waitFor();
          await capture(page, 'dashboard-menu', language, size);
          await page.getByTestId('dashboard-link-change-password').click();
        } else {
          expect(await page.getByTestId('logout-button').isVisible()).toBe(true);
          await page.getByTestId('dashboard-link-change-password').click();
        }
        await page.getByTestId('change-password-submit').waitFor();
        await page.getByTestId('change-password-submit').click();
        await page.getByTestId('change-password-old-error').waitFor();
        await capture(page, 'change-password-errors', language, size);
      }
      await page.context().close();
    });
  }
});
