/**
 * Adding or changing a signed-in customer's email by a mailed link (issue 37): the link changes
 * the email only when opened by the same customer, once, before it expires, and not when another
 * account took the email meanwhile. Limits are those of every email link.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailVerifications } from '../src/db/schema/index';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const MINUTE = 60_000;
let ipCounter = 1;
const newIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 1;
const newEmail = () => `changer${emailCounter++}@example.com`;

const post = (url: string, payload: object, token?: string, remoteAddress = newIp()) =>
  shop.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress,
  });

const askChange = (customer: TestCustomer, email: string, lng = 'en', ip = newIp()) =>
  post('/api/customer/email', { email, lng }, customer.token, ip);

const confirm = (customer: TestCustomer, token: string) =>
  post('/api/customer/email/confirm', { token }, customer.token);

/** The token of the last change link mailed to `email`. */
const mailedToken = (email: string) =>
  new URL(shop.mailer.lastLink(email)).searchParams.get('token')!;

/** A customer who signed up with a phone code: no email. */
async function phoneOnlyCustomer(): Promise<TestCustomer> {
  const customer = await createCustomer(shop);
  await shop.database.db
    .update(customers)
    .set({ email: null })
    .where(eq(customers.id, customer.id));
  return customer;
}

async function emailOf(customerId: string) {
  const [row] = await shop.database.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.email;
}

describe('POST /api/customer/email', () => {
  it('adds an email to a phone-only account once its link is opened, and mail then reaches it', async () => {
    const customer = await phoneOnlyCustomer();
    const email = newEmail();
    const asked = await askChange(customer, email, 'ar');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'Confirmation link sent to the new email' });
    const mail = shop.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.text).toMatch(/تأكيد/);
    expect(shop.mailer.lastLink(email)).toMatch(
      /^http:\/\/shop\.test\/dashboard\/email\?token=.+&lng=ar$/,
    );
    // Only the hash is kept; the email is unchanged until the link is opened.
    const token = mailedToken(email);
    const rows = await shop.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.customerId, customer.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await emailOf(customer.id)).toBeNull();

    const confirmed = await confirm(customer, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email, message: 'Email changed' });
    expect(await emailOf(customer.id)).toBe(email);
    const profile = await shop.app.inject({
      method: 'GET',
      url: `/api/get-customer/${customer.id}`,
      headers: bearer(customer.token),
    });
    expect(profile.json().customerProfile.email).toBe(email);

    // Sign-in stays phone + password; the new email can now reset the password.
    shop.clock.advance(16 * MINUTE);
    const reset = await post('/api/auth/password-email', { email, lng: 'en' });
    expect(reset.statusCode).toBe(200);
    expect(shop.mailer.lastLink(email)).toMatch(/\/reset-password\?token=/);
  });

  it('changes an existing email and writes the mail in the reader’s language', async () => {
    const customer = await createCustomer(shop);
    const email = newEmail();
    expect((await askChange(customer, email, 'kr')).statusCode).toBe(200);
    expect(shop.mailer.sent.at(-1)!.text).toMatch(/ئیمەیڵ/);
    expect((await confirm(customer, mailedToken(email))).statusCode).toBe(200);
    expect(await emailOf(customer.id)).toBe(email);
  });

  it('refuses a used link, an expired link and another customer’s link', async () => {
    const customer = await phoneOnlyCustomer();
    const email = newEmail();
    await askChange(customer, email);
    const token = mailedToken(email);
    const stranger = await phoneOnlyCustomer();
    const foreign = await confirm(stranger, token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('invalid_link');
    expect(await emailOf(stranger.id)).toBeNull();

    expect((await confirm(customer, token)).statusCode).toBe(200);
    const again = await confirm(customer, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('email_link_used');

    const late = newEmail();
    await askChange(customer, late);
    shop.clock.advance(25 * 60 * MINUTE);
    const expired = await confirm(customer, mailedToken(late));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('link_expired');
    expect(await emailOf(customer.id)).toBe(email);
  });

  it('spends the customer’s older links when one is opened', async () => {
    const customer = await phoneOnlyCustomer();
    const first = newEmail();
    const second = newEmail();
    await askChange(customer, first);
    await askChange(customer, second);
    expect((await confirm(customer, mailedToken(second))).statusCode).toBe(200);
    expect((await confirm(customer, mailedToken(first))).json().code).toBe('email_link_used');
    expect(await emailOf(customer.id)).toBe(second);
  });

  it('refuses with 409 when another account took the email meanwhile', async () => {
    const customer = await phoneOnlyCustomer();
    const email = newEmail();
    await askChange(customer, email);
    const token = mailedToken(email);
    const other = await createCustomer(shop, { email });
    const refused = await confirm(customer, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('email_change_taken');
    expect(await emailOf(customer.id)).toBeNull();
    expect(await emailOf(other.id)).toBe(email);
  });

  it('answers the same for an email another account has, mailing that address no link', async () => {
    const customer = await phoneOnlyCustomer();
    const owner = await createCustomer(shop);
    const free = await askChange(customer, newEmail());
    const taken = await askChange(customer, owner.email.toUpperCase());
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    expect(shop.mailer.lastLink(owner.email)).toBe('http://shop.test/login?lng=en');
  });

  it('refuses the customer’s own email with a code', async () => {
    const customer = await createCustomer(shop);
    const same = await askChange(customer, customer.email);
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('email_unchanged');
  });

  it('refuses a caller who is not signed in with 401', async () => {
    expect((await post('/api/customer/email', { email: newEmail() })).statusCode).toBe(401);
    expect((await post('/api/customer/email/confirm', { token: 'x' })).statusCode).toBe(401);
  });

  it('applies the email link limits: the resend block, the daily limit and the network', async () => {
    const customer = await phoneOnlyCustomer();
    const email = newEmail();
    expect((await askChange(customer, email)).statusCode).toBe(200);
    const soon = await askChange(customer, email);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('link_resend_blocked');
    // A registration link to the same address counts too.
    const register = await post('/api/auth/email-link', { email });
    expect(register.json().code).toBe('link_resend_blocked');
    for (let i = 1; i < 5; i++) {
      shop.clock.advance(16 * MINUTE);
      expect((await askChange(customer, email)).statusCode).toBe(200);
    }
    shop.clock.advance(16 * MINUTE);
    expect((await askChange(customer, email)).json().code).toBe('link_daily_limit');

    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await askChange(customer, newEmail(), 'en', ip)).statusCode).toBe(200);
    }
    const network = await askChange(customer, newEmail(), 'en', ip);
    expect(network.statusCode).toBe(429);
    expect(network.json().code).toBe('link_network_limit');
  });

  it('keeps a change link out of registration', async () => {
    const customer = await phoneOnlyCustomer();
    const email = newEmail();
    await askChange(customer, email);
    const verify = await post('/api/auth/verify-email', { token: mailedToken(email) });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().code).toBe('invalid_link');
  });
});
