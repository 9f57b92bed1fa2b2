import { formatDinar } from '@chapkhana/shared/pricing';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Money } from '@/components/ui/money';

/** The split of an order asking an advance (issue 38): what is paid online now, what on delivery. */
export interface DepositSplit {
  /** Whole dinars paid online now: the advance alone, or all. */
  now: number;
  /** Whole dinars left for the courier. */
  onDelivery: number;
}

/** "To pay now (advance)" and "To pay on delivery", each with its amount. */
export function DepositSplitRows({ split, advance }: { split: DepositSplit; advance: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-brand-50 p-3 text-sm">
      <dt className="text-slate-700">{t(advance ? 'deposit.toPayNow' : 'deposit.toPayNowAll')}</dt>
      <dd className="text-end font-semibold text-slate-900">
        <Money amount={formatDinar(split.now)} testId="deposit-pay-now" />
      </dd>
      <dt className="text-slate-700">{t('deposit.toPayOnDelivery')}</dt>
      <dd className="text-end font-semibold text-slate-900">
        <Money amount={formatDinar(split.onDelivery)} testId="deposit-pay-on-delivery" />
      </dd>
    </dl>
  );
}
