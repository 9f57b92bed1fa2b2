import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from './helpers/customers';
import { insertCategory } from './helpers/fixtures';
import { listeningTestApp } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

// Other origins (issue 20): CORS_ORIGINS lets those pages call /api and /socket.io with
// credentials and embed the pictures under /uploads; without it nothing changes.
const PARTNER = 'https://app.example';
const SECOND = 'https://m.example';
const STRANGER = 'https://evil.example';
const READ = '/api/home/get-categorys';
const PICTURE = '/uploads/categories/cards-400.webp';

const preflight = (shop: TestApp, url: string, origin: string, method = 'POST') =>
  shop.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,authorization',
    },
  });
const get = (shop: TestApp, url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });

async function withPicture(shop: TestApp) {
  const file = path.join(shop.dataDir, 'uploads', PICTURE.replace('/uploads/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from('RIFF0000WEBP'));
}

describe('without CORS_ORIGINS', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
    await withPicture(shop);
  });
  afterAll(() => shop.close());

  it('answers no preflight and names no origin, as before', async () => {
    const refused = await preflight(shop, READ, PARTNER);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const read = await get(shop, READ, { origin: PARTNER });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps the pictures same-origin', async () => {
    const picture = await get(shop, PICTURE);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('with CORS_ORIGINS', () => {
  let shop: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ shop, url } = await listeningTestApp({
      CORS_ORIGINS: `${PARTNER}, ${SECOND}`,
      READ_CACHE_SECONDS: '60',
    }));
    await withPicture(shop);
    await insertCategory(shop.database.db);
  });
  afterAll(() => shop.close());

  it('answers a preflight from a listed origin with 204 and what it asked for', async () => {
    const answer = await preflight(shop, '/api/home/product/add-to-card', PARTNER);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    expect(answer.headers['access-control-allow-headers']).toBe('content-type,authorization');
    expect(String(answer.headers.vary)).toMatch(/\bOrigin\b/);
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(String(answer.headers['access-control-allow-methods'])).toContain(method);
  });

  it('refuses a preflight from any other origin: 403 and no origin named', async () => {
    for (const origin of [STRANGER, 'null', `${PARTNER}:8443`, 'http://app.example']) {
      const answer = await preflight(shop, '/api/home/product/add-to-card', origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json(), origin).toMatchObject({ code: 'foreign_origin' });
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });

  it('opens only the API: a preflight for a page is not answered', async () => {
    for (const page of ['/', '/robots.txt', PICTURE]) {
      const answer = await preflight(shop, page, PARTNER, 'GET');
      expect(answer.statusCode, page).toBe(404);
      expect(answer.headers['access-control-allow-origin'], page).toBeUndefined();
    }
    const page = await get(shop, '/robots.txt', { origin: PARTNER });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("names each reader's own origin on a kept answer, and none to a stranger", async () => {
    shop.app.forgetSharedReads();
    const first = await get(shop, READ, { origin: PARTNER });
    const second = await get(shop, READ, { origin: SECOND });
    const stranger = await get(shop, READ, { origin: STRANGER });
    const plain = await get(shop, READ);
    expect(first.headers['x-cache']).toBeUndefined();
    expect([second, stranger, plain].map((answer) => answer.headers['x-cache'])).toEqual([
      'hit',
      'hit',
      'hit',
    ]);
    expect(first.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(second.headers['access-control-allow-origin']).toBe(SECOND);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    for (const answer of [first, second, stranger, plain]) {
      expect(String(answer.headers.vary)).toMatch(/\bOrigin\b/);
      expect(answer.body).toBe(first.body);
    }
  });

  it("answers a listed origin's signed-in read with credentials allowed", async () => {
    const customer = await createCustomer(shop);
    const answer = await get(shop, `/api/home/get-address/${customer.id}`, {
      origin: PARTNER,
      cookie: `customerToken=${customer.token}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
  });

  it('lets a listed origin open a Socket.IO polling handshake with credentials', async () => {
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: PARTNER },
    });
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(handshake.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await handshake.text()).toMatch(/^0\{"sid":/);
    const options = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      method: 'OPTIONS',
      headers: { origin: SECOND, 'access-control-request-method': 'POST' },
    });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe(SECOND);
    const stranger = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: STRANGER },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets other pages embed the pictures, and only them', async () => {
    const picture = await get(shop, PICTURE);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await get(shop, READ);
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await get(shop, '/robots.txt');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
