import type { FastifyInstance } from 'fastify';

/** What every /api/admin route declares: admins only (checked on every request, DESIGN §5). */
export function adminOnly(app: FastifyInstance) {
  return { config: { access: 'admin' as const }, preHandler: app.requireStaff('admin') };
}

/** What every /api/seller route declares: signed-in, active sellers only, on every request. */
export function sellerOnly(app: FastifyInstance) {
  return { config: { access: 'seller' as const }, preHandler: app.requireStaff('seller') };
}
