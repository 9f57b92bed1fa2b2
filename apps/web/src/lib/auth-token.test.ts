import { describe, expect, it } from 'vitest';
import { CUSTOMER_TOKEN_KEY, decodeCustomerToken, readCustomerToken } from '@/lib/auth-token';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = String.fromCharCode(...bytes);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token; the client never verifies signatures. */
function token(payload: object): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

describe('decodeCustomerToken', () => {
  it('reads the name and the other claims of a valid token', () => {
    const claims = decodeCustomerToken(
      token({
        id: 'u1',
        name: 'Aram',
        phone: '+9647501234567',
        address: 'Erbil',
        exp: nowSeconds + 3600,
      }),
      NOW,
    );
    expect(claims).toEqual({ id: 'u1', name: 'Aram', phone: '+9647501234567', address: 'Erbil' });
  });

  it('decodes UTF-8 names written in Kurdish and Arabic script', () => {
    expect(
      decodeCustomerToken(token({ name: 'ئاراس ڕەحیم', exp: nowSeconds + 60 }), NOW)?.name,
    ).toBe('ئاراس ڕەحیم');
    expect(decodeCustomerToken(token({ name: 'علي حسين' }), NOW)?.name).toBe('علي حسين');
  });

  it('treats an expired token as signed out', () => {
    expect(decodeCustomerToken(token({ name: 'Aram', exp: nowSeconds - 1 }), NOW)).toBeNull();
    expect(decodeCustomerToken(token({ name: 'Aram', exp: nowSeconds }), NOW)).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['a token without three parts', 'abc.def'],
    ['a payload that is not base64url', 'a.!!!.c'],
    ['a payload that is not JSON', `a.${base64Url('not json')}.c`],
    ['a payload that is not an object', `a.${base64Url('"Aram"')}.c`],
    ['a payload without a name', token({ id: 'u1' })],
    ['a payload with an empty name', token({ name: '' })],
    ['a non-numeric expiry', token({ name: 'Aram', exp: 'tomorrow' })],
  ])('rejects %s', (_label, value) => {
    expect(decodeCustomerToken(value, NOW)).toBeNull();
  });
});

describe('readCustomerToken', () => {
  it('returns the stored token only while it is valid', () => {
    const valid = token({ name: 'Aram', exp: nowSeconds + 60 });
    window.localStorage.setItem(CUSTOMER_TOKEN_KEY, valid);
    expect(readCustomerToken(NOW)).toBe(valid);
    expect(readCustomerToken(NOW + 61_000)).toBeNull();
  });

  it('returns null when nothing or garbage is stored', () => {
    expect(readCustomerToken(NOW)).toBeNull();
    window.localStorage.setItem(CUSTOMER_TOKEN_KEY, 'garbage');
    expect(readCustomerToken(NOW)).toBeNull();
  });
});
