import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ISSUER = 'chapkhana';
const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * An HS256 JWT for one audience (customers and staff never share tokens), subject = `subject`,
 * `jti` = the sign-in's session id (modules/sessions), so the token can be revoked.
 */
export async function signToken(
  secret: string,
  audience: 'customer' | 'staff' | 'staff-password',
  subject: string,
  payload: Record<string, unknown>,
  now: Date,
  lifetimeSeconds: number,
  sessionId?: string,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = new SignJWT(payload);
  if (sessionId) token.setJti(sessionId);
  return token
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(key(secret));
}

/** The payload when the token is ours, for this audience and unexpired; otherwise undefined. */
export async function verifyToken(
  secret: string,
  audience: 'customer' | 'staff' | 'staff-password',
  token: string,
  now: Date,
): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: now,
    });
    return payload;
  } catch {
    return undefined;
  }
}

/** When a verified token stops working, in ms since the epoch (every token we sign has `exp`). */
export const tokenExpiry = (payload: JWTPayload): number => (payload.exp ?? 0) * 1000;
