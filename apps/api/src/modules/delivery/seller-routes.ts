import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerDeliveryInputSchema, sellerDeliverySchema } from '@chapkhana/shared/delivery';
import { errorResponses } from '../../lib/error-responses';
import { signedInSeller } from '../../plugins/auth';
import { sellerOnly } from '../../plugins/console-access';
import { sellerDeliverySettings, updateSellerDelivery } from './service';

const errors = errorResponses(400, 401, 403, 404);

/**
 * A seller's own delivery fees and pickup. There is no seller id in the path: a seller reaches
 * only its own terms (another seller's are the admin's to change).
 */
export const sellerDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = sellerOnly(app, 'settings');

  app.get(
    '/delivery',
    { ...access, schema: { response: { 200: sellerDeliverySchema, ...errors } } },
    async (request) => sellerDeliverySettings(db(), signedInSeller(request).sellerId),
  );

  app.put(
    '/delivery',
    {
      ...access,
      schema: {
        body: sellerDeliveryInputSchema,
        response: { 200: sellerDeliverySchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      const by = { kind: 'staff', id: staff.id } as const;
      return updateSellerDelivery(db(), sellerId, request.body, by, app.clock.now());
    },
  );
};
