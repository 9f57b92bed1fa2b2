import { describe, expect, it } from 'vitest';
import {
  control,
  failure,
  lookalikeProvider,
  paymentInput,
  QI_ACCOUNT,
  startLookalike,
  useTestbed,
} from './qi-test-support';

const bed = useTestbed();

async function created(overrides: Parameters<typeof paymentInput>[1] = {}) {
  const input = paymentInput(bed.receiver, overrides);
  const payment = await bed.qi.create(input);
  return { input, id: payment.providerPaymentId, payment };
}
const finish = (id: string, outcome: string) =>
  control(bed.lookalike, `payments/${id}/finish`, { outcome });
/** The verdicts on every notification received for a payment, once all were delivered. */
async function verdicts(id: string) {
  await bed.lookalike.world.notifier.settled();
  return Promise.all(bed.receiver.of(id).map((n) => bed.qi.readCallback(n)));
}
const verified = (id: string) => ({ kind: 'verified', providerPaymentId: id, eventId: null });

describe('create', () => {
  it('sends the contract fields with Basic and the terminal, and answers the hosted form', async () => {
    const { input, id, payment } = await created();
    expect(payment.next).toEqual({
      kind: 'redirect',
      url: `${bed.lookalike.url}/form/${id}`,
    });
    expect(payment.expiresAt).toBeNull();
    const calls = (await control(bed.lookalike, 'received')) as {
      url: string;
      terminalId: string;
      body: unknown;
    }[];
    const call = calls.findLast((c) => c.url === '/api/v1/payment');
    expect(call?.terminalId).toBe(QI_ACCOUNT.terminalId);
    expect(call?.body).toEqual({
      requestId: input.reference,
      amount: 25_000,
      currency: 'IQD',
      locale: 'ar_IQ',
      finishPaymentUrl: input.returnUrl,
      notificationUrl: bed.receiver.notifyUrl,
      customerInfo: {
        firstName: 'Zainab',
        lastName: 'Ali Hassan',
        // The open control shows a phone number's last four digits only.
        phone: '****4567',
        email: 'z@example.com',
      },
      additionalInfo: { orderId: 'CH-10042' },
    });
    expect(await bed.qi.status(id)).toEqual({
      providerPaymentId: id,
      status: 'pending',
      amountIqd: 25_000,
      currency: 'IQD',
      reference: input.reference,
      providerStatus: 'CREATED',
    });
  });

  it.each([
    ['ar', 'ar_IQ'],
    ['en', 'en_US'],
  ] as const)('asks the %s form in %s', async (language, locale) => {
    await created({ language });
    const calls = (await control(bed.lookalike, 'received')) as {
      url: string;
      body: { locale: string };
    }[];
    expect(calls.findLast((c) => c.url === '/api/v1/payment')?.body.locale).toBe(locale);
  });

  it('answers the existing payment when the same reference is created again', async () => {
    const { input, id, payment } = await created();
    const again = await bed.qi.create(input);
    expect(again).toEqual(payment);
    const mine = bed.lookalike.world.all().filter((p) => p.requestId === input.reference);
    expect(mine.map((p) => p.paymentId)).toEqual([id]);
  });

  it('refuses a reference already used for another amount', async () => {
    const { input } = await created();
    const error = await failure(bed.qi.create({ ...input, amountIqd: 30_000 }));
    expect(error).toMatchObject({ kind: 'refused', providerCode: '1' });
  });

  it('is unavailable and uncertain when the answer is lost, and the retry finds the payment', async () => {
    await control(bed.lookalike, 'fail-next', { failure: 'drop-answer' });
    const input = paymentInput(bed.receiver);
    const error = await failure(bed.qi.create(input));
    expect(error).toMatchObject({ kind: 'unavailable', uncertain: true });
    const retried = await bed.qi.create(input);
    const made = bed.lookalike.world.findByRequest(QI_ACCOUNT.terminalId, input.reference);
    expect(retried.providerPaymentId).toBe(made.paymentId);
    expect((await bed.qi.statusByReference(input.reference))?.providerPaymentId).toBe(
      made.paymentId,
    );
  });

  it('reads an HTML page as unavailable (uncertain after a create), then works', async () => {
    const { id } = await created();
    await control(bed.lookalike, 'fail-next', { failure: 'html', count: 2 });
    expect(await failure(bed.qi.status(id))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 502,
      uncertain: false,
    });
    const error = await failure(bed.qi.create(paymentInput(bed.receiver)));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 502, uncertain: true });
    expect(error.message).toMatch(/HTML/);
    expect((await bed.qi.status(id)).status).toBe('pending');
  });
});

