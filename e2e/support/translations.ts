import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Language } from './browser';

export type Tree = { [key: string]: string | Tree };

const repo = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8')) as Tree;

/**
 * An app's translations in `language` as it serves them: its own file with the translations both
 * front ends share (apiErrors, fieldErrors: packages/web-kit/src/locales) merged in, as
 * @chapkhana/web-kit's translations-plugin does.
 */
function served(app: 'web' | 'console', language: Language): Tree {
  return {
    ...read(`apps/${app}/public/assets/locales/${language}/translation.json`),
    ...read(`packages/web-kit/src/locales/${language}.json`),
  };
}
const LANGUAGES = ['kr', 'ar', 'en'] as const;
const translations = Object.fromEntries(
  LANGUAGES.map((language) => [language, served('web', language)]),
) as Record<Language, Tree>;
const consoleTranslationsByLanguage = Object.fromEntries(
  LANGUAGES.map((language) => [language, served('console', language)]),
) as Record<Language, Tree>;

/** The console's translations in `language`, as it serves them (`consoleText` reads one). */
export const consoleTranslations = (language: Language): Tree =>
  consoleTranslationsByLanguage[language];

function lookUp(
  tree: Tree,
  language: Language,
  key: string,
  values: Record<string, string | number>,
  unnamed: (name: string) => string = () => '',
): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof found !== 'string') throw new Error(`No ${language} translation for ${key}`);
  return found.replace(/{{\s*(\w+)\s*}}/g, (match: string, name: string) =>
    name in values ? String(values[name]) : unnamed(match),
  );
}

/**
 * The console's text a reader of `language` sees for `key` (dotted), the {{values}} given filled
 * in (the others left as they are).
 */
export function consoleText(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return lookUp(consoleTranslationsByLanguage[language], language, key, values, (match) => match);
}

/** The text a reader of `language` sees for `key` (dotted), with {{values}} filled in. */
export function text(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return lookUp(translations[language], language, key, values);
}

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast (react-hot-toast renders each as role=status) showing exactly `message`. */
export const toast = (page: Page, message: string) =>
  page.locator('[role="status"]').filter({ hasText: new RegExp(`^${escapeRegExp(message)}$`) });
