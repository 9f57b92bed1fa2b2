import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerPageResponseSchema,
  customerResponseSchema,
  setCustomerDiscountBodySchema,
} from '@chapkhana/shared/accounts';
import { idParamsSchema, pageQuerySchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { adminOnly } from '../../plugins/console-access';
import { pageCustomers } from './repository';
import { setCustomerDiscount } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Customers and their discount, as the admin keeps them (their orders: orders/admin-routes.ts). */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);

  app.get(
    '/customers',
    {
      ...access,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: customerPageResponseSchema, ...errors },
      },
    },
    async (request) => pageCustomers(db(), request.query),
  );

  app.patch(
    '/customers/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: setCustomerDiscountBodySchema,
        response: { 200: customerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      customer: await setCustomerDiscount(
        db(),
        request.params.id,
        request.body.discountPercent,
        app.clock.now(),
      ),
    }),
  );
};
