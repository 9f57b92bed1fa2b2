import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../../src/payments/provider';
import { createQiCardProvider } from '../../src/payments/qi/client';
import { createZainCashProvider } from '../../src/payments/zaincash/client';
import { failure } from './provider-test-support';

// Issue 38's review: hostile or broken answers the adapters must not pass on as the shop's word.

const spki = (key: ReturnType<typeof generateKeyPairSync>['publicKey']) =>
  key.export({ type: 'spki', format: 'pem' }).toString();
const rsa2048 = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** A fetch answering each call with `answer(path, body)` as JSON, counting the calls. */
function scripted(answer: (path: string, body: unknown) => [number, unknown]) {
  const calls: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    calls.push(path);
    const text = typeof init?.body === 'string' ? init.body : '';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const [status, json] = answer(path, body);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchFn, calls };
}

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  reference: randomUUID(),
  orderNumber: 'CH-10042',
  amountIqd: 25_000,
  language: 'ar',
  returnUrl: 'https://shop.example/pay/return?r=1',
  notifyUrl: 'https://shop.example/api/payments/notify',
  ...overrides,
});

const zainCashWith = (fetchFn: typeof fetch) =>
  createZainCashProvider({
    baseUrl: 'https://zc.example',
    clientId: 'id',
    clientSecret: 'secret',
    apiKey: 'api-key',
    fetch: fetchFn,
  });

const qiWith = (fetchFn: typeof fetch, publicKeyPem = spki(rsa2048.publicKey)) =>
  createQiCardProvider({
    baseUrl: 'https://qi.example/api/v1',
    username: 'u',
    password: 'p',
    terminalId: 't',
    publicKeyPem,
    fetch: fetchFn,
  });

describe('Qi Card', () => {
  const payment = (overrides: Record<string, unknown> = {}) => ({
    paymentId: 'pay-1',
    requestId: 'req-1',
    status: 'SUCCESS',
    canceled: false,
    amount: 25_000,
    confirmedAmount: 25_000,
    currency: 'IQD',
    creationDate: '2026-11-29T08:00:00Z',
    formUrl: 'https://qi.example/form/pay-1',
    ...overrides,
  });

  it('takes only an RSA public key of at least 2048 bits to verify notifications', () => {
    const never = scripted(() => [500, {}]).fetch;
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const ed = generateKeyPairSync('ed25519');
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pss = generateKeyPairSync('rsa-pss', { modulusLength: 2048 });
    for (const key of [ec.publicKey, ed.publicKey, small.publicKey, pss.publicKey]) {
      expect(() => qiWith(never, spki(key))).toThrow(/RSA/);
    }
    // A private key pasted where the public one belongs is refused, not quietly derived.
    const privatePem = rsa2048.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => qiWith(never, privatePem)).toThrow(/public/);
    expect(() => qiWith(never)).not.toThrow();
  });

  it('an answer about another payment than the one asked is bad_answer', async () => {
    const qi = qiWith(scripted(() => [200, payment({ paymentId: 'pay-2' })]).fetch);
    expect(await failure(qi.status('pay-1'))).toMatchObject({ kind: 'bad_answer' });
    expect((await qi.status('pay-2')).status).toBe('paid');
  });

  it('a look-up by reference answered with another reference is bad_answer', async () => {
    const qi = qiWith(scripted(() => [200, payment({ requestId: 'req-2' })]).fetch);
    expect(await failure(qi.statusByReference('req-1'))).toMatchObject({ kind: 'bad_answer' });
    expect((await qi.statusByReference('req-2'))?.reference).toBe('req-2');
  });

  it.each([
    ['a fraction', 25_000.5],
    ['a decimal string with a fraction', '25000.500'],
    ['past the safe integers', 2 ** 60],
  ])('an amount that is %s is bad_answer, never passed on as dinars', async (_, amount) => {
    const qi = qiWith(scripted(() => [200, payment({ confirmedAmount: amount })]).fetch);
    expect(await failure(qi.status('pay-1'))).toMatchObject({ kind: 'bad_answer' });
  });

  it('reads 2- and 3-decimal strings of whole dinars as dinars', async () => {
    for (const text of ['25000.00', '25000.000']) {
      const qi = qiWith(scripted(() => [200, payment({ confirmedAmount: text })]).fetch);
      expect((await qi.status('pay-1')).amountIqd).toBe(25_000);
    }
  });

  it('never sends a payment id that climbs out of its path', async () => {
    const qi = scripted(() => [200, payment()]);
    for (const id of ['..', '.']) {
      expect(await failure(qiWith(qi.fetch).status(id))).toMatchObject({ kind: 'refused' });
      await failure(qiWith(qi.fetch).cancel(id));
    }
    expect(qi.calls).toEqual([]);
  });

  it.each([
    ['another amount', { amount: 250 }],
    ['another currency', { currency: 'USD' }],
  ])('a create answered with %s is bad_answer, its form never offered', async (_, change) => {
    const answer = payment({ status: 'CREATED', confirmedAmount: null, ...change });
    const qi = qiWith(scripted(() => [200, answer]).fetch);
    expect(await failure(qi.create(input()))).toMatchObject({
      kind: 'bad_answer',
      uncertain: true,
    });
  });

  it.each([
    ['a fraction', 25_000.5],
    ['zero', 0],
    ['negative', -25_000],
    ['past the safe integers', 2 ** 53],
    ['not a number', Number.NaN],
  ])('refuses to create a payment of %s dinars without calling Qi', async (_, amountIqd) => {
    const qi = scripted(() => [200, payment({ status: 'CREATED' })]);
    const error = await failure(qiWith(qi.fetch).create(input({ amountIqd })));
    expect(error.kind).toBe('refused');
    expect(qi.calls).toEqual([]);
  });

  it.each([
    ['a fraction', 100.5, 25_000],
    ['zero', 0, 25_000],
    ['negative', -100, 25_000],
    ['more than was paid', 25_250, 25_000],
  ])('refuses a refund of %s without calling Qi', async (_, amountIqd, paidIqd) => {
    const qi = scripted(() => [200, { refundId: 'r', status: 'SUCCESS' }]);
    const refund = { providerPaymentId: 'pay-1', reference: randomUUID(), reason: 'x' };
    const error = await failure(qiWith(qi.fetch).refund({ ...refund, amountIqd, paidIqd }));
    expect(error.kind).toBe('refused');
    expect(qi.calls).toEqual([]);
  });
});

