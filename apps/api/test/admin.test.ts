import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  currencyRates,
  orders,
  productColors,
  products,
  sellerOrders,
  staffUsers,
} from '../src/db/schema/index';
import {
  checkCreateAdminInput,
  createAdminAccount,
  parseCreateAdminArgs,
} from '../src/modules/staff/create-admin';
import { payableFigures } from '@chapkhana/shared/order-figures';
import { createCustomer, newPhone } from './helpers/customers';
import { call, createSignedInAdmin, orderProducts, upload } from './helpers/console';
import {
  insertCategory,
  insertProduct,
  insertProductWithColours,
  insertSeller,
  insertSubCategory,
} from './helpers/fixtures';
import { pictureOf } from './helpers/images';
import { closeSockets, listeningTestApp, nextEvent, socketClient } from './helpers/sockets';
import { createSignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { TESTED_WITH_DOCUMENTS, TESTED_WITH_PARCELS, TESTED_WITH_STAFF } from './helpers/routes';

let shop: TestApp;
let url: string;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp({ SHIPPING_FEE_IQD: '5000' }));
  await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  admin = await createSignedInAdmin(shop);
});
afterAll(() => shop.close());
afterEach(closeSockets);

const db = () => shop.database.db;
const adminCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  call(shop, method, path, admin.token, payload);
const onDisk = (imageUrl: string) => existsSync(path.join(shop.dataDir, imageUrl));

/** A print house as the admin's form sends it (the phone as people type it). */
const NEW_SELLER = {
  shopNameKu: 'چاپخانەی ئاسۆ',
  shopNameAr: 'مطبعة آسو',
  shopNameEn: 'Aso Print',
  city: 'SUL',
  name: 'Aso Kamal',
  email: 'Aso.Print@Test.example',
  phone: '0750 444 1234',
  language: 'kr',
};

/** One call per admin route, each with a body that passes validation, so access is what decides. */
function everyAdminRoute(): {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}[] {
  const id = randomUUID();
  return [
    { method: 'GET', url: '/api/admin/categories' },
    { method: 'POST', url: '/api/admin/categories' },
    { method: 'GET', url: `/api/admin/categories/${id}` },
    { method: 'PATCH', url: `/api/admin/categories/${id}`, payload: { position: 1 } },
    { method: 'PUT', url: `/api/admin/categories/${id}/image` },
    { method: 'DELETE', url: `/api/admin/categories/${id}` },
    { method: 'GET', url: '/api/admin/sub-categories' },
    {
      method: 'POST',
      url: '/api/admin/sub-categories',
      payload: { categoryId: id, enName: 'A', kuName: 'B', arName: 'C' },
    },
    { method: 'PATCH', url: `/api/admin/sub-categories/${id}`, payload: { position: 1 } },
    { method: 'DELETE', url: `/api/admin/sub-categories/${id}` },
    { method: 'GET', url: '/api/admin/banners' },
    { method: 'POST', url: '/api/admin/banners' },
    { method: 'PATCH', url: `/api/admin/banners/${id}`, payload: { active: false } },
    { method: 'PUT', url: `/api/admin/banners/${id}/image` },
    { method: 'DELETE', url: `/api/admin/banners/${id}` },
    { method: 'GET', url: '/api/admin/search-synonyms' },
    // Every WhatsApp and SMS message (test/messages/providers.test.ts reads them).
    { method: 'GET', url: '/api/admin/messages' },
    {
      method: 'POST',
      url: '/api/admin/search-synonyms',
      payload: { terms: ['mug', 'cup'] },
    },
    {
      method: 'PATCH',
      url: `/api/admin/search-synonyms/${id}`,
      payload: { terms: ['mug', 'cup'] },
    },
    { method: 'DELETE', url: `/api/admin/search-synonyms/${id}` },
    { method: 'GET', url: '/api/admin/currency' },
    { method: 'POST', url: '/api/admin/currency', payload: { currencyIQD: '1400' } },
    { method: 'GET', url: '/api/admin/sellers' },
    { method: 'POST', url: '/api/admin/sellers', payload: NEW_SELLER },
    {
      method: 'PATCH',
      url: `/api/admin/sellers/${id}`,
      payload: { active: false, reason: 'Unpaid fees' },
    },
    { method: 'POST', url: `/api/admin/sellers/${id}/invite`, payload: { language: 'kr' } },
    { method: 'GET', url: '/api/admin/customers' },
    { method: 'PATCH', url: `/api/admin/customers/${id}`, payload: { discountPercent: '5' } },
    { method: 'GET', url: `/api/admin/customers/${id}/orders` },
    { method: 'GET', url: '/api/admin/orders' },
    { method: 'GET', url: `/api/admin/orders/${id}` },
    { method: 'PATCH', url: `/api/admin/orders/${id}`, payload: { delivery_status: 'preparing' } },
    { method: 'POST', url: `/api/admin/orders/${id}/cash-collected` },
    {
      method: 'POST',
      url: `/api/admin/orders/${id}/parts/${id}/cash-collected`,
      payload: { amount: '1000' },
    },
    { method: 'GET', url: `/api/admin/orders/${id}/payments` },
    {
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      payload: { paymentId: id, amountIqd: 1000, reason: 'A reason' },
    },
    { method: 'GET', url: '/api/admin/settings' },
    { method: 'GET', url: '/api/admin/payment-methods' },
    { method: 'PUT', url: '/api/admin/payment-methods/fib', payload: { enabled: true } },
    { method: 'GET', url: '/api/admin/reconciliation?from=2026-11-01&to=2026-11-07' },
    { method: 'GET', url: '/api/admin/reconciliation/flags' },
    {
      method: 'POST',
      url: `/api/admin/reconciliation/flags/${id}/resolve`,
      payload: { note: 'Refunded' },
    },
    { method: 'POST', url: '/api/admin/reconciliation/days/2026-11-01/check' },
    { method: 'PUT', url: '/api/admin/settings', payload: { whatsapp: '' } },
    // The dashboard's figures (test/dashboard.test.ts adds them up).
    { method: 'GET', url: '/api/admin/dashboard' },
    { method: 'GET', url: '/api/admin/dashboard/csv' },
    { method: 'GET', url: '/api/admin/holidays' },
    { method: 'POST', url: '/api/admin/holidays' },
    { method: 'PUT', url: `/api/admin/holidays/${id}` },
    { method: 'DELETE', url: `/api/admin/holidays/${id}` },
    { method: 'GET', url: '/api/admin/working-week' },
    { method: 'PUT', url: '/api/admin/working-week' },
  ];
}

