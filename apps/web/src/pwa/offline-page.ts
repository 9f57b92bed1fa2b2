import { LANGUAGE_INFO, type Language } from '@chapkhana/shared/languages';
import { escapeHtml } from '@chapkhana/shared/text';
import { THEME_COLOR } from './app-manifest';

/** The translation file's texts the offline page shows. */
export interface OfflineTexts {
  brand: { name: string };
  offline: {
    title: string;
    heading: string;
    body: string;
    stillWorks: string;
    retry: string;
    home: string;
  };
}

/** The plain script behind the page's retry button (public/offline-retry.js; no inline scripts). */
export const OFFLINE_SCRIPT = '/offline-retry.js';

/**
 * The page the service worker shows when there is no network and the address was never kept
 * (served at `offlinePagePath(language)`, precached). It is the shop's own page: its language
 * and direction, its style sheets (for the fonts and colours), and a way to try again.
 */
export function offlinePage(
  language: Language,
  texts: OfflineTexts,
  styleSheets: readonly string[],
): string {
  const { htmlLang, dir } = LANGUAGE_INFO[language];
  const t = texts.offline;
  const links = styleSheets
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  return `<!doctype html>
<html lang="${htmlLang}" dir="${dir}" data-language="${language}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${links}
<script defer src="${OFFLINE_SCRIPT}"></script>
</head>
<body>
<main class="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center px-6 py-12 text-center" data-testid="offline-page">
<img src="/icons/icon-192.png" width="88" height="88" alt="" class="rounded-2xl">
<p class="mt-3 text-lg font-bold text-brand-700">${escapeHtml(texts.brand.name)}</p>
<h1 class="mt-8 text-2xl font-bold text-slate-900">${escapeHtml(t.heading)}</h1>
<p class="mt-4 text-slate-700">${escapeHtml(t.body)}</p>
<p class="mt-3 text-slate-600">${escapeHtml(t.stillWorks)}</p>
<div class="mt-8 flex flex-wrap justify-center gap-3">
<button type="button" data-retry data-testid="offline-retry" class="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">${escapeHtml(t.retry)}</button>
<a href="/?lng=${language}" class="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100">${escapeHtml(t.home)}</a>
</div>
</main>
</body>
</html>
`;
}
