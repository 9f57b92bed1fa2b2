/** The storefront's interface languages. `kr` is Kurdish Sorani (HTML `ckb`), the default. */
export const LANGUAGES = ['kr', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'kr';

/** The cookie that keeps the reader's language choice (i18next's cookie detector reads it too). */
export const LANGUAGE_COOKIE = 'i18next';

interface LanguageInfo {
  /** BCP 47 tag written into `<html lang>`. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, shown in the switcher. */
  nativeName: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  kr: { htmlLang: 'ckb', dir: 'rtl', nativeName: 'کوردی' },
  ar: { htmlLang: 'ar', dir: 'rtl', nativeName: 'العربية' },
  en: { htmlLang: 'en', dir: 'ltr', nativeName: 'English' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a language code leniently (`ckb`, `ku`, `ar-IQ`, `en-GB` …); unknown → the default. */
export function toLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const code = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (code === 'ckb' || code === 'ku' || code === 'kr') return 'kr';
  if (code === 'ar') return 'ar';
  if (code === 'en') return 'en';
  return DEFAULT_LANGUAGE;
}

/** The three-language name fields every catalogue entity carries (spec §3). */
export interface LocalisedNames {
  enName: string;
  kuName: string;
  arName: string;
}

/** Picks the name for the reading language: arName for Arabic, kuName for Kurdish, enName otherwise. */
export function localisedName(entity: LocalisedNames, language: Language): string {
  if (language === 'ar') return entity.arName;
  if (language === 'kr') return entity.kuName;
  return entity.enName;
}

/** The three-language descriptions a product carries. */
export interface LocalisedDescriptions {
  enDescription: string;
  kuDescription: string;
  arDescription: string;
}

/** The description in the reading language (same rule as `localisedName`). */
export function localisedDescription(entity: LocalisedDescriptions, language: Language): string {
  if (language === 'ar') return entity.arDescription;
  if (language === 'kr') return entity.kuDescription;
  return entity.enDescription;
}
