import { randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zainCashLookalikePlugin,
  type RunningZainCashLookalike,
} from '../../src/payments/zaincash/lookalike';
import { LOOKALIKE_BANNER } from '../../src/payments/zaincash/lookalike-page';
import { createZainCashLookalikeWorld } from '../../src/payments/zaincash/lookalike-world';
import {
  CREDENTIALS,
  control,
  paymentInput,
  payOnPage,
  providerFor,
  startLookalike,
  startWebhookReceiver,
  type WebhookReceiver,
} from './zaincash-test-support';
import { hiddenFields, injectForm, useHostedLookalike } from './provider-test-support';

let lookalike: RunningZainCashLookalike;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  lookalike = await startLookalike({ webhookUrl: receiver.url });
});
afterAll(async () => {
  await lookalike.close();
  await receiver.close();
});

async function token(path = '/oauth2/token', scope = 'payment:read payment:write') {
  const response = await fetch(`${lookalike.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CREDENTIALS.clientId,
      client_secret: CREDENTIALS.clientSecret,
      scope,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function init(accessToken: unknown, body: unknown, contentType = 'application/json') {
  return fetch(`${lookalike.url}/api/v2/payment-gateway/transaction/init`, {
    method: 'POST',
    headers: { authorization: `Bearer ${String(accessToken)}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const initBody = (overrides: Record<string, unknown> = {}) => ({
  language: 'Ar',
  externalReferenceId: randomUUID(),
  orderId: 'CH-10042',
  serviceType: 'Chapkhana order',
  amount: { value: 25000, currency: 'IQD' },
  redirectUrls: { successUrl: 'https://shop.example/ok', failureUrl: 'https://shop.example/ko' },
  ...overrides,
});

describe('the OAuth token', () => {
  it('is served at /oauth2/token and /api/v2/oauth2/token, for the right client only', async () => {
    for (const path of ['/oauth2/token', '/api/v2/oauth2/token']) {
      const { status, body } = await token(path);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'payment:read payment:write',
      });
    }
    const wrong = await fetch(`${lookalike.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=x&client_secret=y',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const json = await fetch(`${lookalike.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(json.status).toBe(400);
  });

  it('refuses a call needing a scope the token lacks', async () => {
    const { body } = await token('/oauth2/token', 'payment:read');
    const response = await init(body.access_token, initBody());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('init', () => {
  it('takes the language in any case, the amount as number or string, and a UUID reference', async () => {
    const { body } = await token();
    for (const [language, value] of [
      ['ar', 25000],
      ['KU', '25000'],
      ['En', '1000'],
    ] as const) {
      const response = await init(
        body.access_token,
        initBody({ language, amount: { value, currency: 'IQD' } }),
      );
      expect(response.status).toBe(200);
    }
    for (const bad of [
      { language: 'fr' },
      { externalReferenceId: 'CH-10042-1' },
      { amount: { value: 25000, currency: 'USD' } },
      { amount: { value: -5, currency: 'IQD' } },
      { amount: { value: '25000.5', currency: 'IQD' } },
      { customer: { phone: '+9647801234567' } },
      {
        redirectUrls: { successUrl: 'javascript:alert(1)', failureUrl: 'https://shop.example/ko' },
      },
      { orderId: 'x'.repeat(101) },
    ]) {
      const response = await init(body.access_token, initBody(bad));
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers hostile bodies in its error shape and keeps serving', async () => {
    const { body } = await token();
    const cases: [string, string, number][] = [
      ['{"language":', 'application/json', 400],
      ['{"__proto__":{"polluted":true}}', 'application/json', 400],
      [JSON.stringify(initBody({ orderId: 'x'.repeat(100_000) })), 'application/json', 413],
      ['<xml/>', 'application/xml', 415],
      ['null', 'application/json', 400],
    ];
    for (const [payload, contentType, status] of cases) {
      const response = await init(body.access_token, payload, contentType);
      expect(response.status, payload.slice(0, 30)).toBe(status);
      expect(await response.json()).toHaveProperty('code');
    }
    const formBomb = await fetch(`${lookalike.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&'.repeat(10_000),
    });
    expect(formBomb.status).toBe(413);
    const padded = await init(body.access_token, initBody({ serviceType: 'x'.repeat(5_000) }));
    expect(padded.status).toBe(400);
    expect(lookalike.world.received.at(-1)!.body).toMatch(/^\[a body of \d+ characters\]$/);
    const unauthorised = await init('nothing', initBody());
    expect(unauthorised.status).toBe(401);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await token()).status).toBe(200);
  });
});

describe('the hosted page, driven by plain HTTP', () => {
  it("is marked as a look-alike, in the payer's language and direction, with fields escaped", async () => {
    // Our client sends Sorani as Arabic (Ku is unconfirmed); the look-alike serves Ku all the same.
    const { access_token } = (await token()).body;
    for (const [language, lang, dir] of [
      ['Ku', 'ckb', 'rtl'],
      ['ar', 'ar', 'rtl'],
      ['En', 'en', 'ltr'],
    ] as const) {
      const created = await init(
        access_token,
        initBody({ language, orderId: '<script>alert(1)</script>' }),
      );
      const { redirectUrl } = (await created.json()) as { redirectUrl: string };
      const page = await fetch(redirectUrl);
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(html).toContain(LOOKALIKE_BANNER);
      expect(html).not.toContain('<script>');
      expect(html).toContain('&#60;script&#62;');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('sends the payer back with a token signed HS256 by the API key, and posts the webhook', async () => {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    receiver.received.length = 0;
    const back = await payOnPage(created.next.kind === 'redirect' ? created.next.url : '');
    const { payload, protectedHeader } = await jwtVerify(
      back.searchParams.get('token')!,
      new TextEncoder().encode(CREDENTIALS.apiKey),
    );
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ transactionId: created.providerPaymentId, status: 'SUCCESS' });
    await lookalike.world.settled();
    expect(receiver.received).toHaveLength(1);
    const webhook = JSON.parse(receiver.received[0]!.rawBody) as { webhook_token: string };
    const event = await jwtVerify(
      webhook.webhook_token,
      new TextEncoder().encode(CREDENTIALS.apiKey),
    );
    expect(event.payload).toMatchObject({
      eventType: 'STATUS_CHANGED',
      data: {
        transactionId: created.providerPaymentId,
        currentStatus: 'SUCCESS',
        customerMsisdn: '9647801234567',
        amount: { currency: 'IQD', value: 25_000 },
      },
    });
    const { webhooks } = (await control(lookalike, 'received')) as {
      webhooks: { answer: number }[];
    };
    expect(webhooks.at(-1)!.answer).toBe(200);
  });

  it('refuses bad fields on the page, and a payment that is over', async () => {
    const { provider } = providerFor(lookalike);
    const created = await provider.create(paymentInput());
    const url = created.next.kind === 'redirect' ? created.next.url : '';
    const id = new URL(url).searchParams.get('id')!;
    // The page's form token goes with every post, as a browser on the page sends it.
    const { form_token } = hiddenFields(await (await fetch(url)).text());
    const post = (step: string, fields: Record<string, string>) =>
      fetch(`${lookalike.url}/transaction/pay/${step}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ form_token: form_token!, ...fields }),
        redirect: 'manual',
      });
    expect((await post('wallet', { id, msisdn: '12345', pin: '1234' })).status).toBe(400);
    expect((await post('wallet', { id, msisdn: '07801234567', pin: 'abcd' })).status).toBe(400);
    expect((await post('otp', { id, otp: '111111' })).status).toBe(409);
    expect((await post('otp', { id: 'not-an-id', otp: '111111' })).status).toBe(400);
    expect((await post('cancel', { id: randomUUID() })).status).toBe(404);
    expect((await fetch(`${lookalike.url}/transaction/pay?id=${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${lookalike.url}/transaction/pay?id[]=x`)).status).toBe(404);

    await payOnPage(url, { cancel: true });
    const again = await post('cancel', { id });
    expect(again.status).toBe(409);
    const over = await (await fetch(url)).text();
    expect(over).toContain('لم يعد بالإمكان دفع هذا المبلغ');
    expect(over).not.toContain('<form');
  });
});

describe('the look-alike mounted in another server', () => {
  const world = createZainCashLookalikeWorld({ ...CREDENTIALS });
  const host = useHostedLookalike(
    zainCashLookalikePlugin,
    { ...CREDENTIALS, world },
    '/lookalike/payments/zaincash',
  );

  it('serves the API and the page under the prefix, reached in-process', async () => {
    const { app, base, prefix } = host;
    const lookalike = { url: base, world, close: async () => {} };
    const { provider } = providerFor(lookalike, { fetch: host.fetch });
    const created = await provider.create(paymentInput());
    expect(created.next).toEqual({
      kind: 'redirect',
      url: `${base}/transaction/pay?id=${created.providerPaymentId}`,
    });
    const page = await app.inject({
      url: `${prefix}/transaction/pay?id=${created.providerPaymentId}`,
    });
    expect(page.body).toContain(`action="${prefix}/transaction/pay/wallet"`);
    const wallet = await injectForm(app, `${prefix}/transaction/pay/wallet`, {
      ...hiddenFields(page.body),
      msisdn: '0780 123 4567',
      pin: '1234',
    });
    expect(wallet.statusCode).toBe(200);
    expect((await provider.status(created.providerPaymentId)).providerStatus).toBe('OTP_SENT');
  });
});
