/**
 * Receipts and invoices (issue 38): the numbered PDFs of an order's payments and of the order,
 * in the reader's language. The list tells the pages which documents there are and where.
 */
import { z } from 'zod';
import { LANGUAGES } from './languages';
import { PAYMENT_METHOD_IDS } from './payments';

/** `?lang=kr|ar|en`; without it, the reader's own language. */
export const documentQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

export const receiptSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  method: z.enum(PAYMENT_METHOD_IDS),
  amountIqd: z.number().int(),
  paidAt: z.string().nullable(),
  /** The PDF's path under /api (the caller's own route), without `?lang`. */
  href: z.string(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

export const orderDocumentsResponseSchema = z.object({
  invoice: z.object({ number: z.string(), href: z.string() }),
  receipts: z.array(receiptSummarySchema),
});
export type OrderDocumentsResponse = z.infer<typeof orderDocumentsResponseSchema>;

/** How numbers are shown on the PDFs and the pages: Latin, so they read the same in every language. */
export const invoiceNumberText = (n: number) => `INV-${String(n).padStart(6, '0')}`;
export const receiptNumberText = (n: number) => `R-${String(n).padStart(6, '0')}`;
