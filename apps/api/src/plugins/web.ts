import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_INFO,
  LANGUAGES,
  toLanguage,
  type Language,
} from '@chapkhana/shared/languages';

interface WebOptions {
  webDistDir: string;
  consoleDistDir: string;
  uploadsDir: string;
}

/** Builds one HTML page per language from the built index.html, so none flashes the wrong direction. */
function renderPages(webDistDir: string): Record<Language, string> | undefined {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const template = readFileSync(indexPath, 'utf8');
  const pages = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const info = LANGUAGE_INFO[language];
    const title = readTitle(webDistDir, language);
    pages[language] = template
      .replace(/<html[^>]*>/i, `<html lang="${info.htmlLang}" dir="${info.dir}">`)
      .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)}</title>`);
  }
  return pages;
}

function readTitle(webDistDir: string, language: Language): string {
  try {
    const file = path.join(webDistDir, 'assets', 'locales', language, 'translation.json');
    const translations = JSON.parse(readFileSync(file, 'utf8')) as { meta?: { title?: string } };
    return translations.meta?.title ?? 'Chapkhana';
  } catch {
    return 'Chapkhana';
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
 * the header's categories and the page's own data (home, product). The modes match the app's
 * fetches (translations without credentials, the API with them) so the browser reuses the answers.
 */
export function storefrontPreloads(language: Language, pagePath: string): string {
  const links: [string, 'anonymous' | 'use-credentials'][] = [
    [`/assets/locales/${language}/translation.json`, 'anonymous'],
    ['/api/home/get-categories-subCategories', 'use-credentials'],
  ];
  if (pagePath === '/') links.push(['/api/home/page-data', 'use-credentials']);
  const slug = PRODUCT_PAGE.exec(pagePath)?.[1];
  if (slug) links.push([`/api/home/product-details/${slug}`, 'use-credentials']);
  // Product and listing pages price in dinars from the current rate.
  if (slug || pagePath === '/products' || pagePath === '/products/search')
    links.push(['/api/get-currencyIQD', 'use-credentials']);
  return links
    .map(([href, mode]) => `<link rel="preload" href="${href}" as="fetch" crossorigin="${mode}">`)
    .join('');
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

/**
 * One built single-page app (the storefront at `/`, the console at `/console/`): its files, with
 * fingerprinted bundles under `static/` cached for a year, and its page in the reader's language.
 */
async function serveSpa(
  app: FastifyInstance,
  distDir: string,
  prefix: string,
  missing: string,
  preloads?: (language: Language, pagePath: string) => string,
) {
  const pages = renderPages(distDir);
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
      // The build's manifest is for this server (route preloads), not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
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
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) return reply.status(503).type('text/plain; charset=utf-8').send(missing);
    const language = pageLanguage(
      request.cookies[LANGUAGE_COOKIE],
      request.headers['accept-language'],
    );
    const page = preloads
      ? pages[language].replace(
          '</head>',
          `${preloads(language, request.url.split('?')[0] ?? '/')}</head>`,
        )
      : pages[language];
    return reply
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
    (language, pagePath) => storefrontPreloads(language, pagePath) + routePreloads(pagePath),
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
