import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  LANGUAGES,
  isLanguage,
  toLanguage,
} from '@chapkhana/shared/languages';

const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;

/** Last in the detection order: the shop's default language (Kurdish Sorani). */
const shopDefaultDetector: CustomDetector = {
  name: 'shopDefault',
  lookup: () => DEFAULT_LANGUAGE,
};

/** `en-US` → `en`, `ar-IQ` → `ar`, `ckb`/`ku` → `kr`; the cookie only ever holds a shop code. */
function convertDetectedLanguage(code: string): string {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'ckb' || primary === 'ku') return 'kr';
  return isLanguage(primary) ? primary : code;
}

/** Writes `<html lang dir>` and the title for the reading language. */
function applyLanguageToDocument(code: string): void {
  const info = LANGUAGE_INFO[toLanguage(code)];
  const root = document.documentElement;
  root.lang = info.htmlLang;
  root.dir = info.dir;
  document.title = i18n.t('meta.title');
}

/**
 * Starts i18next: translations over HTTP from the console's own files, language from the
 * cookie the storefront shares (`i18next`, path /), then the browser, then Kurdish.
 */
export function initI18n(): Promise<unknown> {
  const detector = new LanguageDetector();
  detector.addDetector(shopDefaultDetector);
  i18n.on('languageChanged', applyLanguageToDocument);
  return i18n
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      fallbackLng: false,
      ns: ['translation'],
      defaultNS: 'translation',
      backend: { loadPath: `${import.meta.env.BASE_URL}assets/locales/{{lng}}/translation.json` },
      detection: {
        order: ['cookie', 'navigator', shopDefaultDetector.name],
        lookupCookie: LANGUAGE_COOKIE,
        caches: ['cookie'],
        cookieMinutes: ONE_YEAR_IN_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage,
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

export { i18n };
