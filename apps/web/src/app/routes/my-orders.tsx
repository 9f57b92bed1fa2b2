import { ORDER_FILTERS } from '@chapkhana/shared/orders';
import { skipToken } from '@reduxjs/toolkit/query';
import { Package } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useGetOrdersQuery, type OrderFilter } from '@/features/orders/api/get-orders';
import { OrdersTable } from '@/features/orders/components/orders-table';
import {
  nextSort,
  ORDER_SORT_KEYS,
  readOrderListParams,
  sortOrders,
  writeOrderListParams,
  type OrderSort,
} from '@/features/orders/utils/order-sort';
import { DELIVERY_STATUS_LABELS } from '@/features/orders/utils/order-status';
import { useCustomer } from '@/lib/use-customer';
import { useOwnPageTitle } from '@/rendering';

const SELECT =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-700';

/**
 * /dashboard/my-orders (docs/storefront.md §2): a status filter (sent to the API) and columns sorted by
 * date, total or status; both live in the URL, so Back undoes them and a reload keeps them.
 */
export function MyOrdersRoute() {
  const { t } = useTranslation();
  useOwnPageTitle(t('pages.myOrders.title'));
  const filterId = useId();
  const sortId = useId();
  const customerId = useCustomer()?.id ?? null;
  const [params, setParams] = useSearchParams();
  const { status, sort } = readOrderListParams(params);
  const orders = useGetOrdersQuery(customerId ? { customerId, status } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const show = (nextStatus: OrderFilter, nextOrder: OrderSort) =>
    setParams(writeOrderListParams(nextStatus, nextOrder));
  const filterLabel = (filter: OrderFilter) =>
    filter === 'all' ? t('orders.filterAll') : t(DELIVERY_STATUS_LABELS[filter]);

  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{t('pages.myOrders.title')}</PageTitle>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-semibold text-slate-700">
            {t('orders.filterLabel')}
          </label>
          <select
            id={filterId}
            data-testid="orders-filter"
            value={status}
            onChange={(event) => show(event.target.value as OrderFilter, sort)}
            className={SELECT}
          >
            {ORDER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {filterLabel(filter)}
              </option>
            ))}
          </select>
        </div>
        {/* On phones the table folds into cards without headers; the sort is chosen here. */}
        <div className="flex flex-col gap-1 md:hidden">
          <label htmlFor={sortId} className="text-sm font-semibold text-slate-700">
            {t('orders.sortLabel')}
          </label>
          <select
            id={sortId}
            data-testid="orders-sort"
            value={`${sort.key}-${sort.direction}`}
            onChange={(event) => {
              const [key, direction] = event.target.value.split('-') as [
                OrderSort['key'],
                OrderSort['direction'],
              ];
              show(status, { key, direction });
            }}
            className={SELECT}
          >
            {ORDER_SORT_KEYS.flatMap((key) =>
              (['desc', 'asc'] as const).map((direction) => (
                <option key={`${key}-${direction}`} value={`${key}-${direction}`}>
                  {t(`orders.sort.${key}-${direction}`)}
                </option>
              )),
            )}
          </select>
        </div>
      </div>
      {orders.isError && !orders.data ? (
        <LoadError message={t('orders.loadError')} onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-slate-200" />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={Package}
          testId="orders-empty"
          title={status === 'all' ? t('orders.emptyTitle') : t('orders.emptyFiltered')}
          body={status === 'all' ? t('orders.emptyBody') : undefined}
          action={
            <Link to={paths.home} className={`${buttonStyles.primary} mt-2`}>
              {t('cart.shopNow')}
            </Link>
          }
        />
      ) : (
        <div className="md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
          <OrdersTable
            orders={sortOrders(orders.data, sort)}
            sort={sort}
            onSort={(key) => show(status, nextSort(sort, key))}
            caption={t('pages.myOrders.title')}
          />
        </div>
      )}
    </div>
  );
}
