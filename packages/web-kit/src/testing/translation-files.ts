import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Flattens nested translations into dotted keys (`header.login`). */
export function flattenTranslations(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of flattenTranslations(value, path)) entries.set(nested, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/**
 * The checks every app's three translation files pass (DESIGN §7): the same keys, no empty
 * text, the page title the server reads, the same placeholders, Kurdish and Arabic in Arabic
 * script.
 */
export function describeTranslationFiles(files: { en: Tree; kr: Tree; ar: Tree }): void {
  const locales = {
    en: flattenTranslations(files.en),
    kr: flattenTranslations(files.kr),
    ar: flattenTranslations(files.ar),
  };
  const englishKeys = [...locales.en.keys()].sort();

  describe('translation files', () => {
    it.each(['kr', 'ar'] as const)('%s has exactly the English key set', (code) => {
      expect([...locales[code].keys()].sort()).toEqual(englishKeys);
    });

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
        expect(placeholders(String(locales[code].get(key))), key).toEqual(
          placeholders(String(locales.en.get(key))),
        );
      }
    });

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
