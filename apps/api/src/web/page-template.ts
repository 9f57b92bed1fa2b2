import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '@chapkhana/shared/languages';
import { jsonForScript, PAGE_TEXTS_ELEMENT_ID } from '@chapkhana/shared/server-render';

/** The built page's (empty) root element, where a page's markup goes. */
export const ROOT_ELEMENT = '<div id="root"></div>';

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
 *
 * Their `@font-face` rules go into a style element of their own (`#page-fonts`), first in the
 * head: on a slow line public/page-start.js holds the fonts (77 KB) back until the app has taken
 * the page over, so they do not share the line with its scripts (the text is drawn in the
 * fallback font meanwhile, as `font-display: swap` does while they load).
 */
export function inlineStyleSheets(page: string, distDir: string): string {
  const fontFaces: string[] = [];
  const inlined = page.replace(
    /<link rel="stylesheet"[^>]*href="\/(static\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = path.join(distDir, file);
      if (!existsSync(css)) return link;
      const rules = readFileSync(css, 'utf8')
        .replace(/<\/style/gi, '<\\/style')
        .replace(FONT_FACE, (rule) => {
          fontFaces.push(rule);
          return '';
        });
      return `<style>${rules}</style>`;
    },
  );
  if (fontFaces.length === 0) return inlined;
  return inlined.replace(
    CHARSET,
    (charset) => `${charset}<style id="${PAGE_FONTS_ID}">${fontFaces.join('')}</style>`,
  );
}

/** A font's rule in a built (minified) style sheet. */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** The style element holding the fonts' rules (public/page-start.js finds it by this id). */
const PAGE_FONTS_ID = 'page-fonts';

/** The app's entry as Vite writes it in the built page's head, and the chunks it imports at once. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The script run before the app (apps/web public/page-start.js), at the foot of the page. */
const PAGE_START = '<script async src="/page-start.js"></script>';

/** Where page-start.js goes in a drawn page: the first thing in its head after the charset. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * public/page-start.js as the build wrote it, to be written into drawn pages, or undefined when
 * it is not there (or could not sit in a script element).
 */
export function pageStartScript(distDir: string): string | undefined {
  const file = path.join(distDir, 'page-start.js');
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  return /<\/script|<!--/i.test(source) ? undefined : source;
}

/**
 * The content-security-policy source that lets the drawn pages run page-start.js written into
 * them (its SHA-256), or none when it is not built.
 */
export function pageStartScriptHashes(distDir: string): string[] {
  const source = pageStartScript(distDir);
  if (source === undefined) return [];
  return [`'sha256-${createHash('sha256').update(source).digest('base64')}'`];
}

/**
 * The page with the app's scripts started by public/page-start.js once the first view is shown,
 * instead of by tags in its head, for a page the server draws: it paints from its own markup,
 * and its pictures in view come before the scripts (on a phone's network they shared the line,
 * and a phone with the scripts at hand ran them before painting). A page without them is as built.
 *
 * page-start.js itself is written into the head (`source`; its hash is in the page's
 * content-security-policy, `pageStartScriptHashes`), right after the charset and the fonts'
 * rules: as a file of its own it cost a round trip before it could ask for the app (on Slow 3G
 * it ran at 4.3 s, the document was in at 2.6 s), and at the foot of the page it came last.
 * Until it runs, taps are not kept and the app is not asked for. Without `source` it is named,
 * deferred, in its place.
 */
export function startAppOnceSeen(page: string, source?: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry || !page.includes(PAGE_START) || !CHARSET.test(page)) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const data = `data-app="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"`;
  const start =
    source === undefined
      ? `<script defer fetchpriority="high" src="/page-start.js" ${data}></script>`
      : `<script ${data}>${source}</script>`;
  const fonts = new RegExp(`<style id="${PAGE_FONTS_ID}">[^<]*</style>`);
  const stripped = page
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(PAGE_START, '');
  // After the fonts' rules, which page-start.js may hold back before anything is laid out.
  return fonts.test(stripped)
    ? stripped.replace(fonts, (style) => style + start)
    : stripped.replace(CHARSET, (charset) => charset + start);
}

/**
 * The page with its language's translation file written in after its root (and so after the
 * markup and the state the root's slot receives): a drawn page's app starts i18next from it
 * (apps/web lib/i18n.ts) instead of asking for the file. On a phone's slow line the document
 * comes alone, a round trip before anything it names: the ~9 KB (brotli) of texts come in that
 * otherwise idle time instead of sharing the line with the app's scripts, and the take-over
 * waits for them no longer (docs/decisions.md, "The translation file in the drawn page").
 * Without the file (an unbuilt storefront), or with one that is not JSON, the page is left as it is.
 */
export function withPageTexts(page: string, distDir: string, language: Language): string {
  const file = path.join(distDir, 'assets', 'locales', language, 'translation.json');
  if (!existsSync(file) || !page.includes(ROOT_ELEMENT)) return page;
  let texts: string;
  try {
    texts = jsonForScript(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // Not JSON: the page is sent without it, and the browser asks for the file (as readMeta reads it).
    return page;
  }
  const element = `<script type="application/json" id="${PAGE_TEXTS_ELEMENT_ID}" data-language="${language}">${texts}</script>`;
  return page.replace(ROOT_ELEMENT, () => ROOT_ELEMENT + element);
}

/**
 * The files the browser loads apart from the storefront's translation file, beside it: the error
 * texts (web-kit's splitErrorTexts) and the texts of the screens behind sign-in and checkout
 * (web-kit's splitSections, namespace `screens`).
 */
const FILES_APART = ['errors.json', 'screens.json'];

/**
 * The storefront's translations in `language`, whole: its translation file, and the files the
 * browser loads apart (those the build wrote), merged back section by section. The server draws
 * every page with every text, as the browser has them once loaded.
 */
export function readTranslations(webDistDir: string, language: Language): Record<string, unknown> {
  const folder = path.join(webDistDir, 'assets', 'locales', language);
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Record<string, unknown>;
  const merged = read('translation.json');
  for (const name of FILES_APART) {
    if (!existsSync(path.join(folder, name))) continue;
    for (const [key, texts] of Object.entries(read(name))) {
      // Sections only: each file also names the build's texts version (a string, the same).
      if (texts === null || typeof texts !== 'object') continue;
      merged[key] = { ...(merged[key] as object | undefined), ...texts };
    }
  }
  return merged;
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
