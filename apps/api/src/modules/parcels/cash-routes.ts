import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashParcelsQuerySchema,
  cashParcelsResponseSchema,
  cashQuerySchema,
  cashResponseSchema,
  courierInvoicesQuerySchema,
  courierInvoiceResponseSchema,
  courierInvoicesResponseSchema,
  handoverListQuerySchema,
  handoverListResponseSchema,
  receiveInvoiceBodySchema,
  settleOwnBodySchema,
  settleOwnResponseSchema,
  syncInvoicesBodySchema,
} from '@chapkhana/shared/cash';
import { idParamsSchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { badRequest } from '../../lib/http-errors';
import { signedInSeller, signedInStaff } from '../../plugins/auth';
import { adminOnly, scopeOf, sellerOnly, type ConsoleSide } from '../../plugins/console-access';
import { cashFigures, cashParcelList, handoverList, settleOwnDelivery } from './cash';
import { listInvoices, receiveInvoice, syncInvoices, waseetInvoices } from './invoices';

const errors = errorResponses(400, 401, 403, 404, 409);
const courierErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Cash reconciled, for a seller (its own parcels and courier accounts) or for the admin (every
 * seller's); registered under /api/seller and /api/admin with the same paths.
 */
function cashRoutesFor(side: ConsoleSide): FastifyPluginAsyncZod {
  return async (app) => {
    const db = () => app.database.db;
    const access = side === 'seller' ? sellerOnly(app, 'dispatch') : adminOnly(app);
    const courierFor = waseetInvoices((account) => app.courierReaderFor(account));

    app.get(
      '/cash',
      {
        ...access,
        schema: { querystring: cashQuerySchema, response: { 200: cashResponseSchema, ...errors } },
      },
      async (request) =>
        cashFigures(
          db(),
          request.query,
          scopeOf(side, request, request.query.sellerId),
          app.clock.now(),
        ),
    );

    app.get(
      '/cash/parcels',
      {
        ...access,
        schema: {
          querystring: cashParcelsQuerySchema,
          response: { 200: cashParcelsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        items: await cashParcelList(
          db(),
          request.query,
          scopeOf(side, request, request.query.sellerId),
          app.clock.now(),
        ),
      }),
    );

    app.get(
      '/cash/handover-list',
      {
        ...access,
        schema: {
          querystring: handoverListQuerySchema,
          response: { 200: handoverListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const sellerId = scopeOf(side, request, request.query.sellerId);
        if (!sellerId) throw badRequest('invalid_input', { fields: 'seller' });
        return handoverList(db(), request.query, sellerId, app.clock.now());
      },
    );

    app.get(
      '/cash/invoices',
      {
        ...access,
        schema: {
          querystring: courierInvoicesQuerySchema,
          response: { 200: courierInvoicesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        items: await listInvoices(db(), scopeOf(side, request, request.query.sellerId)),
      }),
    );

    app.post(
      '/cash/invoices/sync',
      {
        ...access,
        schema: {
          body: syncInvoicesBodySchema,
          response: { 200: courierInvoicesResponseSchema, ...courierErrors },
        },
      },
      async (request) => ({
        items: await syncInvoices(db(), courierFor, {
          sellerId: scopeOf(side, request, undefined),
          accountId: request.body.courierAccountId,
          now: app.clock.now(),
        }),
      }),
    );

    app.post(
      '/cash/invoices/:id/received',
      {
        ...access,
        schema: {
          params: idParamsSchema,
          body: receiveInvoiceBodySchema,
          response: { 200: courierInvoiceResponseSchema, ...courierErrors },
        },
      },
      async (request) => ({
        invoice: await receiveInvoice(db(), courierFor, {
          sellerId: scopeOf(side, request, undefined),
          invoiceId: request.params.id,
          acceptDifference: request.body.acceptDifference === true,
          actorId: signedInStaff(request).id,
          now: app.clock.now(),
        }),
      }),
    );

    if (side === 'seller') {
      app.post(
        '/cash/own-settled',
        {
          ...access,
          schema: {
            body: settleOwnBodySchema,
            response: { 200: settleOwnResponseSchema, ...errors },
          },
        },
        async (request) => {
          const { sellerId, staff } = signedInSeller(request);
          return {
            settled: await settleOwnDelivery(db(), {
              sellerId,
              parcelIds: request.body.parcelIds,
              note: request.body.note,
              actorId: staff.id,
              actorName: staff.name,
              now: app.clock.now(),
            }),
          };
        },
      );
    }
  };
}

export const sellerCashRoutes = cashRoutesFor('seller');
export const adminCashRoutes = cashRoutesFor('admin');
