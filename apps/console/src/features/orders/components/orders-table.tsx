import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { ConsoleOrder } from '@chapkhana/shared/orders';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { SubLine } from '@/components/ui/sub-line';
import { useSetAdminOrderStatusMutation } from '@/features/orders/api/set-order-status';
import { orderColumns } from '@/features/orders/components/order-columns';
import { OrderStatusControl } from '@/features/orders/components/order-status-control';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';
import { consoleOrderFigures } from '@/features/orders/utils/figures';
import { adminNextStatuses } from '@/features/orders/utils/next-statuses';
import { toastFailure } from '@/lib/api-failure';
import { useLocalisedName } from '@/lib/use-localised';

/** The admin's orders: number, date, customer, parts, total, payment, status and its control. */
export function OrdersTable({ orders }: { orders: ConsoleOrder[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [setStatus, { isLoading }] = useSetAdminOrderStatusMutation();
  if (orders.length === 0) return <p className="p-6 text-slate-600">{t('orders.empty')}</p>;
  const shared = orderColumns<ConsoleOrder>(t, {
    figuresOf: consoleOrderFigures,
    pageOf: (order) => paths.admin.order(order._id),
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
              <SubLine ltr>{order.customer.phone}</SubLine>
            </>
          ),
        },
        {
          header: t('orders.sellers'),
          cell: (order) => (
            <ul className="flex flex-col gap-1">
              {order.parts.map((part) => (
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
            <OrderStatusControl
              current={order.delivery_status}
              options={adminNextStatuses(order)}
              busy={isLoading}
              testId={`order-status-${order.orderNumber}`}
              onChange={(status) => {
                setStatus({ id: order._id, delivery_status: status })
                  .unwrap()
                  .then(() => toast.success(t('orders.updated')))
                  .catch(toastFailure);
              }}
            />
          ),
        },
      ]}
    />
  );
}
