import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { withoutTrailingSlash } from '../src/web/plugin';
import { createTestApp, type TestApp } from './helpers/test-app';
import { descriptions, titles, writeFakeBuild } from './helpers/web-build';

let shop: TestApp;
let app: TestApp['app'];

beforeAll(async () => {
  shop = await createTestApp();
  await writeFakeBuild(shop.config.webDistDir);
  await writeFakeBuild(shop.config.consoleDistDir);
  await mkdir(path.join(shop.dataDir, 'uploads', 'products'), { recursive: true });
  await writeFile(path.join(shop.dataDir, 'uploads', 'products', 'mug-1-200.webp'), 'RIFF');
  await writeFile(path.join(shop.dataDir, 'uploads', 'products', 'mark.svg'), '<svg></svg>');
  // The build's manifest: the entry, a chunk it shares with the home route, and the route's own.
  await mkdir(path.join(shop.config.webDistDir, '.vite'), { recursive: true });
  await writeFile(
    path.join(shop.config.webDistDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'static/index-abc123.js', isEntry: true, imports: ['_vendor-1.js'] },
      '_vendor-1.js': { file: 'static/vendor-1.js' },
      'src/app/routes/home.tsx': {
        file: 'static/home-1.js',
        imports: ['index.html', '_vendor-1.js', '_card-1.js'],
      },
      '_card-1.js': { file: 'static/card-1.js', imports: ['_vendor-1.js'] },
    }),
  );
  // The app reads the build at start-up, so build a second one now that the files exist.
  await shop.app.close();
  app = await buildApp({ config: shop.config, database: shop.database });
});
afterAll(async () => {
  await app.close();
  await shop.close();
});

const page = (url: string, language?: string, acceptLanguage?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      ...(language ? { cookie: `i18next=${language}` } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });

