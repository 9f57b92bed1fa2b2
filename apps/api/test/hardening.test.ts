import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESHED_TOKEN_HEADER } from '@chapkhana/shared/customer-session';
import { banners, customers } from '../src/db/schema/index';
import { EMAIL_LINK_IP_HOURLY_LIMIT } from '../src/modules/accounts/service';
import { FIB_CALLBACKS_PER_MINUTE } from '../src/modules/payments/routes';
import { call, createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer, newPhone } from './helpers/customers';
import { multipart, pictureOf } from './helpers/images';
import { apiRoutes, routeName } from './helpers/route-requests';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Findings of the outside review (issue 15) on the HTTP side; each test failed before its fix.
// The socket findings are in socket-fuzz.test.ts and realtime.test.ts, the order lifecycle and
// FIB payments in order-lifecycle.test.ts and payments.test.ts. See docs/security.md.

const SHOP = 'http://shop.test';
const DAY = 24 * 60 * 60 * 1000;
const GUARDED = ['customer', 'owner', 'seller', 'admin', 'staff'];

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ PUBLIC_URL: SHOP });
});
afterAll(() => shop.close());

/** The route's address with every `:param` set to `value`. */
const filled = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);
const cookie = (name: string, token: string) => ({ cookie: `${name}=${token}` });

