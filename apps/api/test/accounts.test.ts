import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer, expectOwnerOnly, newPhone } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const MINUTE = 60_000;
let ipCounter = 1;
/** A fresh client address per test, so the per-network limits of one test do not touch another. */
const newIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 1;
const newEmail = () => `reader${emailCounter++}@example.com`;

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  shop.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const askLink = (email: string, ip = newIp(), lng?: string) =>
  post('/api/auth/email-link', { email, ...(lng ? { lng } : {}) }, {}, ip);

/** Asks for a link, follows it, and returns the registration ticket. */
async function verifiedTicket(email: string): Promise<string> {
  expect((await askLink(email)).statusCode).toBe(200);
  const token = new URL(shop.mailer.lastLink(email)).searchParams.get('token')!;
  const verified = await post('/api/auth/verify-email', { token });
  expect(verified.statusCode).toBe(200);
  return verified.json().uid;
}

describe('POST /api/auth/email-link', () => {
  it('mails a single-use /register link in the reader’s language', async () => {
    const email = newEmail();
    const response = await askLink(email, newIp(), 'en');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification link sent to your email!' });
    const mail = shop.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toMatch(/verification link/i);
    // The link opens the registration in the mail's language.
    expect(shop.mailer.lastLink(email)).toMatch(
      /^http:\/\/shop\.test\/register\?token=[\w-]{40,}&lng=en$/,
    );
  });

  it('writes in Kurdish by default and in Arabic when asked', async () => {
    const kurdish = newEmail();
    await askLink(kurdish);
    expect(shop.mailer.sent.at(-1)!.text).toMatch(/تۆمارکردن/);
    expect(shop.mailer.lastLink(kurdish)).toMatch(/&lng=kr$/);
    const arabic = newEmail();
    await askLink(arabic, newIp(), 'ar');
    expect(shop.mailer.sent.at(-1)!.text).toMatch(/تسجيل/);
    expect(shop.mailer.lastLink(arabic)).toMatch(/&lng=ar$/);
    // Without a language in the request, the storefront's language cookie decides.
    const byCookie = newEmail();
    await post('/api/auth/email-link', { email: byCookie }, { cookie: 'i18next=en' }, newIp());
    expect(shop.mailer.sent.at(-1)!.subject).toMatch(/verification link/i);
    expect(shop.mailer.lastLink(byCookie)).toMatch(/&lng=en$/);
  });

  it('blocks a repeat within 15 minutes, saying how many minutes are left (rounded up)', async () => {
    const email = newEmail();
    expect((await askLink(email)).statusCode).toBe(200);
    const soon = await askLink(email);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toBe('Please wait 15 minutes before requesting another link.');
    shop.clock.advance(10 * MINUTE + 30_000);
    expect((await askLink(email)).json().error).toBe(
      'Please wait 5 minutes before requesting another link.',
    );
    shop.clock.advance(4 * MINUTE + 1_000);
    expect((await askLink(email)).json().error).toBe(
      'Please wait 1 minute before requesting another link.',
    );
    shop.clock.advance(30_000);
    expect((await askLink(email)).statusCode).toBe(200);
  });

  it('allows five links a day, then refuses until the day has passed', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      expect((await askLink(email)).statusCode).toBe(200);
      shop.clock.advance(16 * MINUTE);
    }
    const sixth = await askLink(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('Daily verification limit reached. Try again tomorrow.');
    shop.clock.advance(24 * 60 * MINUTE);
    expect((await askLink(email)).statusCode).toBe(200);
  });

  it('limits one network to 20 links an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await askLink(newEmail(), ip)).statusCode).toBe(200);
    const refused = await askLink(newEmail(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/network/);
  });

  it('answers an existing account the same way, but mails a sign-in reminder', async () => {
    const customer = await createCustomer(shop);
    const response = await askLink(customer.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification link sent to your email!' });
    expect(shop.mailer.lastLink(customer.email)).toBe('http://shop.test/login?lng=kr');
  });

  it.each([[{ email: 'not-an-email' }], [{ email: '' }], [{}], [{ email: 'a@b.co', lng: 'fr' }]])(
    'rejects %o with 400',
    async (payload) => {
      const response = await post('/api/auth/email-link', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Invalid request body: /);
    },
  );
});

