import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCustomerFriendBodySchema,
  addCustomerFriendResponseSchema,
  chatMessageResponseSchema,
  markSeenResponseSchema,
  sellerConversationResponseSchema,
  sellerCustomersResponseSchema,
  sendMessageToCustomerBodySchema,
  sendMessageToSellerBodySchema,
} from '@chapkhana/shared/chat';
import { idSchema } from '@chapkhana/shared/fields';
import { signedInSeller } from '../../plugins/auth';
import { rooms } from '../../realtime/realtime';
import { sellerCustomers } from './repository';
import { addCustomerFriend, customerWrites, sellerReads, sellerSaw, sellerWrites } from './service';
import { errorResponses } from '../../lib/error-responses';
import { INVALIDATES_CATALOGUE, INVALIDATES_NOTHING } from '../../plugins/cache';

const errors = errorResponses(400, 401, 403, 404, 429);

/** docs/storefront.md §7 Chat for customers, and the seller side the console uses. Messages also go out live. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/chat/customer/add-customer-friend',
    {
      config: { access: 'owner', invalidates: INVALIDATES_NOTHING },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        body: addCustomerFriendBodySchema,
        response: { 200: addCustomerFriendResponseSchema, ...errors },
      },
    },
    async (request) =>
      addCustomerFriend(db(), request.body.userId, request.body.sellerId, app.clock.now()),
  );

  app.post(
    '/chat/customer/send-message-to-seller',
    {
      config: { access: 'owner', invalidates: INVALIDATES_NOTHING },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        body: sendMessageToSellerBodySchema,
        response: { 201: chatMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await customerWrites(db(), {
        customerId: request.body.userId,
        sellerId: request.body.sellerId,
        text: request.body.text,
        now: app.clock.now(),
      });
      app.realtime.io.to(rooms.seller(request.body.sellerId)).emit('customer_message', message);
      return reply.status(201).send({ message });
    },
  );

  app.get(
    '/seller/chat/customers',
    {
      config: { access: 'seller', capability: 'artwork' },
      preHandler: app.requireStaff('seller'),
      schema: { response: { 200: sellerCustomersResponseSchema, ...errors } },
    },
    async (request) => ({
      customers: await sellerCustomers(db(), signedInSeller(request).sellerId),
    }),
  );

  app.get(
    '/seller/chat/messages/:customerId',
    {
      config: { access: 'seller', capability: 'artwork' },
      preHandler: app.requireStaff('seller'),
      schema: {
        params: z.object({ customerId: idSchema }),
        response: { 200: sellerConversationResponseSchema, ...errors },
      },
    },
    async (request) =>
      sellerReads(
        db(),
        signedInSeller(request).sellerId,
        request.params.customerId,
        app.clock.now(),
      ),
  );

  app.post(
    '/seller/chat/seen/:customerId',
    {
      config: { access: 'seller', capability: 'artwork', invalidates: INVALIDATES_CATALOGUE },
      preHandler: app.requireStaff('seller'),
      schema: {
        params: z.object({ customerId: idSchema }),
        response: { 200: markSeenResponseSchema, ...errors },
      },
    },
    async (request) =>
      sellerSaw(db(), signedInSeller(request).sellerId, request.params.customerId, app.clock.now()),
  );

  app.post(
    '/seller/chat/send-message-to-customer',
    {
      config: { access: 'seller', capability: 'artwork', invalidates: INVALIDATES_CATALOGUE },
      preHandler: app.requireStaff('seller'),
      schema: {
        body: sendMessageToCustomerBodySchema,
        response: { 201: chatMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await sellerWrites(db(), {
        sellerId: signedInSeller(request).sellerId,
        customerId: request.body.customerId,
        text: request.body.text,
        now: app.clock.now(),
      });
      app.realtime.io.to(rooms.customer(request.body.customerId)).emit('seller_message', message);
      return reply.status(201).send({ message });
    },
  );
};
