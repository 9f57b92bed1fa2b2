import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readStaffToken } from '@/lib/staff-token';

export const CONSOLE_TAGS = [
  'Staff',
  'ShopStaff',
  'History',
  'Orders',
  'Currency',
  'Sellers',
  'Customers',
  'Categories',
  'SubCategories',
  'Banners',
  'Synonyms',
  'Products',
  'SellerOrders',
  'Chat',
  'Settings',
  'PrintJobs',
  'Delivery',
  'Parcels',
  'Cash',
  'Courier',
  'Messages',
  'PaymentMethods',
  'OrderPayments',
  'Reconciliation',
  'Calendar',
  'Dashboard',
  'Production',
  'CardTemplates',
] as const;

/**
 * The console's one RTK Query api. Features add endpoints with `api.injectEndpoints` in
 * `features/<domain>/api/*.ts`, one file per endpoint.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: (headers) => {
      const token = readStaffToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: CONSOLE_TAGS,
  endpoints: () => ({}),
});

/** Drops `undefined` and empty values so they never reach the query string. */
export function cleanParams<T extends object>(params: T): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}

/** A contract route (`/api/...`, e.g. from `PRINT_ROUTES`) as a path under this api's `/api` base. */
export function underApi(route: string): string {
  return route.replace(/^\/api(?=\/)/, '');
}
