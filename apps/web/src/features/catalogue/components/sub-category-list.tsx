import type { CategoryWithSubCategories } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import {
  serialiseListingFilters,
  updateListingFilters,
  type ListingFilters,
} from '@/features/catalogue/utils/listing-filters';
import { useLanguage } from '@chapkhana/web-kit/use-language';

interface SubCategoryListProps {
  category: CategoryWithSubCategories;
  filters: ListingFilters;
}

/** The chosen category's sub-categories as links (so each can be opened or shared). */
export function SubCategoryList({ category, filters }: SubCategoryListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (category.subCategories.length === 0) return null;
  const href = (subCategoryId: string | undefined) =>
    `?${serialiseListingFilters(updateListingFilters(filters, { subCategoryId })).toString()}`;
  const items = [
    { id: undefined, label: t('listing.allOf', { name: localisedName(category, language) }) },
    ...category.subCategories.map((sub) => ({ id: sub._id, label: localisedName(sub, language) })),
  ];
  return (
    <section aria-labelledby="sub-categories-heading" data-testid="sub-category-list">
      <h2 id="sub-categories-heading" className="mb-2 font-bold text-slate-900">
        {t('listing.subCategories')}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const active = item.id === filters.subCategoryId;
          return (
            <li key={item.id ?? 'all'}>
              <Link
                to={href(item.id)}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm ${active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
