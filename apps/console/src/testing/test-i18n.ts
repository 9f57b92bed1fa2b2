import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/assets/locales/en/translation.json';

/** A synchronous English i18next instance for component tests (no HTTP, no detection). */
export function createTestI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
