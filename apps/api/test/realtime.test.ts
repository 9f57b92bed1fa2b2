import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signToken } from '../src/lib/jwt';
import { openCustomerSession } from '../src/modules/accounts/tokens';
import { revokeSession } from '../src/modules/sessions/repository';
import { createSignedInAdmin } from './helpers/console';
import { bearer, createCustomer, type TestCustomer } from './helpers/customers';
import { freePort } from './helpers/ports';
import {
  arrives,
  arrivesBefore,
  breakDatabase,
  closeSockets,
  countEvents,
  disconnection,
  hearsOrdersOf,
  listeningTestApp,
  nextEvent as next,
  settle,
  socketClient as client,
  watchProcessFailures,
} from './helpers/sockets';
import { createSignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { UNTIL } from './helpers/waiting';

const listening = (env: Record<string, string> = {}, channel?: string) =>
  listeningTestApp(env, channel ? { realtimeChannel: channel } : {});

/** Another sign-in of the same customer, as from a second device. */
const secondDevice = (shop: TestApp, customer: TestCustomer) =>
  openCustomerSession(
    shop.database.db,
    shop.config.jwtSecret!,
    { id: customer.id, name: 'Test Customer', phone: customer.phone, address: null },
    shop.clock.now(),
  );

/** The session a token names (its `jti`). */
const sessionOf = (token: string) => decodeJwt(token).jti!;

/** Ends a session in the database alone, as if its sockets' disconnect had not landed yet. */
const revokeOnly = (shop: TestApp, token: string) =>
  revokeSession(shop.database.db, sessionOf(token), shop.clock.now());

const logOut = (shop: TestApp, side: 'customer' | 'staff', token: string) =>
  shop.app.inject({ method: 'POST', url: `/api/${side}/logout`, headers: bearer(token) });

const changePassword = (shop: TestApp, customer: TestCustomer) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/customer/change-password',
    headers: bearer(customer.token),
    payload: { oldPassword: customer.password, newPassword: 'another long password' },
  });

afterEach(() => closeSockets());

