import { setAutoFreeze } from 'immer';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LANGUAGES, type Language } from '@chapkhana/shared/languages';
import {
  createTranslator,
  TranslatorProvider,
  type Translator,
} from '@chapkhana/web-kit/translator';
import type { PageHead } from '@chapkhana/shared/page-head';
import {
  jsonForScript,
  jsonTextForScript,
  sharedPiece,
  type CreateServerRenderer,
  type SharedPiece,
} from '@chapkhana/shared/server-render';
import { AppProvider } from '@/app/provider';
import { routesLoadedAt, type RouteHandle } from '@/app/route-table';
import { AppRoutes } from '@/app/router';
import { makeStore, type AppStore, type RootState as AppState } from '@/app/store';
import { api } from '@/lib/api-client';
import { answerText, type CallApi } from './in-process-query';
import { readPage } from './page-reads';
import { ShellDrawing, ShellDrawingContext, type DrawnParts } from './drawn-once';
import { DrawnPartModulesContext, loadLaterParts } from './later-part';
import { namesNoLanguage, pageHead, PageHeadContext } from './page-head';
import { ResponseStatusContext } from '@/lib/response-status';
import { SiteOriginContext } from '@/lib/site-origin';

/**
 * A page is drawn once, after what its routes name (their `pageData`, app/route-table.tsx) has been
 * answered. Should it ask for something more while drawn, it is drawn again with that answer, up
 * to this many times in all. Only the tests' and development's query hooks ask during a render
 * (`startsReadsInRender`, lib/api-client.ts), where a second drawing fails the renderer's test.
 */
const MAX_RENDER_PASSES = 3;

// A page's store lives for one drawing and nobody changes its state: freezing each answer
// deeply (immer's default, which Redux Toolkit uses) was a tenth of the drawing.
setAutoFreeze(false);

/** An absolute URL for the router's Request; only the path and query are ever read. */
const PAGE_ORIGIN = 'http://server-render.invalid';

function translatorFor(language: Language, resources: Record<string, unknown>): Translator {
  return createTranslator({ lng: language, resources: { [language]: { translation: resources } } });
}

/**
 * The page's API state as JSON for its script element, in pieces: each answer shared by the pages
 * drawn meanwhile (a kept answer, frozen: the categories, the shop's contacts, the rate) is
 * written as JSON once for as long as it is kept, and that piece (`SharedPiece`) is in every
 * page's state, neither written, copied, encoded nor compressed again: the categories alone are
 * 15 KB. The page's own answer (its root frozen too, `askInProcess`) is a piece of its own, the
 * JSON text it was read from.
 */
function apiStateForScript(apiState: AppState['api']): (string | SharedPiece)[] {
  const answers: (string | SharedPiece)[] = [];
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(apiState.queries)) {
    const data = entry?.data;
    if (data !== null && typeof data === 'object' && Object.isFrozen(data)) {
      let json = answerJson.get(data);
      if (json === undefined) {
        const text = answerText(data);
        json = text === undefined ? sharedPiece(jsonForScript(data)) : jsonTextForScript(text);
        answerJson.set(data, json);
      }
      queries[key] = { ...entry, data: `${ANSWER_MARK}${answers.push(json) - 1}@` };
    } else queries[key] = entry;
  }
  const json = jsonForScript({ [api.reducerPath]: { ...apiState, queries } });
  const pieces: (string | SharedPiece)[] = [];
  let from = 0;
  for (const mark of json.matchAll(ANSWER_MARKS)) {
    pieces.push(json.slice(from, mark.index), answers[Number(mark[1])] ?? 'null');
    from = mark.index + mark[0].length;
  }
  pieces.push(json.slice(from));
  return pieces;
}
/** Frozen answers' JSON, by the answer (it leaves with it): shared for a kept one. */
const answerJson = new WeakMap<object, string | SharedPiece>();
/** What stands for a frozen answer until its JSON is put in: no answer holds this process's mark. */
const ANSWER_MARK = `@answer:${Math.random().toString(36).slice(2)}:`;
const ANSWER_MARKS = new RegExp(`"${ANSWER_MARK}(\\d+)@"`, 'g');

/**
 * The page's markup as one string. `renderToString` builds it by joining thousands of pieces,
 * which V8 keeps as a tree of them until the string is read whole, and the API keeps a drawn
 * page to send again: kept as trees, listing pages cost the collector about a sixth more CPU
 * each (docs/performance.md, issue 34's fourth round). A regular expression reads its subject
 * whole: V8 joins the pieces in place, once, and they are garbage by the time the page is kept.
 */
function flattened(markup: string): string {
  READ_WHOLE.test(markup);
  return markup;
}
const READ_WHOLE = /^/;

