import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { ProductPrint, ProofState } from '@chapkhana/shared/print';
import type { Database } from '../../src/db/client';
import { orderLines, orders, sellerOrders } from '../../src/db/schema/index';
import { shippingInfo } from './console';
import { insertProduct } from './fixtures';

/** Business cards: one size (90 × 50 mm, 3 mm bleed), two papers, tiers from 100 pieces. */
export const CARD_PRINT: ProductPrint = {
  options: [
    {
      id: 'size',
      kind: 'size',
      enName: 'Size',
      kuName: 'قەبارە',
      arName: 'الحجم',
      values: [
        {
          id: 'standard',
          enName: 'Standard',
          kuName: 'ستاندارد',
          arName: 'قياسي',
          effect: { kind: 'per_unit', amount: '0' },
          trim: { widthMm: 90, heightMm: 50 },
        },
      ],
    },
    {
      id: 'paper',
      kind: 'paper',
      enName: 'Paper',
      kuName: 'کاغەز',
      arName: 'الورق',
      values: [
        {
          id: 'matte',
          enName: 'Matte',
          kuName: 'مات',
          arName: 'مطفي',
          effect: { kind: 'per_unit', amount: '0' },
        },
        {
          id: 'gloss',
          enName: 'Gloss',
          kuName: 'بریقەدار',
          arName: 'لامع',
          effect: { kind: 'multiply', amount: '1.2' },
        },
      ],
    },
  ],
  tiers: [{ minQuantity: 100, unitPrice: '0.05' }],
  artwork: { required: true, trim: { widthMm: 90, heightMm: 50 }, bleedMm: 3, sides: 1 },
};

export const CARD_CHOICE = { size: 'standard', paper: 'matte' };

const MM = 72 / 25.4;

/** A one-page PDF of `widthMm` × `heightMm` (the card with its bleed by default). */
export async function pdfOf(widthMm = 96, heightMm = 56, pages = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) {
    const page = document.addPage([widthMm * MM, heightMm * MM]);
    page.drawText(`Card ${i + 1}`, { x: 10, y: 10, size: 8 });
  }
  return Buffer.from(await document.save());
}

/** pdfOf's card carrying about `bytes` more of incompressible text in its metadata. */
export async function paddedPdfOf(bytes: number): Promise<Buffer> {
  const document = await PDFDocument.load(await pdfOf());
  document.setSubject(randomBytes(Math.ceil(bytes / 2)).toString('hex'));
  return Buffer.from(await document.save());
}

/** A print product of `sellerId` with CARD_PRINT's set-up. */
export function insertPrintProduct(db: Database, refs: { sellerId: string; categoryId: string }) {
  return insertProduct(db, refs, { print: CARD_PRINT, stock: 0 });
}

/**
 * An order of `customerId` with one print line of `productId` sold by `sellerId`, written
 * straight into the tables (placing print orders is the cart module's): cash on delivery, its
 * part pending, the line's proof state `state`.
 */
export async function insertPrintOrder(
  db: Database,
  input: {
    customerId: string;
    sellerId: string;
    productId: string;
    state?: ProofState;
    needsArtwork?: boolean;
    /** The chosen turnaround's working days, as orders keep them. */
    workingDays?: number;
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerId: input.customerId,
      subtotalIqd: '65500',
      totalIqd: '65500',
      currencyRate: '1310',
      items: 1000,
      shippingInfo,
      paymentMethod: 'cod',
    })
    .returning();
  const [part] = await db
    .insert(sellerOrders)
    .values({
      orderId: order!.id,
      sellerId: input.sellerId,
      priceIqd: '65500',
      subtotalIqd: '65500',
      discountIqd: '0',
      shippingFeeIqd: '0',
      amountIqd: '65500',
    })
    .returning();
  const needsArtwork = input.needsArtwork ?? true;
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      sellerOrderId: part!.id,
      productId: input.productId,
      product: {
        slug: 'business-cards',
        code: 'BC-1',
        enName: 'Business cards',
        kuName: 'کارتی بزنس',
        arName: 'بطاقات عمل',
        image: null,
        price: '0.05',
        discount: 0,
      },
      items: [],
      quantity: 1000,
      unitPriceIqd: '65.50',
      lineTotalIqd: '65500',
      print: {
        choice: CARD_CHOICE,
        options: [],
        tierMinQuantity: 100,
        jobFeeIqd: '0',
        needsArtwork,
        spec: needsArtwork ? { trim: { widthMm: 90, heightMm: 50 }, bleedMm: 3, sides: 1 } : null,
        workingDays: input.workingDays ?? null,
      },
      proofState: input.state ?? (needsArtwork ? 'awaiting_artwork' : 'not_needed'),
    })
    .returning();
  return { orderId: order!.id, sellerOrderId: part!.id, lineId: line!.id };
}
