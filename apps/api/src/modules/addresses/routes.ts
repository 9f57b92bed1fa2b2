import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressesResponseSchema, submitAddressBodySchema } from '@chapkhana/shared/cart';
import { idSchema } from '@chapkhana/shared/catalogue';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import { addresses } from '../../db/schema/index';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403);
/** How many saved addresses (the newest) the shipping page offers. */
const LISTED_ADDRESSES = 20;

/** Spec §7 Customer addresses, limited to the signed-in customer's own. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/home/customer/submit-address',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        body: submitAddressBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, ...address } = request.body;
      await db()
        .insert(addresses)
        .values({ customerId: userId, ...address, createdAt: app.clock.now() });
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
    async (request) => {
      const rows = await db()
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, request.params.userId))
        .orderBy(desc(addresses.createdAt))
        .limit(LISTED_ADDRESSES);
      return {
        addresses: rows.map((row) => ({
          _id: row.id,
          userId: row.customerId,
          place: row.place,
          name: row.name,
          address: row.address,
          phone: row.phone,
          city: row.city,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
