import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signCustomerToken } from '../src/modules/accounts/tokens';
import {
  apiRoutes,
  injectOptions,
  routeName,
  WALK_TIMEOUT_MS,
  type ApiRoute,
  type RouteRequest,
} from './helpers/route-requests';
import { orderProducts } from './helpers/console';
import { pictureOf } from './helpers/images';
import {
  createShopWorld,
  restockWorld,
  rightCaller,
  worldRequest,
  type ShopWorld,
} from './helpers/shop-world';
import {
  closeSockets,
  listeningTestApp,
  nextEvent,
  socketClient,
  type Client,
} from './helpers/sockets';
import { createSignedInSeller, deactivateSeller } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { roleCan } from '@chapkhana/shared/shop-roles';

/**
 * The access matrix (issue 9, part 1): every /api route the running server has is called with
 * no token, a bad token, another customer's or seller's token and the wrong role, and must
 * refuse; then with the right caller, who must get past the check. Requests are built from each
 * route's own schemas with real rows, so they reach the access check (Fastify validates first);
 * a route whose fields the fixtures cannot fill fails the build step, so nothing is skipped.
 */

const GUARDED = ['customer', 'owner', 'seller', 'admin', 'staff'];
const CUSTOMER_ROUTES = ['customer', 'owner'];
/** Fields that name something a customer owns. */
const CUSTOMER_RESOURCE_FIELDS = ['userId', 'customerId', 'cardId', 'wishlistId', 'orderId'];
/** Body fields that name something a seller owns (path parameters always do). */
const SELLER_RESOURCE_FIELDS = ['customerId', 'orderId', 'productId'];

let shop: TestApp;
let url: string;
let world: ShopWorld;
let routes: ApiRoute[];
let picture: Buffer;

beforeAll(async () => {
  ({ shop, url } = await listeningTestApp());
  world = await createShopWorld(shop);
  routes = apiRoutes(shop.app);
  picture = await pictureOf('png', 64, 48);
});
afterAll(() => shop.close());

/** A valid request to `route` naming the first customer's (and first seller's) rows. */
const requestFor = (route: ApiRoute): RouteRequest => worldRequest(world, route, picture);

const send = (route: ApiRoute, request: RouteRequest, token: string | undefined) =>
  shop.app.inject(injectOptions(route, request, token));

/** Names of the fields a request fills (path parameters and top-level body fields). */
function fieldsOf(request: RouteRequest): { params: string[]; body: string[] } {
  const keys = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  return { params: keys(request.params), body: keys(request.body) };
}

const guarded = () => routes.filter((route) => GUARDED.includes(route.access ?? ''));
const withAccess = (...access: string[]) =>
  routes.filter((route) => access.includes(route.access ?? ''));

