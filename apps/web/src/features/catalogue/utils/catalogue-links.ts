import { listingPath } from '@chapkhana/shared/crawling';
import { paths } from '@/config/paths';

/**
 * `/products?category={enName}&categoryId={id}[&subCategoryId={id}]` (docs/storefront.md §2), the address the
 * API's sitemap lists too.
 */
export const productsHref = listingPath;

/** `/products/search?category={enName or ''}&&value={text}`; the double `&&` is the spec's. */
export function searchHref(categoryEnName: string, value: string): string {
  return `${paths.productsSearch}?category=${encodeURIComponent(categoryEnName)}&&value=${encodeURIComponent(value)}`;
}
