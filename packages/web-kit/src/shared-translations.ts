import type { Language } from '@chapkhana/shared/languages';
import ar from './locales/ar.json';
import en from './locales/en.json';
import kr from './locales/kr.json';

/**
 * The translations both front ends show alike, kept once here: a message for every API error
 * code (`apiErrors.<code>`) and every field-error code (`fieldErrors.<code>`) of
 * @chapkhana/shared, in each language. Each app's served translation file is its own file with
 * these merged in (translations-plugin.ts at build and in development; the tests and e2e merge
 * the same way), so a reader fetches one file per language (the storefront two more, for some
 * screens: `splitErrorTexts`, `splitSections`).
 */
export const SHARED_TRANSLATIONS = { en, kr, ar } as const satisfies Record<Language, object>;

/** The top-level keys this home holds, which an app's own files must not. */
export const SHARED_TRANSLATION_KEYS = Object.keys(en) as (keyof typeof en)[];

/** An app's translations as they are served: its own, and the shared ones. */
export type WithSharedTranslations<T> = T & typeof en;

/** An app's own translations in `language` with the shared ones merged in (top-level keys). */
export function withSharedTranslations<T extends object>(
  language: Language,
  own: T,
): WithSharedTranslations<T> {
  const held = SHARED_TRANSLATION_KEYS.filter((key) => key in own);
  if (held.length > 0) {
    throw new Error(
      `An app's translation file holds ${held.join(', ')}, which live once in @chapkhana/web-kit/src/locales.`,
    );
  }
  return { ...own, ...SHARED_TRANSLATIONS[language] } as WithSharedTranslations<T>;
}

/**
 * Where an app that loads its error texts apart serves them, beside its translation file:
 * `assets/locales/<lng>/errors.json`.
 */
export const ERROR_TEXTS_FILE = 'errors.json';

/**
 * The error messages said without the server or with no known code (offline, "something went
 * wrong"): they stay in the translation file an app loads apart, so a failure before the error
 * texts have come (or when they cannot come) still reads in the reader's language.
 */
export const ERROR_TEXTS_KEPT = ['unreachable', 'server_error'] as const;

/**
 * A served translation file cut in two for an app that loads its error texts apart: the page's
 * (everything but the messages of the API's and the fields' error codes, ERROR_TEXTS_KEPT
 * aside) and the error texts (`apiErrors`, `fieldErrors`), loaded when a screen that can show
 * one is drawn. On a slow line that is ~7 KB (brotli) less before the app takes a page over.
 * Merged back deep, the two are the file as served whole.
 */
export function splitErrorTexts(served: object): {
  page: Record<string, unknown>;
  errors: { apiErrors: Record<string, string>; fieldErrors: unknown };
} {
  const { apiErrors, fieldErrors, ...rest } = served as {
    apiErrors: Record<string, string>;
    fieldErrors: unknown;
  };
  const kept = (code: string) => (ERROR_TEXTS_KEPT as readonly string[]).includes(code);
  const entries = Object.entries(apiErrors);
  return {
    page: {
      ...rest,
      apiErrors: Object.fromEntries(entries.filter(([code]) => kept(code))),
    },
    errors: {
      apiErrors: Object.fromEntries(entries.filter(([code]) => !kept(code))),
      fieldErrors,
    },
  };
}

/**
 * The i18next namespace, and the file beside the translation file (`<namespace>.json`), of the
 * sections an app serves apart for the screens that need them (the storefront's screens behind
 * sign-in and checkout, `sectionsApart` in translations-plugin.ts): looked up after the app's
 * own namespace (i18next's `fallbackNS`), so a key reads the same wherever its section is served.
 */
export const SCREEN_TEXTS_NAMESPACE = 'screens';

/**
 * A served translation file with `sections` taken out into a file of their own: merged back
 * (top-level keys), the two are the file as it was.
 */
export function splitSections(
  served: Record<string, unknown>,
  sections: readonly string[],
): { page: Record<string, unknown>; apart: Record<string, unknown> } {
  const missing = sections.filter((section) => !(section in served));
  if (missing.length > 0) {
    throw new Error(`The translation file has no section ${missing.join(', ')} to serve apart.`);
  }
  const entries = Object.entries(served);
  return {
    page: Object.fromEntries(entries.filter(([key]) => !sections.includes(key))),
    apart: Object.fromEntries(entries.filter(([key]) => sections.includes(key))),
  };
}
