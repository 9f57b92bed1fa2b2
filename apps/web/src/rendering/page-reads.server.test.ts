import { configureStore } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, skipToken, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRead, readPage, serverReadsModule, type PageRead } from './page-reads';

/** Reads answered by the base query: `broken` fails with a 503, `throws` throws. */
const baseQuery: BaseQueryFn<string | { url: string }> = async (args) => {
  const url = typeof args === 'string' ? args : args.url;
  asked.push(url);
  if (url.startsWith('broken')) return { error: { status: 503, data: { code: 'unavailable' } } };
  if (url === 'throws') throw new Error('The base query broke.');
  return { data: { answer: url, items: [1, 2, 3] } };
};
let asked: string[] = [];
/** The arguments `started`'s `onQueryStarted` was called with. */
let lifecycles: string[] = [];

/** An api as the storefront's: its own endpoints, with the server's reads module or without. */
function makeApi(withReads: boolean) {
  const createApi = buildCreateApi(coreModule(), ...(withReads ? [serverReadsModule()] : []));
  const api = createApi({
    reducerPath: 'api',
    baseQuery,
    tagTypes: ['Item'],
    endpoints: (build) => ({
      plain: build.query<unknown, string>({ query: (arg) => arg }),
      transformed: build.query<string, { id: string }>({
        query: ({ id }) => ({ url: `item-${id}` }),
        transformResponse: (answer: { answer: string }, _meta, { id }) =>
          `${answer.answer.toUpperCase()} as asked for ${id}`,
        providesTags: (_result, _error, { id }) => [{ type: 'Item', id }],
      }),
      // Tags that cannot be worked out from an answer: the thunk fails the read.
      badTags: build.query<unknown, string>({
        query: (arg) => arg,
        providesTags: (result) => [
          { type: 'Item', id: (result as { missing: { id: string } }).missing.id },
        ],
      }),
      started: build.query<unknown, string>({
        query: (arg) => arg,
        onQueryStarted: (arg) => {
          lifecycles.push(arg);
        },
      }),
      byFunction: build.query<unknown, string>({
        queryFn: async (arg) => ({ data: { fromFunction: arg } }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // As the server's page store (app/store.ts): no listener, so no batching of their calls.
    enhancers: (getDefault) => getDefault({ autoBatch: false }),
  });
  return { api, store };
}

/** Which request and when are the store's own; everything else a page's state holds is compared. */
function comparable(state: unknown) {
  return JSON.parse(
    JSON.stringify(state, (key, value: unknown) =>
      ['requestId', 'startedTimeStamp', 'fulfilledTimeStamp'].includes(key) ? typeof value : value,
    ),
  ) as unknown;
}

/** The api state after `reads`, asked by `readPage` or by RTK Query's thunks one by one. */
async function stateAfter(
  withReads: boolean,
  reads: (api: ReturnType<typeof makeApi>['api']) => PageRead[],
) {
  const { api, store } = makeApi(withReads);
  const named = reads(api);
  if (withReads) await readPage(api, store, named, undefined);
  else
    await Promise.all(
      named.map(({ endpointName, arg }) =>
        store.dispatch(
          (api.endpoints as Record<string, { initiate: (arg: never) => unknown }>)[
            endpointName
          ]!.initiate(arg as never) as never,
        ),
      ),
    );
  const { queries, provided } = store.getState().api;
  store.dispatch(api.util.resetApiState());
  return comparable({ queries, provided });
}

afterEach(() => {
  asked = [];
  lifecycles = [];
  vi.useRealTimers();
});

describe("a page's reads put into its store at once", () => {
  const everyKind = (api: ReturnType<typeof makeApi>['api']) => [
    pageRead(api.endpoints.plain, 'home'),
    pageRead(api.endpoints.transformed, { id: '7' }),
    pageRead(api.endpoints.plain, 'broken-product'),
    pageRead(api.endpoints.plain, 'throws'),
    pageRead(api.endpoints.byFunction, 'made'),
    pageRead(api.endpoints.started, 'lifecycle'),
  ];

  it('leaves the same entries and tags as RTK Query’s own thunks: answers, transformed, failures and all', async () => {
    const ours = await stateAfter(true, everyKind);
    const thunks = await stateAfter(false, everyKind);
    expect(ours).toEqual(thunks);
    // What a page's screens read: the answer, the transformed one, the failure's status.
    expect(ours).toMatchObject({
      queries: {
        'plain("home")': { status: 'fulfilled', data: { answer: 'home' } },
        'transformed({"id":"7"})': { status: 'fulfilled', data: 'ITEM-7 as asked for 7' },
        'plain("broken-product")': { status: 'rejected', error: { status: 503 } },
        'plain("throws")': { status: 'rejected' },
        'byFunction("made")': { status: 'fulfilled', data: { fromFunction: 'made' } },
        'started("lifecycle")': { status: 'fulfilled' },
      },
      provided: { tags: { Item: { '7': ['transformed({"id":"7"})'] } } },
    });
  });

  it('fails on an answer whose tags cannot be worked out, as the thunk does (the page is sent bare)', async () => {
    const badTags = (api: ReturnType<typeof makeApi>['api']) => [
      pageRead(api.endpoints.plain, 'home'),
      pageRead(api.endpoints.badTags, 'tags'),
    ];
    await expect(stateAfter(false, badTags)).rejects.toThrow(TypeError);
    await expect(stateAfter(true, badTags)).rejects.toThrow(TypeError);
  });

  it('runs an endpoint’s onQueryStarted as the thunk does', async () => {
    await stateAfter(true, (api) => [pageRead(api.endpoints.started, 'lifecycle')]);
    expect(lifecycles).toEqual(['lifecycle']);
  });

  it('reads nothing for skipToken, as the hooks do not', async () => {
    const { api, store } = makeApi(true);
    await readPage(api, store, [pageRead(api.endpoints.plain, skipToken)], undefined);
    expect(store.getState().api.queries).toEqual({});
    expect(asked).toEqual([]);
    store.dispatch(api.util.resetApiState());
  });

  it('asks each answered read once; a failed one is asked again by the thunk, as the server keeps one answer per page', async () => {
    await stateAfter(true, everyKind);
    expect(asked.filter((url) => url === 'home')).toHaveLength(1);
    expect(asked.filter((url) => url === 'item-7')).toHaveLength(1);
    expect(asked.filter((url) => url === 'broken-product')).toHaveLength(2);
  });

  it('puts every answer in with one action', async () => {
    const { api, store } = makeApi(true);
    const dispatch = vi.spyOn(store, 'dispatch');
    await readPage(
      api,
      store,
      [pageRead(api.endpoints.plain, 'a'), pageRead(api.endpoints.plain, 'b')],
      undefined,
    );
    expect(dispatch).toHaveBeenCalledTimes(1);
    store.dispatch(api.util.resetApiState());
  });

  it('leaves no timer once the page’s store is reset, though nobody subscribed to its entries', async () => {
    vi.useFakeTimers();
    const { api, store } = makeApi(true);
    await readPage(api, store, [pageRead(api.endpoints.plain, 'a')], undefined);
    // RTK Query's middleware means to drop an entry nobody reads after a minute.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    store.dispatch(api.util.resetApiState());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks through RTK Query’s thunk when the api was made without the server’s module', async () => {
    const ours = await stateAfter(false, (api) => [pageRead(api.endpoints.plain, 'home')]);
    const { api, store } = makeApi(false);
    await readPage(api, store, [pageRead(api.endpoints.plain, 'home')], undefined);
    expect(
      comparable({
        queries: store.getState().api.queries,
        provided: store.getState().api.provided,
      }),
    ).toEqual(ours);
    store.dispatch(api.util.resetApiState());
  });
});
