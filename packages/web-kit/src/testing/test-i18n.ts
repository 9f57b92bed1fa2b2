import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A synchronous i18next instance in English for component tests (no HTTP, no detection). */
export function createTestI18n(english: Record<string, unknown>): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: english } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