describe('the outcome read with status and notifications', () => {
  it('a paid payment is paid, with one verified notification', async () => {
    const { id, input } = await created();
    await finish(id, 'success');
    expect(await bed.qi.status(id)).toMatchObject({
      status: 'paid',
      amountIqd: 25_000,
      currency: 'IQD',
      reference: input.reference,
      providerStatus: 'SUCCESS',
    });
    expect(await verdicts(id)).toEqual([verified(id)]);
  });

  it('a declined card is failed, notified', async () => {
    const { id } = await created();
    await finish(id, 'decline');
    expect(await bed.qi.status(id)).toMatchObject({ status: 'failed', providerStatus: 'FAILED' });
    expect(await verdicts(id)).toEqual([verified(id)]);
  });

  it('a failed 3-D Secure check is failed', async () => {
    const { id } = await created();
    await finish(id, 'authentication-failed');
    expect(await bed.qi.status(id)).toMatchObject({
      status: 'failed',
      providerStatus: 'AUTHENTICATION_FAILED',
    });
  });

  it('a payment the customer cancelled on the form is cancelled', async () => {
    const { id } = await created();
    await finish(id, 'customer-cancel');
    expect(await bed.qi.status(id)).toMatchObject({ status: 'cancelled' });
    expect(await verdicts(id)).toEqual([verified(id)]);
  });

  it('an expired payment is failed, and nothing is posted', async () => {
    const { id } = await created();
    await control(bed.lookalike, `payments/${id}/expire`, {});
    expect(await bed.qi.status(id)).toMatchObject({ status: 'failed', providerStatus: 'EXPIRED' });
    expect(await verdicts(id)).toEqual([]);
  });

  it('a duplicated notification is verified both times', async () => {
    await control(bed.lookalike, 'next-payment', { notification: 'duplicate' });
    const { id } = await created();
    await finish(id, 'success');
    expect(await verdicts(id)).toEqual([verified(id), verified(id)]);
  });

  it('a late notification arrives after the shopper is back and status said paid', async () => {
    await control(bed.lookalike, 'next-payment', { notification: 'late' });
    const { id } = await created();
    await finish(id, 'success');
    expect((await bed.qi.status(id)).status).toBe('paid');
    expect(await verdicts(id)).toEqual([]);
    await control(bed.lookalike, `payments/${id}/release`, {});
    expect(await verdicts(id)).toEqual([verified(id)]);
  });

  it("notifications out of order: an earlier payment's arrives after a later one's", async () => {
    await control(bed.lookalike, 'next-payment', { notification: 'late' });
    const first = await created();
    const second = await created();
    await finish(first.id, 'success');
    await finish(second.id, 'decline');
    await bed.lookalike.world.notifier.settled();
    await control(bed.lookalike, `payments/${first.id}/release`, {});
    await bed.lookalike.world.notifier.settled();
    const order = bed.receiver.received
      .map((n) => n.paymentId)
      .filter((p) => p === first.id || p === second.id);
    expect(order).toEqual([second.id, first.id]);
    expect(await verdicts(first.id)).toEqual([verified(first.id)]);
  });

  it('re-sends a notification until it is answered 200', async () => {
    const { id } = await created();
    bed.receiver.answer(500, 503);
    await finish(id, 'success');
    expect(await verdicts(id)).toEqual([verified(id), verified(id), verified(id)]);
    const answers = bed.lookalike.world.notifier.deliveries
      .filter((d) => d.paymentId === id)
      .map((d) => d.answer);
    expect(answers).toEqual([500, 503, 200]);
  });

  it('a forged notification is rejected, the genuine one after it verified', async () => {
    await control(bed.lookalike, 'next-payment', { notification: 'forged' });
    const { id } = await created();
    await finish(id, 'decline');
    const [forged, genuine] = await verdicts(id);
    expect(forged).toEqual({ kind: 'rejected', reason: 'the signature does not match' });
    expect(genuine).toEqual(verified(id));
    expect(JSON.parse(bed.receiver.of(id)[0]!.rawBody)).toMatchObject({ status: 'SUCCESS' });
    expect((await bed.qi.status(id)).status).toBe('failed');
  });

  it('reports the amount Qi took when it differs from the one asked', async () => {
    await control(bed.lookalike, 'next-payment', { confirmedAmount: 24_000 });
    const { id } = await created();
    expect((await bed.qi.status(id)).amountIqd).toBe(25_000);
    await finish(id, 'success');
    expect(await bed.qi.status(id)).toMatchObject({ status: 'paid', amountIqd: 24_000 });
  });

  it('reads amounts sent as decimal strings as numbers, and verifies their notification', async () => {
    await control(bed.lookalike, 'next-payment', { decimalStrings: true });
    const { id } = await created({ amountIqd: 1_250_000 });
    await finish(id, 'success');
    const state = await bed.qi.status(id);
    expect(state.amountIqd).toBe(1_250_000);
    expect(JSON.parse(bed.receiver.of(id)[0]!.rawBody)).toMatchObject({ amount: '1250000.000' });
    expect(await verdicts(id)).toEqual([verified(id)]);
  });
});

