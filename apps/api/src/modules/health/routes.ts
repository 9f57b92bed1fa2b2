import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diskSpace, type DiskSpace } from '../../lib/storage';

const MEGABYTE = 1024 * 1024;

/**
 * 200 only when the database answers and DATA_DIR has room (lib/storage.ts: under the smaller
 * of 100 MB and 2 % free is too little), so a load balancer takes a broken copy out of rotation
 * and an operator can alarm on `disk.freeBytes`. With Redis configured it also says whether
 * realtime fan-out works: HTTP keeps serving without it. The disk's figures are read at most
 * once a second, however often the check comes.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const diskSchema = z.object({ freeBytes: z.number(), totalBytes: z.number() });
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({
            status: z.literal('ok'),
            realtime: z.enum(['ok', 'degraded']).optional(),
            disk: diskSchema.optional(),
          }),
          503: z.object({
            status: z.literal('unavailable'),
            code: z.enum(['database_unavailable', 'storage_full']),
            error: z.string(),
            disk: diskSchema.optional(),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (!(await app.database.ping())) {
        return reply.status(503).send({
          status: 'unavailable' as const,
          code: 'database_unavailable' as const,
          error: 'The database is not answering.',
        });
      }
      // A folder that cannot be measured is not a reason to take the copy out of rotation.
      const space: DiskSpace | undefined = await diskSpace(app.config.dataDir).catch(
        () => undefined,
      );
      const disk = space && { freeBytes: space.freeBytes, totalBytes: space.totalBytes };
      if (space?.low) {
        return reply.status(503).send({
          status: 'unavailable' as const,
          code: 'storage_full' as const,
          error: `The data disk is nearly full: ${Math.floor(space.freeBytes / MEGABYTE)} MB free.`,
          disk,
        });
      }
      const realtime = app.realtime.state();
      return {
        status: 'ok' as const,
        ...(realtime === 'local' ? {} : { realtime }),
        ...(disk ? { disk } : {}),
      };
    },
  );
};
