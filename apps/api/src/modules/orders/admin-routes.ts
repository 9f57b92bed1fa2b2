import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectPartCashBodySchema,
  consoleOrderPageResponseSchema,
  consoleOrderResponseSchema,
  customerOrdersResponseSchema,
  orderPageQuerySchema,
  setOrderStatusBodySchema,
} from '@chapkhana/shared/orders';
import { idParamsSchema, idSchema, pageQuerySchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { paymentContext } from '../payments/context';
import { pageConsoleOrders } from './repository';
import {
  collectAdminPartCash,
  collectCash,
  findConsoleOrder,
  pageCustomerOrders,
  setOrderStatus,
} from './service';

const partParamsSchema = idParamsSchema.extend({ partId: idSchema });
const errors = errorResponses(400, 401, 403, 404, 409, 503);
const customerErrors = errorResponses(400, 401, 403, 404, 409);

/** Every customer's orders, and their delivery status, as the admin follows them. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);
  const payments = () => paymentContext(app);

  app.get(
    '/orders',
    {
      ...access,
      schema: {
        querystring: orderPageQuerySchema,
        response: { 200: consoleOrderPageResponseSchema, ...errors },
      },
    },
    async (request) => pageConsoleOrders(db(), request.query),
  );

  app.get(
    '/orders/:id',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: consoleOrderResponseSchema, ...errors } },
    },
    async (request) => ({ order: await findConsoleOrder(db(), request.params.id) }),
  );

  app.patch(
    '/orders/:id',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        body: setOrderStatusBodySchema,
        response: { 200: consoleOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { delivery_status: status, reason } = request.body;
      const { customerId, update } = await setOrderStatus(
        payments(),
        request.params.id,
        status,
        reason,
        signedInStaff(request).id,
      );
      if (update) {
        app.realtime.orderStatusChanged(customerId, update);
        void app.orderNotices.orderMoved(update);
      }
      // The customer reads the reason on the order page, in a message and in a mail (notifications).
      const order = await findConsoleOrder(db(), request.params.id);
      return { order };
    },
  );

  // Cash on delivery: the cash is recorded as collected on its own, never by "delivered".
  app.post(
    '/orders/:id/cash-collected',
    {
      ...access,
      schema: { params: idParamsSchema, response: { 200: consoleOrderResponseSchema, ...errors } },
    },
    async (request) => {
      const { customerId, update } = await collectCash(
        db(),
        request.params.id,
        app.clock.now(),
        signedInStaff(request).id,
      );
      if (update) app.realtime.orderStatusChanged(customerId, update);
      return { order: await findConsoleOrder(db(), request.params.id) };
    },
  );

  // One parcel's cash, for exactly its amount; the order is paid once every parcel's is.
  app.post(
    '/orders/:id/parts/:partId/cash-collected',
    {
      ...access,
      schema: {
        params: partParamsSchema,
        body: collectPartCashBodySchema,
        response: { 200: consoleOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId, update } = await collectAdminPartCash(db(), {
        orderId: request.params.id,
        partId: request.params.partId,
        amount: request.body.amount,
        adminId: signedInStaff(request).id,
        now: app.clock.now(),
      });
      if (update) app.realtime.orderStatusChanged(customerId, update);
      return { order: await findConsoleOrder(db(), request.params.id) };
    },
  );

  app.get(
    '/customers/:id/orders',
    {
      ...access,
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: customerOrdersResponseSchema, ...customerErrors },
      },
    },
    async (request) => pageCustomerOrders(db(), request.params.id, request.query),
  );
};
