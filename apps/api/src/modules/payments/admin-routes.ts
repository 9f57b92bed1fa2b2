import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaymentMethodsResponseSchema,
  paymentMethodSwitchBodySchema,
  paymentMethodSwitchParamsSchema,
} from '@chapkhana/shared/payments';
import { errorResponses } from '../../lib/error-responses';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { methodsSetUp, paymentMethodsForAdmin, switchPaymentMethod } from './methods';

const errors = errorResponses(400, 401, 403);

/** The admin's payment methods: which are set up on this server, and a switch for each. */
export const adminPaymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const access = adminOnly(app);
  const setUp = () =>
    methodsSetUp({
      fib: app.fib,
      pageProviders: app.pageProviders.providers,
      simulatedProviders: app.pageProviders.simulated,
    });

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
};
