import type { Language } from './languages';

/**
 * What a storefront page says about itself in `<head>`: its title and description, its address
 * in each language, the preview a shared link shows (Open Graph, X) and its structured data
 * (JSON-LD). The page builds it from the data it draws with (apps/web rendering/page-head.ts); the
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

/**
 * The page's address on the shop's origin in `language` (`?lng=…`, docs/design.md §7), or, without one,
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
