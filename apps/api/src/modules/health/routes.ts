import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * 200 only when the database answers, so a load balancer takes a broken copy out of rotation.
 * With Redis configured it also says whether realtime fan-out works: HTTP keeps serving without it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({
            status: z.literal('ok'),
            realtime: z.enum(['ok', 'degraded']).optional(),
          }),
          503: z.object({ status: z.literal('unavailable'), error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (!(await app.database.ping())) {
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, error: 'The database is not answering.' });
      }
      const realtime = app.realtime.state();
      return realtime === 'local' ? { status: 'ok' as const } : { status: 'ok' as const, realtime };
    },
  );
};
