import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleOrderPageResponseSchema,
  consoleOrderResponseSchema,
  customerOrdersResponseSchema,
  orderPageQuerySchema,
  setOrderStatusBodySchema,
} from '@chapkhana/shared/orders';
import { idParamsSchema, pageQuerySchema } from '@chapkhana/shared/fields';
import { errorResponses } from '../../lib/error-responses';
import { adminOnly } from '../../plugins/console-access';
import type { PaymentContext } from '../payments/service';
import { customerLanguage, pageConsoleOrders } from './repository';
import { orderStatusMail } from './mail-templates';
import { collectCash, findConsoleOrder, pageCustomerOrders, setOrderStatus } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const customerErrors = errorResponses(400, 401, 403, 404, 409);

/** Every customer's orders, and their delivery status, as the admin follows them. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);
  const payments = (): PaymentContext => ({
    db: db(),
    fib: app.fib,
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
    notify: (customerId, update) => app.realtime.orderStatusChanged(customerId, update),
    log: app.log,
  });

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
      );
      if (update) app.realtime.orderStatusChanged(customerId, update);
      const order = await findConsoleOrder(db(), request.params.id);
      // The customer reads the reason on the order page and in a mail (after the change stands).
      if (update && reason && (status === 'cancelled' || status === 'delivered')) {
        const link = `${app.config.publicUrl}/dashboard/order/details/${order._id}`;
        // A mail that cannot be sent is logged; the change stands (as print job mails).
        await customerLanguage(db(), customerId)
          .then((language) =>
            app.mailer.send(
              orderStatusMail(order.customer.email, { status, reason }, link, {
                orderNumber: order.orderNumber,
                language,
              }),
            ),
          )
          .catch((error: unknown) =>
            request.log.error({ err: error, orderId: order._id }, 'order status mail failed'),
          );
      }
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
      const { customerId, update } = await collectCash(db(), request.params.id, app.clock.now());
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