describe('realtime on one server', () => {
  let shop: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ shop, url } = await listening());
  });
  afterAll(() => shop.close());

  it('lets an anonymous visitor follow a product page, and nothing else', async () => {
    const visitor = await client(url);
    const productId = randomUUID();
    visitor.emit('join_product', productId);
    // A socket's events are handled in order: once this one is answered, the join has been.
    const refused = await visitor.emitWithAck('send_customer_message', {
      sellerId: randomUUID(),
      text: 'hi',
    });
    expect(refused).toEqual({
      ok: false,
      error: 'Please sign in first.',
      code: 'sign_in_first',
    });
    const update = next(visitor, 'productUpdate');
    shop.app.realtime.productUpdated(productId);
    expect(await update).toEqual({ productId });
  });

  it('refuses a handshake with a bad token', async () => {
    await expect(client(url, 'not-a-token')).rejects.toThrow(/sign-in has expired or is not valid/);
  });

  // Security finding 9 (issue 15): a token that no longer signs in over HTTP does not over a socket.
  it('refuses the handshake of a token ended by logout, a password change or a vanished account', async () => {
    const loggedOut = await createCustomer(shop);
    await client(url, loggedOut.token);
    await shop.app.inject({
      method: 'POST',
      url: '/api/customer/logout',
      headers: bearer(loggedOut.token),
    });
    await expect(client(url, loggedOut.token)).rejects.toThrow(/sign-in has expired/);

    const changed = await createCustomer(shop);
    const answer = await shop.app.inject({
      method: 'PUT',
      url: '/api/customer/change-password',
      headers: bearer(changed.token),
      payload: { oldPassword: changed.password, newPassword: 'another long password' },
    });
    expect(answer.statusCode).toBe(200);
    await expect(client(url, changed.token)).rejects.toThrow(/sign-in has expired/);
    await client(url, answer.json().token);

    const admin = await createSignedInAdmin(shop);
    await client(url, admin.token);
    await shop.app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: bearer(admin.token),
    });
    await expect(client(url, admin.token)).rejects.toThrow(/sign-in has expired/);
  });

  it('sends a customer only their own order updates', async () => {
    const alice = await createCustomer(shop);
    const bob = await createCustomer(shop);
    const aliceSocket = await client(url, alice.token);
    const bobSocket = await client(url, bob.token);
    const bobHears = arrives(bobSocket, 'orderStatusUpdate');
    const aliceHears = next(aliceSocket, 'orderStatusUpdate');
    shop.app.realtime.orderStatusChanged(alice.id, {
      orderId: randomUUID(),
      delivery_status: 'on way',
      payment_status: 'paid',
    });
    expect(await aliceHears).toMatchObject({ delivery_status: 'on way' });
    expect(await bobHears).toBe(false);
  });

  it('tells everyone about a new rate', async () => {
    const visitor = await client(url);
    const heard = next(visitor, 'currencyUpdate');
    shop.app.realtime.currencyChanged('1325.0000');
    expect(await heard).toEqual({ currencyIQD: '1325.0000' });
  });

  it('carries chat between a customer and a seller, stores it, and shows online sellers by public name only', async () => {
    const customer = await createCustomer(shop, { name: 'Shilan' });
    const customerSocket = await client(url, customer.token);
    const presence = next(customerSocket, 'activeSeller');
    const seller = await createSignedInSeller(shop, 'Hawler Print');
    const sellerSocket = await client(url, seller.token);
    const online = await presence;
    expect(online).toContainEqual({ sellerId: seller.sellerId, name: 'Hawler Print' });
    for (const entry of online) expect(Object.keys(entry).sort()).toEqual(['name', 'sellerId']);

    const sellerHears = next(sellerSocket, 'customer_message');
    const sent = await customerSocket.emitWithAck('send_customer_message', {
      sellerId: seller.sellerId,
      text: 'Do you print on kraft paper?',
    });
    expect(sent).toMatchObject({
      ok: true,
      message: { senderName: 'Shilan', message: 'Do you print on kraft paper?' },
    });
    expect(await sellerHears).toMatchObject({ senderId: customer.id, receverId: seller.sellerId });

    shop.clock.advance(1000);
    const customerHears = next(customerSocket, 'seller_message');
    const answered = await sellerSocket.emitWithAck('send_seller_message', {
      customerId: customer.id,
      text: 'Yes, 300 gsm.',
    });
    expect(answered.ok).toBe(true);
    expect(await customerHears).toMatchObject({
      senderName: 'Hawler Print',
      message: 'Yes, 300 gsm.',
    });

    const empty = await customerSocket.emitWithAck('send_customer_message', {
      sellerId: seller.sellerId,
      text: '   ',
    });
    expect(empty).toEqual({
      ok: false,
      error: 'An empty message is not sent.',
      code: 'empty_message',
    });

    const opened = await shop.app.inject({
      method: 'POST',
      url: '/api/chat/customer/add-customer-friend',
      headers: bearer(customer.token),
      payload: { userId: customer.id, sellerId: seller.sellerId },
    });
    expect(opened.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'Do you print on kraft paper?',
      'Yes, 300 gsm.',
    ]);
    expect(opened.json().currentFd).toMatchObject({ fdId: seller.sellerId, name: 'Hawler Print' });
    // The shop's name in every language, so a Kurdish or Arabic reader sees their own.
    expect(opened.json().currentFd.names).toMatchObject({
      enName: 'Hawler Print',
      kuName: expect.stringMatching(/^فرۆشگای /),
      arName: expect.stringMatching(/^متجر /),
    });
    expect(opened.json().MyFriends).toHaveLength(1);
    expect(opened.json().MyFriends[0].names).toEqual(opened.json().currentFd.names);
  });

  it('sends an HTTP chat message live too, and keeps other customers out', async () => {
    const customer = await createCustomer(shop, { name: 'Aram' });
    const stranger = await createCustomer(shop);
    const seller = await createSignedInSeller(shop, 'Basra Print');
    const sellerSocket = await client(url, seller.token);
    const strangerSocket = await client(url, stranger.token);
    const strangerHears = arrives(strangerSocket, 'seller_message');
    const sellerHears = next(sellerSocket, 'customer_message');
    const sent = await shop.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: bearer(customer.token),
      payload: {
        userId: customer.id,
        sellerId: seller.sellerId,
        text: 'Hello',
        name: 'Someone Else',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.senderName).toBe('Aram');
    expect(await sellerHears).toMatchObject({ message: 'Hello' });
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/api/seller/chat/send-message-to-customer',
      headers: bearer(seller.token),
      payload: { customerId: customer.id, text: 'Welcome' },
    });
    expect(reply.statusCode).toBe(201);
    expect(await strangerHears).toBe(false);
    const inbox = await shop.app.inject({
      method: 'GET',
      url: '/api/seller/chat/customers',
      headers: bearer(seller.token),
    });
    expect(inbox.json().customers.map((c: { name: string }) => c.name)).toEqual(['Aram']);
    const cannotStart = await shop.app.inject({
      method: 'POST',
      url: '/api/seller/chat/send-message-to-customer',
      headers: bearer(seller.token),
      payload: { customerId: stranger.id, text: 'Buy now' },
    });
    expect(cannotStart.statusCode).toBe(404);
    const asCustomer = await shop.app.inject({
      method: 'GET',
      url: '/api/seller/chat/customers',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(401);
    const forgedOwner = await shop.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: bearer(stranger.token),
      payload: { userId: customer.id, sellerId: seller.sellerId, text: 'Pretending' },
    });
    expect(forgedOwner.statusCode).toBe(403);
    const emptyText = await shop.app.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: bearer(customer.token),
      payload: { userId: customer.id, sellerId: seller.sellerId, text: '  ' },
    });
    expect(emptyText.statusCode).toBe(400);
  });
});

