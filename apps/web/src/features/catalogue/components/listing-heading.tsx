import type { CategoryWithSubCategories } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { productsHref } from '@/features/catalogue/utils/catalogue-links';
import type { ListingFilters } from '@/features/catalogue/utils/listing-filters';
import { useLanguage } from '@chapkhana/web-kit/use-language';

interface ListingHeadingProps {
  mode: 'category' | 'search';
  filters: ListingFilters;
  /** The chosen category, once the categories have loaded. */
  category: CategoryWithSubCategories | undefined;
}

/** Breadcrumb (Home › Category › Sub-category, or Home › Search) and the page's title. */
export function ListingHeading({ mode, filters, category }: ListingHeadingProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const subCategory = category?.subCategories.find((sub) => sub._id === filters.subCategoryId);
  const items: BreadcrumbItem[] = [{ label: t('nav.home'), to: paths.home }];
  let title: string;

  if (mode === 'search') {
    title = filters.value
      ? t('listing.searchFor', { value: filters.value })
      : t('pages.search.title');
    items.push({ label: t('pages.search.title') });
  } else if (category) {
    const categoryName = localisedName(category, language);
    items.push(
      subCategory ? { label: categoryName, to: productsHref(category) } : { label: categoryName },
    );
    if (subCategory) items.push({ label: localisedName(subCategory, language) });
    title = subCategory ? localisedName(subCategory, language) : categoryName;
  } else {
    // Categories still loading, or a listing without one: the English name from the URL
    // would be the wrong language, so the generic title stands in.
    title = t('pages.products.title');
    items.push({ label: title });
  }

  return (
    <div className="flex flex-col gap-2">
      <Breadcrumb items={items} />
      <PageTitle>{title}</PageTitle>
    </div>
  );
}
