import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import {
  dashboardDataResponseSchema,
  ORDER_FILTERS,
  orderResponseSchema,
  ordersResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
} from '@chapkhana/shared/orders';
import { signedInCustomer } from '../../plugins/auth';
import { dashboardData, ownOrder, ownOrders, placeOrder } from './service';
import { errorResponses } from '../../lib/error-responses';
import { idempotencyHeaders, idempotentRequestOf } from '../idempotency/http';
import { idempotently } from '../idempotency/service';
import { INVALIDATES_CATALOGUE } from '../../plugins/cache';
import { orderAddress } from '../addresses/service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** docs/storefront.md §7 Orders (`coustomer` as the spec spells it), each limited to the customer's own orders. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/home/order/place-order',
    {
      config: { access: 'owner', invalidates: INVALIDATES_CATALOGUE },
      preHandler: app.ownerOnly((request) => (request.body as { userId?: string }).userId),
      schema: {
        headers: idempotencyHeaders,
        body: placeOrderBodySchema,
        response: { 201: placeOrderResponseSchema, ...errors, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const customerId = request.body.userId;
      const shippingInfo = await orderAddress(db(), customerId, request.body);
      // The same Idempotency-Key always answers the same order (a checkout sent again).
      let placedNow: string | undefined;
      const placed = await idempotently(
        db(),
        idempotentRequestOf(request, customerId),
        async (tx) => {
          placedNow = await placeOrder(tx, {
            customerId,
            shippingInfo,
            now: app.clock.now(),
            configuredDeliveryFee: app.config.shippingFeeIqd,
            deliveryChoices: request.body.deliveryChoices,
            shownShippingFee: request.body.shownShippingFee,
          });
          return { orderId: placedNow, message: 'Order Placed Successfully' };
        },
      );
      // Committed now; a repeated checkout (the stored answer) tells the consoles nothing again.
      if (placedNow) {
        app.realtime.orderPlaced(placedNow);
        void app.orderNotices.orderPlaced(placedNow);
      }
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/home/coustomer/get-orders/:customerId/:status',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.params as { customerId: string }).customerId),
      schema: {
        params: z.object({
          customerId: idSchema,
          status: z.enum(ORDER_FILTERS, {
            error: `must be one of ${ORDER_FILTERS.join(', ')}`,
          }),
        }),
        response: { 200: ordersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      orders: await ownOrders(db(), request.params.customerId, request.params.status),
    }),
  );

  app.get(
    '/home/coustomer/get-order-details/:orderId',
    {
      config: { access: 'customer' },
      preHandler: app.requireCustomer,
      schema: {
        params: z.object({ orderId: idSchema }),
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      order: await ownOrder(db(), signedInCustomer(request).id, request.params.orderId),
    }),
  );

  app.get(
    '/home/coustomer/get-dashboard-data/:userId',
    {
      config: { access: 'owner' },
      preHandler: app.ownerOnly((request) => (request.params as { userId: string }).userId),
      schema: {
        params: z.object({ userId: idSchema }),
        response: { 200: dashboardDataResponseSchema, ...errors },
      },
    },
    async (request) => dashboardData(db(), request.params.userId),
  );
  // Cancelling (DELETE /home/coustomer/delete-orders) lives with payments: an FIB order asks FIB first.
};
