import { useParams } from 'react-router';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { paths } from '@/config/paths';
import { useGetAdminOrderQuery } from '@/features/orders/api/get-order';
import { AdminOrderView } from '@/features/orders/components/admin-order-view';
import { OrderLoadFailure } from '@/features/orders/components/order-load-failure';

export function AdminOrderRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, isLoading } = useGetAdminOrderQuery(id);
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (!data) return <OrderLoadFailure error={error} backTo={paths.admin.orders} />;
  return <AdminOrderView order={data.order} />;
}
