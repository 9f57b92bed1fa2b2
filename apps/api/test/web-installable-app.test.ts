import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';
import { writeFakeBuild } from './helpers/web-build';

let shop: TestApp;
let app: TestApp['app'];

beforeAll(async () => {
  shop = await createTestApp();
  const dist = shop.config.webDistDir;
  await writeFakeBuild(dist);
  await writeFakeBuild(shop.config.consoleDistDir);
  // What the storefront's build adds for the installable app (apps/web/src/pwa).
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  for (const language of ['kr', 'ar', 'en']) {
    await writeFile(
      path.join(dist, `manifest-${language}.webmanifest`),
      JSON.stringify({ name: `Chapkhana ${language}`, start_url: `/?lng=${language}` }),
    );
    await writeFile(path.join(dist, `offline-${language}.html`), '<!doctype html><title>x</title>');
  }
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The app reads the build at start-up, so build a second one now that the files exist.
  await shop.app.close();
  app = await buildApp({ config: shop.config, database: shop.database });
});
afterAll(async () => {
  await app.close();
  await shop.close();
});

const get = (url: string, language?: string) =>
  app.inject({ method: 'GET', url, headers: language ? { cookie: `i18next=${language}` } : {} });

const manifestLinks = (body: string) =>
  [...body.matchAll(/<link rel="manifest" href="([^"]+)">/g)].map(([, href]) => href);

describe('the installable storefront', () => {
  it("links the manifest in the page's language, and Apple's icon, on every storefront page", async () => {
    expect(manifestLinks((await get('/')).body)).toEqual(['/manifest-kr.webmanifest']);
    expect(manifestLinks((await get('/products?category=Mugs', 'ar')).body)).toEqual([
      '/manifest-ar.webmanifest',
    ]);
    // The address's language wins, as it does for the page itself.
    expect(manifestLinks((await get('/?lng=en', 'ar')).body)).toEqual(['/manifest-en.webmanifest']);
    // A customer's page (sent bare, drawn by the browser) is the same app.
    const dashboard = (await get('/dashboard/my-orders', 'en')).body;
    expect(manifestLinks(dashboard)).toEqual(['/manifest-en.webmanifest']);
    expect(dashboard).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    // The console is not the installable storefront.
    const console = (await get('/console/', 'en')).body;
    expect(manifestLinks(console)).toEqual([]);
    expect(console).not.toContain('apple-touch-icon');
  });

  it('serves each manifest as a manifest, asked for again on every use', async () => {
    for (const language of ['kr', 'ar', 'en']) {
      const response = await get(`/manifest-${language}.webmanifest`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/manifest+json');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toMatchObject({ start_url: `/?lng=${language}` });
    }
    expect((await get('/manifest-fr.webmanifest')).statusCode).toBe(404);
  });

  it('serves the service worker at the root, asked for again on every use', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Other files that keep their address are still kept for a few minutes.
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/offline-ar.html')).statusCode).toBe(200);
  });
});
