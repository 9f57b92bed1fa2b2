import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ConsoleOrder } from '@chapkhana/shared/console';
import { formatDinar } from '@chapkhana/shared/pricing';
import { cardClass, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { useSetAdminOrderStatusMutation } from '@/features/orders/api/set-order-status';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';
import { OrderStatusControl } from '@/features/orders/components/order-status-control';
import { adminNextStatuses } from '@/features/orders/utils/next-statuses';
import { toastFailure } from '@/lib/api-failure';

/** The admin's orders: number, date, customer, parts, total, payment, status and its control. */
export function OrdersTable({ orders }: { orders: ConsoleOrder[] }) {
  const { t } = useTranslation();
  const [setStatus, { isLoading }] = useSetAdminOrderStatusMutation();
  if (orders.length === 0) return <p className="p-6 text-slate-600">{t('orders.empty')}</p>;
  return (
    <div className={cardClass}>
      <table className={tableClass}>
        <thead>
          <tr>
            <th className={thClass}>{t('orders.number')}</th>
            <th className={thClass}>{t('orders.date')}</th>
            <th className={thClass}>{t('orders.customer')}</th>
            <th className={thClass}>{t('orders.sellers')}</th>
            <th className={thClass}>{t('orders.total')}</th>
            <th className={thClass}>{t('orders.payment')}</th>
            <th className={thClass}>{t('orders.status')}</th>
            <th className={thClass}>{t('orders.change')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} data-testid={`order-row-${order.orderNumber}`}>
              <td className={tdClass}>#{order.orderNumber}</td>
              <td className={tdClass}>
                <span dir="ltr">{order.date}</span>
              </td>
              <td className={tdClass}>
                {order.customer.name}
                <span className="block text-xs text-slate-500">
                  <span dir="ltr">{order.customer.phone}</span>
                </span>
              </td>
              <td className={tdClass}>
                <ul className="flex flex-col gap-1">
                  {order.parts.map((part) => (
                    <li key={part._id} className="flex flex-wrap items-center gap-1">
                      {part.shopName} <DeliveryBadge status={part.delivery_status} />
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {t('money.iqd', { amount: formatDinar(order.price) })}
              </td>
              <td className={tdClass}>
                <PaymentBadge status={order.payment_status} />
                <span className="block text-xs text-slate-500">
                  {t(`payment.method.${order.payment_method ?? 'none'}`)}
                </span>
              </td>
              <td className={tdClass}>
                <DeliveryBadge status={order.delivery_status} />
              </td>
              <td className={tdClass}>
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
