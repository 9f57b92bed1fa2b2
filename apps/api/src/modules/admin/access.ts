import type { FastifyInstance } from 'fastify';

/** What every /api/admin route declares: admins only (checked on every request, DESIGN §5). */
export function adminOnly(app: FastifyInstance) {
  return { config: { access: 'admin' as const }, preHandler: app.requireStaff('admin') };
}
