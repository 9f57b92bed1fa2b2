/**
 * Receipts and invoices (issue 38, docs/payments.md): who may read which, and what each says.
 *
 * - The customer reads their own order's invoice and every receipt of it.
 * - A seller reads the invoice of their own part (its lines and figures, not the other sellers')
 *   and the receipts of the cash collected for it; an online payment covers every part, so its
 *   receipt is the customer's and the admin's.
 * - The admin reads them all.
 * Another reader's order or receipt is answered as missing (404), as everywhere in the shop.
 */
import {
  invoiceNumberText,
  receiptNumberText,
  type OrderDocumentsResponse,
} from '@chapkhana/shared/documents';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { Language } from '@chapkhana/shared/languages';
import { PAYMENT_METHOD_DETAILS } from '@chapkhana/shared/payments';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { readShopSettings } from '../settings/repository';
import { DOCUMENT_LABELS, type DocumentLabels } from './labels';
import {
  countingRefunds,
  invoiceNumber,
  orderForDocuments,
  orderOfSellerPart,
  partsForDocuments,
  receiptsOf,
  staffLanguage,
  type DocumentOrder,
  type DocumentPart,
  type Receipt,
} from './repository';
import { renderSheet, type Sheet } from './sheet';

/** Who is asking, and the path their own routes live under (`/api/home/coustomer/orders/:id`…). */
export type Reader =
  | { kind: 'customer'; customerId: string }
  | { kind: 'seller'; sellerId: string; staffId: string; partId: string }
  | { kind: 'admin'; staffId: string };

interface ReaderScope {
  order: DocumentOrder;
  sellerId?: string;
  /** Where this reader's document routes for the order live. */
  base: string;
}

async function scopeOf(db: Database, reader: Reader, orderId: string): Promise<ReaderScope> {
  if (reader.kind === 'seller') {
    const ownOrderId = await orderOfSellerPart(db, reader.partId, reader.sellerId);
    const order = ownOrderId ? await orderForDocuments(db, ownOrderId) : null;
    if (!order) throw notFound('seller_order_not_found');
    return { order, sellerId: reader.sellerId, base: `/api/seller/orders/${reader.partId}` };
  }
  const order = await orderForDocuments(
    db,
    orderId,
    reader.kind === 'customer' ? reader.customerId : undefined,
  );
  if (!order) throw notFound('order_not_found');
  const base =
    reader.kind === 'customer'
      ? `/api/home/coustomer/orders/${orderId}`
      : `/api/admin/orders/${orderId}`;
  return { order, base };
}

const visibleReceipts = (receipts: Receipt[], scope: ReaderScope) =>
  scope.sellerId ? receipts.filter((r) => r.sellerId === scope.sellerId) : receipts;

/** The order's invoice and receipts the reader may download, numbers given on first ask. */
export async function orderDocuments(
  db: Database,
  reader: Reader,
  orderId: string,
): Promise<OrderDocumentsResponse> {
  const scope = await scopeOf(db, reader, orderId);
  const id = scope.order.order.id;
  const [number, receipts] = await Promise.all([invoiceNumber(db, id), receiptsOf(db, id)]);
  return {
    invoice: { number: invoiceNumberText(number), href: `${scope.base}/invoice` },
    receipts: visibleReceipts(receipts, scope).map((r) => ({
      id: r.id,
      number: receiptNumberText(r.number),
      method: r.method,
      amountIqd: r.amountIqd,
      paidAt: r.paidAt?.toISOString() ?? null,
      href: `${scope.base}/receipts/${r.id}`,
    })),
  };
}

export interface PdfDocument {
  bytes: Uint8Array;
  /** ASCII only: the number and the kind ("invoice-INV-000012.pdf"). */
  filename: string;
}

async function languageOf(db: Database, reader: Reader, scope: ReaderScope, asked?: Language) {
  if (asked) return asked;
  if (reader.kind === 'customer') return scope.order.customerLanguage;
  return staffLanguage(db, reader.staffId);
}

const money = (labels: DocumentLabels, amount: number | string) =>
  `${formatDinar(amount)} ${labels.dinar}`;

/** What both documents start with: the shop, the title, the number, the order and its customer. */
async function sheetStart(
  db: Database,
  language: Language,
  kind: 'receipt' | 'invoice',
  number: string,
  order: DocumentOrder['order'],
  date: Date | null,
) {
  const labels = DOCUMENT_LABELS[language];
  const settings = await readShopSettings(db);
  return {
    language,
    title: labels[kind],
    header: [labels.shop, settings.phone, settings.email].filter(Boolean),
    fields: [
      [kind === 'receipt' ? labels.receiptNumber : labels.invoiceNumber, number],
      [labels.orderNumber, String(order.orderNumber)],
      [labels.date, date ? formatIraqTime(date) : ''],
      [labels.customer, order.shippingInfo.name],
    ] as [string, string][],
  };
}

const sellerName = (seller: DocumentPart['seller'], language: Language) =>
  ({ kr: seller.shopNameKu, ar: seller.shopNameAr, en: seller.shopNameEn })[language] ||
  seller.shopNameEn;

