import { createContext, useContext, useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLocation } from 'react-router';
import { SHARE_IMAGE, shareImageUrl } from '@chapkhana/shared/images';
import { isLanguage, type Language } from '@chapkhana/shared/languages';
import type { PageHead, PageImage } from '@chapkhana/shared/page-head';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import type * as HeadTags from './head-tags';
import { pageSettled } from './page-settled';
import { useSiteOrigin } from '@/lib/site-origin';

/** Takes the page's head while the server renders it (it goes into the page's `<head>`). */
export const PageHeadContext = createContext<((head: PageHead) => void) | undefined>(undefined);

/** What a page says about itself; everything else comes from the shop's own. */
export interface PageHeadInput {
  /** The page's name; the title is "<name> — <shop>". Without one, the shop's own title (home). */
  title?: string;
  /** Without one, the shop's own description. */
  description?: string;
  type?: PageHead['type'];
  image?: PageImage;
  price?: PageHead['price'];
  /** `noindex,follow` for search results. */
  robots?: string;
  /** The query that names the page (a listing's filters and page), without `lng`. */
  query?: string;
  /** A "not found" screen: no address of its own, kept out of the index. */
  notFound?: boolean;
  /**
   * The customer's own page (cart, checkout, account, sign-in): its tab says what it is, but it
   * has no address to share or index, like a "not found" screen.
   */
  personal?: boolean;
  structuredData?: readonly Record<string, unknown>[];
}

/**
 * Whether the page is at the address it was opened at, and that address names no language
 * (`x-default`: the reader's cookie or browser chose it): its canonical address is then that
 * one, for search engines. A page reached through the shop's own links (which carry no `lng`)
 * is in the language the reader has, and names that language's address: the one a phone's
 * share sheet shares. React Router keys the location a page was opened at `default`.
 */
export function openedAtDefaultAddress(location: { search: string; key: string }): boolean {
  return location.key === 'default' && namesNoLanguage(location.search);
}

/** Whether an address's query leaves the language to the reader (no `lng`, or not one of ours). */
export function namesNoLanguage(search: string): boolean {
  return !isLanguage(new URLSearchParams(search).get('lng'));
}

/** The page's whole head in the reading language, from what the page says and the shop's own. */
export function pageHead(
  input: PageHeadInput,
  page: { t: TFunction; language: Language; pathname: string; atDefaultAddress?: boolean },
): PageHead {
  const { t } = page;
  const siteName = t('brand.name');
  const noAddress = input.notFound || input.personal;
  return {
    language: page.language,
    siteName,
    title: input.title ? `${input.title} — ${siteName}` : t('meta.title'),
    description: input.description ?? t('meta.description'),
    type: input.type ?? 'website',
    address: noAddress ? null : input.query ? `${page.pathname}?${input.query}` : page.pathname,
    ...(!noAddress && page.atDefaultAddress ? { atDefaultAddress: true } : {}),
    ...(noAddress ? { robots: 'noindex' } : input.robots ? { robots: input.robots } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.price ? { price: input.price } : {}),
    structuredData: input.structuredData ?? [],
  };
}

/**
 * Gives the page its head (docs/design.md §7, issue 20): while the server renders it, the head goes into
 * the page it sends; in the browser, the document's title, description, canonical address and
 * the rest follow the page as the reader moves and switches language (a phone's share sheet
 * shares the canonical address), and leaving the page puts the shop's own back.
 *
 * `input` may be a function, for a head that takes work to make (a product's prices and
 * structured data): the browser makes it after the page is drawn (in an effect), never in the
 * drawing itself, so hydrating a page the server drew, whose head is already the page's, does
 * not make it in its one long task (docs/performance.md, 2026-12-06, later).
 */
export function usePageHead(input: PageHeadInput | (() => PageHeadInput)): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { pathname } = location;
  const atDefaultAddress = openedAtDefaultAddress(location);
  const siteOrigin = useSiteOrigin();
  const page = { t, language, pathname, atDefaultAddress };
  const report = useContext(PageHeadContext);
  // The server only reports (its render has no effects).
  report?.(pageHead(made(input), page));
  const written = useRef<string | undefined>(undefined);
  // Where the page was at its last drawing, for leaving it.
  const last = useRef({ page, siteOrigin });
  // After every drawing; written only when it changed, compared as text: a page hands a new
  // object on every render, the same head most of the time.
  useEffect(() => {
    if (report) return;
    last.current = { page, siteOrigin };
    const own = JSON.stringify(pageHead(made(input), page));
    if (own === written.current) return;
    written.current = own;
    writeHead((code) => code.writePageHead(JSON.parse(own) as PageHead, siteOrigin));
  });
  // Leaving the page: the shop's own head, in the language and at the address of that moment.
  useEffect(
    () => () => {
      if (report) return;
      const { page: at, siteOrigin: origin } = last.current;
      writeHead((code) => code.writePageHead(pageHead({}, at), origin, { withoutAddress: true }));
    },
    [report],
  );
}

/** What a page says about itself, made now when it was handed over as a function. */
const made = (input: PageHeadInput | (() => PageHeadInput)): PageHeadInput =>
  typeof input === 'function' ? input() : input;

/** The tab title of the customer's own page: "<title> — <shop>", in the reading language. */
export function useOwnPageTitle(title: string): void {
  usePageHead({ title, personal: true });
}

type HeadTagsCode = typeof HeadTags;

/** The head's writes, one after another in the order the pages asked for them. */
let written: Promise<unknown> = Promise.resolve();
let headTagsCode: Promise<HeadTagsCode> | undefined;

/**
 * Writes the document's head with the code that does it (rendering/head-tags.ts), fetched once the page
 * has first settled: the head the server wrote is the page's own until then, so the first view
 * does not wait for that code. Writes keep their order (a page left, the next one shown).
 */
function writeHead(write: (code: HeadTagsCode) => void): void {
  const code = (headTagsCode ??= pageSettled().then(() => import('./head-tags')));
  // One failed write (or the code not loading) leaves the next ones to be tried.
  written = written.then(() => code.then(write)).catch(() => undefined);
}

/** Resolves once the head's writes asked for so far are done (for tests). */
export function headWritten(): Promise<unknown> {
  return written;
}

/**
 * The picture a shared link shows for an uploaded picture: its 1200×630 JPEG (WhatsApp and
 * Facebook read WebP poorly; see `shareImageUrl`), or the picture itself when it is not an upload.
 */
export function sharedPicture(url: string | undefined, alt: string): PageImage | undefined {
  if (!url) return undefined;
  const share = shareImageUrl(url);
  return share ? { url: share, ...SHARE_IMAGE, alt } : { url, alt };
}
