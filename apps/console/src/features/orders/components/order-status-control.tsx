import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '@chapkhana/shared/orders';
import { secondaryButtonClass } from '@/components/ui/field';

interface OrderStatusControlProps {
  current: DeliveryStatus;
  /** The statuses the order may move to now; none means the status is final. */
  options: readonly DeliveryStatus[];
  busy?: boolean;
  onChange: (status: DeliveryStatus) => void;
  testId?: string;
}

/** A select of the allowed next statuses and a button that applies the chosen one. */
export function OrderStatusControl({
  current,
  options,
  busy = false,
  onChange,
  testId,
}: OrderStatusControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<DeliveryStatus | ''>('');
  if (options.length === 0) {
    return <span className="text-xs text-slate-500">{t('orders.final')}</span>;
  }
  const value = chosen && options.includes(chosen) ? chosen : '';
  return (
    <div className="flex items-center gap-2" data-testid={testId}>
      <label htmlFor={id} className="sr-only">
        {t('orders.changeStatus', { status: t(`status.delivery.${current}`) })}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => setChosen(event.target.value as DeliveryStatus | '')}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        <option value="">{t('orders.moveTo')}</option>
        {options.map((status) => (
          <option key={status} value={status}>
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
  );
}
