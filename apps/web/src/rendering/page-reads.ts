import {
  QueryStatus,
  skipToken,
  type BaseQueryApi,
  type BaseQueryFn,
  type EndpointDefinitions,
  type Module,
} from '@reduxjs/toolkit/query';

/**
 * What a public route reads before the server draws it (its `pageData`, app/route-table.tsx):
 * a query endpoint and the argument its screen asks it with.
 */
export interface PageRead {
  endpointName: string;
  arg: unknown;
}

/**
 * A read of `endpoint` with `arg`, typed as the endpoint's own `initiate` takes it; `skipToken`
 * (a read the page does not make this time) reads nothing, as with the hooks.
 */
export function pageRead<Arg>(
  endpoint: { name: string; initiate: (arg: Arg) => unknown },
  arg: Arg | typeof skipToken,
): PageRead {
  return { endpointName: endpoint.name, arg };
}

/**
 * The api a page is read through, as `readPage` uses it: RTK Query's own `initiate`, `select`
 * and `upsertQueryEntries` (typed by endpoint there; the reads here are named by a route).
 */
interface ReadingApi {
  endpoints: Record<
    string,
    {
      initiate: (arg: never) => unknown;
      select: (arg: never) => (state: never) => { status: QueryStatus };
    }
  >;
  util: { upsertQueryEntries: (entries: never) => unknown };
}
interface ReadingStore {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
}

/** A definition this reads as RTK Query's `executeEndpoint` does for a plain `query` endpoint. */
interface PlainQueryDefinition {
  type?: unknown;
  query?: (arg: unknown) => unknown;
  extraOptions?: unknown;
  transformResponse?: (data: unknown, meta: unknown, arg: unknown) => unknown;
}

/** Each api's endpoint definitions and base query, as its `serverReadsModule` was given them. */
const readers = new WeakMap<object, { definitions: EndpointDefinitions; baseQuery: BaseQueryFn }>();

/** RTK Query's endpoint type for a query (`ENDPOINT_QUERY` in its source). */
const QUERY_TYPE = 'query';

/**
 * Whether `definition` is a query RTK Query would run as `query` → base query →
 * `transformResponse` and nothing else: no `queryFn`, schema, merge, infinite pages or
 * `onQueryStarted` (run by the thunk's pending action, which an upsert has not), each of which
 * its thunk handles and this does not.
 */
function isPlainQuery(definition: unknown): definition is PlainQueryDefinition {
  if (typeof definition !== 'object' || definition === null) return false;
  const d = definition as Record<string, unknown>;
  return (
    d.type === QUERY_TYPE &&
    typeof d.query === 'function' &&
    d.queryFn === undefined &&
    d.merge === undefined &&
    d.onQueryStarted === undefined &&
    d.argSchema === undefined &&
    d.rawResponseSchema === undefined &&
    d.responseSchema === undefined &&
    d.metaSchema === undefined
  );
}

/** The module's name, as RTK Query names its own (`coreModuleName`). */
export const serverReadsModuleName = /* @__PURE__ */ Symbol('serverReads');
export type ServerReadsModule = typeof serverReadsModuleName;
// Its place among the api's modules is declared beside the query hooks' (server-query-hooks.ts).

/**
 * A `buildCreateApi` module for the server's build: keeps the api's endpoint definitions and base
 * query, so that `readPage` asks a page's reads as RTK Query's thunk would and hands the answers
 * to the store in one action.
 */
export function serverReadsModule(): Module<ServerReadsModule> {
  return {
    name: serverReadsModuleName,
    init(api, { baseQuery }, context) {
      readers.set(api, { definitions: context.endpointDefinitions, baseQuery });
      return { injectEndpoint() {} };
    },
  };
}

/** What `readPage` makes of one read: its answer, or undefined for RTK Query's thunk to ask. */
async function answerOf(
  read: PageRead,
  reader: { definitions: EndpointDefinitions; baseQuery: BaseQueryFn },
  store: ReadingStore,
  extra: unknown,
): Promise<{ value: unknown } | undefined> {
  const definition = reader.definitions[read.endpointName];
  if (!isPlainQuery(definition) || !definition.query) return undefined;
  const signal = new AbortController().signal;
  const queryApi: BaseQueryApi = {
    signal,
    abort: () => {},
    dispatch: store.dispatch as BaseQueryApi['dispatch'],
    getState: store.getState,
    extra,
    endpoint: read.endpointName,
    type: QUERY_TYPE,
  };
  try {
    const result = await reader.baseQuery(
      definition.query(read.arg),
      queryApi,
      definition.extraOptions as never,
    );
    if (result.error !== undefined) return undefined;
    const { transformResponse } = definition;
    const value = transformResponse
      ? await transformResponse(result.data, result.meta, read.arg)
      : result.data;
    return { value };
  } catch {
    // Whatever threw is thrown again by the thunk, which makes the entry RTK Query makes of it.
    return undefined;
  }
}

/**
 * Asks a page's reads before it is drawn (rendering/server-render.tsx) and puts every answer into
 * the page's store in one action, `upsertQueryEntries`, with the entries, tags and lifecycle
 * RTK Query's thunk makes: a thunk, a dispatch through the middleware and immer's drafts twice
 * for each read were a tenth of a product page's CPU (docs/performance.md). A read that failed
 * (or an endpoint this does not run) is asked through RTK Query's own `initiate`, whose entry
 * (the error and its status) the load-error screens read; its request is the one already made,
 * where the base query keeps a page's reads (`readOncePerPage`).
 *
 * An entry the upsert did not write fulfilled (it skips one whose `providesTags` throws) is
 * asked through `initiate` too, which fails the drawing as it did before. A read of `skipToken`
 * reads nothing, as the hooks' do not.
 *
 * The entries have no subscriber: RTK Query's middleware starts a timer to drop each, which
 * `api.util.resetApiState()` clears once the page is written (server-render.tsx).
 */
export async function readPage(
  api: ReadingApi,
  store: ReadingStore,
  reads: PageRead[],
  extra: unknown,
): Promise<void> {
  const reader = readers.get(api);
  const asked = reads.filter((read) => read.arg !== skipToken);
  const answers = await Promise.all(
    asked.map((read) => (reader ? answerOf(read, reader, store, extra) : undefined)),
  );
  const entries = asked.flatMap((read, index) => {
    const answer = answers[index];
    return answer ? [{ endpointName: read.endpointName, arg: read.arg, value: answer.value }] : [];
  });
  if (entries.length > 0) store.dispatch(api.util.upsertQueryEntries(entries as never));
  const state = store.getState();
  const written = (read: PageRead) =>
    api.endpoints[read.endpointName]?.select(read.arg as never)(state as never).status ===
    QueryStatus.fulfilled;
  await Promise.all(
    asked
      .filter((read, index) => answers[index] === undefined || !written(read))
      .map((read) => store.dispatch(api.endpoints[read.endpointName]?.initiate(read.arg as never))),
  );
}
