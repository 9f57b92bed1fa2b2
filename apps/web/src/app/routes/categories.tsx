import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { useGetCategoriesWithSubCategoriesQuery } from '@/features/catalogue/api/get-categories-with-sub-categories';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { usePageHead } from '@/rendering';
import { useFailedRead } from '@/lib/response-status';

/** /categories: the grid of every category (docs/storefront.md §2). */
export function CategoriesRoute() {
  const { t } = useTranslation();
  const {
    data = [],
    isLoading,
    isError,
    error,
    refetch,
  } = useGetCategoriesWithSubCategoriesQuery(undefined);
  useFailedRead(isError, error);
  usePageHead({
    title: t('categories.title'),
    description: t('seo.categoriesDescription', { shop: t('brand.name') }),
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6">
        <PageTitle>{t('categories.title')}</PageTitle>
      </div>
      <CategoryGrid
        categories={data}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
      />
    </div>
  );
}
