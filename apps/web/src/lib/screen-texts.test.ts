import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@chapkhana/shared/languages';
import {
  SCREEN_TEXTS_NAMESPACE,
  splitErrorTexts,
  splitSections,
  withSharedTranslations,
} from '@chapkhana/web-kit/shared-translations';
import { SCREEN_SECTIONS } from '@/config/screen-texts';
import { i18n, initI18n } from '@/lib/i18n';
import { hasScreenTexts, loadScreenTexts } from '@/lib/screen-texts';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';

const own = { en, kr, ar };

/** The storefront's files of `language` as the build writes them (web-kit's translations-plugin). */
function served(language: Language) {
  const whole = withSharedTranslations(language, own[language]) as Record<string, unknown>;
  const { page, apart } = splitSections(whole, SCREEN_SECTIONS);
  return {
    translation: splitErrorTexts(page).page,
    [SCREEN_TEXTS_NAMESPACE]: apart,
  };
}

/** The files asked for, by address, and which of them answer 404 for now. */
const asked: string[] = [];
const missing = new Set<string>();

/** Settles once every answer so far has been handed to i18next. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers the storefront's translation files as the server does, and notes each asked for. */
const fetchFiles = vi.fn(async (url: string) => {
  asked.push(url);
  const [, , , language, file] = url.split('/');
  const files = served(language as Language) as Record<string, unknown>;
  const name = (file ?? '').replace(/\.json$/, '');
  return missing.has(url) || !(name in files)
    ? new Response('Not found', { status: 404 })
    : Response.json(files[name]);
});

// Each test's globals are put back after it (the suite's setup): fetch is stubbed for each.
beforeEach(() => vi.stubGlobal('fetch', fetchFiles));

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchFiles);
  document.documentElement.dataset.language = 'kr';
  await initI18n();
  asked.length = 0;
});

afterEach(() => {
  asked.length = 0;
  missing.clear();
});

describe('the texts of the screens behind sign-in and checkout, loaded apart', () => {
  it('cuts every language in two that merge back into the file as served whole', () => {
    for (const language of ['kr', 'ar', 'en'] as const) {
      const whole = withSharedTranslations(language, own[language]) as Record<string, unknown>;
      const { page, apart } = splitSections(whole, SCREEN_SECTIONS);
      expect(Object.keys(apart).sort()).toEqual([...SCREEN_SECTIONS].sort());
      for (const section of SCREEN_SECTIONS) expect(page).not.toHaveProperty(section);
      expect({ ...page, ...apart }).toEqual(whole);
    }
    expect(() => splitSections({ account: {} }, ['account', 'nowhere'])).toThrow(/nowhere/);
  });

  it('are not in the app until a screen asks for them, then read under their usual keys', async () => {
    expect(i18n.language).toBe('kr');
    expect(hasScreenTexts(i18n, 'kr')).toBe(false);
    expect(i18n.t('account.login.submit')).toBe('account.login.submit');
    // Two screens at once (a layout and its page) ask for one file.
    await Promise.all([loadScreenTexts(i18n), loadScreenTexts(i18n)]);
    expect(asked).toEqual(['/assets/locales/kr/screens.json']);
    expect(hasScreenTexts(i18n, 'kr')).toBe(true);
    expect(i18n.t('account.login.submit')).toBe(kr.account.login.submit);
    // The page's own texts are still read from the translation file.
    expect(i18n.t('header.cart')).toBe(kr.header.cart);
    await loadScreenTexts(i18n);
    expect(asked).toHaveLength(1);
  });

  it('come with every language the reader switches to, before the switch', async () => {
    const seen: string[] = [];
    const onSwitched = (language: string) =>
      seen.push(i18n.t('checkout.addressTitle', { lng: language }));
    i18n.on('languageChanged', onSwitched);
    try {
      await i18n.changeLanguage('ar');
    } finally {
      i18n.off('languageChanged', onSwitched);
    }
    expect(asked.sort()).toEqual([
      '/assets/locales/ar/screens.json',
      '/assets/locales/ar/translation.json',
    ]);
    expect(seen).toEqual([ar.checkout.addressTitle]);
  });

  it('fail the screen when they cannot come, and are asked for again the next time', async () => {
    // English is switched to while its screen texts cannot come: the switch still happens.
    missing.add('/assets/locales/en/screens.json');
    await i18n.changeLanguage('en');
    await answered();
    expect(hasScreenTexts(i18n, 'en')).toBe(false);
    await expect(loadScreenTexts(i18n)).rejects.toThrow(/en/);
    missing.clear();
    asked.length = 0;
    await loadScreenTexts(i18n);
    expect(asked).toEqual(['/assets/locales/en/screens.json']);
    expect(i18n.t('orders.viewDetails')).toBe(en.orders.viewDetails);
  });
});