/** Calls every route in `list` and returns a line per answer `accept` refuses (empty = all good). */
async function check(
  list: ApiRoute[],
  token: (route: ApiRoute) => string | undefined,
  accept: (response: LightMyRequestResponse, route: ApiRoute) => boolean,
): Promise<string[]> {
  const failures: string[] = [];
  for (const route of list) {
    await restockWorld(shop, world);
    const response = await send(route, requestFor(route), token(route));
    if (!accept(response, route))
      failures.push(`${routeName(route)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  }
  return failures;
}

const isRefusal = (response: LightMyRequestResponse, statuses: number[]) =>
  statuses.includes(response.statusCode) &&
  typeof (response.json() as { error?: unknown }).error === 'string';

describe('the HTTP access matrix', { timeout: WALK_TIMEOUT_MS }, () => {
  it('knows who may call every /api route, and only reads are left undeclared', () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      if (route.access === undefined) expect(route.method, routeName(route)).toBe('GET');
      else expect(['public', ...GUARDED], routeName(route)).toContain(route.access);
    }
    expect(guarded().length).toBeGreaterThan(60);
  });

  it('builds a valid request, with real rows, for every guarded route', () => {
    for (const route of guarded()) expect(() => requestFor(route)).not.toThrow();
  });

  it('answers 401 to every guarded route called without a token', async () => {
    expect(
      await check(
        guarded(),
        () => undefined,
        (response) => isRefusal(response, [401]),
      ),
    ).toEqual([]);
  });

  it('answers 401 to every guarded route called with a forged, foreign or expired token', async () => {
    const foreign = await signCustomerToken(
      'another-shop-secret-that-is-long-enough-0123456789',
      { id: world.customer.id, name: 'Forged', phone: world.customer.phone, address: '' },
      shop.clock.now(),
    );
    const expired = await signCustomerToken(
      shop.config.jwtSecret!,
      { id: world.customer.id, name: 'Old', phone: world.customer.phone, address: '' },
      new Date(shop.clock.now().getTime() - 365 * 24 * 3600 * 1000),
    );
    const [header, payload] = world.customer.token.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of ['not-a-token', foreign, expired, tampered]) {
      expect(
        await check(
          guarded(),
          () => token,
          (response) => isRefusal(response, [401]),
        ),
        token.slice(0, 20),
      ).toEqual([]);
    }
  });

  it('names the customer in every owner route, so another customer can be tried', () => {
    for (const route of withAccess('owner')) {
      const { params, body } = fieldsOf(requestFor(route));
      const names = [...params, ...body];
      const namesCustomer =
        names.includes('userId') ||
        names.includes('customerId') ||
        (route.url.startsWith('/api/get-customer/') && params.includes('id'));
      expect(namesCustomer, routeName(route)).toBe(true);
    }
  });

  it("answers 403 or 404 when a customer calls a customer route with another customer's rows", async () => {
    const namingRows = withAccess(...CUSTOMER_ROUTES).filter((route) => {
      const { params, body } = fieldsOf(requestFor(route));
      return (
        route.access === 'owner' ||
        [...params, ...body].some((field) => CUSTOMER_RESOURCE_FIELDS.includes(field))
      );
    });
    // Every owner route, and every customer route that takes a cart line, wishlist item or order.
    expect(namingRows.length).toBeGreaterThanOrEqual(withAccess('owner').length + 6);
    expect(
      await check(
        namingRows,
        () => world.stranger.token,
        (response) => isRefusal(response, [403, 404]),
      ),
    ).toEqual([]);
  });

  it('answers 401 when a console sign-in calls a customer route', async () => {
    for (const token of [world.admin.token, world.seller.token]) {
      expect(
        await check(
          withAccess(...CUSTOMER_ROUTES),
          () => token,
          (response) => isRefusal(response, [401]),
        ),
      ).toEqual([]);
    }
  });

  it('keeps console routes from customers (401 or 403)', async () => {
    expect(
      await check(
        withAccess('seller', 'admin', 'staff'),
        () => world.customer.token,
        (response) => isRefusal(response, [401, 403]),
      ),
    ).toEqual([]);
  });

  it('answers 403 to a seller on admin routes and to an admin on seller routes', async () => {
    expect(
      await check(
        withAccess('admin'),
        () => world.seller.token,
        (response) => isRefusal(response, [403]),
      ),
    ).toEqual([]);
    expect(
      await check(
        withAccess('seller'),
        () => world.admin.token,
        (response) => isRefusal(response, [403]),
      ),
    ).toEqual([]);
  });

  describe('each member of a print house, by its role (issue 39)', () => {
    /** What a seller route needs, from its declaration (any one of them lets a role in). */
    const needs = (route: ApiRoute) => [route.capability ?? []].flat();
    const memberRoles = ['designer', 'production', 'dispatcher'] as const;
    const refusedByRole = (response: LightMyRequestResponse) =>
      response.statusCode === 403 &&
      (response.json() as { code?: string }).code === 'shop_role_not_allowed';

    it.each(memberRoles)(
      'refuses a %s every seller route its role has none of the capabilities for (403 with a code)',
      async (role) => {
        const refused = withAccess('seller').filter(
          (route) => !needs(route).some((capability) => roleCan(role, capability)),
        );
        expect(refused.length).toBeGreaterThan(5);
        // Every one of the staff routes is the owner's alone.
        expect(refused.filter((route) => route.url.startsWith('/api/seller/staff')).length).toBe(5);
        expect(await check(refused, () => world.members[role].token, refusedByRole)).toEqual([]);
      },
    );

    it.each(memberRoles)('lets a %s read every seller route its role may', async (role) => {
      const reads = withAccess('seller').filter(
        (route) =>
          route.method === 'GET' && needs(route).every((capability) => roleCan(role, capability)),
      );
      expect(reads.length).toBeGreaterThan(3);
      expect(
        await check(
          reads,
          () => world.members[role].token,
          // Past the role check; what the row then answers is the world's (a label not there).
          (response) => response.statusCode < 500 && ![401, 403].includes(response.statusCode),
        ),
      ).toEqual([]);
    });

    it.each(memberRoles)('keeps admin routes and customer routes from a %s', async (role) => {
      const token = world.members[role].token;
      expect(
        await check(
          withAccess('admin'),
          () => token,
          (r) => isRefusal(r, [403]),
        ),
      ).toEqual([]);
      expect(
        await check(
          withAccess(...CUSTOMER_ROUTES),
          () => token,
          (r) => isRefusal(r, [401]),
        ),
      ).toEqual([]);
    });

    it("answers 404 when another shop's owner names this shop's staff member", async () => {
      const staffRoutes = withAccess('seller').filter((route) =>
        route.url.startsWith('/api/seller/staff/:id'),
      );
      expect(staffRoutes.length).toBe(3);
      expect(
        await check(
          staffRoutes,
          () => world.otherSeller.token,
          (r) => isRefusal(r, [404]),
        ),
      ).toEqual([]);
    });
  });

  it("answers 403 or 404 when a seller names another seller's product, order or customer", async () => {
    const namingRows = withAccess('seller').filter((route) => {
      const { params, body } = fieldsOf(requestFor(route));
      return params.length > 0 || body.some((field) => SELLER_RESOURCE_FIELDS.includes(field));
    });
    expect(namingRows.length).toBeGreaterThanOrEqual(8);
    expect(
      await check(
        namingRows,
        () => world.otherSeller.token,
        (response) => isRefusal(response, [403, 404]),
      ),
    ).toEqual([]);
  });

  it('refuses a deactivated seller on every seller route (401)', async () => {
    const retired = await createSignedInSeller(shop, 'Retired Print');
    await deactivateSeller(shop, retired.sellerId);
    expect(
      await check(
        withAccess('seller', 'staff'),
        () => retired.token,
        (response) => isRefusal(response, [401]),
      ),
    ).toEqual([]);
  });

  // Last: the right callers change rows (cancel, delete), so writes go after reads, deletes last.
  it('lets the right caller through every guarded route, reaching the rows it names', async () => {
    const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const list = [...guarded()].sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
    const failures = await check(
      list,
      (route) => rightCaller(world, route),
      (response, route) => {
        const namesRows = fieldsOf(requestFor(route)).params.length > 0;
        const refused = namesRows ? [401, 403, 404] : [401, 403];
        return response.statusCode < 500 && !refused.includes(response.statusCode);
      },
    );
    expect(failures).toEqual([]);
    // Each member of the shop gets past the role check of every seller route its role may call
    // (what the request then meets, after the owner's writes, may be a 409).
    for (const role of ['designer', 'production', 'dispatcher'] as const) {
      const allowed = withAccess('seller').filter((route) =>
        [route.capability ?? []].flat().every((capability) => roleCan(role, capability)),
      );
      expect(
        await check(
          allowed,
          () => world.members[role].token,
          (response) =>
            response.statusCode < 500 && response.statusCode !== 401 && response.statusCode !== 403,
        ),
        role,
      ).toEqual([]);
    }
    // The seller side of `staff` routes too.
    expect(
      await check(
        withAccess('staff'),
        () => world.seller.token,
        (response) => response.statusCode === 200,
      ),
    ).toEqual([]);
  });
});

describe('the socket access matrix', () => {
  afterEach(() => closeSockets());

  /** What each socket got of `event` before a broadcast sent after `trigger` had finished. */
  async function receivedBeforeBroadcast(
    sockets: Client[],
    event: 'orderStatusUpdate' | 'seller_message' | 'customer_message',
    trigger: () => Promise<unknown>,
  ): Promise<unknown[][]> {
    const got = sockets.map(() => [] as unknown[]);
    sockets.forEach((socket, index) =>
      socket.on(event, (payload: unknown) => got[index]!.push(payload)),
    );
    await trigger();
    // Socket.IO keeps one socket's events in order: once the later broadcast is here, an
    // event meant for this socket would have come first.
    const fences = sockets.map((socket) => nextEvent(socket, 'currencyUpdate', 10_000));
    shop.app.realtime.currencyChanged('1310');
    await Promise.all(fences);
    for (const socket of sockets) socket.off(event);
    return got;
  }

  it('refuses a handshake with a forged, foreign, expired or deactivated token', async () => {
    const foreign = await signCustomerToken(
      'another-shop-secret-that-is-long-enough-0123456789',
      { id: world.customer.id, name: 'Forged', phone: world.customer.phone, address: '' },
      shop.clock.now(),
    );
    const expired = await signCustomerToken(
      shop.config.jwtSecret!,
      { id: world.customer.id, name: 'Old', phone: world.customer.phone, address: '' },
      new Date(shop.clock.now().getTime() - 365 * 24 * 3600 * 1000),
    );
    const retired = await createSignedInSeller(shop, 'Closed Print');
    await deactivateSeller(shop, retired.sellerId);
    for (const token of ['not-a-token', foreign, expired, retired.token]) {
      await expect(socketClient(url, token), token.slice(0, 20)).rejects.toThrow(/sign-in/);
    }
  });

  it("does not let an anonymous visitor or another customer receive a customer's order updates", async () => {
    const owner = await socketClient(url, world.customer.token);
    const stranger = await socketClient(url, world.stranger.token);
    const anonymous = await socketClient(url);
    // Trying to join the owner's room by the only join event there is.
    for (const socket of [stranger, anonymous]) {
      socket.emit('join_product', `customer:${world.customer.id}`);
      socket.emit('join_product', world.customer.id);
    }
    // A fresh order: the HTTP matrix above may have moved or cancelled the world's.
    const orderId = await orderProducts(shop, world.customer, [world.otherProduct.id]);
    const update = nextEvent(owner, 'orderStatusUpdate', 10_000);
    const leaks = await receivedBeforeBroadcast(
      [stranger, anonymous],
      'orderStatusUpdate',
      async () => {
        const response = await send(
          routes.find((r) => r.method === 'PATCH' && r.url === '/api/admin/orders/:id')!,
          { params: { id: orderId }, body: { delivery_status: 'preparing' } },
          world.admin.token,
        );
        expect(response.statusCode).toBe(200);
        await update;
      },
    );
    expect(await update).toMatchObject({ orderId });
    expect(leaks).toEqual([[], []]);
  });

  it("does not let another customer read a seller's answer, nor another seller a customer's message", async () => {
    const customer = await socketClient(url, world.customer.token);
    const stranger = await socketClient(url, world.stranger.token);
    const seller = await socketClient(url, world.seller.token);
    const otherSeller = await socketClient(url, world.otherSeller.token);

    const answer = nextEvent(customer, 'seller_message', 10_000);
    const leaked = await receivedBeforeBroadcast([stranger], 'seller_message', async () => {
      const ack = await seller.emitWithAck('send_seller_message', {
        customerId: world.customer.id,
        text: 'Yes, both sides.',
      });
      expect(ack.ok).toBe(true);
      await answer;
    });
    expect(leaked).toEqual([[]]);

    const question = nextEvent(seller, 'customer_message', 10_000);
    const overheard = await receivedBeforeBroadcast([otherSeller], 'customer_message', async () => {
      const ack = await customer.emitWithAck('send_customer_message', {
        sellerId: world.seller.sellerId,
        text: 'Thanks!',
      });
      expect(ack.ok).toBe(true);
      await question;
    });
    expect(overheard).toEqual([[]]);
  });

  it('refuses socket commands from the wrong side', async () => {
    const anonymous = await socketClient(url);
    const customer = await socketClient(url, world.stranger.token);
    const seller = await socketClient(url, world.otherSeller.token);
    const refusals = [
      await anonymous.emitWithAck('send_customer_message', {
        sellerId: world.seller.sellerId,
        text: 'hi',
      }),
      await anonymous.emitWithAck('send_seller_message', {
        customerId: world.customer.id,
        text: 'hi',
      }),
      await customer.emitWithAck('send_seller_message', {
        customerId: world.customer.id,
        text: 'pretending to be a seller',
      }),
      await seller.emitWithAck('send_customer_message', {
        sellerId: world.seller.sellerId,
        text: 'pretending to be a customer',
      }),
      // A seller the customer never wrote to may not start a conversation.
      await seller.emitWithAck('send_seller_message', {
        customerId: world.customer.id,
        text: 'unsolicited',
      }),
    ];
    for (const refusal of refusals) expect(refusal).toMatchObject({ ok: false });
  });
});
