import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@chapkhana/shared/languages';
import {
  SERVER_STATE_ELEMENT_ID,
  type CreateServerRenderer,
  type ServerApiRequest,
  type ServerApiResponse,
  type ServerRenderer,
  type ServerRenderOutput,
} from '@chapkhana/shared/server-render';

interface WebOptions {
  webDistDir: string;
  consoleDistDir: string;
  uploadsDir: string;
  /** The shop's public origin, for the links a rendered page offers to share. */
  publicUrl: string;
  /** How long a rendered page may be kept (the catalogue's micro-cache, plugins/read-cache.ts). */
  readCacheSeconds: number;
}

/** Builds one HTML page per language from the built index.html, so none flashes the wrong direction. */
function renderPages(webDistDir: string): Record<Language, string> | undefined {
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
function inlineStyleSheets(page: string, distDir: string): string {
  return page.replace(
    /<link rel="stylesheet"[^>]*href="\/(static\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = path.join(distDir, file);
      if (!existsSync(css)) return link;
      return `<style>${readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );
}

function readTranslations(webDistDir: string, language: Language): Record<string, unknown> {
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The language the storefront will settle on, decided the same way its detector does
 * (cookie, then the browser's languages, then Kurdish), so the first paint already has it.
 */
export function pageLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (cookie) return toLanguage(cookie);
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of preferred) {
    const code = tag.toLowerCase().split('-')[0];
    if (code === 'en' || code === 'ar' || code === 'ckb' || code === 'ku') return toLanguage(code);
  }
  return toLanguage(undefined);
}

/** A product page's path; its slug is the first group. */
const PRODUCT_PAGE = /^\/product\/details\/([a-z0-9-]{1,200})$/i;

/**
 * What a storefront page asks for first, fetched while its scripts still load: its translations,
 * and, unless the server rendered the page with its data, the header's categories and the page's
 * own data (home, product). The modes match the app's fetches (translations without credentials,
 * the API with them) so the browser reuses the answers.
 */
export function storefrontPreloads(
  language: Language,
  pagePath: string,
  serverRendered = false,
): string {
  const links: [string, 'anonymous' | 'use-credentials'][] = [
    [`/assets/locales/${language}/translation.json`, 'anonymous'],
  ];
  if (!serverRendered) links.push(...pagePreloads(pagePath));
  return links
    .map(([href, mode]) => `<link rel="preload" href="${href}" as="fetch" crossorigin="${mode}">`)
    .join('');
}

function pagePreloads(pagePath: string): [string, 'use-credentials'][] {
  const links: [string, 'use-credentials'][] = [
    ['/api/home/get-categories-subCategories', 'use-credentials'],
  ];
  if (pagePath === '/') links.push(['/api/home/page-data', 'use-credentials']);
  const slug = PRODUCT_PAGE.exec(pagePath)?.[1];
  if (slug) links.push([`/api/home/product-details/${slug}`, 'use-credentials']);
  // Product and listing pages price in dinars from the current rate.
  if (slug || pagePath === '/products' || pagePath === '/products/search')
    links.push(['/api/get-currencyIQD', 'use-credentials']);
  return links;
}

/**
 * The storefront's server renderer, when the web app's server build is there (`npm run build`
 * writes it to dist/.server; see apps/web/src/app/server-render.tsx and docs/decisions.md).
 */
async function loadServerRenderer(
  app: FastifyInstance,
  webDistDir: string,
  siteOrigin: string,
): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDistDir, '.server', 'server-render.js');
  if (!existsSync(entry)) return undefined;
  try {
    const { createServerRenderer } = (await import(pathToFileURL(entry).href)) as {
      createServerRenderer: CreateServerRenderer;
    };
    const translations = Object.fromEntries(
      LANGUAGES.map((language) => [language, readTranslations(webDistDir, language)]),
    ) as Record<Language, Record<string, unknown>>;
    return createServerRenderer({ translations, siteOrigin });
  } catch (error) {
    // The shop still works without it: every page is sent bare and drawn by the browser.
    app.log.error({ err: error }, `The storefront's server renderer (${entry}) could not load.`);
    return undefined;
  }
}

interface KeptPage {
  generation: number;
  output: ServerRenderOutput | null;
}

/**
 * Rendered pages, kept as the catalogue's answers are (plugins/read-cache.ts): for the same few
 * seconds, and dropped by any write on this copy. A page is drawn as a guest's, so it is the same
 * for every reader of its language.
 */
function renderedPageCache(seconds: number): LRUCache<string, KeptPage> | undefined {
  if (seconds === 0) return undefined;
  return new LRUCache<string, KeptPage>({
    max: 1000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: ({ output }) => (output ? output.html.length + output.state.length : 0) + 64,
    ttl: seconds * 1000,
  });
}

/** What a page adds to the built index.html: links in its head, markup in its root, its status. */
interface PageParts {
  /** The page carries its markup: its style sheets come inline (see `inlineStyleSheets`). */
  rendered: boolean;
  head: string;
  root?: string;
  status?: number;
}

/** The build's manifest (`vite build` with `manifest: true`): each module's chunk and its imports. */
type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

function readManifest(distDir: string): BuildManifest | undefined {
  try {
    return JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as BuildManifest;
  } catch {
    return undefined;
  }
}

/** The route module each storefront page renders first (as in apps/web/src/app/router.tsx). */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/products(\/search)?$/, 'src/app/routes/products.tsx'],
  [/^\/product\/details\/[^/]+$/, 'src/app/routes/product-details.tsx'],
];

/**
 * `modulepreload` links for a page's route chunk and the chunks it imports, worked out once from
 * the build's manifest. The entry asks for them only once it has run; named in the page, they
 * load beside it, one round trip sooner (on a phone's network each round trip before the first
 * paint costs about half a second).
 */
