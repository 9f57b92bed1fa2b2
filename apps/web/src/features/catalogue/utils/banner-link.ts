const HAS_SCHEME = /^https?:\/\//i;

/**
 * The address a banner opens (docs/storefront.md §2): as entered when it starts with http:// or https://,
 * otherwise with https:// prepended ("shop.example/sale" → "https://shop.example/sale").
 * Any other scheme ("javascript:…") thereby becomes a harmless host name. Null when empty.
 */
export function bannerHref(link: string): string | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  if (HAS_SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
