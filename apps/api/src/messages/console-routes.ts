import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxPageSchema, outboxQuerySchema } from '@chapkhana/shared/messages';
import { errorResponses } from '../lib/error-responses';
import { signedInSeller } from '../plugins/auth';
import { adminOnly, sellerOnly } from '../plugins/console-access';
import { pageMessages } from './repository';

const errors = errorResponses(400, 401, 403);

/** The outbox of WhatsApp and SMS messages for an admin: every message. */
export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      ...adminOnly(app),
      schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema, ...errors } },
    },
    async (request) => pageMessages(app.database.db, undefined, request.query),
  );
};

/** A seller's own messages: to it, and to the customers of its orders. */
export const sellerMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      ...sellerOnly(app, 'view'),
      schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema, ...errors } },
    },
    async (request) =>
      pageMessages(app.database.db, signedInSeller(request).sellerId, request.query),
  );
};
