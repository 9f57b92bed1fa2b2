import type { Translator as I18n } from '@chapkhana/web-kit/translator';

/**
 * `load` made once per i18next instance and language however many ask at the same time (a layout
 * and its page, two fields): those asking meanwhile share its promise. A settled load is
 * forgotten, so one that failed is tried again at the next asking; callers first check whether
 * what it loads is in already (lib/error-texts.ts, lib/screen-texts.ts).
 */
export function oncePerLanguage(
  load: (i18n: I18n, language: string) => Promise<void>,
): (i18n: I18n, language: string) => Promise<void> {
  const loads = new WeakMap<I18n, Map<string, Promise<void>>>();
  return (i18n, language) => {
    let byLanguage = loads.get(i18n);
    if (!byLanguage) {
      byLanguage = new Map();
      loads.set(i18n, byLanguage);
    }
    const forLanguage = byLanguage;
    let loading = forLanguage.get(language);
    if (!loading) {
      loading = load(i18n, language).finally(() => forLanguage.delete(language));
      forLanguage.set(language, loading);
    }
    return loading;
  };
}
