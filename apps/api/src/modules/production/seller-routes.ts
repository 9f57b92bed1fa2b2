import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import {
  boardQuerySchema,
  boardResponseSchema,
  moveJobBodySchema,
  moveJobResponseSchema,
} from '@chapkhana/shared/production';
import { errorResponses } from '../../lib/error-responses';
import { signedInSeller } from '../../plugins/auth';
import { sellerOnly } from '../../plugins/console-access';
import { board, moveJob } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A print house's production board: its open job lines, and the moves between production stages. */
export const sellerProductionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/production/board',
    {
      // Everyone in the shop may look at the board; moving a job is production's (and the owner's).
      ...sellerOnly(app, 'view'),
      schema: { querystring: boardQuerySchema, response: { 200: boardResponseSchema, ...errors } },
    },
    async (request) =>
      board(db(), {
        sellerId: signedInSeller(request).sellerId,
        filter: request.query.filter,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/production/lines/:lineId/move',
    {
      ...sellerOnly(app, 'production'),
      schema: {
        params: z.object({ lineId: idSchema }),
        body: moveJobBodySchema,
        response: { 200: moveJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      const move = await moveJob(db(), {
        sellerId,
        staffUserId: staff.id,
        lineId: request.params.lineId,
        from: request.body.from,
        to: request.body.to,
        now: app.clock.now(),
      });
      app.realtime.productionJobMoved(move.sellerId, {
        orderId: move.orderId,
        sellerOrderId: move.sellerOrderId,
        orderLineId: move.job.orderLineId,
        stage: move.job.stage,
      });
      // Its first job to printing took the part into production: the order lists hear of it.
      if (move.update) {
        void app.orderNotices.orderMoved(move.update);
        app.realtime.orderStatusChanged(move.customerId, move.update);
      } else app.realtime.orderPartChanged(move.orderId, move.sellerOrderId);
      return { job: move.job };
    },
  );
};
