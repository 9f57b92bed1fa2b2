import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createQiCardProvider, QI_MAX_CALLBACK_BYTES } from '../../src/payments/qi/client';
import { mapQiStatus, QI_PAYMENT_STATUSES } from '../../src/payments/qi/responses';
import { qiSignedString, signQiFields, verifyQiSignature } from '../../src/payments/qi/signature';

const qiKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyPem = qiKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const qi = createQiCardProvider({
  baseUrl: 'http://127.0.0.1:9/api/v1',
  username: 'u',
  password: 'p',
  terminalId: 't',
  publicKeyPem,
  fetch: () => Promise.reject(new Error('no call is made to read a notification')),
});

const payment = {
  paymentId: 'f2bb5a4e-1c9d-4f37-9a57-0d6a1f0e2c11',
  requestId: 'b1c2d3e4-0000-4000-8000-000000000001',
  amount: 25000,
  currency: 'IQD',
  creationDate: '2026-05-21T10:00:00Z',
  status: 'SUCCESS',
  canceled: false,
  confirmedAmount: 25000,
};

/** Signs exactly this text with Qi's key (or another), as Base64. */
const sign = (text: string, key = qiKeys.privateKey) =>
  createSign('sha256').update(text).sign(key, 'base64');
const callback = (body: unknown, signature?: string | string[]) => ({
  headers: { 'content-type': 'application/json', 'x-signature': signature },
  rawBody: typeof body === 'string' ? body : JSON.stringify(body),
  query: {},
});
const verified = { kind: 'verified', providerPaymentId: payment.paymentId, eventId: null };

describe('the signed string', () => {
  it('joins the five fields with |, the amount at the decimals asked', () => {
    expect(qiSignedString(payment, 3)).toBe(
      'f2bb5a4e-1c9d-4f37-9a57-0d6a1f0e2c11|25000.000|IQD|2026-05-21T10:00:00Z|SUCCESS',
    );
    expect(qiSignedString({ ...payment, amount: '25000.00' }, 2)).toContain('|25000.00|');
  });

  it('writes - for a missing or null field', () => {
    expect(qiSignedString({ paymentId: 'p', amount: null, status: 'FAILED' }, 3)).toBe(
      'p|-|-|-|FAILED',
    );
  });

  it('signs nothing for a field that is an object or an amount that is not a number', () => {
    expect(qiSignedString({ ...payment, status: { a: 1 } }, 3)).toBeUndefined();
    expect(qiSignedString({ ...payment, amount: '25,000' }, 3)).toBeUndefined();
    expect(verifyQiSignature({ ...payment, amount: [1] }, sign('x'), qiKeys.publicKey)).toBe(false);
  });

  it("the look-alike's signature (3 decimals) verifies", () => {
    expect(
      verifyQiSignature(payment, signQiFields(payment, qiKeys.privateKey), qiKeys.publicKey),
    ).toBe(true);
  });
});

describe('reading a notification', () => {
  it('accepts a signature over the amount at 3 decimals', async () => {
    const signature = sign(`${payment.paymentId}|25000.000|IQD|2026-05-21T10:00:00Z|SUCCESS`);
    expect(await qi.readCallback(callback(payment, signature))).toEqual(verified);
  });

  it('accepts a signature over the amount at 2 decimals', async () => {
    const signature = sign(`${payment.paymentId}|25000.00|IQD|2026-05-21T10:00:00Z|SUCCESS`);
    expect(await qi.readCallback(callback(payment, signature))).toEqual(verified);
  });

  it('accepts an amount sent as a decimal string', async () => {
    const body = { ...payment, amount: '25000.000' };
    expect(await qi.readCallback(callback(body, signQiFields(body, qiKeys.privateKey)))).toEqual(
      verified,
    );
  });

  it('accepts a header spelt in capitals', async () => {
    const signed = callback(payment);
    const headers = { 'X-Signature': signQiFields(payment, qiKeys.privateKey) };
    expect(await qi.readCallback({ ...signed, headers })).toEqual(verified);
  });

  it('accepts changed unsigned fields (they are never trusted) but not a changed signed one', async () => {
    const signature = signQiFields(payment, qiKeys.privateKey);
    const unsigned = { ...payment, confirmedAmount: 1, requestId: 'someone-else', canceled: true };
    expect(await qi.readCallback(callback(unsigned, signature))).toEqual(verified);
    for (const changed of [
      { amount: 250 },
      { status: 'FAILED' },
      { currency: 'USD' },
      { paymentId: 'another-payment' },
      { creationDate: '2026-05-22T10:00:00Z' },
    ]) {
      expect(await qi.readCallback(callback({ ...payment, ...changed }, signature))).toMatchObject({
        kind: 'rejected',
      });
    }
  });

  it.each([
    ['no signature', callback(payment), 'no X-Signature header'],
    ['an empty signature', callback(payment, ''), 'no X-Signature header'],
    ['two signatures', callback(payment, ['a', 'b']), 'no X-Signature header'],
    [
      "another key's signature",
      callback(payment, signQiFields(payment, otherKeys.privateKey)),
      'the signature does not match',
    ],
    [
      'a signature that is not Base64',
      callback(payment, '%%%not base64%%%'),
      'the signature does not match',
    ],
    ['a huge signature', callback(payment, 'A'.repeat(100_000)), 'the signature does not match'],
    ['a body that is not JSON', callback('paymentId=1', 'AAAA'), 'the body is not JSON'],
    ['a JSON array', callback('[1,2]', 'AAAA'), 'the body is not a JSON object'],
    ['JSON null', callback('null', 'AAAA'), 'the body is not a JSON object'],
    [
      'no paymentId',
      callback({ ...payment, paymentId: undefined }, 'AAAA'),
      'the body names no payment',
    ],
    [
      'a numeric paymentId',
      callback({ ...payment, paymentId: 7 }, 'AAAA'),
      'the body names no payment',
    ],
    [
      'a huge body',
      callback(`{"paymentId":"p","x":"${'a'.repeat(QI_MAX_CALLBACK_BYTES)}"}`, 'AAAA'),
      'the body is too large',
    ],
  ])('rejects %s', async (_, received, reason) => {
    expect(await qi.readCallback(received)).toEqual({ kind: 'rejected', reason });
  });
});

describe('status mapping', () => {
  it('maps the 13 statuses and canceled onto the five', () => {
    const mapped = Object.fromEntries(QI_PAYMENT_STATUSES.map((s) => [s, mapQiStatus(s, false)]));
    expect(mapped).toEqual({
      CREATED: 'pending',
      FORM_SHOWED: 'pending',
      THREE_DS_METHOD_CALL_REQUIRED: 'pending',
      AUTHENTICATION_REQUIRED: 'pending',
      AUTHENTICATION_STARTED: 'pending',
      AUTHENTICATED: 'pending',
      INITIALIZED: 'pending',
      STARTED: 'pending',
      SUCCESS: 'paid',
      FAILED: 'failed',
      AUTHENTICATION_FAILED: 'failed',
      ERROR: 'failed',
      EXPIRED: 'failed',
    });
    for (const status of QI_PAYMENT_STATUSES) expect(mapQiStatus(status, true)).toBe('cancelled');
  });
});
