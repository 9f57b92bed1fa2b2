import fc from 'fast-check';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ReceivedCallback } from '../../src/payments/provider';
import { createZainCashProvider } from '../../src/payments/zaincash/client';
import { CREDENTIALS, testClock } from './zaincash-test-support';

const clock = testClock();
const provider = createZainCashProvider({
  baseUrl: 'http://127.0.0.1:9',
  ...CREDENTIALS,
  clock,
  fetch: () => Promise.reject(new Error('readCallback never calls ZainCash')),
});
const TRANSACTION = '5f0c3a4e-8b1d-4c2e-9a7f-1e2d3c4b5a69';
const encode = (text: string) => new TextEncoder().encode(text);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT as ZainCash would sign it, or as a forger would. */
function sign(
  claims: Record<string, unknown>,
  options: { key?: string; alg?: string; lifetimeSeconds?: number; notBefore?: number } = {},
) {
  const now = Math.floor(clock.now().getTime() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + (options.lifetimeSeconds ?? 600));
  if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
  return jwt.sign(encode(options.key ?? CREDENTIALS.apiKey));
}

const webhookClaims = {
  eventType: 'STATUS_CHANGED',
  eventId: 'evt_1',
  timestamp: '2026-11-28T12:00:00Z',
  data: {
    transactionId: TRANSACTION,
    orderId: 'CH-10042',
    currentStatus: 'SUCCESS',
    amount: { currency: 'IQD', value: 25000 },
  },
};

const body = (rawBody: string): ReceivedCallback => ({ headers: {}, rawBody, query: {} });
const query = (token: string): ReceivedCallback => ({ headers: {}, rawBody: '', query: { token } });
const webhook = async (claims: Record<string, unknown>, options?: Parameters<typeof sign>[1]) =>
  body(JSON.stringify({ webhook_token: await sign(claims, options) }));

describe('a ZainCash callback that is genuine', () => {
  it('names the transaction and the event of a webhook', async () => {
    expect(await provider.readCallback(await webhook(webhookClaims))).toEqual({
      kind: 'verified',
      providerPaymentId: TRANSACTION,
      eventId: 'evt_1',
    });
  });

  it('takes the token as `token`, form-encoded, or in the return query', async () => {
    const token = await sign(webhookClaims);
    for (const callback of [
      body(JSON.stringify({ token })),
      body(new URLSearchParams({ webhook_token: token }).toString()),
      query(token),
    ]) {
      expect(await provider.readCallback(callback)).toMatchObject({
        kind: 'verified',
        providerPaymentId: TRANSACTION,
      });
    }
  });

  it('reads a transaction id at the top when `data` has none, without an event id', async () => {
    const token = await sign({ transactionId: TRANSACTION, status: 'SUCCESS' });
    expect(await provider.readCallback(query(token))).toEqual({
      kind: 'verified',
      providerPaymentId: TRANSACTION,
      eventId: null,
    });
  });
});

describe('a ZainCash callback that is not', () => {
  const rejected = (reason: string | RegExp) => ({
    kind: 'rejected',
    reason: expect.stringMatching(reason),
  });

  it('rejects a token signed with the client secret or any other key', async () => {
    for (const key of [CREDENTIALS.clientSecret, 'another-key-of-32-characters-long', '']) {
      const callback = await webhook(webhookClaims, { key: key || 'x' });
      expect(await provider.readCallback(callback)).toEqual(
        rejected('the signature is not the API key'),
      );
    }
  });

  it('rejects `alg: none` and every algorithm but HS256', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(webhookClaims)}.`;
    expect(await provider.readCallback(query(unsigned))).toEqual(rejected('not signed with HS256'));
    for (const alg of ['HS384', 'HS512']) {
      const other = await sign(webhookClaims, { alg });
      expect(await provider.readCallback(query(other))).toEqual(rejected('not signed with HS256'));
    }
    // HS256 in the header over a signature made another way is a bad signature.
    const [header, payload] = (await sign(webhookClaims)).split('.');
    const swapped = `${header}.${payload}.${(await sign(webhookClaims, { alg: 'HS512' })).split('.')[2]}`;
    expect(await provider.readCallback(query(swapped))).toEqual(
      rejected('the signature is not the API key'),
    );
  });

  it('rejects an expired token and one not valid yet, with half a minute of leeway', async () => {
    const expired = await webhook(webhookClaims, { lifetimeSeconds: -31 });
    expect(await provider.readCallback(expired)).toEqual(rejected('expired'));
    const early = await webhook(webhookClaims, { notBefore: 120 });
    expect(await provider.readCallback(early)).toEqual(rejected('claim'));
    const justNow = await webhook(webhookClaims, { lifetimeSeconds: -5 });
    expect(await provider.readCallback(justNow)).toMatchObject({ kind: 'verified' });
  });

  it('rejects a genuine token that names no usable transaction', async () => {
    for (const claims of [
      { eventId: 'evt_2' },
      { data: { transactionId: 42 } },
      { transactionId: { $ne: null } },
      { data: { transactionId: '../../admin' } },
      { transactionId: 'x'.repeat(129) },
    ]) {
      expect(await provider.readCallback(await webhook(claims))).toEqual(
        rejected('names no transaction'),
      );
    }
  });

  it('rejects malformed bodies, a missing token and anything too big', async () => {
    const token = await sign(webhookClaims);
    for (const rawBody of [
      '{"webhook_token":',
      '{"webhook_token": 5}',
      '[1,2,3]',
      'null',
      JSON.stringify({ webhook_token: 'a.b.c' }),
      JSON.stringify({ webhook_token: 'not a jwt' }),
      JSON.stringify({ other: token }),
    ]) {
      expect((await provider.readCallback(body(rawBody))).kind).toBe('rejected');
    }
    const huge = JSON.stringify({ webhook_token: token, padding: 'x'.repeat(1024 * 1024) });
    expect(await provider.readCallback(body(huge))).toEqual(rejected('too large'));
    const longToken = JSON.stringify({ webhook_token: `${token}${'x'.repeat(9_000)}` });
    expect(await provider.readCallback(body(longToken))).toEqual(rejected('too long'));
    expect(await provider.readCallback(body(''))).toEqual(rejected('no token'));
  });

  it('never throws, and verifies nothing it was not given a signature for', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.string().map((s) => JSON.stringify({ webhook_token: s })),
        ),
        fc.option(fc.string(), { nil: undefined }),
        async (rawBody, token) => {
          const verdict = await provider.readCallback({ headers: {}, rawBody, query: { token } });
          expect(verdict.kind).toBe('rejected');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects everything when no API key is configured', async () => {
    const keyless = createZainCashProvider({
      baseUrl: 'http://127.0.0.1:9',
      ...CREDENTIALS,
      apiKey: '',
      clock,
    });
    expect(await keyless.readCallback(await webhook(webhookClaims))).toEqual(
      rejected('no API key'),
    );
  });
});
