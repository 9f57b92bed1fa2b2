import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Language } from '@chapkhana/shared/languages';
import { makeStore, type AppStore } from '@/lib/store';
import { createTestI18n } from '@/testing/test-i18n';

/**
 * Renders a component with a store (a fresh one unless given), translations (English unless
 * told) and a memory router (at `url` when given, for a route that reads its params). With
 * `routes`, a data router of those routes instead (what `useBlocker` needs), `ui` unused.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    language,
    store = makeStore(),
    url,
    routes,
  }: { language?: Language; store?: AppStore; url?: string; routes?: RouteObject[] } = {},
) {
  const i18n = createTestI18n(language);
  const router = routes ? createMemoryRouter(routes, { initialEntries: [url ?? '/'] }) : null;
  return {
    router,
    ...render(
      <Provider store={store}>
        <TranslatorProvider i18n={i18n}>
          {router ? (
            <RouterProvider router={router} />
          ) : (
            <MemoryRouter {...(url ? { initialEntries: [url] } : {})}>{ui}</MemoryRouter>
          )}
        </TranslatorProvider>
      </Provider>,
    ),
  };
}
