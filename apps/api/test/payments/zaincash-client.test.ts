import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningZainCashLookalike } from '../../src/payments/zaincash/lookalike';
import {
  CREDENTIALS,
  control,
  failure,
  paymentInput,
  payOnPage,
  providerFor,
  RETURN_URL,
  returnCallback,
  startLookalike,
  startWebhookReceiver,
  testClock,
  type WebhookReceiver,
} from './zaincash-test-support';

const clock = testClock();
let lookalike: RunningZainCashLookalike;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  lookalike = await startLookalike({ clock, webhookUrl: receiver.url });
});
afterAll(async () => {
  await lookalike.close();
  await receiver.close();
});

const initRequests = () =>
  lookalike.world.received.filter((r) => r.path.endsWith('/transaction/init'));

describe('creating a payment', () => {
  it('sends the contract fields and returns the page ZainCash gives, never one of ours', async () => {
    const { provider, paths } = providerFor(lookalike);
    const input = paymentInput();
    const created = await provider.create(input);

    const init = initRequests().at(-1)!;
    expect(init.body).toEqual({
      language: 'Ar',
      externalReferenceId: input.reference,
      orderId: 'CH-10042',
      serviceType: 'Chapkhana order',
      amount: { value: '25000', currency: 'IQD' },
      customer: { phone: '9647801234567' },
      redirectUrls: { successUrl: RETURN_URL, failureUrl: `${RETURN_URL}&f=1` },
    });
    const payment = lookalike.world.find(created.providerPaymentId);
    expect(created).toEqual({
      providerPaymentId: payment.transactionId,
      next: {
        kind: 'redirect',
        url: `${lookalike.url}/transaction/pay?id=${payment.transactionId}`,
      },
      expiresAt: payment.expiresAt,
    });
    expect(paths).toEqual(['/oauth2/token', '/api/v2/payment-gateway/transaction/init']);
    const token = lookalike.world.received.find((r) => r.path === '/oauth2/token')!;
    expect(token.body).toEqual({
      grant_type: 'client_credentials',
      client_id: CREDENTIALS.clientId,
      client_secret: '[redacted]',
      scope: 'payment:read payment:write reverse:write',
    });
  });

  it.each([
    // Sorani is asked as Arabic: `Ku` is not in ZainCash's own documentation (reference,
    // ZainCash v2 create: only parakit names it, and Sorani on the page is unconfirmed).
    ['kr', 'Ar', 'ar'],
    ['ar', 'Ar', 'ar'],
    ['en', 'En', 'en'],
  ] as const)('asks for the page in %s as %s', async (language, sent, page) => {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput({ language, customer: undefined }));
    expect(initRequests().at(-1)!.body).toMatchObject({ language: sent });
    expect(initRequests().at(-1)!.body).not.toHaveProperty('customer');
    expect(lookalike.world.find(created.providerPaymentId).language).toBe(page);
  });

  it('refuses less than 1,000 IQD before calling ZainCash, and takes 1,000', async () => {
    const { provider, paths } = providerFor(lookalike);
    for (const amountIqd of [999, 0, -1_000, 1_000.5]) {
      const error = await failure(provider.create(paymentInput({ amountIqd })));
      expect(error).toMatchObject({ kind: 'refused', providerCode: 'AMOUNT_BELOW_MINIMUM' });
    }
    expect(paths).toEqual([]);
    await provider.create(paymentInput({ amountIqd: 1_000 }));
    expect(initRequests().at(-1)!.body).toMatchObject({ amount: { value: '1000' } });
  });

  it('reads the transaction made under a reference used already, instead of failing', async () => {
    const { provider } = providerFor(lookalike);
    const input = paymentInput();
    const first = await provider.create(input);
    const again = await provider.create(input);
    expect(again).toEqual(first);
    expect(
      [...lookalike.world.payments.values()].filter(
        (p) => p.externalReferenceId === input.reference,
      ),
    ).toHaveLength(1);

    // Found but not read: the payment exists, so the create stays uncertain.
    const blocked = providerFor(lookalike, {
      fetch: async (url, init) =>
        String(url).includes('/inquiry/')
          ? new Response('<html>blocked</html>', { status: 403 })
          : fetch(url, init),
    }).provider;
    expect(await failure(blocked.create(input))).toMatchObject({
      kind: 'unavailable',
      uncertain: true,
    });

    const other = await failure(provider.create({ ...input, amountIqd: 30_000 }));
    expect(other).toMatchObject({
      kind: 'refused',
      providerCode: 'EXTERNAL_REFERENCE_ALREADY_EXISTS',
    });
  });

  it('after a lost answer says the payment may exist, and the retry finds it', async () => {
    let drop = true;
    const { provider } = providerFor(lookalike, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (drop && String(input).endsWith('/transaction/init')) {
          drop = false;
          throw new TypeError('fetch failed: socket hang up');
        }
        return response;
      },
    });
    const input = paymentInput();
    const error = await failure(provider.create(input));
    expect(error).toMatchObject({ kind: 'unavailable', uncertain: true });
    const recovered = await provider.create(input);
    const made = [...lookalike.world.payments.values()].find(
      (p) => p.externalReferenceId === input.reference,
    )!;
    expect(recovered.providerPaymentId).toBe(made.transactionId);
  });

  it('reads the id from `data`, from `transactionId`, or from the page address', async () => {
    const page = 'https://pg.example/transaction/pay?id=from-the-page';
    for (const [answer, id] of [
      [
        { data: { transactionDetails: { transactionId: 'wrapped' }, redirectUrl: page } },
        'wrapped',
      ],
      [{ transactionId: 'top-level', redirectUrl: page }, 'top-level'],
      [{ status: 'PENDING', redirectUrl: page }, 'from-the-page'],
    ] as const) {
      const { provider } = providerFor(lookalike, { fetch: stub({ init: [200, answer] }) });
      const created = await provider.create(paymentInput());
      expect(created.providerPaymentId).toBe(id);
      expect(created.next).toEqual({ kind: 'redirect', url: page });
    }
    const { provider } = providerFor(lookalike, {
      fetch: stub({ init: [200, { redirectUrl: 'https://pg.example/pay' }] }),
    });
    expect(await failure(provider.create(paymentInput()))).toMatchObject({
      kind: 'bad_answer',
      uncertain: true,
    });
  });
});

