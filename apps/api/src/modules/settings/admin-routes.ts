import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettingsInputSchema, shopSettingsSchema } from '@chapkhana/shared/settings';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { readShopSettings } from './repository';
import { updateShopSettings } from './service';

const errors = errorResponses(400, 401, 403);

/** The shop's settings as the admin edits them; a successful update drops the read cache. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);

  app.get(
    '/settings',
    { ...access, schema: { response: { 200: shopSettingsSchema, ...errors } } },
    async () => readShopSettings(db()),
  );

  app.put(
    '/settings',
    {
      ...access,
      schema: { body: shopSettingsInputSchema, response: { 200: shopSettingsSchema, ...errors } },
    },
    async (request) =>
      updateShopSettings(db(), request.body, signedInStaff(request).id, app.clock.now()),
  );
};
