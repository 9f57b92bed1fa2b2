import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { roleCan } from '@chapkhana/shared/shop-roles';
import {
  dashboardCsvQuerySchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
} from '@chapkhana/shared/dashboard';
import { errorResponses } from '../../lib/error-responses';
import { attachmentHeader } from '../../lib/private-files';
import { signedInSeller } from '../../plugins/auth';
import { adminOnly, scopeOf, sellerOnly, type ConsoleSide } from '../../plugins/console-access';
import { dashboardCsv, dashboardCsvName } from './csv';
import { dashboardFigures, jobFigures } from './service';

const errors = errorResponses(400, 401, 403, 503);

/** A spreadsheet for its reader only: a download, kept by no shared cache, never sniffed. */
function sendCsv(reply: FastifyReply, fileName: string, text: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(text, 'utf8'));
}

/**
 * The dashboard (issue 39) and its CSV, for a seller (its own print house) or the admin (every
 * one, or one chosen); registered under /api/seller and /api/admin with the same paths.
 */
function dashboardRoutesFor(side: ConsoleSide): FastifyPluginAsyncZod {
  return async (app) => {
    const access = side === 'seller' ? sellerOnly(app, 'view') : adminOnly(app);

    app.get(
      '/dashboard',
      {
        ...access,
        schema: {
          querystring: dashboardQuerySchema,
          response: { 200: dashboardResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        if (side === 'seller') {
          const { sellerId, staff } = signedInSeller(request);
          if (!roleCan(staff.sellerRole, 'money')) {
            return jobFigures(app.database.db, request.query, sellerId, app.clock.now());
          }
        }
        return dashboardFigures(
          app.database.db,
          request.query,
          scopeOf(side, request, request.query.sellerId),
          app.clock.now(),
        );
      },
    );

    app.get(
      '/dashboard/csv',
      {
        // The CSV is the shop's takings: the owner's (and the admin's) only.
        ...(side === 'seller' ? sellerOnly(app, 'money') : access),
        schema: { querystring: dashboardCsvQuerySchema, response: errors },
      },
      async (request, reply) => {
        const figures = await dashboardFigures(
          app.database.db,
          request.query,
          scopeOf(side, request, request.query.sellerId),
          app.clock.now(),
        );
        return sendCsv(
          reply,
          dashboardCsvName(figures),
          dashboardCsv(figures, request.query.lng ?? 'kr'),
        );
      },
    );
  };
}

export const sellerDashboardRoutes = dashboardRoutesFor('seller');
export const adminDashboardRoutes = dashboardRoutesFor('admin');
