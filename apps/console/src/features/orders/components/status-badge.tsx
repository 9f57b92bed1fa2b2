import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { DeliveryStatus, PaymentStatus } from '@chapkhana/shared/orders';

const DELIVERY_COLOURS: Record<DeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  preparing: 'bg-sky-100 text-sky-900',
  'on way': 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-700',
};

export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${DELIVERY_COLOURS[status]}`}
    >
      {t(`status.delivery.${status}`)}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const colour =
    status === 'paid' ? 'bg-emerald-100 text-emerald-900' : 'bg-rose-100 text-rose-900';
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${colour}`}>
      {t(`status.payment.${status}`)}
    </span>
  );
}
