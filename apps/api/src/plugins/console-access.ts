import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopCapability } from '@chapkhana/shared/shop-roles';
import { signedInSeller } from './auth';
import { INVALIDATES_CATALOGUE, INVALIDATES_NOTHING } from './cache';

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
 * What every /api/seller route declares: signed-in, active members of a print house's staff whose
 * role has `capability` (packages/shared/src/shop-roles.ts), on every request; a write drops the
 * kept catalogue answers and pages (the seller's products and stock).
 */
export function sellerOnly(
  app: FastifyInstance,
  capability: ShopCapability | readonly ShopCapability[],
) {
  return {
    config: { access: 'seller' as const, capability, invalidates: INVALIDATES_CATALOGUE },
    preHandler: app.requireStaff('seller'),
  };
}

/**
 * A signed-in customer's route about their own things (print files, card designs), which show
 * nowhere public: it invalidates nothing kept.
 */
export function customerOwnOnly(app: FastifyInstance) {
  return {
    config: { access: 'customer' as const, invalidates: INVALIDATES_NOTHING },
    preHandler: app.requireCustomer,
  };
}

/** Which console a route pair serves when /api/seller and /api/admin share its paths. */
export type ConsoleSide = 'seller' | 'admin';

/**
 * Whose rows a route shared by both consoles reads: a seller only its own shop's (a seller id it
 * sends is ignored, so another shop's are never reached); the admin the seller it names, or every
 * seller's when it names none (`undefined`).
 */
export function scopeOf(
  side: ConsoleSide,
  request: FastifyRequest,
  named: string | undefined,
): string | undefined {
  return side === 'seller' ? signedInSeller(request).sellerId : named;
}
