import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressesResponseSchema,
  governoratesResponseSchema,
  MAX_SAVED_ADDRESSES,
  shippingInfoOf,
  submitAddressBodySchema,
} from '@chapkhana/shared/addresses';
import { GOVERNORATES } from '@chapkhana/shared/governorates';
import { idSchema } from '@chapkhana/shared/fields';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { insertAddress, listAddresses } from './repository';
import { INVALIDATES_NOTHING } from '../../plugins/cache';

const errors = errorResponses(400, 401, 403);
const submitErrors = errorResponses(400, 401, 403, 404);

const governorates = {
  governorates: GOVERNORATES.map(({ code, kr, ar, en, kri }) => ({ code, kr, ar, en, kri })),
};

/** docs/storefront.md §7 Customer addresses, limited to the signed-in customer's own. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  // The governorates an address names, for the address forms; public and the same for everyone.
  app.get(
    '/home/governorates',
    {
      config: { access: 'public', sharedRead: true },
      schema: { response: { 200: governoratesResponseSchema } },
    },
    async () => governorates,
  );

  app.post(
    '/home/customer/submit-address',
    {
      config: { access: 'owner', invalidates: INVALIDATES_NOTHING },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        body: submitAddressBodySchema,
        response: { 201: messageResponseSchema, ...submitErrors },
      },
    },
    async (request, reply) => {
      const { userId, replaces, ...address } = request.body;
      // A customer keeps MAX_SAVED_ADDRESSES: a flood of saves cannot fill the database.
      const saved = await insertAddress(
        db(),
        { customerId: userId, ...shippingInfoOf(address), replaces, createdAt: app.clock.now() },
        MAX_SAVED_ADDRESSES,
      );
      // Another customer's address id, or one already replaced: nothing was saved.
      if (!saved) throw notFound('address_not_found');
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
