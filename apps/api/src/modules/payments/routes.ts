import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@chapkhana/shared/accounts';
import { idSchema } from '@chapkhana/shared/fields';
import { LANGUAGE_COOKIE, toLanguage } from '@chapkhana/shared/languages';
import { apiErrorSchema } from '@chapkhana/shared/api-error';
import {
  cancelOrderBodySchema,
  confirmOrderBodySchema,
  confirmOrderResponseSchema,
  paymentMethodsResponseSchema,
  paymentStatusResponseSchema,
} from '@chapkhana/shared/payments';
import { signedInCustomer } from '../../plugins/auth';
import {
  cancelOrderForCustomer,
  confirmOrder,
  handleFibCallback,
  paymentStatus,
  type PaymentContext,
} from './service';
import { errorResponses } from '../../lib/error-responses';
import { idempotencyHeaders, idempotentRequestOf } from '../idempotency/http';
import { idempotently } from '../idempotency/service';
import { INVALIDATES_CATALOGUE, INVALIDATES_NOTHING } from '../../plugins/cache';
import { clientNetwork } from '../../lib/client-network';
import { methodsSetUp, offeredPaymentMethods } from './methods';

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const orderParams = z.object({ orderId: idSchema });

/** Callbacks one network may send a minute: far above FIB's own rate, far below a flood's. */
export const FIB_CALLBACKS_PER_MINUTE = 120;
/** Choices of a way to pay one order may be made a minute: far above a person's clicks. */
export const CONFIRMS_PER_ORDER_PER_MINUTE = 20;
const callbackKey = (request: FastifyRequest) => `fib-callback:${clientNetwork(request.ip)}`;

/** Choosing how to pay, FIB's callback and the result page's status (docs/design.md §9); the page providers' notices are notice-routes.ts. */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: () => PaymentContext }> = async (
  app,
  options,
) => {
  // Money that needs a person (a refund due) is reported in the server's log.
  const context = (): PaymentContext => ({ log: app.log, ...options.context() });

  // The ways to pay the storefront offers: set up on this server and switched on by an admin.
  app.get(
    '/home/payment-methods',
    {
      config: { access: 'public', sharedRead: true },
      schema: { response: { 200: paymentMethodsResponseSchema } },
    },
    async () => ({ methods: await offeredPaymentMethods(context().db, methodsSetUp(context())) }),
  );

  app.put(
    '/order/confirm/:orderId',
    {
      config: {
        access: 'customer',
        invalidates: INVALIDATES_NOTHING,
        // Each choice of an online way asks a provider for a payment: a script flipping between
        // them would leave the providers (and the sweeper) a pile of attempts to ask about.
        rateLimit: {
          max: CONFIRMS_PER_ORDER_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) =>
            `confirm:${(request.params as { orderId?: string }).orderId ?? ''}`,
        },
      },
      preHandler: app.requireCustomer,
      schema: {
        headers: idempotencyHeaders,
        params: orderParams,
        body: confirmOrderBodySchema,
        response: { 200: confirmOrderResponseSchema, ...errors, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const customerId = signedInCustomer(request).id;
      // Not one transaction (FIB is asked on the way): choosing the same method again is itself
      // harmless (cash on delivery is set again, a live FIB code is answered again), which covers
      // a copy killed between the choice and the keeping of its answer.
      return idempotently(
        context().db,
        idempotentRequestOf(request, customerId),
        () =>
          confirmOrder(context(), {
            customerId,
            orderId: request.params.orderId,
            paymentMethod: request.body.paymentMethod,
            payNow: request.body.payNow,
            // The provider's page is shown in the storefront's language where it has it.
            language: toLanguage(request.cookies[LANGUAGE_COOKIE]),
          }),
        { atomic: false },
      );
    },
  );

  // The original marked any order paid from this URL; here it only reads the payment state.
  for (const path of ['/order/payment-status/:orderId', '/order/confirm/:orderId']) {
    app.get(
      path,
      {
        config: { access: 'customer' },
        preHandler: app.requireCustomer,
        schema: { params: orderParams, response: { 200: paymentStatusResponseSchema, ...errors } },
      },
      async (request) =>
        paymentStatus(context(), signedInCustomer(request).id, request.params.orderId),
    );
  }

  app.post(
    '/payments/fib/callback',
    {
      // Anyone can reach it and each call asks FIB for a status: bounded per network (FIB's own
      // retries and the sweeper catch a payment whose callback was refused).
      config: {
        invalidates: INVALIDATES_NOTHING,
        access: 'public',
        rateLimit: { max: FIB_CALLBACKS_PER_MINUTE, timeWindow: 60_000, keyGenerator: callbackKey },
      },
      schema: {
        body: z
          .object({ id: z.string().min(1).max(100), status: z.string().max(40).optional() })
          .loose(),
        response: {
          202: z.object({ received: z.literal(true) }),
          400: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // FIB retries on failure, and the sweeper and polling catch what a lost callback misses.
      await handleFibCallback(context(), request.body.id).catch((error: unknown) =>
        request.log.warn(
          { err: error, paymentId: request.body.id },
          'FIB status check after a callback failed',
        ),
      );
      return reply.status(202).send({ received: true as const });
    },
  );

  app.delete(
    '/home/coustomer/delete-orders',
    {
      config: { access: 'customer', invalidates: INVALIDATES_CATALOGUE },
      preHandler: app.requireCustomer,
      schema: { body: cancelOrderBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await cancelOrderForCustomer(context(), signedInCustomer(request).id, request.body.orderId);
      return { message: 'Order Cancelled' };
    },
  );
};
