import { describe, expect, it } from 'vitest';
import { fastPayOrderId } from '../../src/payments/fastpay/contract';
import {
  control,
  failure,
  pageOf,
  paymentInput,
  payOnPage,
  providerFor,
  RETURN_URL,
  STORE,
  stub,
  useTestbed,
} from './fastpay-test-support';

const bed = useTestbed();

const requestsTo = (end: string) =>
  bed.lookalike.world.received.filter((r) => r.path.endsWith(end));

/** A payment made and paid on the page; the IPNs it caused have arrived. */
async function paid(outcome?: string, extra: Record<string, unknown> = {}) {
  const { provider, paths } = providerFor(bed.lookalike);
  const input = paymentInput(bed.receiver);
  const created = await provider.create(input);
  if (outcome) await control(bed.lookalike, 'next-outcome', { outcome, ...extra });
  bed.receiver.received.length = 0;
  const back = await payOnPage(pageOf(created));
  await bed.lookalike.world.settled();
  return { provider, paths, input, id: created.providerPaymentId, back };
}

describe('creating a payment', () => {
  it('sends the contract fields and returns the page FastPay gives, never one of ours', async () => {
    const { provider, paths } = providerFor(bed.lookalike);
    const input = paymentInput(bed.receiver);
    const created = await provider.create(input);

    const orderId = input.reference.replace(/-/g, '');
    const sent = requestsTo('/initiation').at(-1)!.body as Record<string, unknown>;
    expect(sent).toEqual({
      store_id: STORE.storeId,
      store_password: '[redacted]',
      order_id: orderId,
      bill_amount: 25_000,
      currency: 'IQD',
      cart: expect.any(String),
      success_url: RETURN_URL,
      cancel_url: RETURN_URL,
      callback_url: bed.receiver.url,
    });
    expect(JSON.parse(sent.cart as string)).toEqual([
      { name: 'Chapkhana order CH-10042', qty: 1, unit_price: 25_000, sub_total: 25_000 },
    ]);
    const payment = bed.lookalike.world.find(orderId);
    expect(created).toEqual({
      providerPaymentId: orderId,
      next: { kind: 'redirect', url: `${bed.lookalike.url}/pay?token=${payment.token}` },
      expiresAt: null,
    });
    expect(paths).toEqual(['initiation']);
  });

  it('makes the order id from the reference: its 32 hex digits, the same on every retry', async () => {
    const reference = '6F0A1B2C-3D4E-4F50-8A6B-7C8D9E0F1A2B';
    expect(fastPayOrderId(reference)).toBe('6f0a1b2c3d4e4f508a6b7c8d9e0f1a2b');
    expect(fastPayOrderId('CH-10042')).toBeNull();

    const { provider } = providerFor(bed.lookalike);
    const input = paymentInput(bed.receiver);
    const first = await provider.create(input);
    expect(await provider.create(input)).toEqual(first);
    const other = await failure(provider.create({ ...input, amountIqd: 30_000 }));
    expect(other).toMatchObject({ kind: 'refused', providerCode: '409' });
  });

  it('refuses less than 1,000 IQD and a reference that is not a UUID before calling FastPay', async () => {
    const { provider, paths } = providerFor(bed.lookalike);
    for (const amountIqd of [999, 0, -1_000, 1_000.5, Number.NaN]) {
      const error = await failure(provider.create(paymentInput(bed.receiver, { amountIqd })));
      expect(error).toMatchObject({ kind: 'refused', providerCode: 'AMOUNT_BELOW_MINIMUM' });
    }
    const named = await failure(provider.create(paymentInput(bed.receiver, { reference: 'CH-1' })));
    expect(named).toMatchObject({ kind: 'refused', providerCode: 'INVALID_REFERENCE' });
    expect(paths).toEqual([]);
    await provider.create(paymentInput(bed.receiver, { amountIqd: 1_000 }));
    expect(requestsTo('/initiation').at(-1)!.body).toMatchObject({ bill_amount: 1_000 });
  });

  it('reads the page from `redirect_url` as well, and wants one of the two', async () => {
    const page = 'https://staging-pgw.fast-pay.iq/pay?token=abc';
    const spelled = providerFor(bed.lookalike, {
      fetch: stub({ initiation: { code: 200, messages: [], data: { redirect_url: page } } }),
    }).provider;
    expect((await spelled.create(paymentInput(bed.receiver))).next).toEqual({
      kind: 'redirect',
      url: page,
    });
    const none = providerFor(bed.lookalike, {
      fetch: stub({ initiation: { code: 200, messages: [], data: { token: 'abc' } } }),
    }).provider;
    expect(await failure(none.create(paymentInput(bed.receiver)))).toMatchObject({
      kind: 'bad_answer',
      uncertain: true,
    });
  });
});

