import { createInstance } from 'i18next';
import { expect } from 'vitest';
import { LANGUAGE_INFO, type Language } from '@chapkhana/shared/languages';
import { createTranslator, type Texts } from '../translator';
import { flattenTranslations, pluralForm } from './translation-files';

/** i18next as the shop started it before the translator replaced it, plural rules by `<html lang>`. */
function i18nextWith(language: Language, texts: Texts) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: texts } },
    fallbackLng: false,
    keySeparator: '.',
    nsSeparator: ':',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const resolver = instance.services.pluralResolver as {
    getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
  };
  const ruleOf = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    ruleOf(LANGUAGE_INFO[code as Language]?.htmlLang ?? code, options);
  return instance;
}

/** Every key of a file, and each counted text's own key (`pages` for `pages_one`). */
const keysOf = (texts: Texts) =>
  [...flattenTranslations(texts).keys()].flatMap((key) => {
    const counted = pluralForm(key)?.base;
    return counted ? [key, counted] : [key];
  });

const COUNTS = [0, 1, 2, 3, 5, 11, 100, 101, 1.5];

/**
 * Checks that the translator reads every text of `files` as i18next did: each key plain, with a
 * value for each `{{name}}` it holds, with some missing, and with counts of every plural form.
 */
export function expectSameAsI18next(files: Record<Language, Texts>): number {
  let compared = 0;
  for (const [language, texts] of Object.entries(files) as [Language, Texts][]) {
    const ours = createTranslator({
      lng: language,
      resources: { [language]: { translation: texts } },
    });
    const theirs = i18nextWith(language, texts);
    const say = (key: string, options?: Record<string, unknown>) => {
      const t = (translate: unknown) =>
        (translate as (key: string, options?: object) => string)(key, options);
      expect(t(ours.t), `${language} ${key} ${JSON.stringify(options)}`).toBe(t(theirs.t));
      compared += 1;
    };
    for (const key of new Set(keysOf(texts))) {
      say(key);
      const names = [
        ...JSON.stringify(ours.getResource(language, 'translation', key) ?? '').matchAll(
          /\{\{(.+?)\}\}/g,
        ),
      ].map(([, name]) => name?.trim() ?? '');
      const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
      say(key, values);
      say(key, { ...values, [names[0] ?? 'none']: undefined });
      for (const count of COUNTS) say(key, { ...values, count });
    }
    say('no.such.key');
    say('no.such.key', { count: 2 });
  }
  return compared;
}