/** A ZainCash of canned answers by path ending: token always works. */
function stub(answers: Record<string, [number, unknown]>): typeof fetch {
  return async (input) => {
    const path = new URL(String(input)).pathname;
    if (path.endsWith('/oauth2/token')) {
      return Response.json({ access_token: 'stub-access-token-123', expires_in: 3600 });
    }
    const key = Object.keys(answers).find((end) => path.includes(end));
    const [status, body] = key ? answers[key]! : [404, { code: 'NOT_FOUND' }];
    return typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
      : Response.json(body, { status });
  };
}

describe('the payment on the hosted page, read with status', () => {
  it('goes pending, then paid with the amount, currency and our reference', async () => {
    const { provider } = providerFor(lookalike);
    const input = paymentInput();
    const created = await provider.create(input);
    expect(await provider.status(created.providerPaymentId)).toEqual({
      providerPaymentId: created.providerPaymentId,
      status: 'pending',
      amountIqd: 25_000,
      currency: 'IQD',
      reference: input.reference,
      providerStatus: 'PENDING',
    });
    const back = await payOnPage(created.next.kind === 'redirect' ? created.next.url : '');
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/pay/zaincash/return');
    expect(back.searchParams.get('f')).toBeNull();
    expect(await provider.status(created.providerPaymentId)).toMatchObject({
      status: 'paid',
      amountIqd: 25_000,
      providerStatus: 'SUCCESS',
    });
    // The redirect's token is verified (then status is asked, as above).
    expect(await provider.readCallback(returnCallback(back))).toEqual({
      kind: 'verified',
      providerPaymentId: created.providerPaymentId,
      eventId: null,
    });
  });

  it.each([
    ['a wrong OTP', { otp: '222222' }, undefined, 'FAILED'],
    ['a decline', {}, 'decline', 'FAILED'],
    ['the customer cancelling', { cancel: true }, undefined, 'FAILED'],
    ['the time running out on the page', {}, 'expiry', 'EXPIRED'],
  ] as const)('fails after %s, back on the failure URL', async (_case, pay, outcome, word) => {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    if (outcome) await control(lookalike, 'next-outcome', { outcome });
    const back = await payOnPage(created.next.kind === 'redirect' ? created.next.url : '', pay);
    expect(back.searchParams.get('f')).toBe('1');
    expect(await provider.status(created.providerPaymentId)).toMatchObject({
      status: 'failed',
      providerStatus: word,
    });
  });

  it('expires a payment nobody paid in time', async () => {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    clock.move(created.expiresAt!.getTime() - clock.now().getTime() + 1_000);
    expect(await provider.status(created.providerPaymentId)).toMatchObject({
      status: 'failed',
      providerStatus: 'EXPIRED',
    });
  });

  it('reports the amount ZainCash says was paid when it differs from what was asked', async () => {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput({ amountIqd: 25_000 }));
    await control(lookalike, 'next-outcome', { outcome: 'amount-differs', amountIqd: 2_500 });
    await payOnPage(created.next.kind === 'redirect' ? created.next.url : '');
    expect(await provider.status(created.providerPaymentId)).toMatchObject({
      status: 'paid',
      amountIqd: 2_500,
    });
  });

  it('reads statuses it does not know as pending, and amounts sent as strings', async () => {
    const { provider } = providerFor(lookalike, {
      fetch: stub({
        inquiry: [
          200,
          {
            status: 'ON_HOLD',
            transactionDetails: {
              transactionId: 'tx-1',
              amount: { currency: 'IQD', value: '25000.00' },
            },
          },
        ],
      }),
    });
    expect(await provider.status('tx-1')).toEqual({
      providerPaymentId: 'tx-1',
      status: 'pending',
      amountIqd: 25_000,
      currency: 'IQD',
      reference: null,
      providerStatus: 'ON_HOLD',
    });
  });

  it('refuses an unknown transaction and one that is not an id', async () => {
    const { provider, paths } = providerFor(lookalike);
    expect(await failure(provider.status('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      kind: 'refused',
      httpStatus: 404,
      providerCode: 'TRANSACTION_NOT_FOUND',
    });
    expect(await failure(provider.status('../admin'))).toMatchObject({ kind: 'refused' });
    expect(paths.filter((p) => p.includes('admin'))).toEqual([]);
  });
});

