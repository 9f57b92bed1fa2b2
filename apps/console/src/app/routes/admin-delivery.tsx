import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useGetDeliveryFeesQuery } from '@/features/delivery/api/get-delivery-fees';
import { DeliveryFeesForm } from '@/features/delivery/components/delivery-fees-form';

/** /console/admin/delivery: the delivery fee to each governorate. */
export function DeliveryFeesRoute() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetDeliveryFeesQuery(undefined);
  return (
    <>
      <PageTitle>{t('delivery.title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('delivery.intro')}</p>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data ? <DeliveryFeesForm key={data.updatedAt ?? 'new'} table={data} /> : null}
    </>
  );
}
