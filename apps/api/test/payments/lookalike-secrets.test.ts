import { describe, expect, it } from 'vitest';
import { sameSecret } from '../../src/payments/lookalike-http';
import { createFastPayLookalikeWorld } from '../../src/payments/fastpay/lookalike-world';
import { createZainCashLookalikeWorld } from '../../src/payments/zaincash/lookalike-world';
import { startQiCardLookalike, QI_LOOKALIKE_DEMO_ACCOUNT } from '../../src/payments/qi/lookalike';

// Review of the look-alikes before the public demo mounts them: every credential is compared in
// constant time (sha256 digests of both, crypto.timingSafeEqual), whatever its length.

describe('sameSecret', () => {
  it('is true only for the same text, whatever the lengths', () => {
    expect(sameSecret('store-password', 'store-password')).toBe(true);
    expect(sameSecret('store-passwore', 'store-password')).toBe(false);
    expect(sameSecret('store', 'store-password')).toBe(false);
    expect(sameSecret('store-password-and-more', 'store-password')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
    expect(sameSecret('', 'x')).toBe(false);
    expect(sameSecret('دينار', 'دينار')).toBe(true);
  });

  it('is false for what is not text', () => {
    expect(sameSecret(undefined, 'x')).toBe(false);
    expect(sameSecret(null, 'null')).toBe(false);
    expect(sameSecret(['x'], 'x')).toBe(false);
    expect(sameSecret(1, '1')).toBe(false);
  });
});

describe('the look-alikes check credentials with it', () => {
  it('Qi Card: Basic user, password and terminal', async () => {
    const qi = await startQiCardLookalike();
    try {
      const { username, password, terminalId } = QI_LOOKALIKE_DEMO_ACCOUNT;
      expect(qi.world.account(username, password, terminalId)).toBeDefined();
      expect(qi.world.account(username, `${password}x`, terminalId)).toBeUndefined();
      expect(qi.world.account(username, password.slice(0, -1), terminalId)).toBeUndefined();
      expect(qi.world.account(`${username}x`, password, terminalId)).toBeUndefined();
      expect(qi.world.account(username, password, `${terminalId}x`)).toBeUndefined();
    } finally {
      await qi.close();
    }
  });

  it('ZainCash: client id and secret, then the bearer token', () => {
    const world = createZainCashLookalikeWorld({
      clientId: 'client',
      clientSecret: 'client-secret',
      apiKey: 'api-key',
    });
    const form = { grant_type: 'client_credentials', client_id: 'client' };
    expect(() => world.issueToken({ ...form, client_secret: 'client-secreT' })).toThrow(
      'Client authentication failed',
    );
    expect(() => world.issueToken({ ...form, client_secret: 'client' })).toThrow(
      'Client authentication failed',
    );
    const { token } = world.issueToken({ ...form, client_secret: 'client-secret' });
    expect(() => world.authorise(`Bearer ${token}`, 'payment:read')).not.toThrow();
    expect(() => world.authorise(`Bearer ${token.slice(0, -1)}`, 'payment:read')).toThrow(
      'Invalid or expired access token',
    );
    expect(() => world.authorise(`Bearer ${token}x`, 'payment:read')).toThrow(
      'Invalid or expired access token',
    );
  });

  it('FastPay: store id and password, and the refund secret key', () => {
    const world = createFastPayLookalikeWorld({
      storeId: 'store',
      storePassword: 'store-password',
      refundSecretKey: 'refund-key',
    });
    expect(() =>
      world.checkStore({ store_id: 'store', store_password: 'store-password' }),
    ).not.toThrow();
    for (const store_password of ['store-passworD', 'store', ['store-password'], undefined]) {
      expect(() => world.checkStore({ store_id: 'store', store_password })).toThrow(
        'Invalid store credentials',
      );
    }
    expect(() =>
      world.refund({
        orderId: 'a'.repeat(32),
        msisdn: '+9647501234567',
        amount: 1,
        secret: 'refund-ke',
      }),
    ).toThrow('Invalid refund secret key');
  });
});
