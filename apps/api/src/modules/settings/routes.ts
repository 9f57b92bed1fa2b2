import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopContactsSchema,
  shopPageParamsSchema,
  shopPageResponseSchema,
} from '@chapkhana/shared/settings';
import { errorResponses } from '../../lib/error-responses';
import { shopContacts, shopPage } from './service';

/**
 * The shop's settings as every storefront page reads them (server-rendered too). Public and the
 * same for everyone, so they come from the micro-cache; an admin's update drops it (plugins/cache.ts).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const publicRead = { config: { access: 'public' as const, sharedRead: true } };

  app.get(
    '/home/shop-settings',
    { ...publicRead, schema: { response: { 200: shopContactsSchema } } },
    async () => shopContacts(db()),
  );

  app.get(
    '/home/shop-pages/:page',
    {
      ...publicRead,
      schema: {
        params: shopPageParamsSchema,
        response: { 200: shopPageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => shopPage(db(), request.params.page),
  );
};
