import { jwtVerify, SignJWT } from 'jose';
import { tokenPayloadSchema, type TokenPayload } from '@chapkhana/shared/accounts';

/** How long a sign-in lasts before the customer must log in again. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'chapkhana';
const AUDIENCE = 'customer';

const key = (secret: string) => new TextEncoder().encode(secret);

/** An HS256 JWT whose payload carries id, name, phone and address (spec §3), subject = id. */
export async function signCustomerToken(
  secret: string,
  payload: TokenPayload,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(payload.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/** The token's payload when it is ours, unexpired and well-formed; otherwise undefined. */
export async function verifyCustomerToken(
  secret: string,
  token: string,
  now: Date,
): Promise<TokenPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const parsed = tokenPayloadSchema.safeParse(payload);
    return parsed.success && parsed.data.id === payload.sub ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
