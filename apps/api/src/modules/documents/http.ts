/**
 * Receipts and invoices as downloads (issue 38), the same three routes for each side: the
 * customer's under /api/home/coustomer (routes.ts), the seller's (their part, by part id) under
 * /api/seller, the admin's under /api/admin. Each lists the order's documents and serves the
 * invoice and each receipt as a PDF.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentQuerySchema, orderDocumentsResponseSchema } from '@chapkhana/shared/documents';
import { idSchema } from '@chapkhana/shared/fields';
import type { Language } from '@chapkhana/shared/languages';
import { clientNetwork } from '../../lib/client-network';
import { errorResponses } from '../../lib/error-responses';
import { attachmentHeader } from '../../lib/private-files';
import type { signedInCustomer } from '../../plugins/auth';
import { invoicePdf, orderDocuments, receiptPdf, type PdfDocument, type Reader } from './service';

const errors = errorResponses(400, 401, 403, 404);
const pdfErrors = errorResponses(400, 401, 403, 404, 429);

/**
 * PDFs one network may have drawn a minute: a few a minute is a person's reading; each is drawn
 * on the server (tens of milliseconds, up to about a second for the longest invoice), so a
 * script asking in a loop is stopped here rather than holding the server.
 */
export const PDFS_PER_MINUTE = 30;
const pdfLimit = {
  max: PDFS_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `documents:${clientNetwork(request.ip)}`,
};
const orderParams = z.object({ id: idSchema });
/** The invoice's path has the order's id; a receipt's has the receipt's too. */
const pdfParams = z.object({ id: idSchema, receiptId: idSchema.optional() });

/** A PDF for its reader only: a download, kept by no shared cache, never sniffed. */
function sendPdf(reply: FastifyReply, pdf: PdfDocument) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentHeader(pdf.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf.bytes));
}

export type ReaderOf = (request: Parameters<typeof signedInCustomer>[0], id: string) => Reader;

/** The three routes of one side: the list, the invoice, a receipt. */
export const documentRoutesFor =
  (access: object, readerOf: ReaderOf, base: string): FastifyPluginAsyncZod =>
  async (app) => {
    const db = () => app.database.db;
    app.get(
      `${base}/:id/documents`,
      {
        ...access,
        schema: { params: orderParams, response: { 200: orderDocumentsResponseSchema, ...errors } },
      },
      async (request) =>
        orderDocuments(db(), readerOf(request, request.params.id), request.params.id),
    );
    /** A route answering a PDF (application/pdf), or an error. */
    const pdfRoute = (
      path: string,
      params: typeof pdfParams,
      make: (reader: Reader, p: z.infer<typeof pdfParams>, lang?: Language) => Promise<PdfDocument>,
    ) =>
      app.get(
        `${base}${path}`,
        {
          ...access,
          config: { ...(access as { config?: object }).config, rateLimit: pdfLimit },
          schema: { params, querystring: documentQuerySchema, response: pdfErrors },
        },
        async (request, reply) =>
          sendPdf(
            reply,
            await make(readerOf(request, request.params.id), request.params, request.query.lang),
          ),
      );
    pdfRoute('/:id/invoice', pdfParams, (reader, p, lang) => invoicePdf(db(), reader, p.id, lang));
    pdfRoute('/:id/receipts/:receiptId', pdfParams, (reader, p, lang) =>
      receiptPdf(db(), reader, p.id, p.receiptId ?? '', lang),
    );
  };
