import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDinar } from '@chapkhana/shared/pricing';
import {
  currencyRates,
  orders,
  pagePayments,
  paymentRefunds,
  sellerOrders,
} from '../src/db/schema/index';
import { PDFS_PER_MINUTE } from '../src/modules/documents/http';
import { DOCUMENT_LABELS } from '../src/modules/documents/labels';
import { call, createSignedInAdmin, orderProducts } from './helpers/console';
import { createCustomer, type TestCustomer } from './helpers/customers';
import { insertCategory, insertProductWithColours } from './helpers/fixtures';
import { createSignedInSeller, type SignedInSeller } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';

// Receipts and invoices (issue 38): numbered once, PDFs in the reader's language whose text read
// back with pdf.js is the expected Kurdish, Arabic or English, fonts embedded, each reader's own.

let shop: TestApp;
let seller: SignedInSeller;
let otherSeller: SignedInSeller;
let customer: TestCustomer;
let stranger: TestCustomer;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
let paidOrder: { id: string; number: number; total: number; paymentId: string };
let cashOrder: { id: string; partId: string; total: number };

const db = () => shop.database.db;

async function placeOrder(buyer: TestCustomer, payment: 'cod' | 'none') {
  const product = await insertProductWithColours(
    db(),
    { sellerId: seller.sellerId, categoryId: (await insertCategory(db())).id },
    [{ enName: 'White', hex: '#ffffff', quantity: 20 }],
    { enName: 'Business cards', kuName: 'کارتی بازرگانی', arName: 'بطاقات عمل', price: '20.00' },
  );
  const orderId = await orderProducts(shop, buyer, [product.id], { quantity: 2, payment });
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

beforeAll(async () => {
  shop = await createTestApp();
  await db().insert(currencyRates).values({ iqdPerUnit: '1310' });
  seller = await createSignedInSeller(shop, 'Erbil Print');
  otherSeller = await createSignedInSeller(shop, 'Duhok Print');
  customer = await createCustomer(shop);
  stranger = await createCustomer(shop);
  admin = await createSignedInAdmin(shop);

  // Paid with Qi Card, 5,000 IQD of it given back.
  const online = await placeOrder(customer, 'none');
  const total = Number(online.totalIqd);
  const [payment] = await db()
    .insert(pagePayments)
    .values({
      orderId: online.id,
      provider: 'qi',
      providerPaymentId: `qi-${randomUUID()}`,
      amountIqd: total,
      expiresAt: new Date(Date.now() + 3600_000),
      state: 'paid',
      paidAt: new Date('2026-11-20T09:30:00Z'),
    })
    .returning();
  await db()
    .update(orders)
    .set({ paymentStatus: 'paid', paymentMethod: 'qi', paidAt: payment!.paidAt })
    .where(eq(orders.id, online.id));
  await db()
    .insert(paymentRefunds)
    .values({
      orderId: online.id,
      method: 'qi',
      paymentId: payment!.id,
      amountIqd: 5000,
      reason: 'One box arrived bent',
      state: 'done',
      createdAt: new Date('2026-11-21T10:00:00Z'),
    });
  paidOrder = { id: online.id, number: online.orderNumber, total, paymentId: payment!.id };

  // Cash on delivery, the seller's part collected.
  const cash = await placeOrder(customer, 'cod');
  const [part] = await db()
    .update(sellerOrders)
    .set({
      cashCollectedAt: new Date('2026-11-22T12:00:00Z'),
      cashCollectedIqd: cash.totalIqd,
      cashCollectedBy: 'courier',
    })
    .where(eq(sellerOrders.orderId, cash.id))
    .returning();
  cashOrder = { id: cash.id, partId: part!.id, total: Number(cash.totalIqd) };
});
afterAll(() => shop.close());

/** Each text item pdf.js reads from every page, in order. */
async function pdfText(body: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(body) }).promise;
  const strings: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) strings.push(item.str);
  }
  return strings;
}

const customerDocuments = (who: TestCustomer, orderId: string) =>
  call(shop, 'GET', `/api/home/coustomer/orders/${orderId}/documents`, who.token);

describe('numbers', () => {
  it('gives an order one invoice number and each paid payment one receipt number, the same every time', async () => {
    const [first, again] = await Promise.all([
      customerDocuments(customer, paidOrder.id),
      customerDocuments(customer, paidOrder.id),
    ]);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { invoice, receipts } = first.json();
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(receipts).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^R-\d{6}$/),
        method: 'qi',
        amountIqd: paidOrder.total,
        href: `/api/home/coustomer/orders/${paidOrder.id}/receipts/${receipts[0].id}`,
      }),
    ]);
    const cash = (await customerDocuments(customer, cashOrder.id)).json();
    expect(cash.invoice.number).not.toBe(invoice.number);
    expect(cash.receipts).toEqual([expect.objectContaining({ method: 'cod' })]);
    expect(cash.receipts[0].number).not.toBe(receipts[0].number);
  });
});

