import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import {
  createAccessTokenCache,
  type AccessTokenCache,
  type IssuedAccessToken,
} from '../access-token-cache';
import { FibError, fibErrorFromReply } from './errors';
import type { FibTransport } from './transport';

/** Keycloak's client-credentials token endpoint for FIB online shops. */
export const FIB_TOKEN_PATH = '/auth/realms/fib-online-shop/protocol/openid-connect/token';

// Refresh this long before FIB says the token ends, so a token never expires in flight;
// never more than half its life, so short-lived test tokens are still reused.
const REFRESH_MARGIN_MS = 10_000;

const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  token_type: z.string().optional(),
});

/** The shop's current FIB access token, fetched with client credentials and cached. */
export type FibAccessTokens = AccessTokenCache;

/** Caches the client-credentials token and refreshes it shortly before it expires. */
export function createFibAccessTokens(options: {
  clientId: string;
  clientSecret: string;
  clock: Clock;
  transport: FibTransport;
}): FibAccessTokens {
  async function fetchToken(): Promise<IssuedAccessToken> {
    const action = 'sign the shop in';
    const reply = await options.transport(
      {
        method: 'POST',
        path: FIB_TOKEN_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
      },
      action,
    );
    if (reply.status !== 200) throw fibErrorFromReply(action, reply.status, reply.body);
    let parsed: z.infer<typeof tokenResponse>;
    try {
      parsed = tokenResponse.parse(JSON.parse(reply.body));
    } catch (error) {
      throw new FibError(
        `FIB could not ${action}: the token answer is malformed.`,
        { kind: 'malformed', status: reply.status },
        { cause: error },
      );
    }
    return { token: parsed.access_token, lifetimeMs: parsed.expires_in * 1000 };
  }

  return createAccessTokenCache({
    clock: options.clock,
    issue: fetchToken,
    refreshMarginMs: (lifetimeMs) => Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2),
  });
}
