import type { TFunction } from 'i18next';
import type { DeliveryStatus, PaymentStatus } from '@chapkhana/shared/orders';
import { formatDinar } from '@chapkhana/shared/pricing';
import type { Column } from '@/components/ui/data-table';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';

interface OrderBasics {
  orderNumber: number;
  date: string;
  price: string;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
}

/** The columns every order list shares: number, date, total, payment and delivery status. */
export function orderColumns<T extends OrderBasics>(t: TFunction) {
  return {
    number: { header: t('orders.number'), cell: (order) => `#${order.orderNumber}` },
    date: { header: t('orders.date'), cell: (order) => <span dir="ltr">{order.date}</span> },
    total: {
      header: t('orders.total'),
      className: 'whitespace-nowrap',
      cell: (order) => t('money.iqd', { amount: formatDinar(order.price) }),
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
