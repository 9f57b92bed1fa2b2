import { useParams } from 'react-router';
import { OrderDocumentsSection } from '@/features/orders/components/order-documents-section';
import { ParcelPanel } from '@/features/couriers/components/parcel-panel';
import { ParcelsSection } from '@/features/parcels/components/parcels-section';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { roleCan } from '@chapkhana/shared/shop-roles';
import { paths } from '@/config/paths';
import { OrderHistory } from '@/features/history/components/order-history';
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
  const role = useStaff().staff?.sellerRole ?? null;
  const dispatches = roleCan(role, 'dispatch');
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;
  if (!data) return <OrderLoadFailure error={error} backTo={paths.seller.orders} />;
  return (
    <>
      <SellerOrderView
        order={data.order}
        role={role}
        delivery={dispatches ? <ParcelPanel order={data.order} /> : null}
      />
      <OrderDocumentsSection of={{ side: 'seller', id: data.order._id }} />
      <ParcelsSection of={{ side: 'seller', id: data.order._id }} orderId={data.order.orderId} />
      <OrderHistory area="seller" id={data.order._id} />
    </>
  );
}
