import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '@chapkhana/shared/addresses';
import { apiErrorSentence } from '@chapkhana/shared/errors';
import { addresses, chatContacts, chatMessages } from '../src/db/schema/index';
import { REGISTRATION_REFUSALS_PER_LINK } from '../src/modules/accounts/service';
import { CHAT_MESSAGE_LIMITS } from '../src/modules/chat/service';
import { call, createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer, newPhone } from './helpers/customers';
import { closeSockets, listeningTestApp, socketClient } from './helpers/sockets';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Findings of the outside review's issue 33 (finding 6); each test failed before its fix.
// See docs/security.md.

const SHOP = 'http://shop.test';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ PUBLIC_URL: SHOP });
});
afterAll(() => shop.close());

const cookie = (name: string, token: string) => ({ cookie: `${name}=${token}` });
let counter = 0;
const newEmail = () => `review33-${(counter += 1)}@example.com`;
const newIp = () => `10.33.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;

describe('logout is a POST behind the origin check', () => {
  const sides = [
    {
      side: 'customer',
      url: '/api/customer/logout',
      cookieName: 'customerToken',
      signIn: async () => (await createCustomer(shop)).token,
    },
    {
      side: 'staff',
      url: '/api/staff/logout',
      cookieName: 'staffToken',
      signIn: async () => (await createSignedInAdmin(shop)).token,
    },
  ] as const;

  /** Whether the token still signs in (the customer's profile, the staff's own record). */
  async function stillSignedIn(side: 'customer' | 'staff', token: string): Promise<boolean> {
    if (side === 'staff')
      return (await call(shop, 'GET', '/api/staff/me', token)).statusCode === 200;
    const [, payload = ''] = token.split('.');
    const { id } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { id: string };
    return (await call(shop, 'GET', `/api/get-customer/${id}`, token)).statusCode === 200;
  }

  for (const { side, url, cookieName, signIn } of sides) {
    it(`(${side}) a GET ends no session, whoever sends it`, async () => {
      const token = await signIn();
      const answer = await shop.app.inject({
        method: 'GET',
        url,
        headers: { ...cookie(cookieName, token), 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'route_not_found' });
      expect(answer.cookies.find((c) => c.name === cookieName)).toBeUndefined();
      expect(await stillSignedIn(side, token)).toBe(true);
    });

    it(`(${side}) a POST from another site is refused and ends nothing`, async () => {
      const token = await signIn();
      for (const foreign of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const answer = await shop.app.inject({
          method: 'POST',
          url,
          headers: { ...cookie(cookieName, token), ...foreign },
        });
        expect(answer.statusCode, JSON.stringify(foreign)).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'foreign_origin' });
        expect(answer.cookies.find((c) => c.name === cookieName)).toBeUndefined();
      }
      // Without a cookie either: another site's page cannot clear the shop's cookie.
      const bare = await shop.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(bare.statusCode).toBe(403);
      expect(bare.cookies.find((c) => c.name === cookieName)).toBeUndefined();
      expect(await stillSignedIn(side, token)).toBe(true);
    });

    it(`(${side}) a POST from the shop's own pages, or with the token in a header, ends the session`, async () => {
      const byCookie = await signIn();
      const out = await shop.app.inject({
        method: 'POST',
        url,
        headers: { ...cookie(cookieName, byCookie), origin: SHOP, 'sec-fetch-site': 'same-origin' },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logout Success' });
      expect(out.cookies.find((c) => c.name === cookieName)?.value).toBe('');
      expect(await stillSignedIn(side, byCookie)).toBe(false);

      // A bearer token cannot be sent by another site's page, so its origin does not matter.
      const byHeader = await signIn();
      const answer = await shop.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(byHeader), origin: 'https://app.example' },
      });
      expect(answer.statusCode).toBe(200);
      expect(await stillSignedIn(side, byHeader)).toBe(false);
    });
  }
});

describe('a customer’s saved addresses are capped', () => {
  const address = (n: number) => ({
    place: `Place ${n}`,
    name: 'Aso',
    address: `Street ${n}`,
    phone: '07501234567',
    city: 'Erbil',
    governorate: 'ERB',
    district: 'Erbil',
    area: 'Ankawa',
    landmark: 'Near the big mosque',
  });

  it(`keeps the newest ${MAX_SAVED_ADDRESSES}: a flood of saves stores no more`, async () => {
    const customer = await createCustomer(shop);
    const saves = MAX_SAVED_ADDRESSES + 5;
    for (let n = 1; n <= saves; n += 1) {
      shop.clock.advance(1000);
      const saved = await call(shop, 'POST', '/api/home/customer/submit-address', customer.token, {
        ...address(n),
        userId: customer.id,
      });
      expect(saved.statusCode, `save ${n}`).toBe(201);
    }
    const [stored] = await shop.database.db
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.customerId, customer.id));
    expect(stored?.total).toBe(MAX_SAVED_ADDRESSES);
    const listed = await call(shop, 'GET', `/api/home/get-address/${customer.id}`, customer.token);
    const places = (listed.json() as { addresses: { place: string }[] }).addresses.map(
      (a) => a.place,
    );
    // The newest first; the oldest five made room.
    expect(places[0]).toBe(`Place ${saves}`);
    expect(places).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(places).not.toContain('Place 5');
    expect(places).toContain('Place 6');
  });
});

