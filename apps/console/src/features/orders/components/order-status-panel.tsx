import type { ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { OrderDeposit } from '@chapkhana/shared/deposits';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '@chapkhana/shared/orders';
import { formatDinar } from '@chapkhana/shared/pricing';
import { DeliveryBadge, PaymentBadge } from '@/features/orders/components/status-badge';

interface StatusPanelProps {
  /** The whole order's delivery status. */
  status: DeliveryStatus;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus;
  /** Each seller's part shown here, by its shop's name in the reader's language. */
  /** Each seller's part; `amount` and `cash` (shown, e.g. "52,250") when the page shows figures. */
  parts: { id: string; name: string; status: DeliveryStatus; amount?: string; cash?: string }[];
  /** The status control; hidden when printing. */
  control: ReactNode;
  /** The advance asked (issue 38), when one is: production waits until it is paid. */
  deposit?: OrderDeposit | undefined;
}

/** Where the order stands: payment, the whole order's delivery status, each part's, and the control. */
export function OrderStatusPanel({
  status,
  paymentMethod,
  paymentStatus,
  parts,
  control,
  deposit,
}: StatusPanelProps) {
  const { t } = useTranslation();
  return (
    <section
      className="grid gap-3 rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 md:grid-cols-3 print:grid-cols-3 print:p-0 print:shadow-none print:ring-0"
      aria-label={t('orderPage.status')}
    >
      <div>
        <h2 className="mb-1 font-bold">{t('orderPage.payment')}</h2>
        <p className="flex flex-wrap items-center gap-2" data-testid="order-payment">
          {t(`payment.method.${paymentMethod ?? 'none'}`)} <PaymentBadge status={paymentStatus} />
        </p>
        {deposit && deposit.amount > 0 ? (
          <p className="mt-1 flex flex-wrap items-center gap-2">
            {t('orderPage.deposit')}{' '}
            <bdi className="tabular-nums">
              {t('money.iqd', { amount: formatDinar(deposit.amount) })}
            </bdi>
            <span
              data-testid="order-deposit"
              data-paid={deposit.paid}
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
                deposit.paid
                  ? 'bg-emerald-50 text-emerald-800 ring-emerald-300'
                  : 'bg-amber-50 text-amber-900 ring-amber-300'
              }`}
            >
              {t(deposit.paid ? 'orderPage.depositPaid' : 'orderPage.depositAwaiting')}
            </span>
          </p>
        ) : null}
      </div>
      <div>
        <h2 className="mb-1 font-bold">{t('orderPage.delivery')}</h2>
        <p className="flex flex-wrap items-center gap-2">
          {t('orderPage.wholeOrder')} <DeliveryBadge status={status} />
        </p>
        <ul className="mt-1 flex flex-col gap-1">
          {parts.map((part) => (
            <li key={part.id} className="flex flex-wrap items-center gap-2">
              {part.name} <DeliveryBadge status={part.status} />
              {part.amount !== undefined ? (
                <span className="tabular-nums text-slate-600" data-testid="part-amount">
                  <bdi>{t('money.iqd', { amount: part.amount })}</bdi>
                  {part.cash && part.cash !== '0' ? (
                    <>
                      {' · '}
                      {t('orderPage.cashToCollect')}{' '}
                      <bdi data-testid="part-cash">{t('money.iqd', { amount: part.cash })}</bdi>
                    </>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <div className="print:hidden" data-print="hide">
        <h2 className="mb-1 font-bold">{t('orders.change')}</h2>
        {control}
      </div>
    </section>
  );
}
