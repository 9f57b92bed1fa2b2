import { vi } from 'vitest';
import type { Language } from '@chapkhana/shared/languages';
import {
  SCREEN_TEXTS_NAMESPACE,
  splitErrorTexts,
  splitSections,
  withSharedTranslations,
} from '@chapkhana/web-kit/shared-translations';
import { startI18n } from '@chapkhana/web-kit/i18n';
import { createTranslator } from '@chapkhana/web-kit/translator';
import { SCREEN_SECTIONS } from '@/config/screen-texts';
import { STOREFRONT_I18N } from '@/lib/i18n';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';

/** The storefront's own translation files, as written. */
export const ownTexts = { en, kr, ar };

/** The storefront's files of `language` as the build writes them (web-kit's translations-plugin). */
export function served(language: Language) {
  const whole = withSharedTranslations(language, ownTexts[language]) as Record<string, unknown>;
  const { page, apart } = splitSections(whole, SCREEN_SECTIONS);
  return {
    translation: splitErrorTexts(page).page,
    [SCREEN_TEXTS_NAMESPACE]: apart,
  };
}

/**
 * A `fetch` that serves the storefront's translation files as the shop does, and what a test
 * makes of it: the files asked for, by address; those that answer 404, or 503; answers held
 * until let go (`hold`). `reset` forgets all of it (after each test).
 */
export function servedLocales() {
  const files = {
    asked: [] as string[],
    missing: new Set<string>(),
    busy: new Set<string>(),
    held: new Map<string, Promise<void>>(),
  };
  const fetch = vi.fn(async (url: string) => {
    files.asked.push(url);
    await files.held.get(url);
    const [, , , language, file] = url.split('/');
    const answers = served(language as Language) as Record<string, unknown>;
    const name = (file ?? '').replace(/\.json$/, '');
    if (files.busy.has(url)) return new Response('Busy', { status: 503 });
    return files.missing.has(url) || !(name in answers)
      ? new Response('Not found', { status: 404 })
      : Response.json(answers[name]);
  });
  const reset = () => {
    files.asked.length = 0;
    files.missing.clear();
    files.busy.clear();
    files.held.clear();
  };
  /** Holds the answer of `url` until the returned function lets it go. */
  const hold = (url: string): (() => void) => {
    let letGo = () => {};
    files.held.set(url, new Promise<void>((resolve) => (letGo = resolve)));
    return letGo;
  };
  return { ...files, fetch, hold, reset };
}

/** The storefront's i18next as it starts in the browser (lib/i18n.ts), a new instance each time. */
export function freshStorefrontI18n() {
  const i18n = createTranslator();
  return { i18n, initI18n: () => startI18n(i18n, STOREFRONT_I18N) };
}
