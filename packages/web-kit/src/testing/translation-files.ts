import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, API_ERRORS } from '@chapkhana/shared/errors';
import { FIELD_ERROR_CODES, FIELD_ERRORS } from '@chapkhana/shared/field-errors';
import {
  SHARED_TRANSLATION_KEYS,
  SHARED_TRANSLATIONS,
  withSharedTranslations,
} from '../shared-translations';

type Tree = { [key: string]: string | Tree };

/** Flattens nested translations into dotted keys (`header.login`). */
export function flattenTranslations(
  tree: Record<string, unknown>,
  prefix = '',
): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of flattenTranslations(value as Record<string, unknown>, path))
        entries.set(nested, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** i18next's plural suffixes: `pages_one`, `pages_few`… (Intl.PluralRules' categories). */
const PLURAL_FORM = /^(?<base>.*)_(?<category>zero|one|two|few|many|other)$/;

/** `pages_few` → `{ base: 'pages', category: 'few' }`; undefined for a key with no plural suffix. */
export const pluralForm = (key: string) => {
  const groups = PLURAL_FORM.exec(key)?.groups;
  return groups ? { base: groups.base ?? '', category: groups.category ?? '' } : undefined;
};
/** The plural rules a language's counted sentences follow (Sorani's are `ckb`'s). */
const pluralCategories = (code: 'en' | 'kr' | 'ar') =>
  new Intl.PluralRules(code === 'kr' ? 'ckb' : code).resolvedOptions().pluralCategories;

/** Each counted text of flattened translations, by its key without the form: its forms by category. */
export function countedTexts(entries: Map<string, unknown>): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const [key, value] of entries) {
    const form = pluralForm(key);
    if (!form || typeof value !== 'string') continue;
    const forms = found.get(form.base) ?? new Map<string, string>();
    found.set(form.base, forms.set(form.category, value));
  }
  return found;
}

/**
 * The counted sentences of a file: each key English writes in its `_one` form. A language may
 * write other forms of them (Arabic has six); every other key is the same in all three files.
 */
function pluralKeys(english: Map<string, unknown>): Set<string> {
  return new Set(
    [...countedTexts(english)].flatMap(([base, forms]) => (forms.has('one') ? [base] : [])),
  );
}

/** A key with its plural form taken off when it is a counted sentence's (`pages_few` → `pages`). */
const withoutPluralForm = (key: string, plurals: Set<string>) => {
  const form = pluralForm(key);
  return form && plurals.has(form.base) ? form.base : key;
};

/**
 * The checks every app's three translation files pass (docs/design.md §7): the same keys, no empty
 * text, the page title the server reads, the same placeholders, Kurdish and Arabic in Arabic
 * script, and a form of every counted sentence for each plural category of each language.
 */
export function describeTranslationFiles(files: { en: Tree; kr: Tree; ar: Tree }): void {
  const locales = {
    en: flattenTranslations(files.en),
    kr: flattenTranslations(files.kr),
    ar: flattenTranslations(files.ar),
  };
  const englishKeys = [...locales.en.keys()].sort();
  const plurals = pluralKeys(locales.en);
  const keySet = (entries: Map<string, unknown>) =>
    [...new Set([...entries.keys()].map((key) => withoutPluralForm(key, plurals)))].sort();

  describe('translation files', () => {
    it.each(['kr', 'ar'] as const)('%s has exactly the English key set', (code) => {
      expect(keySet(locales[code])).toEqual(keySet(locales.en));
    });

    // i18next asks for `<key>_<category>` of the count, then `<key>` itself: without either, the
    // reader sees the raw key (Arabic's "print.job.pages" for 3 pages, issue 35).
    it.each(['en', 'kr', 'ar'] as const)(
      '%s has a form of every counted sentence for each of its plural categories',
      (code) => {
        const missing = [...plurals].flatMap((base) =>
          pluralCategories(code)
            .map((category) => `${base}_${category}`)
            .filter((key) => !locales[code].has(key) && !locales[code].has(base)),
        );
        expect(missing).toEqual([]);
      },
    );

    it.each(Object.entries(locales))(
      '%s has a non-empty string for every key',
      (_code, entries) => {
        const bad = [...entries].filter(
          ([, value]) => typeof value !== 'string' || value.trim() === '',
        );
        expect(bad).toEqual([]);
      },
    );

    it.each(Object.entries(locales))(
      '%s defines meta.title, which the server reads for <title>',
      (_code, entries) => {
        expect(entries.get('meta.title')).toEqual(expect.any(String));
      },
    );

    it.each(['kr', 'ar'] as const)('%s uses the same {{placeholders}} as English', (code) => {
      for (const key of englishKeys) {
        if (plurals.has(withoutPluralForm(key, plurals))) continue;
        expect(placeholders(String(locales[code].get(key))), key).toEqual(
          placeholders(String(locales.en.get(key))),
        );
      }
    });

    // A counted form may leave the figure out ("صفحتان", two pages), never name another value.
    it.each(['kr', 'ar'] as const)(
      '%s counted sentences use only the English sentence’s {{placeholders}}',
      (code) => {
        for (const [key, text] of locales[code]) {
          const base = withoutPluralForm(key, plurals);
          if (!plurals.has(base)) continue;
          const english = new Set(
            [`${base}_one`, `${base}_other`, base].flatMap((form) =>
              locales.en.has(form) ? placeholders(String(locales.en.get(form))) : [],
            ),
          );
          for (const name of placeholders(String(text))) expect([...english], key).toContain(name);
        }
      },
    );

    // In a right-to-left sentence the spaces between figures take the sentence's direction, so
    // "0750 123 4567" reads "4567 123 0750": such a run sits in a left-to-right isolate (U+2066…U+2069).
    it.each(['kr', 'ar'] as const)(
      '%s keeps figures split by spaces in a left-to-right isolate',
      (code) => {
        const reversed = [...locales[code]].filter(([, value]) =>
          String(value)
            .replace(/\u2066[^\u2069]*\u2069/g, '')
            .match(/\d[\d.,]*[ \u00a0]+\d/),
        );
        expect(reversed).toEqual([]);
      },
    );

    it.each(['kr', 'ar'] as const)(
      '%s is written in Arabic script, not left in English',
      (code) => {
        const untranslated = [...locales[code]].filter(
          ([, value]) => !/[\u0600-\u06FF]/.test(String(value)),
        );
        expect(untranslated).toEqual([]);
      },
    );
  });
}