describe('storefront pages', () => {
  it('serves Kurdish, right to left, when no language is chosen', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="ckb" dir="rtl" data-language="kr">');
    expect(response.body).toContain(`<title>${titles.kr}</title>`);
  });

  it.each([
    ['ar', 'ar', 'rtl'],
    ['en', 'en', 'ltr'],
    ['kr', 'ckb', 'rtl'],
  ])('writes lang and dir from the cookie %s', async (cookie, lang, dir) => {
    const response = await page('/products?category=Mugs&categoryId=x', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${lang}" dir="${dir}" data-language="${cookie}">`);
    expect(response.body).toContain(`<title>${titles[cookie as keyof typeof titles]}</title>`);
    // The description too (escaped), for what shows the page before its scripts run.
    const description = descriptions[cookie as keyof typeof descriptions].replace('&', '&#38;');
    expect(response.body).toContain(`<meta name="description" content="${description}" />`);
  });

  it('follows a browser that names Arabic or Kurdish when no cookie is set, and the cookie over it', async () => {
    // An English browser alone keeps the shop's Kurdish (docs/design.md §7).
    expect((await page('/', undefined, 'en-US,en')).body).toContain(
      '<html lang="ckb" dir="rtl" data-language="kr">',
    );
    expect((await page('/', undefined, 'ar-IQ,en')).body).toContain(
      '<html lang="ar" dir="rtl" data-language="ar">',
    );
    expect((await page('/', 'en', 'ar-IQ,en')).body).toContain(
      '<html lang="en" dir="ltr" data-language="en">',
    );
    expect((await page('/', undefined, 'fr-FR,ar-IQ;q=0.8,en;q=0.5')).body).toContain(
      '<html lang="ar" dir="rtl" data-language="ar">',
    );
    expect((await page('/', undefined, 'de-DE,fr;q=0.8')).body).toContain(
      '<html lang="ckb" dir="rtl" data-language="kr">',
    );
    expect((await page('/', 'kr', 'en-US')).body).toContain(
      '<html lang="ckb" dir="rtl" data-language="kr">',
    );
  });

  it('takes ?lng= over the cookie and the browser, and keeps it in the cookie', async () => {
    const response = await page('/?lng=en', 'ar', 'ar-IQ,en');
    expect(response.body).toContain('<html lang="en" dir="ltr" data-language="en">');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^i18next=en; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    // An unknown ?lng= is ignored, and no cookie is written for it or without it.
    const unknown = await page('/?lng=fr', undefined, 'en-US,en');
    expect(unknown.body).toContain('<html lang="ckb" dir="rtl" data-language="kr">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect((await page('/', 'en')).headers['set-cookie']).toBeUndefined();
    // The console's pages read ?lng= the same way.
    const console = await page('/console/?lng=ar', 'en');
    expect(console.body).toContain('<html lang="ar" dir="rtl" data-language="ar">');
    expect(String(console.headers['set-cookie'])).toContain('i18next=ar;');
  });

  it('falls back to the storefront for every client route (history fallback)', async () => {
    for (const url of ['/product/details/some-mug', '/dashboard/my-orders', '/no/such/page']) {
      const response = await page(url, 'en');
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('sends a page asked for with a trailing slash to its one address, its query kept', async () => {
    // One address a page: `/about/` drew the page with `/about/` as its canonical address (the
    // same page twice to a search engine) and named none of its route's chunks (a round trip
    // more on a slow line).
    for (const [url, to] of [
      ['/about/', '/about'],
      ['/products/search/?q=%DA%A9%D9%88%D9%BE&x=1', '/products/search?q=%DA%A9%D9%88%D9%BE&x=1'],
      ['/product/details/some-mug//', '/product/details/some-mug'],
      ['/products/?categoryId=7', '/products?categoryId=7'],
    ]) {
      const response = await page(url!);
      expect(response.statusCode, url).toBe(308);
      expect(response.headers.location, url).toBe(to);
    }
    const head = await app.inject({ method: 'HEAD', url: '/about/' });
    expect(head.statusCode).toBe(308);
    // Not to another site: a path that would start with two slashes is left as it was asked.
    for (const url of ['//evil.example/', '/\\evil.example/', '///evil.example//', '/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.location, url).toBeUndefined();
    }
    // Nor to an address a request line names whole (browsers send those only to a proxy).
    expect(withoutTrailingSlash('http://evil.example/x/')).toBeUndefined();
    expect(withoutTrailingSlash('/x/?next=http://evil.example/')).toBe(
      '/x?next=http://evil.example/',
    );
    // The console's own addresses end with a slash, and an API path is never a page.
    expect((await page('/console/')).statusCode).toBe(200);
    expect((await page('/console/orders/')).statusCode).toBe(200);
    expect((await page('/api/nothing/')).statusCode).toBe(404);
  });

  it('asks the browser to fetch what the page needs first while its scripts load', async () => {
    const preloads = (body: string) =>
      [
        ...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="([^"]+)">/g),
      ].map(([, href, mode]) => `${href} ${mode}`);
    expect(preloads((await page('/', 'ar')).body)).toEqual([
      '/assets/locales/ar/translation.json anonymous',
      '/api/home/get-categories-subCategories use-credentials',
      '/api/home/shop-settings use-credentials',
      '/api/home/page-data use-credentials',
    ]);
    expect(preloads((await page('/product/details/matte-cards?x=1', 'en')).body)).toEqual([
      '/assets/locales/en/translation.json anonymous',
      '/api/home/get-categories-subCategories use-credentials',
      '/api/home/shop-settings use-credentials',
      '/api/home/product-details/matte-cards use-credentials',
      '/api/get-currencyIQD use-credentials',
    ]);
    // A listing's products depend on its filters: the shared two and the rate.
    expect(preloads((await page('/products?category=Mugs', 'kr')).body)).toHaveLength(4);
    expect(preloads((await page('/dashboard', 'kr')).body)).toHaveLength(3);
    // The shop's own pages: their text in every language.
    expect(preloads((await page('/about', 'kr')).body)).toContain(
      '/api/home/shop-pages/about use-credentials',
    );
    // Nothing that could break out of the attribute is ever echoed.
    expect((await page('/product/details/%22%3E%3Cscript%3E', 'en')).body).not.toContain(
      '<script>',
    );
    expect(preloads((await page('/console/', 'en')).body)).toEqual([]);
  });

  it('names the route’s chunks in the page, so they load beside the entry', async () => {
    // Beyond the built page's own (the entry's imports, helpers/web-build.ts).
    const modulePreloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload"[^>]*>/g)]
        .map(([link]) => link)
        .filter((link) => !link.includes('/static/vendor-abc123.js'));
    // The route's chunk and what it imports beyond the entry's own (the page names those).
    expect(modulePreloads((await page('/', 'kr')).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/static/home-1.js">',
      '<link rel="modulepreload" crossorigin href="/static/card-1.js">',
    ]);
    // No chunk for the product page in this manifest; none for a route the list does not name.
    expect(modulePreloads((await page('/product/details/some-mug', 'en')).body)).toEqual([]);
    expect(modulePreloads((await page('/dashboard', 'kr')).body)).toEqual([]);
    // The manifest is the server's, not the browser's.
    expect((await page('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('serves fingerprinted assets with a long cache and locales briefly', async () => {
    const asset = await page('/static/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const locale = await page('/assets/locales/ar/translation.json');
    expect(locale.statusCode).toBe(200);
    expect(locale.json()).toEqual({ meta: { title: titles.ar, description: descriptions.ar } });
    expect(locale.headers['cache-control']).not.toContain('immutable');
  });

  it('leaves the page-only security headers off files that are never a page', async () => {
    const pageOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-frame-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const drawn = await page('/', 'kr');
    expect(drawn.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const name of pageOnly) expect(drawn.headers[name], name).toBeDefined();
    // An address anyone may write that looks like a file's but names none keeps them all.
    for (const url of ['/products/evil.js', '/static/evil.png', '/uploads/evil.webp', '/x.json']) {
      const lookalike = await page(url, 'kr');
      expect(lookalike.statusCode, url).toBe(404);
      expect(lookalike.headers['content-security-policy'], url).toBe(
        drawn.headers['content-security-policy'],
      );
      for (const name of pageOnly) expect(lookalike.headers[name], `${url} ${name}`).toBeDefined();
    }

    const script = await page('/static/index-abc123.js');
    const locale = await page('/assets/locales/ar/translation.json');
    const picture = await page('/uploads/products/mug-1-200.webp');
    for (const [url, response] of Object.entries({ script, locale, picture })) {
      expect(response.statusCode, url).toBe(200);
      for (const name of pageOnly) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      // What a file needs stays.
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toBeDefined();
    }
    // A fingerprinted bundle or a picture is kept for a year unchanged: no validators, no ranges.
    for (const [url, response] of Object.entries({ script, picture })) {
      expect(response.headers['cache-control'], url).toContain('immutable');
      for (const name of ['etag', 'last-modified', 'accept-ranges'])
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // A translation file may change in place: it is asked for again with its ETag.
    expect(locale.headers.etag).toBeDefined();
    // A script may run as a worker: it keeps a policy of its own, the shop's origin only.
    expect(script.headers['content-security-policy']).toBe("default-src 'self'");
    expect(locale.headers['content-security-policy']).toBeUndefined();
    expect(picture.headers['content-security-policy']).toBeUndefined();

    // An SVG is a document that may carry script: it keeps them all.
    const svg = await page('/uploads/products/mark.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(drawn.headers['content-security-policy']);
    for (const name of pageOnly) expect(svg.headers[name], name).toBeDefined();
  });

  it('answers a missing asset or API path with JSON 404, not the page', async () => {
    for (const url of [
      '/static/missing-123.js',
      '/api/home/nothing',
      '/uploads/products/none.webp',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toMatch(/^No route GET/);
    }
  });

  it('serves uploaded images', async () => {
    const response = await page('/uploads/products/mug-1-200.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });
});

describe('the console', () => {
  it("is served at /console/ with its own history fallback, in the reader's language", async () => {
    const redirect = await page('/console');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/console/');
    for (const url of ['/console/', '/console/orders/123']) {
      const response = await page(url, 'ar');
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<html lang="ar" dir="rtl" data-language="ar">');
    }
    const asset = await page('/console/static/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
