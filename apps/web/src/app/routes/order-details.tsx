import { ChevronLeft, PackageX } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetOrderDetailsQuery } from '@/features/orders/api/get-order-details';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { OrderParcels } from '@/features/parcels/components/order-parcels';
import { OrderPickups } from '@/features/delivery/components/order-pickups';
import { partLoadedLater, useOwnPageTitle } from '@/rendering';
import { foundNothing } from '@chapkhana/web-kit/failed-with';

/** The print jobs' section (docs/design.md §13): only orders with print lines load its code. */
const OrderPrintJobs = partLoadedLater(
  async () => (await import('@/features/print/components/order-print-jobs')).OrderPrintJobs,
  {
    when: 'drawn',
    placeholder: <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />,
  },
);

/** /dashboard/order/details/{orderId} (docs/storefront.md §2 Order detail), with its print jobs if any. */
export function OrderDetailsRoute() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useGetOrderDetailsQuery(orderId, { refetchOnMountOrArgChange: true });
  const notFound = order.isError && foundNothing(order.error);
  const title = order.data
    ? t('orders.orderTitle', { number: order.data.orderNumber })
    : t('pages.orderDetails.title');
  useOwnPageTitle(title);

  return (
    <div className="flex flex-col gap-5">
      <Link
        to={paths.myOrders}
        className={`${buttonStyles.link} flex items-center gap-1 self-start`}
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('orders.backToOrders')}
      </Link>
      <PageTitle>{title}</PageTitle>
      {notFound ? (
        <EmptyState
          icon={PackageX}
          testId="order-not-found"
          title={t('orders.notFoundTitle')}
          body={t('orders.notFoundBody')}
        />
      ) : order.isError && !order.data ? (
        <LoadError message={t('orders.detailLoadError')} onRetry={() => void order.refetch()} />
      ) : order.data ? (
        <>
          <OrderDetail order={order.data} />
          <OrderParcels order={order.data} />
          {order.data.pickups ? <OrderPickups pickups={order.data.pickups} /> : null}
          {order.data.products.some((line) => line.print) ? (
            <OrderPrintJobs orderId={orderId} />
          ) : null}
        </>
      ) : (
        <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-200" />
      )}
    </div>
  );
}
