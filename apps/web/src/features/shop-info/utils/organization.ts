import { LANGUAGE_INFO, LANGUAGES } from '@chapkhana/shared/languages';
import { SHOP_ICON_512_PATH } from '@chapkhana/shared/installable-app';
import type { ShopContacts } from '@chapkhana/shared/settings';

/**
 * The shop as search engines describe it (schema.org `Organization`): its name in the page's
 * language, its address and mark, the numbers and email an admin set, and its social pages.
 */
export function organizationData(
  name: string,
  siteOrigin: string,
  contacts: ShopContacts | undefined,
): Record<string, unknown> {
  const url = new URL('/', siteOrigin).href;
  const telephone = contacts?.phone || contacts?.whatsapp;
  const sameAs = Object.values(contacts?.social ?? {}).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo: new URL(SHOP_ICON_512_PATH, siteOrigin).href,
    ...(telephone ? { telephone } : {}),
    ...(contacts?.email ? { email: contacts.email } : {}),
    ...(telephone || contacts?.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(telephone ? { telephone } : {}),
            ...(contacts?.email ? { email: contacts.email } : {}),
            areaServed: 'IQ',
            availableLanguage: LANGUAGES.map((language) => LANGUAGE_INFO[language].htmlLang),
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The site itself (schema.org `WebSite`): the name search results show for it. */
export function websiteData(name: string, siteOrigin: string, htmlLang: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: new URL('/', siteOrigin).href,
    inLanguage: htmlLang,
  };
}