// Finding 3 (issue 33): a socket opened before a logout or a password change kept sending and
// receiving chat, order and print:job events. Every session that ends now ends its sockets.
describe('sockets end with their session (issue 33)', () => {
  let shop: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ shop, url } = await listening());
  });
  afterAll(() => shop.close());

  it("ends a customer's socket at logout, and only that sign-in's", async () => {
    const customer = await createCustomer(shop);
    const leaving = await client(url, customer.token);
    const staying = await client(url, await secondDevice(shop, customer));
    const gone = disconnection(leaving);
    expect((await logOut(shop, 'customer', customer.token)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await hearsOrdersOf(shop, staying, customer.id)).toBe(true);
  });

  it("ends every socket of a customer who changes the password; the new token's connects", async () => {
    const customer = await createCustomer(shop);
    const bystander = await createCustomer(shop);
    const sockets = [
      await client(url, customer.token),
      await client(url, await secondDevice(shop, customer)),
    ];
    const other = await client(url, bystander.token);
    const gone = sockets.map((socket) => disconnection(socket));
    const answer = await changePassword(shop, customer);
    expect(answer.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    const fresh = await client(url, answer.json().token);
    expect(await hearsOrdersOf(shop, fresh, customer.id)).toBe(true);
    expect(await hearsOrdersOf(shop, other, bystander.id)).toBe(true);
  });

  it("ends a seller's and an admin's socket at their logout", async () => {
    const seller = await createSignedInSeller(shop, 'Logout Print');
    const admin = await createSignedInAdmin(shop);
    for (const token of [seller.token, admin.token]) {
      const socket = await client(url, token);
      const gone = disconnection(socket);
      expect((await logOut(shop, 'staff', token)).statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
    }
  });

  it('ends a socket whose session ended while its handshake was being checked', async () => {
    const customer = await createCustomer(shop);
    // Runs after the sign-in check passed and before the socket is in its rooms, so the logout's
    // disconnect finds no socket of that session yet.
    shop.app.realtime.io.use((socket, next) => {
      if ((socket.handshake.auth as { token?: unknown }).token !== customer.token) return next();
      logOut(shop, 'customer', customer.token).then(() => next(), next);
    });
    const socket = await client(url, customer.token);
    // The disconnect may come in the same read as the connect, before a listener could be added.
    if (socket.connected) expect(await disconnection(socket)).toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });

  it('ends a socket when its sign-in expires', async () => {
    const seller = await createSignedInSeller(shop, 'Expiring Print');
    const {
      sub,
      iat: _iat,
      exp: _exp,
      jti,
      iss: _iss,
      aud: _aud,
      ...claims
    } = decodeJwt(seller.token);
    // The same session, on a token that lasts one second from the shop's now.
    const shortLived = await signToken(
      shop.config.jwtSecret!,
      'staff',
      sub!,
      claims,
      shop.clock.now(),
      1,
      jti,
    );
    const socket = await client(url, shortLived);
    expect(await disconnection(socket)).toBe('io server disconnect');
  });

  it('acts on no chat message from a socket whose session ended before its disconnect landed', async () => {
    const customer = await createCustomer(shop);
    const seller = await createSignedInSeller(shop, 'Window Print');
    const customerSocket = await client(url, customer.token);
    const sellerSocket = await client(url, seller.token);
    const opened = await customerSocket.emitWithAck('send_customer_message', {
      sellerId: seller.sellerId,
      text: 'Before logging out',
    });
    expect(opened.ok).toBe(true);

    await revokeOnly(shop, customer.token);
    const sellerHeard = arrivesBefore(sellerSocket, 'customer_message', 'currencyUpdate');
    expect(
      await customerSocket.emitWithAck('send_customer_message', {
        sellerId: seller.sellerId,
        text: 'After logging out',
      }),
    ).toMatchObject({ ok: false, code: 'sign_in_expired' });
    shop.app.realtime.currencyChanged('1311');
    expect(await sellerHeard).toBe(false);

    await revokeOnly(shop, seller.token);
    const customerHeard = arrivesBefore(customerSocket, 'seller_message', 'currencyUpdate');
    expect(
      await sellerSocket.emitWithAck('send_seller_message', {
        customerId: customer.id,
        text: 'After the seller logged out',
      }),
    ).toMatchObject({ ok: false, code: 'console_sign_in_expired' });
    shop.app.realtime.currencyChanged('1312');
    expect(await customerHeard).toBe(false);

    // Neither was stored: the conversation, read on another sign-in, has the first message only.
    const conversation = await shop.app.inject({
      method: 'POST',
      url: '/api/chat/customer/add-customer-friend',
      headers: bearer(await secondDevice(shop, customer)),
      payload: { userId: customer.id, sellerId: seller.sellerId },
    });
    expect(conversation.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'Before logging out',
    ]);
  });
});

