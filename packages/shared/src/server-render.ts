import type { Language } from './languages';
import type { PageHead } from './page-head';

/**
 * How the API server renders storefront pages with the storefront's own components: the web
 * app's server build (`apps/web/dist/.server/server-render.js`) exports `createServerRenderer`.
 */

/** A request the page makes to the API while it renders on the server, answered in-process. */
export interface ServerApiRequest {
  method: string;
  /** Path and query under the site's root, such as `/api/home/page-data`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ServerApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /**
   * The body already parsed, when the server keeps it parsed (a kept answer shared by every page
   * drawn from it): deeply frozen, read and never changed.
   */
  data?: unknown;
}

export interface ServerRenderInput {
  /** Path and query of the page, such as `/products?category=Mugs`. */
  url: string;
  language: Language;
  callApi: (request: ServerApiRequest) => Promise<ServerApiResponse>;
}

/**
 * A piece of a page that the pages drawn meanwhile share as it is (the JSON of a kept answer: the
 * categories, ~15 KB): the same object for as long as its answer is kept, so the server encodes
 * and compresses it once, not for every page (apps/api/src/web/filled-page.ts). Written as a
 * string (`join`, a template), it is its text.
 */
export interface SharedPiece {
  readonly shared: string;
  toString(): string;
}

/** A shared piece of `text`; keep it as long as what it was made from, and give it again. */
export function sharedPiece(text: string): SharedPiece {
  return Object.freeze({ shared: text, toString: () => text });
}

export interface ServerRenderOutput {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /**
   * The API answers the page rendered with, as JSON safe to place inside a `<script>` element, in
   * pieces to be written one after the other: the JSON of an answer kept for many pages (the
   * categories) is one shared piece, the same object in each of them, not copied into each page's.
   */
  state: readonly (string | SharedPiece)[];
  /** 404 for an address no route matches, else 200. */
  status: number;
  /**
   * What the page says about itself in `<head>` (title, description, addresses, preview,
   * structured data); absent, the built page's generic title and description stand.
   */
  head?: PageHead;
  /**
   * How many times the page was drawn: 1 when its routes' page data (asked before drawing)
   * covered every read the page made; more when it asked for something they did not name.
   */
  passes: number;
  /**
   * The modules of the parts drawn whose code the browser loads as soon as it hydrates them (in
   * the web app, `partLoadedLater` with `when: 'drawn'` and its `module`: a print product's
   * configurator), as the client build's manifest names them (`src/…`): the page names their
   * scripts with its route's, so they are asked for with the app's first scripts. Absent (a
   * server build older than the API, not built again after an update): none.
   */
  partModules?: readonly string[];
}

export interface ServerRendererOptions {
  /** Each language's translation file, as the browser loads it. */
  translations: Record<Language, Record<string, unknown>>;
  /** The shop's public origin, for links meant to be shared (`https://chapkhana.example`). */
  siteOrigin: string;
}

export interface ServerRenderer {
  /** The page's markup, or null for pages rendered only in the browser (the customer's own). */
  render: (input: ServerRenderInput) => Promise<ServerRenderOutput | null>;
}

export type CreateServerRenderer = (options: ServerRendererOptions) => ServerRenderer;

/** The element that carries `ServerRenderOutput.state` into the page. */
export const SERVER_STATE_ELEMENT_ID = 'chapkhana-state';

/**
 * The element that carries the storefront's translation file, in the page's language (its
 * `data-language`), into a page the server drew: the browser starts i18next from it instead of
 * asking for the file (docs/decisions.md, "The translation file in the drawn page").
 */
export const PAGE_TEXTS_ELEMENT_ID = 'chapkhana-texts';

/**
 * A JSON text made safe for a `<script type="application/json">` element: no `</script>` can
 * close it early, and it reads as the same JSON (`<`, `>`, `&` and the two line separators
 * only occur inside its strings). Five passes with fixed replacements measured faster than one
 * with a function (6.7 against 17 µs on a product page's answer).
 */
export function jsonTextForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Escapes JSON for a `<script type="application/json">` element: no `</script>` can close it early. */
export function jsonForScript(value: unknown): string {
  return jsonTextForScript(JSON.stringify(value));
}

/**
 * Freezes a parsed answer through and through. The server keeps a kept answer parsed for every
 * page drawn from it, so none may change it (a change would show on every other page; frozen, it
 * throws in strict mode instead), and immer, under a page's store, leaves a frozen tree alone
 * instead of walking it for drafts.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