describe('webhooks', () => {
  async function paid(outcome?: string) {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    if (outcome) await control(lookalike, 'next-outcome', { outcome });
    receiver.received.length = 0;
    await payOnPage(created.next.kind === 'redirect' ? created.next.url : '');
    await lookalike.world.settled();
    return { provider, id: created.providerPaymentId };
  }

  it('posts the status change, which reads as verified with its event id', async () => {
    const { provider, id } = await paid();
    expect(receiver.received).toHaveLength(1);
    const verdict = await provider.readCallback(receiver.received[0]!);
    expect(verdict).toMatchObject({ kind: 'verified', providerPaymentId: id });
    expect(verdict.kind === 'verified' && verdict.eventId).toMatch(/^evt_/);
  });

  it('reads a repeated webhook as the same event', async () => {
    const { provider, id } = await paid('duplicate-webhook');
    expect(receiver.received).toHaveLength(2);
    const [first, second] = await Promise.all(
      receiver.received.map((r) => provider.readCallback(r)),
    );
    expect(second).toEqual(first);
    expect(first).toMatchObject({ kind: 'verified', providerPaymentId: id });
  });

  it('reads a late webhook arriving after a later one; status has the last word', async () => {
    const { provider, id } = await paid('late-webhook');
    expect(receiver.received).toHaveLength(0);
    await provider.refund({
      providerPaymentId: id,
      reference: crypto.randomUUID(),
      amountIqd: 25_000,
      paidIqd: 25_000,
      reason: 'Customer cancelled',
    });
    await lookalike.world.settled();
    await control(lookalike, 'webhooks/release', {});
    expect(receiver.received).toHaveLength(2);
    const verdicts = await Promise.all(receiver.received.map((r) => provider.readCallback(r)));
    const events = verdicts.map((v) => (v.kind === 'verified' ? v.eventId : v.kind));
    expect(new Set(events).size).toBe(2);
    // The refund's event came first, the payment's second: the shop asks status either way.
    const eventTypes = receiver.received.map(
      (r) =>
        decodeJwt((JSON.parse(r.rawBody) as { webhook_token: string }).webhook_token).eventType,
    );
    expect(eventTypes).toEqual(['REFUND_COMPLETED', 'STATUS_CHANGED']);
    expect((await provider.status(id)).status).toBe('refunded');
  });

  it('rejects a webhook signed with another key', async () => {
    const { provider } = await paid('forged-webhook');
    expect(receiver.received).toHaveLength(1);
    expect(await provider.readCallback(receiver.received[0]!)).toEqual({
      kind: 'rejected',
      reason: 'the signature is not the API key',
    });
  });
});

