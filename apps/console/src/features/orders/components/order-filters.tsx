import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@chapkhana/shared/orders';
import { DateField } from '@/components/ui/date-field';
import { inputClass } from '@/components/ui/field';
import type { OrdersFilter } from '@/features/orders/api/get-orders';

interface OrderFiltersProps {
  value: OrdersFilter;
  onChange: (next: OrdersFilter) => void;
  showPayment?: boolean;
}

/** Search, delivery status, payment status and the date range of an order table. */
export function OrderFilters({ value, onChange, showPayment = true }: OrderFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: OrdersFilter) => onChange({ ...value, ...patch, page: 1 });
  const wrong = value.from && value.to && value.from > value.to;
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <label className="flex flex-col gap-1 text-sm">
        {t('orders.search')}
        <input
          type="search"
          className={inputClass}
          value={value.search ?? ''}
          onChange={(event) => set({ search: event.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('orders.deliveryStatus')}
        <select
          className={inputClass}
          data-testid="filter-delivery"
          value={value.delivery_status ?? ''}
          onChange={(event) =>
            set({
              delivery_status: (event.target.value || undefined) as OrdersFilter['delivery_status'],
            })
          }
        >
          <option value="">{t('orders.all')}</option>
          {DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.delivery.${status}`)}
            </option>
          ))}
        </select>
      </label>
      {showPayment ? (
        <label className="flex flex-col gap-1 text-sm">
          {t('orders.paymentStatus')}
          <select
            className={inputClass}
            value={value.payment_status ?? ''}
            onChange={(event) =>
              set({
                payment_status: (event.target.value || undefined) as OrdersFilter['payment_status'],
              })
            }
          >
            <option value="">{t('orders.all')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.payment.${status}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <DateField
        id="orders-from"
        label={t('orders.from')}
        value={value.from}
        onChange={(from) => set({ from })}
      />
      <div className="flex flex-col gap-1">
        <DateField
          id="orders-to"
          label={t('orders.to')}
          value={value.to}
          onChange={(to) => set({ to })}
        />
        {wrong ? (
          <span role="alert" className="text-sm text-red-700">
            {t('orders.badRange')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
