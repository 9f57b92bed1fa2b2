import type { PrintPrice } from '@chapkhana/shared/pricing';
import { formatLineAmount } from '@chapkhana/shared/order-figures';
import { formatPrice } from '@chapkhana/shared/pricing';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Money } from '@/components/ui/money';

/** The live price of the configured line: per piece, the job's set-up fee, the total (IQD). */
export function PrintPriceSummary({ price }: { price: PrintPrice | null }) {
  const { t } = useTranslation();
  const waiting = '…';
  return (
    <dl
      data-testid="print-price"
      aria-live="polite"
      className="flex flex-col gap-1 rounded-lg bg-brand-50 px-4 py-3"
    >
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <dt className="text-slate-700">{t('print.unitPrice')}</dt>
        <dd data-testid="print-unit-price">
          {price ? <Money amount={formatPrice(price.unitPrice)} /> : waiting}
        </dd>
      </div>
      {price && price.jobFee.gt(0) ? (
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <dt className="text-slate-700">{t('print.jobFee')}</dt>
          <dd data-testid="print-job-fee">
            <Money amount={formatLineAmount(price.jobFee)} />
          </dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-2">
        <dt className="font-semibold text-slate-800">{t('print.total')}</dt>
        <dd data-testid="print-total" className="text-xl font-bold text-brand-800">
          {price ? <Money amount={formatLineAmount(price.total)} /> : waiting}
        </dd>
      </div>
    </dl>
  );
}
