import { useParams } from 'react-router';
import { OrderDocumentsSection } from '@/features/orders/components/order-documents-section';
import { ParcelsSection } from '@/features/parcels/components/parcels-section';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { paths } from '@/config/paths';
import { OrderHistory } from '@/features/history/components/order-history';
import { useStaff } from '@/features/auth/hooks/use-staff';
import { useMarkOrderOpened } from '@/features/orders/live/new-orders';
import { useGetAdminOrderQuery } from '@/features/orders/api/get-order';
import { AdminOrderView } from '@/features/orders/components/admin-order-view';
import { OrderLoadFailure } from '@/features/orders/components/order-load-failure';
import { OrderPaymentsSection } from '@/features/orders/components/order-payments-section';

export function AdminOrderRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useMarkOrderOpened(useStaff().staff?.id, id);
  const { data, error, isLoading } = useGetAdminOrderQuery(id);
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (!data) return <OrderLoadFailure error={error} backTo={paths.admin.orders} />;
  return (
    <>
      <AdminOrderView order={data.order} />
      <OrderPaymentsSection orderId={data.order._id} />
      <OrderDocumentsSection of={{ side: 'admin', id: data.order._id }} />
      <ParcelsSection of={{ side: 'admin', id: data.order._id }} orderId={data.order._id} />
      <OrderHistory area="admin" id={data.order._id} />
    </>
  );
}