describe('a hostile socket cannot end the process (issue 15)', () => {
  let shop: TestApp;
  let url: string;
  let watch: ReturnType<typeof watchProcessFailures>;
  beforeAll(async () => {
    ({ shop, url } = await listening());
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    watch = watchProcessFailures();
  });
  afterEach(() => watch.stop());

  /** Nothing reached the process, and the server still answers HTTP. */
  async function expectStillServing() {
    await settle(100);
    expect(watch.failures).toEqual([]);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
  }

  it('refuses a handshake whose cookie does not decode, and keeps serving', async () => {
    for (const cookie of [
      'customerToken=%',
      'staffToken=%E0%A4%A',
      'customerToken=%; staffToken=%',
    ]) {
      await expect(
        client(url, undefined, { headers: { cookie, origin: url } }),
        cookie,
      ).rejects.toThrow(/sign-in has expired or is not valid/);
    }
    await expectStillServing();
  });

  it('refuses a staff handshake while the database is unreachable, asking to try again', async () => {
    const seller = await createSignedInSeller(shop, 'Outage Print');
    const customer = await createCustomer(shop);
    const restore = breakDatabase(shop);
    const refusals: string[] = [];
    try {
      for (const token of [seller.token, customer.token]) {
        refusals.push(
          await client(url, token).then(
            () => 'connected',
            (error: Error) => error.message,
          ),
        );
      }
    } finally {
      restore();
    }
    // The customer's token is checked by its signature alone; the seller's needs the database.
    expect(refusals[0]).toMatch(/briefly unavailable.*try again/i);
    for (const refusal of refusals) expect(refusal).not.toMatch(/select|ECONNREFUSED|staff_users/);
    await expectStillServing();
    await expect(client(url, seller.token)).resolves.toBeTruthy();
  });

  it('survives an acknowledgement that is not a function', async () => {
    const customer = await createCustomer(shop);
    const socket = await client(url, customer.token);
    const anonymous = await client(url);
    for (const notAFunction of ['x', 42, null, { then: 1 }]) {
      socket.emit(
        'send_customer_message',
        { sellerId: 'not-an-id', text: 'hi' },
        notAFunction as never,
      );
      socket.emit(
        'send_customer_message',
        { sellerId: randomUUID(), text: 'hi' },
        notAFunction as never,
      );
      anonymous.emit(
        'send_seller_message',
        { customerId: customer.id, text: 'hi' },
        notAFunction as never,
      );
    }
    await expectStillServing();
    expect(
      await socket.emitWithAck('send_customer_message', { sellerId: 'not-an-id', text: 'hi' }),
    ).toEqual({
      ok: false,
      error: 'sellerId must be a valid id.',
      code: 'invalid_input',
      params: { fields: 'sellerId' },
    });
  });

  it('never sends a database error to the client', async () => {
    const seller = await createSignedInSeller(shop, 'Leak Print');
    const customer = await createCustomer(shop);
    const socket = await client(url, customer.token);
    const restore = breakDatabase(shop);
    let answer;
    try {
      answer = await socket.emitWithAck('send_customer_message', {
        sellerId: seller.sellerId,
        text: 'Are you there?',
      });
    } finally {
      restore();
    }
    expect(answer).toEqual({
      ok: false,
      error: 'The message could not be sent just now. Please try again.',
      code: 'message_not_sent',
    });
    await expectStillServing();
  });

  it("refuses text PostgreSQL cannot store as the client's mistake, not the server's", async () => {
    const seller = await createSignedInSeller(shop, 'Unicode Print');
    const socket = await client(url, (await createCustomer(shop)).token);
    for (const text of ['a\u0000b', 'x\uD800']) {
      expect(
        await socket.emitWithAck('send_customer_message', { sellerId: seller.sellerId, text }),
      ).toEqual({
        ok: false,
        error: 'Invalid message: text must be valid Unicode without NUL characters (\\u0000).',
        code: 'unstorable_text',
        params: { part: 'message' },
      });
    }
    await expectStillServing();
  });

  it('refuses a message from a socket that is not signed in before looking at the message', async () => {
    const anonymous = await client(url);
    const seller = await createSignedInSeller(shop, 'Wrong Side Print');
    const sellerSocket = await client(url, seller.token);
    for (const payload of [undefined, 'x', [], { sellerId: 'nope' }, { customerId: 1, text: '' }]) {
      for (const event of ['send_customer_message', 'send_seller_message'] as const) {
        expect(
          await anonymous.emitWithAck(event, payload as never),
          `${event} ${String(payload)}`,
        ).toEqual({
          ok: false,
          error: 'Please sign in first.',
          code: 'sign_in_first',
        });
      }
      expect(await sellerSocket.emitWithAck('send_customer_message', payload as never)).toEqual({
        ok: false,
        error: 'Only a signed-in customer can write to a seller.',
        code: 'customers_only_chat',
      });
    }
  });
});