describe('who may call the admin routes', () => {
  it('lists every admin route in this test', () => {
    const declared = shop.app.routeTable
      // Print jobs are tested with their module (test/print-jobs.test.ts, the access matrix).
      .filter(
        (r) =>
          r.url.startsWith('/api/admin/') &&
          !r.url.startsWith('/api/admin/print/') &&
          // So is the production board (test/production-board.test.ts, the access matrix).
          !r.url.startsWith('/api/admin/production/') &&
          !TESTED_WITH_PARCELS.test(r.url) &&
          !TESTED_WITH_DOCUMENTS.test(r.url) &&
          !TESTED_WITH_STAFF.test(r.url) &&
          r.method !== 'HEAD',
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const tested = everyAdminRoute()
      .map(
        (r) =>
          `${r.method} ${r.url
            .replace(/[0-9a-f-]{36}/, ':id')
            .replace(/[0-9a-f-]{36}/, ':partId')
            .replace(/(\/payment-methods\/)[a-z]+$/, '$1:method')
            .replace(/\?.*$/, '')
            .replace(/\/days\/[0-9-]+\//, '/days/:day/')}`,
      )
      .sort();
    expect(tested).toEqual(declared);
  });

  it('refuses no token and a customer token with 401, and a seller token with 403', async () => {
    const customer = await createCustomer(shop);
    const seller = await createSignedInSeller(shop);
    for (const route of everyAdminRoute()) {
      const label = `${route.method} ${route.url}`;
      const anonymous = await call(shop, route.method, route.url, undefined, route.payload);
      expect(anonymous.statusCode, label).toBe(401);
      // A customer token is not a staff token, whatever it says.
      const asCustomer = await call(shop, route.method, route.url, customer.token, route.payload);
      expect(asCustomer.statusCode, label).toBe(401);
      expect(asCustomer.json().error).toMatch(/console sign-in/);
      const asSeller = await call(shop, route.method, route.url, seller.token, route.payload);
      expect(asSeller.statusCode, label).toBe(403);
    }
  });

  it('refuses an admin whose account was deactivated', async () => {
    const other = await createSignedInAdmin(shop);
    expect((await call(shop, 'GET', '/api/admin/sellers', other.token)).statusCode).toBe(200);
    await db().update(staffUsers).set({ active: false }).where(eq(staffUsers.id, other.id));
    expect((await call(shop, 'GET', '/api/admin/sellers', other.token)).statusCode).toBe(401);
  });
});

describe('categories', () => {
  const names = (en: string) => [
    { name: 'enName', value: en },
    { name: 'kuName', value: `  کارتی ${en}  ` },
    { name: 'arName', value: `بطاقات ${en}` },
  ];
  const createCategory = async (en: string) =>
    upload(shop, 'POST', '/api/admin/categories', admin.token, [
      ...names(en),
      { name: 'position', value: '3' },
      { name: 'image', filename: 'cards.png', content: await pictureOf('png'), type: 'image/png' },
    ]);

  it('creates one from a form with a picture, stores its WebP widths and shows it in the shop', async () => {
    const created = await createCategory('Business Cards');
    expect(created.statusCode).toBe(201);
    const category = created.json().category;
    expect(category).toMatchObject({
      slug: 'business-cards',
      enName: 'Business Cards',
      kuName: 'کارتی Business Cards',
      position: 3,
      productCount: 0,
      subCategoryCount: 0,
    });
    expect(category.image).toMatch(/^\/uploads\/categories\/[0-9a-f]{24}-400\.webp$/);
    expect(onDisk(category.image)).toBe(true);
    expect(onDisk(category.image.replace('-400.', '-200.'))).toBe(true);

    const storefront = await call(shop, 'GET', '/api/home/get-categorys', undefined);
    expect(storefront.json().categorys.map((c: { _id: string }) => c._id)).toContain(category._id);
  });

  it('makes slugs unique with a number and refuses a second category of the same name', async () => {
    const first = (await createCategory('Mugs & Cups!')).json().category;
    const second = (await createCategory('Mugs   Cups')).json().category;
    expect(first.slug).toBe('mugs-cups');
    expect(second.slug).toBe('mugs-cups-2');
    const again = await createCategory('mugs & cups!');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A category named "mugs & cups!" already exists.');
  });

  it('answers missing names, a missing picture and a picture that is not one with sentences', async () => {
    const noName = await upload(shop, 'POST', '/api/admin/categories', admin.token, [
      { name: 'enName', value: '   ' },
      { name: 'arName', value: 'x' },
      { name: 'image', filename: 'a.png', content: await pictureOf('png') },
    ]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('Invalid form: enName is required; kuName is required.');

    const noPicture = await upload(
      shop,
      'POST',
      '/api/admin/categories',
      admin.token,
      names('Pens'),
    );
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json().error).toBe('Choose a picture to upload in "image".');

    const text = await upload(shop, 'POST', '/api/admin/categories', admin.token, [
      ...names('Pens'),
      {
        name: 'image',
        filename: 'pens.png',
        content: Buffer.from('just some text'),
        type: 'image/png',
      },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatch(/not a picture we can read/);

    const png = await pictureOf('png', 400, 400);
    const truncated = await upload(shop, 'POST', '/api/admin/categories', admin.token, [
      ...names('Pens'),
      { name: 'image', filename: 'cut.png', content: png.subarray(0, png.length - 40) },
    ]);
    expect(truncated.statusCode).toBe(415);

    const json = await adminCall('POST', '/api/admin/categories', { enName: 'Pens' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart\/form-data/);
  });

  it('refuses a file over 5 MB with 413 and a picture over 6000 pixels a side with 400', async () => {
    const big = await upload(shop, 'POST', '/api/admin/categories', admin.token, [
      ...names('Flags'),
      { name: 'image', filename: 'big.png', content: Buffer.alloc(5 * 1024 * 1024 + 1, 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('A picture may be at most 5 MB. Please upload a smaller one.');

    const wide = await upload(shop, 'POST', '/api/admin/categories', admin.token, [
      ...names('Flags'),
      { name: 'image', filename: 'wide.png', content: await pictureOf('png', 6001, 4) },
    ]);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error).toBe('This picture is 6001×4 pixels; at most 6000×6000 is accepted.');
  });

  it('renames (keeping the slug), replaces the picture, pages and searches', async () => {
    const category = (await createCategory('Stickers')).json().category;
    const renamed = await adminCall('PATCH', `/api/admin/categories/${category._id}`, {
      enName: ' Labels ',
      position: 0,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category).toMatchObject({
      enName: 'Labels',
      slug: 'stickers',
      position: 0,
    });

    const jpeg = await upload(
      shop,
      'PUT',
      `/api/admin/categories/${category._id}/image`,
      admin.token,
      [
        {
          name: 'image',
          filename: 'labels.jpg',
          content: await pictureOf('jpeg'),
          type: 'image/jpeg',
        },
      ],
    );
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().category.image).not.toBe(category.image);
    expect(onDisk(jpeg.json().category.image)).toBe(true);

    const found = await adminCall('GET', '/api/admin/categories?search=label&perPage=1');
    expect(found.json()).toMatchObject({ total: 1, page: 1, perPage: 1 });
    expect(found.json().items[0]._id).toBe(category._id);
    expect((await adminCall('GET', '/api/admin/categories?perPage=101')).statusCode).toBe(400);
    expect((await adminCall('PATCH', `/api/admin/categories/${category._id}`, {})).statusCode).toBe(
      400,
    );
    expect((await adminCall('GET', `/api/admin/categories/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses to delete a category that products use, and deletes one that none use', async () => {
    const seller = await createSignedInSeller(shop);
    const used = await insertCategory(db());
    await insertProduct(db(), { sellerId: seller.sellerId, categoryId: used.id });
    const refused = await adminCall('DELETE', `/api/admin/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('1 product uses this category; move or delete it first.');

    const empty = await insertCategory(db());
    await insertSubCategory(db(), empty.id);
    expect((await adminCall('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(200);
    expect((await adminCall('GET', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });
});

describe('sub-categories', () => {
  it('creates, lists by category, renames and deletes; refuses deleting one in use', async () => {
    const category = await insertCategory(db());
    const created = await adminCall('POST', '/api/admin/sub-categories', {
      categoryId: category.id,
      enName: 'A5 Flyers',
      kuName: 'فلایەری A5',
      arName: 'منشورات A5',
    });
    expect(created.statusCode).toBe(201);
    const sub = created.json().subCategory;
    expect(sub).toMatchObject({ slug: 'a5-flyers', categoryId: category.id, productCount: 0 });

    const twin = await adminCall('POST', '/api/admin/sub-categories', {
      categoryId: category.id,
      enName: 'a5 flyers',
      kuName: 'x',
      arName: 'y',
    });
    expect(twin.statusCode).toBe(409);
    const orphan = await adminCall('POST', '/api/admin/sub-categories', {
      categoryId: randomUUID(),
      enName: 'Orphan',
      kuName: 'x',
      arName: 'y',
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error).toBe('categoryId does not name a category.');

    const listed = await adminCall('GET', `/api/admin/sub-categories?categoryId=${category.id}`);
    expect(listed.json().items.map((s: { _id: string }) => s._id)).toEqual([sub._id]);
    // The parent's names in all three languages, so each reading language can show its own.
    expect(listed.json().items[0].category).toEqual({
      enName: category.enName,
      kuName: category.kuName,
      arName: category.arName,
    });

    const renamed = await adminCall('PATCH', `/api/admin/sub-categories/${sub._id}`, {
      kuName: 'فلایەر',
    });
    expect(renamed.json().subCategory.kuName).toBe('فلایەر');

    const seller = await createSignedInSeller(shop);
    const product = await insertProduct(db(), {
      sellerId: seller.sellerId,
      categoryId: category.id,
      subCategoryId: sub._id,
    });
    const moved = await adminCall('PATCH', `/api/admin/sub-categories/${sub._id}`, {
      categoryId: (await insertCategory(db())).id,
    });
    expect(moved.statusCode).toBe(409);
    expect((await adminCall('DELETE', `/api/admin/sub-categories/${sub._id}`)).statusCode).toBe(
      409,
    );

    await db().delete(products).where(eq(products.id, product.id));
    expect((await adminCall('DELETE', `/api/admin/sub-categories/${sub._id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('banners', () => {
  it('creates one from a form, hides it from the home page when inactive, and deletes it', async () => {
    const created = await upload(shop, 'POST', '/api/admin/banners', admin.token, [
      { name: 'link', value: 'shop.example/sale' },
      { name: 'position', value: '2' },
      { name: 'image', filename: 'sale.jpg', content: await pictureOf('jpeg', 1600, 600) },
    ]);
    expect(created.statusCode).toBe(201);
    const banner = created.json().banner;
    expect(banner).toMatchObject({ link: 'shop.example/sale', position: 2, active: true });
    expect(onDisk(banner.image)).toBe(true);
    expect(onDisk(banner.image.replace('-1280.', '-640.'))).toBe(true);

    const home = async () =>
      (await call(shop, 'GET', '/api/banners', undefined))
        .json()
        .banners.map((b: { _id: string }) => b._id);
    expect(await home()).toContain(banner._id);
    const hidden = await adminCall('PATCH', `/api/admin/banners/${banner._id}`, { active: false });
    expect(hidden.json().banner.active).toBe(false);
    expect(await home()).not.toContain(banner._id);
    expect((await adminCall('GET', '/api/admin/banners')).json().items).toContainEqual(
      expect.objectContaining({ _id: banner._id, active: false }),
    );

    expect((await adminCall('DELETE', `/api/admin/banners/${banner._id}`)).statusCode).toBe(200);
    expect((await adminCall('DELETE', `/api/admin/banners/${banner._id}`)).statusCode).toBe(404);
  });

  it('refuses a link that is not a web address', async () => {
    const script = await upload(shop, 'POST', '/api/admin/banners', admin.token, [
      { name: 'link', value: 'javascript:alert(1)' },
      { name: 'image', filename: 'x.png', content: await pictureOf('png') },
    ]);
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toBe(
      'Invalid form: link must be a web address such as https://shop.example/sale.',
    );
  });
});

describe('currency rate', () => {
  it('adds a rate to the history, tells every open page and prices with it', async () => {
    const visitor = await socketClient(url);
    const heard = nextEvent(visitor, 'currencyUpdate');
    const set = await adminCall('POST', '/api/admin/currency', { currencyIQD: '١٤٢٥.٥' });
    expect(set.statusCode).toBe(201);
    expect(set.json()).toMatchObject({
      currencyIQD: '1425.5000',
      entry: { currencyIQD: '1425.5000', setBy: { _id: admin.id, name: 'Dilan Admin' } },
    });
    expect(await heard).toEqual({ currencyIQD: '1425.5000' });

    const rows = await db().select().from(currencyRates);
    expect(rows.find((r) => r.iqdPerUnit === '1425.5000')?.setBy).toBe(admin.id);
    expect(rows.find((r) => r.iqdPerUnit === '1310.0000')).toBeDefined();

    const history = (await adminCall('GET', '/api/admin/currency?perPage=1')).json();
    expect(history).toMatchObject({ currencyIQD: '1425.5000', total: rows.length, perPage: 1 });
    expect(history.items[0].currencyIQD).toBe('1425.5000');
    const storefront = await call(shop, 'GET', '/api/get-currencyIQD', undefined);
    expect(storefront.json().currencyIQD).toBe('1425.5000');
  });

  it('refuses zero, negative, unreadable and absurd rates', async () => {
    for (const currencyIQD of ['0', '-5', 'abc', '1310.12345', '100001', '']) {
      const response = await adminCall('POST', '/api/admin/currency', { currencyIQD });
      expect(response.statusCode, currencyIQD).toBe(400);
      expect(response.json().error).toMatch(/^Invalid request body: currencyIQD /);
    }
  });
});

describe('adding a seller', () => {
  const setPassword = (token: string, password: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/staff/password',
      payload: { token, password },
    });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('adds a print house whose account sets its password from a mailed link, once', async () => {
    const added = await adminCall('POST', '/api/admin/sellers', NEW_SELLER);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      mailSent: true,
      seller: {
        shopNameKu: 'چاپخانەی ئاسۆ',
        shopNameAr: 'مطبعة آسو',
        shopNameEn: 'Aso Print',
        city: 'Sulaymaniyah',
        active: true,
        suspendedReason: null,
        productCount: 0,
        account: { name: 'Aso Kamal', email: 'aso.print@test.example', phone: '+9647504441234' },
      },
    });
    const sellerId = added.json().seller._id as string;
    // The mail is in the language the admin chose, and names the shop in it.
    const mail = shop.mailer.sent.filter((m) => m.to === 'aso.print@test.example').at(-1)!;
    expect(mail.subject).toMatch(/وشەی نهێنی/);
    expect(mail.text).toContain('چاپخانەی ئاسۆ');
    const link = shop.mailer.lastLink('aso.print@test.example');
    expect(link.startsWith(`${shop.config.publicUrl}/console/set-password?token=`)).toBe(true);

    // No password works before the link is used.
    const early = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { login: '07504441234', password: 'anything at all' },
    });
    expect(early.statusCode).toBe(401);

    expect((await setPassword(tokenOf(link), 'short')).statusCode).toBe(400);
    const set = await setPassword(tokenOf(link), 'paper and ink 2026');
    expect(set.statusCode).toBe(200);
    expect(set.json().staff).toMatchObject({ role: 'seller', sellerId, name: 'Aso Kamal' });
    const products = await call(shop, 'GET', '/api/seller/products', set.json().token);
    expect(products.statusCode).toBe(200);

    // The link works once: a second use (or a forged token) is refused with its code.
    for (const token of [tokenOf(link), 'not-a-token', set.json().token]) {
      const again = await setPassword(token, 'another password 1');
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('password_link_invalid');
    }
    // A new link (sent again from the list) replaces the password, ending the old sign-ins.
    const resent = await adminCall('POST', `/api/admin/sellers/${sellerId}/invite`, {
      language: 'ar',
    });
    expect(resent.statusCode).toBe(200);
    const arabic = shop.mailer.sent.filter((m) => m.to === 'aso.print@test.example').at(-1)!;
    expect(arabic.text).toContain('مطبعة آسو');
    const reset = await setPassword(
      tokenOf(shop.mailer.lastLink('aso.print@test.example')),
      'a new password 2026',
    );
    expect(reset.statusCode).toBe(200);
    expect((await call(shop, 'GET', '/api/seller/products', set.json().token)).statusCode).toBe(
      401,
    );
  });

  it('refuses a link that is too old', async () => {
    const added = await adminCall('POST', '/api/admin/sellers', {
      ...NEW_SELLER,
      email: 'late@test.example',
      phone: newPhone(),
    });
    const link = shop.mailer.lastLink('late@test.example');
    shop.clock.advance(8 * 24 * 60 * 60 * 1000);
    const late = await setPassword(tokenOf(link), 'paper and ink 2026');
    shop.clock.advance(-8 * 24 * 60 * 60 * 1000);
    expect(late.json().code).toBe('password_link_invalid');
    expect(added.statusCode).toBe(201);
  });

  it('refuses a taken email or phone, and missing or wrong fields, with codes', async () => {
    await adminCall('POST', '/api/admin/sellers', {
      ...NEW_SELLER,
      email: 'first@test.example',
      phone: '07701112233',
    });
    const samePhone = await adminCall('POST', '/api/admin/sellers', {
      ...NEW_SELLER,
      email: 'other@test.example',
      phone: '+964 770 111 2233',
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().code).toBe('staff_phone_taken');
    const sameEmail = await adminCall('POST', '/api/admin/sellers', {
      ...NEW_SELLER,
      email: 'FIRST@test.example',
      phone: newPhone(),
    });
    expect(sameEmail.json().code).toBe('staff_email_taken');

    const wrong = await adminCall('POST', '/api/admin/sellers', {
      ...NEW_SELLER,
      shopNameKu: ' ',
      city: 'Atlantis',
      email: 'not an email',
      phone: '12345',
      language: 'fr',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toMatchObject({
      shopNameKu: { code: 'required' },
      city: { code: 'invalid_choice' },
      email: { code: 'invalid_email' },
      phone: { code: 'invalid_phone' },
      language: { code: 'invalid_choice' },
    });
    expect((await adminCall('GET', '/api/admin/sellers?search=other%40test')).json().total).toBe(0);
  });
});

describe('sellers', () => {
  it('finds a seller and closes its shop: its sign-in and products go, and come back', async () => {
    const seller = await createSignedInSeller(shop, 'Zakho Print House');
    const category = await insertCategory(db());
    const product = await insertProduct(db(), {
      sellerId: seller.sellerId,
      categoryId: category.id,
    });
    const listing = async () =>
      (await call(shop, 'GET', `/api/home/query-products?categoryId=${category.id}`, undefined))
        .json()
        .products.map((p: { _id: string }) => p._id);
    expect(await listing()).toEqual([product.id]);

    const found = await adminCall('GET', '/api/admin/sellers?search=zakho');
    expect(found.json().total).toBe(1);
    expect(found.json().items[0]).toMatchObject({
      _id: seller.sellerId,
      active: true,
      productCount: 1,
      account: { email: seller.email },
    });

    // Suspending asks for a reason: none (or blanks) is refused with the field's code.
    for (const payload of [{ active: false }, { active: false, reason: '   ' }]) {
      const refused = await adminCall('PATCH', `/api/admin/sellers/${seller.sellerId}`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'invalid_input',
        fieldErrors: { reason: { code: 'required' } },
      });
    }
    expect(await listing()).toEqual([product.id]);
    const closed = await adminCall('PATCH', `/api/admin/sellers/${seller.sellerId}`, {
      active: false,
      reason: 'Fees unpaid since March',
    });
    expect(closed.json().seller).toMatchObject({
      active: false,
      suspendedReason: 'Fees unpaid since March',
      suspendedAt: shop.clock.now().toISOString(),
    });
    expect((await call(shop, 'GET', '/api/seller/products', seller.token)).statusCode).toBe(401);
    expect(await listing()).toEqual([]);
    expect((await adminCall('GET', '/api/admin/sellers?active=false')).json().items).toContainEqual(
      expect.objectContaining({ _id: seller.sellerId }),
    );

    const reopened = await adminCall('PATCH', `/api/admin/sellers/${seller.sellerId}`, {
      active: true,
    });
    expect(reopened.json().seller).toMatchObject({ active: true, suspendedReason: null });
    // Closing the shop ended its sign-ins (issue 15): the seller signs in again.
    expect((await call(shop, 'GET', '/api/seller/products', seller.token)).statusCode).toBe(401);
    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { login: seller.email, password: seller.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await call(shop, 'GET', '/api/seller/products', again.json().token)).statusCode).toBe(
      200,
    );
    expect(await listing()).toEqual([product.id]);
    expect(
      (await adminCall('PATCH', `/api/admin/sellers/${randomUUID()}`, { active: true })).statusCode,
    ).toBe(404);
  });
});

describe('customers', () => {
  it('finds a customer by the phone as typed, sets the discount and lists their orders', async () => {
    const phone = newPhone();
    const customer = await createCustomer(shop, { name: 'Hana Karim', phone });
    const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    const byPhone = await adminCall(
      'GET',
      `/api/admin/customers?search=${encodeURIComponent(local)}`,
    );
    expect(byPhone.json().items.map((c: { _id: string }) => c._id)).toEqual([customer.id]);
    const byName = await adminCall('GET', '/api/admin/customers?search=hana%20kar');
    expect(byName.json().items[0]).toMatchObject({ _id: customer.id, discountPercent: '0.00' });

    const set = await adminCall('PATCH', `/api/admin/customers/${customer.id}`, {
      discountPercent: 12.5,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().customer.discountPercent).toBe('12.50');
    for (const discountPercent of ['101', '-1', '1.234', 'x']) {
      const refused = await adminCall('PATCH', `/api/admin/customers/${customer.id}`, {
        discountPercent,
      });
      expect(refused.statusCode, discountPercent).toBe(400);
    }

    const seller = await createSignedInSeller(shop);
    const category = await insertCategory(db());
    const product = await insertProduct(db(), {
      sellerId: seller.sellerId,
      categoryId: category.id,
    });
    const orderId = await orderProducts(shop, customer, [product.id]);
    const theirs = await adminCall('GET', `/api/admin/customers/${customer.id}/orders`);
    expect(theirs.json()).toMatchObject({ total: 1, items: [{ _id: orderId }] });
    const { subtotal, discount } = theirs.json().items[0];
    // The discount of the shown subtotal, as shown (issue 35.15: rounded to 250 IQD).
    expect(discount).toBe(
      payableFigures({ subtotal, discountPercent: '12.5', shipping: 0 }).discount.toFixed(2),
    );
    expect((await adminCall('GET', `/api/admin/customers/${randomUUID()}/orders`)).statusCode).toBe(
      404,
    );
  });
});

describe('orders', () => {
  let category: { id: string };
  let sellerA: Awaited<ReturnType<typeof createSignedInSeller>>;
  let sellerB: Awaited<ReturnType<typeof createSignedInSeller>>;
  beforeAll(async () => {
    category = await insertCategory(db());
    sellerA = await createSignedInSeller(shop, 'Erbil Prints');
    sellerB = await createSignedInSeller(shop, 'Duhok Prints');
  });
  const product = (sellerId: string, stock = 10) =>
    insertProductWithColours(db(), { sellerId, categoryId: category.id }, [
      { enName: 'White', hex: '#ffffff', quantity: stock },
    ]);
  const stockOf = async (productId: string) =>
    (await db().select().from(products).where(eq(products.id, productId)))[0]!.stock;

  it('moves an order forward, with its sellers’ parts, and tells the customer live', async () => {
    const customer = await createCustomer(shop, { language: 'en' });
    const socket = await socketClient(url, customer.token);
    const a = await product(sellerA.sellerId);
    const b = await product(sellerB.sellerId);
    const orderId = await orderProducts(shop, customer, [a.id, b.id]);

    const listed = await adminCall(
      'GET',
      '/api/admin/orders?delivery_status=pending&payment_status=unpaid',
    );
    const order = listed.json().items.find((o: { _id: string }) => o._id === orderId);
    expect(order).toMatchObject({
      payment_method: 'cod',
      customer: { _id: customer.id },
      parcels: [
        { sellerId: sellerB.sellerId, shopName: 'Duhok Prints', delivery_status: 'pending' },
        { sellerId: sellerA.sellerId, shopName: 'Erbil Prints', delivery_status: 'pending' },
      ],
    });
    // Every part carries the shop's three names, so the console shows the reader's.
    for (const part of order.parcels) {
      expect(part.shop.kuName).toMatch(/^فرۆشگای /);
      expect(part.shop.arName).toMatch(/^متجر /);
    }

    const heard = nextEvent(socket, 'orderStatusUpdate');
    const moved = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'on way',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order.delivery_status).toBe('on way');
    expect(
      moved.json().order.parcels.map((p: { delivery_status: string }) => p.delivery_status),
    ).toEqual(['on way', 'on way']);
    expect(await heard).toEqual({ orderId, delivery_status: 'on way', payment_status: 'unpaid' });

    const back = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'pending',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('An order cannot go back from "on way" to "pending".');

    // Delivered needs a reason, which the customer reads on the order and in a mail.
    const bare = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'delivered',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual({ reason: { code: 'required' } });
    const arrived = nextEvent(socket, 'orderStatusUpdate');
    const delivered = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'delivered',
      reason: 'Handed to the customer at the shop',
    });
    // Cash on delivery: delivered does not say the cash was taken; that is its own step.
    expect(delivered.json().order).toMatchObject({
      delivery_status: 'delivered',
      payment_status: 'unpaid',
      status_reason: 'Handed to the customer at the shop',
    });
    expect(await arrived).toEqual({
      orderId,
      delivery_status: 'delivered',
      payment_status: 'unpaid',
    });
    // In the customer's language only, the order's number in the subject (one mail, by the notices).
    await shop.app.orderNotices.settled();
    const mail = shop.mailer.sent.filter((m) => m.to === customer.email).at(-1)!;
    expect(mail.subject).toBe(`Order #${delivered.json().order.orderNumber}: delivered`);
    expect(mail.text).toContain('Your order was recorded as delivered.');
    expect(mail.text).toContain('Handed to the customer at the shop');
    expect(mail.text).not.toMatch(/[\u0600-\u06FF]/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');

    const paid = nextEvent(socket, 'orderStatusUpdate');
    const collected = await adminCall('POST', `/api/admin/orders/${orderId}/cash-collected`);
    expect(collected.json().order).toMatchObject({
      delivery_status: 'delivered',
      payment_status: 'paid',
    });
    expect(await paid).toEqual({ orderId, delivery_status: 'delivered', payment_status: 'paid' });
    // Again: already collected, nothing changes.
    expect(
      (await adminCall('POST', `/api/admin/orders/${orderId}/cash-collected`)).statusCode,
    ).toBe(200);
    const final = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'cancelled',
      reason: 'Too late',
    });
    expect(final.statusCode).toBe(409);
  });

  it('cancels an unpaid order before delivery and returns its stock once; refuses a paid one', async () => {
    const customer = await createCustomer(shop, { language: 'ar' });
    const mugs = await product(sellerA.sellerId, 10);
    const orderId = await orderProducts(shop, customer, [mugs.id], { quantity: 3 });
    expect(await stockOf(mugs.id)).toBe(7);
    await adminCall('PATCH', `/api/admin/orders/${orderId}`, { delivery_status: 'preparing' });

    const socket = await socketClient(url, customer.token);
    const heard = nextEvent(socket, 'orderStatusUpdate');
    const unexplained = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'cancelled',
      reason: '',
    });
    expect(unexplained.json()).toMatchObject({
      code: 'invalid_input',
      fieldErrors: { reason: { code: 'required' } },
    });
    expect(await stockOf(mugs.id)).toBe(7);
    const reason = 'The paper you chose is out of stock <b>until May</b>';
    const cancelled = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'cancelled',
      reason,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await heard).toMatchObject({ orderId, delivery_status: 'cancelled' });
    expect(cancelled.json().order.status_reason).toBe(reason);
    // The customer reads the reason on their order, and in a mail (its HTML escapes it).
    const own = await call(
      shop,
      'GET',
      `/api/home/coustomer/get-order-details/${orderId}`,
      customer.token,
    );
    expect(own.json().order).toMatchObject({ delivery_status: 'cancelled', status_reason: reason });
    // In Arabic alone (the customer's language), the order's number in the subject.
    await shop.app.orderNotices.settled();
    const mail = shop.mailer.sent.filter((m) => m.to === customer.email).at(-1)!;
    expect(mail.subject).toBe(`الطلب رقم ${cancelled.json().order.orderNumber}: أُلغي`);
    expect(mail.text).toContain(reason);
    expect(mail.text).not.toContain('cancelled');
    expect(mail.text).not.toContain('هەڵوەشێنرایەوە');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('&#60;b&#62;until May&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.links).toEqual([
      `${shop.config.publicUrl}/dashboard/order/details/${orderId}?lng=ar`,
      `${shop.config.publicUrl}/dashboard?lng=ar`,
    ]);
    expect(cancelled.json().order.parcels[0].delivery_status).toBe('cancelled');
    expect(await heard).toMatchObject({ orderId, delivery_status: 'cancelled' });
    expect(await stockOf(mugs.id)).toBe(10);
    const [colour] = await db()
      .select()
      .from(productColors)
      .where(eq(productColors.productId, mugs.id));
    expect(colour!.quantity).toBe(10);
    // Again: nothing changes, and the stock is not returned twice.
    expect(
      (
        await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
          delivery_status: 'cancelled',
          reason,
        })
      ).statusCode,
    ).toBe(200);
    expect(await stockOf(mugs.id)).toBe(10);

    const paidId = await orderProducts(shop, customer, [mugs.id]);
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paidId));
    const refused = await adminCall('PATCH', `/api/admin/orders/${paidId}`, {
      delivery_status: 'cancelled',
      reason: 'Asked by phone',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/paid, so it cannot be cancelled here/);
    expect(await stockOf(mugs.id)).toBe(9);
  });

  it('does not start on an order whose customer has not chosen how to pay', async () => {
    const customer = await createCustomer(shop);
    const pens = await product(sellerA.sellerId);
    const orderId = await orderProducts(shop, customer, [pens.id], { payment: 'none' });
    const refused = await adminCall('PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'preparing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('The customer has not chosen how to pay for this order yet.');
    const parts = await db().select().from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
    expect(parts.map((p) => p.deliveryStatus)).toEqual(['pending']);
  });

  it('filters by status, payment, dates (Iraq days) and order number, newest first', async () => {
    const customer = await createCustomer(shop, { name: 'Filter Person' });
    const cups = await product(sellerB.sellerId);
    const older = await orderProducts(shop, customer, [cups.id]);
    const newer = await orderProducts(shop, customer, [cups.id]);
    // 2026-01-10 00:30 in Baghdad is still 2026-01-09 in UTC.
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-01-09T21:30:00Z') })
      .where(eq(orders.id, older));
    await db()
      .update(orders)
      .set({ createdAt: new Date('2026-01-11T12:00:00Z') })
      .where(eq(orders.id, newer));
    const ids = async (query: string) =>
      (await adminCall('GET', `/api/admin/orders?${query}`))
        .json()
        .items.map((o: { _id: string }) => o._id);

    expect(await ids('from=2026-01-10&to=2026-01-11')).toEqual([newer, older]);
    expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual([older]);
    expect(await ids('from=2026-01-11')).not.toContain(older);
    expect(await ids('search=filter%20person')).toEqual([newer, older]);
    const [row] = await db().select().from(orders).where(eq(orders.id, newer));
    expect(await ids(`search=${row!.orderNumber}`)).toEqual([newer]);
    expect(await ids('search=filter%20person&payment_status=paid')).toEqual([]);

    for (const bad of [
      'from=2026-02-30',
      'from=2026-01-12&to=2026-01-11',
      'delivery_status=lost',
    ]) {
      expect((await adminCall('GET', `/api/admin/orders?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await adminCall('GET', `/api/admin/orders/${newer}`)).json().order._id).toBe(newer);
    expect((await adminCall('GET', `/api/admin/orders/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('create-admin', () => {
  it('reads the options, checks each detail and refuses a second account with the same email or phone', async () => {
    expect(parseCreateAdminArgs(['--email', 'a@b.example', '--phone', '0750 123 4567'])).toEqual({
      email: 'a@b.example',
      phone: '0750 123 4567',
    });
    expect(() => parseCreateAdminArgs(['--mail', 'x'])).toThrow(/Unknown option '--mail'/);
    expect(() => checkCreateAdminInput({ email: 'nope', phone: '123', password: 'short' })).toThrow(
      'Cannot create the admin: email must be a valid email address; phone must be an Iraqi phone number such as 0750 123 4567; password must be at least 8 characters.',
    );

    const phone = newPhone();
    const input = checkCreateAdminInput({
      email: ' Owner@Shop.Example ',
      phone: `0${phone.slice(4)}`,
      password: 'a long password',
    });
    expect(input).toMatchObject({ email: 'owner@shop.example', phone, name: 'Admin' });
    const created = await createAdminAccount(db(), input);
    const [row] = await db().select().from(staffUsers).where(eq(staffUsers.id, created.id));
    expect(row).toMatchObject({ role: 'admin', active: true, email: 'owner@shop.example' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    await expect(createAdminAccount(db(), input)).rejects.toThrow(
      `A console account with the phone ${phone} already exists.`,
    );
    await expect(
      createAdminAccount(db(), { ...input, phone: newPhone(), email: 'OWNER@shop.example' }),
    ).rejects.toThrow('A console account with the email owner@shop.example already exists.');
  });
});

describe('category tables', () => {
  it('count the sub-categories and products of each category and sub-category', async () => {
    const seller = await insertSeller(db());
    const category = await insertCategory(db(), { enName: `Counted ${randomUUID().slice(0, 6)}` });
    const sub = await insertSubCategory(db(), category.id);
    await insertSubCategory(db(), category.id);
    await insertProduct(db(), {
      sellerId: seller.id,
      categoryId: category.id,
      subCategoryId: sub.id,
    });
    const categories = (
      await adminCall('GET', `/api/admin/categories?search=${encodeURIComponent(category.enName)}`)
    ).json();
    expect(categories.items[0]).toMatchObject({
      _id: category.id,
      subCategoryCount: 2,
      productCount: 1,
    });
    const subs = (
      await adminCall('GET', `/api/admin/sub-categories?categoryId=${category.id}`)
    ).json();
    const counted = subs.items.find((s: { _id: string }) => s._id === sub.id);
    expect(counted.productCount).toBe(1);
  });
});