/**
 * An app's translation files (`public/assets/locales/<lng>/translation.json`): they hold none of
 * the shared translations (`apiErrors`, `fieldErrors`: they live once, in
 * @chapkhana/web-kit/src/locales, which has a message for every error and field-error code of
 * @chapkhana/shared in each language), and merged with them, as they are served
 * (translations-plugin.ts), they pass describeTranslationFiles' checks.
 */
export function describeAppTranslationFiles(own: { en: Tree; kr: Tree; ar: Tree }): void {
  describe("an app's own translation files", () => {
    it.each(['en', 'kr', 'ar'] as const)(
      '%s holds none of the translations kept once in @chapkhana/web-kit',
      (code) => {
        expect(SHARED_TRANSLATION_KEYS.filter((key) => key in own[code])).toEqual([]);
      },
    );
  });
  describeSharedTranslations();
  describeTranslationFiles({
    en: withSharedTranslations('en', own.en),
    kr: withSharedTranslations('kr', own.kr),
    ar: withSharedTranslations('ar', own.ar),
  });
}

/** The shared translations' one home (shared-translations.ts): every code's message, in each language. */
function describeSharedTranslations(): void {
  const locales = {
    en: flattenTranslations(SHARED_TRANSLATIONS.en),
    kr: flattenTranslations(SHARED_TRANSLATIONS.kr),
    ar: flattenTranslations(SHARED_TRANSLATIONS.ar),
  };
  describe('the shared translations (@chapkhana/web-kit/src/locales)', () => {
    describeApiErrorMessages(locales);
    describeFieldErrorMessages(locales);
  });
}

/**
 * Every field-error code (field-errors.ts) has a message in all three languages
 * (`fieldErrors.<code>`), none empty, that fills in only params the code carries; the forms
 * show these, never the contract's English sentence.
 */
function describeFieldErrorMessages(locales: Record<'en' | 'kr' | 'ar', Map<string, unknown>>) {
  describe('field error messages', () => {
    it.each(Object.entries(locales))(
      '%s has a message for every field-error code, filling in only its params',
      (_code, entries) => {
        for (const code of FIELD_ERROR_CODES) {
          const key = `fieldErrors.${code}`;
          const text = entries.get(key);
          expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
          const allowed = placeholders(FIELD_ERRORS[code]);
          for (const name of placeholders(String(text))) expect(allowed, key).toContain(name);
        }
      },
    );

    it.each(Object.entries(locales))(
      '%s has no message for a field-error code that is gone',
      (_code, entries) => {
        const known = new Set(FIELD_ERROR_CODES.map((code) => `fieldErrors.${code}`));
        const stale = [...entries.keys()].filter(
          (key) => key.startsWith('fieldErrors.') && !known.has(key),
        );
        expect(stale).toEqual([]);
      },
    );
  });
}

/**
 * Every code of the shared error catalogue has a message in all three languages
 * (`apiErrors.<code>`, and `apiErrors.<code>_one` for a counted sentence), with the catalogue
 * sentence's placeholders, so no refusal reaches a reader untranslated.
 */
function describeApiErrorMessages(locales: Record<'en' | 'kr' | 'ar', Map<string, unknown>>) {
  const expected = API_ERROR_CODES.flatMap((code) => {
    const entry: string | { one: string; other: string } = API_ERRORS[code];
    return typeof entry === 'string'
      ? [{ key: `apiErrors.${code}`, sentence: entry }]
      : [
          { key: `apiErrors.${code}`, sentence: entry.other },
          { key: `apiErrors.${code}_one`, sentence: entry.one },
        ];
  });
  expected.push({ key: 'apiErrors.unreachable', sentence: '' });

  describe('API error messages', () => {
    it.each(Object.entries(locales))(
      '%s has a message for every code of the catalogue, with its placeholders',
      (_code, entries) => {
        for (const { key, sentence } of expected) {
          const text = entries.get(key);
          expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
          expect(placeholders(String(text)), key).toEqual(placeholders(sentence));
        }
      },
    );

    it.each(Object.entries(locales))(
      '%s has no message for a code that is gone',
      (_code, entries) => {
        const known = new Set(expected.map(({ key }) => key));
        // Other plural forms of a counted sentence (Arabic's `_two`, `_many`) belong to its code.
        const counted = new Set(
          [...known].flatMap((key) => (key.endsWith('_one') ? [key.slice(0, -4)] : [])),
        );
        const stale = [...entries.keys()].filter((key) => {
          const form = pluralForm(key);
          return key.startsWith('apiErrors.') && !known.has(key) && !counted.has(form?.base ?? '');
        });
        expect(stale).toEqual([]);
      },
    );
  });
}
