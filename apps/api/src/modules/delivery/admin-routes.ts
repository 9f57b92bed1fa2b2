import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDeliveryFeesInputSchema,
  adminDeliveryFeesSchema,
  sellerDeliveryInputSchema,
  sellerDeliverySchema,
} from '@chapkhana/shared/delivery';
import { idSchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { readAdminFees } from './repository';
import { sellerDeliverySettings, updateAdminFees, updateSellerDelivery } from './service';

const errors = errorResponses(400, 401, 403);
const sellerParams = z.object({ sellerId: idSchema });

/** The admin's delivery fee per governorate, and any seller's own fees and pickup. */
export const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);
  const configuredDefault = () => app.config.shippingFeeIqd;

  app.get(
    '/delivery-fees',
    { ...access, schema: { response: { 200: adminDeliveryFeesSchema, ...errors } } },
    async () => readAdminFees(db(), configuredDefault()),
  );

  app.put(
    '/delivery-fees',
    {
      ...access,
      schema: {
        body: adminDeliveryFeesInputSchema,
        response: { 200: adminDeliveryFeesSchema, ...errors },
      },
    },
    async (request) =>
      updateAdminFees(
        db(),
        request.body,
        signedInStaff(request).id,
        app.clock.now(),
        configuredDefault(),
      ),
  );

  app.get(
    '/sellers/:sellerId/delivery',
    {
      ...access,
      schema: {
        params: sellerParams,
        response: { 200: sellerDeliverySchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => sellerDeliverySettings(db(), request.params.sellerId),
  );

  app.put(
    '/sellers/:sellerId/delivery',
    {
      ...access,
      schema: {
        params: sellerParams,
        body: sellerDeliveryInputSchema,
        response: { 200: sellerDeliverySchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const by = { kind: 'admin', id: signedInStaff(request).id } as const;
      return updateSellerDelivery(db(), request.params.sellerId, request.body, by, app.clock.now());
    },
  );
};
