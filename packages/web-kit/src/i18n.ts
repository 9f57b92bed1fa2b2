import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  LANGUAGES,
  browserLanguage,
  isLanguage,
  toLanguage,
} from '@chapkhana/shared/languages';
import {
  cookieSource,
  languageDetector,
  queryStringSource,
  type LanguageSource,
} from './language-detector';
import { translationBackend } from './translation-backend';
import { createTranslator, type LanguageDetector, type Translator } from './translator';

/**
 * Last in the detection order: when neither the address, the cookie nor the browser names a
 * language it may pick, the shop's default (Kurdish) wins. Doing this here, not via `fallbackLng`,
 * keeps an English or Arabic reader from downloading the Kurdish file as a fallback too;
 * the key sets are identical (testing/translation-files.ts), so a fallback would never be read.
 */
const shopDefaultDetector: LanguageSource = {
  name: 'shopDefault',
  lookup: () => DEFAULT_LANGUAGE,
};

/**
 * The browser's languages, but only when one of them is Arabic or Kurdish (docs/design.md §7, as the
 * server reads Accept-Language): an English phone alone leaves a first visit in Kurdish.
 */
const arabicOrKurdishBrowserDetector: LanguageSource = {
  name: 'arabicOrKurdishBrowser',
  lookup: () => {
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
    return browserLanguage(tags);
  },
};

/**
 * Maps a browser tag to the shop's code: `en-US` → `en`, `ar-IQ` → `ar`, and Sorani's `ckb`
 * (sometimes `ku`) → `kr`, so the cookie only ever holds `kr`, `ar` or `en`. Tags of other
 * languages pass through unchanged and are skipped as unsupported.
 */
export function convertDetectedLanguage(code: string): string {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'ckb' || primary === 'ku') return 'kr';
  return isLanguage(primary) ? primary : code;
}

/** Writes `<html lang dir>` for the reading language (docs/storefront.md §4). */
function applyLanguageToDocument(code: string): void {
  const info = LANGUAGE_INFO[toLanguage(code)];
  const root = document.documentElement;
  // Written only when it changes: Chromium restyles the whole page for a lang or dir written
  // again with the value it already has (the server drew it; 14 ms of a listing's take-over).
  if (root.lang !== info.htmlLang) root.lang = info.htmlLang;
  if (root.dir !== info.dir) root.dir = info.dir;
}

/** Writes the app's title and description in the reading language, for apps whose pages do not. */
function applyLanguageToHead(instance: Translator): void {
  document.title = instance.t('meta.title');
  const description = document.querySelector('meta[name="description"]');
  if (description && instance.exists('meta.description'))
    description.setAttribute('content', instance.t('meta.description'));
}

export interface I18nOptions {
  /** Where the app serves its translation files, `{{lng}}` standing for the language. */
  loadPath: string;
  /** Detectors asked before the cookie (the storefront: the language the server drew the page in). */
  before?: LanguageSource[];
  /**
   * Every page writes its own title and description (the storefront's `usePageHead`): the app's
   * generic ones, written at each change of language, would replace the page's own (the one the
   * server wrote, at start) until the page wrote it again.
   */
  pagesWriteTheirHead?: boolean;
  /**
   * Namespaces of texts served apart (`loadPath` then names `{{ns}}`), loaded when a screen asks
   * for them (`i18n.loadNamespaces`) and looked up after the app's own (`fallbackNS`): once
   * loaded, the translator loads them with every language the reader switches to, before it
   * switches.
   */
  namespacesApart?: string[];
  /**
   * The translation file's texts when the page carries them (a page the storefront's server
   * drew), in the language it was drawn in: the translator starts from them instead of asking
   * for the file, and still asks `loadPath` for every other language and namespace.
   */
  textsInPage?: () => TextsInPage | undefined;
}

/** A language's translation file as a page carries it (`I18nOptions.textsInPage`). */
export interface TextsInPage {
  language: string;
  texts: Record<string, unknown>;
}

/** The app's translator, started by `initI18n`. */
export const i18n = createTranslator();

let started: Promise<unknown> | undefined;

/**
 * Starts the translator once: translations over HTTP (translation-backend.ts), the language from
 * `languageDetection`; `<html lang dir>` follows it.
 */
export function initI18n(options: I18nOptions): Promise<unknown> {
  started ??= startI18n(i18n, options);
  return started;
}

