import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImageUrl } from '@chapkhana/shared/images';
import { storeImage } from '../src/lib/uploads';
import { pictureOf } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';
import { descriptions, restartWithServerRenderer } from './helpers/web-build';

/**
 * A stand-in for the web app's server build that says what the real one says about a page in
 * `head` (apps/web lib/page-head.ts): a product whose seller typed markup into its name, a
 * listing whose address carries a tracking parameter, a page not found.
 */
const fakeRenderer = `
const HOSTILE = 'Mug "</title><script>alert(1)</script>';
export function createServerRenderer() {
  return {
    async render({ url, language }) {
      const [pathName] = url.split('?');
      const head = (fields) => ({
        language,
        siteName: 'Chapkhana',
        description: 'A ' + HOSTILE + ' & more',
        type: 'website',
        address: pathName,
        structuredData: [],
        ...fields,
      });
      if (pathName === '/product/details/mug') {
        return {
          html: '<main>product</main>', state: ['{}'], status: 200,
          head: head({
            title: HOSTILE + ' — Chapkhana',
            type: 'product',
            image: { url: '/uploads/share/products/mug-1-800.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: HOSTILE },
            price: { amount: '16375.00', currency: 'IQD' },
            structuredData: [{ '@context': 'https://schema.org', '@type': 'Product', name: HOSTILE }],
          }),
        };
      }
      if (pathName === '/products') {
        return {
          html: '<main>listing</main>', state: ['{}'], status: 200,
          head: head({ title: 'Mugs — Chapkhana', address: '/products?category=Mugs&pageNumber=2' }),
        };
      }
      if (pathName === '/plain') return { html: '<main>plain</main>', state: ['{}'], status: 200 };
      return {
        html: '<main>missing</main>', state: ['{}'], status: 404,
        head: head({ title: 'Not found — Chapkhana', address: null, robots: 'noindex' }),
      };
    },
  };
}`;

let shop: TestApp;
let app: TestApp['app'];
let origin: string;

beforeAll(async () => {
  shop = await createTestApp();
  app = await restartWithServerRenderer(shop, fakeRenderer);
  origin = shop.config.publicUrl;
});
afterAll(async () => {
  await app.close();
  await shop.close();
});

const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
const head = (body: string) => /<head>([\s\S]*)<\/head>/.exec(body)?.[1] ?? '';

describe('a page’s head, written by the server', () => {
  it('has one title and one description, its own, escaped where a seller typed markup', async () => {
    const body = head(await page('/product/details/mug?lng=en'));
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).toContain(
      '<title>Mug &#34;&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; — Chapkhana</title>',
    );
    expect(body).not.toContain(descriptions.en);
    expect(body).not.toMatch(/<script>alert/);
    expect(body).toContain(
      '<meta property="og:image:alt" content="Mug &#34;&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;">',
    );
    // Structured data keeps its text and cannot be closed early.
    const [, json = ''] =
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body) ?? [];
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Product',
      name: expect.stringContaining('</title><script>'),
    });
  });

  it('names its canonical address and the alternates on the shop’s origin, and the preview', async () => {
    const body = head(await page('/product/details/mug?lng=ar&utm_source=whatsapp'));
    expect(body).toContain(`<link rel="canonical" href="${origin}/product/details/mug?lng=ar">`);
    for (const [hreflang, lng] of [
      ['ckb', 'kr'],
      ['ar', 'ar'],
      ['en', 'en'],
    ]) {
      expect(body).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${origin}/product/details/mug?lng=${lng}">`,
      );
    }
    expect(body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/product/details/mug">`,
    );
    expect(body).toContain('<meta property="og:type" content="product">');
    expect(body).toContain('<meta property="og:locale" content="ar_IQ">');
    expect(body).toContain(
      `<meta property="og:url" content="${origin}/product/details/mug?lng=ar">`,
    );
    expect(body).toContain(
      `<meta property="og:image" content="${origin}/uploads/share/products/mug-1-800.jpg">`,
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(body).toContain('<meta property="product:price:currency" content="IQD">');
  });

  it('keeps a listing’s own query in its addresses', async () => {
    const body = head(await page('/products?category=Mugs&pageNumber=2&fbclid=x&lng=kr'));
    expect(body).toContain(
      `<link rel="canonical" href="${origin}/products?category=Mugs&#38;pageNumber=2&#38;lng=kr">`,
    );
    expect(body).not.toContain('fbclid');
  });

  it('keeps a page not found out of the index, with no address of its own', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    const body = head(response.body);
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).not.toContain('rel="canonical"');
    expect(body).not.toContain('rel="alternate"');
  });

  it('leaves the built page’s title and description when the renderer says nothing', async () => {
    const body = head(await page('/plain?lng=en'));
    expect(body).toContain(`content="${descriptions.en}"`);
    expect(body.match(/<title>/g)).toHaveLength(1);
  });
});

describe('the picture a link preview shows', () => {
  let picture: string;

  beforeAll(async () => {
    const base = await storeImage(await pictureOf('png', 900, 600), 'product', shop.dataDir);
    picture = shareImageUrl(`${base}-800.webp`) ?? '';
  });

  it('is a 1200×630 JPEG of the uploaded picture, kept for a year', async () => {
    const response = await app.inject({ method: 'GET', url: picture });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // Drawn once and kept beside the uploads; the next preview reads the same file.
    const kept = path.join(shop.dataDir, picture);
    expect((await stat(kept)).size).toBe(response.rawPayload.length);
    expect((await readFile(kept)).equals(response.rawPayload)).toBe(true);
    const again = await app.inject({ method: 'GET', url: picture });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it.each([
    ['a picture never uploaded', '/uploads/share/products/0123456789abcdef01234567-800.jpg'],
    ['another folder', '/uploads/share/orders/abc-800.jpg'],
    ['a way out of the folder', '/uploads/share/products/..%2F..%2Fsecret-800.jpg'],
    ['another format', '/uploads/share/products/abc-800.png'],
  ])('answers 404 for %s', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('answers 404 for a width the shop does not make of a picture it has', async () => {
    const response = await app.inject({
      method: 'GET',
      url: picture.replace('-800.jpg', '-1000.jpg'),
    });
    expect(response.statusCode).toBe(404);
  });
});