describe('finding 2: the client cannot choose its own address', () => {
  it('counts rotating X-Forwarded-For addresses as the one peer they come from', async () => {
    const answers = [];
    for (let i = 0; i <= EMAIL_LINK_IP_HOURLY_LIMIT; i += 1) {
      answers.push(
        await shop.app.inject({
          method: 'POST',
          url: '/api/auth/email-link',
          remoteAddress: '10.20.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email: `rotating-${i}@test.example` },
        }),
      );
    }
    expect(answers.slice(0, -1).map((a) => a.statusCode)).toEqual(
      Array(EMAIL_LINK_IP_HOURLY_LIMIT).fill(200),
    );
    expect(answers.at(-1)?.statusCode).toBe(429);
  });

  it('reads the client from X-Forwarded-For only through a proxy TRUST_PROXY names', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.30.0.1' });
    try {
      const ip = (remoteAddress: string, forwarded: string) =>
        proxied.app
          .inject({
            method: 'POST',
            url: '/api/auth/email-link',
            remoteAddress,
            headers: { 'x-forwarded-for': forwarded },
            payload: { email: `proxy-${remoteAddress}-${forwarded}@test.example` },
          })
          .then((a) => a.statusCode);
      // Through the trusted proxy, each forwarded client has its own allowance.
      for (let i = 0; i <= EMAIL_LINK_IP_HOURLY_LIMIT; i += 1) {
        expect(await ip('10.30.0.1', `203.0.113.${i + 1}`)).toBe(200);
      }
      // Straight from another peer, the header is ignored.
      for (let i = 0; i < EMAIL_LINK_IP_HOURLY_LIMIT; i += 1) {
        expect(await ip('10.30.0.9', `203.0.113.${100 + i}`)).toBe(200);
      }
      expect(await ip('10.30.0.9', '203.0.113.250')).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('finding 3: sign-in limits count the account, not the text typed', () => {
  it('stops guesses at one staff phone however it is spelled, even the right password', async () => {
    const admin = await createSignedInAdmin(shop);
    const local = `0${admin.phone.slice(4)}`;
    const eastern = local.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const spaced = `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
    const spellings = [admin.phone, local, eastern, spaced, admin.phone.slice(1)];
    const guesses = [];
    for (let i = 0; i < 10; i += 1) {
      guesses.push(
        await shop.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          remoteAddress: `10.40.0.${i + 1}`,
          payload: { login: spellings[i % spellings.length], password: 'wrong password' },
        }),
      );
    }
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(10).fill(401));
    const right = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      remoteAddress: '10.40.0.99',
      payload: { login: spaced, password: admin.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('stops guesses at one staff email in any case', async () => {
    const seller = await createSignedInSeller(shop, 'Case Print');
    const spellings = [seller.email, seller.email.toUpperCase(), ` ${seller.email} `];
    // Its own sign-in (createSignedInSeller) was the first of its ten.
    for (let i = 0; i < 9; i += 1) {
      const guess = await shop.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        remoteAddress: `10.41.0.${i + 1}`,
        payload: { login: spellings[i % spellings.length], password: 'wrong password' },
      });
      expect(guess.statusCode).toBe(401);
    }
    const right = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      remoteAddress: '10.41.0.99',
      payload: { login: seller.email, password: seller.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits current-password guesses through change-password', async () => {
    const customer = await createCustomer(shop);
    const change = (oldPassword: string) =>
      call(shop, 'PUT', '/api/customer/change-password', customer.token, {
        oldPassword,
        newPassword: 'a brand new password',
      });
    for (let i = 0; i < 10; i += 1)
      expect((await change(`guess number ${i}`)).statusCode).toBe(400);
    expect((await change(customer.password)).statusCode).toBe(429);
  });
});

describe('finding 6: cookie-authenticated writes come only from the shop', () => {
  it('refuses a cookie-authenticated picture upload posted by a page on another origin', async () => {
    const admin = await createSignedInAdmin(shop);
    const form = multipart([
      { name: 'link', value: 'https://evil.example/' },
      { name: 'image', filename: 'x.png', content: await pictureOf('png') },
    ]);
    const before = await shop.database.db.select().from(banners);
    for (const origin of ['http://shop.test:8080', 'https://evil.example', 'null']) {
      const forged = await shop.app.inject({
        method: 'POST',
        url: '/api/admin/banners',
        headers: { ...form.headers, ...cookie('staffToken', admin.token), origin },
        payload: form.payload,
      });
      expect(forged.statusCode, origin).toBe(403);
      expect(forged.json().error).toMatch(/another site/);
    }
    expect(await shop.database.db.select().from(banners)).toEqual(before);
    // The console itself (its origin, or a browser that names the site instead) is served.
    const own = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/banners',
      headers: { ...form.headers, ...cookie('staffToken', admin.token), origin: SHOP },
      payload: form.payload,
    });
    expect(own.statusCode).toBe(201);
  });

  it('refuses a customer cookie write that a browser marks as cross-site, accepts bearer tokens', async () => {
    const customer = await createCustomer(shop);
    const address = {
      place: 'Home',
      name: 'Aso',
      address: 'Street 1',
      phone: '07501234567',
      city: 'Erbil',
      governorate: 'ERB',
      district: 'Erbil',
      area: 'Ankawa',
      landmark: 'Near the big mosque',
    };
    const add = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/home/customer/submit-address',
        headers,
        payload: { ...address, userId: customer.id },
      });
    expect(
      (await add({ ...cookie('customerToken', customer.token), 'sec-fetch-site': 'same-site' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await add({ ...cookie('customerToken', customer.token), origin: 'http://127.0.0.1:9' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await add({ ...cookie('customerToken', customer.token), origin: SHOP })).statusCode,
    ).toBeLessThan(300);
    // A page on another origin cannot set an Authorization header with the customer's token.
    expect(
      (await add({ ...bearer(customer.token), origin: 'https://app.example' })).statusCode,
    ).toBeLessThan(300);
    // Reads by cookie stay readable (navigations and same-site images carry no Origin).
    const read = await shop.app.inject({
      method: 'GET',
      url: `/api/home/get-address/${customer.id}`,
      headers: { ...cookie('customerToken', customer.token), 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('accepts the CORS_ORIGINS as the shop', async () => {
    const other = await createTestApp({ PUBLIC_URL: SHOP, CORS_ORIGINS: 'https://app.example' });
    try {
      const customer = await createCustomer(other);
      const answer = await other.app.inject({
        method: 'POST',
        url: '/api/home/product/add-to-wishlist',
        headers: { ...cookie('customerToken', customer.token), origin: 'https://app.example' },
        payload: { userId: customer.id, productId: customer.id },
      });
      // Past the origin check: the product does not exist.
      expect(answer.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('finding 7: the public FIB callback', () => {
  it('is limited per network', async () => {
    const answers = [];
    for (let i = 0; i <= FIB_CALLBACKS_PER_MINUTE; i += 1) {
      answers.push(
        await shop.app.inject({
          method: 'POST',
          url: '/api/payments/fib/callback',
          remoteAddress: '10.70.0.1',
          payload: { id: `payment-${i}`, status: 'PAID' },
        }),
      );
    }
    expect(answers.slice(0, -1).every((a) => a.statusCode === 202)).toBe(true);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.json().error).toEqual(expect.any(String));
  });
});

describe('finding 9: tokens can be revoked, and an active customer stays signed in', () => {
  const profile = (shopApp: TestApp, id: string, token: string) =>
    call(shopApp, 'GET', `/api/get-customer/${id}`, token);

  it('refuses a customer token after logout (by bearer or cookie)', async () => {
    const customer = await createCustomer(shop);
    const second = await shop.app.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { phone: customer.phone, password: customer.password },
    });
    const otherDevice = second.json().token as string;
    expect((await profile(shop, customer.id, customer.token)).statusCode).toBe(200);
    const out = await call(shop, 'POST', '/api/customer/logout', customer.token);
    expect(out.statusCode).toBe(200);
    expect((await profile(shop, customer.id, customer.token)).statusCode).toBe(401);
    // Logging out on one device leaves the others signed in.
    expect((await profile(shop, customer.id, otherDevice)).statusCode).toBe(200);
    await shop.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: { ...cookie('customerToken', otherDevice), origin: SHOP },
    });
    expect((await profile(shop, customer.id, otherDevice)).statusCode).toBe(401);
  });

  it('signs out every device on a password change, and hands the changing device a new token', async () => {
    const customer = await createCustomer(shop);
    const changed = await call(shop, 'PUT', '/api/customer/change-password', customer.token, {
      oldPassword: customer.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(shop, customer.id, customer.token)).statusCode).toBe(401);
    expect((await profile(shop, customer.id, changed.json().token)).statusCode).toBe(200);
  });

  it('refuses a staff token after logout and after deactivation', async () => {
    const admin = await createSignedInAdmin(shop);
    expect((await call(shop, 'GET', '/api/staff/me', admin.token)).statusCode).toBe(200);
    expect((await call(shop, 'POST', '/api/staff/logout', admin.token)).statusCode).toBe(200);
    expect((await call(shop, 'GET', '/api/staff/me', admin.token)).statusCode).toBe(401);

    const seller = await createSignedInSeller(shop, 'Closing Print');
    const other = await createSignedInAdmin(shop);
    // Suspending a shop needs the admin's reason (issue 35.13); reopening it does not.
    const setActive = (active: boolean) =>
      call(shop, 'PATCH', `/api/admin/sellers/${seller.sellerId}`, other.token, {
        active,
        ...(active ? {} : { reason: 'Closing for the season' }),
      });
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await call(shop, 'GET', '/api/seller/products', seller.token)).statusCode).toBe(401);
    // Reopening the shop does not bring the old sign-in back.
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await call(shop, 'GET', '/api/seller/products', seller.token)).statusCode).toBe(401);
  });

  it('keeps a customer who uses the shop signed in past the token lifetime, and signs out an idle one', async () => {
    const clocked = await createTestApp({ PUBLIC_URL: SHOP });
    try {
      const active = await createCustomer(clocked);
      const idle = await createCustomer(clocked);
      let token = active.token;
      for (let day = 1; day <= 10; day += 1) {
        clocked.clock.advance(DAY + 60_000);
        const answer = await profile(clocked, active.id, token);
        expect(answer.statusCode, `day ${day}`).toBe(200);
        const fresh = answer.headers[REFRESHED_TOKEN_HEADER];
        expect(fresh, `day ${day}`).toEqual(expect.any(String));
        expect(String(answer.headers['set-cookie'])).toContain(`customerToken=${String(fresh)}`);
        token = String(fresh);
      }
      // The refreshed token names the same session: logging out ends it.
      expect((await profile(clocked, idle.id, idle.token)).statusCode).toBe(401);
      await call(clocked, 'POST', '/api/customer/logout', token);
      expect((await profile(clocked, active.id, token)).statusCode).toBe(401);
    } finally {
      await clocked.close();
    }
  });

  it('does not refresh a token less than a day old', async () => {
    const customer = await createCustomer(shop);
    const answer = await profile(shop, customer.id, customer.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers[REFRESHED_TOKEN_HEADER]).toBeUndefined();
  });
});

describe('findings 10 and 11: authentication comes first, and a vanished account is signed out', () => {
  it('answers 401, not a validation sentence, to an anonymous request with a bad body', async () => {
    const guarded = apiRoutes(shop.app).filter((r) => GUARDED.includes(r.access ?? ''));
    expect(guarded.length).toBeGreaterThan(50);
    const refusals = [];
    for (const route of guarded) {
      const answer = await shop.app.inject({
        method: route.method,
        url: filled(route.url, 'not-an-id'),
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{"bad":' }),
      });
      if (answer.statusCode !== 401) refusals.push(`${routeName(route)} → ${answer.statusCode}`);
    }
    expect(refusals).toEqual([]);
  });

  it('answers 401 on every customer route to a token whose customer no longer exists', async () => {
    const gone = await createCustomer(shop, { phone: newPhone() });
    await shop.database.db.delete(customers).where(eq(customers.id, gone.id));
    const wrong = [];
    for (const route of apiRoutes(shop.app).filter((r) =>
      ['customer', 'owner'].includes(r.access ?? ''),
    )) {
      const answer = await shop.app.inject({
        method: route.method,
        url: filled(route.url, gone.id),
        headers: bearer(gone.token),
        ...(route.method === 'GET' ? {} : { payload: { userId: gone.id } }),
      });
      if (answer.statusCode !== 401) wrong.push(`${routeName(route)} → ${answer.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