/** One payment's receipt as a PDF in the reader's language (`lang` or their own). */
export async function receiptPdf(
  db: Database,
  reader: Reader,
  orderId: string,
  receiptId: string,
  asked?: Language,
): Promise<PdfDocument> {
  const scope = await scopeOf(db, reader, orderId);
  const { order } = scope.order;
  const receipts = visibleReceipts(await receiptsOf(db, order.id), scope);
  const receipt = receipts.find((r) => r.id === receiptId);
  if (!receipt) throw notFound('receipt_not_found');
  const language = await languageOf(db, reader, scope, asked);
  const labels = DOCUMENT_LABELS[language];
  const refunds = (await countingRefunds(db, order.id)).filter(
    (r) => r.method === receipt.method && r.paymentId === receipt.paymentId,
  );
  const seller = receipt.sellerId
    ? (await partsForDocuments(db, order.id, receipt.sellerId))[0]?.seller
    : undefined;
  const number = receiptNumberText(receipt.number);
  const start = await sheetStart(db, language, 'receipt', number, order, receipt.paidAt);
  const sheet: Sheet = {
    ...start,
    fields: [
      ...start.fields,
      [labels.method, PAYMENT_METHOD_DETAILS[receipt.method].name[language]],
      ...(seller ? [[labels.seller, sellerName(seller, language)] as [string, string]] : []),
      [labels.amount, money(labels, receipt.amountIqd)],
    ],
    tables: [],
    totals: [],
    notes:
      refunds.length === 0
        ? [[labels.refunds, labels.noRefunds]]
        : refunds.flatMap((r): [string, string][] => [
            [
              labels.refunds,
              `${money(labels, r.amountIqd)}${r.state === 'processing' ? ` · ${labels.processing}` : ''}`,
            ],
            [labels.date, formatIraqTime(r.createdAt)],
          ]),
  };
  return { bytes: await renderSheet(sheet), filename: `receipt-${number}.pdf` };
}

/** What was paid of the order (or of the seller's part), what was given back, and what is left. */
function paidFigures(
  order: DocumentOrder['order'],
  parts: DocumentPart[],
  receipts: Receipt[],
  refunded: number,
  sellerId?: string,
) {
  const total = sellerId
    ? parts.reduce((sum, p) => sum + Number(p.part.amountIqd), 0)
    : Number(order.totalIqd);
  const onlinePaid = order.paymentStatus === 'paid' && order.paymentMethod !== 'cod';
  let paid: number;
  if (sellerId) paid = onlinePaid ? total : receipts.reduce((sum, r) => sum + r.amountIqd, 0);
  else if (order.paymentStatus === 'paid' && receipts.length === 0) paid = total;
  else paid = receipts.reduce((sum, r) => sum + r.amountIqd, 0);
  const cancelled = order.deliveryStatus === 'cancelled';
  const left = cancelled || order.paymentStatus === 'paid' ? 0 : Math.max(0, total - paid);
  return { total, paid, refunded, left };
}

/** The order's invoice (or the seller's part of it) as a PDF in the reader's language. */
export async function invoicePdf(
  db: Database,
  reader: Reader,
  orderId: string,
  asked?: Language,
): Promise<PdfDocument> {
  const scope = await scopeOf(db, reader, orderId);
  const { order } = scope.order;
  const language = await languageOf(db, reader, scope, asked);
  const labels = DOCUMENT_LABELS[language];
  const [numberValue, parts, receipts, refunds] = await Promise.all([
    invoiceNumber(db, order.id),
    partsForDocuments(db, order.id, scope.sellerId),
    receiptsOf(db, order.id),
    countingRefunds(db, order.id),
  ]);
  const number = invoiceNumberText(numberValue);
  const figures = paidFigures(
    order,
    parts,
    visibleReceipts(receipts, scope),
    refunds.reduce((sum, r) => sum + r.amountIqd, 0),
    scope.sellerId,
  );
  const sum = (pick: (p: DocumentPart['part']) => string) =>
    scope.sellerId ? parts.reduce((total, p) => total + Number(pick(p.part)), 0) : undefined;
  const subtotal = sum((p) => p.subtotalIqd) ?? Number(order.subtotalIqd);
  const discount = sum((p) => p.discountIqd) ?? Number(order.discountIqd);
  const delivery = sum((p) => p.shippingFeeIqd) ?? Number(order.shippingFeeIqd);
  const info = order.shippingInfo;
  const productName = (line: DocumentPart['lines'][number]) =>
    ({ kr: line.product.kuName, ar: line.product.arName, en: line.product.enName })[language] ||
    line.product.enName;
  const start = await sheetStart(db, language, 'invoice', number, order, order.createdAt);
  const sheet: Sheet = {
    ...start,
    fields: [
      ...start.fields,
      [labels.phone, info.phone],
      [
        labels.address,
        [info.city, info.district, info.area, info.address]
          .filter(Boolean)
          .join(language === 'en' ? ', ' : '، '),
      ],
    ],
    tables: parts.map((p) => ({
      heading: [
        `${labels.seller}: ${sellerName(p.seller, language)}`,
        [p.seller.city, p.seller.phone].filter(Boolean).join(' · '),
      ],
      columns: [labels.product, labels.quantity, labels.unitPrice, labels.lineTotal],
      rows: p.lines.map((line) => [
        productName(line),
        String(line.quantity),
        formatDinar(line.unitPriceIqd),
        formatDinar(line.lineTotalIqd),
      ]),
    })),
    totals: [
      [labels.subtotal, money(labels, subtotal)],
      ...(discount > 0 ? [[labels.discount, money(labels, discount)] as [string, string]] : []),
      [labels.delivery, money(labels, delivery)],
      [labels.total, money(labels, figures.total)],
      [labels.paid, money(labels, figures.paid)],
      ...(!scope.sellerId && figures.refunded > 0
        ? [[labels.refunded, money(labels, figures.refunded)] as [string, string]]
        : []),
      ...(figures.left > 0
        ? [[labels.leftInCash, money(labels, figures.left)] as [string, string]]
        : []),
    ],
    notes: [],
  };
  return { bytes: await renderSheet(sheet), filename: `invoice-${number}.pdf` };
}
