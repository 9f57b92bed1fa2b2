import { describe, expect, it } from 'vitest';
import { redactPersonal } from '../../src/payments/lookalike-http';
import * as fastpay from './fastpay-test-support';
import { callControl } from './provider-test-support';
import * as qi from './qi-test-support';
import * as zaincash from './zaincash-test-support';

// Review of the look-alikes before the public demo mounts them: `__control/received` is open to
// anyone there, so it never shows personal data: card numbers and phone numbers keep their last
// four digits; CVV, OTP / 3-D Secure codes, PINs, passwords, secrets and tokens are redacted.

describe('redactPersonal', () => {
  it('masks card and phone numbers to their last four, redacts codes, secrets and tokens', () => {
    expect(
      redactPersonal({
        cardNumber: '4111 1111 1111 1111',
        pan: '4000000000000002',
        cvv: '123',
        cvc: '123',
        otp: '111111',
        pin: '1234',
        password: 'hunter2',
        store_password: 'x',
        client_secret: 'y',
        refund_secret_key: 'z',
        access_token: 'a.b.c',
        webhook_token: 'eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.c2ln',
        authorization: 'Bearer abc',
        customer: { phone: '9647801234567', name: 'Zainab' },
        msisdn: '+9647501234567',
        mobile_number: '+9647501234567',
        customer_mobile_number: '+9647501234567',
        customer_account_no: '+9647501234567',
        customerMsisdn: '9647801234567',
        note: 'Bearer sometoken',
        list: [{ cardNumber: '4111111111111111' }],
        amount: 25_000,
        orderId: 'CH-10042',
      }),
    ).toEqual({
      cardNumber: '****1111',
      pan: '****0002',
      cvv: '[redacted]',
      cvc: '[redacted]',
      otp: '[redacted]',
      pin: '[redacted]',
      password: '[redacted]',
      store_password: '[redacted]',
      client_secret: '[redacted]',
      refund_secret_key: '[redacted]',
      access_token: '[redacted]',
      webhook_token: '[redacted]',
      authorization: '[redacted]',
      customer: { phone: '****4567', name: 'Zainab' },
      msisdn: '****4567',
      mobile_number: '****4567',
      customer_mobile_number: '****4567',
      customer_account_no: '****4567',
      customerMsisdn: '****4567',
      note: 'Bearer [redacted]',
      list: [{ cardNumber: '****1111' }],
      amount: 25_000,
      orderId: 'CH-10042',
    });
  });

  it('masks a card number or a JWT wherever it stands in text', () => {
    expect(redactPersonal('paid with 4111-1111-1111-1111 today')).toBe('paid with ****1111 today');
    expect(redactPersonal('eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.c2ln')).toBe('[redacted]');
    expect(redactPersonal(null)).toBeNull();
  });
});

const text = (value: unknown) => JSON.stringify(value);

describe('__control/received (and payments) of each look-alike', () => {
  it('Qi Card: no phone number of the customer', async () => {
    const bed = await qi.startTestbed();
    try {
      await bed.qi.create(qi.paymentInput(bed.receiver));
      const received = await callControl(bed.lookalike.url, 'received');
      expect(text(received)).not.toContain('7701234567');
      expect(text(received)).toContain('****4567');
    } finally {
      await bed.close();
    }
  });

  it('ZainCash: no client secret, phone, or webhook token', async () => {
    const receiver = await zaincash.startWebhookReceiver();
    const lookalike = await zaincash.startLookalike({ webhookUrl: receiver.url });
    try {
      const { provider } = zaincash.providerFor(lookalike);
      const created = await provider.create(zaincash.paymentInput());
      await zaincash.payOnPage(created.next.kind === 'redirect' ? created.next.url : '');
      const received = await callControl(lookalike.url, 'received');
      const all = text(received);
      expect(all).not.toContain(zaincash.CREDENTIALS.clientSecret);
      expect(all).not.toMatch(/780123456|750123456/);
      expect(all).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      expect((received as { webhooks: unknown[] }).webhooks.length).toBeGreaterThan(0);
      const payments = text(await callControl(lookalike.url, 'payments'));
      expect(payments).not.toMatch(/780123456/);
      expect(payments).toContain('****4567');
    } finally {
      await lookalike.close();
      await receiver.close();
    }
  });

  it('FastPay: no store password, refund key, or wallet number in requests and IPNs', async () => {
    const receiver = await fastpay.startIpnReceiver();
    const lookalike = await fastpay.startLookalike();
    try {
      const { provider } = fastpay.providerFor(lookalike);
      const created = await provider.create(fastpay.paymentInput(receiver));
      await fastpay.payOnPage(fastpay.pageOf(created));
      await provider.refund({
        providerPaymentId: created.providerPaymentId,
        reference: crypto.randomUUID(),
        amountIqd: 1_000,
        paidIqd: 25_000,
        reason: 'x',
      });
      const received = await callControl(lookalike.url, 'received');
      const all = text(received);
      for (const secret of [fastpay.STORE.storePassword, fastpay.STORE.refundSecretKey]) {
        expect(all).not.toContain(secret);
      }
      expect(all).not.toContain('7501234567');
      expect(all).toContain('****4567');
      expect((received as { ipns: unknown[] }).ipns.length).toBeGreaterThan(0);
      // The orders listed by the control neither.
      const payments = text(await callControl(lookalike.url, 'payments'));
      expect(payments).not.toContain('7501234567');
      expect(payments).toContain('****4567');
    } finally {
      await lookalike.close();
      await receiver.close();
    }
  });
});
