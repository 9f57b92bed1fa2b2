import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_LIMITS } from '@chapkhana/shared/accounts';
import { buildApp } from '../src/app';
import { customers, phoneCodes } from '../src/db/schema/index';
import { MessagesUnavailableError, type Messenger } from '../src/messages/messenger';
import { bearer, createCustomer, newPhone } from './helpers/customers';
import { latestCodeSentTo, messagesTo } from './helpers/phone-outbox';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

let ipCounter = 1;
/** A fresh client address per test, so one test's per-network limits do not touch another. */
const newIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const post = (app: TestApp['app'], url: string, payload: object, ip = newIp()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip });

const askCode = (phone: string, purpose = 'sign-in', extra: object = {}, ip = newIp()) =>
  post(shop.app, '/api/auth/phone-code', { phone, purpose, ...extra }, ip);

const verify = (phone: string, code: string, purpose = 'sign-in', extra: object = {}) =>
  post(shop.app, '/api/auth/phone-code/verify', { phone, code, purpose, ...extra });

async function codeFor(phone: string): Promise<string> {
  const code = await latestCodeSentTo(shop.dataDir, phone);
  if (!code) throw new Error(`No code was written for ${phone}.`);
  return code;
}

/** Any other six digits. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** 0750 123 4567 in Eastern-Arabic digits, for an E.164 `+9647…` number. */
const easternArabic = (e164: string) =>
  `0${e164.slice(4)}`.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('POST /api/auth/phone-code', () => {
  it('sends a six-digit code by WhatsApp and keeps only its hash', async () => {
    const phone = newPhone();
    const answer = await askCode(phone);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: expect.any(String),
      phone,
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
      channel: 'file',
    });
    const [message] = await messagesTo(shop.dataDir, phone);
    expect(message).toMatchObject({ channel: 'whatsapp', kind: 'sign-in-code' });
    expect(message!.code).toMatch(/^\d{6}$/);
    const rows = await shop.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(message!.code);
  });

  it('sends by SMS when the customer asks for it', async () => {
    const phone = newPhone();
    expect((await askCode(phone, 'sign-in', { channel: 'sms' })).statusCode).toBe(200);
    expect((await messagesTo(shop.dataDir, phone)).at(-1)).toMatchObject({ channel: 'sms' });
  });

  it('answers the same for a phone with an account and one without', async () => {
    const known = await createCustomer(shop);
    const unknown = newPhone();
    for (const purpose of ['sign-in', 'reset']) {
      shop.clock.advance(10 * 60_000);
      const a = await askCode(known.phone, purpose);
      const b = await askCode(unknown, purpose);
      expect(a.statusCode).toBe(b.statusCode);
      expect({ ...a.json(), phone: 'x' }).toEqual({ ...b.json(), phone: 'x' });
    }
  });

  it('takes every spelling of one phone as that phone', async () => {
    const phone = newPhone();
    const local = `0${phone.slice(4)}`;
    expect((await askCode(easternArabic(phone))).json().phone).toBe(phone);
    // Spelled otherwise, the same phone waits for the resend timer.
    for (const spelling of [local, local.slice(1), phone, `00964 ${local.slice(1)}`]) {
      const again = await askCode(spelling);
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('phone_code_wait');
    }
    const verified = await verify(`${phone.slice(0, 7)} ${phone.slice(7)}`, await codeFor(phone));
    expect(verified.statusCode).toBe(200);
  });

  it('refuses a foreign or landline number with a field error', async () => {
    for (const phone of ['+12025550123', '066 222 3344', '0750', 'abc']) {
      const answer = await askCode(phone);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('invalid_input');
    }
  });

  it('makes the customer wait 30, 60, then 120 seconds between codes, and at most 5 an hour', async () => {
    const phone = newPhone();
    const waits: number[] = [];
    for (let i = 0; i < PHONE_CODE_LIMITS.perPhoneHour; i++) {
      const sent = await askCode(phone);
      expect(sent.statusCode).toBe(200);
      waits.push(sent.json().resendAfterSeconds);
      const early = await askCode(phone);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        code: 'phone_code_wait',
        params: { count: sent.json().resendAfterSeconds },
      });
      shop.clock.advance(sent.json().resendAfterSeconds * 1000);
    }
    expect(waits).toEqual([30, 60, 120, 120, 120]);
    const sixth = await askCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('phone_code_hourly_limit');
    shop.clock.advance(61 * 60_000);
    expect((await askCode(phone)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour from one network, whatever the phones', async () => {
    const ip = newIp();
    for (let i = 0; i < PHONE_CODE_LIMITS.perIpHour; i++)
      expect((await askCode(newPhone(), 'sign-in', {}, ip)).statusCode).toBe(200);
    const over = await askCode(newPhone(), 'sign-in', {}, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('phone_code_network_limit');
  });

  it('counts the addresses of one IPv6 /64 as one network (a phone can take a new one each time)', async () => {
    const prefix = `2001:db8:${(ipCounter++).toString(16)}:1`;
    for (let i = 0; i < PHONE_CODE_LIMITS.perIpHour; i++)
      expect((await askCode(newPhone(), 'sign-in', {}, `${prefix}::${i + 1}`)).statusCode).toBe(
        200,
      );
    const over = await askCode(newPhone(), 'sign-in', {}, `${prefix}:ffff:ffff:ffff:ffff`);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('phone_code_network_limit');
    expect(
      (await askCode(newPhone(), 'sign-in', {}, `2001:db8:${ipCounter++}:2::1`)).statusCode,
    ).toBe(200);
  });

  it('lets one request of many parallel ones through for one phone', async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 6 }, () => askCode(phone)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
    expect(await messagesTo(shop.dataDir, phone)).toHaveLength(1);
  });
});

