import { z } from 'zod';
import type { Clock } from '../../lib/clock';
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
export interface FibAccessTokens {
  /** A token valid for a while yet; fetches one when needed (one request for concurrent callers). */
  current(): Promise<string>;
  /** Forgets `token` after FIB refused it, unless a newer one has replaced it already. */
  discard(token: string): void;
}

/** Caches the client-credentials token and refreshes it shortly before it expires. */
export function createFibAccessTokens(options: {
  clientId: string;
  clientSecret: string;
  clock: Clock;
  transport: FibTransport;
}): FibAccessTokens {
  let cached: { token: string; refreshAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const action = 'sign the shop in';
    const requestedAt = options.clock.now().getTime();
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
    const lifetimeMs = parsed.expires_in * 1000;
    const margin = Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2);
    cached = { token: parsed.access_token, refreshAt: requestedAt + lifetimeMs - margin };
    return parsed.access_token;
  }

  return {
    current() {
      if (cached && options.clock.now().getTime() < cached.refreshAt) {
        return Promise.resolve(cached.token);
      }
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    discard(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
