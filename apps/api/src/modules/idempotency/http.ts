import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdempotentRequest } from './repository';

/** The optional `Idempotency-Key` header of the writes that honour it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'must be at least 8 characters' })
    .max(200, { error: 'must be at most 200 characters' })
    .optional(),
});

/**
 * The customer's request as the idempotency store names it, or undefined without a key. The
 * fingerprint covers the route, its parameters and its body: the same key sent with anything
 * else is another request.
 */
export function idempotentRequestOf(
  request: FastifyRequest,
  customerId: string,
): IdempotentRequest | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return undefined;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]),
    )
    .digest('base64url');
  return { customerId, key, fingerprint };
}
