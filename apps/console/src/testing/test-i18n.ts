import { createTranslator, type Translator as I18n } from '@chapkhana/web-kit/translator';
import type { Language } from '@chapkhana/shared/languages';
import { withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import { createTestI18n as createKitTestI18n } from '@chapkhana/web-kit/testing/test-i18n';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';

/** The files as served: the shared translations (@chapkhana/web-kit) merged in. */
const FILES = {
  en: withSharedTranslations('en', en),
  kr: withSharedTranslations('kr', kr),
  ar: withSharedTranslations('ar', ar),
} as const;

/** A synchronous i18next instance with this app's translations (English unless told), for component tests. */
export function createTestI18n(language: Language = 'en'): I18n {
  if (language === 'en') return createKitTestI18n(FILES.en);
  return createTranslator({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: { translation: FILES[language] }, en: { translation: FILES.en } },
  });
}
