// What search engines may read of the storefront, and the addresses of its public pages, shared by
// the API's robots.txt and sitemaps (apps/api/src/modules/seo) and the storefront's own links.

/**
 * Storefront pages that belong to one customer or to signing in (apps/web/src/app/router.tsx:
 * the routes behind RequireGuest and RequireCustomer, and the registration code step): never
 * crawled, never in a sitemap. robots.txt matches by prefix, so `/register` covers
 * `/registerCode` too and `/order/` covers `/order/confirm`.
 */
export const PRIVATE_PAGE_PREFIXES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/card',
  '/shipping',
  '/payment',
  '/order/',
  '/dashboard',
] as const;

/**
 * Other paths crawlers are kept out of: the console, the API (and its documentation), and the
 * search results, an endless space of addresses whose products the sitemaps already list.
 */
export const UNCRAWLED_PREFIXES = ['/console', '/api/', '/products/search'] as const;

/** The public pages that are neither a listing nor a product (docs/storefront.md §2). */
export const SHOP_PAGES = ['/', '/categories', '/about', '/contact'] as const;

/** `/products?category={enName}&categoryId={id}[&subCategoryId={id}]` (docs/storefront.md §2). */
export function listingPath(
  category: { _id: string; enName: string },
  subCategory?: { _id: string },
): string {
  const base = `/products?category=${encodeURIComponent(category.enName)}&categoryId=${encodeURIComponent(category._id)}`;
  return subCategory ? `${base}&subCategoryId=${encodeURIComponent(subCategory._id)}` : base;
}

/** `/product/details/{slug}` (docs/storefront.md §2). */
export const productPath = (slug: string) => `/product/details/${encodeURIComponent(slug)}`;
