import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDinar } from '@chapkhana/shared/pricing';
import { tableClass, tdClass, thClass } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { useGetCustomerOrdersQuery } from '@/features/customers/api/get-customer-orders';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';

/** One customer's orders, newest first. */
export function CustomerOrders({ customerId, name }: { customerId: string; name: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data } = useGetCustomerOrdersQuery({ id: customerId, page });
  return (
    <section className="mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 text-lg font-semibold">{t('customers.ordersOf', { name })}</h2>
      {data && data.items.length === 0 ? <p>{t('orders.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <>
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={thClass}>{t('orders.number')}</th>
                <th className={thClass}>{t('orders.date')}</th>
                <th className={thClass}>{t('orders.total')}</th>
                <th className={thClass}>{t('orders.payment')}</th>
                <th className={thClass}>{t('orders.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <tr key={order._id}>
                  <td className={tdClass}>#{order.orderNumber}</td>
                  <td className={tdClass}>
                    <span dir="ltr">{order.date}</span>
                  </td>
                  <td className={tdClass}>
                    {t('money.iqd', { amount: formatDinar(order.price) })}
                  </td>
                  <td className={tdClass}>
                    <PaymentBadge status={order.payment_status} />
                  </td>
                  <td className={tdClass}>
                    <DeliveryBadge status={order.delivery_status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