describe('receipts as PDFs', () => {
  const expected = {
    kr: { method: 'کی کارد (Qi Card)', amount: (n: number) => `${formatDinar(n)} دینار` },
    ar: { method: 'كي كارد (Qi Card)', amount: (n: number) => `${formatDinar(n)} دينار` },
    en: { method: 'Qi Card', amount: (n: number) => `${formatDinar(n)} IQD` },
  } as const;

  it.each(['kr', 'ar', 'en'] as const)(
    'reads back the receipt in %s: title, number, method, amount and the refund',
    async (lang) => {
      const { receipts } = (await customerDocuments(customer, paidOrder.id)).json();
      const answer = await call(shop, 'GET', `${receipts[0].href}?lang=${lang}`, customer.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="receipt-${receipts[0].number}.pdf"; filename*=UTF-8''receipt-${receipts[0].number}.pdf`,
      );
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const labels = DOCUMENT_LABELS[lang];
      const text = await pdfText(answer.rawPayload);
      expect(text).toEqual(
        expect.arrayContaining([
          labels.shop,
          labels.receipt,
          labels.receiptNumber,
          receipts[0].number,
          labels.orderNumber,
          String(paidOrder.number),
          labels.method,
          expected[lang].method,
          labels.amount,
          expected[lang].amount(paidOrder.total),
          labels.refunds,
          expected[lang].amount(5000),
          '21-11-2026 13:00:00',
          '20-11-2026 12:30:00',
        ]),
      );
    },
  );

  it('is in the customer’s own language without ?lang', async () => {
    const { receipts } = (await customerDocuments(customer, paidOrder.id)).json();
    const answer = await call(shop, 'GET', receipts[0].href, customer.token);
    expect(await pdfText(answer.rawPayload)).toContain(DOCUMENT_LABELS.kr.receipt);
  });

  it('embeds its fonts, as subsets', async () => {
    const { receipts } = (await customerDocuments(customer, paidOrder.id)).json();
    const answer = await call(shop, 'GET', `${receipts[0].href}?lang=ar`, customer.token);
    const pdf = await PDFDocument.load(answer.rawPayload);
    const descriptors = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict &&
          object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      );
    expect(descriptors.length).toBeGreaterThan(0);
    const fullFont = readFileSync(
      createRequire(import.meta.url).resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
    );
    for (const descriptor of descriptors) {
      expect(descriptor.get(PDFName.of('FontName'))?.toString()).toMatch(/^\/Vazirmatn-/);
      const file = pdf.context.lookup(descriptor.get(PDFName.of('FontFile2')));
      expect(file).toBeInstanceOf(PDFRawStream);
      // A subset: the glyphs drawn, far fewer bytes than the whole font.
      const bytes = decodePDFRawStream(file as PDFRawStream).decode();
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.length).toBeLessThan(fullFont.length / 2);
    }
  });
});

describe('invoices as PDFs', () => {
  it.each(['kr', 'ar', 'en'] as const)(
    'reads back the invoice in %s: lines, total, paid and refunded',
    async (lang) => {
      const { invoice } = (await customerDocuments(customer, paidOrder.id)).json();
      const answer = await call(shop, 'GET', `${invoice.href}?lang=${lang}`, customer.token);
      expect(answer.statusCode).toBe(200);
      const labels = DOCUMENT_LABELS[lang];
      const money = (n: number) => `${formatDinar(n)} ${labels.dinar}`;
      const product = { kr: 'کارتی بازرگانی', ar: 'بطاقات عمل', en: 'Business cards' }[lang];
      const sellerName = { kr: 'فرۆشگای', ar: 'متجر', en: 'Erbil Print' }[lang];
      const text = await pdfText(answer.rawPayload);
      expect(text).toEqual(
        expect.arrayContaining([
          labels.invoice,
          invoice.number,
          product,
          '2',
          labels.total,
          money(paidOrder.total),
          labels.paid,
          labels.refunded,
          money(5000),
        ]),
      );
      expect(text.some((s) => s.startsWith(`${labels.seller}: ${sellerName}`))).toBe(true);
      expect(text).not.toContain(labels.leftInCash);
    },
  );

  it('says what is left to pay in cash on an unpaid cash order', async () => {
    const order = await placeOrder(customer, 'cod');
    const { invoice } = (await customerDocuments(customer, order.id)).json();
    const text = await pdfText(
      (await call(shop, 'GET', `${invoice.href}?lang=kr`, customer.token)).rawPayload,
    );
    expect(text).toEqual(
      expect.arrayContaining([
        DOCUMENT_LABELS.kr.leftInCash,
        `${formatDinar(order.totalIqd)} ${DOCUMENT_LABELS.kr.dinar}`,
      ]),
    );
  });
});

describe('who may download', () => {
  it("answers another customer's order and receipt as missing", async () => {
    const { receipts, invoice } = (await customerDocuments(customer, paidOrder.id)).json();
    for (const url of [
      `/api/home/coustomer/orders/${paidOrder.id}/documents`,
      invoice.href,
      receipts[0].href,
    ]) {
      const answer = await call(shop, 'GET', url, stranger.token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'order_not_found' });
    }
    // A receipt of one order asked under another of the customer's own orders is not there.
    const crossed = await call(
      shop,
      'GET',
      `/api/home/coustomer/orders/${cashOrder.id}/receipts/${receipts[0].id}`,
      customer.token,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ code: 'receipt_not_found' });
  });

  it('draws at most PDFS_PER_MINUTE PDFs a minute for one network, then says to wait', async () => {
    const ask = () =>
      shop.app.inject({
        method: 'GET',
        url: `/api/home/coustomer/orders/${paidOrder.id}/invoice`,
        headers: { authorization: `Bearer ${customer.token}` },
        remoteAddress: '198.51.100.77',
      });
    for (let i = 0; i < PDFS_PER_MINUTE; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // Another network is served as before.
    const elsewhere = await call(
      shop,
      'GET',
      `/api/home/coustomer/orders/${paidOrder.id}/invoice`,
      customer.token,
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('asks the customer to sign in', async () => {
    const answer = await call(
      shop,
      'GET',
      `/api/home/coustomer/orders/${paidOrder.id}/invoice`,
      undefined,
    );
    expect(answer.statusCode).toBe(401);
  });

  it('gives the seller their part: its invoice and its cash receipts, not the online payment’s', async () => {
    const [part] = await db()
      .select({ id: sellerOrders.id })
      .from(sellerOrders)
      .where(eq(sellerOrders.orderId, paidOrder.id));
    const online = await call(
      shop,
      'GET',
      `/api/seller/orders/${part!.id}/documents`,
      seller.token,
    );
    expect(online.statusCode).toBe(200);
    expect(online.json().receipts).toEqual([]);
    const cash = (
      await call(shop, 'GET', `/api/seller/orders/${cashOrder.partId}/documents`, seller.token)
    ).json();
    expect(cash.receipts).toEqual([expect.objectContaining({ method: 'cod' })]);
    const receipt = await call(shop, 'GET', `${cash.receipts[0].href}?lang=ar`, seller.token);
    expect(receipt.statusCode).toBe(200);
    expect(await pdfText(receipt.rawPayload)).toEqual(
      expect.arrayContaining([DOCUMENT_LABELS.ar.receipt, 'الدفع عند الاستلام']),
    );
    const invoice = await call(shop, 'GET', `${cash.invoice.href}?lang=en`, seller.token);
    expect(await pdfText(invoice.rawPayload)).toEqual(
      expect.arrayContaining(['Order invoice', 'Business cards']),
    );
    for (const url of [
      `/api/seller/orders/${cashOrder.partId}/documents`,
      `/api/seller/orders/${cashOrder.partId}/invoice`,
      cash.receipts[0].href,
    ]) {
      const answer = await call(shop, 'GET', url, otherSeller.token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'seller_order_not_found' });
    }
  });

  it('gives the admin every document, and refuses a customer on the admin routes', async () => {
    const documents = await call(
      shop,
      'GET',
      `/api/admin/orders/${paidOrder.id}/documents`,
      admin.token,
    );
    expect(documents.statusCode).toBe(200);
    const receipt = await call(shop, 'GET', documents.json().receipts[0].href, admin.token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const refused = await call(
      shop,
      'GET',
      `/api/admin/orders/${paidOrder.id}/documents`,
      customer.token,
    );
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a language it does not write', async () => {
    const answer = await call(
      shop,
      'GET',
      `/api/home/coustomer/orders/${paidOrder.id}/invoice?lang=fr`,
      customer.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBeTruthy();
  });
});
