import type { DeliveryStatus, PaymentStatus } from '@chapkhana/shared/orders';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  PAYMENT_STATUS_LABELS,
  type StatusTone,
} from '@/features/orders/utils/order-status';

const TONE_CLASSES: Readonly<Record<StatusTone, string>> = {
  neutral: 'bg-amber-50 text-amber-800 ring-amber-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  progress: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** Where the parcel is: pending, preparing, on way, delivered or cancelled (translated). */
export function DeliveryStatusBadge({
  status,
  testId = 'order-status',
}: {
  status: DeliveryStatus;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`${BADGE} ${TONE_CLASSES[DELIVERY_STATUS_TONES[status]]}`}
    >
      {t(DELIVERY_STATUS_LABELS[status])}
    </span>
  );
}

/** Paid or not paid (translated). */
export function PaymentStatusBadge({
  status,
  testId = 'order-payment-status',
}: {
  status: PaymentStatus;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`${BADGE} ${TONE_CLASSES[status === 'paid' ? 'success' : 'neutral']}`}
    >
      {t(PAYMENT_STATUS_LABELS[status])}
    </span>
  );
}
