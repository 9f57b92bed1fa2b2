import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ShownOrderFigures } from '@chapkhana/shared/order-figures';
import type { DeliveryStatus, PaymentStatus } from '@chapkhana/shared/orders';
import type { Column } from '@/components/ui/data-table';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';
import { NewOrderMark } from '@/features/orders/live/new-orders';

interface OrderBasics {
  orderNumber: number;
  date: string;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
}

interface OrderColumnsOptions<T> {
  /** The order's figures as the customer was shown them (`shownOrderFigures`). */
  figuresOf: (order: T) => ShownOrderFigures;
  /** The order's page in the console. */
  pageOf: (order: T) => string;
  /** Whether the order arrived since the list was last seen (marked "New"). */
  isNew?: (order: T) => boolean;
}

/** The columns every order list shares: number (a link to its page), date, total, payment and status. */
export function orderColumns<T extends OrderBasics>(
  t: TFunction,
  { figuresOf, pageOf, isNew }: OrderColumnsOptions<T>,
) {
  return {
    number: {
      header: t('orders.number'),
      className: 'whitespace-nowrap',
      cell: (order) => (
        <>
          <Link
            to={pageOf(order)}
            className="font-semibold text-brand-700 underline"
            aria-label={t('orderPage.open', { number: order.orderNumber })}
            data-testid={`open-order-${order.orderNumber}`}
          >
            #{order.orderNumber}
          </Link>
          {isNew?.(order) ? <NewOrderMark /> : null}
        </>
      ),
    },
    date: {
      header: t('orders.date'),
      // The day and the time each stay whole: "24-11-2026" broken at a hyphen reads backwards in RTL.
      cell: (order) => (
        <span dir="ltr" className="inline-block">
          {order.date.split(' ').map((part, index) => (
            <span key={index} className="block whitespace-nowrap">
              {part}
            </span>
          ))}
        </span>
      ),
    },
    total: {
      header: t('orders.total'),
      className: 'whitespace-nowrap',
      cell: (order) => (
        <bdi data-testid={`order-total-${order.orderNumber}`}>
          {t('money.iqd', { amount: figuresOf(order).total })}
        </bdi>
      ),
    },
    payment: {
      header: t('orders.payment'),
      cell: (order) => <PaymentBadge status={order.payment_status} />,
    },
    status: {
      header: t('orders.status'),
      cell: (order) => <DeliveryBadge status={order.delivery_status} />,
    },
  } satisfies Record<string, Column<T>>;
}
