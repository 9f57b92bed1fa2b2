import type { OrderRefund } from '@chapkhana/shared/orders';
import { formatIraqTime } from '@chapkhana/shared/dates';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { RefundStatusBadge } from '@chapkhana/web-kit/components/refund-status-badge';
import { Money } from '@/components/ui/money';

/** The money the shop gave back from the order's online payments, each with its reason and where it is. */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="order-refunds">
      {refunds.map((refund) => (
        <li key={refund._id} className="flex flex-col gap-1.5 py-3" data-testid="order-refund">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-slate-900 tabular-nums">
              <Money amount={formatDinar(refund.amount)} />{' '}
              <span className="font-normal text-slate-600">
                {t('orders.refunds.through', { method: t(`orders.method.${refund.method}`) })}
              </span>
            </span>
            <RefundStatusBadge status={refund.status}>
              {t(`orders.refunds.status.${refund.status}`)}
            </RefundStatusBadge>
          </div>
          <p className="text-slate-700">
            <span className="text-slate-600">{t('orders.refunds.reason')}:</span>{' '}
            <span dir="auto" className="break-words whitespace-pre-wrap">
              {refund.reason}
            </span>
          </p>
          <bdi dir="ltr" className="self-start text-xs whitespace-nowrap text-slate-500">
            {formatIraqTime(refund.createdAt)}
          </bdi>
        </li>
      ))}
    </ul>
  );
}