describe('the payment on the hosted page, read with validate', () => {
  it('is pending while unpaid (body code 404), then paid with the amount as a number', async () => {
    const { provider } = providerFor(bed.lookalike);
    const input = paymentInput(bed.receiver);
    const created = await provider.create(input);
    expect(await provider.status(created.providerPaymentId)).toEqual({
      providerPaymentId: created.providerPaymentId,
      status: 'pending',
      amountIqd: null,
      currency: null,
      reference: input.reference,
      providerStatus: 'NOT_PAID',
    });
    const back = await payOnPage(pageOf(created));
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/pay/fastpay/return');
    expect(back.searchParams.get('order_id')).toBe(created.providerPaymentId);
    expect(back.searchParams.get('r')).toBe('a1b2');
    expect(await provider.status(created.providerPaymentId)).toEqual({
      providerPaymentId: created.providerPaymentId,
      status: 'paid',
      amountIqd: 25_000,
      currency: 'IQD',
      reference: input.reference,
      providerStatus: 'Success',
    });
    expect(bed.lookalike.world.validate(created.providerPaymentId).received_amount).toBe(
      '25000.00',
    );
  });

  it.each([
    ['the declining wallet', { wallet: '+964 750 000 0002' }, undefined, 'failed', 'Failed'],
    ['a decline', {}, 'decline', 'failed', 'Failed'],
    ['the payer cancelling', { cancel: true }, undefined, 'cancelled', 'Cancelled'],
  ] as const)('ends after %s', async (_case, pay, outcome, status, word) => {
    const { provider } = providerFor(bed.lookalike);
    const created = await provider.create(paymentInput(bed.receiver));
    if (outcome) await control(bed.lookalike, 'next-outcome', { outcome });
    bed.receiver.received.length = 0;
    const back = await payOnPage(pageOf(created), pay);
    expect(back.searchParams.get('order_id')).toBe(created.providerPaymentId);
    expect(await provider.status(created.providerPaymentId)).toMatchObject({
      status,
      providerStatus: word,
    });
    await bed.lookalike.world.settled();
    expect(bed.receiver.received).toEqual([]);
  });

  it('reports the amount FastPay received when it differs from the bill', async () => {
    const { provider, id } = await paid('amount-differs', { amountIqd: 2_500 });
    expect(await provider.status(id)).toMatchObject({ status: 'paid', amountIqd: 2_500 });
  });

  it('reads decimal strings as whole dinars and a status it does not know as pending', async () => {
    const orderId = 'a'.repeat(32);
    const data = {
      merchant_order_id: orderId,
      received_amount: '25000.00',
      currency: 'IQD',
      status: 'Processing',
    };
    const { provider } = providerFor(bed.lookalike, {
      fetch: stub({ validate: { code: 200, messages: [], data } }),
    });
    const state = await provider.status(orderId);
    expect(state).toMatchObject({ status: 'pending', providerStatus: 'Processing' });
    expect(state.amountIqd).toBe(25_000);
    expect(typeof state.amountIqd).toBe('number');
    const half = providerFor(bed.lookalike, {
      fetch: stub({ validate: { code: 200, data: { ...data, received_amount: '25000.50' } } }),
    }).provider;
    expect(await failure(half.status(orderId))).toMatchObject({ kind: 'bad_answer' });
    const lower = providerFor(bed.lookalike, {
      fetch: stub({ validate: { code: 200, data: { ...data, status: 'success' } } }),
    }).provider;
    expect((await lower.status(orderId)).status).toBe('paid');
    const other = providerFor(bed.lookalike, {
      fetch: stub({ validate: { code: 200, data: { ...data, order_id: 'b'.repeat(32) } } }),
    }).provider;
    expect(await failure(other.status(orderId))).toMatchObject({ kind: 'bad_answer' });
    const wrong = providerFor(bed.lookalike, {
      fetch: stub({
        validate: { code: 200, data: { ...data, merchant_order_id: 'b'.repeat(32) } },
      }),
    }).provider;
    expect(await failure(wrong.status(orderId))).toMatchObject({ kind: 'bad_answer' });
  });

  it('finds the payment by our reference, and nothing under a reference never paid', async () => {
    const { provider, input, id } = await paid();
    expect(await provider.statusByReference(input.reference)).toMatchObject({
      providerPaymentId: id,
      status: 'paid',
      reference: input.reference,
    });
    expect(await provider.statusByReference(crypto.randomUUID())).toBeNull();
    expect(await failure(provider.statusByReference('CH-10042'))).toMatchObject({
      kind: 'refused',
      providerCode: 'INVALID_REFERENCE',
    });
  });

  it('refuses to validate what is not an order id, without calling FastPay', async () => {
    const { provider, paths } = providerFor(bed.lookalike);
    for (const id of ['../admin', 'short', 'x'.repeat(33), 'CH-10042-1']) {
      expect(await failure(provider.status(id))).toMatchObject({
        kind: 'refused',
        providerCode: 'INVALID_ORDER_ID',
      });
    }
    expect(paths).toEqual([]);
  });
});

