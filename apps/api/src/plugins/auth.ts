import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenPayload } from '@chapkhana/shared/accounts';
import { REFRESHED_TOKEN_HEADER } from '@chapkhana/shared/customer-session';
import { roleCan, type ShopCapability } from '@chapkhana/shared/shop-roles';
import type { StaffRole, StaffTokenPayload } from '@chapkhana/shared/staff';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { FileViewer } from '../lib/private-files';
import { authenticateCustomer, TOKEN_LIFETIME_SECONDS } from '../modules/accounts/tokens';
import { authenticateStaff, STAFF_TOKEN_LIFETIME_SECONDS } from '../modules/staff/service';

export const CUSTOMER_COOKIE = 'customerToken';
export const STAFF_COOKIE = 'staffToken';

/**
 * Who may call a route; every user-scoped route says `owner` (checked by a test over all routes).
 * `staff` is any signed-in admin or seller (the console's own sign-in check).
 */
export type RouteAccess = 'public' | 'customer' | 'owner' | 'seller' | 'admin' | 'staff';

const STAFF_ROLES: Partial<Record<RouteAccess, StaffRole[]>> = {
  admin: ['admin'],
  seller: ['seller'],
  staff: [],
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, once authenticated. */
    customer: TokenPayload | undefined;
    /** The signed-in admin or seller, once authenticated. */
    staff: StaffTokenPayload | undefined;
    /** The session the request's customer or staff token names (logout revokes it). */
    sessionId: string | undefined;
  }
  interface FastifyInstance {
    /** 401 unless the request carries a valid customer token. */
    requireCustomer: preHandlerHookHandler;
    /**
     * 401 without a token, 403 when the customer id the route names (path or body) is not
     * the token's subject — the one ownership check every user-scoped route uses (docs/design.md §5).
     */
    ownerOnly(
      pickCustomerId: (request: FastifyRequest) => string | undefined,
    ): preHandlerHookHandler;
    /**
     * The customer's session on a public write (logout), if the request carries a live token.
     * 403 `foreign_origin` unless the token is a header's or the request is the shop's own.
     */
    optionalCustomerSession(request: FastifyRequest): Promise<string | undefined>;
    /** The staff session on a public write (logout); refused from other sites as the customer's. */
    optionalStaffSession(request: FastifyRequest): Promise<string | undefined>;
    setCustomerCookie(reply: FastifyReply, token: string): void;
    clearCustomerCookie(reply: FastifyReply): void;
    /** 401 without a valid, active staff sign-in; 403 when its role is not one of `roles`. */
    requireStaff(...roles: StaffRole[]): preHandlerHookHandler;
    setStaffCookie(reply: FastifyReply, token: string): void;
    clearStaffCookie(reply: FastifyReply): void;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * What a seller route needs of the member's role in its print house (shop-roles.ts); every
     * `access: 'seller'` route declares one (a test walks the route table).
     */
    capability?: ShopCapability | readonly ShopCapability[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token and where it came from: a header is never sent by another site's page, a cookie is. */
function presentedToken(
  request: FastifyRequest,
  cookie: string,
): { token: string; fromCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    return token ? { token, fromCookie: false } : undefined;
  }
  const token = request.cookies[cookie];
  return token ? { token, fromCookie: true } : undefined;
}

/**
 * Whether a page of an allowed origin sent this request. Browsers name the page's origin in
 * `Origin` on every write (and `Sec-Fetch-Site` on every request); a client that is no browser
 * sends neither, and cannot be made to by another site.
 */
export function fromAllowedOrigin(
  headers: FastifyRequest['headers'],
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return allowedOrigins.includes(origin);
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Customer and staff identity from the `Authorization: Bearer` header or the httpOnly cookie
 * (docs/design.md §5). Each route's `config.access` is enforced as the request arrives, before its body
 * is read or validated, so a stranger learns nothing from a protected route but "sign in".
 * A write authenticated by cookie is accepted only from the shop's own origins (CSRF).
 */
export const customerAuth = fp(
  async (
    app: FastifyInstance,
    options: {
      secret: string;
      clock: Clock;
      secureCookie: boolean;
      db: () => Database;
      allowedOrigins: readonly string[];
    },
  ) => {
    app.decorateRequest('customer', undefined);
    app.decorateRequest('staff', undefined);
    app.decorateRequest('sessionId', undefined);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookie,
      path: '/',
    };

    function refuseForeignWrite(request: FastifyRequest, fromCookie: boolean) {
      if (fromCookie && !SAFE_METHODS.has(request.method)) {
        if (!fromAllowedOrigin(request.headers, options.allowedOrigins)) {
          throw forbidden('foreign_origin');
        }
      }
    }

    async function authenticate(request: FastifyRequest, reply: FastifyReply) {
      if (request.customer) return request.customer;
      const presented = presentedToken(request, CUSTOMER_COOKIE);
      if (!presented) throw unauthorized('sign_in_first');
      const signIn = await authenticateCustomer(
        options.db(),
        options.secret,
        presented.token,
        options.clock.now(),
      );
      if (!signIn) throw unauthorized('sign_in_expired');
      refuseForeignWrite(request, presented.fromCookie);
      request.customer = signIn.customer;
      request.sessionId = signIn.sessionId;
      if (signIn.refreshedToken) {
        // Sliding sign-in: the storefront keeps the fresh token (header), the browser the cookie.
        reply.header(REFRESHED_TOKEN_HEADER, signIn.refreshedToken);
        setCustomerCookie(reply, signIn.refreshedToken);
      }
      return signIn.customer;
    }

    async function authenticateAsStaff(
      request: FastifyRequest,
      roles: readonly StaffRole[],
    ): Promise<StaffTokenPayload> {
      let staff = request.staff;
      if (!staff) {
        const presented = presentedToken(request, STAFF_COOKIE);
        if (!presented) throw unauthorized('console_sign_in_first');
        const signIn = await authenticateStaff(
          options.db(),
          options.secret,
          presented.token,
          options.clock.now(),
        );
        // A token outlives a logout or a deactivation, so its session is looked up every time.
        if (!signIn) {
          throw unauthorized('console_sign_in_expired');
        }
        refuseForeignWrite(request, presented.fromCookie);
        staff = signIn.staff;
        request.staff = staff;
        request.sessionId = signIn.sessionId;
      }
      if (roles.length > 0 && !roles.includes(staff.role)) throw forbidden('role_not_allowed');
      return staff;
    }

    // Authentication comes first, before the body is parsed and validated.
    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      if (access === 'customer' || access === 'owner') await authenticate(request, reply);
      const roles = access ? STAFF_ROLES[access] : undefined;
      if (!roles) return;
      const staff = await authenticateAsStaff(request, roles);
      const capability = request.routeOptions.config?.capability;
      if (access === 'seller') requireCapability(staff, capability);
    });

    app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
    });

    app.decorate('ownerOnly', (pickCustomerId: (request: FastifyRequest) => string | undefined) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const customer = await authenticate(request, reply);
        if (pickCustomerId(request) !== customer.id) {
          throw forbidden('only_own_account');
        }
      };
    });

    /**
     * The token a public write (logout) acts on, if any. Unless it comes in a header, which no
     * other site's page can send, the request must be the shop's own even without a cookie:
     * another site must not end a session nor clear the shop's cookie.
     */
    function publicWriteToken(request: FastifyRequest, cookie: string) {
      const presented = presentedToken(request, cookie);
      refuseForeignWrite(request, presented?.fromCookie ?? true);
      return presented?.token;
    }

    app.decorate('optionalCustomerSession', async (request: FastifyRequest) => {
      const token = publicWriteToken(request, CUSTOMER_COOKIE);
      if (!token) return undefined;
      const signIn = await authenticateCustomer(
        options.db(),
        options.secret,
        token,
        options.clock.now(),
      );
      return signIn?.sessionId;
    });

    app.decorate('optionalStaffSession', async (request: FastifyRequest) => {
      const token = publicWriteToken(request, STAFF_COOKIE);
      if (!token) return undefined;
      const signIn = await authenticateStaff(
        options.db(),
        options.secret,
        token,
        options.clock.now(),
      );
      return signIn?.sessionId;
    });

    function setCustomerCookie(reply: FastifyReply, token: string) {
      reply.setCookie(CUSTOMER_COOKIE, token, { ...cookieOptions, maxAge: TOKEN_LIFETIME_SECONDS });
    }
    app.decorate('setCustomerCookie', setCustomerCookie);
    app.decorate('clearCustomerCookie', (reply: FastifyReply) => {
      reply.clearCookie(CUSTOMER_COOKIE, cookieOptions);
    });

    app.decorate('requireStaff', (...roles: StaffRole[]) => async (request: FastifyRequest) => {
      await authenticateAsStaff(request, roles);
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
  if (!request.customer) throw unauthorized('sign_in_first');
  return request.customer;
}

/** The admin or seller a `requireStaff` route is serving. */
export function signedInStaff(request: FastifyRequest): StaffTokenPayload {
  if (!request.staff) throw unauthorized('console_sign_in_first');
  return request.staff;
}

/**
 * 403 `shop_role_not_allowed` unless the seller's member has `capability` (or one of several) by
 * its role (a seller route without one is refused to everyone: the route table test names it).
 */
export function requireCapability(
  staff: StaffTokenPayload,
  capability: ShopCapability | readonly ShopCapability[] | undefined,
): void {
  const anyOf: readonly ShopCapability[] =
    capability === undefined ? [] : typeof capability === 'string' ? [capability] : capability;
  if (!anyOf.some((c) => roleCan(staff.sellerRole, c))) {
    throw forbidden('shop_role_not_allowed');
  }
}

/** The seller a seller-only route is serving. */
export function signedInSeller(request: FastifyRequest): {
  sellerId: string;
  staff: StaffTokenPayload;
} {
  const staff = signedInStaff(request);
  if (!staff.sellerId) throw forbidden('sellers_only');
  return { sellerId: staff.sellerId, staff };
}

/**
 * Who asks for a private file: a customer and a console sign-in are each read if present
 * (cookie or bearer); a missing or bad one is simply not there, so a stranger gets the same
 * 404 as a signed-in outsider and learns nothing of the file.
 */
export async function fileViewerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FileViewer> {
  const viewer: FileViewer = {};
  try {
    await app.requireCustomer.call(app, request, reply, () => undefined);
    if (request.customer) viewer.customerId = request.customer.id;
  } catch {
    // Not a customer.
  }
  try {
    await app.requireStaff().call(app, request, reply, () => undefined);
    if (request.staff) viewer.staff = request.staff;
  } catch {
    // Not staff.
  }
  return viewer;
}
