import type { CategoryWithSubCategories, QueryProductsResponse } from '@chapkhana/shared/catalogue';
import { localisedName, type Language } from '@chapkhana/shared/languages';
import type { TFunction } from 'i18next';
import {
  serialiseListingFilters,
  type ListingFilters,
} from '@/features/catalogue/utils/listing-filters';
import { sharedPicture, type PageHeadInput } from '@/rendering';

export type ListingMode = 'category' | 'search';

interface ListingContext {
  t: TFunction;
  language: Language;
  /** The chosen category, once the categories have loaded. */
  category: CategoryWithSubCategories | undefined;
}

/** The listing's name: the search, the sub-category or category, or "Products" while unknown. */
export function listingTitle(
  mode: ListingMode,
  filters: ListingFilters,
  { t, language, category }: ListingContext,
): string {
  if (mode === 'search')
    return filters.value
      ? t('listing.searchFor', { value: filters.value })
      : t('pages.search.title');
  const subCategory = category?.subCategories.find((sub) => sub._id === filters.subCategoryId);
  if (subCategory) return localisedName(subCategory, language);
  // Categories still loading, or a listing without one: the English name from the URL would be
  // the wrong language, so the generic title stands in.
  return category ? localisedName(category, language) : t('pages.products.title');
}

/**
 * A listing's head: its name and page, a description naming the category (or search) and how
 * many products it has, its filters as its address, its first product's picture for shared
 * links. Search results are followed but not indexed: endless queries are not pages.
 */
export function listingHeadInput(
  mode: ListingMode,
  filters: ListingFilters,
  result: QueryProductsResponse | undefined,
  context: ListingContext,
): PageHeadInput {
  const { t, category } = context;
  const name = listingTitle(mode, filters, context);
  const shop = t('brand.name');
  const count = result?.totalProduct;
  let description: string | undefined;
  if (count !== undefined) {
    if (mode === 'search' && filters.value)
      description = t('seo.searchDescription', { shop, value: filters.value, count });
    else if (mode === 'category' && category)
      description = t('seo.listingDescription', { category: name, shop, count });
    else description = t('seo.productsDescription', { shop, count });
  }
  const first = result?.products[0];
  const image = first && sharedPicture(first.images[0], localisedName(first, context.language));
  return {
    title:
      filters.pageNumber > 1 ? t('seo.pageOf', { title: name, page: filters.pageNumber }) : name,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    query: serialiseListingFilters(filters).toString(),
    ...(mode === 'search' ? { robots: 'noindex,follow' } : {}),
  };
}
