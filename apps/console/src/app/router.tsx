import { useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConsoleLayout } from '@/app/layout/console-layout';
import { SignInRoute } from '@/app/routes/sign-in';
import { RouteErrorScreen } from '@chapkhana/web-kit/components/route-error-screen';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';

/** Every console screen; each is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: FullPageSpinner,
    children: [
      { index: true, Component: SignInRoute },
      {
        path: 'set-password',
        lazy: async () => ({
          Component: (await import('@/app/routes/set-password')).SetPasswordRoute,
        }),
      },
      {
        path: 'admin',
        element: <ConsoleLayout area="admin" />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-dashboard')).AdminDashboardRoute,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-orders')).AdminOrdersRoute,
            }),
          },
          {
            path: 'orders/:id',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-order')).AdminOrderRoute,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-settings')).SettingsRoute,
            }),
          },
          {
            path: 'delivery',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-delivery')).DeliveryFeesRoute,
            }),
          },
          {
            path: 'calendar',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-calendar')).CalendarRoute,
            }),
          },
          {
            path: 'payment-methods',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-payment-methods')).PaymentMethodsRoute,
            }),
          },
          {
            path: 'reconciliation',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-reconciliation')).ReconciliationRoute,
            }),
          },
          {
            path: 'courier-cities',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-courier-cities'))
                .AdminCourierCitiesRoute,
            }),
          },
          {
            path: 'currency',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-currency')).CurrencyRoute,
            }),
          },
          {
            path: 'sellers',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-sellers')).SellersRoute,
            }),
          },
          {
            path: 'sellers/:id/courier',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-seller-courier'))
                .AdminSellerCourierRoute,
            }),
          },
          {
            path: 'sellers/:id/delivery',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-seller-delivery'))
                .AdminSellerDeliveryRoute,
            }),
          },
          {
            path: 'sellers/new',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-seller-new')).NewSellerRoute,
            }),
          },
          {
            path: 'customers',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-customers')).CustomersRoute,
            }),
          },
          {
            path: 'messages',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-messages')).AdminMessagesRoute,
            }),
          },
          {
            path: 'categories',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-categories')).CategoriesRoute,
            }),
          },
          {
            path: 'banners',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-banners')).BannersRoute,
            }),
          },
          {
            path: 'cash',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-cash')).AdminCashRoute,
            }),
          },
          {
            path: 'cash/handover',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-handover-list')).AdminHandoverListRoute,
            }),
          },
          {
            path: 'production',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-production')).AdminProductionRoute,
            }),
          },
          {
            path: 'synonyms',
            lazy: async () => ({
              Component: (await import('@/app/routes/admin-synonyms')).SynonymsRoute,
            }),
          },
        ],
      },
      {
        path: 'seller',
        element: <ConsoleLayout area="seller" />,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-dashboard')).SellerDashboardRoute,
            }),
          },
          {
            path: 'products',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-products')).ProductsRoute,
            }),
          },
          {
            path: 'products/new',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-product-edit')).ProductEditRoute,
            }),
          },
          {
            path: 'products/:id',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-product-edit')).ProductEditRoute,
            }),
          },
          {
            path: 'card-templates',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-card-templates')).CardTemplatesRoute,
            }),
          },
          {
            path: 'card-templates/new',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-card-template-edit'))
                .CardTemplateEditRoute,
            }),
          },
          {
            path: 'card-templates/:id',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-card-template-edit'))
                .CardTemplateEditRoute,
            }),
          },
          {
            path: 'delivery',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-delivery')).SellerDeliveryRoute,
            }),
          },
          {
            path: 'courier',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-courier')).SellerCourierRoute,
            }),
          },
          {
            path: 'messages',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-messages')).SellerMessagesRoute,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-orders')).SellerOrdersRoute,
            }),
          },
          {
            path: 'orders/:id',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-order')).SellerOrderRoute,
            }),
          },
          {
            path: 'cash',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-cash')).SellerCashRoute,
            }),
          },
          {
            path: 'cash/handover',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-handover-list'))
                .SellerHandoverListRoute,
            }),
          },
          {
            path: 'production',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-production')).SellerProductionRoute,
            }),
          },
          {
            path: 'chat',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-chat')).ChatRoute,
            }),
          },
          {
            path: 'staff',
            lazy: async () => ({
              Component: (await import('@/app/routes/seller-staff')).SellerStaffRoute,
            }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The console's data router, under /console. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/console' }));
  return <RouterProvider router={router} />;
}
