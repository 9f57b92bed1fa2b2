import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fetchInProcess } from '../../src/modules/parcels/lookalike-mount';
import { createQiCardProvider } from '../../src/payments/qi/client';
import {
  QI_LOOKALIKE_DEMO_ACCOUNT,
  qiCardLookalikePlugin,
  startQiCardLookalike,
} from '../../src/payments/qi/lookalike';
import {
  control,
  failure,
  lookalikeProvider,
  paymentInput,
  QI_ACCOUNT,
  startLookalike,
  useTestbed,
} from './qi-test-support';
import { hiddenFields } from './provider-test-support';

const bed = useTestbed();

/** A shopper's browser without one: posts the form's fields, never follows a redirect. */
const post = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
const formActions = (html: string) => [...html.matchAll(/action="([^"]+)"/g)].map((m) => m[1]!);

async function openForm(language: 'kr' | 'ar' | 'en' = 'kr') {
  const input = paymentInput(bed.receiver, { language });
  const { providerPaymentId: id, next } = await bed.qi.create(input);
  if (next.kind !== 'redirect') throw new Error('Qi answers a redirect');
  const page = await fetch(next.url);
  return { input, id, url: next.url, page, html: await page.text() };
}

describe('the hosted card form, driven over HTTP', () => {
  it('takes the test card and the 3-D Secure code, sends the shopper back and notifies', async () => {
    const { input, id, page, html } = await openForm();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Look-alike of Qi Card, no real money');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect((await bed.qi.status(id)).providerStatus).toBe('FORM_SHOWED');

    const [cardAction] = formActions(html);
    const unknown = await post(cardAction!, {
      ...hiddenFields(html),
      cardNumber: '5555 5555 5555 4444',
    });
    expect(await unknown.text()).toContain('role="alert"');

    const otpPage = await post(cardAction!, {
      ...hiddenFields(html),
      cardNumber: '4111 1111 1111 1111',
      cvv: '123',
    });
    const otpHtml = await otpPage.text();
    expect(otpHtml).toContain('name="otp"');
    expect((await bed.qi.status(id)).providerStatus).toBe('AUTHENTICATION_REQUIRED');
    const [otpAction] = formActions(otpHtml);
    expect(
      await (await post(otpAction!, { ...hiddenFields(otpHtml), otp: '12' })).text(),
    ).toContain('role="alert"');

    const done = await post(otpAction!, { ...hiddenFields(otpHtml), otp: '123456' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(input.returnUrl);
    expect((await bed.qi.status(id)).status).toBe('paid');
    await bed.lookalike.world.notifier.settled();
    const [notice] = bed.receiver.of(id);
    expect(await bed.qi.readCallback(notice!)).toEqual({
      kind: 'verified',
      providerPaymentId: id,
      eventId: null,
    });
    const finished = await (await fetch(`${bed.lookalike.url}/form/${id}`)).text();
    expect(finished).toContain(input.returnUrl.replace(/&/g, '&#38;'));
    expect(finished).not.toContain('name="cardNumber"');
  });

  it('declines the declining card at once, in English for an English shopper', async () => {
    const { input, id, html } = await openForm('en');
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    const answer = await post(formActions(html)[0]!, {
      ...hiddenFields(html),
      cardNumber: '4000-0000-0000-0002',
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(input.returnUrl);
    expect((await bed.qi.status(id)).status).toBe('failed');
    await bed.lookalike.world.notifier.settled();
    expect(bed.receiver.of(id)).toHaveLength(1);
  });

  it('fails the 3-D Secure check for 000000', async () => {
    const { id, html } = await openForm();
    const otpHtml = await (
      await post(formActions(html)[0]!, { ...hiddenFields(html), cardNumber: '4111111111111111' })
    ).text();
    const answer = await post(formActions(otpHtml)[0]!, {
      ...hiddenFields(otpHtml),
      otp: '000000',
    });
    expect(answer.status).toBe(302);
    expect((await bed.qi.status(id)).providerStatus).toBe('AUTHENTICATION_FAILED');
  });

  it('cancels when the shopper presses cancel', async () => {
    const { input, id, html } = await openForm();
    const cancel = formActions(html).find((a) => a.endsWith('/cancel'));
    const answer = await post(cancel!, { ...hiddenFields(html), cancel: '1' });
    expect(answer.headers.get('location')).toBe(input.returnUrl);
    expect((await bed.qi.status(id)).status).toBe('cancelled');
    // The card cannot be entered any more.
    const late = await post(formActions(html)[0]!, {
      ...hiddenFields(html),
      cardNumber: '4111111111111111',
    });
    expect(await late.text()).not.toContain('name="otp"');
    expect((await bed.qi.status(id)).status).toBe('cancelled');
  });

  it('answers 404 for a form of no payment', async () => {
    const answer = await fetch(`${bed.lookalike.url}/form/${crypto.randomUUID()}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Look-alike of Qi Card');
  });
});

describe('hostile or odd input', () => {
  const auth = `Basic ${Buffer.from(`${QI_ACCOUNT.username}:${QI_ACCOUNT.password}`).toString('base64')}`;
  const call = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${bed.lookalike.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: auth,
        'x-terminal-id': QI_ACCOUNT.terminalId,
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = () => ({
    requestId: crypto.randomUUID(),
    amount: 25000,
    currency: 'IQD',
    finishPaymentUrl: 'https://shop.example/return',
  });

  it('takes the amount as a decimal string', async () => {
    const answer = await call('/payment', { ...valid(), amount: '25000.00' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ amount: 25000, status: 'CREATED' });
  });

  it('refuses a duplicate requestId with code 1', async () => {
    const body = valid();
    await call('/payment', body);
    const again = await call('/payment', body);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { code: 1, message: 'ORDER_ALREADY_EXISTS' } });
  });

  it.each([
    ['a negative amount', { amount: -5 }],
    ['an amount of words', { amount: 'lots' }],
    ['another currency', { currency: 'USD' }],
    ['a requestId over 36 characters', { requestId: 'x'.repeat(37) }],
    ['a finish URL that is not a web address', { finishPaymentUrl: 'javascript:alert(1)' }],
    [
      'too many additional fields',
      { additionalInfo: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])) },
    ],
    ['a nested additional field', { additionalInfo: { orderId: { $gt: '' } } }],
  ])('refuses %s with code 21', async (_, change) => {
    const answer = await call('/payment', { ...valid(), ...change });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { code: number } }).error.code).toBe(21);
  });

  it.each([
    ['broken JSON', '{"requestId":', 400],
    ['a body over the limit', JSON.stringify({ ...valid(), pad: 'x'.repeat(100_000) }), 413],
    ['a prototype-poisoning body', '{"__proto__":{"admin":true},"requestId":"x"}', 400],
  ])('answers %s in its error shape, and keeps serving', async (_, body, status) => {
    const answer = await call('/payment', body);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ error: { code: expect.any(Number) } });
    expect((await call('/payment', valid())).status).toBe(200);
  });

  it('refuses a call with no or broken credentials with code 27', async () => {
    for (const authorization of ['', 'Basic !!!', 'Bearer x', `Basic ${'A'.repeat(5_000)}`]) {
      const answer = await call('/payment', valid(), { authorization });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: { code: 27, message: 'BAD_CREDENTIALS' } });
    }
  });

  it('serves GET /payment/{id} as well as its status', async () => {
    const { paymentId } = (await (await call('/payment', valid())).json()) as { paymentId: string };
    const answer = await call(`/payment/${paymentId}`);
    expect(await answer.json()).toMatchObject({ paymentId, paymentType: 'CARD' });
  });

  it('reads the form fields bounded: an oversized or repeated field changes nothing', async () => {
    const { id, html } = await openForm();
    const huge = await post(formActions(html)[0]!, {
      ...hiddenFields(html),
      cardNumber: '4'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
    const repeated = await fetch(formActions(html)[0]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `cardNumber=4111111111111111&cardNumber=4111111111111111&form_token=${hiddenFields(html).form_token}`,
    });
    expect(await repeated.text()).toContain('name="cardNumber"');
    expect((await bed.qi.status(id)).providerStatus).toBe('FORM_SHOWED');
  });

  it('refuses a control with a bad body, in the error shape', async () => {
    const answer = await fetch(`${bed.lookalike.url}/__control/next-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notification: 'sometimes' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { code: 21 } });
  });

  it('gives its public key, the one its notifications verify with', async () => {
    const { publicKeyPem } = (await control(bed.lookalike, 'public-key')) as {
      publicKeyPem: string;
    };
    expect(publicKeyPem).toBe(bed.lookalike.publicKeyPem);
    expect(publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});

describe('notification re-sends', () => {
  it('stops after its bounded tries when the shop never answers 200', async () => {
    const own = await startLookalike([5, 10]);
    const ownQi = lookalikeProvider(own);
    const { providerPaymentId: id } = await ownQi.create(paymentInput(bed.receiver));
    bed.receiver.answer(500, 500, 500);
    await control(own, `payments/${id}/finish`, { outcome: 'success' });
    await own.world.notifier.settled();
    expect(own.world.notifier.deliveries.map((d) => d.answer)).toEqual([500, 500, 500]);
    await own.close();
  });

  it('leaves no re-send waiting once closed', async () => {
    const own = await startLookalike([60_000]);
    const { providerPaymentId: id } = await lookalikeProvider(own).create(
      paymentInput(bed.receiver),
    );
    bed.receiver.answer(500);
    await control(own, `payments/${id}/finish`, { outcome: 'success' });
    await expect.poll(() => own.world.notifier.deliveries.length).toBe(1);
    await own.close();
    await own.world.notifier.settled();
    expect(own.world.notifier.deliveries).toHaveLength(1);
  });
});

describe('mounted under a prefix of a host app, reached in-process', () => {
  it('serves the API, the form, a dropped answer and the notification through fetchInProcess', async () => {
    const origin = 'http://demo.chapkhana.test';
    const host = Fastify({ logger: false });
    let toHost: typeof fetch = globalThis.fetch;
    await host.register(qiCardLookalikePlugin, {
      prefix: '/lookalike/qi',
      publicUrl: origin,
      fetch: (input, init) => toHost(input, init),
    });
    const noticed: string[] = [];
    host.post('/api/webhooks/qi', async (request) => {
      noticed.push(String(request.headers['x-signature']));
      return { ok: true };
    });
    await host.ready();
    toHost = fetchInProcess(host, origin);
    try {
      const { publicKeyPem } = (await (
        await toHost(`${origin}/lookalike/qi/__control/public-key`)
      ).json()) as { publicKeyPem: string };
      const demo = createQiCardProvider({
        baseUrl: `${origin}/lookalike/qi/api/v1`,
        ...QI_LOOKALIKE_DEMO_ACCOUNT,
        publicKeyPem,
        fetch: toHost,
      });
      const input = paymentInput(bed.receiver, { notifyUrl: `${origin}/api/webhooks/qi` });
      // A dropped answer fails the call in-process too, instead of leaving it waiting.
      await toHost(`${origin}/lookalike/qi/__control/fail-next`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ failure: 'drop-answer' }),
      });
      expect(await failure(demo.create(input))).toMatchObject({
        kind: 'unavailable',
        uncertain: true,
      });
      const created = await demo.create(input);
      const id = created.providerPaymentId;
      expect(created.next).toEqual({ kind: 'redirect', url: `${origin}/lookalike/qi/form/${id}` });
      const form = await toHost(`${origin}/lookalike/qi/form/${id}`);
      expect(await form.text()).toContain('Look-alike of Qi Card');
      await toHost(`${origin}/lookalike/qi/__control/payments/${id}/finish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'success' }),
      });
      expect((await demo.status(id)).status).toBe('paid');
      await expect.poll(() => noticed.length).toBe(1);
    } finally {
      await host.close();
    }
  });
});

it('runs on its own port as well (startQiCardLookalike)', async () => {
  const own = await startQiCardLookalike();
  try {
    const answer = await fetch(`${own.baseUrl}/payment/x/status`, {
      headers: { 'x-terminal-id': QI_LOOKALIKE_DEMO_ACCOUNT.terminalId },
    });
    expect(answer.status).toBe(401);
  } finally {
    await own.close();
  }
});