describe('tokens', () => {
  it('keeps the access token until a minute before it ends, then takes a new one', async () => {
    const local = testClock();
    const own = await startLookalike({ clock: local, tokenLifetimeSeconds: 600 });
    try {
      const { provider, paths } = providerFor(own);
      const created = await provider.create(paymentInput());
      local.move(539_000);
      await provider.status(created.providerPaymentId);
      expect(paths.filter((p) => p.endsWith('/oauth2/token'))).toHaveLength(1);
      local.move(2_000);
      await provider.status(created.providerPaymentId);
      expect(paths.filter((p) => p.endsWith('/oauth2/token'))).toHaveLength(2);
    } finally {
      await own.close();
    }
  });

  it('signs in again once when ZainCash stops taking the token', async () => {
    const { provider, paths } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    await control(lookalike, 'revoke-tokens', {});
    expect((await provider.status(created.providerPaymentId)).status).toBe('pending');
    const called = (path: string) =>
      path.endsWith(created.providerPaymentId) ? 'inquiry' : path.split('/').at(-1);
    expect(paths.map(called)).toEqual(['token', 'init', 'inquiry', 'token', 'inquiry']);
  });

  it('gives up with auth after a second 401, and on credentials refused', async () => {
    let tokens = 0;
    const always401: typeof fetch = async (input) => {
      if (String(input).endsWith('/oauth2/token')) {
        tokens += 1;
        return Response.json({ access_token: `token-number-${tokens}`, expires_in: 3600 });
      }
      return Response.json({ code: 'UNAUTHORIZED', message: 'Invalid token' }, { status: 401 });
    };
    const { provider } = providerFor(lookalike, { fetch: always401 });
    expect(await failure(provider.status('tx-1'))).toMatchObject({ kind: 'auth', httpStatus: 401 });
    expect(tokens).toBe(2);

    const wrong = providerFor(lookalike, { clientSecret: 'not-the-secret' }).provider;
    const error = await failure(wrong.create(paymentInput()));
    expect(error).toMatchObject({ kind: 'auth', providerCode: 'invalid_client', uncertain: false });
    expect(error.message).not.toContain('not-the-secret');
  });

  it('never puts a credential or a token in an error sentence', async () => {
    const echo: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/oauth2/token')) {
        return Response.json({ access_token: 'the-bearer-token-abc', expires_in: 3600 });
      }
      const said = `${new Headers(init?.headers).get('authorization')} ${CREDENTIALS.clientSecret} ${CREDENTIALS.apiKey}`;
      return Response.json({ code: 'BAD', message: said }, { status: 400 });
    };
    const { provider } = providerFor(lookalike, { fetch: echo });
    const error = await failure(provider.status('tx-1'));
    expect(error.kind).toBe('refused');
    for (const secret of ['the-bearer-token-abc', CREDENTIALS.clientSecret, CREDENTIALS.apiKey]) {
      expect(error.message).not.toContain(secret);
    }
  });
});

