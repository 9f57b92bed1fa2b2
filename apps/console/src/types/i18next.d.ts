import 'i18next';
import type translation from '../../public/assets/locales/en/translation.json';

// Keys are typed against the English file, so a key missing there is a compile error;
// src/lib/locales.test.ts keeps the Kurdish and Arabic files on the same key set.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation };
  }
}
