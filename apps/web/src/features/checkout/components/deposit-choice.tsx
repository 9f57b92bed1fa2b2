import type { OnlineShare } from '@chapkhana/shared/deposits';
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

/**
 * For an order asking an advance: pay only the advance online now (the rest in cash to the
 * courier) or all of it, and the two amounts that choice makes.
 */
export function DepositChoice({
  value,
  onChange,
  split,
  disabled = false,
}: {
  value: OnlineShare;
  onChange: (share: OnlineShare) => void;
  split: DepositSplit;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const choices = [
    { share: 'deposit', label: t('deposit.payDeposit') },
    { share: 'all', label: t('deposit.payAll') },
  ] as const;
  return (
    <div className="flex flex-col gap-3" data-testid="deposit-choice">
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-1 font-semibold text-slate-900">{t('deposit.legend')}</legend>
        {choices.map(({ share, label }) => (
          <label key={share} className="flex cursor-pointer items-center gap-2 text-slate-800">
            <input
              type="radio"
              name="pay-now"
              value={share}
              checked={value === share}
              onChange={() => onChange(share)}
              data-testid={`pay-now-${share}`}
              className="size-4 shrink-0 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <DepositSplitRows split={split} advance={value === 'deposit'} />
    </div>
  );
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
