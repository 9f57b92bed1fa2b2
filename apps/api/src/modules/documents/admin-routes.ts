import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInStaff } from '../../plugins/auth';
import { adminOnly } from '../../plugins/console-access';
import { documentRoutesFor } from './http';

/** The admin reads every order's invoice and receipts. */
export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) =>
  app.register(
    documentRoutesFor(
      adminOnly(app),
      (request) => ({ kind: 'admin', staffId: signedInStaff(request).id }),
      '/orders',
    ),
  );
