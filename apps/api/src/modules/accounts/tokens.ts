import { tokenPayloadSchema, type TokenPayload } from '@chapkhana/shared/accounts';
import { signToken, verifyToken } from '../../lib/jwt';

/** How long a sign-in lasts before the customer must log in again. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** A customer token whose payload carries id, name, phone and address (spec §3), subject = id. */
export async function signCustomerToken(
  secret: string,
  payload: TokenPayload,
  now: Date,
): Promise<string> {
  return signToken(secret, 'customer', payload.id, { ...payload }, now, TOKEN_LIFETIME_SECONDS);
}

/** The customer behind a valid token, or undefined. */
export async function verifyCustomerToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenPayload | undefined> {
  const payload = await verifyToken(secret, 'customer', token, now);
  const parsed = tokenPayloadSchema.safeParse(payload);
  return parsed.success && parsed.data.id === payload?.sub ? parsed.data : undefined;
}
