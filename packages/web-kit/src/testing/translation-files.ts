import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, API_ERRORS } from '@chapkhana/shared/errors';
import { FIELD_ERROR_CODES, FIELD_ERRORS } from '@chapkhana/shared/field-errors';

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
 * The checks every app's three translation files pass (docs/design.md §7): the same keys, no empty
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

  describeApiErrorMessages(locales);
  describeFieldErrorMessages(locales);
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
        const stale = [...entries.keys()].filter(
          (key) => key.startsWith('apiErrors.') && !known.has(key),
        );
        expect(stale).toEqual([]);
      },
    );
  });
}
