import { describe, expect, it } from 'vitest';
import { bannerHref } from './banner-link';

describe('bannerHref', () => {
  it('keeps links that already start with http:// or https://', () => {
    expect(bannerHref('https://shop.example/sale')).toBe('https://shop.example/sale');
    expect(bannerHref('http://shop.example')).toBe('http://shop.example');
    expect(bannerHref('HTTPS://Shop.example')).toBe('HTTPS://Shop.example');
  });

  it('prepends https:// to a link without a scheme', () => {
    expect(bannerHref('shop.example/sale')).toBe('https://shop.example/sale');
    expect(bannerHref('  www.chapkhana.example ')).toBe('https://www.chapkhana.example');
    expect(bannerHref('//cdn.example/a')).toBe('https://cdn.example/a');
  });

  it('turns other schemes into a harmless host name', () => {
    expect(bannerHref('javascript:alert(1)')).toBe('https://javascript:alert(1)');
    expect(bannerHref('httpx://odd')).toBe('https://httpx://odd');
  });

  it('gives no link for an empty value', () => {
    expect(bannerHref('   ')).toBeNull();
  });
});
