import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useGetSellerDeliveryQuery } from '@/features/delivery/api/get-seller-delivery';
import { SellerDeliveryForm } from '@/features/delivery/components/seller-delivery-form';

/** /console/seller/delivery: the seller's own delivery fees and pickup from its print house. */
export function SellerDeliveryRoute() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetSellerDeliveryQuery({
    side: 'seller',
  });
  return (
    <>
      <PageTitle>{t('delivery.sellerTitle')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('delivery.sellerIntro')}</p>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data ? <SellerDeliveryForm key={data.updatedAt ?? 'new'} saved={data} /> : null}
    </>
  );
}
