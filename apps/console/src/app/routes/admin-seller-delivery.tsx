import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetSellerDeliveryQuery } from '@/features/delivery/api/get-seller-delivery';
import { SellerDeliveryForm } from '@/features/delivery/components/seller-delivery-form';

/** /console/admin/sellers/:id/delivery: a seller's own delivery fees (or the shop's) and pickup. */
export function AdminSellerDeliveryRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The shop's name comes with the link from the sellers list (none when the address is typed).
  const state: unknown = useLocation().state;
  const shopName =
    state && typeof state === 'object' && 'shopName' in state && typeof state.shopName === 'string'
      ? state.shopName
      : null;
  const of = { side: 'admin', sellerId: id } as const;
  const { data, isLoading, isError, error, refetch } = useGetSellerDeliveryQuery(of);
  return (
    <>
      <Link to={paths.admin.sellers} className="text-sm text-brand-700 underline">
        {t('couriers.backToSellers')}
      </Link>
      <PageTitle>{t('delivery.ofSeller.title')}</PageTitle>
      {shopName ? (
        <p className="-mt-2 mb-2 text-base font-semibold" data-testid="seller-delivery-shop">
          <bdi>{shopName}</bdi>
        </p>
      ) : null}
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('delivery.ofSeller.intro')}</p>
      <QueryState
        isLoading={isLoading}
        isError={isError}
        error={error}
        onRetry={() => void refetch()}
      />
      {data ? <SellerDeliveryForm key={data.updatedAt ?? 'new'} saved={data} of={of} /> : null}
    </>
  );
}
