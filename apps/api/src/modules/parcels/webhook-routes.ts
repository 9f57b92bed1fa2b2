import { clientNetwork } from '../../lib/client-network';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import { courierWebhookSchema, courierWebhookSecretSchema } from '@chapkhana/shared/parcels';
import { errorResponses, webhookResponses } from '../../lib/error-responses';
import { signedInSeller } from '../../plugins/auth';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import { sellerOnly } from '../../plugins/console-access';
import {
  WASEET_WEBHOOK_SECRET_HEADER,
  readWaseetPush,
  waseetPushSchema,
} from '../../couriers/waseet/webhook';
import { badRequest } from '../../lib/http-errors';
import {
  courierWebhookOf,
  receiveCourierWebhook,
  regenerateWebhookSecret,
  type WebhookContext,
} from './webhooks';

/** Webhook calls one network may send a minute: far above a courier's pace, far below a flood's. */
export const COURIER_WEBHOOKS_PER_MINUTE = 300;

/** The couriers' webhooks, public: the secret each call echoes is what admits it. */
export const courierWebhookRoutes: FastifyPluginAsyncZod<{
  context: () => WebhookContext;
}> = async (app, options) => {
  app.post(
    '/couriers/webhooks/:accountId',
    {
      config: {
        access: 'public',
        invalidates: INVALIDATES_NOTHING,
        rateLimit: {
          max: COURIER_WEBHOOKS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `courier-webhook:${clientNetwork(request.ip)}`,
        },
      },
      schema: {
        params: z.object({ accountId: idSchema }),
        // Modon's body is not documented for certain (the couriers reference, "Modon Express"): only the order id is read.
        body: waseetPushSchema,
        response: webhookResponses,
      },
    },
    async (request) => {
      const push = readWaseetPush(request.body);
      // The body schema above is the push's own, so a body it admits always names an order.
      if (!push) throw badRequest('invalid_input', { fields: 'id' });
      await receiveCourierWebhook(options.context(), {
        accountId: request.params.accountId,
        secret: request.headers[WASEET_WEBHOOK_SECRET_HEADER],
        push,
      });
      return { received: true as const };
    },
  );
};

/** The seller's webhook address and secret, in its courier settings. */
export const sellerWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = sellerOnly(app, 'settings');
  const errors = errorResponses(401, 403, 404);
  app.get(
    '/courier-webhook',
    { ...access, schema: { response: { 200: courierWebhookSchema, ...errors } } },
    async (request) =>
      courierWebhookOf(app.database.db, signedInSeller(request).sellerId, app.config.publicUrl),
  );
  app.post(
    '/courier-webhook/secret',
    {
      ...access,
      config: { ...access.config, invalidates: INVALIDATES_NOTHING },
      schema: { response: { 200: courierWebhookSecretSchema, ...errors } },
    },
    async (request) =>
      regenerateWebhookSecret(
        app.database.db,
        signedInSeller(request).sellerId,
        app.config.publicUrl,
      ),
  );
};