describe('cancel and refund', () => {
  it('cancels an unpaid payment, and a second cancel is no error', async () => {
    const { id } = await created();
    await bed.qi.cancel(id);
    expect((await bed.qi.status(id)).status).toBe('cancelled');
    await bed.qi.cancel(id);
  });

  it('refuses to cancel a paid payment', async () => {
    const { id } = await created();
    await finish(id, 'success');
    expect(await failure(bed.qi.cancel(id))).toMatchObject({ kind: 'refused', providerCode: '15' });
  });

  it('refunds in parts, never more than was paid', async () => {
    const { id } = await created();
    await finish(id, 'success');
    const refund = (amountIqd: number) =>
      bed.qi.refund({
        providerPaymentId: id,
        reference: crypto.randomUUID(),
        amountIqd,
        paidIqd: 25_000,
        reason: 'misprint',
      });
    const first = await refund(10_000);
    expect(first).toEqual({ providerRefundId: expect.any(String), status: 'done' });
    const over = await failure(refund(20_000));
    expect(over).toMatchObject({ kind: 'refused', providerCode: '20', httpStatus: 400 });
    expect(await refund(15_000)).toMatchObject({ status: 'done' });
    expect(await failure(refund(250))).toMatchObject({ kind: 'refused', providerCode: '20' });
  });

  it('answers processing, then done when the same refund is asked again', async () => {
    const { id } = await created();
    await finish(id, 'success');
    await control(bed.lookalike, 'next-refund', { status: 'PROCESSING' });
    const input = {
      providerPaymentId: id,
      reference: crypto.randomUUID(),
      amountIqd: 25_000,
      paidIqd: 25_000,
      reason: 'order cancelled',
    };
    const first = await bed.qi.refund(input);
    expect(first.status).toBe('processing');
    expect(await bed.qi.refund(input)).toEqual({ ...first, status: 'done' });
  });

  it('cuts the refund reason to 255 UTF-16 units at a character boundary', async () => {
    const refundWith = async (reason: string) => {
      const { id } = await created();
      await finish(id, 'success');
      const input = {
        providerPaymentId: id,
        reference: crypto.randomUUID(),
        amountIqd: 1_000,
        paidIqd: 25_000,
        reason,
      };
      expect(await bed.qi.refund(input)).toMatchObject({ status: 'done' });
      return bed.lookalike.world.find(id).refunds[0]!.message!;
    };
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    // An emoji (a surrogate pair) across the 255th unit is left out whole.
    const emoji = await refundWith(`${'a'.repeat(254)}😀${'b'.repeat(50)}`);
    expect(emoji).toBe('a'.repeat(254));
    expect(emoji).not.toMatch(loneSurrogate);
    // So is a character made of several (a family emoji joined by ZWJ).
    expect(await refundWith(`${'ب'.repeat(250)}👨‍👩‍👧 طباعة خاطئة`)).toBe('ب'.repeat(250));
    const exact = 'x'.repeat(253) + '😀';
    expect(await refundWith(exact)).toBe(exact);
    expect(await refundWith('misprint')).toBe('misprint');
    // One character longer than the limit (a letter under 300 marks): whole code points.
    expect(await refundWith(`e${'\u0301'.repeat(300)}`)).toHaveLength(255);
  });

  it('refuses to refund an unpaid payment', async () => {
    const { id } = await created();
    const error = await failure(
      bed.qi.refund({
        providerPaymentId: id,
        reference: crypto.randomUUID(),
        amountIqd: 1_000,
        paidIqd: 25_000,
        reason: 'x',
      }),
    );
    expect(error).toMatchObject({ kind: 'refused', providerCode: '22' });
  });
});

