import type { PageHead } from '@chapkhana/shared/page-head';
import { pageHeadTags, type HeadTag } from '@chapkhana/shared/page-head-tags';
import { escapeHtml } from './page-template';

function tagHtml(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'script':
      // Already escaped for a script element (jsonForScript): no `</script>` can close it.
      return `<script type="application/ld+json">${tag.text}</script>`;
    default: {
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return `<${tag.tag}${attributes}>`;
    }
  }
}

/**
 * The page's own head elements as HTML (apps/web rendering/page-head.ts builds them as the page
 * renders): its title and description, canonical address and language alternates on the shop's
 * origin, link preview and structured data. Every value is escaped; seller text lands here.
 */
export function pageHeadHtml(head: PageHead, siteOrigin: string): string {
  return pageHeadTags(head, siteOrigin).map(tagHtml).join('');
}
