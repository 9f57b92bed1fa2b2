import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { LANGUAGES, type Language } from '@chapkhana/shared/languages';
import type {
  CreateServerRenderer,
  ServerApiRequest,
  ServerApiResponse,
  ServerRenderer,
  ServerRenderOutput,
} from '@chapkhana/shared/server-render';
import { readTranslations } from './page-template';

/**
 * The storefront's server renderer, when the web app's server build is there (`npm run build`
 * writes it to dist/.server; see apps/web/src/rendering/server-render.tsx and docs/decisions.md).
 */
async function loadServerRenderer(
  app: FastifyInstance,
  webDistDir: string,
  siteOrigin: string,
): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDistDir, '.server', 'server-render.js');
  if (!existsSync(entry)) {
    // A storefront built without its server half (`vite build` alone empties dist/.server) still
    // works, every page sent bare, but slower to show and unread by search engines: say so once.
    if (existsSync(path.join(webDistDir, 'index.html')))
      app.log.warn(
        `The storefront's server renderer (${entry}) is missing: every page is sent bare, for the browser to draw. \`npm run build\` writes it.`,
      );
    return undefined;
  }
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

/**
 * Pages drawn at a time. Drawing is work on the one event loop: pages begun side by side finish
 * no sooner, and each holds its answers and its markup meanwhile. With 32 readers at once the
 * collector's share grew until the process drew a quarter fewer pages a second than with two at
 * a time, and the last pages waited three times as long (docs/performance.md). Two: one page's
 * reads are answered while the other is drawn. More cores take more copies of the shop.
 */
const PAGES_DRAWN_AT_ONCE = 2;
/**
 * A reader waits at most this long for a drawn page, turn included: past it (reads hanging on a
 * database that stopped answering, or pages queued behind such), the bare page is sent, which
 * the browser draws. A drawing given up has its further reads refused, so it does not go on
 * asking a struggling database for a page nobody will get.
 */
const DRAWING_GIVES_UP_MS = 5000;
/** Pages waiting for a turn, past which a reader gets the bare page at once (a flood). */
const MOST_PAGES_WAITING = 64;

/** A page not drawn in time or for want of a turn: its reader gets the bare page. */
export class PageNotDrawn extends Error {}

function giveUpAfter<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new PageNotDrawn(`The page was not drawn within ${ms} ms.`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A drawing's page, and whether every read it made was answered, so that it may be kept. */
interface Drawn {
  output: ServerRenderOutput | null;
  keep: boolean;
}

/**
 * An answer a page may be kept with: any but the server's failure (5xx) or a refusal for now
 * (429), which the next drawing may not meet.
 */
const settledAnswer = (status: number) => status < 500 && status !== 429;

interface KeptPage {
  generation: number;
  output: ServerRenderOutput | null;
}

/**
 * Rendered pages, kept as the catalogue's answers are (plugins/cache.ts): for the same few
 * seconds, and dropped by any write on this copy that changes the catalogue. A page is drawn as a guest's, so it is the same
 * for every reader of its language.
 */
function renderedPageCache(seconds: number): LRUCache<string, KeptPage> | undefined {
  if (seconds === 0) return undefined;
  return new LRUCache<string, KeptPage>({
    max: 1000,
    // In bytes, as the pages take them: Kurdish and Arabic text is two bytes a character, and a
    // sent page keeps its compressed forms (spa.ts, up to ~60 KB with Brotli and gzip).
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: ({ output }) =>
      2 *
        (output
          ? output.html.length +
            output.state.reduce((length, piece) => length + String(piece).length, 0) +
            JSON.stringify(output.head ?? null).length
          : 0) +
      (output ? 64 * 1024 : 64),
    ttl: seconds * 1000,
  });
}

/**
 * Draws a public storefront page on the server (null when there is no server build, or the page
 * is the customer's own): its API requests are answered in-process, as a guest's (no cookie, no
 * token) from the reader's address, and the result is kept while no write has changed the
 * catalogue.
 */
export async function pageRenderer(
  app: FastifyInstance,
  options: { webDistDir: string; siteOrigin: string; keepSeconds: number },
): Promise<
  (url: string, language: Language, readerAddress: string) => Promise<ServerRenderOutput | null>
> {
  const renderer = await loadServerRenderer(app, options.webDistDir, options.siteOrigin);
  if (!renderer) return async () => null;
  const callApi = async (
    apiRequest: ServerApiRequest,
    readerAddress: string,
  ): Promise<ServerApiResponse> => {
    // The frame's reads (categories, contacts, the rate) are kept answers on nearly every page:
    // taken as they are, not through a request of their own.
    const kept = apiRequest.method === 'GET' ? app.keptSharedRead(apiRequest.url) : undefined;
    if (kept)
      return {
        status: 200,
        headers: { 'content-type': kept.contentType },
        body: kept.body,
        data: app.keptSharedData(kept),
      };
    // From the reader's address, as the browser's own reads would be: a limit per network (the
    // searches a minute) counts the reader's, not one shared by every page the server draws.
    const answer = await app.inject({
      method: apiRequest.method as 'GET',
      url: apiRequest.url,
      remoteAddress: readerAddress,
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
  const keptPages = renderedPageCache(options.keepSeconds);
  const turns = pLimit(PAGES_DRAWN_AT_ONCE);
  const drawInTurn = (url: string, language: Language, readerAddress: string): Promise<Drawn> => {
    if (turns.pendingCount >= MOST_PAGES_WAITING)
      return Promise.reject(new PageNotDrawn('Too many pages are waiting to be drawn.'));
    const deadline = Date.now() + DRAWING_GIVES_UP_MS;
    return turns(async () => {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new PageNotDrawn(`The page waited ${DRAWING_GIVES_UP_MS} ms for a turn.`);
      let givenUp = false;
      let answeredAll = true;
      const reads = async (request: ServerApiRequest) => {
        if (givenUp) throw new PageNotDrawn('The drawing was given up.');
        try {
          const answer = await callApi(request, readerAddress);
          if (!settledAnswer(answer.status)) answeredAll = false;
          return answer;
        } catch (error) {
          answeredAll = false;
          throw error;
        }
      };
      try {
        const output = await giveUpAfter(renderer.render({ url, language, callApi: reads }), left);
        return { output, keep: answeredAll };
      } catch (error) {
        givenUp = true;
        throw error;
      }
    });
  };
  // Readers of one address at the same moment (a link just shared) wait for one drawing.
  const drawing = new Map<string, { generation: number; output: Promise<Drawn> }>();
  return async (url, language, readerAddress) => {
    const key = `${language} ${url}`;
    const generation = app.sharedReadGeneration();
    const kept = keptPages?.get(key);
    if (kept?.generation === generation) return kept.output;
    const under = drawing.get(key);
    if (under?.generation === generation) return (await under.output).output;
    const entry = { generation, output: drawInTurn(url, language, readerAddress) };
    drawing.set(key, entry);
    try {
      const { output, keep } = await entry.output;
      // A page drawn while something was written may hold the old answers, and one drawn with a
      // read that failed (a database that did not answer) says so: neither is kept.
      if (keep && app.sharedReadGeneration() === generation)
        keptPages?.set(key, { generation, output });
      return output;
    } finally {
      if (drawing.get(key) === entry) drawing.delete(key);
    }
  };
}
