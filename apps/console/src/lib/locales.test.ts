import { describe, expect, it } from 'vitest';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';

type Tree = { [key: string]: string | Tree };

/** Flattens nested translations into dotted keys (`header.login`). */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, leaf] of flatten(value, path)) entries.set(nested, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const locales = { en: flatten(en), kr: flatten(kr), ar: flatten(ar) };
const englishKeys = [...locales.en.keys()].sort();

describe('translation files', () => {
  it.each(['kr', 'ar'] as const)('%s has exactly the English key set', (code) => {
    expect([...locales[code].keys()].sort()).toEqual(englishKeys);
  });

  it.each(Object.entries(locales))('%s has a non-empty string for every key', (_code, entries) => {
    const bad = [...entries].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

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

  it.each(['kr', 'ar'] as const)('%s is written in Arabic script, not left in English', (code) => {
    const untranslated = [...locales[code]].filter(
      ([, value]) => !/[\u0600-\u06FF]/.test(String(value)),
    );
    expect(untranslated).toEqual([]);
  });
});
