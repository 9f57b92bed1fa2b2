import type { ServerApiRequest } from '@chapkhana/shared/server-render';
import { describe, expect, it } from 'vitest';
import { askInProcess, type CallApi } from './in-process-query';

/** A callApi that answers `status` and `body`, keeping what it was asked. */
function answering(status: number, body: string) {
  const asked: ServerApiRequest[] = [];
  const callApi: CallApi = async (request) => {
    asked.push(request);
    return { status, headers: { 'content-type': 'application/json' }, body };
  };
  return { callApi, asked };
}

describe('askInProcess (the server base query)', () => {
  it('asks for the path under /api and reads a 2xx JSON answer as data', async () => {
    const { callApi, asked } = answering(200, '{"currencyIQD":"1310"}');
    expect(await askInProcess(callApi, 'get-currencyIQD')).toEqual({
      data: { currencyIQD: '1310' },
    });
    expect(await askInProcess(callApi, '/home/shop-settings')).toEqual({
      data: { currencyIQD: '1310' },
    });
    expect(asked.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/api/get-currencyIQD'],
      ['GET', '/api/home/shop-settings'],
    ]);
    expect(asked[0]?.headers.accept).toBe('application/json');
    expect(asked[0]?.body).toBeUndefined();
  });

  it('hands over an answer with its root frozen, which immer takes into the store without a walk', async () => {
    const { callApi } = answering(200, '{"product":{"name":"Card"},"related":[]}');
    const answer = await askInProcess(callApi, 'home/product-details/card');
    expect(Object.isFrozen(answer.data)).toBe(true);
  });

  it('adds params, leaving out undefined ones, and sends an object body as JSON', async () => {
    const { callApi, asked } = answering(201, '');
    const answer = await askInProcess(callApi, {
      url: 'home/query-products?categoryId=c1',
      params: { pageNumber: 2, searchValue: 'کوپ', sortPrice: undefined },
      method: 'POST',
      body: { quantity: 2 },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(answer).toEqual({ data: null });
    expect(asked[0]).toEqual({
      method: 'POST',
      url: `/api/home/query-products?categoryId=c1&pageNumber=2&searchValue=${encodeURIComponent('کوپ')}`,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': 'k1',
      },
      body: '{"quantity":2}',
    });
  });

  it('adds no "?" for params that are all empty, and leaves out headers given as undefined', async () => {
    const { callApi, asked } = answering(200, '{}');
    await askInProcess(callApi, {
      url: 'home/price-range-latest-product',
      params: { categoryId: undefined },
      headers: { Authorization: undefined, 'X-Shop': 'a' },
    });
    await askInProcess(callApi, { url: 'home/price-range-latest-product', params: {} });
    expect(asked.map((request) => request.url)).toEqual([
      '/api/home/price-range-latest-product',
      '/api/home/price-range-latest-product',
    ]);
    expect(asked[0]?.headers).toEqual({ accept: 'application/json', 'x-shop': 'a' });
  });

  it('sends only JSON bodies: a form is refused without asking the API', async () => {
    const { callApi, asked } = answering(200, '{}');
    const form = new FormData();
    form.append('file', 'x');
    expect(
      await askInProcess(callApi, { url: 'print/artwork', method: 'POST', body: form }),
    ).toEqual({
      error: { status: 'FETCH_ERROR', error: 'Only JSON bodies are sent in-process.' },
    });
    await askInProcess(callApi, { url: 'cart', method: 'POST', body: [1, 2] });
    expect(asked.map((request) => request.body)).toEqual(['[1,2]']);
  });

  it('reads any other status as an error with its status and body, as fetchBaseQuery does', async () => {
    const { callApi } = answering(404, '{"error":"No such product.","code":"PRODUCT_NOT_FOUND"}');
    expect(await askInProcess(callApi, 'home/product-details/gone')).toEqual({
      error: { status: 404, data: { error: 'No such product.', code: 'PRODUCT_NOT_FOUND' } },
    });
  });

  it('says PARSING_ERROR for an answer that is not JSON, and FETCH_ERROR when the call throws', async () => {
    const { callApi } = answering(502, '<html>Bad gateway</html>');
    expect(await askInProcess(callApi, 'home/page-data')).toMatchObject({
      error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>' },
    });
    const failing: CallApi = () => Promise.reject(new Error('database gone'));
    expect(await askInProcess(failing, 'home/page-data')).toEqual({
      error: { status: 'FETCH_ERROR', error: 'Error: database gone' },
    });
  });
});
