import { isLanguage } from '@chapkhana/shared/languages';
import { PAGE_TEXTS_ELEMENT_ID } from '@chapkhana/shared/server-render';
import type { LanguageSource } from '@chapkhana/web-kit/language-detector';
import {
  initI18n as initKitI18n,
  type I18nOptions,
  type TextsInPage,
} from '@chapkhana/web-kit/i18n';
import { SCREEN_TEXTS_NAMESPACE } from '@chapkhana/web-kit/shared-translations';

/**
 * First in the detection order: the language the server chose for the page (`<html
 * data-language>`, from the same cookie and the browser's languages), so a page it rendered
 * is hydrated in the language it was drawn in.
 */
const pageLanguageDetector: LanguageSource = {
  name: 'page',
  lookup: () => document.documentElement.dataset.language,
};

/**
 * The translation file a page the server drew carries (apps/api web/page-template.ts
 * `withPageTexts`), or undefined when it carries none or it cannot be read: i18next then asks
 * for the file.
 */
export function textsInPage(): TextsInPage | undefined {
  const element = document.getElementById(PAGE_TEXTS_ELEMENT_ID);
  const language = element?.dataset.language;
  if (!element || !isLanguage(language)) return undefined;
  try {
    const texts: unknown = JSON.parse(element.textContent ?? '');
    if (texts === null || typeof texts !== 'object' || Array.isArray(texts)) return undefined;
    return { language, texts: texts as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/** How the storefront starts i18next (web-kit): also what a test starts an instance with. */
export const STOREFRONT_I18N: I18nOptions = {
  // translation.json (unless the page carries it: textsInPage), and screens.json when a screen
  // asks for it (lib/screen-texts.ts).
  loadPath: '/assets/locales/{{lng}}/{{ns}}.json',
  before: [pageLanguageDetector],
  // rendering/page-head.ts writes each page's head, in the reading language.
  pagesWriteTheirHead: true,
  namespacesApart: [SCREEN_TEXTS_NAMESPACE],
  textsInPage,
};

/** Starts i18next once: language from the page, the cookie, then the browser (web-kit). */
export function initI18n(): Promise<unknown> {
  return initKitI18n(STOREFRONT_I18N);
}

export { i18n } from '@chapkhana/web-kit/i18n';
