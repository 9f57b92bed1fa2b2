import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/return-path';

describe('safeReturnPath', () => {
  it('keeps a path inside the shop with its query and fragment', () => {
    expect(safeReturnPath('/product/details/shirt-1')).toBe('/product/details/shirt-1');
    expect(safeReturnPath('/products?category=Shirts#top')).toBe('/products?category=Shirts#top');
    expect(safeReturnPath('/product/details/%D9%83%D9%88%D8%A8')).toBe(
      '/product/details/%D9%83%D9%88%D8%A8',
    );
  });

  it.each([
    ['another site, scheme-relative', '//evil.com'],
    ['another site, scheme-relative with a path', '//evil.com/product/details/x'],
    ['a full address', 'https://evil.com/'],
    ['a full address to this shop', 'http://localhost/card'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash trick', '/\\evil.com'],
    ['a backslash later', '/x\\..\\..\\evil.com'],
    ['a tab that browsers drop', '/\t/evil.com'],
    ['a newline', '/\n/evil.com'],
    ['a relative path', 'card'],
    ['an empty string', ''],
    ['a number', 42],
    ['nothing', undefined],
    ['an object', { pathname: '/card' }],
    ['an overlong path', `/${'a'.repeat(2100)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
