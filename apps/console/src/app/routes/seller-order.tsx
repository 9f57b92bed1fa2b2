import { useParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { paths } from '@/config/paths';
import { useGetSellerOrderQuery } from '@/features/orders/api/get-seller-order';
import { OrderLoadFailure } from '@/features/orders/components/order-load-failure';
import { SellerOrderView } from '@/features/orders/components/seller-order-view';

export function SellerOrderRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, isLoading } = useGetSellerOrderQuery(id);
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (!data) return <OrderLoadFailure error={error} backTo={paths.seller.orders} />;
  return <SellerOrderView order={data.order} />;
}
