import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../src/db/schema/index';
import { call, createSignedInAdmin } from './helpers/console';
import { shopSettingsWith } from './helpers/fixtures';
import { createSignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { restartWithServerRenderer } from './helpers/web-build';

/**
 * A stand-in for the storefront's server build that draws what a page shows of the settings:
 * the WhatsApp number (every page) and, on /about, the About text in the page's language.
 */
const fakeRenderer = `
export function createServerRenderer() {
  return {
    async render({ url, language, callApi }) {
      const get = async (path) =>
        JSON.parse((await callApi({ method: 'GET', url: path, headers: {} })).body);
      const contacts = await get('/api/home/shop-settings');
      const about = url.startsWith('/about') ? (await get('/api/home/shop-pages/about')).text[language] : '';
      return {
        html: '<main>' + language + '|' + contacts.whatsapp + '|' + about + '</main>',
        state: ['{}'],
        status: 200,
        ...(about
          ? {
              head: {
                language, siteName: 'Chapkhana', title: 'About & ' + language, description: about,
                type: 'website', address: '/about', structuredData: [],
              },
            }
          : {}),
      };
    },
  };
}`;

let shop: TestApp;
let app: TestApp['app'];
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;

const complete = shopSettingsWith;
const save = (body: object, token = admin.token) =>
  call(shop, 'PUT', '/api/admin/settings', token, body);
const read = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  // The micro-cache on, as in production: an update must still be read back at once.
  shop = await createTestApp({ READ_CACHE_SECONDS: '60' });
  admin = await createSignedInAdmin(shop);
  app = await restartWithServerRenderer(shop, fakeRenderer);
  shop = { ...shop, app };
});
afterAll(async () => {
  await app.close();
  await shop.close();
});

describe('shop settings', () => {
  it('start empty: nothing of the shop is shown until an admin sets it', async () => {
    const contacts = await read('/api/home/shop-settings');
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json()).toEqual({ whatsapp: '', phone: '', email: '', social: {} });
    const about = await read('/api/home/shop-pages/about');
    expect(about.json()).toEqual({ page: 'about', text: { kr: '', ar: '', en: '' } });
    expect((await read('/api/home/shop-pages/nothing')).statusCode).toBe(400);
  });

  it('stores numbers as E.164 whatever their spelling, and records who changed them', async () => {
    const response = await save(
      complete({
        whatsapp: '٠٧٥٠ ١٢٣ ٤٥٦٧',
        phone: '+964 770 123 4567',
        email: ' info@chapkhana.example ',
        social: { instagram: 'https://instagram.com/chapkhana', facebook: '' },
        about: { kr: 'دەربارەی ئێمە', ar: 'من نحن', en: 'About us' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      whatsapp: '+9647501234567',
      phone: '+9647701234567',
      email: 'info@chapkhana.example',
      social: { instagram: 'https://instagram.com/chapkhana' },
      about: { kr: 'دەربارەی ئێمە', ar: 'من نحن', en: 'About us' },
      updatedBy: { _id: admin.id, name: admin.name },
    });
    const [row] = await shop.database.db.select().from(shopSettings);
    expect(row?.updatedBy).toBe(admin.id);
    expect((await call(shop, 'GET', '/api/admin/settings', admin.token)).json()).toMatchObject({
      whatsapp: '+9647501234567',
    });
  });

  it('is read back at once by the next storefront request, cached or server-rendered', async () => {
    await save(complete({ whatsapp: '07501111111', about: { kr: 'یەکەم', ar: 'أول', en: 'one' } }));
    await read('/api/home/shop-settings');
    expect((await read('/api/home/shop-settings')).headers['x-cache']).toBe('hit');
    const before = await read('/about?lng=ar');
    expect(before.body).toContain('<main>ar|+9647501111111|أول</main>');
    expect((await read('/about?lng=ar')).body).toContain('|أول</main>');

    const saved = await save(
      complete({ whatsapp: '0750 222 2222', about: { kr: 'دووەم', ar: 'ثانٍ', en: 'two' } }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await read('/api/home/shop-settings')).json().whatsapp).toBe('+9647502222222');
    expect((await read('/about?lng=ar')).body).toContain('<main>ar|+9647502222222|ثانٍ</main>');
    expect((await read('/about?lng=kr')).body).toContain('<main>kr|+9647502222222|دووەم</main>');
    const english = (await read('/about?lng=en')).body;
    expect(english).toContain('<html lang="en" dir="ltr"');
    // Its address in every language, for search engines and shared links.
    const origin = shop.config.publicUrl.replace(/\/$/, '');
    expect(english).toContain(
      `<link rel="alternate" hreflang="ckb" href="${origin}/about?lng=kr">`,
    );
    expect(english).toContain(`<link rel="alternate" hreflang="ar" href="${origin}/about?lng=ar">`);
    expect(english).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/about">`);
    // The page's own title, escaped, in place of the shop's.
    expect(english).toContain('<title>About &#38; en</title>');
  });

  it.each([
    [
      'a javascript: link',
      { social: { facebook: 'javascript:alert(1)' } },
      'shop_link_invalid',
      'social.facebook',
    ],
    [
      'a plain http link',
      { social: { youtube: 'http://youtube.com/x' } },
      'shop_link_invalid',
      'social.youtube',
    ],
    ['a malformed phone', { phone: '12345' }, 'shop_phone_invalid', 'phone'],
    [
      'a foreign WhatsApp number',
      { whatsapp: '+44 7700 900123' },
      'shop_phone_invalid',
      'whatsapp',
    ],
    ['a malformed email', { email: 'info@' }, 'shop_email_invalid', 'email'],
  ])('refuses %s with its code and writes nothing', async (_name, changes, code, field) => {
    const before = (await call(shop, 'GET', '/api/admin/settings', admin.token)).json();
    const response = await save(complete({ ...changes, about: { kr: 'x', ar: 'x', en: 'x' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, params: { field } });
    expect((await call(shop, 'GET', '/api/admin/settings', admin.token)).json()).toEqual(before);
  });

  it('refuses a page text over the limit and an unknown network', async () => {
    const long = await save(complete({ contact: { kr: 'a'.repeat(5001), ar: '', en: '' } }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'invalid_input', params: { fields: 'contact' } });
    const unknown = await save({ ...complete(), social: { myspace: 'https://myspace.com/x' } });
    // Unknown networks are dropped by the schema, never stored.
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().social).toEqual({});
  });

  it('is for admins only', async () => {
    const seller = await createSignedInSeller(shop);
    expect((await call(shop, 'GET', '/api/admin/settings', undefined)).statusCode).toBe(401);
    expect((await call(shop, 'GET', '/api/admin/settings', seller.token)).statusCode).toBe(403);
    expect((await save(complete({ whatsapp: '07503333333' }), seller.token)).statusCode).toBe(403);
    const [row] = await shop.database.db
      .select({ whatsapp: shopSettings.whatsapp })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    expect(row?.whatsapp).not.toBe('+9647503333333');
  });
});