/**
 * How both apps pick the reading language (docs/design.md §7): the address's `?lng=`, then `before`, then
 * the cookie both apps share (`i18next`, path /), then a browser language that is Arabic or
 * Kurdish, then Kurdish. Whatever is picked is kept in the cookie, so `?lng=` and the switcher
 * stick. The storefront server decides its pages the same way (apps/api web/language.ts).
 */
export function languageDetection(before: LanguageSource[] = []) {
  const detector = languageDetector({
    sources: [
      queryStringSource('lng'),
      ...before,
      cookieSource(LANGUAGE_COOKIE),
      arabicOrKurdishBrowserDetector,
      shopDefaultDetector,
    ],
    convert: convertDetectedLanguage,
    cookie: LANGUAGE_COOKIE,
  });
  return { detector, options: { supportedLngs: [...LANGUAGES] } };
}

/**
 * Loads the page anew in `language` (kept in the language cookie, and in the address when it
 * names one), for a tab whose code is older than the translation file the shop answered
 * (`served`): the new build's code then draws it with its own texts, where this code would show
 * the keys it no longer finds. Once per served version in a tab (session storage): a shop whose
 * copies answer two builds while it is being updated does not send the reader round in reloads,
 * and the file is then used as it is. Says whether the page is being loaded anew. (A reader who
 * stays on the page when it asks to keep unsaved changes is left with the switch loading.)
 */
function reloadWithNewTexts(
  detector: Pick<LanguageDetector, 'cacheUserLanguage'>,
  language: string,
  served: string,
): boolean {
  // Offline, the page would come from the app's cache, or not at all.
  if (navigator.onLine === false) return false;
  const mark = `chapkhana:texts-reload:${served}`;
  try {
    if (sessionStorage.getItem(mark) !== null) return false;
    sessionStorage.setItem(mark, language);
  } catch {
    // Nothing kept (storage refused): a second reload could not be told from the first.
    return false;
  }
  detector.cacheUserLanguage?.(language);
  const address = new URL(window.location.href);
  if (address.searchParams.has('lng')) address.searchParams.set('lng', language);
  // The same address with a fragment would only scroll: reload it.
  if (address.href === window.location.href) window.location.reload();
  else window.location.replace(address.href);
  return true;
}

/** Starts `instance` as `initI18n` starts the shared one (a test starts an instance of its own). */
export function startI18n(
  instance: Translator,
  { loadPath, before = [], pagesWriteTheirHead, namespacesApart = [], textsInPage }: I18nOptions,
): Promise<unknown> {
  const { detector, options } = languageDetection(before);
  const inPage = textsInPage?.();
  instance.on('languageChanged', applyLanguageToDocument);
  if (!pagesWriteTheirHead) instance.on('languageChanged', () => applyLanguageToHead(instance));
  // The texts' version this code was built with (translations-plugin.ts; none in development).
  const textsVersion: unknown = import.meta.env.VITE_TEXTS_VERSION;
  return instance.init({
    ...options,
    detector,
    backend: translationBackend(loadPath, {
      version: typeof textsVersion === 'string' ? textsVersion : undefined,
      onStale: (language, served) => reloadWithNewTexts(detector, language, served),
    }),
    ns: ['translation'],
    fallbackNS: namespacesApart.length > 0 ? namespacesApart : false,
    // The page's texts as if loaded; everything else still through the backend.
    ...(inPage && { resources: { [inPage.language]: { translation: inPage.texts } } }),
    // A file that could not come (no answer, a 5xx: translation-backend.ts) is asked for three
    // times more, 0.35, 0.7 and 1.4 s apart: a blip of a phone's network is outlived, and a
    // screen whose texts cannot come says so after ~2.5 s of waits.
    maxRetries: 3,
  });
}

/**
 * Loads what the app reads of `language` (every namespace it has loaded in the language it
 * shows, `screens.json` included once a screen asked for it), asking again for a file that failed
 * before, and says whether all of it came. A switch waits for this: `changeLanguage` switches
 * even when the files cannot come, and every text would then read as its key.
 */
export async function loadLanguage(instance: Translator, language: string): Promise<boolean> {
  // Read anew each time: a screen opened meanwhile adds its namespace (`loadNamespaces`), and
  // the switch must wait for that one too.
  const missing = () =>
    instance.options.ns.filter((ns) => !instance.hasResourceBundle(language, ns));
  const asked = new Set<string>();
  for (let left = missing(); left.length > 0; left = missing()) {
    if (left.some((ns) => asked.has(ns))) return false;
    for (const ns of left) asked.add(ns);
    // A file that failed is not asked for again by itself; `reloadResources` does.
    await instance.reloadResources([language], left);
  }
  return true;
}
