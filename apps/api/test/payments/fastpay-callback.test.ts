import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FASTPAY_CALLBACK_MAX_BYTES } from '../../src/payments/fastpay/callback';
import { createFastPayProvider } from '../../src/payments/fastpay/client';
import type { ReceivedCallback } from '../../src/payments/provider';
import { STORE } from './fastpay-test-support';

const provider = createFastPayProvider({
  baseUrl: 'http://127.0.0.1:9',
  ...STORE,
  fetch: () => Promise.reject(new Error('readCallback never calls FastPay')),
});
const ORDER = '6f0a1b2c3d4e4f508a6b7c8d9e0f1a2b';

/** The IPN of the reference's sample, for our order. */
const ipn = {
  gw_transaction_id: 'AXMNP7A123',
  merchant_order_id: ORDER,
  received_amount: '25000.00',
  currency: 'IQD',
  status: 'Success',
  customer_name: 'Payer',
  customer_mobile_number: '+9647501234567',
  at: '2026-11-28 15:32:00',
  transaction_id: 'AXMNP7A123',
  order_id: ORDER,
  customer_account_no: '+9647501234567',
  received_at: '2026-11-28 15:32:00',
};

const body = (rawBody: string): ReceivedCallback => ({ headers: {}, rawBody, query: {} });
const rejected = (reason: string | RegExp) => ({
  kind: 'rejected',
  reason: expect.stringMatching(reason),
});

describe('a FastPay IPN', () => {
  it('names the order for a validate, as JSON or as a form, and is never verified', async () => {
    const trigger = { kind: 'trigger', providerPaymentId: ORDER };
    expect(await provider.readCallback(body(JSON.stringify(ipn)))).toEqual(trigger);
    const form = new URLSearchParams(ipn).toString();
    expect(await provider.readCallback(body(form))).toEqual(trigger);
    const { merchant_order_id: _merchant, ...onlyOrderId } = ipn;
    expect(await provider.readCallback(body(JSON.stringify(onlyOrderId)))).toEqual(trigger);
  });

  it('whatever amount or status it claims: those are for validate to say', async () => {
    for (const claim of [
      { received_amount: '1.00' },
      { received_amount: '99999999.00', status: 'Success' },
      { status: 'Failed' },
      { currency: 'USD' },
    ]) {
      const verdict = await provider.readCallback(body(JSON.stringify({ ...ipn, ...claim })));
      expect(verdict).toEqual({ kind: 'trigger', providerPaymentId: ORDER });
    }
  });
});

describe('a FastPay IPN that names no order of ours', () => {
  it('rejects an order id of another form, or two ids that differ', async () => {
    for (const [fields, reason] of [
      [{ merchant_order_id: 'CH10042A7' }, 'not one this shop makes'],
      [{ merchant_order_id: ORDER.toUpperCase() }, 'not one this shop makes'],
      [{ merchant_order_id: '../../admin' }, 'not one this shop makes'],
      [{ merchant_order_id: 42 }, 'not one this shop makes'],
      [{ merchant_order_id: { $ne: null } }, 'not one this shop makes'],
      [{ merchant_order_id: [ORDER] }, 'not one this shop makes'],
      [{ order_id: 'f'.repeat(32) }, 'differ'],
      [{ merchant_order_id: null, order_id: null }, 'names no order'],
    ] as const) {
      expect(await provider.readCallback(body(JSON.stringify({ ...ipn, ...fields })))).toEqual(
        rejected(reason),
      );
    }
    const repeated = `merchant_order_id=${ORDER}&merchant_order_id=${'f'.repeat(32)}`;
    expect(await provider.readCallback(body(repeated))).toEqual(rejected('not one this shop'));
  });

  it('rejects malformed bodies, an empty one and anything too big', async () => {
    for (const rawBody of ['{"merchant_order_id":', '[1,2,3]', 'null', '42', 'hello', '']) {
      expect((await provider.readCallback(body(rawBody))).kind).toBe('rejected');
    }
    const huge = JSON.stringify({ ...ipn, padding: 'x'.repeat(FASTPAY_CALLBACK_MAX_BYTES) });
    expect(await provider.readCallback(body(huge))).toEqual(rejected('too large'));
    // The query is not where FastPay puts it: a return URL's `?order_id=` triggers nothing.
    expect(
      await provider.readCallback({ headers: {}, rawBody: '', query: { order_id: ORDER } }),
    ).toEqual(rejected('not a JSON object or a form'));
  });

  it('never throws, never verifies, and triggers only for an order id of ours', async () => {
    const ours = /^[0-9a-f]{32}$/;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.string().map((s) => JSON.stringify({ merchant_order_id: s })),
          fc.string().map((s) => new URLSearchParams({ order_id: s }).toString()),
          fc.dictionary(fc.string(), fc.jsonValue()).map((d) => JSON.stringify(d)),
        ),
        async (rawBody) => {
          const verdict = await provider.readCallback(body(rawBody));
          expect(verdict.kind).not.toBe('verified');
          if (verdict.kind === 'trigger') expect(verdict.providerPaymentId).toMatch(ours);
        },
      ),
      { numRuns: 300 },
    );
  });
});
