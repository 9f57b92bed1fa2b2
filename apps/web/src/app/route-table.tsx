import {
  matchRoutes,
  type Location,
  type Params,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { layoutData, RootLayout } from '@/app/layout/root-layout';
import type { RootState } from '@/app/store';
import type { PageRead } from '@/rendering';
import { RequireCustomer, RequireGuest } from '@/app/routes/guards';
import { loadScreenTexts } from '@/lib/screen-texts';

/**
 * What a public route reads, asked by the server before it draws the page once
 * (rendering/server-render.tsx): the queries its screen asks for, with the same arguments (a read it
 * does not name costs the page a second drawing), each made with `pageRead`. The browser never
 * calls it: its screens ask as they mount, and a hydrated page finds the server's answers already
 * there.
 */
export type PageData = (page: { params: Params; search: URLSearchParams }) => PageRead[];

/** What a route's `handle` may say about rendering on the server. */
export interface RouteHandle {
  /** Depends on the customer's session, which lives in the browser: the server sends the bare page. */
  serverRendered?: false;
  pageData?: PageData;
  /**
   * Code the page's first drawing needs besides its route's module, by the answers it is drawn
   * from (a print product's configurator): loaded on the server once `pageData` has answered,
   * and in the browser before a server-rendered page is hydrated, so that drawing matches.
   */
  pageCode?: PageCode;
}

/** What `pageCode` is given: the store's state with the page's answers, and the route's params. */
export type PageCode = (state: RootState, params: Params) => PromiseLike<unknown> | undefined;

const NOT_SERVER_RENDERED: RouteHandle = { serverRendered: false };

/**
 * Routes whose screens read the texts served apart from the translation file (the screens behind
 * sign-in and checkout, config/screen-texts.ts): each route's code is loaded with them, so the
 * screen is drawn, or a server-rendered one hydrated, with its texts in.
 */
function withScreenTexts(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' && {
        lazy: async () => (await Promise.all([lazy(), loadScreenTexts()]))[0],
      }),
      ...(children && { children: withScreenTexts(children) }),
    } as RouteObject;
  });
}

