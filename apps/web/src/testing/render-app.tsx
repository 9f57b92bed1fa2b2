import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/app/store';
import { categoriesWithSubCategoriesApi } from '@/features/catalogue/api/get-categories-with-sub-categories';
import { homePageDataApi } from '@/features/catalogue/api/get-home-page-data';
import { shopContactsApi } from '@/features/shop-info/api/get-shop-contacts';
import { createTestI18n } from '@/testing/test-i18n';
import { sampleCategories } from '@/testing/sample-categories';
import { sampleHomePage } from '@/testing/sample-products';

/**
 * Renders UI with a fresh store and English translations. The categories, home-page and shop
 * contacts queries are preloaded, so nothing goes to the network; `prepare` can preload more.
 */
export function renderWithApp(ui: ReactNode, prepare?: (store: AppStore) => void) {
  const store = makeStore();
  store.dispatch(
    categoriesWithSubCategoriesApi.util.upsertQueryEntries([
      { endpointName: 'getCategoriesWithSubCategories', arg: undefined, value: sampleCategories },
    ]),
  );
  store.dispatch(
    homePageDataApi.util.upsertQueryEntries([
      { endpointName: 'getHomePageData', arg: undefined, value: sampleHomePage },
    ]),
  );
  store.dispatch(
    shopContactsApi.util.upsertQueryEntries([
      {
        endpointName: 'getShopContacts',
        arg: undefined,
        value: { whatsapp: '+9647501234567', phone: '', email: '', social: {} },
      },
    ]),
  );
  prepare?.(store);
  const i18n = createTestI18n();
  const result = render(
    <Provider store={store}>
      <TranslatorProvider i18n={i18n}>{ui}</TranslatorProvider>
    </Provider>,
  );
  return { ...result, store, i18n };
}

function base64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unexpired, unsigned customer token (the client never checks signatures). */
export function customerToken(name: string, id = 'c1'): string {
  const payload = base64Url(
    JSON.stringify({
      id,
      name,
      phone: '+9647501234567',
      exp: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
  return `e30.${payload}.sig`;
}

/** Stores an unexpired customer token with the given name, as login would. */
export function signInAs(name: string): void {
  window.localStorage.setItem('customerToken', customerToken(name));
}
