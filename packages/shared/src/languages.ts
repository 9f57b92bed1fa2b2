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
  /** Open Graph's `og:locale` (language_TERRITORY): how a shared link's preview names it. */
  ogLocale: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  kr: { htmlLang: 'ckb', dir: 'rtl', nativeName: 'کوردی', ogLocale: 'ckb_IQ' },
  ar: { htmlLang: 'ar', dir: 'rtl', nativeName: 'العربية', ogLocale: 'ar_IQ' },
  en: { htmlLang: 'en', dir: 'ltr', nativeName: 'English', ogLocale: 'en_US' },
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

/**
 * The first of a browser's languages that is Arabic (`ar*`) or Kurdish (`ckb*`, `ku*`), or
 * `undefined` (docs/design.md §7). English is never taken from the browser, only from the reader's
 * choice (`?lng=`, the cookie): many Kurdish readers run English phones, so they get the
 * shop's Kurdish. Server and browser decide a first visit with this one rule, so they agree.
 */
export function browserLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const code = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (code === 'ar' || code === 'ckb' || code === 'ku') return toLanguage(code);
  }
  return undefined;
}

/**
 * The language a page opens in (docs/design.md §7), decided one way wherever it is decided (the server
 * for the page it sends, the service worker for the page it keeps): the address's `?lng=`, the
 * language cookie, then a browser language that names Arabic or Kurdish, then Kurdish.
 */
export function pageLanguageOf(
  addressLanguage: unknown,
  cookie: string | undefined,
  browserTags: readonly string[],
): Language {
  if (isLanguage(addressLanguage)) return addressLanguage;
  if (cookie) return toLanguage(cookie);
  return browserLanguage(browserTags) ?? DEFAULT_LANGUAGE;
}

/** The three-language name fields every catalogue entity carries (docs/storefront.md §3). */
export interface LocalisedNames {
  enName: string;
  kuName: string;
  arName: string;
}

/**
 * Which names stand in for a missing one, per reading language: the language's own first, then
 * the one its readers most likely read (Sorani and Arabic share a script; English is the shop's
 * lingua franca for Arabic readers of trade terms), so a seller who wrote only Kurdish still lists.
 */
const NAME_FALLBACK: Record<Language, readonly (keyof LocalisedNames)[]> = {
  kr: ['kuName', 'arName', 'enName'],
  ar: ['arName', 'enName', 'kuName'],
  en: ['enName', 'arName', 'kuName'],
};

/**
 * The name for the reading language, or, where that one is empty, the next in `NAME_FALLBACK`
 * (Kurdish → Arabic → English; Arabic → English → Kurdish; English → Arabic → Kurdish).
 */
export function localisedName(entity: LocalisedNames, language: Language): string {
  for (const key of NAME_FALLBACK[language]) {
    const name = entity[key]?.trim();
    if (name) return name;
  }
  return '';
}

/**
 * What tells two colours (or two values of one colour) apart and what a cart names them by: the
 * name English readers see (`localisedName(…, 'en')`: English, else Arabic, else Kurdish), lowercased.
 */
export const nameKey = (names: LocalisedNames) => localisedName(names, 'en').toLowerCase();

/** The three-language descriptions a product carries. */
export interface LocalisedDescriptions {
  enDescription: string;
  kuDescription: string;
  arDescription: string;
}

/** The description in the reading language, falling back like `localisedName` when it is empty. */
export function localisedDescription(entity: LocalisedDescriptions, language: Language): string {
  return localisedName(
    { enName: entity.enDescription, kuName: entity.kuDescription, arName: entity.arDescription },
    language,
  );
}

/** A seller's shop name as the catalogue, cart and orders send it: English `shopName` and the other two. */
export interface ShopNames {
  shopName: string;
  shopNameKu: string;
  shopNameAr: string;
}

/** The shop's name in the reading language, falling back like `localisedName`. */
export function localisedShopName(shop: ShopNames, language: Language): string {
  return localisedName(
    { enName: shop.shopName, kuName: shop.shopNameKu, arName: shop.shopNameAr },
    language,
  );
}
