import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Translator as I18n } from '@chapkhana/web-kit/translator';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { TranslatorProvider } from '@chapkhana/web-kit/translator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@chapkhana/web-kit/components/language-switcher';
import { loadLanguage } from '@chapkhana/web-kit/i18n';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { loadScreenTexts } from '@/lib/screen-texts';
import { freshStorefrontI18n, ownTexts, servedLocales } from '@/testing/served-locales';

const files = servedLocales();

beforeEach(() => {
  vi.stubGlobal('fetch', files.fetch);
  document.documentElement.dataset.language = 'kr';
});

afterEach(() => files.reset());

/**
 * The storefront's i18next started in Kurdish, with two switchers drawn in it, as on a phone:
 * the header's, and the menu's.
 */
async function switcherInKurdish() {
  const { i18n, initI18n } = freshStorefrontI18n();
  await initI18n();
  render(
    <TranslatorProvider i18n={i18n}>
      <Suspense fallback={null}>
        <LanguageSwitcher id="switcher" testId="switcher" order={['kr', 'ar', 'en']} />
        <LanguageSwitcher
          id="menu-switcher"
          testId="menu-switcher"
          order={['kr', 'ar', 'en']}
          messageAt="panel"
        />
      </Suspense>
    </TranslatorProvider>,
  );
  const select = screen.getByTestId<HTMLSelectElement>('switcher');
  const inMenu = screen.getByTestId<HTMLSelectElement>('menu-switcher');
  return { i18n, select, inMenu };
}

/** Lets Arabic's held file come, and waits until the switcher that asked for it is done. */
async function arabicComes(letGo: () => void, i18n: I18n, select: HTMLSelectElement) {
  await act(async () => {
    letGo();
    await loadLanguage(i18n, 'ar');
  });
  await waitFor(() => expect(select.getAttribute('aria-busy')).toBeNull());
}

