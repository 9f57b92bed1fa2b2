import { LANGUAGE_INFO, LANGUAGES } from './languages';
import { pageUrl, type PageHead } from './page-head';
import { jsonForScript } from './server-render';

// A page's head as its elements (page-head.ts says what a head is): the server writes them into
// the page it sends, the browser into the document as the reader moves (apps/web rendering/head-tags.ts,
// loaded once the page has settled, so the first view does not carry this code).

/** One element of the head, as data: the server writes it as HTML, the browser as DOM. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attributes: Readonly<Record<string, string>> }
  /** A JSON-LD script; `text` is already safe inside `<script>` (see `jsonForScript`). */
  | { tag: 'script'; text: string };

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
