import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fastPayLookalikePlugin } from '../../src/payments/fastpay/lookalike';
import { FASTPAY_LOOKALIKE_BANNER } from '../../src/payments/fastpay/lookalike-page';
import { createFastPayLookalikeWorld } from '../../src/payments/fastpay/lookalike-world';
import {
  control,
  pageOf,
  paymentInput,
  payOnPage,
  providerFor,
  STORE,
  useTestbed,
} from './fastpay-test-support';
import { hiddenFields, injectForm, useHostedLookalike } from './provider-test-support';

const bed = useTestbed();

const PATH = '/api/v1/public/pgw/payment';
const store = { store_id: STORE.storeId, store_password: STORE.storePassword };

async function call(path: string, body: unknown, contentType = 'application/json') {
  const response = await fetch(`${bed.lookalike.url}${PATH}/${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: { code?: number; messages?: string[]; data?: Record<string, unknown> } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // The HTML cases read `text`.
  }
  return { status: response.status, json, text };
}

const initiation = (overrides: Record<string, unknown> = {}) => ({
  ...store,
  order_id: randomUUID().replace(/-/g, ''),
  bill_amount: 25_000,
  currency: 'IQD',
  cart: JSON.stringify([{ name: 'Business cards', qty: 1, unit_price: 25_000 }]),
  success_url: 'https://shop.example/ok',
  cancel_url: 'https://shop.example/ko',
  ...overrides,
});

describe('the API, HTTP 200 with the body code', () => {
  it('takes the initiation as JSON or as form fields, and answers redirect_uri', async () => {
    const json = await call('initiation', initiation());
    expect(json.status).toBe(200);
    expect(json.json).toMatchObject({
      code: 200,
      messages: ['Payment Initiation request processed successfully.'],
      data: { redirect_uri: expect.stringMatching(`^${bed.lookalike.url}/pay\\?token=`) },
    });
    const fields = { ...initiation(), bill_amount: '1000' };
    const form = await call(
      'initiation',
      new URLSearchParams(fields).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(form.json).toMatchObject({ code: 200, data: { redirect_uri: expect.any(String) } });
    expect(bed.lookalike.world.find(fields.order_id).billAmount).toBe(1_000);
  });

  it('answers code 422 to wrong credentials and 404 to an order unknown or unpaid', async () => {
    for (const path of ['initiation', 'validate', 'refund', 'refund/validation']) {
      const wrong = await call(path, { store_id: STORE.storeId, store_password: 'nope' });
      expect(wrong.status).toBe(200);
      expect(wrong.json).toMatchObject({ code: 422, data: null });
    }
    const unknown = await call('validate', { ...store, order_id: 'a'.repeat(32) });
    expect(unknown).toMatchObject({ status: 200, json: { code: 404 } });
    const body = initiation();
    await call('initiation', body);
    const unpaid = await call('validate', { ...store, order_id: body.order_id });
    expect(unpaid.json).toMatchObject({ code: 404 });
    const refundState = await call('refund/validation', { ...store, order_id: body.order_id });
    expect(refundState.json).toMatchObject({
      code: 200,
      data: { order_id: body.order_id, refund_status: false },
    });
  });

  it('refuses fields out of the contract', async () => {
    for (const bad of [
      { bill_amount: 999 },
      { bill_amount: 25_000.5 },
      { bill_amount: '25000.00' },
      { currency: 'USD' },
      { order_id: 'short' },
      { order_id: 'has-dashes-in-it-1234' },
      { order_id: 'x'.repeat(33) },
      { cart: [{ name: 'an array, not a string' }] },
      { cart: 'not json' },
      { success_url: 'javascript:alert(1)' },
    ]) {
      const answer = await call('initiation', initiation(bad));
      expect(answer.json.code, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers hostile bodies without crashing, bounded, and keeps serving', async () => {
    const cases: [string, string, number][] = [
      ['{"order_id":', 'application/json', 400],
      ['{"__proto__":{"polluted":true}}', 'application/json', 400],
      ['null', 'application/json', 200],
      ['[1,2]', 'application/json', 200],
      [JSON.stringify(initiation({ cart: 'x'.repeat(100_000) })), 'application/json', 413],
      ['a=1&'.repeat(10_000), 'application/x-www-form-urlencoded', 413],
      ['<xml/>', 'application/xml', 415],
    ];
    for (const [payload, contentType, status] of cases) {
      const answer = await call('initiation', payload, contentType);
      expect(answer.status, payload.slice(0, 30)).toBe(status);
      expect(answer.json.code, payload.slice(0, 30)).toBeGreaterThanOrEqual(400);
    }
    const padded = await call('initiation', initiation({ cart: 'x'.repeat(6_000) }));
    expect(padded.json.code).toBe(400);
    expect(bed.lookalike.world.received.at(-1)!.body).toMatch(/^\[a body of \d+ characters\]$/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await call('initiation', initiation())).json.code).toBe(200);
  });

  it('answers an HTML page with HTTP 200 once when told', async () => {
    await control(bed.lookalike, 'next-outcome', { outcome: 'html' });
    const page = await call('validate', { ...store, order_id: 'a'.repeat(32) });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/^<!DOCTYPE html>/);
    expect((await call('validate', { ...store, order_id: 'a'.repeat(32) })).json.code).toBe(404);
  });

  it('refunds only to the payer, within what was paid, with the secret key when it has one', async () => {
    const { provider } = providerFor(bed.lookalike);
    const created = await provider.create(paymentInput(bed.receiver));
    await payOnPage(pageOf(created));
    const order_id = created.providerPaymentId;
    const refund = {
      ...store,
      order_id,
      msisdn: '+9647501234567',
      amount: 5_000,
      refund_secret_key: STORE.refundSecretKey,
    };
    expect((await call('refund', { ...refund, refund_secret_key: 'wrong' })).json.code).toBe(422);
    expect((await call('refund', { ...refund, msisdn: '+9647709999999' })).json.code).toBe(400);
    expect((await call('refund', { ...refund, amount: 25_001 })).json.code).toBe(400);
    const done = await call('refund', refund);
    expect(done.json).toMatchObject({
      code: 200,
      data: {
        summary: { recipient: { mobile_number: '+9647501234567' }, invoice_id: expect.any(String) },
      },
    });
    expect((await call('refund/validation', { ...store, order_id })).json.data).toMatchObject({
      refund_status: true,
      status_checked_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const received = (await control(bed.lookalike, 'received')) as {
      requests: { path: string; body: Record<string, unknown> }[];
    };
    const recorded = received.requests.filter((r) => r.path.endsWith('/refund')).at(-1)!;
    expect(recorded.body).toMatchObject({
      store_password: '[redacted]',
      refund_secret_key: '[redacted]',
    });
  });
});

describe('the hosted page, driven by plain HTTP', () => {
  it('is marked as a look-alike, with lang and dir, and escapes what it shows', async () => {
    const body = initiation();
    const { json } = await call('initiation', body);
    const page = await fetch(String(json.data!.redirect_uri));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<p lang="ar" dir="rtl">');
    expect(html).toContain('<p lang="ckb" dir="rtl">');
    expect(html).toContain(FASTPAY_LOOKALIKE_BANNER);
    expect(html).toContain(body.order_id);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('sends the payer to success_url?order_id= and posts the IPN, once, on success only', async () => {
    const { provider } = providerFor(bed.lookalike);
    const created = await provider.create(paymentInput(bed.receiver));
    bed.receiver.received.length = 0;
    const back = await payOnPage(pageOf(created));
    expect(back.searchParams.get('order_id')).toBe(created.providerPaymentId);
    const { ipns } = (await control(bed.lookalike, 'received')) as {
      ipns: { url: string; answer: number; body: Record<string, unknown> }[];
    };
    expect(ipns.at(-1)).toMatchObject({
      url: bed.receiver.url,
      answer: 200,
      body: { merchant_order_id: created.providerPaymentId, status: 'Success' },
    });
    expect(bed.receiver.received).toHaveLength(1);
    expect(bed.receiver.received[0]!.headers['x-signature']).toBeUndefined();

    const declined = await provider.create(paymentInput(bed.receiver));
    await payOnPage(pageOf(declined), { wallet: '07500000002' });
    const cancelled = await provider.create(paymentInput(bed.receiver));
    await payOnPage(pageOf(cancelled), { cancel: true });
    await bed.lookalike.world.settled();
    expect(bed.receiver.received).toHaveLength(1);
  });

  it('refuses bad fields, unknown tokens, and a payment that is over', async () => {
    const { provider } = providerFor(bed.lookalike);
    const created = await provider.create(paymentInput(bed.receiver));
    const url = pageOf(created);
    const token = new URL(url).searchParams.get('token')!;
    // The page's form token goes with every post, as a browser on the page sends it.
    const { form_token } = hiddenFields(await (await fetch(url)).text());
    const post = (step: string, fields: Record<string, string>) =>
      fetch(`${bed.lookalike.url}/pay/${step}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ form_token: form_token!, ...fields }),
        redirect: 'manual',
      });
    const badNumber = await post('login', { token, mobile_number: '12345', password: 'x' });
    expect(badNumber.status).toBe(400);
    expect(await badNumber.text()).toContain('role="alert"');
    expect((await post('login', { token, mobile_number: '07501234567' })).status).toBe(400);
    expect((await post('login', { token: 'not-a-token', password: 'x' })).status).toBe(404);
    expect((await post('cancel', { token: randomUUID() })).status).toBe(404);
    expect((await fetch(`${bed.lookalike.url}/pay?token=${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${bed.lookalike.url}/pay?token[]=x`)).status).toBe(404);
    const bomb = await post('login', { token, padding: 'x'.repeat(20_000) });
    expect(bomb.status).toBe(413);

    await payOnPage(url, { cancel: true });
    expect((await post('cancel', { token })).status).toBe(409);
    const over = await (await fetch(url)).text();
    expect(over).toContain('This payment is over.');
    expect(over).not.toContain('<form');
  });
});

describe('the look-alike mounted in another server', () => {
  const world = createFastPayLookalikeWorld({ ...STORE });
  const host = useHostedLookalike(
    fastPayLookalikePlugin,
    { ...STORE, world },
    '/lookalike/payments/fastpay',
  );

  it('serves the API and the page under the prefix, reached in-process', async () => {
    const { app, base, prefix } = host;
    const lookalike = { url: base, world, close: async () => {} };
    const { provider } = providerFor(lookalike, { fetch: host.fetch });
    const created = await provider.create(paymentInput(null));
    const token = world.find(created.providerPaymentId).token;
    expect(created.next).toEqual({ kind: 'redirect', url: `${base}/pay?token=${token}` });
    const page = await app.inject({ url: `${prefix}/pay?token=${token}` });
    expect(page.body).toContain(`action="${prefix}/pay/login"`);
    const login = await injectForm(app, `${prefix}/pay/login`, {
      ...hiddenFields(page.body),
      mobile_number: '0750 123 4567',
      password: 'x',
    });
    expect(login.statusCode).toBe(302);
    expect((await provider.status(created.providerPaymentId)).status).toBe('paid');
  });
});
