import type { PageHead } from '@chapkhana/shared/page-head';
import { pageHeadTags, type HeadTag } from '@chapkhana/shared/page-head-tags';

// Writing a page's head into the document (rendering/page-head.ts's usePageHead): code the browser
// fetches once the page has settled, since the server wrote the first page's head itself.

/** Writes `head` into the document: a page's own, or the shop's (`withoutAddress`) as one is left. */
export function writePageHead(
  head: PageHead,
  siteOrigin: string,
  { withoutAddress: noAddress = false } = {},
): void {
  const tags = pageHeadTags(head, siteOrigin);
  applyHeadTags(noAddress ? withoutAddress(tags) : tags);
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
