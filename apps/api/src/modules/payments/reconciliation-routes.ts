import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@chapkhana/shared/fields';
import {
  paymentFlagSchema,
  paymentFlagsResponseSchema,
  reconciliationCheckResponseSchema,
  reconciliationDayParamsSchema,
  reconciliationQuerySchema,
  reconciliationResponseSchema,
  resolveFlagBodySchema,
} from '@chapkhana/shared/reconciliation';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import { paymentContext } from './context';
import { openFlags, resolveFlag } from './flags';
import { checkDay, reconciliationSummary } from './reconciliation';

const errors = errorResponses(400, 401, 403);

/** Reconciliation (issue 38): the admin's figures per provider and day, flags, and a check again. */
export const adminReconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = adminOnly(app);
  const writes = { ...access, config: { ...access.config, invalidates: INVALIDATES_NOTHING } };

  app.get(
    '/reconciliation',
    {
      ...access,
      schema: {
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      return { from, to, rows: await reconciliationSummary(paymentContext(app), from, to) };
    },
  );

  app.get(
    '/reconciliation/flags',
    { ...access, schema: { response: { 200: paymentFlagsResponseSchema, ...errors } } },
    async () => ({ flags: await openFlags(app.database.db) }),
  );

  app.post(
    '/reconciliation/flags/:id/resolve',
    {
      ...writes,
      schema: {
        params: idParamsSchema,
        body: resolveFlagBodySchema,
        response: { 200: paymentFlagSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      resolveFlag(app.database.db, {
        flagId: request.params.id,
        staffId: signedInStaff(request).id,
        note: request.body.note,
        now: app.clock.now(),
      }),
  );

  // Asks each provider again about the day's payments; a few calls at a time, each time-limited.
  app.post(
    '/reconciliation/days/:day/check',
    {
      ...writes,
      schema: {
        params: reconciliationDayParamsSchema,
        response: {
          200: reconciliationCheckResponseSchema,
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (request) => {
      const context = paymentContext(app);
      const { day } = request.params;
      const checks = await checkDay(context, day);
      return { day, checks, rows: await reconciliationSummary(context, day, day) };
    },
  );
};