export function routeModulePreloads(
  manifest: BuildManifest | undefined,
): (pagePath: string) => string {
  if (!manifest) return () => '';
  // The entry and its imports are in the page already.
  const inPage = new Set<string>();
  const addWithImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key) || inPage.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) addWithImports(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) addWithImports(key, inPage);
  }
  const links = ROUTE_MODULES.map(([pattern, source]) => {
    const route = new Set<string>();
    addWithImports(source, route);
    const html = [...route]
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
      .join('');
    return [pattern, html] as const;
  });
  return (pagePath) => links.find(([pattern]) => pattern.test(pagePath))?.[1] ?? '';
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * One built single-page app (the storefront at `/`, the console at `/console/`): its files, with
 * fingerprinted bundles under `static/` cached for a year, and its page in the reader's language.
 */
async function serveSpa(
  app: FastifyInstance,
  distDir: string,
  prefix: string,
  missing: string,
  pageParts?: (request: FastifyRequest, language: Language) => Promise<PageParts>,
) {
  const pages = renderPages(distDir);
  const renderedPages =
    pages && pageParts
      ? (Object.fromEntries(
          LANGUAGES.map((language) => [language, inlineStyleSheets(pages[language], distDir)]),
        ) as Record<Language, string>)
      : undefined;
  if (pages) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix,
      index: false,
      wildcard: true,
      cacheControl: false,
      decorateReply: false,
      // The build writes .br/.gz beside each script, style sheet and translation file.
      preCompressed: true,
      // The build's manifest (.vite/) and server renderer (.server/) are for this server, not browsers.
      allowedPath: (pathName) => !/(^|\/)\./.test(pathName),
      setHeaders(res, filePath) {
        // Vite writes fingerprinted bundles under static/; everything else (locales, icons) may change in place.
        const fingerprinted = filePath.startsWith(path.join(distDir, 'static') + path.sep);
        res.setHeader(
          'cache-control',
          fingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) return reply.status(503).type('text/plain; charset=utf-8').send(missing);
    const language = pageLanguage(
      request.cookies[LANGUAGE_COOKIE],
      request.headers['accept-language'],
    );
    const parts = await pageParts?.(request, language);
    let page = parts?.rendered && renderedPages ? renderedPages[language] : pages[language];
    if (parts) {
      page = page.replace('</head>', () => `${parts.head}</head>`);
      if (parts.root) page = page.replace(ROOT_ELEMENT, () => parts.root ?? '');
    }
    return reply
      .status(parts?.status ?? 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(page);
  };
}

/** Serves the storefront and the console (history fallback for any non-API path) and uploaded images. */
export const webApp = fp(async (app: FastifyInstance, options: WebOptions) => {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Upload names never change content (a new image gets a new name), so cache for a year.
    maxAge: '365d',
    immutable: true,
  });

  const routePreloads = routeModulePreloads(readManifest(options.webDistDir));
  const renderer = await loadServerRenderer(app, options.webDistDir, options.publicUrl);
  // The page's API requests are answered in-process, as a guest's (no cookie, no token).
  const callApi = async (apiRequest: ServerApiRequest): Promise<ServerApiResponse> => {
    const answer = await app.inject({
      method: apiRequest.method as 'GET',
      url: apiRequest.url,
      headers: apiRequest.headers,
      ...(apiRequest.body === undefined ? {} : { payload: apiRequest.body }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: answer.statusCode, headers, body: answer.body };
  };
  const keptPages = renderedPageCache(options.readCacheSeconds);
  const renderPage = async (url: string, language: Language) => {
    if (!renderer) return null;
    const key = `${language} ${url}`;
    const generation = app.sharedReadGeneration();
    const kept = keptPages?.get(key);
    if (kept?.generation === generation) return kept.output;
    const output = await renderer.render({ url, language, callApi });
    // A page drawn while something was written may hold the old answers: it is not kept.
    if (app.sharedReadGeneration() === generation) keptPages?.set(key, { generation, output });
    return output;
  };
  /** The storefront page, rendered on the server when it is a public one; else the bare page. */
  const storefrontParts = async (
    request: FastifyRequest,
    language: Language,
  ): Promise<PageParts> => {
    const pagePath = request.url.split('?')[0] ?? '/';
    let rendered = null;
    try {
      rendered = await renderPage(request.url, language);
    } catch (error) {
      // The browser can still draw the page: send the bare one rather than an error.
      request.log.error({ err: error }, 'Rendering the storefront page on the server failed.');
    }
    if (!rendered) {
      return {
        rendered: false,
        head: storefrontPreloads(language, pagePath) + routePreloads(pagePath),
      };
    }
    return {
      rendered: true,
      head: storefrontPreloads(language, pagePath, true),
      root: `<div id="root">${rendered.html}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${rendered.state}</script>`,
      status: rendered.status,
    };
  };
  const sendConsolePage = await serveSpa(
    app,
    options.consoleDistDir,
    '/console/',
    'The console is not built yet: run `npm run build`.',
  );
  const sendStorefrontPage = await serveSpa(
    app,
    options.webDistDir,
    '/',
    'The storefront is not built yet: run `npm run build`.',
    storefrontParts,
  );

  app.get('/', sendStorefrontPage);
  app.get('/console', (_request, reply) => reply.redirect('/console/'));
  app.get('/console/', sendConsolePage);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(url);
    if (isPage)
      return url.startsWith('/console/')
        ? sendConsolePage(request, reply)
        : sendStorefrontPage(request, reply);
    return reply.status(404).send({ error: `No route ${request.method} ${url}.` });
  });
});
