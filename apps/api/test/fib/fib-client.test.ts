import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/lib/clock';
import { createFibClient, type FibClientOptions } from '../../src/payments/fib/client';
import { MAX_PROVIDER_ANSWER_BYTES } from '../../src/payments/read-answer';
import { FibError } from '../../src/payments/fib/errors';
import {
  startFibTestServer,
  type FibTestServer,
  type FibTestServerOptions,
} from './fib-test-server';

const TOKEN_PATH = '/auth/realms/fib-online-shop/protocol/openid-connect/token';

class ManualClock implements Clock {
  constructor(private current = new Date('2026-03-01T09:00:00Z').getTime()) {}
  now() {
    return new Date(this.current);
  }
  advanceSeconds(seconds: number) {
    this.current += seconds * 1000;
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function startFib(
  serverOptions: FibTestServerOptions = {},
  clientOptions: Partial<FibClientOptions> = {},
) {
  const clock = new ManualClock();
  const server = await startFibTestServer({ clock, ...serverOptions });
  cleanups.push(() => server.close());
  const client = createFibClient({
    baseUrl: server.baseUrl,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    clock,
    retryDelaysMs: [0, 0, 0],
    ...clientOptions,
  });
  return { server, client, clock };
}

const order = {
  amountIqd: 25_000,
  description: 'Order 10042',
  statusCallbackUrl: 'http://127.0.0.1:9/api/payments/fib/callback',
  redirectUri: 'https://shop.example/order/confirm?orderId=10042',
};

const count = (server: FibTestServer, path: string | RegExp) =>
  server.requests.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path)))
    .length;
const tokenRequests = (server: FibTestServer) => count(server, TOKEN_PATH);

async function fibErrorOf(promise: Promise<unknown>): Promise<FibError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FibError);
  return error as FibError;
}

/** A tiny stand-in for the shop's callback route, answering with `statuses` in turn, then 202. */
async function startCallbackReceiver(statuses: number[] = []) {
  const received: unknown[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(statuses.shift() ?? 202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/fib/callback`;
  return { url, received };
}

async function tokenFor(server: FibTestServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}${TOKEN_PATH}`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: server.clientId,
      client_secret: server.clientSecret,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('FIB access token', () => {
  it('fetches a token once and reuses it for later calls', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    await client.getStatus(paymentId);
    await client.getStatus(paymentId);
    expect(tokenRequests(server)).toBe(1);
    const tokenRequest = server.requests[0]!;
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: server.clientId,
      client_secret: server.clientSecret,
    });
    expect(server.requests.slice(1).map((r) => r.headers.authorization)).toEqual(
      Array(3).fill(server.requests[1]!.headers.authorization),
    );
  });

  it('shares one token request between concurrent calls', async () => {
    const { server, client } = await startFib();
    await Promise.all([client.createPayment(order), client.createPayment(order)]);
    expect(tokenRequests(server)).toBe(1);
  });

  it('refreshes the token shortly before it expires', async () => {
    const { server, client, clock } = await startFib({ tokenLifetimeSeconds: 60 });
    const { paymentId } = await client.createPayment(order);
    clock.advanceSeconds(45);
    await client.getStatus(paymentId);
    expect(tokenRequests(server)).toBe(1);
    clock.advanceSeconds(10); // 55 s: inside the safety margin, the token is still valid at FIB
    await client.getStatus(paymentId);
    expect(tokenRequests(server)).toBe(2);
    clock.advanceSeconds(120); // long past expiry
    await client.getStatus(paymentId);
    expect(tokenRequests(server)).toBe(3);
  });

  it('the test server accepts credentials sent as HTTP Basic', async () => {
    const { server } = await startFib();
    const basic = Buffer.from(`${server.clientId}:${server.clientSecret}`).toString('base64');
    const response = await fetch(`${server.baseUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ expires_in: 60, token_type: 'Bearer' });
  });

  it('reports refused credentials as an auth error without retrying', async () => {
    const { server, client } = await startFib({}, { clientSecret: 'wrong' });
    const error = await fibErrorOf(client.createPayment(order));
    expect(error).toMatchObject({ kind: 'auth', status: 401, code: 'invalid_client' });
    expect(error.message).toContain('Invalid client');
    expect(server.requests).toHaveLength(1);
    const raw = await fetch(`${server.baseUrl}${TOKEN_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'x' }),
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({
      error: 'invalid_client',
      error_description: expect.any(String),
    });
  });

  it('signs in again once when FIB answers 401 mid-session', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    server.revokeTokens();
    const state = await client.getStatus(paymentId);
    expect(state.status).toBe('UNPAID');
    expect(tokenRequests(server)).toBe(2);
    expect(count(server, /\/status$/)).toBe(2);
  });

  it('gives up when the fresh token is refused too', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    server.failNext(2, 401, 'protected');
    const error = await fibErrorOf(client.getStatus(paymentId));
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect(tokenRequests(server)).toBe(2);
    expect(count(server, /\/status$/)).toBe(2);
  });
});

