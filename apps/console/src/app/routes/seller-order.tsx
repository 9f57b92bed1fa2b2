import { useParams } from 'react-router';
import { OrderDocumentsSection } from '@/features/orders/components/order-documents-section';
import { ParcelPanel } from '@/features/couriers/components/parcel-panel';
import { ParcelsSection } from '@/features/parcels/components/parcels-section';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { paths } from '@/config/paths';
import { useStaff } from '@/features/auth/hooks/use-staff';
import { useMarkOrderOpened } from '@/features/orders/live/new-orders';
import { useGetSellerOrderQuery } from '@/features/orders/api/get-seller-order';
import { OrderLoadFailure } from '@/features/orders/components/order-load-failure';
import { SellerOrderView } from '@/features/orders/components/seller-order-view';

export function SellerOrderRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useMarkOrderOpened(useStaff().staff?.id, id);
  const { data, error, isLoading } = useGetSellerOrderQuery(id);
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (!data) return <OrderLoadFailure error={error} backTo={paths.seller.orders} />;
  return (
    <>
      <SellerOrderView order={data.order} delivery={<ParcelPanel order={data.order} />} />
      <OrderDocumentsSection of={{ side: 'seller', id: data.order._id }} />
      <ParcelsSection of={{ side: 'seller', id: data.order._id }} orderId={data.order.orderId} />
    </>
  );
}
