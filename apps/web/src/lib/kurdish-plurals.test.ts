import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import { countedTexts, flattenTranslations } from '@chapkhana/web-kit/testing/translation-files';
import { freshStorefrontI18n, ownTexts, servedLocales } from '@/testing/served-locales';

/**
 * A counted text (`print.cheaperAtMore_one`, `_other`) is chosen by the plural rules of the
 * reading language. The shop's code for Sorani, `kr`, is Kanuri's, which has no rules: left to
 * itself, `Intl.PluralRules('kr')` takes the rules of the phone's own language. These tests play
 * phones set to other languages: their `Intl.PluralRules` falls back to the phone's language for
 * a code it has no rules for, as the browser's does.
 */
const RealPluralRules = Intl.PluralRules;

function phoneSetTo(language: string): void {
  class PhonePluralRules extends RealPluralRules {
    constructor(locales?: string | string[], options?: Intl.PluralRulesOptions) {
      const known = RealPluralRules.supportedLocalesOf(locales ?? []).length > 0;
      super(known ? locales : language, options);
    }
  }
  putPluralRules(PhonePluralRules as typeof Intl.PluralRules);
}

/** Puts `rules` in `Intl` (a read-only property to TypeScript, writable to the runtime). */
function putPluralRules(rules: typeof Intl.PluralRules): void {
  Object.defineProperty(Intl, 'PluralRules', { value: rules, writable: true, configurable: true });
}

const files = servedLocales();

beforeEach(() => {
  vi.stubGlobal('fetch', files.fetch);
  document.documentElement.dataset.language = 'kr';
});

afterEach(() => {
  putPluralRules(RealPluralRules);
  files.reset();
});

describe('counted texts on a Kurdish page', () => {
  const kurdish = withSharedTranslations('kr', ownTexts.kr) as Record<string, unknown>;
  const kurdishTexts = flattenTranslations(kurdish);
  /** The text read at `key` (a form's key or the counted text's own), if the file has one. */
  const textAt = (key: string) => {
    const text = kurdishTexts.get(key);
    return typeof text === 'string' ? text : undefined;
  };
  // A counted text is one English writes in its `_one` form (a key may end in `_other` by name).
  const english = countedTexts(flattenTranslations(withSharedTranslations('en', ownTexts.en)));
  const counted = [...english].filter(([, forms]) => forms.has('one')).map(([key]) => key);
  const sorani = new RealPluralRules('ckb');
  const COUNTS = [0, 1, 2, 3, 7, 11, 50, 100, 102, 250];

  it('finds the Kurdish file’s counted texts to check', () => {
    expect(counted).toContain('print.cheaperAtMore');
    expect(counted.length).toBeGreaterThan(5);
  });

  it.each(['ar-IQ', 'fa-IR', 'ru-RU', 'en-US'])(
    'reads each by Sorani’s rules on a phone set to %s, never its key',
    async (phone) => {
      phoneSetTo(phone);
      const { i18n, initI18n } = freshStorefrontI18n();
      await initI18n();
      expect(i18n.language).toBe('kr');
      // The texts served apart too (the screens' and the errors'): every counted text is here.
      i18n.addResourceBundle('kr', 'translation', kurdish, true, true);
      for (const key of counted) {
        for (const count of COUNTS) {
          const form = `${key}_${sorani.select(count)}`;
          const written = textAt(form) ?? textAt(key);
          expect(written, `${form} or ${key} in the Kurdish file`).toBeDefined();
          const values = { count, sides: 2, total: '1,000', than: 9, max: 5 };
          const expected = (written ?? '').replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
            name in values ? String(values[name as keyof typeof values]) : whole,
          );
          expect(i18n.t(key as never, values), `${key} with ${count} on ${phone}`).toBe(expected);
        }
      }
    },
  );
});
