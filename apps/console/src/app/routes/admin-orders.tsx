import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { FullPageSpinner } from '@chapkhana/web-kit/components/spinner';
import { useGetAdminOrdersQuery, type OrdersFilter } from '@/features/orders/api/get-orders';
import { OrderFilters } from '@/features/orders/components/order-filters';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { useStaff } from '@/features/auth/hooks/use-staff';
import { useMarkOrdersSeen, useNewOrders } from '@/features/orders/live/new-orders';

export function AdminOrdersRoute() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrdersFilter>({ page: 1, perPage: 20 });
  const rangeOk = !filter.from || !filter.to || filter.from <= filter.to;
  const { data, isFetching, isError } = useGetAdminOrdersQuery(filter, { skip: !rangeOk });
  const accountId = useStaff().staff?.id;
  useMarkOrdersSeen('admin', accountId);
  const { ids: newIds } = useNewOrders('admin', accountId);
  return (
    <>
      <PageTitle>{t('orders.title')}</PageTitle>
      <OrderFilters value={filter} onChange={setFilter} />
      {isError ? <p role="alert">{t('errors.load')}</p> : null}
      {data ? (
        <>
          <OrdersTable orders={data.items} newIds={newIds} />
          <Pager
            page={data.page}
            perPage={data.perPage}
            total={data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      ) : isFetching ? (
        <FullPageSpinner label={t('common.loading')} />
      ) : null}
    </>
  );
}
