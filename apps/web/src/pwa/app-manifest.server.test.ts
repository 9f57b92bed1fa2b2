import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@chapkhana/shared/languages';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';
import { appManifest, THEME_COLOR } from './app-manifest';

const translations = { kr, ar, en };

describe('the web app manifest', () => {
  it.each([
    ['kr', 'ckb', 'rtl'],
    ['ar', 'ar', 'rtl'],
    ['en', 'en', 'ltr'],
  ] as const)('is in the reader’s language and direction (%s)', (language, lang, dir) => {
    const manifest = appManifest(language, translations[language]);
    expect(manifest).toMatchObject({ lang, dir });
    expect(manifest.name).toBe(translations[language].app.name);
    expect(manifest.short_name).toBe(translations[language].app.shortName);
    expect(manifest.description).toBe(translations[language].app.description);
    // The installed app opens in the language it was installed in.
    expect(new URL(manifest.start_url, 'https://shop.example').searchParams.get('lng')).toBe(
      language,
    );
  });

  it('names one app in every language, installable as Chrome asks', () => {
    const manifests = LANGUAGES.map((language) => appManifest(language, translations[language]));
    expect(new Set(manifests.map((manifest) => manifest.id))).toEqual(new Set(['/']));
    for (const manifest of manifests) {
      expect(manifest).toMatchObject({ scope: '/', display: 'standalone' });
      expect(manifest.theme_color).toBe(THEME_COLOR);
      // start_url is inside the scope, on the shop's own origin.
      expect(manifest.start_url.startsWith('/')).toBe(true);
      // A home-screen name fits under an icon.
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      const icon = (size: string, purpose: string) =>
        manifest.icons.some((i) => i.sizes === size && i.purpose === purpose);
      expect(icon('192x192', 'any') && icon('512x512', 'any') && icon('512x512', 'maskable')).toBe(
        true,
      );
    }
    // The names differ by language: each file's own, not one copied into the others.
    expect(new Set(manifests.map((manifest) => manifest.name)).size).toBe(3);
  });
});
