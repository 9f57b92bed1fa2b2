import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyHistoryResponseSchema,
  setRateBodySchema,
  setRateResponseSchema,
} from '@chapkhana/shared/currency';
import { pageQuerySchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { rateHistory } from './repository';
import { changeRate } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The currency rate and its history, as the admin keeps them. */
export const adminCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);

  app.get(
    '/currency',
    {
      ...access,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: currencyHistoryResponseSchema, ...errors },
      },
    },
    async (request) => rateHistory(db(), request.query),
  );

  app.post(
    '/currency',
    {
      ...access,
      schema: { body: setRateBodySchema, response: { 201: setRateResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const entry = await changeRate(db(), {
        proposed: request.body.currencyIQD,
        confirmed: request.body.confirm === true,
        staffId: signedInStaff(request).id,
      });
      // Every open page re-prices with the new rate.
      app.realtime.currencyChanged(entry.currencyIQD);
      return reply.status(201).send({ currencyIQD: entry.currencyIQD, entry });
    },
  );
};
