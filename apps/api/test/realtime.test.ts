import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '@chapkhana/shared/realtime';
import { bearer, createCustomer } from './helpers/customers';
import { freePort } from './helpers/ports';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const opened: Client[] = [];

async function listening(env: Record<string, string> = {}, channel?: string) {
  const port = await freePort();
  const shop = await createTestApp(
    { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    channel ? { realtimeChannel: channel } : {},
  );
  await shop.app.listen({ port, host: '127.0.0.1' });
  return { shop, url: `http://127.0.0.1:${port}` };
}

/** A connected socket (or the connection error's message when the server refuses it). */
async function client(url: string, token?: string): Promise<Client> {
  const socket: Client = connect(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}
const next = <E extends keyof ServerToClientEvents>(socket: Client, event: E, timeout = 3000) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${String(event)} within ${timeout} ms`)),
      timeout,
    );
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
/** Resolves true if the event arrives within `ms`, false otherwise. */
const arrives = (socket: Client, event: keyof ServerToClientEvents, ms = 400) =>
  next(socket, event, ms).then(
    () => true,
    () => false,
  );

afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

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
    await new Promise((resolve) => setTimeout(resolve, 100));
    const update = next(visitor, 'productUpdate');
    shop.app.realtime.productUpdated(productId);
    expect(await update).toEqual({ productId });
    const refused = await visitor.emitWithAck('send_customer_message', {
      sellerId: randomUUID(),
      text: 'hi',
    });
    expect(refused).toEqual({
      ok: false,
      error: 'Only a signed-in customer can write to a seller.',
    });
  });

  it('refuses a handshake with a bad token', async () => {
    await expect(client(url, 'not-a-token')).rejects.toThrow(/sign-in has expired or is not valid/);
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
    expect(empty).toEqual({ ok: false, error: 'An empty message is not sent.' });

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
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await second?.shop.close();
    await first?.shop.close();
  });

  it('reports realtime as working in the health check', async () => {
    const health = await first.shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', realtime: 'ok' });
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

  it('shows a seller connected to one copy as online to a customer on the other', async () => {
    const customer = await createCustomer(first.shop);
    const customerSocket = await client(first.url, customer.token);
    const seller = await createSignedInSeller(first.shop, 'Presence Print');
    let sawSeller = false;
    customerSocket.on('activeSeller', (list) => {
      if (list.some((s) => s.sellerId === seller.sellerId)) sawSeller = true;
    });
    await client(second.url, seller.token);
    for (let i = 0; i < 40 && !sawSeller; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sawSeller).toBe(true);
  });
});
