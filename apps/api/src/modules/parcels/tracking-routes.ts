import type { FastifyRequest } from 'fastify';
import type { ShopCapability } from '@chapkhana/shared/shop-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '@chapkhana/shared/fields';
import {
  consoleParcelsResponseSchema,
  customerParcelsResponseSchema,
} from '@chapkhana/shared/parcels';
import { errorResponses } from '../../lib/error-responses';
import { signedInCustomer, signedInSeller, signedInStaff } from '../../plugins/auth';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import { adminOnly, sellerOnly } from '../../plugins/console-access';
import { orderIdOfSellerOrder } from '../orders/repository';
import { notFound } from '../../lib/http-errors';
import { consoleParcels, customerParcels, markLookedAt, parcelsNeedingAttention } from './history';

const errors = errorResponses(400, 401, 403, 404);

/** The customer's order page: its parcels and their history (another's order is missing). */
export const customerParcelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home/coustomer/order-parcels/:orderId',
    {
      config: { access: 'customer' },
      preHandler: app.requireCustomer,
      schema: {
        params: z.object({ orderId: idSchema }),
        response: { 200: customerParcelsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      parcels: await customerParcels(
        app.database.db,
        signedInCustomer(request).id,
        request.params.orderId,
      ),
    }),
  );
};

/**
 * The console's parcels, for a seller (its own only: another's is missing) or the admin (all):
 * an order's parcels (a seller names its part, the admin the order), those waiting for a look,
 * and the look that clears the flag.
 */
function consoleParcelRoutes(side: 'seller' | 'admin'): FastifyPluginAsyncZod {
  return async (app) => {
    const db = () => app.database.db;
    const access = (capability: ShopCapability) =>
      side === 'seller' ? sellerOnly(app, capability) : adminOnly(app);
    const sellerOf = (request: FastifyRequest) =>
      side === 'seller' ? signedInSeller(request).sellerId : undefined;
    app.get(
      '/orders/:id/parcels',
      {
        ...access('view'),
        schema: {
          params: idParamsSchema,
          response: { 200: consoleParcelsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const sellerId = sellerOf(request);
        if (!sellerId) return { parcels: await consoleParcels(db(), request.params.id) };
        const orderId = await orderIdOfSellerOrder(db(), sellerId, request.params.id);
        if (!orderId) throw notFound('seller_order_not_found');
        return { parcels: await consoleParcels(db(), orderId, sellerId) };
      },
    );
    app.get(
      '/parcels/attention',
      {
        ...access('dispatch'),
        schema: { response: { 200: consoleParcelsResponseSchema, ...errors } },
      },
      async (request) => ({ parcels: await parcelsNeedingAttention(db(), sellerOf(request)) }),
    );
    app.post(
      '/parcels/:id/looked-at',
      {
        ...access('dispatch'),
        config: { ...access('dispatch').config, invalidates: INVALIDATES_NOTHING },
        schema: { params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const sellerId = sellerOf(request);
        await markLookedAt(db(), {
          parcelId: request.params.id,
          ...(sellerId ? { sellerId } : {}),
          actorId: signedInStaff(request).id,
          now: app.clock.now(),
        });
        return reply.status(204).send(null);
      },
    );
  };
}

/** Under /api/seller: the seller's own parcels. */
export const sellerParcelRoutes = consoleParcelRoutes('seller');
/** Under /api/admin: every parcel. */
export const adminParcelRoutes = consoleParcelRoutes('admin');