describe('ZainCash', () => {
  const transactionId = randomUUID();
  const inquiry = (amount: Record<string, unknown>, reference: string) => ({
    status: 'PENDING',
    transactionDetails: { transactionId, externalReferenceId: reference, amount },
    redirectUrl: `https://zc.example/pay?id=${transactionId}`,
  });
  /** ZainCash refusing the create as a duplicate, then describing the transaction as `amount`. */
  function duplicateOf(reference: string, amount: Record<string, unknown>) {
    return scripted((path) => {
      if (path === '/oauth2/token') return [200, { access_token: 'tok', expires_in: 3600 }];
      if (path.endsWith('/init')) {
        const refusal = {
          code: 'EXTERNAL_REFERENCE_ALREADY_EXISTS',
          message: 'Duplicate external reference',
          transactionDetails: { transactionId },
        };
        return [400, refusal];
      }
      return [200, inquiry(amount, reference)];
    });
  }

  it('a duplicate reference held in another currency is refused, not taken for ours', async () => {
    const asked = input();
    const usd = duplicateOf(asked.reference, { currency: 'USD', value: 25_000 });
    const error = await failure(zainCashWith(usd.fetch).create(asked));
    expect(error.kind).toBe('refused');
    const iqd = duplicateOf(asked.reference, { currency: 'IQD', value: '25000.00' });
    expect((await zainCashWith(iqd.fetch).create(asked)).providerPaymentId).toBe(transactionId);
  });

  it('never sends a transaction id that climbs out of its path', async () => {
    const zc = duplicateOf('ref', { currency: 'IQD', value: 25_000 });
    for (const id of ['..', '.', '...']) {
      expect(await failure(zainCashWith(zc.fetch).status(id))).toMatchObject({ kind: 'refused' });
    }
    expect(zc.calls).toEqual([]);
  });

  it.each([
    ['another amount', { currency: 'IQD', value: 250 }],
    ['another currency', { currency: 'USD', value: '25000' }],
  ])('a create answered with %s is bad_answer, its page never offered', async (_, amount) => {
    const zc = scripted((path) => {
      if (path === '/oauth2/token') return [200, { access_token: 'tok', expires_in: 3600 }];
      return [200, inquiry(amount, 'ref')];
    });
    expect(await failure(zainCashWith(zc.fetch).create(input()))).toMatchObject({
      kind: 'bad_answer',
      uncertain: true,
    });
  });

  it.each([
    ['a fraction', 25_000.5],
    ['a decimal string with a fraction', '25000.5'],
    ['past the safe integers', 2 ** 60],
  ])('an inquiry amount that is %s is bad_answer', async (_, value) => {
    const zc = duplicateOf('ref', { currency: 'IQD', value });
    expect(await failure(zainCashWith(zc.fetch).status(transactionId))).toMatchObject({
      kind: 'bad_answer',
    });
  });
});

describe('an answer too large to read', () => {
  /** A body of `bytes` bytes, streamed without a length, or with its length declared. */
  function huge(bytes: number, declared: boolean): typeof fetch {
    return async () => {
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (declared) headers['content-length'] = String(bytes);
      return new Response(body, { status: 200, headers });
    };
  }

  it.each([
    ['streamed', false],
    ['declared', true],
  ])('is unavailable, not read into memory (%s)', async (_, declared) => {
    const fetchFn = huge(64 * 1024 * 1024, declared);
    const signedIn: typeof fetch = (url, init) =>
      new URL(String(url)).pathname === '/oauth2/token'
        ? Promise.resolve(Response.json({ access_token: 'tok', expires_in: 3600 }))
        : fetchFn(url, init);
    for (const provider of [qiWith(fetchFn), zainCashWith(signedIn)]) {
      const error = await failure(provider.create(input()));
      expect(error).toMatchObject({ kind: 'unavailable', uncertain: true });
      expect(error.message).toMatch(/larger than/);
    }
  });
});
