import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Language } from '@chapkhana/shared/languages';
import { makeStore } from '@/lib/store';
import { createTestI18n } from '@/testing/test-i18n';

/** Renders a component with a fresh store, translations (English unless told) and a memory router. */
export function renderWithProviders(ui: ReactElement, { language }: { language?: Language } = {}) {
  const i18n = createTestI18n(language);
  return render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}
