import { z } from 'zod';
import { apiErrorSchema } from '@chapkhana/shared/api-error';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 507;

/** Response schemas for the error statuses a route can answer, all `{ error: "<sentence>" }`. */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };
}

/**
 * A provider's signed webhook: `{ received: true }` once taken, 400 for a body that is not the
 * provider's, 401 for a bad signature, 429 past the limit per network, 503 for a report to be
 * sent again later (a WhatsApp status that came before its message was stored).
 */
export const webhookResponses = {
  200: z.object({ received: z.literal(true) }),
  ...errorResponses(400, 401, 429, 503),
};
