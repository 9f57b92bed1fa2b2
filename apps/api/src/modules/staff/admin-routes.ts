import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@chapkhana/shared/fields';
import {
  sellerPageQuerySchema,
  sellerPageResponseSchema,
  sellerResponseSchema,
  setSellerActiveBodySchema,
} from '@chapkhana/shared/staff';
import { errorResponses } from '../../lib/error-responses';
import { adminOnly } from '../../plugins/console-access';
import { rooms } from '../../realtime/realtime';
import { pageSellers } from './repository';
import { setSellerActive } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Sellers' shops and their console accounts, as the admin keeps them. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);

  app.get(
    '/sellers',
    {
      ...access,
      schema: {
        querystring: sellerPageQuerySchema,
        response: { 200: sellerPageResponseSchema, ...errors },
      },
    },
    async (request) => pageSellers(db(), request.query),
  );

  app.patch(
    '/sellers/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: setSellerActiveBodySchema,
        response: { 200: sellerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const seller = await setSellerActive(
        db(),
        request.params.id,
        request.body.active,
        app.clock.now(),
      );
      // A closed shop's console goes offline now (its sign-in is refused from the next request).
      if (!seller.active) app.realtime.io.in(rooms.seller(seller._id)).disconnectSockets(true);
      return { seller };
    },
  );
};
