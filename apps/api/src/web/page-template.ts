import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '@chapkhana/shared/languages';

/** Builds one HTML page per language from the built index.html, so none flashes the wrong direction. */
export function renderPages(webDistDir: string): Record<Language, string> | undefined {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const template = readFileSync(indexPath, 'utf8');
  const pages = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const info = LANGUAGE_INFO[language];
    const { title, description } = readMeta(webDistDir, language);
    pages[language] = template
      .replace(
        /<html[^>]*>/i,
        `<html lang="${info.htmlLang}" dir="${info.dir}" data-language="${language}">`,
      )
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/i,
        (_match, before: string, after: string) =>
          description ? `${before}${escapeHtml(description)}${after}` : _match,
      );
  }
  return pages;
}

/**
 * The page with its style sheets written into it. A server-rendered page paints from its own
 * markup, and its style sheets were the only requests left in the way: on a phone's network each
 * costs a round trip, shared with the scripts loading beside it. (~10 KB compressed.)
 */
export function inlineStyleSheets(page: string, distDir: string): string {
  return page.replace(
    /<link rel="stylesheet"[^>]*href="\/(static\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = path.join(distDir, file);
      if (!existsSync(css)) return link;
      return `<style>${readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );
}

/** The app's entry as Vite writes it in the built page's head, and the chunks it imports at once. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The script run before the app (apps/web public/page-start.js), at the foot of the page. */
const PAGE_START = '<script async src="/page-start.js"></script>';

/** Where page-start.js goes in a drawn page: the first thing in its head after the charset. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The page with the app's scripts started by public/page-start.js once the first view is shown,
 * instead of by tags in its head, for a page the server draws: it paints from its own markup,
 * and its pictures in view come before the scripts (on a phone's network they shared the line,
 * and a phone with the scripts at hand ran them before painting). A page without them is as built.
 *
 * page-start.js itself is named first in the head, deferred (it runs once the markup is parsed)
 * and wanted early: at the foot of the page, behind the inline style sheet, the fonts and the
 * pictures, it came last, and on Slow 3G it ran at 8 s (the document was in at 2.6 s). Until it
 * runs, taps are not kept and the app is not asked for.
 */
export function startAppOnceSeen(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry || !page.includes(PAGE_START) || !CHARSET.test(page)) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const start = `<script defer fetchpriority="high" src="/page-start.js" data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(PAGE_START, '')
    .replace(CHARSET, (charset) => charset + start);
}

export function readTranslations(webDistDir: string, language: Language): Record<string, unknown> {
  const file = path.join(webDistDir, 'assets', 'locales', language, 'translation.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The page's title and description in the language (the built page's own when unreadable). */
function readMeta(webDistDir: string, language: Language): { title: string; description?: string } {
  try {
    const { meta } = readTranslations(webDistDir, language) as {
      meta?: { title?: string; description?: string };
    };
    return { title: meta?.title ?? 'Chapkhana', description: meta?.description };
  } catch {
    return { title: 'Chapkhana' };
  }
}

/** Text made safe for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
