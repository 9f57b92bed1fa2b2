import { SHOP_ICON_512_PATH } from '@chapkhana/shared/installable-app';
import { LANGUAGE_INFO, type Language } from '@chapkhana/shared/languages';

/** The shop's colour (the header's, `<meta name="theme-color">` in index.html). */
export const THEME_COLOR = '#0f766e';
/** The page's background (base.css: slate-50), shown while an installed app starts. */
export const BACKGROUND_COLOR = '#f8fafc';

/** What a manifest says about the app in the language of its translation file's `app` texts. */
export interface AppTexts {
  app: { name: string; shortName: string; description: string };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
}

/** Drawn by apps/web/scripts/app-icons.mjs into public/icons/. */
const ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: SHOP_ICON_512_PATH, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The web app manifest in a language (served at `appManifestPath(language)`): its names and
 * direction are the reader's, and the installed app opens in the language it was installed in.
 * The `id` is the same in every language, so one installed app is one app whichever page
 * installed it.
 */
export function appManifest(language: Language, texts: AppTexts): WebAppManifest {
  const info = LANGUAGE_INFO[language];
  return {
    id: '/',
    name: texts.app.name,
    short_name: texts.app.shortName,
    description: texts.app.description,
    lang: info.htmlLang,
    dir: info.dir,
    start_url: `/?lng=${language}&source=pwa`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'business'],
    icons: ICONS,
  };
}
