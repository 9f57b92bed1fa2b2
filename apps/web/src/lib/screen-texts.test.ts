import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TEXTS_ELEMENT_ID } from '@chapkhana/shared/server-render';
import { splitSections, withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import { SCREEN_SECTIONS } from '@/config/screen-texts';
import { hasScreenTexts, loadScreenTexts } from '@/lib/screen-texts';
import {
  freshStorefrontI18n as freshApp,
  ownTexts as own,
  served,
  servedLocales,
} from '@/testing/served-locales';

const { ar, en, kr } = own;
const { asked, missing, busy, hold, fetch: fetchFiles, reset } = servedLocales();

beforeEach(() => {
  // Each test's globals are put back after it (the suite's setup).
  vi.stubGlobal('fetch', fetchFiles);
  document.documentElement.dataset.language = 'kr';
});

afterEach(() => {
  document.getElementById(PAGE_TEXTS_ELEMENT_ID)?.remove();
  reset();
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
    const { i18n, initI18n } = freshApp();
    await initI18n();
    expect(asked).toEqual(['/assets/locales/kr/translation.json']);
    expect(hasScreenTexts(i18n, 'kr')).toBe(false);
    expect(i18n.t('account.login.submit')).toBe('account.login.submit');
    // Two screens at once (a layout and its page) ask for one file.
    await Promise.all([loadScreenTexts(i18n), loadScreenTexts(i18n)]);
    expect(asked).toEqual([
      '/assets/locales/kr/translation.json',
      '/assets/locales/kr/screens.json',
    ]);
    expect(i18n.t('account.login.submit')).toBe(kr.account.login.submit);
    // The page's own texts are still read from the translation file.
    expect(i18n.t('header.cart')).toBe(kr.header.cart);
    await loadScreenTexts(i18n);
    expect(asked).toHaveLength(2);
  });

  it('come beside the translation file when a screen is opened cold, not after it', async () => {
    const { i18n, initI18n } = freshApp();
    // The translation file answers only once the screens' file has been asked for: asked one
    // after the other, neither would come.
    const askScreens = hold('/assets/locales/kr/translation.json');
    void initI18n();
    const screen = loadScreenTexts(i18n);
    await vi.waitFor(() => expect(asked).toContain('/assets/locales/kr/screens.json'));
    askScreens();
    await screen;
    expect(asked.sort()).toEqual([
      '/assets/locales/kr/screens.json',
      '/assets/locales/kr/translation.json',
    ]);
    expect(i18n.t('orders.viewDetails')).toBe(kr.orders.viewDetails);
  });

  it('come in both languages when a screen asks while the reader switches', async () => {
    const { i18n, initI18n } = freshApp();
    await initI18n();
    // The switch asks for Arabic's translation file before the screens' namespace is loaded…
    const switching = i18n.changeLanguage('ar');
    // …and a screen asks for its texts meanwhile (a tap on Sign in on a slow line).
    await loadScreenTexts(i18n);
    await switching;
    expect(i18n.language).toBe('ar');
    expect(asked.sort()).toEqual([
      '/assets/locales/ar/screens.json',
      '/assets/locales/ar/translation.json',
      '/assets/locales/kr/screens.json',
      '/assets/locales/kr/translation.json',
    ]);
    expect(i18n.t('account.login.submit')).toBe(ar.account.login.submit);
  });

  it('come with every language the reader switches to, before the switch', async () => {
    const { i18n, initI18n } = freshApp();
    await initI18n();
    await loadScreenTexts(i18n);
    asked.length = 0;
    const seen: string[] = [];
    const onSwitched = (language: string) =>
      seen.push(i18n.t('checkout.addressTitle', { lng: language }));
    i18n.on('languageChanged', onSwitched);
    await i18n.changeLanguage('en');
    expect(asked.sort()).toEqual([
      '/assets/locales/en/screens.json',
      '/assets/locales/en/translation.json',
    ]);
    expect(seen).toEqual([en.checkout.addressTitle]);
  });

  it('are asked for three times more when the server cannot answer, then fail the screen', async () => {
    const { i18n, initI18n } = freshApp();
    await initI18n();
    busy.add('/assets/locales/kr/screens.json');
    await expect(loadScreenTexts(i18n)).rejects.toThrow(/kr/);
    expect(asked.filter((url) => url.endsWith('/screens.json'))).toEqual(
      Array.from({ length: 4 }, () => '/assets/locales/kr/screens.json'),
    );
  });

  it('fail the screen when they cannot come, and are asked for again the next time', async () => {
    const { i18n, initI18n } = freshApp();
    await initI18n();
    missing.add('/assets/locales/kr/screens.json');
    await expect(loadScreenTexts(i18n)).rejects.toThrow(/kr/);
    expect(hasScreenTexts(i18n, 'kr')).toBe(false);
    missing.clear();
    asked.length = 0;
    await loadScreenTexts(i18n);
    expect(asked).toEqual(['/assets/locales/kr/screens.json']);
    expect(i18n.t('orders.viewDetails')).toBe(kr.orders.viewDetails);
  });
});

/** What a page the server drew carries after its root (apps/api web/page-template.ts `withPageTexts`). */
function pageCarries(language: string, texts: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_TEXTS_ELEMENT_ID;
  element.dataset.language = language;
  element.textContent = texts;
  document.body.append(element);
}

describe('the translation file a page drawn by the server carries', () => {
  it('starts the app without asking for it; every other file is asked for as before', async () => {
    pageCarries('kr', JSON.stringify(served('kr').translation));
    const { i18n, initI18n } = freshApp();
    await initI18n();
    expect(asked).toEqual([]);
    expect(i18n.language).toBe('kr');
    expect(i18n.t('header.cart')).toBe(kr.header.cart);
    await loadScreenTexts(i18n);
    expect(asked).toEqual(['/assets/locales/kr/screens.json']);
    expect(i18n.t('account.login.submit')).toBe(kr.account.login.submit);
    await i18n.changeLanguage('ar');
    expect(asked.slice(1).sort()).toEqual([
      '/assets/locales/ar/screens.json',
      '/assets/locales/ar/translation.json',
    ]);
    expect(i18n.t('header.cart')).toBe(ar.header.cart);
    await i18n.changeLanguage('kr');
    expect(asked).toHaveLength(3);
    expect(i18n.t('header.cart')).toBe(kr.header.cart);
  });

  it('is asked for when what the page carries cannot be read or is in another language', async () => {
    for (const [language, texts] of [
      ['kr', '{"header":'],
      ['kr', '["header"]'],
      ['xx', JSON.stringify(served('kr').translation)],
      // The page was drawn in Kurdish; texts in Arabic would show Arabic words in it.
      ['ar', JSON.stringify(served('ar').translation)],
    ] as const) {
      pageCarries(language, texts);
      const { i18n, initI18n } = freshApp();
      await initI18n();
      expect(asked).toEqual(['/assets/locales/kr/translation.json']);
      expect(i18n.t('header.cart')).toBe(kr.header.cart);
      document.getElementById(PAGE_TEXTS_ELEMENT_ID)?.remove();
      asked.length = 0;
    }
  });
});
