import type { FastifyInstance } from 'fastify';
import type { CourierContext } from './courier-accounts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What tests change about courier calls (their own fetch and rate limiter). */
    courierCalls: Pick<CourierContext, 'fetch' | 'limiter'>;
  }
}

/** Where the look-alike courier is mounted when COURIER_LOOKALIKE is set (the demo). */
export const LOOKALIKE_PREFIX = '/lookalike/couriers';

/** The parcels domain's view of the app: its database, sealer, clock and courier settings. */
export function courierContextOf(app: FastifyInstance): CourierContext {
  return {
    db: app.database.db,
    sealer: app.sealer,
    now: () => app.clock.now(),
    lookalikeBase: app.config.courierLookalike
      ? `${app.config.publicUrl}${LOOKALIKE_PREFIX}`
      : undefined,
    requireHttps: app.config.env === 'production',
    ...app.courierCalls,
  };
}
