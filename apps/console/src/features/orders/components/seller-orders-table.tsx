import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { SellerOrder } from '@chapkhana/shared/orders';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { SubLine } from '@/components/ui/sub-line';
import { useSetSellerOrderStatusMutation } from '@/features/orders/api/set-seller-order-status';
import { orderColumns } from '@/features/orders/components/order-columns';
import { OrderStatusControl } from '@/features/orders/components/order-status-control';
import { LinesBreakdown } from '@/features/orders/components/lines-breakdown';
import { sellerOrderFigures } from '@/features/orders/utils/figures';
import { sellerPartNextStatuses } from '@/features/orders/utils/next-statuses';
import { toastFailure } from '@/lib/api-failure';
import { PhoneLink } from '@/components/ui/phone-link';
import { governorateName } from '@chapkhana/shared/governorates';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** The seller's parts of orders: its lines, where to deliver, payment and its own status. */
export function SellerOrdersTable({
  orders,
  newIds,
}: {
  orders: SellerOrder[];
  /** Orders that arrived since the list was last seen. */
  newIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [setStatus, { isLoading }] = useSetSellerOrderStatusMutation();
  if (orders.length === 0) return <p className="p-6 text-slate-600">{t('orders.empty')}</p>;
  const shared = orderColumns<SellerOrder>(t, {
    figuresOf: sellerOrderFigures,
    pageOf: (order) => paths.seller.order(order._id),
    isNew: (order) => !!newIds?.has(order._id),
  });
  return (
    <DataTable
      rows={orders}
      rowKey={(order) => order._id}
      rowTestId={(order) => `seller-order-row-${order.orderNumber}`}
      columns={[
        shared.number,
        shared.date,
        {
          header: t('orders.products'),
          cell: (order) => <LinesBreakdown lines={order.products} />,
        },
        {
          header: t('orders.deliverTo'),
          cell: ({ shippingInfo }) => (
            <>
              {shippingInfo.name}
              <SubLine>
                {governorateName(shippingInfo.governorate ?? shippingInfo.city, language)} —{' '}
                {shippingInfo.governorate
                  ? [shippingInfo.district, shippingInfo.area].join(language === 'en' ? ', ' : '، ')
                  : shippingInfo.address}
              </SubLine>
              <SubLine>
                <PhoneLink phone={shippingInfo.phone} />
              </SubLine>
            </>
          ),
        },
        shared.total,
        shared.payment,
        shared.status,
        {
          header: t('orders.change'),
          cell: (order) => (
            <OrderStatusControl
              current={order.delivery_status}
              options={sellerPartNextStatuses(order)}
              busy={isLoading}
              testId={`seller-order-status-${order.orderNumber}`}
              onChange={(status) =>
                setStatus({ id: order._id, delivery_status: status })
                  .unwrap()
                  .then(() => toast.success(t('orders.updated')))
                  .catch(toastFailure)
              }
            />
          ),
        },
      ]}
    />
  );
}
