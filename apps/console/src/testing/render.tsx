import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@/app/store';
import { createTestI18n } from '@/testing/test-i18n';

/** Renders a component with a fresh store, English translations and a memory router. */
export function renderWithProviders(ui: ReactElement) {
  const i18n = createTestI18n();
  return render(
    <Provider store={makeStore()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}
