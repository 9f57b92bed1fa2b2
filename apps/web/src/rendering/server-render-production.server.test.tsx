import { describe, expect, it, vi } from 'vitest';
import type { ServerApiRequest, ServerApiResponse } from '@chapkhana/shared/server-render';
import { fakeApi, translations } from '@/testing/server-render-api';
import { sampleProduct } from '@/testing/sample-products';

// As the production server draws a page: its query hooks start no reads while it is drawn
// (`startsReadsInRender`, lib/api-client.ts), so a read that failed is drawn as failed, not
// asked again and drawn loading. The API client reads the mode as it loads: imported after.
vi.stubEnv('MODE', 'production');
const { createServerRenderer } = await import('./server-render');
const renderer = createServerRenderer({ translations, siteOrigin: 'https://chapkhana.example' });

const listing = {
  '/api/home/query-products': { products: [sampleProduct(2)], totalProduct: 1, parPage: 12 },
  '/api/home/price-range-latest-product': { min: 1000, max: 50000 },
};

/** The shop's answers, but `failing` (an address without its query) answered `answer`. */
function failingRead(failing: string, answer: Omit<ServerApiResponse, 'headers'>) {
  const { callApi } = fakeApi(listing);
  return async (request: ServerApiRequest): Promise<ServerApiResponse> =>
    request.url.split('?')[0] === failing ? { ...answer, headers: {} } : callApi(request);
}

const unavailable = { status: 503, body: JSON.stringify({ error: 'Try again soon.' }) };

describe('a page whose own read failed, drawn as the production server draws it', () => {
  it.each([
    ['home', '/', '/api/home/page-data'],
    ['a product', '/product/details/matte-card-1', '/api/home/product-details/matte-card-1'],
    ['a listing', '/products?category=cat-1', '/api/home/query-products'],
    ['a search', '/products/search?value=mug', '/api/home/query-products'],
    ['the categories', '/categories', '/api/home/get-categories-subCategories'],
    ['About', '/about', '/api/home/shop-pages/about'],
  ])('answers 503 for %s, drawn once, saying it could not be loaded', async (_page, url, read) => {
    const page = await renderer.render({
      url,
      language: 'ar',
      callApi: failingRead(read, unavailable),
    });
    expect(page?.status).toBe(503);
    expect(page?.passes).toBe(1);
    expect(page?.html).toContain('role="alert"');
  });

  it('draws the same pages whole, answering 200, when their reads answer', async () => {
    for (const url of ['/', '/product/details/matte-card-1', '/products?category=cat-1']) {
      const page = await renderer.render({ url, language: 'en', ...fakeApi(listing) });
      expect(page?.status, url).toBe(200);
      expect(page?.html, url).not.toContain('role="alert"');
    }
  });

  it('answers a search the API refused with its refusal (too many searches: 429)', async () => {
    const refusal = { error: 'Too many searches.', code: 'too_many_requests' };
    const page = await renderer.render({
      url: '/products/search?value=mug',
      language: 'en',
      callApi: failingRead('/api/home/query-products', {
        status: 429,
        body: JSON.stringify(refusal),
      }),
    });
    expect(page?.status).toBe(429);
  });

  it('leaves a page at 200 when a read it does not stand on failed (the footer’s contacts)', async () => {
    const page = await renderer.render({
      url: '/product/details/matte-card-1',
      language: 'en',
      callApi: failingRead('/api/home/shop-settings', unavailable),
    });
    expect(page?.status).toBe(200);
  });
});
