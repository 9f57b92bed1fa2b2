import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenPayload } from '@chapkhana/shared/accounts';
import type { StaffRole, StaffTokenPayload } from '@chapkhana/shared/staff';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/http-errors';
import { TOKEN_LIFETIME_SECONDS, verifyCustomerToken } from '../modules/accounts/tokens';
import {
  isStaffActive,
  STAFF_TOKEN_LIFETIME_SECONDS,
  verifyStaffToken,
} from '../modules/staff/service';

export const CUSTOMER_COOKIE = 'customerToken';
export const STAFF_COOKIE = 'staffToken';

/**
 * Who may call a route; every user-scoped route says `owner` (checked by a test over all routes).
 * `staff` is any signed-in admin or seller (the console's own sign-in check).
 */
export type RouteAccess = 'public' | 'customer' | 'owner' | 'seller' | 'admin' | 'staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, once `authenticate` has run. */
    customer: TokenPayload | undefined;
    /** The signed-in admin or seller, once `requireStaff` has run. */
    staff: StaffTokenPayload | undefined;
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
    /** 401 without a valid, active staff sign-in; 403 when its role is not one of `roles`. */
    requireStaff(...roles: StaffRole[]): preHandlerHookHandler;
    setStaffCookie(reply: FastifyReply, token: string): void;
    clearStaffCookie(reply: FastifyReply): void;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

function bearerToken(request: FastifyRequest, cookie: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[cookie];
}

/** Customer identity from the `Authorization: Bearer` header or the httpOnly cookie (DESIGN §5). */
export const customerAuth = fp(
  async (
    app: FastifyInstance,
    options: { secret: string; clock: Clock; secureCookie: boolean; db: () => Database },
  ) => {
    app.decorateRequest('customer', undefined);
    app.decorateRequest('staff', undefined);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookie,
      path: '/',
    };

    async function authenticate(request: FastifyRequest) {
      if (request.customer) return request.customer;
      const token = bearerToken(request, CUSTOMER_COOKIE);
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
      reply.setCookie(CUSTOMER_COOKIE, token, { ...cookieOptions, maxAge: TOKEN_LIFETIME_SECONDS });
    });
    app.decorate('clearCustomerCookie', (reply: FastifyReply) => {
      reply.clearCookie(CUSTOMER_COOKIE, cookieOptions);
    });

    app.decorate('requireStaff', (...roles: StaffRole[]) => async (request: FastifyRequest) => {
      const token = bearerToken(request, STAFF_COOKIE);
      if (!token) throw unauthorized('Please sign in to the console first.');
      const staff = await verifyStaffToken(options.secret, token, options.clock.now());
      // A token outlives a deactivation, so the account is looked up on every staff request.
      if (!staff || !(await isStaffActive(options.db(), staff.id))) {
        throw unauthorized(
          'Your console sign-in has expired or is not valid. Please sign in again.',
        );
      }
      if (roles.length > 0 && !roles.includes(staff.role))
        throw forbidden('Your account may not do that.');
      request.staff = staff;
    });
    app.decorate('setStaffCookie', (reply: FastifyReply, token: string) => {
      reply.setCookie(STAFF_COOKIE, token, {
        ...cookieOptions,
        maxAge: STAFF_TOKEN_LIFETIME_SECONDS,
      });
    });
    app.decorate('clearStaffCookie', (reply: FastifyReply) => {
      reply.clearCookie(STAFF_COOKIE, cookieOptions);
    });
  },
);

/** The customer a `requireCustomer` or `ownerOnly` route is serving. */
export function signedInCustomer(request: FastifyRequest): TokenPayload {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

/** The admin or seller a `requireStaff` route is serving. */
export function signedInStaff(request: FastifyRequest): StaffTokenPayload {
  if (!request.staff) throw unauthorized('Please sign in to the console first.');
  return request.staff;
}

/** The seller a seller-only route is serving. */
export function signedInSeller(request: FastifyRequest): {
  sellerId: string;
  staff: StaffTokenPayload;
} {
  const staff = signedInStaff(request);
  if (!staff.sellerId) throw forbidden('Only a seller may do that.');
  return { sellerId: staff.sellerId, staff };
}
