import {
  QueryStatus,
  skipToken,
  type BaseQueryFn,
  type EndpointDefinitions,
  type Module,
} from '@reduxjs/toolkit/query';
import { useStore } from 'react-redux';
import type { serverReadsModuleName } from './page-reads';

/**
 * The production server's query hooks: what RTK Query's `useQuery` returns on a page's first
 * drawing, read straight from the store. The server draws a page once, from a store whose reads
 * were answered before (each route's `pageData`); nothing is subscribed, no effect runs, and
 * the next drawing is a new page. RTK Query's own hook still makes, for each call, its
 * subscription's refs and stable values, one or two memoised selectors, a dispatch through the
 * store's middleware and a `useSyncExternalStore`: a twelfth of a page's drawing, for the same
 * object this makes (docs/performance.md, 2026-12-02, evening).
 *
 * The browser, the tests and development keep RTK Query's hooks (`lib/api-client.ts`); a test
 * draws every public page both ways and expects the same markup
 * (server-query-hooks.server.test.tsx), and another compares the hooks' answers state by state.
 */

/** The hook's options this reads; the rest (polling, refetching on focus) mean nothing here. */
interface ServerQueryOptions {
  skip?: boolean;
  selectFromResult?: (result: QueryResult) => unknown;
}
type QueryResult = Record<string, unknown> & {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  isSuccess: boolean;
  isUninitialized: boolean;
};
type Select = (arg: unknown) => (state: unknown) => QueryResult;

/**
 * As RTK Query's `queryStatePreSelector` words it for a hook's first render (no last result):
 * the entry, with `currentData` and the loading and success flags a component reads.
 */
function firstResult(current: QueryResult): QueryResult {
  const { data } = current;
  const hasData = data !== undefined;
  const isFetching = current.isLoading;
  return {
    ...current,
    data,
    currentData: current.data,
    isFetching,
    isLoading: !hasData && isFetching,
    isSuccess:
      current.isSuccess ||
      (hasData && ((isFetching && current.error === undefined) || current.isUninitialized)),
  };
}

/** As RTK Query's `noPendingQueryStateSelector`: a query about to start reads as started. */
function noPending(selected: QueryResult): QueryResult {
  if (!selected.isUninitialized) return selected;
  return {
    ...selected,
    isUninitialized: false,
    isFetching: true,
    isLoading: selected.data === undefined,
    status: QueryStatus.pending,
  };
}

/** RTK Query's hook throws this when asked to refetch a query it never started, as here. */
const refetch = () => {
  throw new Error('Cannot refetch a query that has not been started yet.');
};

function serverUseQuery(select: Select) {
  return function useQuery(arg: unknown, options?: ServerQueryOptions) {
    const state = useStore().getState();
    const skipped = arg === skipToken || Boolean(options?.skip);
    const selectFromResult = {
      selectFromResult: skipped ? undefined : noPending,
      ...options,
    }.selectFromResult;
    const current = firstResult(select(skipped ? skipToken : arg)(state));
    const selected = selectFromResult ? (selectFromResult(current) as object) : current;
    return { ...selected, refetch };
  };
}

/** The module's name, as RTK Query names its own (`reactHooksModuleName`). */
export const serverQueryHooksModuleName = /* @__PURE__ */ Symbol('serverQueryHooks');
export type ServerQueryHooksModule = typeof serverQueryHooksModuleName;

declare module '@reduxjs/toolkit/query' {
  export interface ApiModules<
    // The same parameters as RTK Query's declaration, which this one merges with.
    /* eslint-disable @typescript-eslint/no-unused-vars */
    BaseQuery extends BaseQueryFn,
    Definitions extends EndpointDefinitions,
    ReducerPath extends string,
    TagTypes extends string,
    /* eslint-enable @typescript-eslint/no-unused-vars */
  > {
    /** Adds nothing to the api's type: it replaces the query hooks' insides. */
    [serverQueryHooksModuleName]: object;
    /** Adds nothing to the api's type: `readPage` finds what it keeps by the api (page-reads.ts). */
    [serverReadsModuleName]: object;
  }
}

const capitalize = (name: string) => name.replace(name[0] ?? '', (name[0] ?? '').toUpperCase());

/**
 * A `buildCreateApi` module, after `reactHooksModule`: each query endpoint's `useQuery` (and its
 * `use<Name>Query`) becomes the server's.
 */
export function serverQueryHooksModule(): Module<ServerQueryHooksModule> {
  return {
    name: serverQueryHooksModuleName,
    init(api) {
      const hooks = api as unknown as Record<string, unknown> & {
        endpoints: Record<string, { select: Select; useQuery?: unknown }>;
      };
      return {
        injectEndpoint(endpointName, definition) {
          // RTK Query's core made the endpoint (its `select`) first, its hooks module the hooks.
          const endpoint = hooks.endpoints[endpointName];
          if (definition.type !== 'query' || !endpoint) return;
          const useQuery = serverUseQuery(endpoint.select);
          endpoint.useQuery = useQuery;
          hooks[`use${capitalize(endpointName)}Query`] = useQuery;
        },
      };
    },
  };
}
