import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHistoryResponseSchema } from '@chapkhana/shared/audit';
import { idParamsSchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { notFound } from '../../lib/http-errors';
import { signedInSeller } from '../../plugins/auth';
import { adminOnly, sellerOnly } from '../../plugins/console-access';
import { findOrder, orderIdOfSellerOrder } from '../orders/repository';
import { orderHistory } from './repository';

const errors = errorResponses(400, 401, 403, 404);

/** An order's history for the admin: every change, by whom and when (issue 39). */
export const adminHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/history',
    {
      ...adminOnly(app),
      schema: { params: idParamsSchema, response: { 200: orderHistoryResponseSchema, ...errors } },
    },
    async (request) => {
      const db = app.database.db;
      if (!(await findOrder(db, request.params.id))) throw notFound('order_not_found');
      return { history: await orderHistory(db, request.params.id) };
    },
  );
};

/**
 * The history of a seller's part of an order (by the part's id, as its order page has it): its own
 * part's changes and the order's (the customer's payment), never another seller's.
 */
export const sellerHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/history',
    {
      ...sellerOnly(app, 'view'),
      schema: { params: idParamsSchema, response: { 200: orderHistoryResponseSchema, ...errors } },
    },
    async (request) => {
      const db = app.database.db;
      const { sellerId } = signedInSeller(request);
      const orderId = await orderIdOfSellerOrder(db, sellerId, request.params.id);
      if (!orderId) throw notFound('seller_order_not_found');
      return { history: await orderHistory(db, orderId, sellerId) };
    },
  );
};
