import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathWith, routeName, validRequest } from './helpers/route-requests';
import { createShopWorld, worldIdFor, type ShopWorld } from './helpers/shop-world';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 20: an empty query parameter (`?rating=&sortPrice=`, what a form or a client that
// serialises every filter sends) means the filter is not set; it is never refused. And
// add-customer-friend reads an empty sellerId as "no seller selected".
let shop: TestApp;
let world: ShopWorld;

beforeAll(async () => {
  shop = await createTestApp();
  world = await createShopWorld(shop);
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('empty query parameters', () => {
  it('filter nothing in the listing: the same answer as no parameters at all', async () => {
    const fields = [
      'category',
      'categoryId',
      'subCategoryId',
      'rating',
      'lowPrice',
      'highPrice',
      'sortPrice',
      'pageNumber',
      'searchValue',
    ];
    const empty = await get(`/api/home/query-products?${fields.map((f) => `${f}=`).join('&')}`);
    const none = await get('/api/home/query-products');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual(none.json());
    expect(empty.json().totalProduct).toBeGreaterThan(0);
    // The spec's own spelling, with its double `&`.
    expect(
      (await get('/api/home/query-products?rating=&sortPrice=&&pageNumber=1')).statusCode,
    ).toBe(200);
  });

  it('keep refusing a value that is given and wrong', async () => {
    const answer = await get('/api/home/query-products?rating=9&sortPrice=');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'invalid_input', params: { fields: 'rating' } });
  });

  it('are unset on every public route that reads a query', async () => {
    // The catalogue marks its reads public after the route table saw them: no access is public.
    // Filters are optional; a query that must be there (WhatsApp's verify handshake, hub.*) is
    // not a filter, and its absence is refused.
    const routes = apiRoutes(shop.app).filter(
      (route) =>
        route.method === 'GET' &&
        (route.access ?? 'public') === 'public' &&
        route.querystring &&
        !route.querystring.required?.length,
    );
    expect(routes.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /api/home/query-products',
        'GET /api/home/price-range-latest-product',
        'GET /api/category-get',
        'GET /api/home/get-subCategories',
      ]),
    );
    for (const route of routes) {
      const { params } = validRequest(route, (field) => worldIdFor(world, route.url, field));
      const fields = Object.keys(route.querystring?.properties ?? {});
      const answer = await get(
        `${pathWith(route.url, params)}?${fields.map((f) => `${f}=`).join('&')}`,
      );
      expect(answer.statusCode, `${routeName(route)}: ${answer.body}`).toBe(200);
    }
  });
});

describe('add-customer-friend', () => {
  it('reads an empty sellerId as no seller selected: the friends, no conversation', async () => {
    const customer = world.customer;
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/chat/customer/add-customer-friend',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { userId: customer.id, sellerId: '' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ messages: [], currentFd: null });
  });
});
