import { getTranslator, type Translator as I18n } from '@chapkhana/web-kit/translator';
import { isLanguage } from '@chapkhana/shared/languages';
import { SCREEN_TEXTS_NAMESPACE } from '@chapkhana/web-kit/shared-translations';
import { SCREEN_SECTIONS } from '@/config/screen-texts';
import { oncePerLanguage } from '@/lib/once-per-language';

/**
 * The texts of the screens behind sign-in and checkout (config/screen-texts.ts) come in a file of
 * their own, `screens.json`, an i18next namespace looked up after the translation file's
 * (lib/i18n.ts): each of those screens' routes loads them with its code (app/route-table.tsx), so
 * the screen is drawn with its texts in, as a server-rendered one is hydrated. Once they have been
 * asked for, i18next loads them with every language the reader switches to, before it switches.
 */

/** Whether `language`'s screen texts are in: loaded apart, or in a translation file served whole (tests). */
export function hasScreenTexts(i18n: I18n, language: string): boolean {
  return (
    i18n.hasResourceBundle(language, SCREEN_TEXTS_NAMESPACE) ||
    i18n.getResource(language, 'translation', SCREEN_SECTIONS[0]) !== undefined
  );
}

/** Settles once `i18n` has started (its language chosen and its translation file asked for). */
function started(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const onStarted = () => {
      i18n.off('initialized', onStarted);
      resolve();
    };
    i18n.on('initialized', onStarted);
  });
}

/** Loads `language`'s screen texts, once however many screens ask at the same time. */
const load = oncePerLanguage(async (i18n, language) => {
  // The first time, the namespace joins those the translator loads with each language; after a
  // failure (which it does not try again by itself) the language's file is asked for anew.
  if (i18n.options.ns.includes(SCREEN_TEXTS_NAMESPACE)) {
    await i18n.reloadResources([language], [SCREEN_TEXTS_NAMESPACE]);
  } else {
    await i18n.loadNamespaces(SCREEN_TEXTS_NAMESPACE);
  }
  if (!hasScreenTexts(i18n, language)) {
    throw new Error(`The screens' texts in ${language} could not be loaded.`);
  }
});

/**
 * Loads the reading language's screen texts into the app's i18next once. Rejects when they could
 * not come: the route then fails to load as when its code cannot, and its error screen offers a
 * reload. The server draws with the whole translations and loads nothing.
 *
 * Asked for before i18next has its first language (a screen opened cold), the namespace joins
 * the first load, beside the translation file rather than after it. Asked for while the reader
 * switches language, the texts of both languages are loaded: that switch asked for its files
 * before the namespace was one of them, and the screen may be drawn on either side of it. (The
 * language switcher loads the new language before it switches, and waits for a namespace added
 * meanwhile: web-kit `loadLanguage`.)
 */
export async function loadScreenTexts(i18n: I18n | undefined = getTranslator()): Promise<void> {
  if (import.meta.env.SSR || !i18n) return;
  if (!i18n.isInitialized && !i18n.options.ns.includes(SCREEN_TEXTS_NAMESPACE)) {
    // Its first load not started (it runs after init's turn), this only adds the namespace to
    // the ones that load loads; under way, the namespace is asked for beside it.
    void i18n.loadNamespaces(SCREEN_TEXTS_NAMESPACE);
  }
  await started(i18n);
  // A switch under way.
  const switchingTo = i18n.isLanguageChangingTo;
  const languages = new Set([i18n.language]);
  if (switchingTo && isLanguage(switchingTo)) languages.add(switchingTo);
  await Promise.all(
    [...languages]
      .filter((language) => !hasScreenTexts(i18n, language))
      .map((language) => load(i18n, language)),
  );
}