describe('switching language', () => {
  it('stays in the language shown, and says so, when the new one’s texts cannot come', async () => {
    const { i18n, select } = await switcherInKurdish();
    files.missing.add('/assets/locales/ar/translation.json');
    fireEvent.change(select, { target: { value: 'ar' } });
    const alert = await screen.findByRole('alert');
    // In the language still shown, naming the one that could not come.
    expect(alert.textContent).toBe(ownTexts.kr.language.failed.replace('{{language}}', 'العربية'));
    expect(i18n.language).toBe('kr');
    expect(select.value).toBe('kr');
    expect(document.documentElement.lang).toBe('ckb');
    expect(i18n.t('header.cart')).toBe(ownTexts.kr.header.cart);

    // The next try asks again (i18next alone would not), and switches once the file comes.
    files.missing.clear();
    files.asked.length = 0;
    fireEvent.change(select, { target: { value: 'ar' } });
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(files.asked).toEqual(['/assets/locales/ar/translation.json']);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(select.value).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('header.cart')).toBe(ownTexts.ar.header.cart);
  });

  it('shows the language asked for while its texts come, and the last one picked wins', async () => {
    const { i18n, select, inMenu } = await switcherInKurdish();
    const letArabicCome = files.hold('/assets/locales/ar/translation.json');
    fireEvent.change(select, { target: { value: 'ar' } });
    await waitFor(() => expect(files.asked).toContain('/assets/locales/ar/translation.json'));
    expect(select.value).toBe('ar');
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(i18n.language).toBe('kr');
    // The reader changes their mind before Arabic came, in the other switcher (the phone's
    // menu): English; then Arabic's file arrives.
    fireEvent.change(inMenu, { target: { value: 'en' } });
    await waitFor(() => expect(i18n.language).toBe('en'));
    await arabicComes(letArabicCome, i18n, select);
    expect(i18n.language).toBe('en');
    for (const each of [select, inMenu]) expect(each.value).toBe('en');
    expect(inMenu.getAttribute('aria-busy')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    // And in the same switcher: Arabic held again, then Kurdish.
    const letArabicComeAgain = files.hold('/assets/locales/ar/translation.json');
    i18n.removeResourceBundle('ar', 'translation');
    fireEvent.change(select, { target: { value: 'ar' } });
    await waitFor(() => expect(select.getAttribute('aria-busy')).toBe('true'));
    fireEvent.change(select, { target: { value: 'kr' } });
    await waitFor(() => expect(i18n.language).toBe('kr'));
    await arabicComes(letArabicComeAgain, i18n, select);
    expect(i18n.language).toBe('kr');
    expect(select.value).toBe('kr');
  });

  it('waits for the texts of a screen opened while it switches, and stays when they cannot come', async () => {
    const { i18n, select } = await switcherInKurdish();
    const letEnglishCome = files.hold('/assets/locales/en/translation.json');
    fireEvent.change(select, { target: { value: 'en' } });
    await waitFor(() => expect(files.asked).toContain('/assets/locales/en/translation.json'));
    // A tap on the cart's checkout while English is on its way: the screen's texts come in
    // Kurdish, and join what the switch waits for.
    files.missing.add('/assets/locales/en/screens.json');
    await loadScreenTexts(i18n);
    letEnglishCome();
    await screen.findByRole('alert');
    expect(files.asked).toContain('/assets/locales/en/screens.json');
    expect(i18n.language).toBe('kr');
    expect(i18n.t('checkout.addressTitle')).toBe(ownTexts.kr.checkout.addressTitle);
  });

  it('waits for a screen’s own texts too, and asks three times more when the server cannot answer', async () => {
    const { i18n, select } = await switcherInKurdish();
    await loadScreenTexts(i18n);
    files.asked.length = 0;
    files.busy.add('/assets/locales/en/screens.json');
    fireEvent.change(select, { target: { value: 'en' } });
    await screen.findByRole('alert');
    expect(files.asked.filter((url) => url.endsWith('/en/screens.json'))).toHaveLength(4);
    // The translation file came; the screen's texts did not: a checkout in English would read
    // as keys, so the page stays in Kurdish.
    expect(i18n.language).toBe('kr');
    expect(i18n.t('checkout.addressTitle')).toBe(ownTexts.kr.checkout.addressTitle);
  });

  it('says it loads, and what failed, in the switcher the reader sees as the phone’s menu closes and opens', async () => {
    const { i18n, initI18n } = freshStorefrontI18n();
    await initI18n();
    // The phone's header switcher (hidden under the open menu, as the header says), and the real
    // menu: once opened its contents stay drawn, hidden while it is closed.
    function Page() {
      const [menuOpen, setMenuOpen] = useState(false);
      return (
        <MemoryRouter>
          <TranslatorProvider i18n={i18n}>
            <Suspense fallback={null}>
              <LanguageSwitcher id="switcher" testId="switcher" shown={!menuOpen} />
              <button type="button" onClick={() => setMenuOpen(true)}>
                open the menu
              </button>
              <MobileMenu
                open={menuOpen}
                onClose={() => setMenuOpen(false)}
                customerName={null}
                cartCount={0}
                wishlistCount={0}
                social={{}}
              />
            </Suspense>
          </TranslatorProvider>
        </MemoryRouter>
      );
    }
    render(<Page />);
    const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'open the menu' }));
    const closeMenu = () => fireEvent.click(screen.getByTestId('mobile-menu-close'));
    openMenu();
    const inMenu = await screen.findByTestId<HTMLSelectElement>('mobile-language-switcher');
    const header = screen.getByTestId<HTMLSelectElement>('switcher');
    const arabic = '/assets/locales/ar/translation.json';
    const loading = ownTexts.kr.language.loading.replace('{{language}}', 'العربية');
    const failed = ownTexts.kr.language.failed.replace('{{language}}', 'العربية');
    const letArabicCome = files.hold(arabic);
    fireEvent.change(inMenu, { target: { value: 'ar' } });
    await waitFor(() => expect(files.asked).toContain(arabic));
    // Both show Arabic asked for; the one picked in says so to a screen reader, once.
    expect(header.value).toBe('ar');
    expect(header.getAttribute('aria-busy')).toBe('true');
    await waitFor(() =>
      expect(screen.getByTestId('mobile-language-switcher-loading').textContent).toBe(loading),
    );
    expect(screen.getByTestId('switcher-loading').textContent).toBe('');

    // The menu closes (its switcher stays drawn, hidden) before Arabic's texts come, and then
    // they cannot: the header's switcher speaks for the switch now, and says what happened.
    closeMenu();
    expect(screen.getByTestId('mobile-language-switcher')).toBe(inMenu);
    await waitFor(() => expect(screen.getByTestId('switcher-loading').textContent).toBe(loading));
    expect(screen.getByTestId('mobile-language-switcher-loading').textContent).toBe('');
    files.missing.add(arabic);
    letArabicCome();
    const alert = await screen.findByTestId('switcher-failed');
    expect(alert.textContent).toBe(failed);
    expect(screen.queryByTestId('mobile-language-switcher-failed')).toBeNull();
    expect(screen.getByTestId('switcher-loading').textContent).toBe('');
    expect(header.value).toBe('kr');
    expect(inMenu.value).toBe('kr');
    expect(i18n.language).toBe('kr');

    // Reopened, the menu shows it (the header's is under the menu); closed, the header again;
    // put away, it is gone.
    openMenu();
    expect((await screen.findByTestId('mobile-language-switcher-failed')).textContent).toBe(failed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    closeMenu();
    await screen.findByTestId('switcher-failed');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('switcher-failed-close'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    openMenu();

    // A pick in the open menu that fails is said in the menu.
    files.missing.add('/assets/locales/en/translation.json');
    fireEvent.change(inMenu, { target: { value: 'en' } });
    expect((await screen.findByTestId('mobile-language-switcher-failed')).textContent).toBe(
      ownTexts.kr.language.failed.replace('{{language}}', 'English'),
    );
    expect(screen.queryByTestId('switcher-failed')).toBeNull();
  });
});
