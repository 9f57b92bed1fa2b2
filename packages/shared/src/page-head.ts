import { LANGUAGE_INFO, LANGUAGES, type Language } from './languages';
import { jsonForScript } from './server-render';

/**
 * What a storefront page says about itself in `<head>`: its title and description, its address
 * in each language, the preview a shared link shows (Open Graph, X) and its structured data
 * (JSON-LD). The page builds it from the data it draws with (apps/web lib/page-head.ts); the
 * server writes it into the page it sends and the browser keeps it in step as the reader moves.
 */
export interface PageHead {
  language: Language;
  /** The shop's name in the page's language (`og:site_name`). */
  siteName: string;
  /** The whole `<title>`: "<page> — <shop>". */
  title: string;
  description: string;
  type: 'website' | 'product';
  /**
   * The page's path and the query that names it (a listing's filters and page), without `lng`;
   * each language's address adds its `lng`. Null for a page that is no page (not found): it
   * has no canonical address and no alternates.
   */
  address: string | null;
  /**
   * The page was opened at its address without a language (`x-default`: the reader's cookie or
   * browser chose it). That address is then its own canonical one: a canonical naming one of
   * the language addresses would send the `x-default` alternate to a page that is not canonical.
   */
  atDefaultAddress?: boolean;
  /** `noindex` (not found), `noindex,follow` (search results); absent means indexable. */
  robots?: string;
  image?: PageImage;
  /** A product's price, for previews that show one (`product:price:*`). */
  price?: { amount: string; currency: string };
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData: readonly Record<string, unknown>[];
}

export interface PageImage {
  /** Absolute, or a path on the shop's origin. */
  url: string;
  width?: number;
  height?: number;
  /** MIME type, when known (`image/jpeg`). */
  type?: string;
  alt: string;
}

/** One element of the head, as data: the server writes it as HTML, the browser as DOM. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attributes: Readonly<Record<string, string>> }
  /** A JSON-LD script; `text` is already safe inside `<script>` (see `jsonForScript`). */
  | { tag: 'script'; text: string };

/**
 * The page's address on the shop's origin in `language` (`?lng=…`, DESIGN §7), or, without one,
 * the address whose language the reader's cookie or browser decides (`x-default`). Built on the
 * origin: whatever the path says, the address never names another host.
 */
export function pageUrl(siteOrigin: string, address: string, language?: Language): string {
  const [path = '/', query = ''] = address.split('?', 2);
  const url = new URL(siteOrigin);
  url.pathname = path;
  url.search = query;
  url.searchParams.delete('lng');
  if (language) url.searchParams.set('lng', language);
  return url.href;
}

/** The head's elements, in the order they are written; every value is plain text (not yet escaped). */
export function pageHeadTags(head: PageHead, siteOrigin: string): HeadTag[] {
  const tags: HeadTag[] = [{ tag: 'title', text: head.title }];
  const named = (name: string, content: string) =>
    tags.push({ tag: 'meta', attributes: { name, content } });
  const property = (name: string, content: string) =>
    tags.push({ tag: 'meta', attributes: { property: name, content } });

  named('description', head.description);
  if (head.robots) named('robots', head.robots);

  const canonical =
    head.address === null
      ? undefined
      : pageUrl(siteOrigin, head.address, head.atDefaultAddress ? undefined : head.language);
  if (canonical && head.address !== null) {
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: canonical } });
    for (const language of LANGUAGES) {
      tags.push({
        tag: 'link',
        attributes: {
          rel: 'alternate',
          hreflang: LANGUAGE_INFO[language].htmlLang,
          href: pageUrl(siteOrigin, head.address, language),
        },
      });
    }
    tags.push({
      tag: 'link',
      attributes: {
        rel: 'alternate',
        hreflang: 'x-default',
        href: pageUrl(siteOrigin, head.address),
      },
    });
  }

  property('og:site_name', head.siteName);
  property('og:type', head.type);
  property('og:title', head.title);
  property('og:description', head.description);
  if (canonical) property('og:url', canonical);
  property('og:locale', LANGUAGE_INFO[head.language].ogLocale);
  for (const language of LANGUAGES) {
    if (language !== head.language)
      property('og:locale:alternate', LANGUAGE_INFO[language].ogLocale);
  }
  const image = head.image && { ...head.image, url: new URL(head.image.url, siteOrigin).href };
  if (image) {
    property('og:image', image.url);
    if (image.type) property('og:image:type', image.type);
    if (image.width) property('og:image:width', String(image.width));
    if (image.height) property('og:image:height', String(image.height));
    property('og:image:alt', image.alt);
  }
  if (head.price) {
    property('product:price:amount', head.price.amount);
    property('product:price:currency', head.price.currency);
  }

  named('twitter:card', image ? 'summary_large_image' : 'summary');
  named('twitter:title', head.title);
  named('twitter:description', head.description);
  if (image) {
    named('twitter:image', image.url);
    named('twitter:image:alt', image.alt);
  }

  for (const data of head.structuredData) tags.push({ tag: 'script', text: jsonForScript(data) });
  return tags;
}

/** The longest description search results and previews show whole (about two lines). */
export const DESCRIPTION_CHARS = 155;

/**
 * Text cut to at most `max` characters at a word's end, with an ellipsis when cut; runs of
 * white space (a seller's line breaks) become single spaces.
 */
export function shortText(text: string, max = DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // By code points, so a cut never splits an emoji's pair.
  const characters = Array.from(flat);
  if (characters.length <= max) return flat;
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,،؛;:]+$/, '')}…`;
}
