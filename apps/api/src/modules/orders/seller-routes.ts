import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@chapkhana/shared/fields';
import {
  collectPartCashBodySchema,
  sellerOrderPageQuerySchema,
  sellerOrderPageResponseSchema,
  sellerOrderResponseSchema,
  setSellerOrderStatusBodySchema,
} from '@chapkhana/shared/orders';
import { capabilityToSetStatus } from '@chapkhana/shared/shop-roles';
import { errorResponses } from '../../lib/error-responses';
import { requireCapability, signedInSeller } from '../../plugins/auth';
import { sellerOnly } from '../../plugins/console-access';
import { pageSellerOrders } from './repository';
import { collectSellerPartCash, findSellerOrder, setSellerOrderStatus } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A seller's parts of customers' orders, and their delivery status. */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = sellerOnly(app, 'view');

  app.get(
    '/orders',
    {
      ...access,
      schema: {
        querystring: sellerOrderPageQuerySchema,
        response: { 200: sellerOrderPageResponseSchema, ...errors },
      },
    },
    async (request) => pageSellerOrders(db(), signedInSeller(request).sellerId, request.query),
  );

  app.get(
    '/orders/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: sellerOrderResponseSchema, ...errors } },
    },
    async (request) => ({
      order: await findSellerOrder(db(), signedInSeller(request).sellerId, request.params.id),
    }),
  );

  app.patch(
    '/orders/:id',
    {
      // Into production is production's move, on its way or delivered the dispatcher's: either
      // may call, and the status asked for is checked against the role below.
      ...sellerOnly(app, ['production', 'dispatch']),
      schema: {
        params: idParamsSchema,
        body: setSellerOrderStatusBodySchema,
        response: { 200: sellerOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      requireCapability(staff, capabilityToSetStatus(request.body.delivery_status));
      const { customerId, update } = await setSellerOrderStatus(
        db(),
        { sellerId, staffUserId: staff.id },
        request.params.id,
        request.body.delivery_status,
        app.clock.now(),
      );
      const order = await findSellerOrder(db(), sellerId, request.params.id);
      // The part moved even when the order's status did not (another seller's part is behind).
      if (update) void app.orderNotices.orderMoved(update);
      if (update) app.realtime.orderStatusChanged(customerId, update);
      else app.realtime.orderPartChanged(order.orderId, order._id);
      return { order };
    },
  );

  // The seller confirms the cash its courier handed over: exactly this part's own amount.
  app.post(
    '/orders/:id/cash-collected',
    {
      ...sellerOnly(app, 'dispatch'),
      schema: {
        params: idParamsSchema,
        body: collectPartCashBodySchema,
        response: { 200: sellerOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { sellerId, staff } = signedInSeller(request);
      const { customerId, update } = await collectSellerPartCash(
        db(),
        { sellerId, staffUserId: staff.id },
        request.params.id,
        request.body.amount,
        app.clock.now(),
      );
      const order = await findSellerOrder(db(), sellerId, request.params.id);
      if (update) app.realtime.orderStatusChanged(customerId, update);
      else app.realtime.orderPartChanged(order.orderId, order._id);
      return { order };
    },
  );
};
