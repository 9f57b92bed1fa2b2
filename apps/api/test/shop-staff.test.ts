import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, currencyRates } from '../src/db/schema/index';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { insertCategory, insertProduct } from './helpers/fixtures';
import { closeSockets, disconnection, listeningTestApp, socketClient } from './helpers/sockets';
import { createSignedInMember, createSignedInSeller, type SignedInSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';

/**
 * A print house's staff with roles (issue 39): the owner adds members, each signs in on its own
 * and may do only what its role allows; a member changed or removed is signed out everywhere at
 * once; the last owner stays; another shop's owner finds nobody; and every change is in the
 * history with who made it.
 */

let shop: TestApp;
let url: string;
let owner: SignedInSeller;
let otherOwner: SignedInSeller;
let categoryId: string;

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp());
  // A rate for the orders the tests place.
  await shop.database.db.insert(currencyRates).values({ iqdPerUnit: '1310' });
  owner = await createSignedInSeller(shop, 'Hawler Print');
  otherOwner = await createSignedInSeller(shop, 'Baghdad Print');
  categoryId = (await insertCategory(shop.database.db)).id;
});
afterAll(() => shop.close());
afterEach(() => closeSockets());

const setPassword = (token: string, password: string) =>
  shop.app.inject({ method: 'POST', url: '/api/staff/password', payload: { token, password } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const signIn = (login: string, password: string) =>
  shop.app.inject({ method: 'POST', url: '/api/staff/login', payload: { login, password } });

let phoneSeq = 0;
const newMember = (role: string, language = 'kr') => {
  phoneSeq += 1;
  return {
    name: `Shilan ${role} ${phoneSeq}`,
    email: `${role}.${phoneSeq}.${Date.now()}@test.example`,
    phone: `+964750${String(7000000 + phoneSeq * 137 + Math.floor(Math.random() * 100)).padStart(7, '0')}`,
    role,
    language,
  };
};

describe("a print house's staff", () => {
  it('adds a designer who sets a password from the mail, signs in on its own and may only do its part', async () => {
    const body = newMember('designer');
    const added = await call(shop, 'POST', '/api/seller/staff', owner.token, body);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      mailSent: true,
      member: { name: body.name, email: body.email, role: 'designer', lastSignInAt: null },
    });
    // The mail is in Kurdish and names the role.
    const mail = shop.mailer.sent.filter((m) => m.to === body.email).at(-1)!;
    expect(mail.text).toContain('دیزاینەر');
    const link = shop.mailer.lastLink(body.email);
    expect((await setPassword(tokenOf(link), 'designer password 1')).statusCode).toBe(200);

    // By email and by phone; the console learns its role.
    expect((await signIn(body.phone, 'designer password 1')).statusCode).toBe(200);
    const session = await signIn(body.email, 'designer password 1');
    expect(session.json().staff).toMatchObject({ role: 'seller', sellerRole: 'designer' });
    const token = session.json().token as string;
    const me = await call(shop, 'GET', '/api/staff/me', token);
    expect(me.json().staff).toMatchObject({ sellerId: owner.sellerId, sellerRole: 'designer' });

    // Its part: the orders; not the products, the staff or the cash.
    expect((await call(shop, 'GET', '/api/seller/orders', token)).statusCode).toBe(200);
    for (const path of ['/api/seller/products', '/api/seller/staff', '/api/seller/cash']) {
      const refused = await call(shop, 'GET', path, token);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().code).toBe('shop_role_not_allowed');
    }
    // The list shows when it last signed in.
    const list = await call(shop, 'GET', '/api/seller/staff', owner.token);
    const listed = list.json().staff.find((m: { email: string }) => m.email === body.email);
    expect(listed.lastSignInAt).not.toBeNull();
    expect(list.json().staff[0].role).toBe('owner');
  });

  it('refuses a taken email or phone and a role that does not exist', async () => {
    const body = newMember('production');
    expect((await call(shop, 'POST', '/api/seller/staff', owner.token, body)).statusCode).toBe(201);
    const again = await call(shop, 'POST', '/api/seller/staff', owner.token, {
      ...body,
      phone: newMember('x').phone,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('staff_email_taken');
    const badRole = await call(shop, 'POST', '/api/seller/staff', owner.token, {
      ...newMember('boss'),
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('signs a member out everywhere at once when its role changes, and again when it is removed', async () => {
    const member = await createSignedInMember(shop, owner.sellerId, 'designer');
    const second = (await signIn(member.email, member.password)).json().token as string;
    const sockets = [await socketClient(url, member.token), await socketClient(url, second)];
    const gone = sockets.map((socket) => disconnection(socket));

    const changed = await call(shop, 'PATCH', `/api/seller/staff/${member.staffId}`, owner.token, {
      role: 'dispatcher',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member.role).toBe('dispatcher');
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const token of [member.token, second]) {
      const refused = await call(shop, 'GET', '/api/seller/orders', token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('console_sign_in_expired');
    }

    // Signed in again, it is a dispatcher now.
    const again = (await signIn(member.email, member.password)).json();
    expect(again.staff.sellerRole).toBe('dispatcher');
    expect((await call(shop, 'GET', '/api/seller/cash', again.token)).statusCode).toBe(200);
    const socket = await socketClient(url, again.token);
    const removedGone = disconnection(socket);

    const removed = await call(shop, 'DELETE', `/api/seller/staff/${member.staffId}`, owner.token);
    expect(removed.statusCode).toBe(204);
    expect(await removedGone).toBe('io server disconnect');
    expect((await call(shop, 'GET', '/api/seller/orders', again.token)).statusCode).toBe(401);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);
    await expect(socketClient(url, again.token)).rejects.toThrow(/sign-in/);
    const list = await call(shop, 'GET', '/api/seller/staff', owner.token);
    expect(list.json().staff.map((m: { _id: string }) => m._id)).not.toContain(member.staffId);
    // Its email is free again for a new invitation.
    const reinvited = await call(shop, 'POST', '/api/seller/staff', owner.token, {
      ...newMember('designer'),
      email: member.email,
    });
    expect(reinvited.statusCode).toBe(201);
  });

  it('keeps the last owner: it can neither leave nor change role (409), a second owner can', async () => {
    const lone = await createSignedInSeller(shop, 'Lone Print');
    for (const attempt of [
      call(shop, 'PATCH', `/api/seller/staff/${lone.staffId}`, lone.token, { role: 'designer' }),
      call(shop, 'DELETE', `/api/seller/staff/${lone.staffId}`, lone.token),
    ]) {
      const refused = await attempt;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('last_shop_owner');
    }
    const partner = await createSignedInMember(shop, lone.sellerId, 'owner');
    // Two owners demoting each other at once: one of them stays an owner.
    const [a, b] = await Promise.all([
      call(shop, 'PATCH', `/api/seller/staff/${partner.staffId}`, lone.token, { role: 'designer' }),
      call(shop, 'PATCH', `/api/seller/staff/${lone.staffId}`, partner.token, { role: 'designer' }),
    ]);
    // The other is refused: the last owner (409), or already signed out by the first (401).
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const list = await call(
      shop,
      'GET',
      '/api/seller/staff',
      a.statusCode === 200 ? lone.token : partner.token,
    );
    expect(list.json().staff.filter((m: { role: string }) => m.role === 'owner')).toHaveLength(1);
  });

  it("answers 404 to an owner naming another shop's member", async () => {
    const member = await createSignedInMember(shop, owner.sellerId, 'production');
    const base = `/api/seller/staff/${member.staffId}`;
    for (const response of [
      await call(shop, 'PATCH', base, otherOwner.token, { role: 'owner' }),
      await call(shop, 'DELETE', base, otherOwner.token),
      await call(shop, 'POST', `${base}/invite`, otherOwner.token, { language: 'en' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('staff_member_not_found');
    }
    // It is still there, and signed in.
    expect((await call(shop, 'GET', '/api/seller/orders', member.token)).statusCode).toBe(200);
  });

  it('lets production start a job but not send it, and the dispatcher send it but not start it', async () => {
    const production = await createSignedInMember(shop, owner.sellerId, 'production');
    const dispatcher = await createSignedInMember(shop, owner.sellerId, 'dispatcher');
    const customer = await createCustomer(shop);
    const product = await insertProduct(
      shop.database.db,
      { sellerId: owner.sellerId, categoryId },
      { stock: 50 },
    );
    await orderProducts(shop, customer, [product.id]);
    const parts = await call(shop, 'GET', '/api/seller/orders', owner.token);
    const partId = parts.json().items[0]._id as string;
    const move = (token: string, status: string) =>
      call(shop, 'PATCH', `/api/seller/orders/${partId}`, token, { delivery_status: status });
    expect((await move(dispatcher.token, 'preparing')).json().code).toBe('shop_role_not_allowed');
    expect((await move(production.token, 'preparing')).statusCode).toBe(200);
    expect((await move(production.token, 'on way')).json().code).toBe('shop_role_not_allowed');
    expect((await move(dispatcher.token, 'on way')).statusCode).toBe(200);
  });
});

describe('the history of changes', () => {
  it('records who moved an order, as the admin and the seller read it; another seller finds none', async () => {
    const admin = await createSignedInAdmin(shop);
    const production = await createSignedInMember(shop, owner.sellerId, 'production');
    const customer = await createCustomer(shop, { name: 'Dilan Customer' });
    const product = await insertProduct(
      shop.database.db,
      { sellerId: owner.sellerId, categoryId },
      { stock: 50 },
    );
    const orderId = await orderProducts(shop, customer, [product.id]);
    const partId = (await call(shop, 'GET', '/api/seller/orders', owner.token))
      .json()
      .items.find((o: { orderId: string }) => o.orderId === orderId)._id as string;

    expect(
      (
        await call(shop, 'PATCH', `/api/seller/orders/${partId}`, production.token, {
          delivery_status: 'preparing',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(shop, 'PATCH', `/api/admin/orders/${orderId}`, admin.token, {
          delivery_status: 'on way',
        })
      ).statusCode,
    ).toBe(200);

    const asAdmin = await call(shop, 'GET', `/api/admin/orders/${orderId}/history`, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    const history = asAdmin.json().history as {
      action: string;
      actor: { kind: string; id: string | null; name: string | null; role: string | null };
      details: Record<string, string>;
    }[];
    // Newest first: the admin's move, the production member's, the customer's choice to pay.
    expect(history[0]).toMatchObject({
      action: 'order.advance-order',
      actor: { kind: 'admin', id: admin.id, name: 'Dilan Admin' },
      details: { to: 'on way' },
    });
    expect(history[1]).toMatchObject({
      action: 'order.advance-part',
      actor: { kind: 'staff', id: production.staffId, role: 'production' },
      details: { to: 'preparing', part: partId },
    });
    expect(history.at(-1)).toMatchObject({
      action: 'order.choose-payment',
      actor: { kind: 'customer', name: 'Dilan Customer' },
    });

    const asSeller = await call(shop, 'GET', `/api/seller/orders/${partId}/history`, owner.token);
    expect(asSeller.json().history.map((e: { action: string }) => e.action)).toContain(
      'order.advance-part',
    );
    // Even a designer reads it; another shop does not find the part.
    const designer = await createSignedInMember(shop, owner.sellerId, 'designer');
    const read = await call(shop, 'GET', `/api/seller/orders/${partId}/history`, designer.token);
    expect(read.statusCode).toBe(200);
    const stranger = await call(
      shop,
      'GET',
      `/api/seller/orders/${partId}/history`,
      otherOwner.token,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('records the staff changes with the owner who made them', async () => {
    const member = await createSignedInMember(shop, owner.sellerId, 'designer');
    await call(shop, 'PATCH', `/api/seller/staff/${member.staffId}`, owner.token, {
      role: 'production',
    });
    await call(shop, 'DELETE', `/api/seller/staff/${member.staffId}`, owner.token);
    const rows = await shop.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'staff'), eq(auditEvents.subjectId, member.staffId)));
    expect(rows.map((r) => [r.action, r.actorId, r.actorRole, r.details])).toEqual(
      expect.arrayContaining([
        ['staff.role', owner.staffId, 'owner', expect.objectContaining({ to: 'production' })],
        ['staff.remove', owner.staffId, 'owner', expect.objectContaining({ from: 'production' })],
      ]),
    );
  });
});