describe('refusals and broken answers', () => {
  it('a payment Qi does not know is refused; by reference it is none', async () => {
    expect(await failure(bed.qi.status(crypto.randomUUID()))).toMatchObject({
      kind: 'refused',
      providerCode: '12',
    });
    expect(await bed.qi.statusByReference(crypto.randomUUID())).toBeNull();
  });

  it.each([
    ['a wrong password', { password: 'wrong-password' }],
    ['another terminal', { terminalId: 'TERMINAL-8' }],
  ])('%s is auth, and the password is in no message', async (_, extra) => {
    const error = await failure(
      lookalikeProvider(bed.lookalike, extra).create(paymentInput(bed.receiver)),
    );
    expect(error).toMatchObject({ kind: 'auth', httpStatus: 401, providerCode: '27' });
    expect(error.message).not.toContain(QI_ACCOUNT.password);
  });

  it("another terminal's payment is not found", async () => {
    const { id } = await created();
    const other = { ...QI_ACCOUNT, terminalId: 'TERMINAL-9' };
    bed.lookalike.world.accounts.push(other);
    const error = await failure(lookalikeProvider(bed.lookalike, other).status(id));
    expect(error).toMatchObject({ kind: 'refused', providerCode: '12' });
  });

  const answering = (status: number, body: string) =>
    lookalikeProvider(bed.lookalike, {
      fetch: async () =>
        new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    });

  it.each([
    ['JSON of another shape', 'bad_answer', 200, '{"paymentId":5}'],
    ['an unknown status', 'bad_answer', 200, '{"paymentId":"p","status":"PAID","amount":1}'],
    ['an error without its shape', 'bad_answer', 404, '{"message":"nope"}'],
    ['a 500 with no error shape', 'unavailable', 500, '{"timestamp":"x"}'],
    ['a 403 JSON', 'auth', 403, '{"error":"Forbidden"}'],
    ['code 27 on a 400', 'auth', 400, '{"error":{"code":27,"description":"BAD_CREDENTIALS"}}'],
    ['code 23', 'unavailable', 500, '{"error":{"code":23,"message":"INTERNAL_SYSTEM_ERROR"}}'],
    ['plain text', 'unavailable', 200, 'OK'],
  ])('%s is %s', async (_, kind, status, body) => {
    const error = await failure(answering(status, body).status('p'));
    expect(error.kind).toBe(kind);
  });

  it('keeps the code and the description of a refusal', async () => {
    const body = '{"error":{"code":"21","description":"VALIDATION_ERROR"}}';
    const error = await failure(answering(400, body).status('p'));
    expect(error).toMatchObject({ kind: 'refused', providerCode: '21' });
    expect(error.message).toContain('VALIDATION_ERROR');
  });

  it('a create answered in another shape is bad_answer and uncertain', async () => {
    const error = await failure(
      answering(200, '{"paymentId":"p"}').create(paymentInput(bed.receiver)),
    );
    expect(error).toMatchObject({ kind: 'bad_answer', uncertain: true });
  });

  it('gives up after its timeout, as unavailable', async () => {
    const silent: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = lookalikeProvider(bed.lookalike, { fetch: silent, timeoutMs: 50 });
    const error = await failure(slow.create(paymentInput(bed.receiver)));
    expect(error).toMatchObject({ kind: 'unavailable', uncertain: true });
    expect(error.message).toMatch(/no answer within 50 ms/);
  });

  it('an unreachable host is unavailable, with no credential in the message or cause', async () => {
    const closed = await startLookalike();
    await closed.close();
    const error = await failure(lookalikeProvider(closed).status('p'));
    expect(error.kind).toBe('unavailable');
    const basic = Buffer.from(`${QI_ACCOUNT.username}:${QI_ACCOUNT.password}`).toString('base64');
    const text = `${error.message} ${String((error.cause as Error | undefined)?.message)}`;
    expect(text).not.toContain(QI_ACCOUNT.password);
    expect(text).not.toContain(basic);
  });
});