describe('the IPN', () => {
  it('is posted on success and only triggers a validate', async () => {
    const { provider, id } = await paid();
    expect(bed.receiver.received).toHaveLength(1);
    const ipn = JSON.parse(bed.receiver.received[0]!.rawBody) as Record<string, unknown>;
    expect(ipn).toMatchObject({
      merchant_order_id: id,
      order_id: id,
      received_amount: '25000.00',
      currency: 'IQD',
      status: 'Success',
      customer_mobile_number: '+9647501234567',
    });
    expect(await provider.readCallback(bed.receiver.received[0]!)).toEqual({
      kind: 'trigger',
      providerPaymentId: id,
    });
  });

  it('reads a duplicate IPN as the same trigger', async () => {
    const { provider, id } = await paid('duplicate-ipn');
    expect(bed.receiver.received).toHaveLength(2);
    const verdicts = await Promise.all(bed.receiver.received.map((r) => provider.readCallback(r)));
    expect(verdicts).toEqual([
      { kind: 'trigger', providerPaymentId: id },
      { kind: 'trigger', providerPaymentId: id },
    ]);
  });

  it('may come late or never: validate says paid either way', async () => {
    const late = await paid('late-ipn');
    expect(bed.receiver.received).toHaveLength(0);
    expect((await late.provider.status(late.id)).status).toBe('paid');
    await control(bed.lookalike, 'ipns/release', {});
    expect(bed.receiver.received).toHaveLength(1);
    expect(await late.provider.readCallback(bed.receiver.received[0]!)).toEqual({
      kind: 'trigger',
      providerPaymentId: late.id,
    });

    const none = await paid('no-ipn');
    expect(bed.receiver.received).toHaveLength(0);
    expect((await none.provider.status(none.id)).status).toBe('paid');
  });

  it('forged with another amount, only triggers a validate, which says the truth', async () => {
    const { provider, id } = await paid('forged-ipn');
    expect(bed.receiver.received).toHaveLength(1);
    const forged = JSON.parse(bed.receiver.received[0]!.rawBody) as { received_amount: string };
    expect(forged.received_amount).toBe('250000.00');
    const verdict = await provider.readCallback(bed.receiver.received[0]!);
    expect(verdict).toEqual({ kind: 'trigger', providerPaymentId: id });
    expect(await provider.status(id)).toMatchObject({ status: 'paid', amountIqd: 25_000 });

    // An IPN for an order nobody paid, posted by anyone: the validate it triggers says pending.
    const unpaid = await providerFor(bed.lookalike).provider.create(paymentInput(bed.receiver));
    const claim = JSON.stringify({
      merchant_order_id: unpaid.providerPaymentId,
      received_amount: '25000.00',
      status: 'Success',
    });
    const trigger = await provider.readCallback({ headers: {}, rawBody: claim, query: {} });
    expect(trigger).toEqual({ kind: 'trigger', providerPaymentId: unpaid.providerPaymentId });
    expect((await provider.status(unpaid.providerPaymentId)).status).toBe('pending');
  });
});

