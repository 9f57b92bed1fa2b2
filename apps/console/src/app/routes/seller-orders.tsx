import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import type { OrdersFilter } from '@/features/orders/api/get-orders';
import { OrderFilters } from '@/features/orders/components/order-filters';
import { useGetSellerOrdersQuery } from '@/features/orders/api/get-seller-orders';
import { SellerOrdersTable } from '@/features/orders/components/seller-orders-table';
import { useStaff } from '@/features/auth/hooks/use-staff';
import { useMarkOrdersSeen, useNewOrders } from '@/features/orders/live/new-orders';

export function SellerOrdersRoute() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrdersFilter>({ page: 1, perPage: 20 });
  const rangeOk = !filter.from || !filter.to || filter.from <= filter.to;
  const { payment_status: _ignored, ...sellerFilter } = filter;
  const { data } = useGetSellerOrdersQuery(sellerFilter, { skip: !rangeOk });
  const accountId = useStaff().staff?.id;
  useMarkOrdersSeen('seller', accountId);
  const { ids: newIds } = useNewOrders('seller', accountId);
  return (
    <>
      <PageTitle>{t('orders.sellerTitle')}</PageTitle>
      <OrderFilters value={filter} onChange={setFilter} showPayment={false} />
      {data ? (
        <>
          <SellerOrdersTable orders={data.items} newIds={newIds} />
          <Pager
            page={data.page}
            perPage={data.perPage}
            total={data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      ) : null}
    </>
  );
}
