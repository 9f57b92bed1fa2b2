import type { Category, SubCategory } from '@chapkhana/shared/catalogue';
import { paths } from '@/config/paths';

/** `/products?category={enName}&categoryId={id}[&subCategoryId={id}]` (spec §2). */
export function productsHref(
  category: Pick<Category, '_id' | 'enName'>,
  subCategory?: Pick<SubCategory, '_id'>,
): string {
  const base = `${paths.products}?category=${encodeURIComponent(category.enName)}&categoryId=${encodeURIComponent(category._id)}`;
  return subCategory ? `${base}&subCategoryId=${encodeURIComponent(subCategory._id)}` : base;
}

/** `/products/search?category={enName or ''}&&value={text}`; the double `&&` is the spec's. */
export function searchHref(categoryEnName: string, value: string): string {
  return `${paths.productsSearch}?category=${encodeURIComponent(categoryEnName)}&&value=${encodeURIComponent(value)}`;
}
