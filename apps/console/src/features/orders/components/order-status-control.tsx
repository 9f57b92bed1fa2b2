import { useId, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { DeliveryStatus } from '@chapkhana/shared/orders';
import { secondaryButtonClass } from '@/components/ui/field';

interface OrderStatusControlProps {
  current: DeliveryStatus;
  /** The statuses the order may move to now; none means the status is final. */
  options: readonly DeliveryStatus[];
  busy?: boolean;
  onChange: (status: DeliveryStatus) => void;
  testId?: string;
  /** Moves offered but not possible yet, and why (e.g. a proof waits for the customer). */
  held?: { statuses: readonly DeliveryStatus[]; reason: string } | undefined;
}

/** A select of the allowed next statuses and a button that applies the chosen one. */
export function OrderStatusControl({
  current,
  options,
  busy = false,
  onChange,
  testId,
  held,
}: OrderStatusControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<DeliveryStatus | ''>('');
  if (options.length === 0) {
    return <span className="text-xs text-slate-500">{t('orders.final')}</span>;
  }
  const isHeld = (status: DeliveryStatus) => held?.statuses.includes(status) ?? false;
  const value = chosen && options.includes(chosen) && !isHeld(chosen) ? chosen : '';
  const heldShown = held && options.some(isHeld) ? held : undefined;
  return (
    <div className="flex flex-col gap-1">
      {/* The select is as wide as its longest status ("بگوازەرەوە بۆ…" never cut), the whole row on
          a phone; the button goes under it when the row has no room. */}
      <div className="flex flex-wrap items-center gap-2" data-testid={testId}>
        <label htmlFor={id} className="sr-only">
          {t('orders.changeStatus', { status: t(`status.delivery.${current}`) })}
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => setChosen(event.target.value as DeliveryStatus | '')}
          aria-describedby={heldShown ? `${id}-held` : undefined}
          className="w-full max-w-full shrink-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm sm:w-auto"
        >
          <option value="">{t('orders.moveTo')}</option>
          {options.map((status) => (
            <option key={status} value={status} disabled={isHeld(status)}>
              {t(`status.delivery.${status}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={!value || busy}
          onClick={() => {
            if (value) onChange(value);
            setChosen('');
          }}
        >
          {t('orders.apply')}
        </button>
      </div>
      {heldShown ? (
        <p id={`${id}-held`} className="text-xs text-amber-800" data-testid="status-held">
          {heldShown.reason}
        </p>
      ) : null}
    </div>
  );
}
