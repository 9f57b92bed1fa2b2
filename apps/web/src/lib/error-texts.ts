import type { Translator as I18n } from '@chapkhana/web-kit/translator';
import { useEffect, useState } from 'react';
import { ERROR_TEXTS_FILE } from '@chapkhana/web-kit/shared-translations';
import { translationBackend } from '@chapkhana/web-kit/translation-backend';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { oncePerLanguage } from '@/lib/once-per-language';

/**
 * The messages of the API's and the fields' error codes (`apiErrors.*`, `fieldErrors.*`, but for
 * "unreachable" and "server error") are served apart from the storefront's translation file
 * (web-kit's translations-plugin, `errorTextsApart`): ~7 KB (brotli) no page needs before the app
 * takes it over, which on a slow line shared the 50 KB/s with the app's scripts. A screen that
 * can show one asks for them as it is drawn (`useErrorTexts`, in useShownText and the other
 * hooks that turn a message into text); a failure's toast waits for them (lib/action-toast.ts).
 * Loaded, they join the language's translations, and the screens that asked draw again.
 */
const backend = translationBackend(`/assets/locales/{{lng}}/${ERROR_TEXTS_FILE}`);

/** Reads `language`'s error texts into `i18n`; settles either way (a failure is tried again later). */
const readErrorTexts = oncePerLanguage(
  (i18n, language) =>
    new Promise<void>((resolve) => {
      backend.read(language, 'translation', (error, data) => {
        if (!error && data && typeof data === 'object') {
          i18n.addResourceBundle(language, 'translation', data, true, true);
        }
        resolve();
      });
    }),
);

/** Whether `language`'s error texts are in `i18n` already (a whole file in tests, or loaded). */
export function hasErrorTexts(i18n: I18n, language: string): boolean {
  return i18n.getResource(language, 'translation', 'fieldErrors') !== undefined;
}

/**
 * Loads `language`'s error texts into `i18n` once; settles when they are in, or when they could
 * not come (offline: the kept "unreachable" and "server error" messages still read).
 */
export function loadErrorTexts(i18n: I18n, language: string = i18n.language): Promise<void> {
  if (!language || hasErrorTexts(i18n, language)) return Promise.resolve();
  return readErrorTexts(i18n, language);
}

/**
 * For a component that can show an error's message: asks for the reading language's error
 * texts as it is drawn, and draws it again once they are in.
 */
export function useErrorTexts(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [, setArrived] = useState<string | null>(null);
  useEffect(() => {
    if (hasErrorTexts(i18n, language)) return;
    let mounted = true;
    void loadErrorTexts(i18n, language).then(() => {
      if (mounted && hasErrorTexts(i18n, language)) setArrived(language);
    });
    return () => {
      mounted = false;
    };
  }, [i18n, language]);
}