describe('cookie sign-in on sockets (issue 15)', () => {
  const partner = 'https://partner.example';
  let shop: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ shop, url } = await listening({ CORS_ORIGINS: partner }));
  });
  afterAll(() => shop.close());

  it('refuses a cookie sign-in from another origin, even another port of the same host', async () => {
    const customer = await createCustomer(shop);
    const seller = await createSignedInSeller(shop, 'Cookie Print');
    const samePortElsewhere = url.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);
    const foreign: Record<string, string>[] = [
      { origin: samePortElsewhere },
      { origin: url.replace('127.0.0.1', 'localhost') },
      { origin: 'null' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      for (const cookie of [`customerToken=${customer.token}`, `staffToken=${seller.token}`]) {
        await expect(
          client(url, undefined, { headers: { ...headers, cookie } }),
          `${JSON.stringify(headers)} ${cookie.slice(0, 14)}`,
        ).rejects.toThrow('This connection came from another site, so its sign-in was refused.');
      }
    }
  });

  it("accepts a cookie sign-in from the shop's own origin and from CORS_ORIGINS", async () => {
    const customer = await createCustomer(shop);
    const cookie = `theme=dark; customerToken=${customer.token}`;
    const own: Record<string, string>[] = [
      { origin: url },
      { origin: partner },
      // A same-origin polling handshake names no Origin; the browser vouches for it instead.
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of own) {
      const socket = await client(url, undefined, { headers: { ...headers, cookie } });
      expect(await hearsOrdersOf(shop, socket, customer.id), JSON.stringify(headers)).toBe(true);
    }
  });

  it('accepts a token sign-in from any origin: another site cannot read the token', async () => {
    const customer = await createCustomer(shop);
    const socket = await client(url, customer.token, {
      auth: { token: customer.token },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(await hearsOrdersOf(shop, socket, customer.id)).toBe(true);
  });

  it('lets a visitor from another origin connect anonymously', async () => {
    const visitor = await client(url, undefined, {
      headers: { origin: 'https://elsewhere.example', cookie: 'theme=dark' },
    });
    expect(
      await visitor.emitWithAck('send_customer_message', { sellerId: randomUUID(), text: 'hi' }),
    ).toEqual({ ok: false, error: 'Please sign in first.', code: 'sign_in_first' });
  });
});