/** Every route of docs/storefront.md §2; each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    handle: { pageData: layoutData } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: async () => {
          const screen = await import('@/app/routes/home');
          return { Component: screen.HomeRoute, handle: { pageData: screen.homeData } };
        },
      },
      {
        path: 'categories',
        lazy: async () => ({
          Component: (await import('@/app/routes/categories')).CategoriesRoute,
        }),
      },
      {
        path: 'about',
        lazy: async () => {
          const screen = await import('@/app/routes/shop-pages');
          return { Component: screen.AboutRoute, handle: { pageData: screen.aboutData } };
        },
      },
      {
        path: 'contact',
        lazy: async () => {
          const screen = await import('@/app/routes/shop-pages');
          return { Component: screen.ContactRoute, handle: { pageData: screen.contactData } };
        },
      },
      ...withScreenTexts([
        {
          path: 'registerCode',
          lazy: async () => ({
            Component: (await import('@/app/routes/register-code')).RegisterCodeRoute,
          }),
        },
      ]),
      {
        path: 'products',
        lazy: async () => {
          const screen = await import('@/app/routes/products');
          return { Component: screen.ProductsRoute, handle: { pageData: screen.listingData } };
        },
      },
      {
        path: 'products/search',
        lazy: async () => {
          const screen = await import('@/app/routes/products');
          return {
            Component: screen.ProductsSearchRoute,
            handle: { pageData: screen.listingData },
          };
        },
      },
      {
        path: 'product/details/:slug',
        lazy: async () => {
          const screen = await import('@/app/routes/product-details');
          return {
            Component: screen.ProductDetailsRoute,
            handle: {
              pageData: screen.productDetailsData,
              pageCode: screen.productDetailsCode,
            } satisfies RouteHandle,
          };
        },
      },
      {
        Component: RequireGuest,
        handle: NOT_SERVER_RENDERED,
        children: withScreenTexts([
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/app/routes/login')).LoginRoute }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('@/app/routes/register')).RegisterRoute,
            }),
          },
          {
            path: 'login/phone',
            lazy: async () => ({
              Component: (await import('@/app/routes/login-phone')).LoginPhoneRoute,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('@/app/routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('@/app/routes/reset-password')).ResetPasswordRoute,
            }),
          },
        ]),
      },
      {
        Component: RequireCustomer,
        handle: NOT_SERVER_RENDERED,
        children: withScreenTexts([
          {
            path: 'card',
            lazy: async () => ({ Component: (await import('@/app/routes/cart')).CartRoute }),
          },
          {
            path: 'shipping',
            lazy: async () => ({
              Component: (await import('@/app/routes/shipping')).ShippingRoute,
            }),
          },
          {
            path: 'payment',
            lazy: async () => ({ Component: (await import('@/app/routes/payment')).PaymentRoute }),
          },
          {
            path: 'order/confirm',
            lazy: async () => ({
              Component: (await import('@/app/routes/order-confirm')).OrderConfirmRoute,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('@/app/routes/dashboard-layout')).DashboardLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('@/app/routes/dashboard-home')).DashboardHomeRoute,
                }),
              },
              {
                path: 'my-orders',
                lazy: async () => ({
                  Component: (await import('@/app/routes/my-orders')).MyOrdersRoute,
                }),
              },
              {
                path: 'change-password',
                lazy: async () => ({
                  Component: (await import('@/app/routes/change-password')).ChangePasswordRoute,
                }),
              },
              {
                path: 'email',
                lazy: async () => ({
                  Component: (await import('@/app/routes/confirm-email')).ConfirmEmailRoute,
                }),
              },
              {
                path: 'my-wishlist',
                lazy: async () => ({
                  Component: (await import('@/app/routes/my-wishlist')).MyWishlistRoute,
                }),
              },
              {
                path: 'card-designs',
                lazy: async () => ({
                  Component: (await import('@/app/routes/my-card-designs')).MyCardDesignsRoute,
                }),
              },
              {
                path: 'order/details/:orderId',
                lazy: async () => ({
                  Component: (await import('@/app/routes/order-details')).OrderDetailsRoute,
                }),
              },
              {
                path: 'chat',
                lazy: async () => ({ Component: (await import('@/app/routes/chat')).ChatRoute }),
              },
              {
                path: 'chat/:sellerId',
                lazy: async () => ({ Component: (await import('@/app/routes/chat')).ChatRoute }),
              },
            ],
          },
        ]),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@/components/ui/not-found-screen')).NotFoundScreen,
        }),
      },
    ],
  },
];

/**
 * The routes matched at each address lately, by path. Matching the whole table compiles every
 * route's pattern anew, ~0.4 ms a time, and a page is matched several times (its code, what the
 * server reads for it, each drawing): on the server that was a tenth of a page's CPU.
 */
const matchedAt = new Map<string, RouteMatch[]>();
const MATCHES_KEPT = 200;

/** A path's first segment, lower-cased as React Router compares them; '' for none. */
const leadOf = (path: string) =>
  (path.split('/').find((segment) => segment !== '') ?? '').toLowerCase();
/** A segment that only matches itself (no param, splat or optional part). */
const isStatic = (segment: string) => segment !== '' && !/[:*?]/.test(segment);

/**
 * The table without the routes whose path starts with a fixed segment other than `lead` (they
 * cannot match), each layout kept with the children that can: matching a product page's address
 * against it flattens and compiles a few routes instead of all (React Router keeps nothing of
 * a whole table's matching between calls; a product page's address is seldom matched twice).
 * `originals` maps each layout copied to the table's own.
 */
function tableFor(
  lead: string,
  table: RouteObject[],
  originals: WeakMap<RouteObject, RouteObject>,
  parentPath = '',
): RouteObject[] {
  return table.flatMap((route) => {
    const path = `${parentPath}/${route.path ?? ''}`;
    const first = leadOf(path);
    if (first === '') {
      if (!route.children) return [route];
      const copy = { ...route, children: tableFor(lead, route.children, originals, path) };
      originals.set(copy as RouteObject, route);
      return [copy as RouteObject];
    }
    return isStatic(first) && first !== lead ? [] : [route];
  });
}

