import 'i18next';
import type { WithSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import type translation from '../../public/assets/locales/en/translation.json';

// Keys are typed against the English file as served (with the shared apiErrors and fieldErrors
// of @chapkhana/web-kit merged in), so a key missing there is a compile error;
// src/lib/locales.test.ts keeps the Kurdish and Arabic files on the same key set.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WithSharedTranslations<typeof translation> };
  }
}