describe('seller presence (issue 15)', () => {
  let shop: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ shop, url } = await listening());
  });
  afterAll(() => shop.close());

  /** Longer than the presence broadcast's debounce, so an earlier change has been told. */
  const presenceQuiet = () => settle(1500);

  it("does not let an anonymous visitor's or staff add_user reach anyone, nor query the database", async () => {
    const seller = await createSignedInSeller(shop, 'Quiet Print');
    const admin = await createSignedInAdmin(shop);
    const observer = await client(url, (await createCustomer(shop)).token);
    const sellerSocket = await client(url, seller.token);
    const adminSocket = await client(url, admin.token);
    await presenceQuiet();
    const heard = countEvents(observer, 'activeSeller');
    const queries = vi.spyOn(shop.database.db, 'select');
    try {
      const anonymous = await client(url);
      for (let i = 0; i < 3000; i++) anonymous.emit('add_user');
      for (let i = 0; i < 100; i++) {
        sellerSocket.emit('add_user');
        sellerSocket.emit('add_seller');
        adminSocket.emit('add_user');
        adminSocket.emit('add_seller');
        observer.emit('add_seller');
      }
      // A socket's events are handled in order: once these are answered, the emits above were too.
      for (const socket of [anonymous, sellerSocket, adminSocket, observer]) {
        await socket.emitWithAck('send_customer_message', {} as never);
      }
      await presenceQuiet();
      expect(heard()).toBe(0);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it("answers a customer's add_user with the online sellers, to that customer alone, and cheaply when repeated", async () => {
    const seller = await createSignedInSeller(shop, 'Answer Print');
    await client(url, seller.token);
    const asker = await client(url, (await createCustomer(shop)).token);
    const bystander = await client(url, (await createCustomer(shop)).token);
    await presenceQuiet();
    const askerHeard = countEvents(asker, 'activeSeller');
    const bystanderHeard = countEvents(bystander, 'activeSeller');
    const answer = next(asker, 'activeSeller');
    asker.emit('add_user');
    expect(await answer).toContainEqual({ sellerId: seller.sellerId, name: 'Answer Print' });
    await settle(300);
    expect(askerHeard()).toBe(1);
    expect(bystanderHeard()).toBe(0);

    const queries = vi.spyOn(shop.database.db, 'select');
    try {
      for (let i = 0; i < 200; i++) asker.emit('add_user');
      await asker.emitWithAck('send_customer_message', {} as never);
      await settle(300);
      expect(queries.mock.calls.length).toBeLessThanOrEqual(1);
      expect(bystanderHeard()).toBe(0);
    } finally {
      queries.mockRestore();
    }
  });

  it('tells everyone once when sellers come online together, and once when one leaves', async () => {
    const observer = await client(url);
    const first = await createSignedInSeller(shop, 'Together Print');
    const second = await createSignedInSeller(shop, 'Along Print');
    await presenceQuiet();
    const lists: { sellerId: string }[][] = [];
    observer.on('activeSeller', (list) => lists.push(list));
    const firstSocket = await client(url, first.token);
    await client(url, second.token);
    await presenceQuiet();
    expect(lists).toHaveLength(1);
    expect(lists[0]!.map((s) => s.sellerId)).toEqual(
      expect.arrayContaining([first.sellerId, second.sellerId]),
    );

    firstSocket.disconnect();
    await presenceQuiet();
    expect(lists).toHaveLength(2);
    expect(lists[1]!.map((s) => s.sellerId)).toContain(second.sellerId);
    expect(lists[1]!.map((s) => s.sellerId)).not.toContain(first.sellerId);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('realtime across two server copies on one Redis', () => {
  let first: { shop: TestApp; url: string };
  let second: { shop: TestApp; url: string };
  beforeAll(async () => {
    const channel = `chapkhana-test-${randomUUID()}`;
    first = await listening({ REDIS_URL: redisUrl! }, channel);
    // The second copy shares the first one's database, as copies behind a load balancer do.
    const port = await freePort();
    const { buildApp } = await import('../src/app');
    const app = await buildApp({
      config: { ...first.shop.config, publicUrl: `http://127.0.0.1:${port}` },
      database: first.shop.database,
      clock: first.shop.clock,
      mailer: first.shop.mailer,
      realtimeChannel: channel,
    });
    await app.listen({ port, host: '127.0.0.1' });
    second = {
      shop: { ...first.shop, app, close: () => app.close() },
      url: `http://127.0.0.1:${port}`,
    };
    // Each copy's adapter subscribes to the shared channels (its pattern first): an event sent
    // before the second copy has would not reach it.
    const redis = new Redis(redisUrl!);
    try {
      await vi.waitFor(async () => {
        const [, subscribers] = (await redis.pubsub('NUMSUB', `${channel}-request#/#`)) as [
          string,
          number,
        ];
        expect(subscribers).toBe(2);
      }, UNTIL);
    } finally {
      redis.disconnect();
    }
  });
  afterAll(async () => {
    await second?.shop.close();
    await first?.shop.close();
  });

  it('reports realtime as working in the health check', async () => {
    const health = await first.shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', realtime: 'ok', disk: expect.any(Object) });
  });

  it('delivers an event emitted by one copy to a client of the other', async () => {
    const customer = await createCustomer(first.shop);
    const onSecond = await client(second.url, customer.token);
    const heard = next(onSecond, 'orderStatusUpdate');
    first.shop.app.realtime.orderStatusChanged(customer.id, {
      orderId: randomUUID(),
      delivery_status: 'delivered',
      payment_status: 'paid',
    });
    expect(await heard).toMatchObject({ delivery_status: 'delivered' });
  });

  it('carries a chat message from a customer on one copy to a seller on the other', async () => {
    const customer = await createCustomer(first.shop, { name: 'Dilan' });
    const seller = await createSignedInSeller(first.shop, 'Cross Copy Print');
    const sellerSocket = await client(second.url, seller.token);
    const customerSocket = await client(first.url, customer.token);
    const heard = next(sellerSocket, 'customer_message');
    const sent = await customerSocket.emitWithAck('send_customer_message', {
      sellerId: seller.sellerId,
      text: 'across copies',
    });
    expect(sent.ok).toBe(true);
    expect(await heard).toMatchObject({ message: 'across copies', senderName: 'Dilan' });
  });

  it('ends the sockets of a session ended on one copy on the other copy too (issue 33)', async () => {
    const customer = await createCustomer(first.shop);
    const changer = await createCustomer(first.shop);
    const seller = await createSignedInSeller(first.shop, 'Two Copies Logout Print');
    const sockets = [
      await client(second.url, customer.token),
      await client(second.url, changer.token),
      await client(second.url, await secondDevice(first.shop, changer)),
      await client(second.url, seller.token),
    ];
    const gone = sockets.map((socket) => disconnection(socket));
    expect((await logOut(first.shop, 'customer', customer.token)).statusCode).toBe(200);
    expect((await changePassword(first.shop, changer)).statusCode).toBe(200);
    expect((await logOut(first.shop, 'staff', seller.token)).statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(Array(4).fill('io server disconnect'));
  });

  it('shows a seller connected to one copy as online to a customer on the other', async () => {
    const customer = await createCustomer(first.shop);
    const customerSocket = await client(first.url, customer.token);
    const seller = await createSignedInSeller(first.shop, 'Presence Print');
    let sawSeller = false;
    customerSocket.on('activeSeller', (list) => {
      if (list.some((s) => s.sellerId === seller.sellerId)) sawSeller = true;
    });
    await client(second.url, seller.token);
    await vi.waitFor(() => expect(sawSeller).toBe(true), UNTIL);
  });
});