/** The tables by the leads some route starts with ('' for any other address), made once each. */
const tables = new Map<string, RouteObject[]>();
const originalRoutes = new WeakMap<RouteObject, RouteObject>();
let staticLeads: Set<string> | undefined;

function staticLeadsOf(table: RouteObject[], parentPath = '', leads = new Set<string>()) {
  for (const route of table) {
    const path = `${parentPath}/${route.path ?? ''}`;
    const first = leadOf(path);
    if (first === '' && route.children) staticLeadsOf(route.children, path, leads);
    else if (isStatic(first)) leads.add(first);
  }
  return leads;
}

/** React Router's matches at `pathname`, found in the smaller table of its first segment. */
function matchAt(pathname: string): RouteMatch[] {
  const raw = leadOf(pathname);
  // React Router decodes the address before it matches: an encoded first segment is matched whole.
  if (raw.includes('%')) return matchRoutes(routes, pathname) ?? [];
  staticLeads ??= staticLeadsOf(routes);
  const lead = staticLeads.has(raw) ? raw : '';
  let table = tables.get(lead);
  if (!table) tables.set(lead, (table = tableFor(lead, routes, originalRoutes)));
  return (matchRoutes(table, pathname) ?? []).map((match) => {
    const original = originalRoutes.get(match.route as RouteObject);
    return original ? { ...match, route: original } : match;
  });
}

/** The routes matched at `location`, their code loaded or not. */
export function routesAt({ pathname }: Pick<Location, 'pathname'>): RouteMatch[] {
  let matches = matchedAt.get(pathname);
  if (!matches) {
    matches = matchAt(pathname);
    if (matchedAt.size >= MATCHES_KEPT) matchedAt.delete(matchedAt.keys().next().value ?? '');
    matchedAt.set(pathname, matches);
  }
  return matches;
}

/**
 * The routes matched at `location` as a table of their own (each route with the next as its one
 * child), for `useRoutes`, which matches the table it is given on every drawing: this one in
 * microseconds. Same screens, same params.
 */
export function matchedTable(location: Pick<Location, 'pathname'>): RouteObject[] | undefined {
  return routesAt(location).reduceRight<RouteObject[] | undefined>(
    (children, { route }) => [{ ...route, children } as RouteObject],
    undefined,
  );
}

/** Whether every route matched at `location` has its code (`lazy` is cleared once loaded). */
export function routeCodeLoaded(location: Pick<Location, 'pathname'>): boolean {
  return routesAt(location).every(({ route }) => typeof route.lazy !== 'function');
}

/** Route modules on their way, by route: asked for once however many ask at the same time. */
const routeCodeLoading = new WeakMap<RouteObject, Promise<void>>();

function loadRouteCode(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return Promise.resolve();
  let loading = routeCodeLoading.get(route);
  if (!loading) {
    loading = lazy().then(
      (loaded) => void Object.assign(route, { ...loaded, lazy: undefined }),
      (error: unknown) => {
        // Asked for again when the route is next reached (the network may be back).
        routeCodeLoading.delete(route);
        throw error;
      },
    );
    routeCodeLoading.set(route, loading);
  }
  return loading;
}

/**
 * The routes matched at `location`, each route's module loaded into its route object first (its
 * screen and its handle: what the page reads, `RouteHandle`).
 */
export async function routesLoadedAt(location: Pick<Location, 'pathname'>) {
  const matches = routesAt(location);
  await Promise.all(matches.map(({ route }) => loadRouteCode(route)));
  return matches;
}

/**
 * Loads the route modules of the address the page opens on, and the code they name for the
 * page's answers in `state` (`pageCode`), before a server-rendered page is hydrated: the routes
 * then render the page at once instead of its loading fallback.
 */
export async function loadRoutesOf(
  location: Pick<Location, 'pathname'>,
  state: RootState,
): Promise<void> {
  const matches = await routesLoadedAt(location);
  await Promise.all(
    matches.map(({ route, params }) =>
      (route.handle as RouteHandle | undefined)?.pageCode?.(state, params),
    ),
  );
}
