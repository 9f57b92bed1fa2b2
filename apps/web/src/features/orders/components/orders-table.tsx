import type { Order } from '@chapkhana/shared/orders';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Link } from '@/components/ui/link';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import {
  DeliveryStatusBadge,
  PaymentStatusBadge,
} from '@/features/orders/components/status-badges';
import { shownOrderFigures } from '@chapkhana/shared/order-figures';
import type { OrderSort, OrderSortKey } from '@/features/orders/utils/order-sort';
import { PAYMENT_METHOD_LABELS } from '@/features/orders/utils/order-status';

interface OrdersTableProps {
  orders: Order[];
  /** With these, the date, total and status headers sort the list. */
  sort?: OrderSort;
  onSort?: (key: OrderSortKey) => void;
  caption: string;
}

const CELL = 'md:px-3 md:py-3 md:align-middle';

/** A proof of one of the order's print lines waits for the customer's answer. */
const proofWaiting = (order: Order) =>
  order.products.some((line) => line.print?.state === 'awaiting_approval');

/** The label a cell carries on phones, where the table folds into one card per order. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-slate-500 md:hidden">{children}</span>;
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: OrderSortKey;
  sort?: OrderSort;
  onSort?: (key: OrderSortKey) => void;
}) {
  const active = sort?.key === sortKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  if (!onSort) {
    return (
      <th scope="col" className={`${CELL} text-start font-semibold`}>
        {label}
      </th>
    );
  }
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={ariaSort} className={`${CELL} text-start font-semibold`}>
      <button
        type="button"
        data-testid={`sort-${sortKey}`}
        onClick={() => onSort(sortKey)}
        className={`inline-flex items-center gap-1 rounded hover:text-brand-700 ${active ? 'text-brand-800' : ''}`}
      >
        {label}
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </th>
  );
}

/**
 * Orders as a table on wide screens and as one card per order on phones (the same rows,
 * laid out as a grid), each linking to its detail page.
 */
export function OrdersTable({ orders, sort, onSort, caption }: OrdersTableProps) {
  const { t } = useTranslation();
  return (
    <table data-testid="orders-table" className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs text-slate-600 max-md:sr-only">
        <tr>
          <th scope="col" className={`${CELL} text-start font-semibold`}>
            {t('orders.columns.order')}
          </th>
          <SortHeader label={t('orders.columns.date')} sortKey="date" sort={sort} onSort={onSort} />
          <SortHeader
            label={t('orders.columns.total')}
            sortKey="total"
            sort={sort}
            onSort={onSort}
          />
          <th scope="col" className={`${CELL} text-start font-semibold`}>
            {t('orders.columns.payment')}
          </th>
          <SortHeader
            label={t('orders.columns.status')}
            sortKey="status"
            sort={sort}
            onSort={onSort}
          />
          <th scope="col" className={CELL}>
            <span className="sr-only">{t('orders.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {orders.map((order) => (
          <tr
            key={order._id}
            data-testid="order-row"
            data-order-id={order._id}
            className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:border-t md:p-0"
          >
            <td className={CELL}>
              <PhoneLabel>{t('orders.columns.order')}</PhoneLabel>
              <Link
                to={paths.orderDetails(order._id)}
                data-testid="order-number"
                className="font-bold text-brand-700 hover:underline"
              >
                <bdi dir="ltr">#{order.orderNumber}</bdi>
              </Link>
            </td>
            <td className={CELL}>
              <PhoneLabel>{t('orders.columns.date')}</PhoneLabel>
              <bdi dir="ltr" data-testid="order-date" className="whitespace-nowrap">
                {order.date}
              </bdi>
            </td>
            <td className={CELL}>
              <PhoneLabel>{t('orders.columns.total')}</PhoneLabel>
              <span className="font-semibold whitespace-nowrap">
                <Money amount={shownOrderFigures(order).total} testId="order-total" />
              </span>
            </td>
            <td className={CELL}>
              <PhoneLabel>{t('orders.columns.payment')}</PhoneLabel>
              <PaymentStatusBadge status={order.payment_status} />
              {order.payment_method ? (
                <span
                  data-testid="order-row-payment-method"
                  className="mt-1 block text-xs text-slate-600"
                >
                  {t(PAYMENT_METHOD_LABELS[order.payment_method])}
                </span>
              ) : null}
            </td>
            <td className={CELL}>
              <PhoneLabel>{t('orders.columns.status')}</PhoneLabel>
              <DeliveryStatusBadge status={order.delivery_status} />
              {proofWaiting(order) ? (
                <Link
                  to={paths.orderDetails(order._id)}
                  data-testid="order-proof-waiting"
                  className="mt-1 block w-fit rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 hover:underline"
                >
                  {t('orders.proofWaiting')}
                </Link>
              ) : null}
            </td>
            <td className={`${CELL} self-end text-end`}>
              <Link
                to={paths.orderDetails(order._id)}
                data-testid="order-details-link"
                className="font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
              >
                {t('orders.viewDetails')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
