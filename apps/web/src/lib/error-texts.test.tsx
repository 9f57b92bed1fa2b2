import { act, render, screen } from '@testing-library/react';
import {
  createTranslator,
  TranslatorProvider,
  type Translator as I18n,
} from '@chapkhana/web-kit/translator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_TEXTS_KEPT,
  SHARED_TRANSLATIONS,
  splitErrorTexts,
  withSharedTranslations,
} from '@chapkhana/web-kit/shared-translations';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { hasErrorTexts, loadErrorTexts, useErrorTexts } from '@/lib/error-texts';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';

const own = { en, kr, ar };
const LANGUAGES = ['en', 'kr', 'ar'] as const;

/** The storefront's translation file as served: everything but the error texts. */
function pageInstance(): I18n {
  return createTranslator({
    lng: 'kr',
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { translation: splitErrorTexts(withSharedTranslations(language, own[language])).page },
      ]),
    ),
  });
}

const errorsOf = (language: (typeof LANGUAGES)[number]) =>
  splitErrorTexts(withSharedTranslations(language, own[language])).errors;

afterEach(() => vi.unstubAllGlobals());

describe('the error texts apart from the translation file', () => {
  it('cuts every language in two that merge back into the file as served whole', () => {
    for (const language of LANGUAGES) {
      const whole = withSharedTranslations(language, own[language]);
      const { page, errors } = splitErrorTexts(whole);
      expect(Object.keys(page.apiErrors as object).sort()).toEqual([...ERROR_TEXTS_KEPT].sort());
      expect(page).not.toHaveProperty('fieldErrors');
      expect(errors.fieldErrors).toEqual(SHARED_TRANSLATIONS[language].fieldErrors);
      expect({
        ...page,
        ...errors,
        apiErrors: { ...(page.apiErrors as object), ...errors.apiErrors },
      }).toEqual(whole);
    }
  });

  it('loads a language’s error texts once, beside its translations', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(errorsOf('kr')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const i18n = pageInstance();
    expect(hasErrorTexts(i18n, 'kr')).toBe(false);
    expect(i18n.t('apiErrors.unreachable')).toBe(SHARED_TRANSLATIONS.kr.apiErrors.unreachable);
    await Promise.all([loadErrorTexts(i18n), loadErrorTexts(i18n, 'kr')]);
    await loadErrorTexts(i18n);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/assets/locales/kr/errors.json');
    expect(i18n.t('fieldErrors.required')).toBe(SHARED_TRANSLATIONS.kr.fieldErrors.required);
    expect(i18n.t('apiErrors.server_error')).toBe(SHARED_TRANSLATIONS.kr.apiErrors.server_error);
  });

  it('asks again after a load that failed (offline), and settles meanwhile', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    const i18n = pageInstance();
    await loadErrorTexts(i18n);
    expect(hasErrorTexts(i18n, 'kr')).toBe(false);
    vi.stubGlobal('fetch', async () => Response.json(errorsOf('kr')));
    await loadErrorTexts(i18n);
    expect(hasErrorTexts(i18n, 'kr')).toBe(true);
  });

  it('draws a component that shows an error again once its texts are in', async () => {
    let arrive: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (arrive = resolve)));
    const i18n = pageInstance();
    function Problem() {
      const { t } = useTranslation();
      useErrorTexts();
      return <p data-testid="problem">{t('apiErrors.cart_empty')}</p>;
    }
    render(
      <TranslatorProvider i18n={i18n}>
        <Problem />
      </TranslatorProvider>,
    );
    expect(screen.getByTestId('problem').textContent).toBe('apiErrors.cart_empty');
    await act(async () => {
      arrive(Response.json(errorsOf('kr')));
      await loadErrorTexts(i18n);
    });
    expect(screen.getByTestId('problem').textContent).toBe(
      SHARED_TRANSLATIONS.kr.apiErrors.cart_empty,
    );
  });
});
