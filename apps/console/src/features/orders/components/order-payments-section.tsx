import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { RefundStatusBadge } from '@chapkhana/web-kit/components/refund-status-badge';
import { formatIraqTime } from '@chapkhana/shared/dates';
import type { AdminOrderPayment } from '@chapkhana/shared/payments';
import { secondaryButtonClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useGetOrderPaymentsQuery } from '@/features/orders/api/get-order-payments';
import { RefundDialog } from '@/features/orders/components/refund-dialog';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The order's paid online payments (what each took and can still give back, with a Refund
 * action) and the refunds made. An order paid only in cash shows nothing.
 */
export function OrderPaymentsSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data, isError } = useGetOrderPaymentsQuery(orderId);
  const [refunding, setRefunding] = useState<AdminOrderPayment | null>(null);
  const iqd = (amount: number) => <bdi>{t('money.iqd', { amount: formatDinar(amount) })}</bdi>;
  if (isError)
    return (
      <p className="text-sm text-slate-500" data-testid="order-payments-error">
        {t('refunds.loadError')}
      </p>
    );
  if (!data || (data.payments.length === 0 && data.refunds.length === 0)) return null;
  return (
    <section
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 print:hidden"
      aria-labelledby="order-payments-title"
      data-print="hide"
      data-testid="order-payments"
    >
      <h2 id="order-payments-title" className="mb-2 font-bold">
        {t('refunds.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {data.payments.map((payment) => (
          <li
            key={payment._id}
            className="rounded-md border border-slate-200 p-3 text-sm"
            data-testid="paid-payment"
          >
            <p className="font-semibold">{t(`payment.method.${payment.method}`)}</p>
            <dl className="max-w-md">
              <Row label={t('refunds.paid')}>{iqd(payment.amount)}</Row>
              <Row label={t('refunds.paidAt')}>
                {payment.paidAt ? <LtrText>{formatIraqTime(payment.paidAt)}</LtrText> : '—'}
              </Row>
              <Row label={t('refunds.left')}>
                <span data-testid="order-payment-left">
                  {payment.refundable > 0 ? iqd(payment.refundable) : t('refunds.allGiven')}
                </span>
              </Row>
            </dl>
            {payment.refundable > 0 && payment.available ? (
              <button
                type="button"
                className={`${secondaryButtonClass} mt-2`}
                data-testid="refund-open"
                onClick={() => setRefunding(payment)}
              >
                {t('refunds.refund')}
              </button>
            ) : null}
            {payment.refundable > 0 && !payment.available ? (
              <p className="mt-2 text-slate-600">
                {t('refunds.notSetUp', { provider: t(`payment.method.${payment.method}`) })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {data.refunds.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 font-semibold">{t('refunds.made')}</h3>
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {data.refunds.map((refund) => (
              <li key={refund._id} className="flex flex-col gap-1 py-2" data-testid="order-refund">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold tabular-nums">
                    {iqd(refund.amount)}
                    <span className="font-normal text-slate-600">
                      {' · '}
                      {t(`payment.method.${refund.method}`)}
                    </span>
                  </span>
                  <RefundStatusBadge status={refund.status}>
                    {t(`refunds.status.${refund.status}`)}
                  </RefundStatusBadge>
                </div>
                <p className="break-words whitespace-pre-wrap text-slate-800">
                  <bdi>{refund.reason}</bdi>
                </p>
                <p className="text-xs text-slate-500">
                  <LtrText>{formatIraqTime(refund.createdAt)}</LtrText>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {refunding ? (
        <RefundDialog orderId={orderId} payment={refunding} onClose={() => setRefunding(null)} />
      ) : null}
    </section>
  );
}
