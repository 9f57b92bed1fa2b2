import type { Category } from '@chapkhana/shared/catalogue';
import { localisedName } from '@chapkhana/shared/languages';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { CategoryImage } from '@/features/catalogue/components/category-image';
import { productsHref } from '@/features/catalogue/utils/catalogue-links';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { LoadError } from '@/components/ui/load-error';

interface CategoryGridProps {
  categories: Category[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

const GRID = 'grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-4 lg:grid-cols-4';
const SKELETON_TILES = 8;
/** Tiles whose pictures are above the fold on a phone (one column) or a desktop (first row). */
const EAGER_TILES = 2;

/**
 * Category tiles, 4 columns large, 2 medium, 1 small (docs/storefront.md §2), each linking to its products.
 * In the one column of a phone a tile is a short row, a small picture beside the name: full
 * width pictures stacked fourteen screens of categories before the first product (issue 18.10f).
 */
export function CategoryGrid({ categories, isLoading, isError, onRetry }: CategoryGridProps) {
  const { t } = useTranslation();
  const language = useLanguage();

  if (isLoading) {
    return (
      <ul className={GRID} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li
            key={index}
            className="flex items-center overflow-hidden rounded-lg bg-white shadow-sm md:block"
          >
            <div className="aspect-[4/3] w-20 shrink-0 animate-pulse bg-slate-200 md:w-auto" />
            <div className="m-4 h-5 w-2/3 animate-pulse rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return <LoadError message={t('categories.loadError')} onRetry={onRetry} />;
  }
  if (categories.length === 0) {
    return (
      <p className="rounded-lg bg-white p-6 text-center text-slate-600 shadow-sm">
        {t('categories.empty')}
      </p>
    );
  }
  return (
    <ul className={GRID} data-testid="category-grid">
      {categories.map((category, index) => (
        <li key={category._id}>
          <Link
            to={productsHref(category)}
            data-testid="category-tile"
            className="group flex items-center overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md md:block"
          >
            <div className="w-20 shrink-0 overflow-hidden md:w-auto">
              <CategoryImage src={category.image} eager={index < EAGER_TILES} />
            </div>
            <p className="min-w-0 px-4 py-3 font-semibold text-slate-900 group-hover:text-brand-700 md:text-lg">
              {localisedName(category, language)}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
