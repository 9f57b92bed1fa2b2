import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readCustomerToken } from '@/lib/auth-token';

/**
 * Cache tags of the customer's own data. A mutation invalidates what it changes, so the
 * header counters, the cart, the order lists and the dashboard refetch by themselves.
 */
export const CUSTOMER_TAGS = ['Cart', 'Wishlist', 'Addresses', 'Orders'] as const;

/**
 * The one RTK Query api of the storefront. Features add their endpoints with
 * `api.injectEndpoints` in `features/<domain>/api/*.ts`, one file per endpoint.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    credentials: 'include',
    prepareHeaders: (headers) => {
      const token = readCustomerToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  // Product and Reviews are keyed by product id: a review or a realtime productUpdate refreshes them.
  tagTypes: [...CUSTOMER_TAGS, 'Product', 'Reviews', 'Chat', 'Rate'],
  endpoints: () => ({}),
});