describe('POST /api/auth/verify-email', () => {
  const linkToken = (email: string) =>
    new URL(shop.mailer.lastLink(email)).searchParams.get('token')!;

  it('answers the email with a registration ticket as often as the link is opened, without spending it', async () => {
    const email = newEmail();
    await askLink(email);
    const token = linkToken(email);
    // A mail scanner, the phone that opened the mail, then the laptop: all see the same link.
    for (let opened = 0; opened < 3; opened++) {
      const response = await post('/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email, uid: expect.any(String) });
    }
    const { uid } = (await post('/api/auth/verify-email', { token })).json();
    const registered = await post('/api/customer/customer-register', {
      uid,
      name: 'Opened Thrice',
      email,
      phone: newPhone(),
      password: 'long enough pass',
      userType: 'user',
    });
    expect(registered.statusCode).toBe(201);
  });

  it('says a link that made an account is used, with its own code', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    await post('/api/customer/customer-register', {
      uid,
      name: 'Used',
      email,
      phone: newPhone(),
      password: 'long enough pass',
      userType: 'user',
    });
    const again = await post('/api/auth/verify-email', { token: linkToken(email) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'This link has already been used to create an account. Please log in.',
      code: 'link_used',
    });
  });

  it('refuses an expired link as expired and a made-up one as invalid', async () => {
    const email = newEmail();
    await askLink(email);
    const token = linkToken(email);
    shop.clock.advance(24 * 60 * MINUTE + 1000);
    expect((await post('/api/auth/verify-email', { token })).json()).toEqual({
      error: 'This link has expired. Please ask for a new one.',
      code: 'link_expired',
    });
    const madeUp = await post('/api/auth/verify-email', { token: 'made-up' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual({ error: 'Invalid verification link', code: 'invalid_link' });
  });
});

describe('spending a registration link', () => {
  const body = (uid: string, email: string) => ({
    uid,
    name: 'Racer',
    email,
    phone: newPhone(),
    password: 'long enough pass',
    userType: 'user',
  });

  it('makes exactly one account from two parallel submissions of one link', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const answers = await Promise.all([
      post('/api/customer/customer-register', body(uid, email)),
      post('/api/customer/customer-register', body(uid, email)),
      post('/api/customer/customer-register', body(uid, email)),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json().code).toBe('link_used');
    }
    const [row] = await selectRows<{ accounts: number }>(
      shop.database.db,
      sql`select count(*)::int as accounts from customers where lower(email) = ${email}`,
    );
    expect(row?.accounts).toBe(1);
  });

  it('cannot be reused once it made an account', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    expect((await post('/api/customer/customer-register', body(uid, email))).statusCode).toBe(201);
    const reused = await post('/api/customer/customer-register', body(uid, email));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('link_used');
  });

  it('stays usable after a refused registration (phone taken) and until it expires', async () => {
    const existing = await createCustomer(shop);
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const taken = await post('/api/customer/customer-register', {
      ...body(uid, email),
      phone: existing.phone,
    });
    expect(taken.statusCode).toBe(409);
    shop.clock.advance(23 * 60 * MINUTE);
    expect((await post('/api/customer/customer-register', body(uid, email))).statusCode).toBe(201);
  });

  it('refuses a link opened in time but submitted after it expired', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    shop.clock.advance(24 * 60 * MINUTE + 1000);
    const late = await post('/api/customer/customer-register', body(uid, email));
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('link_expired');
  });
});

