import type { CategoryWithSubCategories } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { productsHref } from '@/features/catalogue/utils/catalogue-links';
import type { ListingFilters } from '@/features/catalogue/utils/listing-filters';
import { listingTitle, type ListingMode } from '@/features/catalogue/utils/listing-head';
import { useLanguage } from '@chapkhana/web-kit/use-language';

interface ListingHeadingProps {
  mode: ListingMode;
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
  const title = listingTitle(mode, filters, { t, language, category });

  if (mode === 'search') {
    items.push({ label: t('pages.search.title') });
  } else if (category) {
    const categoryName = localisedName(category, language);
    items.push(
      subCategory ? { label: categoryName, to: productsHref(category) } : { label: categoryName },
    );
    if (subCategory) items.push({ label: title });
  } else {
    items.push({ label: title });
  }

  return (
    <div className="flex flex-col gap-2">
      <Breadcrumb items={items} />
      <PageTitle>{title}</PageTitle>
    </div>
  );
}
