import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin side of the operations console (being written). */
export const adminRoutes: FastifyPluginAsyncZod = async () => {};