describe('chat messages are limited per socket and per sender', () => {
  let live: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ shop: live, url } = await listeningTestApp());
  });
  afterAll(() => live.close());
  afterEach(() => closeSockets());

  const stored = async (customerId: string) => {
    const [row] = await live.database.db
      .select({ total: count() })
      .from(chatMessages)
      .innerJoin(chatContacts, eq(chatContacts.id, chatMessages.contactId))
      .where(and(eq(chatContacts.customerId, customerId), eq(chatMessages.sender, 'customer')));
    return row?.total ?? 0;
  };

  it('answers a flood from one socket with chat_too_fast, and stores none of it', async () => {
    const customer = await createCustomer(live);
    const seller = await createSignedInSeller(live, 'Flood Print');
    const socket = await socketClient(url, customer.token);
    const send = (n: number) =>
      socket.emitWithAck('send_customer_message', { sellerId: seller.sellerId, text: `hi ${n}` });
    const answers = await Promise.all(
      Array.from({ length: CHAT_MESSAGE_LIMITS.perSocket.max + 20 }, (_, n) => send(n)),
    );
    const refused = answers.filter((answer) => !answer.ok);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(CHAT_MESSAGE_LIMITS.perSocket.max);
    expect(refused).toHaveLength(20);
    expect(refused[0]).toEqual({
      ok: false,
      error: apiErrorSentence('chat_too_fast'),
      code: 'chat_too_fast',
    });
    expect(await stored(customer.id)).toBe(CHAT_MESSAGE_LIMITS.perSocket.max);

    // The window passes: the socket may write again.
    live.clock.advance(CHAT_MESSAGE_LIMITS.perSocket.windowMs);
    expect((await send(0)).ok).toBe(true);
  });

  it('counts a customer’s messages over all sockets and HTTP together', async () => {
    const customer = await createCustomer(live);
    const seller = await createSignedInSeller(live, 'Many Tabs Print');
    const perSocket = CHAT_MESSAGE_LIMITS.perSocket.max;
    const sockets = await Promise.all(
      Array.from({ length: Math.ceil(CHAT_MESSAGE_LIMITS.perSender.max / perSocket) + 1 }, () =>
        socketClient(url, customer.token),
      ),
    );
    const answers = [];
    for (const socket of sockets) {
      for (let n = 0; n < perSocket; n += 1) {
        answers.push(
          await socket.emitWithAck('send_customer_message', {
            sellerId: seller.sellerId,
            text: `tab ${n}`,
          }),
        );
      }
    }
    expect(answers.filter((answer) => answer.ok)).toHaveLength(CHAT_MESSAGE_LIMITS.perSender.max);
    expect(answers.at(-1)).toMatchObject({ ok: false, code: 'chat_too_fast' });
    const byHttp = await call(
      live,
      'POST',
      '/api/chat/customer/send-message-to-seller',
      customer.token,
      {
        userId: customer.id,
        sellerId: seller.sellerId,
        text: 'and by HTTP',
      },
    );
    expect(byHttp.statusCode).toBe(429);
    expect(byHttp.json()).toMatchObject({ code: 'chat_too_fast' });
    expect(await stored(customer.id)).toBe(CHAT_MESSAGE_LIMITS.perSender.max);
  });
});

describe('a registration link answers "already registered" a few times only', () => {
  async function ticket(email: string): Promise<string> {
    const asked = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email },
      remoteAddress: newIp(),
    });
    expect(asked.statusCode).toBe(200);
    const token = new URL(shop.mailer.lastLink(email)).searchParams.get('token')!;
    return token;
  }
  const register = (uid: string, email: string, phone: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/customer/customer-register',
      payload: {
        uid,
        name: 'Prober',
        email,
        phone,
        password: 'long enough pass',
        userType: 'user',
      },
    });

  it(`is spent after ${REGISTRATION_REFUSALS_PER_LINK} refusals for a phone already registered`, async () => {
    const email = newEmail();
    const uid = await ticket(email);
    for (let n = 1; n <= REGISTRATION_REFUSALS_PER_LINK; n += 1) {
      const taken = await register(uid, email, (await createCustomer(shop)).phone);
      expect(taken.statusCode, `refusal ${n}`).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'phone_taken' });
    }
    // The next phone, registered or not, learns nothing: the link is spent.
    for (const phone of [(await createCustomer(shop)).phone, newPhone()]) {
      const spent = await register(uid, email, phone);
      expect(spent.statusCode).toBe(400);
      expect(spent.json()).toMatchObject({ code: 'link_spent' });
    }
    const opened = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: uid },
    });
    expect(opened.json()).toMatchObject({ code: 'link_spent' });
  });

  it('still makes the account after fewer refusals', async () => {
    const email = newEmail();
    const uid = await ticket(email);
    for (let n = 1; n < REGISTRATION_REFUSALS_PER_LINK; n += 1) {
      expect((await register(uid, email, (await createCustomer(shop)).phone)).statusCode).toBe(409);
    }
    expect((await register(uid, email, newPhone())).statusCode).toBe(201);
  });
});
