import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Modon's and AGG's status push. Its body and signature were not found (reference/couriers.md,
 * "Modon Express"): one public handler reads `{ id, status_id, delivery_price }` and a shared
 * secret in this header. So a push only says "order X changed": the order is read again by id
 * (`ordersByIds`) before anything is stored, and a push without the right secret changes nothing.
 */
export const WASEET_WEBHOOK_SECRET_HEADER = 'modon-auth-token';

/**
 * A push's body as the webhook route admits it: the courier's order id; anything else is
 * passed over (the body is not documented for certain).
 */
export const waseetPushSchema = z
  .object({ id: z.union([z.string().min(1).max(64), z.number().int()]) })
  .loose();

const statusHintSchema = z.union([z.string().max(16), z.number().int()]);

/** What a push says: the courier order it names. */
export interface WaseetPush {
  orderId: string;
  /** The status it claims, a hint only (null when absent or not a status id). */
  statusId: string | null;
}

/** The courier order a push names (and the status it claims, a hint only), or null. */
export function readWaseetPush(body: unknown): WaseetPush | null {
  const parsed = waseetPushSchema.safeParse(body);
  if (!parsed.success) return null;
  const hint = statusHintSchema.safeParse(parsed.data['status_id']);
  return { orderId: String(parsed.data.id), statusId: hint.success ? String(hint.data) : null };
}

/** SHA-256 (hex) of a webhook secret: what is stored, never the secret itself. */
export function hashWebhookSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Whether the header carries the secret whose SHA-256 (hex) is stored, compared in constant
 * time. No stored hash (no secret set yet), or one that is not a SHA-256, admits nothing.
 */
export function webhookSecretMatches(
  storedSha256Hex: string | null,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  if (!storedSha256Hex || !/^[0-9a-f]{64}$/.test(storedSha256Hex)) return false;
  const given = Buffer.from(hashWebhookSecret(header), 'hex');
  return timingSafeEqual(Buffer.from(storedSha256Hex, 'hex'), given);
}
