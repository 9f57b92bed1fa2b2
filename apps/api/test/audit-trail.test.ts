import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditSubject } from '@chapkhana/shared/audit';
import type { PrintJob } from '@chapkhana/shared/print';
import { DEFAULT_OPENING_HOURS } from '@chapkhana/shared/delivery';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { subjectHistory } from '../src/modules/audit/repository';
import { call, createSignedInAdmin, upload } from './helpers/console';
import { createCustomer } from './helpers/customers';
import { pictureOf } from './helpers/images';
import { shopSettingsWith } from './helpers/fixtures';
import { insertCategory } from './helpers/fixtures';
import { insertPrintOrder, insertPrintProduct, pdfOf } from './helpers/print-orders';
import { createSignedInMember, createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The audit trail (issue 39): the changes to an order made outside its lifecycle table — a
 * designer's proof, the customer's answer to it — are in the order's history with who made them.
 */

let shop: TestApp;
let owner: SignedInSeller;
let printProductId: string;
let pdf: Buffer;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createSignedInSeller(shop, 'Hawler Print');
  const category = await insertCategory(shop.database.db);
  printProductId = (
    await insertPrintProduct(shop.database.db, {
      sellerId: owner.sellerId,
      categoryId: category.id,
    })
  ).id;
  pdf = await pdfOf();
});
afterAll(() => shop.close());

const fileOf = (filename: string) => ({
  name: 'file',
  filename,
  content: pdf,
  type: 'application/pdf',
});

const jobOf = (response: { statusCode: number; body: string; json(): unknown }): PrintJob => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { job: PrintJob }).job;
};