describe('POST /api/customer/customer-register', () => {
  it('creates a user account, answers 201 with a token and sets an httpOnly cookie', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const response = await post('/api/customer/customer-register', {
      uid,
      name: 'Shilan Ahmed',
      email,
      phone: '0750 987 6543',
      password: 'long enough pass',
      userType: 'user',
    });
    expect(response.statusCode).toBe(201);
    const { token, message } = response.json();
    expect(message).toBe('Register Success');
    expect(decodeJwt(token)).toMatchObject({
      name: 'Shilan Ahmed',
      phone: '+9647509876543',
      address: null,
    });
    const cookie = response.cookies.find((c) => c.name === 'customerToken')!;
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('registers a print house with its address and name, reading Eastern-Arabic digits in the phone', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const response = await post('/api/customer/customer-register', {
      uid,
      name: 'Karwan',
      email,
      phone: '٠٧٧٠١٢٣٤٥٦٧',
      password: 'long enough pass',
      userType: 'printHouse',
      address: 'Erbil, 100m Street',
      printHouseName: 'Karwan Print',
    });
    expect(response.statusCode).toBe(201);
    const id = decodeJwt(response.json().token).id as string;
    const profile = await shop.app.inject({
      method: 'GET',
      url: `/api/get-customer/${id}`,
      headers: bearer(response.json().token),
    });
    expect(profile.json().customerProfile).toMatchObject({
      phone: '+9647701234567',
      userType: 'printHouse',
      printHouseName: 'Karwan Print',
      address: 'Erbil, 100m Street',
      discount: 0,
    });
  });

  it('requires the address and name of a print house, naming the missing field', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const response = await post('/api/customer/customer-register', {
      uid,
      name: 'Print',
      email,
      phone: newPhone(),
      password: 'long enough pass',
      userType: 'printHouse',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/address is required for a print house/);
    expect(response.json().error).toMatch(/printHouseName is required for a print house/);
  });

  it.each([
    [{ password: 'short' }, /password must be at least 8 characters/],
    [{ phone: '12345' }, /phone must be an Iraqi phone number/],
    [{ phone: '+1 202 555 0100' }, /phone must be an Iraqi phone number/],
    [{ userType: 'admin' }, /userType must be user or printHouse/],
    [{ name: '   ' }, /name is required/],
  ])('rejects %o with a sentence', async (change, message) => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const response = await post('/api/customer/customer-register', {
      uid,
      name: 'Someone',
      email,
      phone: newPhone(),
      password: 'long enough pass',
      userType: 'user',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('names each refused field by a code and its params, beside the sentence', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const response = await post('/api/customer/customer-register', {
      uid,
      name: '   ',
      email,
      phone: '12345',
      password: 'short',
      userType: 'admin',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid_input');
    expect(body.params.fields.split(', ').sort()).toEqual(
      ['name', 'password', 'phone', 'userType'].sort(),
    );
    expect(body.fieldErrors).toEqual({
      name: { code: 'required' },
      phone: { code: 'invalid_phone' },
      password: { code: 'too_short', params: { minimum: 8 } },
      userType: { code: 'invalid_choice', params: { choices: 'user or printHouse' } },
    });
  });

  it('accepts only the verified email, and each ticket once', async () => {
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const body = {
      uid,
      name: 'A',
      email: newEmail(),
      phone: newPhone(),
      password: 'long enough pass',
      userType: 'user',
    };
    const wrongEmail = await post('/api/customer/customer-register', body);
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error).toBe('The email must be the one you verified.');
    // A refused registration leaves the ticket usable.
    expect((await post('/api/customer/customer-register', { ...body, email })).statusCode).toBe(
      201,
    );
    const reused = await post('/api/customer/customer-register', {
      ...body,
      email,
      phone: newPhone(),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('link_used');
    expect(
      (await post('/api/customer/customer-register', { ...body, uid: 'forged' })).statusCode,
    ).toBe(400);
  });

  it('refuses a phone number that is already registered, with 409', async () => {
    const existing = await createCustomer(shop);
    const email = newEmail();
    const uid = await verifiedTicket(email);
    const response = await post('/api/customer/customer-register', {
      uid,
      name: 'B',
      email,
      phone: existing.phone.replace('+964', '0'),
      password: 'long enough pass',
      userType: 'user',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('This phone number is already registered. Please log in.');
  });
});

describe('POST /api/customer/customer-login', () => {
  it.each([['0750xxxxxxx'], ['750xxxxxxx'], ['+964750xxxxxxx'], ['964750xxxxxxx'], ['eastern']])(
    'signs in with the phone written as %s',
    async (form) => {
      const customer = await createCustomer(shop, { name: 'Dara' });
      const local = customer.phone.slice(4); // 750xxxxxxx
      const eastern = `0${local}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
      const phone = {
        '0750xxxxxxx': `0${local}`,
        '750xxxxxxx': local,
        '+964750xxxxxxx': `+964${local}`,
        '964750xxxxxxx': `964${local}`,
        eastern,
      }[form]!;
      const response = await post(
        '/api/customer/customer-login',
        { phone, password: customer.password },
        {},
        newIp(),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Login Success');
      expect(decodeJwt(response.json().token)).toMatchObject({ id: customer.id, name: 'Dara' });
    },
  );

  it('gives one answer for a wrong password and an unknown phone', async () => {
    const customer = await createCustomer(shop);
    const wrong = await post(
      '/api/customer/customer-login',
      { phone: customer.phone, password: 'wrong password' },
      {},
      newIp(),
    );
    const unknown = await post(
      '/api/customer/customer-login',
      { phone: newPhone(), password: 'wrong password' },
      {},
      newIp(),
    );
    const invalid = await post(
      '/api/customer/customer-login',
      { phone: 'not a phone', password: 'x' },
      {},
      newIp(),
    );
    for (const response of [wrong, unknown, invalid]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Phone number or password is incorrect',
        code: 'bad_login',
      });
    }
  });

  it('requires both fields', async () => {
    const response = await post('/api/customer/customer-login', { phone: '' }, {}, newIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/phone is required/);
  });

  it('stops guessing after 10 tries per phone in 15 minutes, whatever the network', async () => {
    const customer = await createCustomer(shop);
    for (let i = 0; i < 10; i++) {
      const response = await post(
        '/api/customer/customer-login',
        { phone: customer.phone, password: `guess ${i}` },
        {},
        newIp(),
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/customer/customer-login',
      { phone: `0${customer.phone.slice(4)}`, password: customer.password },
      {},
      newIp(),
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
  });

  it('stops one network after 30 tries in 15 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) {
      await post('/api/customer/customer-login', { phone: newPhone(), password: 'x' }, {}, ip);
    }
    expect(
      (await post('/api/customer/customer-login', { phone: newPhone(), password: 'x' }, {}, ip))
        .statusCode,
    ).toBe(429);
  });
});

describe('the signed-in customer', () => {
  it('reads only their own profile (401 without a token, 403 with another’s)', async () => {
    const own = await expectOwnerOnly(shop, (id) => ({
      method: 'GET',
      url: `/api/get-customer/${id}`,
    }));
    expect(own.json().customerProfile).toMatchObject({ name: 'Test Customer', discount: 0 });
  });

  it('is recognised by the httpOnly cookie as well as the header', async () => {
    const customer = await createCustomer(shop);
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/get-customer/${customer.id}`,
      cookies: { customerToken: customer.token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a forged, expired or garbled token with 401', async () => {
    const customer = await createCustomer(shop);
    const [header, , signature] = customer.token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ id: customer.id, sub: customer.id, name: 'x', phone: 'x', address: null }),
    ).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${signature}`, 'garbled', '']) {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/get-customer/${customer.id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    }
    shop.clock.advance(8 * 24 * 60 * MINUTE);
    const expired = await shop.app.inject({
      method: 'GET',
      url: `/api/get-customer/${customer.id}`,
      headers: bearer(customer.token),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toMatch(/expired/);
  });

  it('changes the password after checking the current one', async () => {
    const customer = await createCustomer(shop);
    const change = (payload: object, headers: Record<string, string> = bearer(customer.token)) =>
      shop.app.inject({ method: 'PUT', url: '/api/customer/change-password', payload, headers });
    expect(
      (await change({ oldPassword: 'nope', newPassword: 'new password 1' })).json().error,
    ).toBe('Your current password is not correct.');
    expect(
      (await change({ oldPassword: customer.password, newPassword: 'short' })).statusCode,
    ).toBe(400);
    expect(
      (await change({ oldPassword: customer.password, newPassword: 'new password 1' }, {}))
        .statusCode,
    ).toBe(401);
    const ok = await change({ oldPassword: customer.password, newPassword: 'new password 1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed successfully');
    const login = (password: string) =>
      post('/api/customer/customer-login', { phone: customer.phone, password }, {}, newIp());
    expect((await login(customer.password)).statusCode).toBe(401);
    expect((await login('new password 1')).statusCode).toBe(200);
  });

  it('logs out by clearing the cookie', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/customer/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Logout Success');
    const cookie = response.cookies.find((c) => c.name === 'customerToken')!;
    expect(cookie.value).toBe('');
    expect(new Date(cookie.expires!).getTime()).toBeLessThan(Date.now());
  });
});

describe('the reader’s language', () => {
  const languageOf = async (customerId: string) => {
    const [row] = await selectRows<{ language: string }>(
      shop.database.db,
      sql`select language from customers where id = ${customerId}`,
    );
    return row!.language;
  };

  it('is the one registered in, Kurdish when none is named', async () => {
    const register = async (lng?: string) => {
      const email = newEmail();
      const uid = await verifiedTicket(email);
      const response = await post('/api/customer/customer-register', {
        uid,
        name: 'Rezhna',
        email,
        phone: newPhone(),
        password: 'long enough pass',
        userType: 'user',
        ...(lng ? { lng } : {}),
      });
      expect(response.statusCode).toBe(201);
      return decodeJwt(response.json().token).id as string;
    };
    expect(await languageOf(await register('ar'))).toBe('ar');
    expect(await languageOf(await register('en'))).toBe('en');
    expect(await languageOf(await register())).toBe('kr');
  });

  it('follows a sign-in that names one, and stays when a sign-in names none', async () => {
    const customer = await createCustomer(shop);
    const logIn = (extra: object) =>
      post(
        '/api/customer/customer-login',
        { phone: customer.phone, password: customer.password, ...extra },
        {},
        newIp(),
      );
    expect((await logIn({ lng: 'en' })).statusCode).toBe(200);
    expect(await languageOf(customer.id)).toBe('en');
    // Someone else's cookie on a shared device is no choice of this customer's.
    const viaCookie = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { phone: customer.phone, password: customer.password },
      headers: { cookie: 'i18next=ar' },
      remoteAddress: newIp(),
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(await languageOf(customer.id)).toBe('en');
    // A wrong password changes nothing.
    expect((await logIn({ lng: 'ar', password: 'wrong password!' })).statusCode).toBe(401);
    expect(await languageOf(customer.id)).toBe('en');
    expect((await logIn({ lng: 'fr' })).statusCode).toBe(400);
  });

  it('follows a switch while signed in, for the signed-in customer only', async () => {
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    const put = (token: string | undefined, payload: object) =>
      shop.app.inject({
        method: 'PUT',
        url: '/api/customer/language',
        payload,
        headers: token ? bearer(token) : {},
      });
    expect((await put(undefined, { lng: 'ar' })).statusCode).toBe(401);
    expect((await put(customer.token, { lng: 'xx' })).statusCode).toBe(400);
    expect((await put(customer.token, {})).statusCode).toBe(400);
    const switched = await put(customer.token, { lng: 'ar' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ message: 'Language saved' });
    expect(await languageOf(customer.id)).toBe('ar');
    expect(await languageOf(other.id)).toBe('kr');
  });

  it('is kept for console accounts too: at sign-in and on a switch', async () => {
    const admin = await createSignedInAdmin(shop);
    const staffLanguage = async () => {
      const [row] = await selectRows<{ language: string }>(
        shop.database.db,
        sql`select language from staff_users where id = ${admin.id}`,
      );
      return row!.language;
    };
    expect(await staffLanguage()).toBe('kr');
    const signIn = await post(
      '/api/staff/login',
      { login: admin.email, password: admin.password, lng: 'ar' },
      {},
      newIp(),
    );
    expect(signIn.statusCode).toBe(200);
    expect(await staffLanguage()).toBe('ar');
    const put = (token: string | undefined) =>
      shop.app.inject({
        method: 'PUT',
        url: '/api/staff/language',
        payload: { lng: 'en' },
        headers: token ? bearer(token) : {},
      });
    expect((await put(undefined)).statusCode).toBe(401);
    // A customer's token is no console sign-in.
    expect((await put((await createCustomer(shop)).token)).statusCode).toBe(401);
    expect((await put(admin.token)).statusCode).toBe(200);
    expect(await staffLanguage()).toBe('en');
  });
});
