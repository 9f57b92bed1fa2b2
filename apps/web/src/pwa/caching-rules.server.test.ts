import { describe, expect, it } from 'vitest';
import {
  RUNTIME_CACHES,
  isCataloguePage,
  isCatalogueRead,
  isConsolePage,
  isPicture,
  isShellFile,
  mayKeep,
  outdatedCaches,
  pageCacheKey,
  readerLanguage,
} from './caching-rules';

const at = (address: string) => new URL(address, 'https://shop.example');
const request = (method: string, headers: Record<string, string> = {}) => ({
  method,
  headers: new Headers(headers),
});
const answer = (status: number, cacheControl?: string) => ({
  status,
  headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
});

describe('what the service worker keeps', () => {
  it('keeps the public catalogue pages, and no customer’s page', () => {
    for (const page of [
      '/',
      '/?lng=ar',
      '/categories',
      '/products?category=Mugs&categoryId=1&pageNumber=2',
      '/products/search?value=mug',
      '/product/details/matte-laminated-business-cards',
      '/about',
      '/contact',
    ])
      expect(isCataloguePage(at(page)), page).toBe(true);
    for (const page of [
      '/card',
      '/shipping',
      '/payment',
      '/order/confirm',
      '/dashboard',
      '/dashboard/my-orders',
      '/dashboard/my-wishlist',
      '/dashboard/chat/seller-1',
      '/dashboard/order/details/1',
      '/login',
      '/register',
      '/registerCode',
      '/console/',
      '/product/details/a/b',
    ])
      expect(isCataloguePage(at(page)), page).toBe(false);
    expect(isConsolePage(at('/console/orders/1'))).toBe(true);
    expect(isConsolePage(at('/consoles'))).toBe(false);
  });

  it('keeps the catalogue’s reads, never a customer’s data, a write or anything sent with a token', () => {
    for (const read of [
      '/api/home/page-data',
      '/api/home/get-categories-subCategories',
      '/api/home/query-products?category=Mugs&pageNumber=1',
      '/api/home/price-range-latest-product?categoryId=1',
      '/api/home/product-details/matte-laminated-business-cards',
      '/api/home/customer/get-reviews/42?pageNo=1',
      '/api/get-currencyIQD',
      '/api/home/shop-settings',
      '/api/home/shop-pages/about',
    ])
      expect(isCatalogueRead(at(read), request('GET')), read).toBe(true);
    // The same read with the customer's token is theirs: never kept.
    expect(
      isCatalogueRead(at('/api/home/page-data'), request('GET', { authorization: 'Bearer x' })),
    ).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(isCatalogueRead(at('/api/home/page-data'), request(method)), method).toBe(false);
    for (const customerData of [
      '/api/home/product/get-card-product/1',
      '/api/home/product/get-wishlist-products/1',
      '/api/home/coustomer/get-orders/1/all',
      '/api/home/coustomer/get-dashboard-data/1',
      '/api/home/coustomer/get-order-details/1',
      '/api/home/get-address/1',
      '/api/get-customer/1',
      '/api/home/print/orders/1',
      '/api/print/artwork/1/file',
      '/api/customer/logout',
      '/api/home/payment-methods',
      '/socket.io/?EIO=4&transport=polling',
    ])
      expect(isCatalogueRead(at(customerData), request('GET')), customerData).toBe(false);
  });

  it('keeps pictures and the shell files that keep their address', () => {
    expect(isPicture(at('/uploads/products/mug-1-400.webp'))).toBe(true);
    expect(isPicture(at('/api/print/artwork/1/file'))).toBe(false);
    expect(isShellFile(at('/assets/locales/ar/translation.json'))).toBe(true);
    expect(isShellFile(at('/page-start.js'))).toBe(true);
    expect(isShellFile(at('/assets/locales/fr/translation.json'))).toBe(false);
  });

  it('keeps only whole answers that are not the reader’s own', () => {
    expect(mayKeep(answer(200))).toBe(true);
    expect(mayKeep(answer(200, 'no-cache'))).toBe(true);
    expect(mayKeep(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(mayKeep(answer(200, 'private, no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(answer(404))).toBe(false);
    expect(mayKeep(answer(206))).toBe(false);
  });
});

describe('the language of a kept or offline page', () => {
  it('is decided as the server decides it: the address, the cookie, the browser, then Kurdish', () => {
    expect(readerLanguage(at('/?lng=en'), 'ar', ['ar-IQ'])).toBe('en');
    expect(readerLanguage(at('/?lng=fr'), 'ar', [])).toBe('ar');
    expect(readerLanguage(at('/product/details/x'), 'en', ['ar-IQ'])).toBe('en');
    expect(readerLanguage(at('/'), undefined, ['en-US', 'ar-IQ'])).toBe('ar');
    // An English browser alone keeps the shop's Kurdish (docs/design.md §7).
    expect(readerLanguage(at('/'), undefined, ['en-US', 'en'])).toBe('kr');
    expect(readerLanguage(at('/'), undefined, [])).toBe('kr');
  });

  it('keeps each language’s copy of an address apart, and one copy however the page was reached', () => {
    const page = at('/products?pageNumber=2&category=Mugs');
    expect(pageCacheKey(page, 'ar')).not.toBe(pageCacheKey(page, 'en'));
    expect(pageCacheKey(at('/?lng=kr&source=pwa'), 'kr')).toBe(pageCacheKey(at('/'), 'kr'));
    expect(pageCacheKey(at('/products?category=Mugs&pageNumber=2#top'), 'ar')).toBe(
      pageCacheKey(page, 'ar'),
    );
    expect(pageCacheKey(at('/product/details/mug'), 'en')).toBe(
      'https://shop.example/product/details/mug?lng=en',
    );
  });

  it('drops the caches an older version kept under other names, and no one else’s', () => {
    const current = Object.values(RUNTIME_CACHES);
    expect(
      outdatedCaches([...current, 'chapkhana-pages-v0', 'workbox-precache-v2-x', 'other']),
    ).toEqual(['chapkhana-pages-v0']);
  });
});
