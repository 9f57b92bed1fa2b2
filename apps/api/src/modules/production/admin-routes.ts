import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBoardQuerySchema, boardResponseSchema } from '@chapkhana/shared/production';
import { errorResponses } from '../../lib/error-responses';
import { adminOnly } from '../../plugins/console-access';
import { board } from './service';

const errors = errorResponses(400, 401, 403);

/** The admin looks at any print house's production board (or every one's at once). */
export const adminProductionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/production/board',
    {
      ...adminOnly(app),
      schema: {
        querystring: adminBoardQuerySchema,
        response: { 200: boardResponseSchema, ...errors },
      },
    },
    async (request) =>
      board(app.database.db, {
        sellerId: request.query.sellerId,
        filter: request.query.filter,
        now: app.clock.now(),
      }),
  );
};
