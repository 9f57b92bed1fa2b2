// What every storefront page shows of the shop's identity (footer links, the WhatsApp button,
// the About and Contact texts), apart from the settings' schemas: the header and footer load this
// without the contract's zod (settings.ts holds the schemas and imports these).

/** The social networks the shop can link to, in the order the storefront shows them. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'tiktok',
  'telegram',
  'youtube',
  'x',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The WhatsApp chat link of an E.164 number (wa.me takes it without the "+"). */
export function whatsappLink(e164: string): string {
  return `https://wa.me/${e164.replace(/^\+/, '')}`;
}

/** A page's text as paragraphs: split at blank lines, single line breaks kept inside one. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
