import type { OnlineShare } from '@chapkhana/shared/deposits';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DepositSplitRows, type DepositSplit } from '@/components/ui/deposit-split-rows';

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
