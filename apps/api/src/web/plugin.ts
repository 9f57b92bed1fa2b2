import { apiErrorSentence } from '@chapkhana/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Language } from '@chapkhana/shared/languages';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderOutput } from '@chapkhana/shared/server-render';
import { installableAppLinks } from './installable-app';
import {
  moduleFiles,
  readManifest,
  routeModuleFiles,
  routeModulePreloads,
  storefrontPreloads,
} from './preloads';
import { pageHeadHtml } from './page-head';
import { escapeHtml } from './page-template';
import { PageNotDrawn, pageRenderer } from './renderer';
import { shareImageRoutes } from './share-images';
import { leaveOffDocumentHeaders } from './subresource-headers';
import type { PageParts } from './filled-page';
import { serveSpa } from './spa';

interface WebOptions {
  webDistDir: string;
  consoleDistDir: string;
  uploadsDir: string;
  /** The shop's public origin, for the links a rendered page offers to share. */
  publicUrl: string;
  /** How long a rendered page may be kept (the catalogue's micro-cache, plugins/cache.ts). */
  readCacheSeconds: number;
  /**
   * Other origins may embed the pictures under /uploads (CORS_ORIGINS is set): they are sent
   * with `Cross-Origin-Resource-Policy: cross-origin` instead of helmet's `same-origin`.
   */
  embeddablePictures: boolean;
}

/** Serves the storefront and the console (history fallback for any non-API path) and uploaded images. */
export const webApp = fp(async (app: FastifyInstance, options: WebOptions) => {
  // In a scope of their own, so that only the files' answers pass leaveOffDocumentHeaders.
  await app.register(async (files) => {
    files.addHook('onSend', leaveOffDocumentHeaders);
    await files.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // Upload names never change content (a new image gets a new name), so cache for a year.
      maxAge: '365d',
      immutable: true,
    });
  });
  shareImageRoutes(app, options.uploadsDir);

  if (options.embeddablePictures) {
    // CORP cannot name origins, so any page may embed them: they are the catalogue's public
    // pictures, shown to anyone who opens their address. Customers' artwork and proofs are
    // never under /uploads (lib/private-files.ts).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/uploads/'))
        reply.header('cross-origin-resource-policy', 'cross-origin');
    });
  }

  const manifest = readManifest(options.webDistDir);
  const routePreloads = routeModulePreloads(manifest);
  const routeFiles = routeModuleFiles(manifest);
  const partFiles = moduleFiles(manifest);
  const renderPage = await pageRenderer(app, {
    webDistDir: options.webDistDir,
    siteOrigin: options.publicUrl,
    keepSeconds: options.readCacheSeconds,
  });
  /** A kept page's parts, made once: spa.ts sends the same parts as it sent them first. */
  const renderedParts = new WeakMap<ServerRenderOutput, PageParts>();
  /** The storefront page, rendered on the server when it is a public one; else the bare page. */
  const storefrontParts = async (
    request: FastifyRequest,
    language: Language,
  ): Promise<PageParts> => {
    const pagePath = request.url.split('?')[0] ?? '/';
    let rendered = null;
    try {
      rendered = await renderPage(request.url, language, request.ip);
    } catch (error) {
      // The browser can still draw the page: send the bare one rather than an error.
      if (error instanceof PageNotDrawn) request.log.warn({ err: error }, 'Sent the bare page.');
      else request.log.error({ err: error }, 'Rendering the storefront page on the server failed.');
    }
    if (!rendered) {
      return {
        rendered: false,
        head:
          installableAppLinks(language) +
          storefrontPreloads(language, pagePath) +
          routePreloads(pagePath),
      };
    }
    let parts = renderedParts.get(rendered);
    if (!parts) {
      // Its route's chunks and those of the parts it drew that the app loads at once, asked for
      // with the app's entry (public/page-start.js).
      const partChunks = partFiles(rendered.partModules ?? []);
      const chunks = [...new Set([...routeFiles(pagePath), ...partChunks])];
      const preload = chunks.length ? ` data-preload="${escapeHtml(chunks.join(' '))}"` : '';
      parts = {
        rendered: true,
        head: installableAppLinks(language),
        root: [
          `<div id="root"${preload}>`,
          rendered.html,
          `</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`,
          ...rendered.state,
          '</script>',
        ],
        status: rendered.status,
        ...(rendered.head ? { meta: pageHeadHtml(rendered.head, options.publicUrl) } : {}),
      };
      renderedParts.set(rendered, parts);
    }
    return parts;
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
    if (isPage && url.startsWith('/console/')) return sendConsolePage(request, reply);
    if (isPage) {
      const oneAddress = withoutTrailingSlash(request.url);
      return oneAddress ? reply.redirect(oneAddress, 308) : sendStorefrontPage(request, reply);
    }
    return reply.status(404).send({
      error: apiErrorSentence('route_not_found', { method: request.method, url }),
      code: 'route_not_found',
      params: { method: request.method, url },
    });
  });
});

/**
 * A storefront address asked for with a trailing slash (`/about/`, `/products/search/?q=…`), as
 * its page's one address: the same path without it, the query kept. Each page has one address,
 * as its canonical link says and as the route table names it (a slash more drew the page with
 * `/about/` as its canonical address, and named none of its route's chunks). Undefined for an
 * address without one, and for one that would start with two slashes, which a browser reads as
 * another site's (`//evil.example/` stays as it was asked, and draws the not-found page).
 */
export function withoutTrailingSlash(url: string): string | undefined {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // A request line may name a whole address (`GET http://evil.example/x/`): only a path is ours.
  if (!path.startsWith('/') || !path.endsWith('/')) return undefined;
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '' || /^[\\/]{2}|^\/\\/.test(trimmed)) return undefined;
  return trimmed + (query === -1 ? '' : url.slice(query));
}
