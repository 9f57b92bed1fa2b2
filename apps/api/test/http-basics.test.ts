import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVALIDATES_NOTHING } from '../src/plugins/cache';
import { createTestApp, type TestApp } from './helpers/test-app';

let shop: TestApp;

// A route used only here, to see how the app answers bodies it cannot read.
const echoRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      config: { invalidates: INVALIDATES_NOTHING },
      schema: { body: z.object({ quantity: z.number().int().min(1) }) },
    },
    async (request) => ({ quantity: request.body.quantity }),
  );
  app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail');
  });
};

beforeAll(async () => {
  shop = await createTestApp();
  await shop.app.register(echoRoute);
});
afterAll(() => shop.close());

describe('health', () => {
  it('answers ok while the database answers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', disk: expect.any(Object) });
  });
});

describe('error answers', () => {
  it('answers an unknown API route with 404 and a JSON sentence', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'No route GET /api/no-such-thing.',
      code: 'route_not_found',
      params: { method: 'GET', url: '/api/no-such-thing' },
    });
  });

  it('answers malformed JSON with 400 and a sentence', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'invalid_json',
    });
  });

  it('names the field that fails validation', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { quantity: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid request body: quantity /);
  });

  it('accepts a valid body', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { quantity: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quantity: 2 });
  });

  it('hides internal details of a server fault', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'server_error',
    });
  });

  it('sends security headers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 once the database stops answering', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', code: 'database_unavailable' });
    await other.close();
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/api/home/get-categories-subCategories');
    expect(document.paths).toHaveProperty('/api/health');
  });
});

describe('compression', () => {
  it('sends a large answer compressed to a client that accepts it, and plain to one that does not', async () => {
    const url = '/api/docs/json';
    const plain = await shop.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await shop.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(packed.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });
});