describe('refunds and cancel', () => {
  const refundOf = (id: string, amountIqd: number, paidIqd = 25_000) => ({
    providerPaymentId: id,
    reference: crypto.randomUUID(),
    amountIqd,
    paidIqd,
    reason: 'Customer cancelled',
  });

  it('refunds part, then the rest, to the number validate names, with the secret key', async () => {
    const { provider, paths, id } = await paid();
    expect(provider.partialRefunds).toBe(true);
    paths.length = 0;
    const first = await provider.refund(refundOf(id, 10_000));
    expect(first).toEqual({ providerRefundId: expect.stringMatching(/^RF/), status: 'done' });
    expect(paths).toEqual(['validate', 'refund/validation', 'refund']);
    expect(requestsTo('/refund').at(-1)!.body).toEqual({
      store_id: STORE.storeId,
      store_password: '[redacted]',
      order_id: id,
      msisdn: '+9647501234567',
      amount: 10_000,
      refund_secret_key: '[redacted]',
    });
    expect((await provider.refund(refundOf(id, 15_000))).status).toBe('done');
    expect(bed.lookalike.world.find(id).refunds.map((r) => r.amount)).toEqual([10_000, 15_000]);
    // FastPay refuses what is left of nothing.
    const more = await failure(provider.refund(refundOf(id, 1_000)));
    expect(more).toMatchObject({ kind: 'refused', providerCode: '400' });
  });

  it('refuses more than was paid before calling, and more than FastPay received after validate', async () => {
    const { provider, paths, id } = await paid('amount-differs', { amountIqd: 20_000 });
    paths.length = 0;
    const above = await failure(provider.refund(refundOf(id, 25_001)));
    expect(above).toMatchObject({ kind: 'refused', providerCode: 'REFUND_ABOVE_PAID' });
    expect(paths).toEqual([]);
    const received = await failure(provider.refund(refundOf(id, 25_000)));
    expect(received).toMatchObject({ kind: 'refused', providerCode: 'REFUND_ABOVE_PAID' });
    expect(received.message).toContain('20000 IQD was paid');
    expect(paths).toEqual(['validate']);
    expect(bed.lookalike.world.find(id).refunds).toEqual([]);
  });

  it('refuses to refund an unpaid order, and is refused without the secret key', async () => {
    const { provider } = providerFor(bed.lookalike);
    const created = await provider.create(paymentInput(bed.receiver));
    const unpaid = await failure(provider.refund(refundOf(created.providerPaymentId, 5_000)));
    expect(unpaid).toMatchObject({ kind: 'refused', providerCode: 'NOT_PAID' });

    const { id } = await paid();
    const keyless = providerFor(bed.lookalike, { refundSecretKey: undefined }).provider;
    const error = await failure(keyless.refund(refundOf(id, 5_000)));
    expect(error).toMatchObject({ kind: 'auth', providerCode: '422' });
    expect(bed.lookalike.world.find(id).refunds).toEqual([]);
  });

  it('after a lost refund answer, reads refund/validation: refunded now means done', async () => {
    const { id } = await paid();
    let drop = true;
    const { provider } = providerFor(bed.lookalike, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (drop && String(input).endsWith('/payment/refund')) {
          drop = false;
          throw new TypeError('fetch failed: socket hang up');
        }
        return response;
      },
    });
    expect(await provider.refund(refundOf(id, 5_000))).toEqual({
      providerRefundId: null,
      status: 'done',
    });
    expect(bed.lookalike.world.find(id).refunds).toHaveLength(1);

    // Refunded before: a lost answer cannot be told from the earlier refund, so it stays unknown.
    drop = true;
    expect(await failure(provider.refund(refundOf(id, 5_000)))).toMatchObject({
      kind: 'unavailable',
    });
  });

  /** The provider at the look-alike whose refund/validation calls after a refund fail while `checks.fail`. */
  function checkFailing() {
    const checks = { fail: false };
    let refundSent = false;
    const counted = providerFor(bed.lookalike, {
      fetch: async (input, init) => {
        const path = String(input);
        if (path.endsWith('/payment/refund')) refundSent = true;
        if (checks.fail && refundSent && path.endsWith('/refund/validation')) {
          throw new TypeError('fetch failed: socket hang up');
        }
        return fetch(input, init);
      },
    });
    return { ...counted, checks };
  }
  const refundCalls = (paths: string[]) => paths.filter((path) => path === 'refund').length;

  it('does not refund twice: a retry after a lost answer asks refund/validation instead', async () => {
    const { id } = await paid();
    const { provider, paths, checks } = checkFailing();
    const input = refundOf(id, 5_000);
    await control(bed.lookalike, 'next-outcome', { outcome: 'drop-refund-answer' });
    checks.fail = true;
    paths.length = 0;
    const lost = await failure(provider.refund(input));
    expect(lost).toMatchObject({ kind: 'unavailable', uncertain: true });
    expect(refundCalls(paths)).toBe(1);
    expect(bed.lookalike.world.find(id).refunds).toHaveLength(1);

    // The caller retries with the same reference: FastPay says the order is refunded now and
    // was not before, so it was this refund; nothing is sent again.
    checks.fail = false;
    paths.length = 0;
    expect(await provider.refund(input)).toEqual({ providerRefundId: null, status: 'done' });
    expect(paths).toEqual(['refund/validation']);
    expect(bed.lookalike.world.find(id).refunds).toHaveLength(1);
    // And again: done, without a call.
    paths.length = 0;
    expect(await provider.refund(input)).toEqual({ providerRefundId: null, status: 'done' });
    expect(paths).toEqual([]);
  });

  it('makes one refund of a reference asked twice at once', async () => {
    const { id } = await paid();
    const { provider, paths } = providerFor(bed.lookalike);
    const input = refundOf(id, 5_000);
    paths.length = 0;
    const [one, two] = await Promise.all([provider.refund(input), provider.refund(input)]);
    expect(two).toEqual(one);
    expect(refundCalls(paths)).toBe(1);
    expect(bed.lookalike.world.find(id).refunds).toHaveLength(1);
  });

  it('after an earlier refund of the order, a lost answer stays uncertain and is never re-sent', async () => {
    const { id } = await paid();
    const { provider, paths } = checkFailing();
    const first = refundOf(id, 5_000);
    const done = await provider.refund(first);
    expect(done.status).toBe('done');
    paths.length = 0;
    expect(await provider.refund(first)).toEqual(done);
    expect(paths).toEqual([]);

    const second = refundOf(id, 5_000);
    await control(bed.lookalike, 'next-outcome', { outcome: 'drop-refund-answer' });
    expect(await failure(provider.refund(second))).toMatchObject({
      kind: 'unavailable',
      uncertain: true,
    });
    expect(bed.lookalike.world.find(id).refunds).toHaveLength(2);
    // refund/validation says "refunded" alike for the first refund and this one: not re-sent.
    paths.length = 0;
    const retried = await failure(provider.refund(second));
    expect(retried).toMatchObject({
      kind: 'unavailable',
      uncertain: true,
      providerCode: 'REFUND_UNCERTAIN',
    });
    expect(refundCalls(paths)).toBe(0);
    expect(bed.lookalike.world.find(id).refunds).toHaveLength(2);
    // The same reference for another refund is a mistake of the caller's.
    expect(await failure(provider.refund({ ...second, amountIqd: 1_000 }))).toMatchObject({
      kind: 'refused',
      providerCode: 'REFERENCE_REUSED',
    });
  });

  it('refuses cancel, which FastPay does not have, without calling it', async () => {
    const { provider, paths } = providerFor(bed.lookalike);
    expect(await failure(provider.cancel('a'.repeat(32)))).toMatchObject({
      kind: 'refused',
      providerCode: 'NOT_SUPPORTED',
    });
    expect(paths).toEqual([]);
  });
});

