import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQiCardLookalike } from '../../src/payments/qi/lookalike';
import { createZainCashLookalikeWorld } from '../../src/payments/zaincash/lookalike-world';
import * as fastpay from './fastpay-test-support';
import { callControl } from './provider-test-support';
import * as qi from './qi-test-support';
import * as zaincash from './zaincash-test-support';

// Review of the look-alikes before the public demo mounts them: with `allowedOrigins`, a create
// whose return or notify URL is on another origin is refused as the provider refuses a bad
// field, so the look-alike never sends a browser or a post anywhere else. Without it, any URL.

const SHOP = 'https://shop.example';
const EVIL = 'https://evil.example/steal';

describe('Qi Card', () => {
  let receiver: qi.Receiver;
  beforeAll(async () => {
    receiver = await qi.startReceiver();
  });
  afterAll(() => receiver.close());

  it('refuses finishPaymentUrl or notificationUrl on another origin: INVALID_PAYMENT_FORM_DOMAIN (26)', async () => {
    const lookalike = await startQiCardLookalike({
      accounts: [qi.QI_ACCOUNT],
      // A trailing slash or path in an allowed origin is only its origin.
      allowedOrigins: [`${SHOP}/`, new URL(receiver.notifyUrl).origin],
    });
    try {
      const provider = qi.lookalikeProvider(lookalike);
      const created = await provider.create(qi.paymentInput(receiver));
      expect(created.next.kind).toBe('redirect');
      for (const [overrides, field] of [
        [{ returnUrl: EVIL }, 'finishPaymentUrl'],
        [{ notifyUrl: EVIL }, 'notificationUrl'],
        [{ returnUrl: 'https://shop.example:8443/r' }, 'finishPaymentUrl'],
        [{ returnUrl: 'http://shop.example/r' }, 'finishPaymentUrl'],
      ] as const) {
        const error = await qi.failure(provider.create(qi.paymentInput(receiver, overrides)));
        expect(error).toMatchObject({ kind: 'refused', providerCode: '26' });
        expect(error.message).toContain(field);
      }
      expect(lookalike.world.all()).toHaveLength(1);
    } finally {
      await lookalike.close();
    }
  });

  it('takes any origin when not given (tests use random ports)', async () => {
    const lookalike = await startQiCardLookalike({ accounts: [qi.QI_ACCOUNT] });
    try {
      const provider = qi.lookalikeProvider(lookalike);
      await provider.create(qi.paymentInput(receiver, { returnUrl: EVIL, notifyUrl: EVIL }));
      expect(lookalike.world.all()).toHaveLength(1);
    } finally {
      await lookalike.close();
    }
  });
});

describe('ZainCash', () => {
  it('refuses successUrl or failureUrl on another origin: 400 VALIDATION_ERROR', async () => {
    const lookalike = await zaincash.startLookalike({ allowedOrigins: [SHOP] });
    try {
      const { provider } = zaincash.providerFor(lookalike);
      await provider.create(zaincash.paymentInput());
      // The client makes the failure URL from the return URL: both are on the evil origin.
      const error = await zaincash.failure(
        provider.create(zaincash.paymentInput({ returnUrl: EVIL })),
      );
      expect(error).toMatchObject({
        kind: 'refused',
        providerCode: 'VALIDATION_ERROR',
        httpStatus: 400,
      });
      expect(error.message).toContain('redirectUrls.successUrl');
      expect(lookalike.world.payments.size).toBe(1);
    } finally {
      await lookalike.close();
    }
  });

  it('never posts a webhook to another origin: the webhook URL is checked when given and when set', async () => {
    expect(() =>
      createZainCashLookalikeWorld({
        ...zaincash.CREDENTIALS,
        allowedOrigins: [SHOP],
        webhookUrl: EVIL,
      }),
    ).toThrow(/webhookUrl/);
    const lookalike = await zaincash.startLookalike({
      allowedOrigins: [SHOP],
      webhookUrl: `${SHOP}/webhooks/zaincash`,
    });
    try {
      await expect(callControl(lookalike.url, 'webhook-target', { url: EVIL })).rejects.toThrow(
        /refused/,
      );
      await callControl(lookalike.url, 'webhook-target', { url: `${SHOP}/hooks/z` });
      await callControl(lookalike.url, 'webhook-target', { url: null });
    } finally {
      await lookalike.close();
    }
  });

  it('takes any origin when not given', async () => {
    const lookalike = await zaincash.startLookalike();
    try {
      const { provider } = zaincash.providerFor(lookalike);
      await provider.create(zaincash.paymentInput({ returnUrl: EVIL }));
      expect(lookalike.world.payments.size).toBe(1);
    } finally {
      await lookalike.close();
    }
  });
});

describe('FastPay', () => {
  const store = { store_id: fastpay.STORE.storeId, store_password: fastpay.STORE.storePassword };
  const initiation = (urls: Record<string, string>) => ({
    ...store,
    order_id: crypto.randomUUID().replace(/-/g, ''),
    bill_amount: 25_000,
    currency: 'IQD',
    cart: '[]',
    success_url: `${SHOP}/ok`,
    ...urls,
  });

  it('refuses success_url, cancel_url or callback_url on another origin: body code 400', async () => {
    const lookalike = await fastpay.startLookalike({ allowedOrigins: [SHOP] });
    try {
      const call = async (body: unknown) => {
        const response = await fetch(`${lookalike.url}/api/v1/public/pgw/payment/initiation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { code: number; messages: string[] };
      };
      const fine = initiation({ cancel_url: `${SHOP}/ko`, callback_url: `${SHOP}/ipn` });
      expect((await call(fine)).code).toBe(200);
      for (const field of ['success_url', 'cancel_url', 'callback_url']) {
        const answer = await call(initiation({ [field]: EVIL }));
        expect(answer).toEqual({ code: 400, messages: [`Invalid fields: ${field}`], data: null });
      }
      expect(lookalike.world.payments.size).toBe(1);

      const { provider } = fastpay.providerFor(lookalike);
      const error = await fastpay.failure(
        provider.create(fastpay.paymentInput(null, { notifyUrl: EVIL })),
      );
      expect(error).toMatchObject({ kind: 'refused', providerCode: '400' });
    } finally {
      await lookalike.close();
    }
  });

  it('takes any origin when not given', async () => {
    const lookalike = await fastpay.startLookalike();
    try {
      const { provider } = fastpay.providerFor(lookalike);
      await provider.create(fastpay.paymentInput(null, { returnUrl: EVIL, notifyUrl: EVIL }));
      expect(lookalike.world.payments.size).toBe(1);
    } finally {
      await lookalike.close();
    }
  });
});
