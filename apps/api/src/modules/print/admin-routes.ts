import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import { printJobsResponseSchema } from '@chapkhana/shared/print';
import { errorResponses } from '../../lib/error-responses';
import { adminOnly } from '../../plugins/console-access';
import { adminJobs } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Every print job of an order, as the admin follows it. */
export const adminPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = adminOnly(app);

  app.get(
    '/print/orders/:orderId',
    {
      ...access,
      schema: {
        params: z.object({ orderId: idSchema }),
        response: { 200: printJobsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      jobs: await adminJobs(app.database.db, request.params.orderId, app.clock.now()),
    }),
  );
};
