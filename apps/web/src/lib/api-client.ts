import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { REFRESHED_TOKEN_HEADER } from '@chapkhana/shared/customer-session';
import { askInProcess, serverQueryHooksModule, serverReadsModule, type CallApi } from '@/rendering';
import { retryingKeyedWrites } from '@/lib/keyed-write';
import { clearCustomerToken, readCustomerToken, storeCustomerToken } from '@/lib/auth-token';
import { customerSignedOut } from '@/lib/session-events';

/**
 * Cache tags of the customer's own data. A mutation invalidates what it changes, so the
 * header counters, the cart, the order lists and the dashboard refetch by themselves.
 */
export const CUSTOMER_TAGS = ['Cart', 'Wishlist', 'Addresses', 'Orders', 'CardDesigns'] as const;

/** What the store hands the api (its thunk `extra`): on the server, how to reach the API. */
export interface ApiExtra {
  /** Answers the API's requests in-process while the server renders a page. */
  callApi?: CallApi;
}

/** The browser's API: same origin, the customer's token when signed in. */
const fetchFromBrowser = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = readCustomerToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Writes with an Idempotency-Key are sent again when their answer was lost (lib/keyed-write.ts). */
const fetchSendingKeyedWritesAgain = retryingKeyedWrites(fetchFromBrowser);

/**
 * Keeps the sign-in in step with the server: a fresh token the API hands back (a day-old one is
 * replaced as the customer uses the shop) is stored, and a token the API no longer accepts
 * (logged out elsewhere, password changed) signs this tab out instead of failing every request.
 */
const browserBaseQuery: typeof fetchFromBrowser = async (args, queryApi, extraOptions) => {
  const sentToken = readCustomerToken();
  const result = await fetchSendingKeyedWritesAgain(args, queryApi, extraOptions);
  const refreshed = result.meta?.response?.headers.get(REFRESHED_TOKEN_HEADER);
  if (refreshed && sentToken && readCustomerToken() === sentToken) storeCustomerToken(refreshed);
  if (result.error?.status === 401 && sentToken && readCustomerToken() === sentToken) {
    clearCustomerToken();
    queryApi.dispatch(customerSignedOut());
  }
  return result;
};

const baseQuery: typeof browserBaseQuery = (args, queryApi, extraOptions) => {
  // Only the server build holds the in-process path (the browser's drops it with its import).
  const callApi = import.meta.env.SSR
    ? (queryApi.extra as ApiExtra | undefined)?.callApi
    : undefined;
  if (callApi) return askInProcess(callApi, args);
  return browserBaseQuery(args, queryApi, extraOptions);
};

/** Carries the server-rendered page's cache (see `rendering/server-render.tsx`) into the browser's store. */
export const hydrateApiCache = createAction<unknown>('api/hydrateFromServer');

/**
 * Whether the query hooks start their requests during a render (there are no effects on the
 * server), so that the server renderer awaits them and draws again with the answers. Every route
 * names what it reads (its `pageData`), asked before the page is drawn; in the tests, and in
 * development, a read a route forgot to name is still asked during the render, and the server
 * renderer's test fails for the second drawing it makes ("draws each public page once"). The
 * production server starts nothing during a render: a subscription per hook per page was 7–13 %
 * of its drawing (docs/performance.md); a read not named would be drawn loading and asked by
 * the browser.
 */
const startsReadsInRender = import.meta.env.SSR && import.meta.env.MODE !== 'production';

/**
 * The production server's query hooks read the page's answers straight from its store
 * (`serverQueryHooksModule`); the browser, the tests and development use RTK Query's own. The
 * server asks a page's reads with `readPage` (`serverReadsModule`), in its tests too.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: startsReadsInRender }),
  ...(import.meta.env.SSR ? [serverReadsModule()] : []),
  ...(import.meta.env.SSR && !startsReadsInRender ? [serverQueryHooksModule()] : []),
);

/**
 * The one RTK Query api of the storefront. Features add their endpoints with
 * `api.injectEndpoints` in `features/<domain>/api/*.ts`, one file per endpoint.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Product and Reviews are keyed by product id: a review or a realtime productUpdate refreshes them.
  tagTypes: [...CUSTOMER_TAGS, 'Product', 'Reviews', 'Chat', 'Rate'],
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (!hydrateApiCache.match(action)) return undefined;
    const cache = action.payload as Record<string, never> | null;
    return cache?.[reducerPath];
  },
});
