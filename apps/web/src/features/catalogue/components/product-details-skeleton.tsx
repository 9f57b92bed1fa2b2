import { useTranslation } from '@chapkhana/web-kit/use-translation';

/** The product page's shape while it loads: gallery square and text bars. */
export function ProductDetailsSkeleton() {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded bg-slate-200';
  return (
    <div
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="product-details-skeleton"
      className="grid gap-8 lg:grid-cols-2"
    >
      <div className={`aspect-square w-full ${bar}`} />
      <div className="flex flex-col gap-4">
        <div className={`h-8 w-3/4 ${bar}`} />
        <div className={`h-5 w-1/2 ${bar}`} />
        <div className={`h-8 w-1/3 ${bar}`} />
        <div className={`h-40 w-full ${bar}`} />
        <div className={`h-12 w-full ${bar}`} />
      </div>
    </div>
  );
}
