import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInSeller } from '../../plugins/auth';
import { sellerOnly } from '../../plugins/console-access';
import { documentRoutesFor } from './http';

/** A seller's part's documents, by part id as their order page has it. */
export const sellerDocumentRoutes: FastifyPluginAsyncZod = async (app) =>
  app.register(
    documentRoutesFor(
      sellerOnly(app, 'view'),
      (request, partId) => {
        const { sellerId, staff } = signedInSeller(request);
        return { kind: 'seller', sellerId, staffId: staff.id, partId };
      },
      '/orders',
    ),
  );
