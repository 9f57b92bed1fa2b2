import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from '@/app/layout/root-layout';
import { RequireCustomer, RequireGuest } from '@/app/routes/guards';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { FullPageSpinner } from '@/components/ui/spinner';

/** Every route of spec §2; each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/app/routes/home')).HomeRoute }),
      },
      {
        path: 'categories',
        lazy: async () => ({
          Component: (await import('@/app/routes/categories')).CategoriesRoute,
        }),
      },
      {
        path: 'registerCode',
        lazy: async () => ({
          Component: (await import('@/app/routes/register-code')).RegisterCodeRoute,
        }),
      },
      {
        path: 'products',
        lazy: async () => ({
          Component: (await import('@/app/routes/products')).ProductsRoute,
        }),
      },
      {
        path: 'products/search',
        lazy: async () => ({
          Component: (await import('@/app/routes/products')).ProductsSearchRoute,
        }),
      },
      {
        path: 'product/details/:slug',
        lazy: async () => ({
          Component: (await import('@/app/routes/product-details')).ProductDetailsRoute,
        }),
      },
      {
        Component: RequireGuest,
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
        ],
      },
      {
        Component: RequireCustomer,
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
                path: 'my-wishlist',
                lazy: async () => ({
                  Component: (await import('@/app/routes/my-wishlist')).MyWishlistRoute,
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

/** Mounts the browser router once for the app's lifetime. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
