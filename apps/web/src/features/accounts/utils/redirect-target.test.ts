import { describe, expect, it } from 'vitest';
import { redirectTarget } from '@/features/accounts/utils/redirect-target';

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
});
