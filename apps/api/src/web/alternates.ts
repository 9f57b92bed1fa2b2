import { LANGUAGE_INFO, LANGUAGES } from '@chapkhana/shared/languages';
import { escapeHtml } from './page-template';

/**
 * The page's address in every language (`?lng=`, DESIGN §7: one address per language), as
 * `hreflang` alternates, so each language can be indexed and a shared link opens in its own;
 * `x-default` is the address without `lng` (the reader's cookie or browser decides).
 */
export function languageAlternates(siteOrigin: string, url: string): string {
  const [pagePath = '/', query = ''] = url.split('?', 2);
  // Built on the shop's origin: the request's path can never name another host.
  const address = new URL(siteOrigin);
  address.pathname = pagePath;
  address.search = query;
  const link = (hreflang: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(address.href)}">`;
  const links = LANGUAGES.map((language) => {
    address.searchParams.set('lng', language);
    return link(LANGUAGE_INFO[language].htmlLang);
  });
  address.searchParams.delete('lng');
  return links.join('') + link('x-default');
}