describe('FIB payments', () => {
  it('creates a payment that reads UNPAID until the customer pays', async () => {
    const { server, client, clock } = await startFib();
    const created = await client.createPayment({
      ...order,
      description: 'Business cards, 500 pieces, matte, two-sided — order 10042',
    });
    expect(created.paymentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.readableCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const png = Buffer.from(created.qrCode.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(created.validUntil.getTime()).toBe(clock.now().getTime() + 3_600_000);
    expect(created.personalAppLink).toContain(created.paymentId);

    const createRequest = server.requests.find((r) => r.path === '/protected/v1/payments')!;
    expect(createRequest.headers['content-type']).toBe('application/json');
    expect(JSON.parse(createRequest.body)).toEqual({
      monetaryValue: { amount: 25_000, currency: 'IQD' },
      statusCallbackUrl: order.statusCallbackUrl,
      description: 'Business cards, 500 pieces, matte, two-sided — ord',
      redirectUri: order.redirectUri,
      expiresIn: 'PT1H',
      refundableFor: 'P7D',
    });

    const unpaid = await client.getStatus(created.paymentId);
    expect(unpaid).toMatchObject({
      paymentId: created.paymentId,
      status: 'UNPAID',
      paidAt: null,
      amount: { amount: 25_000, currency: 'IQD' },
      decliningReason: null,
      declinedAt: null,
    });
    expect(unpaid.validUntil).toEqual(created.validUntil);

    clock.advanceSeconds(30);
    server.pay(created.paymentId);
    const paid = await client.getStatus(created.paymentId);
    expect(paid.status).toBe('PAID');
    expect(paid.paidAt).toEqual(clock.now());
  });

  it('cuts a long description to 50 UTF-16 units without splitting a character', async () => {
    const { server, client } = await startFib();
    await client.createPayment({ ...order, description: `${'a'.repeat(49)}🖨️ printer` });
    const createRequest = server.requests.find((r) => r.path === '/protected/v1/payments')!;
    expect((JSON.parse(createRequest.body) as { description: string }).description).toBe(
      'a'.repeat(49),
    );
  });

  it('reports a declined payment with its reason', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    server.decline(paymentId, 'SERVER_FAILURE');
    expect(await client.getStatus(paymentId)).toMatchObject({
      status: 'DECLINED',
      decliningReason: 'SERVER_FAILURE',
      declinedAt: expect.any(Date),
    });
  });

  it('reports an expired payment as declined by PAYMENT_EXPIRATION', async () => {
    const { server, client, clock } = await startFib({ tokenLifetimeSeconds: 3_600 });
    const early = await client.createPayment(order);
    const late = await client.createPayment({ ...order, expiresIn: 'PT5M' });
    server.expire(early.paymentId);
    expect(await client.getStatus(early.paymentId)).toMatchObject({
      status: 'DECLINED',
      decliningReason: 'PAYMENT_EXPIRATION',
    });
    clock.advanceSeconds(5 * 60);
    expect(await client.getStatus(late.paymentId)).toMatchObject({
      status: 'DECLINED',
      decliningReason: 'PAYMENT_EXPIRATION',
    });
  });

  it('cancels an unpaid payment', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    await client.cancelPayment(paymentId);
    expect(await client.getStatus(paymentId)).toMatchObject({
      status: 'DECLINED',
      decliningReason: 'PAYMENT_CANCELLATION',
    });
    expect(() => server.pay(paymentId)).toThrow();
  });

  it('refunds a paid payment: REFUND_REQUESTED, then REFUNDED', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    server.pay(paymentId);
    await client.refundPayment(paymentId);
    expect((await client.getStatus(paymentId)).status).toBe('REFUND_REQUESTED');
    server.completeRefund(paymentId);
    expect((await client.getStatus(paymentId)).status).toBe('REFUNDED');
  });

  it('reports refunding an unpaid payment as a business error, without retrying', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    const error = await fibErrorOf(client.refundPayment(paymentId));
    expect(error).toMatchObject({
      kind: 'business',
      status: 400,
      code: 'TRANSACTION_STATUS_IS_NOT_PAID',
      traceId: expect.any(String),
    });
    expect(count(server, /\/refund$/)).toBe(1);
  });

  it('refuses 250 IQD or less, and fractions, before asking FIB', async () => {
    const { server, client } = await startFib();
    for (const amountIqd of [250, 0, -1_000, 1_000.5, Number.NaN]) {
      const error = await fibErrorOf(client.createPayment({ ...order, amountIqd }));
      expect(error).toMatchObject({ kind: 'business', code: 'INVALID_AMOUNT' });
    }
    expect(server.requests).toHaveLength(0);
    await expect(client.createPayment({ ...order, amountIqd: 251 })).resolves.toBeTruthy();
  });

  it('the test server enforces the amount, currency and description rules', async () => {
    const { server } = await startFib();
    const token = await tokenFor(server);
    const create = (monetaryValue: unknown, description = 'Order') =>
      fetch(`${server.baseUrl}/protected/v1/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ monetaryValue, description }),
      });
    const tooSmall = await create({ amount: 250, currency: 'IQD' });
    expect(tooSmall.status).toBe(400);
    expect(await tooSmall.json()).toMatchObject({ errors: [{ code: 'AMOUNT_TOO_LOW' }] });
    expect((await create({ amount: '250.00', currency: 'IQD' })).status).toBe(400);
    expect((await create({ amount: 1_000, currency: 'USD' })).status).toBe(400);
    expect((await create({ amount: 1_000, currency: 'IQD' }, 'x'.repeat(51))).status).toBe(400);
    const decimal = await create({ amount: '25000.00', currency: 'IQD' });
    expect(decimal.status).toBe(201);
    const { paymentId } = (await decimal.json()) as { paymentId: string };
    expect(server.payments().get(paymentId)?.amount).toBe(25_000);
  });

  it('accepts a status amount sent as a decimal string', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    server.answerNext(200, {
      paymentId,
      status: 'PAID',
      validUntil: '2026-03-01T10:00:00Z',
      paidAt: '2026-03-01T09:10:00Z',
      amount: { amount: '25000.00', currency: 'IQD' },
      decliningReason: null,
      declinedAt: null,
    });
    const state = await client.getStatus(paymentId);
    expect(state).toMatchObject({ status: 'PAID', amount: { amount: 25_000 }, paidBy: null });
    expect(state.paidAt).toEqual(new Date('2026-03-01T09:10:00Z'));
  });
});

describe('FIB failures', () => {
  it('retries a 500 and succeeds', async () => {
    const { server, client } = await startFib();
    server.failNext(1, 500, 'protected');
    await expect(client.createPayment(order)).resolves.toMatchObject({
      paymentId: expect.any(String),
    });
    expect(count(server, '/protected/v1/payments')).toBe(2);
    expect(server.payments().size).toBe(1);
  });

  it('retries a failing token request too', async () => {
    const { server, client } = await startFib();
    server.failNext(2, 503, 'token');
    await client.createPayment(order);
    expect(tokenRequests(server)).toBe(3);
  });

  it('gives up after three retries and says FIB is unavailable', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    server.failNext(4, 502, 'protected');
    const error = await fibErrorOf(client.getStatus(paymentId));
    expect(error).toMatchObject({ kind: 'unavailable', status: 502, code: 'INJECTED' });
    expect(count(server, /\/status$/)).toBe(4);
  });

  it('retries after a timeout and after a dropped connection', async () => {
    const { server, client } = await startFib({}, { timeoutMs: 200 });
    const { paymentId } = await client.createPayment(order);
    server.failNext(1, 'timeout', 'protected');
    server.failNext(1, 'drop', 'protected');
    expect((await client.getStatus(paymentId)).status).toBe('UNPAID');
    expect(count(server, /\/status$/)).toBe(3);
  });

  it('reports no answer at all as unavailable', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    server.failNext(4, 'drop', 'protected');
    const error = await fibErrorOf(client.getStatus(paymentId));
    expect(error).toMatchObject({ kind: 'unavailable', status: undefined });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('reads no answer past 1 MiB into memory: a huge body is no answer', async () => {
    const { server, client } = await startFib();
    const { paymentId } = await client.createPayment(order);
    const huge = { paymentId, status: 'PAID', filler: 'x'.repeat(MAX_PROVIDER_ANSWER_BYTES) };
    // Every attempt (the first and three retries) gets it.
    for (let attempt = 0; attempt < 4; attempt++) server.answerNext(200, huge, 'protected');
    const error = await fibErrorOf(client.getStatus(paymentId));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.message).toContain('larger than');
    expect((await client.getStatus(paymentId)).status).toBe('UNPAID');
  });

  it('treats an answer that breaks the contract as an error', async () => {
    const { server, client } = await startFib();
    server.answerNext(201, { paymentId: 42, readableCode: 'X' }, 'protected');
    const error = await fibErrorOf(client.createPayment(order));
    expect(error).toMatchObject({ kind: 'malformed', status: 201 });
    expect(error.message).toContain('paymentId');

    const { paymentId } = await client.createPayment(order);
    server.answerNext(200, { paymentId, status: 'MAYBE' }, 'protected');
    expect(await fibErrorOf(client.getStatus(paymentId))).toMatchObject({ kind: 'malformed' });
    server.answerNext(200, '<html>gateway</html>', 'protected');
    expect(await fibErrorOf(client.getStatus(paymentId))).toMatchObject({ kind: 'malformed' });
  });

  it('treats a malformed token answer as an error', async () => {
    const { server, client } = await startFib();
    server.answerNext(200, { token: 'nope' }, 'token');
    expect(await fibErrorOf(client.createPayment(order))).toMatchObject({ kind: 'malformed' });
  });
});

describe('FIB status callbacks', () => {
  it('delivers { id, status } to the callback URL when the status changes', async () => {
    const { server, client } = await startFib();
    const receiver = await startCallbackReceiver();
    const { paymentId } = await client.createPayment({ ...order, statusCallbackUrl: receiver.url });
    server.pay(paymentId);
    await server.callbacksSettled();
    expect(receiver.received).toEqual([{ id: paymentId, status: 'PAID' }]);
    await client.refundPayment(paymentId);
    await server.callbacksSettled();
    expect(receiver.received.at(-1)).toEqual({ id: paymentId, status: 'REFUND_REQUESTED' });
  });

  it('retries a callback the shop did not accept', async () => {
    const { server, client } = await startFib();
    const receiver = await startCallbackReceiver([500]);
    const { paymentId } = await client.createPayment({ ...order, statusCallbackUrl: receiver.url });
    await client.cancelPayment(paymentId);
    await server.callbacksSettled();
    expect(receiver.received).toEqual([
      { id: paymentId, status: 'DECLINED' },
      { id: paymentId, status: 'DECLINED' },
    ]);
    expect(server.callbackAttempts.map((a) => a.outcome)).toEqual([500, 202]);
  });

  it('can stay silent, leaving the status endpoint as the only source', async () => {
    const { server, client } = await startFib({ callbacks: false });
    const receiver = await startCallbackReceiver();
    const { paymentId } = await client.createPayment({ ...order, statusCallbackUrl: receiver.url });
    server.pay(paymentId);
    await server.callbacksSettled();
    expect(receiver.received).toEqual([]);
    expect((await client.getStatus(paymentId)).status).toBe('PAID');
  });
});
