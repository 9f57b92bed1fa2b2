import { createContext, useContext, useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLocation } from 'react-router';
import { SHARE_IMAGE, shareImageUrl } from '@chapkhana/shared/images';
import { isLanguage, type Language } from '@chapkhana/shared/languages';
import {
  pageHeadTags,
  type HeadTag,
  type PageHead,
  type PageImage,
} from '@chapkhana/shared/page-head';
import { useLanguage } from '@chapkhana/web-kit/use-language';
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
  return location.key === 'default' && !isLanguage(new URLSearchParams(location.search).get('lng'));
}

/** The page's whole head in the reading language, from what the page says and the shop's own. */
export function pageHead(
  input: PageHeadInput,
  page: { t: TFunction; language: Language; pathname: string; atDefaultAddress?: boolean },
): PageHead {
  const { t } = page;
  const siteName = t('brand.name');
  return {
    language: page.language,
    siteName,
    title: input.title ? `${input.title} — ${siteName}` : t('meta.title'),
    description: input.description ?? t('meta.description'),
    type: input.type ?? 'website',
    address: input.notFound
      ? null
      : input.query
        ? `${page.pathname}?${input.query}`
        : page.pathname,
    ...(!input.notFound && page.atDefaultAddress ? { atDefaultAddress: true } : {}),
    ...(input.notFound ? { robots: 'noindex' } : input.robots ? { robots: input.robots } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.price ? { price: input.price } : {}),
    structuredData: input.structuredData ?? [],
  };
}

/**
 * Gives the page its head (DESIGN §7, issue 20): while the server renders it, the head goes into
 * the page it sends; in the browser, the document's title, description, canonical address and
 * the rest follow the page as the reader moves and switches language (a phone's share sheet
 * shares the canonical address), and leaving the page puts the shop's own back.
 */
export function usePageHead(input: PageHeadInput): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { pathname } = location;
  const atDefaultAddress = openedAtDefaultAddress(location);
  const siteOrigin = useSiteOrigin();
  const head = pageHead(input, { t, language, pathname, atDefaultAddress });
  const report = useContext(PageHeadContext);
  report?.(head);
  // Compared as text: a page hands a new object on every render, the same head most of the time.
  // The server only reports (its render has no effects): it skips the work.
  const own = report ? '' : JSON.stringify(pageHeadTags(head, siteOrigin));
  const shops = report
    ? ''
    : JSON.stringify(
        pageHeadTags(pageHead({}, { t, language, pathname, atDefaultAddress }), siteOrigin),
      );
  useEffect(() => {
    applyHeadTags(JSON.parse(own) as HeadTag[]);
    return () => applyHeadTags(withoutAddress(JSON.parse(shops) as HeadTag[]));
  }, [own, shops]);
}

/** The shop's head for a page that says nothing about itself (the customer's own): no address. */
function withoutAddress(tags: HeadTag[]): HeadTag[] {
  return tags.filter(
    (tag) => !(tag.tag === 'link' || (tag.tag === 'meta' && tag.attributes.property === 'og:url')),
  );
}

/** The head elements a page's head manages; the rest (charset, viewport, icons, styles) is the build's. */
const MANAGED = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(',');

function elementKey(element: Element): string {
  if (element.tagName === 'META')
    return `meta:${element.getAttribute('name') ?? element.getAttribute('property')}`;
  if (element.tagName === 'LINK')
    return `link:${element.getAttribute('rel')}:${element.getAttribute('hreflang') ?? ''}`;
  return 'script';
}

function tagKey(tag: Exclude<HeadTag, { tag: 'title' }>): string {
  if (tag.tag === 'script') return 'script';
  const { attributes } = tag;
  if (tag.tag === 'meta') return `meta:${attributes.name ?? attributes.property}`;
  return `link:${attributes.rel}:${attributes.hreflang ?? ''}`;
}

/** Numbers repeated keys (two `og:locale:alternate`), so each meets its own element. */
function occurrences() {
  const seen = new Map<string, number>();
  return (key: string) => {
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return `${key}#${count}`;
  };
}

/**
 * Brings the document's head to `tags`, touching only what differs: the head the server wrote
 * is adopted as it stands, and a move to another page changes values in place.
 */
export function applyHeadTags(tags: readonly HeadTag[], doc: Document = document): void {
  const numberExisting = occurrences();
  const existing = new Map<string, Element>();
  for (const element of doc.head.querySelectorAll(MANAGED))
    existing.set(numberExisting(elementKey(element)), element);
  const numberWanted = occurrences();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      if (doc.title !== tag.text) doc.title = tag.text;
      continue;
    }
    const key = numberWanted(tagKey(tag));
    let element = existing.get(key);
    existing.delete(key);
    if (!element) {
      element = doc.createElement(tag.tag);
      if (tag.tag === 'script') element.setAttribute('type', 'application/ld+json');
      doc.head.append(element);
    }
    if (tag.tag === 'script') {
      if (element.textContent !== tag.text) element.textContent = tag.text;
    } else {
      for (const [name, value] of Object.entries(tag.attributes))
        if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
  for (const element of existing.values()) element.remove();
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
