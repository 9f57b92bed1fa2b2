import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ConsoleOrder } from '@chapkhana/shared/orders';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { SubLine } from '@/components/ui/sub-line';
import { orderColumns } from '@/features/orders/components/order-columns';
import { AdminStatusControl } from '@/features/orders/components/admin-status-control';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';
import { consoleOrderFigures } from '@/features/orders/utils/figures';
import { useLocalisedName } from '@/lib/use-localised';
import { PhoneLink } from '@/components/ui/phone-link';

/** The admin's orders: number, date, customer, parts, total, payment, status and its control. */
export function OrdersTable({
  orders,
  newIds,
}: {
  orders: ConsoleOrder[];
  /** Orders that arrived since the list was last seen. */
  newIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  if (orders.length === 0) return <p className="p-6 text-slate-600">{t('orders.empty')}</p>;
  const shared = orderColumns<ConsoleOrder>(t, {
    figuresOf: consoleOrderFigures,
    pageOf: (order) => paths.admin.order(order._id),
    isNew: (order) => !!newIds?.has(order._id),
  });
  return (
    <DataTable
      rows={orders}
      rowKey={(order) => order._id}
      rowTestId={(order) => `order-row-${order.orderNumber}`}
      columns={[
        shared.number,
        shared.date,
        {
          header: t('orders.customer'),
          cell: (order) => (
            <>
              {order.customer.name}
              <SubLine>
                <PhoneLink phone={order.customer.phone} />
              </SubLine>
            </>
          ),
        },
        {
          header: t('orders.sellers'),
          cell: (order) => (
            <ul className="flex flex-col gap-1">
              {order.parcels.map((part) => (
                <li key={part._id} className="flex flex-wrap items-center gap-1">
                  {nameOf(part.shop)} <DeliveryBadge status={part.delivery_status} />
                </li>
              ))}
            </ul>
          ),
        },
        shared.total,
        {
          header: t('orders.payment'),
          cell: (order) => (
            <>
              <PaymentBadge status={order.payment_status} />
              <SubLine>{t(`payment.method.${order.payment_method ?? 'none'}`)}</SubLine>
            </>
          ),
        },
        shared.status,
        {
          header: t('orders.change'),
          cell: (order) => (
            <AdminStatusControl order={order} testId={`order-status-${order.orderNumber}`} />
          ),
        },
      ]}
    />
  );
}