describe('POST /api/auth/phone-code/verify', () => {
  it('signs a known customer in with the cookie and keeps the language read in', async () => {
    const customer = await createCustomer(shop);
    await askCode(customer.phone, 'sign-in', { lng: 'ar' });
    expect((await messagesTo(shop.dataDir, customer.phone)).at(-1)!.language).toBe('ar');
    const answer = await verify(customer.phone, await codeFor(customer.phone), 'sign-in', {
      lng: 'ar',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      step: 'signed-in',
      token: expect.any(String),
      message: expect.any(String),
    });
    expect(answer.cookies.find((c) => c.name === 'customerToken')?.value).toBe(answer.json().token);
    const [row] = await shop.database.db
      .select({ language: customers.language })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row!.language).toBe('ar');
    const profile = await shop.app.inject({
      method: 'GET',
      url: `/api/get-customer/${customer.id}`,
      headers: bearer(answer.json().token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('signs up a new phone with a name only: no email, no password, the reader’s language', async () => {
    const phone = newPhone();
    await askCode(easternArabic(phone), 'sign-in', { lng: 'kr' });
    const verified = await verify(phone, await codeFor(phone));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ step: 'register', ticket: expect.any(String), phone });
    const registered = await post(shop.app, '/api/auth/phone-register', {
      ticket: verified.json().ticket,
      name: 'هەژار',
      lng: 'kr',
    });
    expect(registered.statusCode).toBe(201);
    const token = registered.json().token;
    const [row] = await shop.database.db.select().from(customers).where(eq(customers.phone, phone));
    expect(row).toMatchObject({ name: 'هەژار', email: null, language: 'kr', userType: 'user' });
    const profile = await shop.app.inject({
      method: 'GET',
      url: `/api/get-customer/${row!.id}`,
      headers: bearer(token),
    });
    expect(profile.json().customerProfile).toMatchObject({ email: null, phone });
    // The ticket made one account; again it is refused.
    const again = await post(shop.app, '/api/auth/phone-register', {
      ticket: verified.json().ticket,
      name: 'Another',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('phone_ticket_invalid');
    // Next time the same phone signs in with a code.
    shop.clock.advance(31_000);
    await askCode(phone);
    expect((await verify(phone, await codeFor(phone))).json().step).toBe('signed-in');
  });

  it('registers a print house with a password it can sign in with', async () => {
    const phone = newPhone();
    await askCode(phone);
    const { ticket } = (await verify(phone, await codeFor(phone))).json();
    const missing = await post(shop.app, '/api/auth/phone-register', {
      ticket,
      name: 'Dilan',
      userType: 'printHouse',
    });
    expect(missing.statusCode).toBe(400);
    const registered = await post(shop.app, '/api/auth/phone-register', {
      ticket,
      name: 'Dilan',
      password: 'a long password',
      userType: 'printHouse',
      printHouseName: 'Chapxaney Dilan',
      address: 'Erbil, 100m street',
    });
    expect(registered.statusCode).toBe(201);
    const login = await post(shop.app, '/api/customer/customer-login', {
      phone,
      password: 'a long password',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong code, and locks the code at the tenth wrong try', async () => {
    const phone = newPhone();
    await askCode(phone);
    const code = await codeFor(phone);
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) answers.push((await verify(phone, wrongCode(code))).json().code);
    expect(answers).toEqual([...Array(9).fill('phone_code_wrong'), 'phone_code_locked']);
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('phone_code_locked');
  });

  it('counts parallel wrong guesses one by one', async () => {
    const phone = newPhone();
    await askCode(phone);
    const code = await codeFor(phone);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify(phone, wrongCode(code))),
    );
    expect(answers.filter((a) => a.json().code === 'phone_code_wrong')).toHaveLength(9);
    expect(answers.filter((a) => a.json().code === 'phone_code_locked')).toHaveLength(3);
    expect((await verify(phone, code)).json().code).toBe('phone_code_locked');
  });

  it('refuses an expired code, a used one and one a newer code replaced', async () => {
    const phone = newPhone();
    await askCode(phone);
    const first = await codeFor(phone);
    shop.clock.advance(5 * 60_000);
    expect((await verify(phone, first)).json().code).toBe('phone_code_expired');

    await askCode(phone);
    const second = await codeFor(phone);
    shop.clock.advance(60_000);
    await askCode(phone);
    const third = await codeFor(phone);
    expect((await verify(phone, second)).json().code).toMatch(/phone_code_(expired|wrong)/);
    expect((await verify(phone, third)).statusCode).toBe(200);
    const reused = await verify(phone, third);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('phone_code_used');
  });

  it('takes the code with Eastern-Arabic digits and spaces', async () => {
    const phone = newPhone();
    await askCode(phone);
    const code = await codeFor(phone);
    const typed = `${code.slice(0, 3)} ${code.slice(3)}`.replace(/\d/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    );
    expect((await verify(easternArabic(phone), typed)).statusCode).toBe(200);
  });

  it('refuses a code for a phone that asked for none, as an expired one', async () => {
    const answer = await verify(newPhone(), '123456');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('phone_code_expired');
  });
});

describe('forgotten password', () => {
  it('resets by a phone code and ends every other session', async () => {
    const customer = await createCustomer(shop);
    await askCode(customer.phone, 'reset');
    const verified = await verify(customer.phone, await codeFor(customer.phone), 'reset');
    expect(verified.json()).toEqual({
      step: 'reset',
      ticket: expect.any(String),
      phone: customer.phone,
    });
    const reset = await post(shop.app, '/api/auth/reset-password', {
      ticket: verified.json().ticket,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    const profile = (token: string) =>
      shop.app.inject({
        method: 'GET',
        url: `/api/get-customer/${customer.id}`,
        headers: bearer(token),
      });
    expect((await profile(customer.token)).statusCode).toBe(401);
    expect((await profile(reset.json().token)).statusCode).toBe(200);
    const oldPassword = await post(shop.app, '/api/customer/customer-login', {
      phone: customer.phone,
      password: customer.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post(shop.app, '/api/customer/customer-login', {
      phone: customer.phone,
      password: 'a brand new password',
    });
    expect(newPassword.statusCode).toBe(200);
    const twice = await post(shop.app, '/api/auth/reset-password', {
      ticket: verified.json().ticket,
      password: 'yet another password',
    });
    expect(twice.statusCode).toBe(400);
  });

  it('offers a phone without an account to register after a reset code', async () => {
    const phone = newPhone();
    await askCode(phone, 'reset');
    expect((await verify(phone, await codeFor(phone), 'reset')).json().step).toBe('register');
  });

  it('resets by a mailed link for a customer with email, and answers the same for an unknown email', async () => {
    const customer = await createCustomer(shop);
    const ask = (email: string) => post(shop.app, '/api/auth/password-email', { email, lng: 'en' });
    const known = await ask(customer.email);
    const unknown = await ask('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // The unknown email is told no account uses it, with a way to sign in by phone.
    expect(shop.mailer.lastLink('nobody-here@example.com')).toContain('/login/phone');
    const token = new URL(shop.mailer.lastLink(customer.email)).searchParams.get('token')!;
    const reset = await post(shop.app, '/api/auth/reset-password', {
      ticket: token,
      password: 'mailed new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/get-customer/${customer.id}`,
          headers: bearer(customer.token),
        })
      ).statusCode,
    ).toBe(401);
    const again = await post(shop.app, '/api/auth/reset-password', {
      ticket: token,
      password: 'mailed new password 2',
    });
    expect(again.json().code).toBe('reset_link_invalid');
  });
});

describe('a provider that is down', () => {
  it('answers a coded 503 offering SMS, and the code that was not sent counts for nothing', async () => {
    const calls: string[] = [];
    const down: Messenger = {
      async sendCode(message) {
        calls.push(message.channel ?? 'whatsapp');
        throw new MessagesUnavailableError([
          { channel: 'whatsapp', kind: 'provider_down', reason: 'timeout' },
        ]);
      },
      async send() {
        throw new MessagesUnavailableError([]);
      },
    };
    const offline = await createTestApp({}, { messenger: down });
    try {
      const phone = newPhone();
      const first = await post(offline.app, '/api/auth/phone-code', { phone, purpose: 'sign-in' });
      expect(first.statusCode).toBe(503);
      expect(first.json().code).toBe('phone_code_not_sent');
      const sms = await post(offline.app, '/api/auth/phone-code', {
        phone,
        purpose: 'sign-in',
        channel: 'sms',
      });
      expect(sms.statusCode).toBe(503);
      expect(sms.json().code).toBe('sms_code_not_sent');
      expect(calls).toEqual(['whatsapp', 'sms']);
      expect(
        await offline.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone)),
      ).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('limits across server copies, with Redis away', () => {
  let first: TestApp;
  let second: TestApp['app'];
  beforeAll(async () => {
    // Redis configured but unreachable: the limits are counted in the database all the same.
    first = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    second = await buildApp({
      config: first.config,
      database: first.database,
      clock: first.clock,
      mailer: first.mailer,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('holds the resend wait, the network limit and the code lock on both copies together', async () => {
    const phone = newPhone();
    const ip = newIp();
    const ask = (app: TestApp['app'], to = phone) =>
      post(app, '/api/auth/phone-code', { phone: to, purpose: 'sign-in' }, ip);
    expect((await ask(first.app)).statusCode).toBe(200);
    expect((await ask(second)).json().code).toBe('phone_code_wait');
    for (let i = 1; i < PHONE_CODE_LIMITS.perIpHour; i++) {
      expect((await ask(i % 2 ? second : first.app, newPhone())).statusCode).toBe(200);
    }
    expect((await ask(first.app, newPhone())).json().code).toBe('phone_code_network_limit');
    expect((await ask(second, newPhone())).json().code).toBe('phone_code_network_limit');

    const code = (await latestCodeSentTo(first.dataDir, phone))!;
    for (let i = 0; i < 10; i++) {
      await post(i % 2 ? second : first.app, '/api/auth/phone-code/verify', {
        phone,
        code: wrongCode(code),
        purpose: 'sign-in',
      });
    }
    const right = await post(second, '/api/auth/phone-code/verify', {
      phone,
      code,
      purpose: 'sign-in',
    });
    expect(right.json().code).toBe('phone_code_locked');
  });
});
