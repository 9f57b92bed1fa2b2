import type { FastifyInstance } from 'fastify';
import { INVALIDATES_CATALOGUE } from './cache';

/**
 * What every /api/admin route declares: admins only (checked on every request, docs/design.md §5), and a
 * write drops the kept catalogue answers and pages (products, categories, banners, the rate, settings).
 */
export function adminOnly(app: FastifyInstance) {
  return {
    config: { access: 'admin' as const, invalidates: INVALIDATES_CATALOGUE },
    preHandler: app.requireStaff('admin'),
  };
}

/**
 * What every /api/seller route declares: signed-in, active sellers only, on every request; a write
 * drops the kept catalogue answers and pages (the seller's products and stock).
 */
export function sellerOnly(app: FastifyInstance) {
  return {
    config: { access: 'seller' as const, invalidates: INVALIDATES_CATALOGUE },
    preHandler: app.requireStaff('seller'),
  };
}
