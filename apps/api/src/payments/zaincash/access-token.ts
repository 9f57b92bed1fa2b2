import type { Clock } from '../../lib/clock';
import { createAccessTokenCache, type AccessTokenCache } from '../access-token-cache';
import { ZAINCASH_PATHS, ZAINCASH_SCOPE } from './contract';
import { zainCashBadAnswer, zainCashErrorFromReply } from './errors';
import { tokenResponse } from './responses';
import type { ZainCashTransport } from './transport';

/** Refresh a minute before ZainCash says the token ends; never more than half its life. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * The shop's ZainCash access token: `client_credentials` posted form-encoded to `/oauth2/token`,
 * cached until `expires_in − 60 s`. Any refusal of the credentials is `auth`, whatever the code.
 */
export function createZainCashAccessTokens(options: {
  clientId: string;
  clientSecret: string;
  clock: Clock;
  transport: ZainCashTransport;
  secrets: () => readonly (string | undefined)[];
}): AccessTokenCache {
  const call = { action: 'sign the shop in', uncertain: false };
  return createAccessTokenCache({
    clock: options.clock,
    refreshMarginMs: (lifetimeMs) => Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2),
    issue: async () => {
      const reply = await options.transport(
        {
          method: 'POST',
          path: ZAINCASH_PATHS.token,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: options.clientId,
            client_secret: options.clientSecret,
            scope: ZAINCASH_SCOPE,
          }).toString(),
        },
        call,
      );
      // An OAuth endpoint answers bad credentials with 400 or 401 (`invalid_client`): both `auth`.
      if (reply.status !== 200)
        throw zainCashErrorFromReply(reply, call, options.secrets(), 'auth');
      const parsed = tokenResponse.safeParse(reply.json);
      if (!parsed.success) throw zainCashBadAnswer(call, reply.status, 'no usable access_token');
      return { token: parsed.data.access_token, lifetimeMs: parsed.data.expires_in * 1000 };
    },
  });
}