/**
 * The API's in-process answers for one page: each read is asked once per drawing, so a query
 * that failed and is asked again by the next pass (RTK Query retries a failed query for each
 * new subscriber) gets the same answer.
 */
function readOncePerPage(callApi: CallApi): CallApi {
  const reads = new Map<string, ReturnType<CallApi>>();
  return (request) => {
    if (request.method !== 'GET') return callApi(request);
    const read = reads.get(request.url) ?? callApi(request);
    reads.set(request.url, read);
    return read;
  };
}

/**
 * The storefront's server renderer (the entry of the web app's server build): the public
 * pages (home, categories, listings, search, a product) in the reader's language, with the
 * API answers they were drawn from, so the browser paints them before its scripts run and
 * hydrates them without asking again.
 */
export const createServerRenderer: CreateServerRenderer = ({ translations, siteOrigin }) => {
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => [language, translatorFor(language, translations[language])]),
  ) as Record<Language, Translator>;
  /** The shell's parts drawn once (rendering/drawn-once.tsx), by the kept answers they show. */
  const drawnParts: DrawnParts = new WeakMap();

  /** One pass; the page's status is what its last pass said (a "not found" screen says 404). */
  const renderPage = (store: AppStore, language: Language, url: string) => {
    let status = 200;
    let head: PageHead | undefined;
    const shell = new ShellDrawing(drawnParts);
    const partModules = new Set<string>();
    const html = renderToString(
      <ShellDrawingContext.Provider value={shell}>
        <DrawnPartModulesContext.Provider value={partModules}>
          <TranslatorProvider i18n={translators[language]}>
            <SiteOriginContext.Provider value={siteOrigin}>
              <ResponseStatusContext.Provider value={(said) => (status = said)}>
                <PageHeadContext.Provider value={(said) => (head = said)}>
                  <AppProvider store={store}>
                    <StaticRouter location={url}>
                      <AppRoutes />
                    </StaticRouter>
                  </AppProvider>
                </PageHeadContext.Provider>
              </ResponseStatusContext.Provider>
            </SiteOriginContext.Provider>
          </TranslatorProvider>
        </DrawnPartModulesContext.Provider>
      </ShellDrawingContext.Provider>,
    );
    return { html: flattened(shell.finish(html)), status, head, partModules: [...partModules] };
  };

  /** The page drawn from its answers, with its state, once its reads are in the store. */
  const drawRead = async (
    store: AppStore,
    language: Language,
    location: URL,
    loaded: Awaited<ReturnType<typeof routesLoadedAt>>,
  ) => {
    await Promise.all(
      loaded.map(({ route, params }) =>
        (route.handle as RouteHandle | undefined)?.pageCode?.(store.getState(), params),
      ),
    );
    // The parts whose code the browser fetches once the page has settled are drawn here too.
    await loadLaterParts();
    // Drawn at the address read for (the URL's own reading: `/a/../b` is `/b`).
    const at = `${location.pathname}${location.search}`;
    let page = renderPage(store, language, at);
    let passes = 1;
    for (; passes < MAX_RENDER_PASSES; passes++) {
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      await Promise.all(running);
      page = renderPage(store, language, at);
    }
    // The last pass may have asked again for what failed: the browser gets settled answers.
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    return {
      html: page.html,
      state: apiStateForScript(store.getState()[api.reducerPath]),
      status: page.status,
      passes,
      partModules: page.partModules,
      // A page that says nothing of itself has the shop's title and its own path as address.
      head:
        page.head ??
        pageHead(page.status === 200 ? {} : { notFound: true }, {
          t: translators[language].t,
          language,
          pathname: location.pathname,
          atDefaultAddress: namesNoLanguage(location.search),
        }),
    };
  };

  return {
    async render({ url, language, callApi }) {
      const location = new URL(url, PAGE_ORIGIN);
      // Each route's module first: what the page reads is named by its route's handle.
      const loaded = await routesLoadedAt(location);
      const handles = loaded.map(({ route }) => route.handle as RouteHandle | undefined);
      if (handles.some((handle) => handle?.serverRendered === false)) return null;

      const extra = { callApi: readOncePerPage(callApi) };
      const store = makeStore(extra);
      try {
        await readPage(
          api,
          store,
          loaded.flatMap(
            ({ route, params }) =>
              (route.handle as RouteHandle | undefined)?.pageData?.({
                params,
                search: location.searchParams,
              }) ?? [],
          ),
          extra,
        );
        return await drawRead(store, language, location, loaded);
      } finally {
        // The read entries' timers (nobody subscribed to them) go with the store.
        store.dispatch(api.util.resetApiState());
      }
    },
  };
};
