import type { FastifyInstance } from 'fastify';

/** What every /api/seller route declares: signed-in, active sellers only, on every request. */
export function sellerOnly(app: FastifyInstance) {
  return { config: { access: 'seller' as const }, preHandler: app.requireStaff('seller') };
}
