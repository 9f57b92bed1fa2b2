import { useTranslation } from 'react-i18next';
import { useGetCategoriesWithSubCategoriesQuery } from '@/features/catalogue/api/get-categories-with-sub-categories';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';

/** Home (spec §2). For now the category grid; banners and product carousels come later. */
export function HomeRoute() {
  const { t } = useTranslation();
  const {
    data = [],
    isLoading,
    isError,
    refetch,
  } = useGetCategoriesWithSubCategoriesQuery(undefined);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="sr-only">{t('meta.title')}</h1>
      <section aria-labelledby="home-categories-heading">
        <h2 id="home-categories-heading" className="mb-6 text-2xl font-bold text-slate-900">
          {t('home.categoriesHeading')}
        </h2>
        <CategoryGrid
          categories={data}
          isLoading={isLoading}
          isError={isError}
          onRetry={() => void refetch()}
        />
      </section>
    </div>
  );
}