describe('answers that are not the contract', () => {
  it('reads the firewall page as unavailable, uncertain only after the create was sent', async () => {
    const { provider } = providerFor(lookalike);
    await control(lookalike, 'next-outcome', { outcome: 'html403' });
    const atToken = await failure(provider.create(paymentInput()));
    expect(atToken).toMatchObject({ kind: 'unavailable', httpStatus: 403, uncertain: false });
    expect(atToken.message).toMatch(/HTML page.*Cloudflare/);

    const created = await provider.create(paymentInput());
    await control(lookalike, 'next-outcome', { outcome: 'html403' });
    expect(await failure(provider.create(paymentInput()))).toMatchObject({
      kind: 'unavailable',
      uncertain: true,
    });
    await control(lookalike, 'next-outcome', { outcome: 'html403' });
    expect(await failure(provider.status(created.providerPaymentId))).toMatchObject({
      kind: 'unavailable',
      uncertain: false,
    });
    expect((await provider.status(created.providerPaymentId)).status).toBe('pending');
  });

  it('reads a 5xx, a timeout and a wrong shape as unavailable or bad_answer', async () => {
    const server = providerFor(lookalike, {
      fetch: stub({ inquiry: [502, { code: 'BAD_GATEWAY' }], init: [503, 'Service Unavailable'] }),
    }).provider;
    expect(await failure(server.status('tx-1'))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 502,
    });
    expect(await failure(server.create(paymentInput()))).toMatchObject({
      kind: 'unavailable',
      uncertain: true,
    });

    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    const slow = providerFor(lookalike, { fetch: silent, timeoutMs: 50 }).provider;
    expect((await failure(slow.status('tx-1'))).message).toMatch(/no answer within 50 ms/);

    const odd = providerFor(lookalike, {
      fetch: stub({ inquiry: [200, { status: 'SUCCESS' }], reverse: [200, { ok: true }] }),
    }).provider;
    expect(await failure(odd.status('tx-1'))).toMatchObject({ kind: 'bad_answer' });
    const refund = {
      providerPaymentId: 'tx-1',
      reference: crypto.randomUUID(),
      amountIqd: 5_000,
      paidIqd: 5_000,
      reason: 'x',
    };
    expect(await failure(odd.refund(refund))).toMatchObject({ kind: 'bad_answer' });
  });
});

describe('refunds, cancel and the look-up by reference', () => {
  it('reverses a paid payment in full, and a retry finds it reversed', async () => {
    const { provider, paths } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    await payOnPage(created.next.kind === 'redirect' ? created.next.url : '');
    const refund = {
      providerPaymentId: created.providerPaymentId,
      reference: crypto.randomUUID(),
      amountIqd: 25_000,
      paidIqd: 25_000,
      reason: 'Customer cancelled',
    };
    const partial = await failure(provider.refund({ ...refund, amountIqd: 10_000 }));
    expect(partial).toMatchObject({ kind: 'refused', providerCode: 'PARTIAL_REFUND' });
    expect(paths.filter((p) => p.endsWith('/reverse'))).toEqual([]);
    expect(provider.partialRefunds).toBe(false);

    const done = await provider.refund(refund);
    expect(done).toEqual({ providerRefundId: expect.stringMatching(/^rev_/), status: 'done' });
    const reverse = lookalike.world.received.filter((r) => r.path.endsWith('/reverse'));
    expect(reverse.at(-1)!.body).toEqual({
      transactionId: created.providerPaymentId,
      reason: 'Customer cancelled',
    });
    expect(await provider.status(created.providerPaymentId)).toMatchObject({ status: 'refunded' });
    expect(await provider.refund(refund)).toEqual({ providerRefundId: null, status: 'done' });
  });

  it('refuses to reverse an unpaid payment', async () => {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    const error = await failure(
      provider.refund({
        providerPaymentId: created.providerPaymentId,
        reference: crypto.randomUUID(),
        amountIqd: 25_000,
        paidIqd: 25_000,
        reason: 'x',
      }),
    );
    expect(error).toMatchObject({ kind: 'refused', providerCode: 'TRANSACTION_NOT_REVERSIBLE' });
  });

  it('refuses cancel and the look-up by reference, which ZainCash does not have', async () => {
    const { provider, paths } = providerFor(lookalike);
    expect(await failure(provider.cancel('tx-1'))).toMatchObject({
      kind: 'refused',
      providerCode: 'NOT_SUPPORTED',
    });
    expect(await failure(provider.statusByReference(crypto.randomUUID()))).toMatchObject({
      kind: 'refused',
      providerCode: 'NOT_SUPPORTED',
    });
    expect(paths).toEqual([]);
  });
});
