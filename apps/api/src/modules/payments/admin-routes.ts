import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@chapkhana/shared/fields';
import {
  adminOrderPaymentsResponseSchema,
  adminPaymentMethodsResponseSchema,
  refundBodySchema,
  paymentMethodSwitchBodySchema,
  paymentMethodSwitchParamsSchema,
} from '@chapkhana/shared/payments';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { idempotencyHeaders } from '../idempotency/http';
import { INVALIDATES_NOTHING } from '../../plugins/cache';
import { paymentContext } from './context';
import { methodsSetUp, paymentMethodsForAdmin, switchPaymentMethod } from './methods';
import { orderPaymentsForAdmin, refundPayment } from './refunds';

const errors = errorResponses(400, 401, 403);

/** The admin's payment methods: which are set up on this server, and a switch for each. */
export const adminPaymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);
  const setUp = () => methodsSetUp(paymentContext(app));

  app.get(
    '/payment-methods',
    { ...access, schema: { response: { 200: adminPaymentMethodsResponseSchema, ...errors } } },
    async () => ({ methods: await paymentMethodsForAdmin(db(), setUp()) }),
  );

  app.put(
    '/payment-methods/:method',
    {
      ...access,
      schema: {
        params: paymentMethodSwitchParamsSchema,
        body: paymentMethodSwitchBodySchema,
        response: { 200: adminPaymentMethodsResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => ({
      methods: await switchPaymentMethod(db(), setUp(), {
        method: request.params.method,
        enabled: request.body.enabled,
        staffId: signedInStaff(request).id,
        now: app.clock.now(),
      }),
    }),
  );

  // Refunds (issue 38): an order's paid online payments, and giving back all or part of one.
  const orderParams = z.object({ id: idSchema });
  app.get(
    '/orders/:id/payments',
    {
      ...access,
      schema: {
        params: orderParams,
        response: { 200: adminOrderPaymentsResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => orderPaymentsForAdmin(paymentContext(app), request.params.id),
  );

  app.post(
    '/orders/:id/refunds',
    {
      ...access,
      config: { ...access.config, invalidates: INVALIDATES_NOTHING },
      schema: {
        headers: idempotencyHeaders,
        params: orderParams,
        body: refundBodySchema,
        response: {
          200: adminOrderPaymentsResponseSchema,
          ...errors,
          ...errorResponses(404, 409, 503),
        },
      },
    },
    async (request) =>
      // The order's claim serves two clicks one at a time; the same click sent again (its
      // Idempotency-Key) finds the refund it made.
      refundPayment(paymentContext(app), {
        ...request.body,
        orderId: request.params.id,
        staffId: signedInStaff(request).id,
        requestKey: request.headers['idempotency-key'],
      }),
  );
};
