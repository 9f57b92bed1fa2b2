import { describe, expect, it } from 'vitest';
import { withSharedTranslations } from '@chapkhana/web-kit/shared-translations';
import { expectSameAsI18next } from '@chapkhana/web-kit/testing/same-as-i18next';
import { ownTexts } from '@/testing/served-locales';

describe('the translator (web-kit) on the storefront’s files', () => {
  it('reads every text of the three languages as i18next did', () => {
    const compared = expectSameAsI18next({
      kr: withSharedTranslations('kr', ownTexts.kr),
      ar: withSharedTranslations('ar', ownTexts.ar),
      en: withSharedTranslations('en', ownTexts.en),
    });
    expect(compared).toBeGreaterThan(10_000);
  });
});
