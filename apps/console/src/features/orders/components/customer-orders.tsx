import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { shownOrderFigures } from '@chapkhana/shared/order-figures';
import type { Order } from '@chapkhana/shared/orders';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useGetCustomerOrdersQuery } from '@/features/orders/api/get-customer-orders';
import { orderColumns } from '@/features/orders/components/order-columns';

/** One customer's orders, newest first. */
export function CustomerOrders({ customerId, name }: { customerId: string; name: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data } = useGetCustomerOrdersQuery({ id: customerId, page });
  const shared = orderColumns<Order>(t, {
    figuresOf: shownOrderFigures,
    pageOf: (order) => paths.admin.order(order._id),
  });
  return (
    <section className="mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 text-lg font-semibold">{t('customers.ordersOf', { name })}</h2>
      {data && data.items.length === 0 ? <p>{t('orders.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <>
          <DataTable
            framed={false}
            rows={data.items}
            rowKey={(order) => order._id}
            columns={[shared.number, shared.date, shared.total, shared.payment, shared.status]}
          />
          <Pager page={data.page} perPage={data.perPage} total={data.total} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
