import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressesResponseSchema,
  MAX_SAVED_ADDRESSES,
  submitAddressBodySchema,
} from '@chapkhana/shared/addresses';
import { idSchema } from '@chapkhana/shared/fields';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import { errorResponses } from '../../lib/error-responses';
import { insertAddress, listAddresses } from './repository';
import { INVALIDATES_NOTHING } from '../../plugins/cache';

const errors = errorResponses(400, 401, 403);

/** docs/storefront.md §7 Customer addresses, limited to the signed-in customer's own. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/home/customer/submit-address',
    {
      config: { access: 'owner', invalidates: INVALIDATES_NOTHING },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        body: submitAddressBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, ...address } = request.body;
      // A customer keeps MAX_SAVED_ADDRESSES: a flood of saves cannot fill the database.
      await insertAddress(
        db(),
        { customerId: userId, ...address, createdAt: app.clock.now() },
        MAX_SAVED_ADDRESSES,
      );
      return reply.status(201).send({ message: 'Address Added Successfully' });
    },
  );

  app.get(
    '/home/get-address/:userId',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.params as { userId: string }).userId),
      schema: {
        params: z.object({ userId: idSchema }),
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      addresses: await listAddresses(db(), request.params.userId, MAX_SAVED_ADDRESSES),
    }),
  );
};
