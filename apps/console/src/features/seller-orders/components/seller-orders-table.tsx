import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { SellerOrder } from '@chapkhana/shared/console';
import { formatDinar } from '@chapkhana/shared/pricing';
import { cardClass, tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { useSetSellerOrderStatusMutation } from '@/features/seller-orders/api/set-seller-order-status';
import { OrderStatusControl } from '@/features/orders/components/order-status-control';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';
import { sellerNextStatuses } from '@/features/orders/utils/next-statuses';
import { toastFailure } from '@/lib/api-failure';
import { useLocalisedName } from '@/lib/use-localised';

/** The seller's parts of orders: its lines, where to deliver, payment and its own status. */
export function SellerOrdersTable({ orders }: { orders: SellerOrder[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalisedName();
  const [setStatus, { isLoading }] = useSetSellerOrderStatusMutation();
  if (orders.length === 0) return <p className="p-6 text-slate-600">{t('orders.empty')}</p>;
  return (
    <div className={cardClass}>
      <table className={tableClass}>
        <thead>
          <tr>
            <th className={thClass}>{t('orders.number')}</th>
            <th className={thClass}>{t('orders.date')}</th>
            <th className={thClass}>{t('orders.products')}</th>
            <th className={thClass}>{t('orders.deliverTo')}</th>
            <th className={thClass}>{t('orders.total')}</th>
            <th className={thClass}>{t('orders.payment')}</th>
            <th className={thClass}>{t('orders.status')}</th>
            <th className={thClass}>{t('orders.change')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} data-testid={`seller-order-row-${order.orderNumber}`}>
              <td className={tdClass}>#{order.orderNumber}</td>
              <td className={tdClass}>
                <span dir="ltr">{order.date}</span>
              </td>
              <td className={tdClass}>
                <ul>
                  {order.products.map((line, index) => (
                    <li key={`${line.productId ?? 'gone'}-${index}`}>
                      {t('orders.line', {
                        name: nameOf(line.productInfo),
                        quantity: line.quantity,
                      })}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={tdClass}>
                {order.shippingInfo.name}
                <span className="block text-xs text-slate-500">
                  {order.shippingInfo.city} — {order.shippingInfo.address}
                </span>
                <span className="block text-xs text-slate-500">
                  <span dir="ltr">{order.shippingInfo.phone}</span>
                </span>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {t('money.iqd', { amount: formatDinar(order.price) })}
              </td>
              <td className={tdClass}>
                <PaymentBadge status={order.payment_status} />
              </td>
              <td className={tdClass}>
                <DeliveryBadge status={order.delivery_status} />
              </td>
              <td className={tdClass}>
                <OrderStatusControl
                  current={order.delivery_status}
                  options={
                    order.payment_status === 'paid' || order.payment_method === 'cod'
                      ? sellerNextStatuses(order.delivery_status)
                      : []
                  }
                  busy={isLoading}
                  testId={`seller-order-status-${order.orderNumber}`}
                  onChange={(status) =>
                    setStatus({ id: order._id, delivery_status: status })
                      .unwrap()
                      .then(() => toast.success(t('orders.updated')))
                      .catch(toastFailure)
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
