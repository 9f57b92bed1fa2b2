import { useEffect, useState } from 'react';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { layoutData, RootLayout } from '@/app/layout/root-layout';
import type { AppDispatch, RootState } from '@/app/store';
import { RequireCustomer, RequireGuest } from '@/app/routes/guards';
import { RouteErrorScreen } from '@chapkhana/web-kit/components/route-error-screen';
import { pageFirstSettled } from '@/rendering';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';

/**
 * What a public route reads, asked by the server before it draws the page once
 * (rendering/server-render.tsx): the queries its screen asks for, with the same arguments (a read it
 * does not name costs the page a second drawing). The browser never calls it: its screens ask
 * as they mount, and a hydrated page finds the server's answers already there.
 */
export type PageData = (
  dispatch: AppDispatch,
  page: { params: Params; search: URLSearchParams },
) => PromiseLike<unknown>[];

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

/** Every route of docs/storefront.md §2; each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    handle: { pageData: layoutData } satisfies RouteHandle,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageSpinner,
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
      {
        path: 'registerCode',
        lazy: async () => ({
          Component: (await import('@/app/routes/register-code')).RegisterCodeRoute,
        }),
      },
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
        children: [
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
        ],
      },
      {
        Component: RequireCustomer,
        handle: NOT_SERVER_RENDERED,
        children: [
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
        ],
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
 * Loads the route modules of the address the page opens on, and the code they name for the
 * page's answers in `state` (`pageCode`), before a server-rendered page is hydrated: the router
 * then renders the page at once instead of its loading fallback.
 */
export async function loadRoutesOf(location: Location, state: RootState): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }
      await (route.handle as RouteHandle | undefined)?.pageCode?.(state, params);
    }),
  );
}

/** Mounts the browser router once for the app's lifetime. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  // Installable, and readable offline once seen (src/pwa/README.md): its code loads once the
  // page has settled. (Asked from an effect, after the first commit: the page-settled mark must
  // still mean hydrated and idle.)
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void pageFirstSettled()
      .then(() => import('@/pwa/start'))
      .then(({ startInstallableApp }) => {
        if (!unmounted) stop = startInstallableApp(router);
      })
      .catch(() => {
        // Its code did not load (the network dropped): the shop works as a plain site.
      });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [router]);
  return <RouterProvider router={router} />;
}
