import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDeliveries } from '../../src/messages/lookalike/deliveries';
import { startQiCardLookalike } from '../../src/payments/qi/lookalike';
import { startZainCashLookalike } from '../../src/payments/zaincash/lookalike';
import { createZainCashLookalikeWorld } from '../../src/payments/zaincash/lookalike-world';

// Issue 38's review: the look-alikes are mounted in the demo, reachable by anyone; what anyone
// can do again and again must neither fill the memory nor lock the demo.

const answered: typeof fetch = async () => new Response('{}', { status: 200 });

function world() {
  return createZainCashLookalikeWorld({
    clientId: 'id',
    clientSecret: 'secret',
    apiKey: 'api-key',
    webhookUrl: 'https://shop.example/webhooks/zaincash',
    fetch: answered,
  });
}

function init(zaincash: ReturnType<typeof world>, externalReferenceId: string = randomUUID()) {
  return zaincash.init({
    externalReferenceId,
    orderId: 'CH-1',
    serviceType: 'x',
    amount: 25_000,
    language: 'en',
    phone: null,
    successUrl: 'https://shop.example/ok',
    failureUrl: 'https://shop.example/ko',
  });
}

describe('the ZainCash look-alike', () => {
  it('keeps taking payments past its cap, forgetting the oldest', () => {
    const zaincash = world();
    const first = init(zaincash);
    for (let i = 1; i < 10_000; i += 1) init(zaincash);
    const next = init(zaincash);
    expect(zaincash.payments.has(next.transactionId)).toBe(true);
    expect(zaincash.payments.has(first.transactionId)).toBe(false);
    expect(zaincash.payments.size).toBe(10_000);
    // The forgotten payment's reference is free again, as its transaction is gone.
    expect(init(zaincash, first.externalReferenceId).transactionId).not.toBe(first.transactionId);
  });

  it('holds back a bounded number of late webhooks', async () => {
    const zaincash = world();
    for (let i = 0; i < 150; i += 1) {
      zaincash.nextOutcome('late-webhook');
      const payment = init(zaincash);
      zaincash.walletGiven(payment.transactionId, '9647801234567');
      zaincash.otpGiven(payment.transactionId, '111111');
    }
    await zaincash.settled();
    zaincash.releaseLateWebhooks();
    await zaincash.settled();
    expect(zaincash.deliveries.log.length).toBeGreaterThan(0);
    expect(zaincash.deliveries.log.length).toBeLessThanOrEqual(100);
  });
});

describe("the look-alikes' webhook log", () => {
  it('keeps the latest deliveries only', async () => {
    const deliveries = createDeliveries(() => answered);
    for (let i = 0; i < 1_100; i += 1) {
      void deliveries.post('https://shop.example/hook', JSON.stringify({ i }), {});
    }
    await deliveries.settled();
    expect(deliveries.log.length).toBeLessThanOrEqual(1_000);
    expect(deliveries.log.map((entry) => (entry.body as { i: number }).i)).toContain(1_099);
  });
});

describe('the hosted pages', () => {
  it('may not be framed, and run no script (Qi Card form, ZainCash page)', async () => {
    const qi = await startQiCardLookalike();
    const zaincash = await startZainCashLookalike({
      clientId: 'id',
      clientSecret: 's',
      apiKey: 'k',
    });
    try {
      const payment = qi.world.create(
        'T',
        { requestId: randomUUID(), amount: 25_000, finishPaymentUrl: 'https://shop.example/r' },
        (id) => `${qi.url}/form/${id}`,
      );
      const made = init(zaincash.world as ReturnType<typeof world>);
      for (const url of [
        payment.formUrl,
        `${zaincash.url}/transaction/pay?id=${made.transactionId}`,
      ]) {
        const response = await fetch(url);
        expect(response.status).toBe(200);
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("default-src 'none'");
      }
    } finally {
      await qi.close();
      await zaincash.close();
    }
  });
});