describe('the history of a print job', () => {
  it("records the designer's proofs and the customer's answers with who made them", async () => {
    const admin = await createSignedInAdmin(shop);
    const designer = await createSignedInMember(shop, owner.sellerId, 'designer');
    const customer = await createCustomer(shop, { name: 'Dilan Proofreader' });
    const order = await insertPrintOrder(shop.database.db, {
      customerId: customer.id,
      sellerId: owner.sellerId,
      productId: printProductId,
    });
    const sendProof = () =>
      upload(shop, 'POST', PRINT_ROUTES.sellerProof(order.lineId), designer.token, [
        { name: 'comment', value: 'Your proof' },
        fileOf('proof.pdf'),
      ]);
    jobOf(
      await upload(shop, 'POST', PRINT_ROUTES.lineArtwork(order.lineId), customer.token, [
        fileOf('card.pdf'),
      ]),
    );
    const first = jobOf(await sendProof()).proofs[0]!;
    jobOf(
      await call(shop, 'POST', PRINT_ROUTES.changes(order.lineId), customer.token, {
        proofId: first._id,
        comment: 'Bigger logo',
      }),
    );
    const second = jobOf(await sendProof()).proofs[1]!;
    jobOf(
      await call(shop, 'POST', PRINT_ROUTES.approve(order.lineId), customer.token, {
        proofId: second._id,
        checked: true,
      }),
    );

    const read = await call(
      shop,
      'GET',
      `/api/seller/orders/${order.sellerOrderId}/history`,
      owner.token,
    );
    expect(read.statusCode, read.body).toBe(200);
    const history = (read.json() as { history: AuditEntry[] }).history;
    // Newest first: the approval, the second proof, the change asked, the first proof.
    expect(history.map((entry) => entry.action)).toEqual([
      'proof.approved',
      'proof.upload',
      'proof.changes',
      'proof.upload',
    ]);
    const [approved, proof, changes] = history;
    expect(approved).toMatchObject({
      actor: { kind: 'customer', id: customer.id, name: 'Dilan Proofreader', role: null },
      subject: 'order',
      subjectId: order.orderId,
      details: { line: order.lineId, proof: second._id, version: '2' },
    });
    expect(proof).toMatchObject({
      actor: { kind: 'staff', id: designer.staffId, role: 'designer' },
      details: { line: order.lineId, proof: second._id, version: '2', part: order.sellerOrderId },
    });
    expect(changes).toMatchObject({
      actor: { kind: 'customer', id: customer.id },
      details: { proof: first._id, version: '1' },
    });

    // The admin reads the same; another print house finds no such part.
    const asAdmin = await call(
      shop,
      'GET',
      `/api/admin/orders/${order.orderId}/history`,
      admin.token,
    );
    expect((asAdmin.json() as { history: AuditEntry[] }).history).toHaveLength(4);
    const other = await createSignedInSeller(shop, 'Basra Print');
    const stranger = await call(
      shop,
      'GET',
      `/api/seller/orders/${order.sellerOrderId}/history`,
      other.token,
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the history of a product, its price and the settings', () => {
  const names = (en: string) => ({ enName: en, kuName: en, arName: en });
  const pickup = {
    offered: false,
    address: { kr: '', ar: '', en: '' },
    hours: DEFAULT_OPENING_HOURS,
  };
  /** A one-colour product the seller's console would send. */
  const productBody = (name: string, code: string, price: string, categoryId: string) => ({
    ...names(name),
    categoryId,
    code,
    price,
    discount: 0,
    colors: [{ enName: 'White', hex: '#ffffff', quantity: 5 }],
  });
  /** The id of the product a POST made (201). */
  const createdId = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { product: { _id: string } }).product._id;
  };
  const changesOf = async (subject: AuditSubject, subjectId: string) =>
    (await subjectHistory(shop.database.db, subject, subjectId)).reverse();

  it("records a print house's product, price and delivery changes with the member who made them", async () => {
    const category = await insertCategory(shop.database.db);
    const member = await createSignedInMember(shop, owner.sellerId, 'owner');
    const body = productBody('Audited cards', 'AUDIT-1', '4.00', category.id);
    const productId = createdId(
      await call(shop, 'POST', '/api/seller/products', member.token, body),
    );
    const edited = await call(shop, 'PUT', `/api/seller/products/${productId}`, owner.token, {
      ...body,
      ...names('Audited cards, matt'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const priced = await call(shop, 'PATCH', `/api/seller/products/${productId}`, member.token, {
      price: '5.50',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const deleted = await call(shop, 'DELETE', `/api/seller/products/${productId}`, member.token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const product = await changesOf('product', productId);
    expect(product.map((row) => [row.action, row.actorId])).toEqual([
      ['product.create', member.staffId],
      ['product.update', owner.staffId],
      ['product.delete', member.staffId],
    ]);
    expect(product[0]).toMatchObject({
      actorKind: 'staff',
      actorRole: 'owner',
      sellerId: owner.sellerId,
    });
    const price = await changesOf('price', productId);
    expect(price).toHaveLength(1);
    expect(price[0]).toMatchObject({
      action: 'price.update',
      actorId: member.staffId,
      sellerId: owner.sellerId,
      details: { from: '4.00', to: '5.50' },
    });

    const delivery = await call(shop, 'PUT', '/api/seller/delivery', member.token, {
      override: null,
      cutOff: '13:00',
      pickup,
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
    const settings = (await changesOf('setting', `delivery:${owner.sellerId}`)).at(-1);
    expect(settings).toMatchObject({
      action: 'setting.update',
      actorKind: 'staff',
      actorId: member.staffId,
      sellerId: owner.sellerId,
      details: { cutOff: '13:00' },
    });
  });

  it("records a product's pictures, publishing and copies with the member who made them", async () => {
    const category = await insertCategory(shop.database.db);
    const member = await createSignedInMember(shop, owner.sellerId, 'owner');
    const productId = createdId(
      await call(
        shop,
        'POST',
        '/api/seller/products',
        owner.token,
        productBody('Audited mugs', 'AUDIT-2', '3.00', category.id),
      ),
    );
    const url = `/api/seller/products/${productId}`;
    const picture = await pictureOf('png', 64, 48);
    const added = await upload(shop, 'POST', `${url}/images`, member.token, [
      { name: 'images', filename: 'mug.png', content: picture, type: 'image/png' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const images = (added.json() as { product: { images: string[] } }).product.images;
    const arranged = await call(shop, 'PUT', `${url}/images`, owner.token, { images });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const published = await call(shop, 'PUT', `${url}/published`, member.token, {
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    const copyId = createdId(await call(shop, 'POST', `${url}/copies`, member.token));

    expect(
      (await changesOf('product', productId)).map((row) => [row.action, row.actorId, row.details]),
    ).toEqual([
      ['product.create', owner.staffId, expect.anything()],
      ['product.images', member.staffId, { added: '1' }],
      ['product.images', owner.staffId, { kept: '1' }],
      ['product.publish', member.staffId, { published: 'true' }],
    ]);
    expect(await changesOf('product', copyId)).toEqual([
      expect.objectContaining({
        action: 'product.copy',
        actorId: member.staffId,
        sellerId: owner.sellerId,
        details: { from: productId },
      }),
    ]);
  });

  it("records the admin's holidays, courier days, fees, ways to pay and shop settings", async () => {
    const admin = await createSignedInAdmin(shop);
    const holiday = await call(shop, 'POST', '/api/admin/holidays', admin.token, {
      date: '2027-03-21',
      region: 'kurdistan',
      names: { kr: 'نەورۆز', ar: 'نوروز', en: 'Newroz' },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const holidayId = (holiday.json() as { holiday: { _id: string } }).holiday._id;
    const moved = await call(shop, 'PUT', `/api/admin/holidays/${holidayId}`, admin.token, {
      date: '2027-03-22',
      region: 'kurdistan',
      names: { kr: 'نەورۆز', ar: 'نوروز', en: 'Newroz' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const removed = await call(shop, 'DELETE', `/api/admin/holidays/${holidayId}`, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await changesOf('setting', 'holidays')).map((row) => row.details)).toEqual([
      { added: '2027-03-21 kurdistan' },
      { changed: '2027-03-22 kurdistan' },
      { removed: '2027-03-22 kurdistan' },
    ]);

    const days = await call(shop, 'PUT', '/api/admin/courier-days', admin.token, {
      sameCity: 1,
      sameGovernorate: 2,
      other: 4,
    });
    expect(days.statusCode, days.body).toBe(200);
    const fees = await call(shop, 'PUT', '/api/admin/delivery-fees', admin.token, {
      defaultFee: 5000,
      fees: { ERB: 3000 },
    });
    expect(fees.statusCode, fees.body).toBe(200);
    const cash = await call(shop, 'PUT', '/api/admin/payment-methods/cod', admin.token, {
      enabled: true,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const settings = await call(
      shop,
      'PUT',
      '/api/admin/settings',
      admin.token,
      shopSettingsWith({ whatsapp: '07501234567' }),
    );
    expect(settings.statusCode, settings.body).toBe(200);
    for (const [subjectId, details] of [
      ['holidays', expect.anything()],
      ['courier-days', { sameCity: '1', sameGovernorate: '2', other: '4' }],
      ['delivery-fees', { defaultFee: '5000' }],
      ['payment-methods', { cod: 'on' }],
      ['shop', {}],
    ] as const)
      expect((await changesOf('setting', subjectId)).at(-1), subjectId).toMatchObject({
        action: 'setting.update',
        actorKind: 'admin',
        actorId: admin.id,
        details,
      });
  });

  it("records the admin's shop-wide settings with who changed them", async () => {
    const admin = await createSignedInAdmin(shop);
    const week = await call(shop, 'PUT', '/api/admin/working-week', admin.token, {
      days: ['sat', 'sun', 'mon', 'tue', 'wed'],
    });
    expect(week.statusCode, week.body).toBe(200);
    expect((await changesOf('setting', 'working-week')).at(-1)).toMatchObject({
      action: 'setting.update',
      actorKind: 'admin',
      actorId: admin.id,
      sellerId: null,
      details: { days: 'sat,sun,mon,tue,wed' },
    });
    const fees = await call(
      shop,
      'PUT',
      `/api/admin/sellers/${owner.sellerId}/delivery`,
      admin.token,
      {
        override: null,
        cutOff: '15:00',
        pickup,
      },
    );
    expect(fees.statusCode, fees.body).toBe(200);
    expect((await changesOf('setting', `delivery:${owner.sellerId}`)).at(-1)).toMatchObject({
      actorKind: 'admin',
      actorId: admin.id,
      details: { cutOff: '15:00' },
    });
  });
});
