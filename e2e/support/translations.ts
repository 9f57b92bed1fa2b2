import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Language } from './browser';

type Tree = { [key: string]: string | Tree };

const localesDir = path.join(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'web',
  'public',
  'assets',
  'locales',
);
const translations = Object.fromEntries(
  (['kr', 'ar', 'en'] as const).map((language) => [
    language,
    JSON.parse(readFileSync(path.join(localesDir, language, 'translation.json'), 'utf8')) as Tree,
  ]),
) as Record<Language, Tree>;

/** The text a reader of `language` sees for `key` (dotted), with {{values}} filled in. */
export function text(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      translations[language],
    );
  if (typeof found !== 'string') throw new Error(`No ${language} translation for ${key}`);
  return found.replace(/{{\s*(\w+)\s*}}/g, (_match, name: string) => String(values[name] ?? ''));
}

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A toast (react-hot-toast renders each as role=status) showing exactly `message`. */
export const toast = (page: Page, message: string) =>
  page.locator('[role="status"]').filter({ hasText: new RegExp(`^${escapeRegExp(message)}$`) });
