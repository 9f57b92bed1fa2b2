import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenPayload } from '@chapkhana/shared/accounts';
import type { Clock } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/http-errors';
import { TOKEN_LIFETIME_SECONDS, verifyCustomerToken } from '../modules/accounts/tokens';

export const CUSTOMER_COOKIE = 'customerToken';

/** Who may call a route; every user-scoped route says `owner` (checked by a test over all routes). */
export type RouteAccess = 'public' | 'customer' | 'owner';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, once `authenticate` has run. */
    customer: TokenPayload | undefined;
  }
  interface FastifyInstance {
    /** 401 unless the request carries a valid customer token. */
    requireCustomer: preHandlerHookHandler;
    /**
     * 401 without a token, 403 when the customer id the route names (path or body) is not
     * the token's subject — the one ownership check every user-scoped route uses (DESIGN §5).
     */
    ownerOnly(
      pickCustomerId: (request: FastifyRequest) => string | undefined,
    ): preHandlerHookHandler;
    setCustomerCookie(reply: FastifyReply, token: string): void;
    clearCustomerCookie(reply: FastifyReply): void;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[CUSTOMER_COOKIE];
}

/** Customer identity from the `Authorization: Bearer` header or the httpOnly cookie (DESIGN §5). */
export const customerAuth = fp(
  async (
    app: FastifyInstance,
    options: { secret: string; clock: Clock; secureCookie: boolean },
  ) => {
    app.decorateRequest('customer', undefined);

    async function authenticate(request: FastifyRequest) {
      if (request.customer) return request.customer;
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const customer = await verifyCustomerToken(options.secret, token, options.clock.now());
      if (!customer)
        throw unauthorized('Your sign-in has expired or is not valid. Please sign in again.');
      request.customer = customer;
      return customer;
    }

    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      await authenticate(request);
    });

    app.decorate('ownerOnly', (pickCustomerId: (request: FastifyRequest) => string | undefined) => {
      return async (request: FastifyRequest) => {
        const customer = await authenticate(request);
        if (pickCustomerId(request) !== customer.id) {
          throw forbidden('You can only see and change your own account.');
        }
      };
    });

    app.decorate('setCustomerCookie', (reply: FastifyReply, token: string) => {
      reply.setCookie(CUSTOMER_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookie,
        path: '/',
        maxAge: TOKEN_LIFETIME_SECONDS,
      });
    });

    app.decorate('clearCustomerCookie', (reply: FastifyReply) => {
      reply.clearCookie(CUSTOMER_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookie,
      });
    });
  },
);

/** The customer a `requireCustomer` or `ownerOnly` route is serving. */
export function signedInCustomer(request: FastifyRequest): TokenPayload {
  if (!request.customer) throw unauthorized();
  return request.customer;
}
