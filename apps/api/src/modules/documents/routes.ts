import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInCustomer } from '../../plugins/auth';
import { documentRoutesFor } from './http';

/** The customer's own orders' documents (another customer's order answers 404). */
export const customerDocumentRoutes: FastifyPluginAsyncZod = async (app) =>
  app.register(
    documentRoutesFor(
      { config: { access: 'customer' }, preHandler: app.requireCustomer },
      (request) => ({ kind: 'customer', customerId: signedInCustomer(request).id }),
      '/home/coustomer/orders',
    ),
  );
