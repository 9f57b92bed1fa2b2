import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import { redirectTarget } from '@/features/accounts/utils/redirect-target';
import { clearSignInIntent, saveSignInIntent } from '@/lib/sign-in-intent';

afterEach(() => clearSignInIntent());

const from = (pathname: unknown, search: unknown = '', hash: unknown = '') => ({
  from: { pathname, search, hash },
});

describe('redirectTarget', () => {
  it('goes home when no page asked for the login', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget({})).toBe('/');
  });

  it('goes back to the page the guard sent the visitor away from, with its query', () => {
    expect(redirectTarget(from('/card'))).toBe('/card');
    expect(redirectTarget(from('/dashboard/my-orders', '?status=pending', '#top'))).toBe(
      '/dashboard/my-orders?status=pending#top',
    );
  });

  it.each([
    ['another site', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'card'],
    ['a non-string', 42],
    ['the login page itself', '/login'],
    ['the register page', '/register'],
  ])('ignores %s', (_label, pathname) => {
    expect(redirectTarget(from(pathname))).toBe('/');
  });

  it('follows a safe ?next= on the login address before the history state', () => {
    expect(redirectTarget(null, '?next=%2Fproduct%2Fdetails%2Fshirt&reason=cart')).toBe(
      '/product/details/shirt',
    );
    expect(redirectTarget(from('/card'), '?next=/dashboard')).toBe('/dashboard');
  });

  it.each([
    ['//evil.com'],
    ['https://evil.com/x'],
    ['javascript:alert(1)'],
    ['/\\evil.com'],
    ['/login'],
    ['/registerCode'],
  ])('ignores ?next=%s', (next) => {
    expect(redirectTarget(null, `?next=${encodeURIComponent(next)}`)).toBe('/');
    expect(redirectTarget(from('/card'), `?next=${encodeURIComponent(next)}`)).toBe('/card');
  });

  it('falls back to the page a sign-in intent was saved on (the mailed link opens a new tab)', () => {
    saveSignInIntent({ reason: 'wishlist', path: '/product/details/shirt', productId: 'p1' });
    expect(redirectTarget(null, '')).toBe('/product/details/shirt');
    expect(redirectTarget(from('/card'), '')).toBe('/card');
  });
});
