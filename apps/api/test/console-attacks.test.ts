import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartLines, orders, products } from '../src/db/schema/index';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { bearer, createCustomer, newPhone } from './helpers/customers';
import { databaseFingerprint } from './helpers/database-fingerprint';
import { insertProduct } from './helpers/fixtures';
import { CARD_CHOICE, insertPrintProduct } from './helpers/print-orders';
import { createShopOfTwoSellers, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

// Issue 35's new routes read as an attacker would (the walk over every route is
// hostile-input.test.ts): double clicks and parallel requests, other people's ids, used links.

let shop: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let seller: SignedInSeller;
let other: SignedInSeller;
let categoryId: string;

beforeAll(async () => {
  ({ shop, seller, other, categoryId } = await createShopOfTwoSellers());
  admin = await createSignedInAdmin(shop);
});
afterAll(() => shop.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => shop.database.db;
const productRow = async (id: string) =>
  (await db().select().from(products).where(eq(products.id, id)))[0]!;

describe('a seller’s product list under double clicks and other sellers’ ids', () => {
  const copy = (id: string, key?: string, token = seller.token) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/seller/products/${id}/copies`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const copiesOf = async (code: string) =>
    db()
      .select({ id: products.id })
      .from(products)
      .where(like(products.code, `${code}-copy%`));

  it('makes one copy of a double click (one key), and answers both clicks with it', async () => {
    const code = `DBL-${randomUUID().slice(0, 6)}`;
    const original = await insertProduct(db(), { sellerId: seller.sellerId, categoryId }, { code });
    const key = randomUUID();
    const [a, b] = await Promise.all([copy(original.id, key), copy(original.id, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().product._id).toBe(b.json().product._id);
    expect(await copiesOf(code)).toHaveLength(1);
    // Sent again later (a lost answer), the key still answers the same copy.
    const again = await copy(original.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().product._id).toBe(a.json().product._id);
    // A new key is a new copy, under the next free code.
    const next = await copy(original.id, randomUUID());
    expect(next.statusCode).toBe(201);
    expect(next.json().product.code).toBe(`${code}-copy-2`);
  });

  it('answers two copies sent at once without a key with two copies under two codes', async () => {
    const code = `TWO-${randomUUID().slice(0, 6)}`;
    const original = await insertProduct(db(), { sellerId: seller.sellerId, categoryId }, { code });
    const answers = await Promise.all([copy(original.id), copy(original.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.json().product.code).sort()).toEqual([
      `${code}-copy`,
      `${code}-copy-2`,
    ]);
  });

  it('keeps every change of publish, unpublish and price sent at once', async () => {
    const product = await insertProduct(
      db(),
      { sellerId: seller.sellerId, categoryId },
      { images: ['/uploads/products/cover'] },
    );
    const publish = (published: boolean) =>
      call(shop, 'PUT', `/api/seller/products/${product.id}/published`, seller.token, {
        published,
      });
    const answers = await Promise.all([
      publish(false),
      call(shop, 'PATCH', `/api/seller/products/${product.id}`, seller.token, { price: '9.75' }),
      publish(true),
      publish(false),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const row = await productRow(product.id);
    expect(row.price).toBe('9.75');
    // The toggles take the row's lock in turn: the price written between them is kept.
    expect(typeof row.published).toBe('boolean');
  });

  it('answers another seller’s product on publish, copy and price with 404, changing nothing', async () => {
    const theirs = await insertProduct(
      db(),
      { sellerId: other.sellerId, categoryId },
      { code: `THEIRS-${randomUUID().slice(0, 6)}` },
    );
    const before = await databaseFingerprint(db());
    const attempts = [
      call(shop, 'PUT', `/api/seller/products/${theirs.id}/published`, seller.token, {
        published: false,
      }),
      copy(theirs.id),
      copy(theirs.id, randomUUID()),
      call(shop, 'PATCH', `/api/seller/products/${theirs.id}`, seller.token, {
        price: '0.01',
        stock: 0,
      }),
      call(shop, 'PUT', `/api/seller/products/${randomUUID()}/published`, seller.token, {
        published: true,
      }),
      copy(randomUUID()),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().code).toBe('own_product_not_found');
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it('does not let a key answer another product’s copy', async () => {
    const first = await insertProduct(db(), { sellerId: seller.sellerId, categoryId });
    const second = await insertProduct(db(), { sellerId: seller.sellerId, categoryId });
    const key = randomUUID();
    const a = await copy(first.id, key);
    const b = await copy(second.id, key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().product.code).toBe(`${(await productRow(second.id)).code}-copy`);
  });
});

describe('editing a print line of the cart (`?line=`)', () => {
  const addPrint = (token: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/home/print/cart',
      headers: bearer(token),
      payload,
    });

  it('refuses another customer’s, a deleted and an unknown line with 404 and a code, changing nothing', async () => {
    const cards = await insertPrintProduct(db(), { sellerId: seller.sellerId, categoryId });
    const owner = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const added = await addPrint(owner.token, {
      productId: cards.id,
      options: CARD_CHOICE,
      quantity: 100,
    });
    expect(added.statusCode, added.body).toBe(201);
    const lineId = added.json().card_products[0].products[0]._id as string;
    const gone = await addPrint(owner.token, {
      productId: cards.id,
      options: { ...CARD_CHOICE, paper: 'gloss' },
      quantity: 200,
    });
    const goneId = gone
      .json()
      .card_products[0].products.find((line: { _id: string }) => line._id !== lineId)._id;
    const removed = await call(
      shop,
      'DELETE',
      `/api/home/product/delete-card-product/${goneId}`,
      owner.token,
    );
    expect(removed.statusCode).toBe(200);

    const before = await databaseFingerprint(db());
    const edit = { productId: cards.id, options: CARD_CHOICE, quantity: 700 };
    for (const [token, line] of [
      [stranger.token, lineId],
      [owner.token, goneId],
      [owner.token, randomUUID()],
    ] as const) {
      const refused = await addPrint(token, { ...edit, lineId: line });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'cart_line_not_found' });
      expect(typeof refused.json().error).toBe('string');
    }
    expect(await databaseFingerprint(db())).toEqual(before);
    // The stranger's own cart did not gain the line either.
    expect(
      await db().select().from(cartLines).where(eq(cartLines.customerId, stranger.id)),
    ).toEqual([]);
  });

  it('edits and deletes of one line at once: the line is gone, or edited, never made again', async () => {
    const cards = await insertPrintProduct(db(), { sellerId: seller.sellerId, categoryId });
    const owner = await createCustomer(shop);
    const added = await addPrint(owner.token, {
      productId: cards.id,
      options: CARD_CHOICE,
      quantity: 100,
    });
    const lineId = added.json().card_products[0].products[0]._id as string;
    const [edited, removed] = await Promise.all([
      addPrint(owner.token, { productId: cards.id, options: CARD_CHOICE, quantity: 300, lineId }),
      call(shop, 'DELETE', `/api/home/product/delete-card-product/${lineId}`, owner.token),
    ]);
    expect(removed.statusCode).toBe(200);
    expect([201, 404]).toContain(edited.statusCode);
    if (edited.statusCode === 404) expect(edited.json().code).toBe('cart_line_not_found');
    expect(await db().select().from(cartLines).where(eq(cartLines.customerId, owner.id))).toEqual(
      [],
    );
  });
});

describe('setting a password from the mailed link', () => {
  const setPassword = (token: string, password: string) =>
    shop.app.inject({ method: 'POST', url: '/api/staff/password', payload: { token, password } });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const signIn = (login: string, password: string) =>
    shop.app.inject({ method: 'POST', url: '/api/staff/login', payload: { login, password } });

  async function addSeller() {
    const email = `house-${randomUUID().slice(0, 8)}@test.example`;
    const added = await call(shop, 'POST', '/api/admin/sellers', admin.token, {
      shopNameKu: 'چاپخانەی نوێ',
      shopNameAr: 'مطبعة جديدة',
      shopNameEn: 'New Print',
      city: 'ERB',
      name: 'Rebin Ali',
      email,
      phone: newPhone(),
      language: 'en',
    });
    expect(added.statusCode, added.body).toBe(201);
    return { email, sellerId: added.json().seller._id as string };
  }

  it('lets one of two uses of one link at once win; the other is refused with a code', async () => {
    const { email } = await addSeller();
    const token = tokenOf(shop.mailer.lastLink(email));
    const passwords = ['first password 2026', 'second password 2026'];
    const answers = await Promise.all(passwords.map((password) => setPassword(token, password)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.statusCode === 400)!;
    expect(loser.json().code).toBe('password_link_invalid');
    const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)]!;
    const lost = passwords.find((password) => password !== winner)!;
    expect((await signIn(email, winner)).statusCode).toBe(200);
    expect((await signIn(email, lost)).statusCode).toBe(401);
    // Used, the link is refused.
    const reused = await setPassword(token, 'third password 2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('password_link_invalid');
  });

  it('refuses a link past its seven days, and an older link once a newer one was used', async () => {
    const { email, sellerId } = await addSeller();
    const old = tokenOf(shop.mailer.lastLink(email));
    const resent = await call(shop, 'POST', `/api/admin/sellers/${sellerId}/invite`, admin.token, {
      language: 'kr',
    });
    expect(resent.statusCode).toBe(200);
    const fresh = tokenOf(shop.mailer.lastLink(email));
    shop.clock.advance(8 * 24 * 60 * 60 * 1000);
    const late = await setPassword(fresh, 'late password 2026');
    shop.clock.advance(-8 * 24 * 60 * 60 * 1000);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('password_link_invalid');
    expect((await setPassword(fresh, 'fresh password 2026')).statusCode).toBe(200);
    const stale = await setPassword(old, 'stale password 2026');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('password_link_invalid');
  });

  it('refuses the invitation resend to anyone but an admin, mailing nothing', async () => {
    const { sellerId } = await addSeller();
    const customer = await createCustomer(shop);
    const mailed = shop.mailer.sent.length;
    for (const [token, status] of [
      [seller.token, 403],
      [customer.token, 401],
      [undefined, 401],
    ] as const) {
      const refused = await call(shop, 'POST', `/api/admin/sellers/${sellerId}/invite`, token, {
        language: 'en',
      });
      expect(refused.statusCode, refused.body).toBe(status);
      expect(typeof refused.json().code).toBe('string');
    }
    expect(shop.mailer.sent.length).toBe(mailed);
  });
});

describe('cash collected', () => {
  it('twice at once records the payment once', async () => {
    const customer = await createCustomer(shop);
    const product = await insertProduct(
      db(),
      { sellerId: seller.sellerId, categoryId },
      { stock: 50 },
    );
    const orderId = await orderProducts(shop, customer, [product.id]);
    const told = vi.spyOn(shop.app.realtime, 'orderStatusChanged');
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        call(shop, 'POST', `/api/admin/orders/${orderId}/cash-collected`, admin.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(answer.json().order.payment_status).toBe('paid');
    expect(told).toHaveBeenCalledTimes(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    const paidAt = row!.paidAt;
    shop.clock.advance(60_000);
    await call(shop, 'POST', `/api/admin/orders/${orderId}/cash-collected`, admin.token);
    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(after!.paidAt).toEqual(paidAt);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
