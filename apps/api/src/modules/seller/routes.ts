import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The seller side of the operations console (being written). */
export const sellerRoutes: FastifyPluginAsyncZod = async () => {};
