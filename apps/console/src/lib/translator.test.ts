import { describe, expect, it } from 'vitest';
import { withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import { expectSameAsI18next } from '@chapkhana/web-kit/testing/same-as-i18next';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';

describe('the translator (web-kit) on the console’s files', () => {
  it('reads every text of the three languages as i18next did', () => {
    const compared = expectSameAsI18next({
      kr: withSharedTranslations('kr', kr),
      ar: withSharedTranslations('ar', ar),
      en: withSharedTranslations('en', en),
    });
    expect(compared).toBeGreaterThan(10_000);
  });
});