describe('answers that are not the contract', () => {
  it('reads body code 422 as auth, never quoting the password', async () => {
    const { provider } = providerFor(bed.lookalike, { storePassword: 'not-the-store-password' });
    const error = await failure(provider.create(paymentInput(bed.receiver)));
    expect(error).toMatchObject({
      kind: 'auth',
      providerCode: '422',
      httpStatus: 200,
      uncertain: false,
    });
    expect(error.message).not.toContain('not-the-store-password');
    expect(await failure(provider.status('a'.repeat(32)))).toMatchObject({ kind: 'auth' });
  });

  it('reads an HTML page (even HTTP 200) as unavailable, uncertain only after a create', async () => {
    const { provider } = providerFor(bed.lookalike);
    await control(bed.lookalike, 'next-outcome', { outcome: 'html' });
    const create = await failure(provider.create(paymentInput(bed.receiver)));
    expect(create).toMatchObject({ kind: 'unavailable', httpStatus: 200, uncertain: true });
    expect(create.message).toMatch(/HTML page.*It began: <!DOCTYPE html>/);
    const created = await provider.create(paymentInput(bed.receiver));
    await control(bed.lookalike, 'next-outcome', { outcome: 'html' });
    expect(await failure(provider.status(created.providerPaymentId))).toMatchObject({
      kind: 'unavailable',
      uncertain: false,
    });
    expect((await provider.status(created.providerPaymentId)).status).toBe('pending');
  });

  it('reads a 5xx, a server code, a timeout and a wrong shape as unavailable or bad_answer', async () => {
    const orderId = 'a'.repeat(32);
    const http502: typeof fetch = async () => Response.json({ code: 502 }, { status: 502 });
    expect(
      await failure(providerFor(bed.lookalike, { fetch: http502 }).provider.status(orderId)),
    ).toMatchObject({ kind: 'unavailable', httpStatus: 502 });
    const code500 = providerFor(bed.lookalike, {
      fetch: stub({ initiation: { code: 500, messages: ['Internal error'], data: null } }),
    }).provider;
    expect(await failure(code500.create(paymentInput(bed.receiver)))).toMatchObject({
      kind: 'unavailable',
      providerCode: '500',
      uncertain: true,
    });

    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    const slow = providerFor(bed.lookalike, { fetch: silent, timeoutMs: 50 }).provider;
    const timedOut = await failure(slow.create(paymentInput(bed.receiver)));
    expect(timedOut).toMatchObject({ kind: 'unavailable', uncertain: true });
    expect(timedOut.message).toMatch(/no answer within 50 ms/);

    const huge: typeof fetch = async () =>
      Response.json({ code: 200, messages: ['x'.repeat(2 * 1024 * 1024)], data: null });
    const flooded = await failure(
      providerFor(bed.lookalike, { fetch: huge }).provider.create(paymentInput(bed.receiver)),
    );
    expect(flooded).toMatchObject({ kind: 'unavailable', uncertain: true });
    expect(flooded.message).toMatch(/larger than 1048576 bytes/);

    for (const body of [{ ok: true }, [1, 2], { code: 'two hundred' }]) {
      const odd = providerFor(bed.lookalike, { fetch: stub({ validate: body }) }).provider;
      expect(await failure(odd.status(orderId))).toMatchObject({ kind: 'bad_answer' });
    }
    const noAmount = providerFor(bed.lookalike, {
      fetch: stub({
        validate: { code: 200, data: { status: 'Success', received_amount: 'lots' } },
      }),
    }).provider;
    expect(await failure(noAmount.status(orderId))).toMatchObject({ kind: 'bad_answer' });
  });

  it('never puts the store password or the refund key in an error sentence', async () => {
    const echo: typeof fetch = async (_input, init) => {
      const sent = JSON.parse(String(init?.body)) as Record<string, string>;
      return Response.json({
        code: 400,
        messages: [`${sent.store_password} ${STORE.refundSecretKey}`],
        data: null,
      });
    };
    const { provider } = providerFor(bed.lookalike, { fetch: echo });
    const error = await failure(provider.status('a'.repeat(32)));
    expect(error).toMatchObject({ kind: 'refused', providerCode: '400' });
    for (const secret of [STORE.storePassword, STORE.refundSecretKey]) {
      expect(error.message).not.toContain(secret);
    }
    const refused = providerFor(bed.lookalike, {
      fetch: async () => {
        throw new Error(`connect ECONNREFUSED ${STORE.storePassword}`);
      },
    }).provider;
    expect((await failure(refused.status('a'.repeat(32)))).message).not.toContain(
      STORE.storePassword,
    );
  });
});
