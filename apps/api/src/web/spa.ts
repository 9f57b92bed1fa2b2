import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, isLanguage, type Language } from '@chapkhana/shared/languages';
import { acceptedEncoding, SentText, takesGzip } from '../lib/compression';
import { cutPage, fillPage, gzipOf, pageEtag, type CutPage, type PageParts } from './filled-page';
import { revalidatedEveryTime } from './installable-app';
import { pageLanguage } from './language';
import {
  inlineStyleSheets,
  pageStartScript,
  renderPages,
  startAppOnceSeen,
  withPageTexts,
} from './page-template';
import { leaveOffDocumentHeaders } from './subresource-headers';

/** As the browser's detector writes the language cookie (web-kit i18n): a year, the whole site. */
const LANGUAGE_COOKIE_OPTIONS = {
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
  sameSite: 'lax',
} as const;

/**
 * One built single-page app (the storefront at `/`, the console at `/console/`): its files, with
 * fingerprinted bundles under `static/` cached for a year, and its page in the reader's language.
 */
export async function serveSpa(
  app: FastifyInstance,
  distDir: string,
  prefix: string,
  missing: string,
  pageParts?: (request: FastifyRequest, language: Language) => Promise<PageParts>,
) {
  const pages = renderPages(distDir);
  const pageStart = pageParts ? pageStartScript(distDir) : undefined;
  /** Each language's page cut for its parts: bare, or rendered (style sheets and translations inline, the app started once the page is seen), with or without its own head. */
  const cutPages =
    pages &&
    (Object.fromEntries(
      LANGUAGES.map((language) => {
        const rendered = pageParts
          ? withPageTexts(
              startAppOnceSeen(inlineStyleSheets(pages[language], distDir), pageStart),
              distDir,
              language,
            )
          : pages[language];
        return [
          language,
          {
            bare: cutPage(pages[language], false),
            rendered: { plain: cutPage(rendered, false), withMeta: cutPage(rendered, true) },
          },
        ];
      }),
    ) as Record<Language, { bare: CutPage; rendered: Record<'plain' | 'withMeta', CutPage> }>);
  if (pages) {
    // In a scope of their own, so that only the files' answers pass leaveOffDocumentHeaders.
    await app.register(async (files) => {
      files.addHook('onSend', leaveOffDocumentHeaders);
      await files.register(fastifyStatic, {
        root: distDir,
        prefix,
        index: false,
        cacheControl: false,
        decorateReply: false,
        // The build writes .br/.gz beside each script, style sheet and translation file.
        preCompressed: true,
        // A route for each file the build wrote, found once at start: a page's address goes
        // straight to the page instead of being looked for on disk first.
        wildcard: false,
        // The build's manifest (.vite/) and server renderer (.server/) are for this server, not browsers.
        allowedPath: (pathName) => !/(^|\/)\./.test(pathName),
        setHeaders(res, filePath) {
          // Vite writes fingerprinted bundles under static/; everything else (locales, icons) may
          // change in place, and the service worker and the manifests must be current at once.
          const fingerprinted = filePath.startsWith(path.join(distDir, 'static') + path.sep);
          res.setHeader(
            'cache-control',
            fingerprinted
              ? 'public, max-age=31536000, immutable'
              : revalidatedEveryTime(distDir, filePath)
                ? 'no-cache'
                : 'public, max-age=300',
          );
        },
      });
    });
  }
  /** Pages kept by their parts (a kept page's parts come back the same object). */
  const sentPages = new WeakMap<PageParts, SentText>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages || !cutPages)
      return reply.status(503).type('text/plain; charset=utf-8').send(missing);
    const addressLanguage = (request.query as { lng?: unknown } | undefined)?.lng;
    const language = pageLanguage(
      request.cookies[LANGUAGE_COOKIE],
      request.headers['accept-language'],
      addressLanguage,
    );
    // A language chosen in the address is kept, as the switcher keeps it (docs/design.md §7); the
    // browser's detector reads and rewrites the same cookie, so it is not httpOnly.
    if (isLanguage(addressLanguage) && request.cookies[LANGUAGE_COOKIE] !== addressLanguage)
      reply.setCookie(LANGUAGE_COOKIE, addressLanguage, LANGUAGE_COOKIE_OPTIONS);
    const parts = await pageParts?.(request, language);
    const status = parts?.status ?? 200;
    reply
      .status(status)
      // A page drawn while its own read failed (503) is not kept anywhere: the next visit asks anew.
      .header('cache-control', status >= 500 ? 'no-store' : 'no-cache')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    const cut = cutPages[language];
    if (!parts) return reply.send(pages[language]);
    if (!parts.rendered) return reply.send(fillPage(cut.bare, parts).bytes);
    let sent = sentPages.get(parts);
    if (!sent) {
      const page = parts.meta ? cut.rendered.withMeta : cut.rendered.plain;
      const filled = fillPage(page, parts);
      // Where the parts land, not the bytes: the sent page lets its first bytes go once read.
      const { partsAt, sharedAt } = filled;
      sent = new SentText(() => fillPage(page, parts).bytes, {
        bytes: filled.bytes,
        etag: pageEtag(page, filled),
        // The same parts land in the same places in every making of the page.
        gzipQuickly: (bytes) => gzipOf(page, { bytes, partsAt, sharedAt }),
      });
      sentPages.set(parts, sent);
    }
    // The ETag is set, so @fastify/etag only answers 304; the encoding is, so @fastify/compress
    // leaves the body alone.
    reply.header('etag', sent.etag);
    const accepted = request.headers['accept-encoding'];
    const encoding = acceptedEncoding(accepted);
    if (!encoding) return reply.send(sent.text);
    const form = await sent.encodedFor(encoding, takesGzip(accepted));
    return reply.header('content-encoding', form.encoding).send(form.body);
  };
}
