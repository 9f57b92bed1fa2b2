import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueRoutes } from './catalogue-routes';
import { adminOrderRoutes } from './order-routes';
import { adminPeopleRoutes } from './people-routes';

/**
 * The admin side of the operations console, under /api/admin: every route is for admins only
 * (`config.access: 'admin'`, checked by `requireStaff('admin')` on each request).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only here and in the seller routes (pictures); limits are per request.
  await app.register(fastifyMultipart);
  await app.register(adminCatalogueRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminOrderRoutes);
};
