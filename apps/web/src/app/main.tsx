import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/700.css';
import '@/app/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_STATE_ELEMENT_ID } from '@chapkhana/shared/server-render';
import { AppProvider } from '@/app/provider';
import { loadRoutesOf, routesLoadedAt } from '@/app/route-table';
import { AppRouter } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { hydrateApiCache } from '@/lib/api-client';
import {
  nextTask,
  replayEarlyActions,
  takeEarlyInput,
  takeEarlyTaps,
  whileHydrating,
} from '@/rendering';
import { loadErrorTexts } from '@/lib/error-texts';
import { i18n, initI18n } from '@/lib/i18n';
import { followLinksAsPageLoadsWhileOffline } from '@/pwa/offline-links';

const app = (store?: AppStore) => (
  <StrictMode>
    <AppProvider store={store}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/**
 * A page the server rendered (apps/api/src/web/ in the API) is adopted as it stands: with its
 * translations, its route's module and the API answers it was drawn from in hand, the first
 * render matches the markup and nothing is fetched twice.
 */
async function hydrateServerPage(root: HTMLElement, stateElement: HTMLElement) {
  // Three tasks before the hydrating one, not one: the app's modules run in the task that read
  // the last of them; the store, then the translations and the route's code, each after a turn
  // of their own. At 4x CPU the one task was 90-115 ms, a long task of Lighthouse's blocking time;
  // cut, each is under 50 ms (docs/performance.md, "2026-12-04, late").
  await nextTask();
  const store = makeStore();
  store.dispatch(hydrateApiCache(JSON.parse(stateElement.textContent ?? 'null')));
  await nextTask();
  await Promise.all([initI18n(), loadRoutesOf(window.location, store.getState())]);
  // A page drawn with a failed read may say its error's message, which the translation file
  // leaves out (lib/error-texts.ts): hydrated without it, the page would say the key.
  const { queries } = store.getState().api;
  if (Object.values(queries).some((query) => query?.status === 'rejected')) {
    await loadErrorTexts(i18n);
  }
  takeEarlyTaps();
  takeEarlyInput();
  whileHydrating(() => hydrateRoot(root, app(store)));
  // The app has taken the page over: bench/take-over.ts and e2e read this.
  performance.mark('chapkhana:taken-over');
  // preact/compat hydrates in one synchronous pass: the markup is the app's now. What the reader
  // did before is handed over at once, not in an effect after the next paint: a search typed
  // before hydration and sent in that frame went out empty (the app's state had not heard it).
  replayEarlyActions();
}

function renderInBrowser(root: HTMLElement) {
  // What was tapped belongs to markup this render replaces; null also tells page-start.js, should
  // it run after this (async on a bare page), that the app has the page already.
  window.__chapkhanaEarlyTaps = null;
  void initI18n();
  // The page's route code is asked for now, beside the translations, not once the spinner is
  // drawn (a route that cannot load is told by the routes: its error screen offers a reload).
  routesLoadedAt(window.location).catch(() => undefined);
  createRoot(root).render(app());
  // The app has the page: on a drawn page it could not hydrate, public/page-start.js gives back
  // what it held for the take-over (the fonts, the pictures that come later).
  performance.mark('chapkhana:taken-over');
}

function start() {
  // Offline, a link is the worker's to answer from the moment the app's router could take it:
  // installed with the rest of the installable app (pwa/start.ts, once the page settles), a link
  // tapped in between, seconds on a busy phone, opened a screen waiting for data that could not
  // come.
  followLinksAsPageLoadsWhileOffline();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (serverState) {
    // If the route's code cannot load (a deploy replaced it, the network dropped), the app draws
    // the page itself, and its error screen offers a reload.
    hydrateServerPage(container, serverState).catch(() => renderInBrowser(container));
  } else {
    renderInBrowser(container);
  }
}

// On a slow line public/page-start.js asks for the app from the page's head: should it come
// before the rest of the markup, it waits for it (the page's state and all of #root).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
