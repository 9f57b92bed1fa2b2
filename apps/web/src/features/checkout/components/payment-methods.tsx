import type { PaymentMethod } from '@chapkhana/shared/orders';
import { Banknote, QrCode, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ParseKeys } from 'i18next';

const METHODS: Readonly<
  Record<PaymentMethod, { label: ParseKeys; hint: ParseKeys; icon: LucideIcon }>
> = {
  fib: { label: 'checkout.methods.fib', hint: 'checkout.methods.fibHint', icon: QrCode },
  cod: { label: 'checkout.methods.cod', hint: 'checkout.methods.codHint', icon: Banknote },
};

/** FIB (when the shop offers it) or cash on delivery, as a group of radio cards (docs/storefront.md §2). */
export function PaymentMethods({
  methods,
  value,
  onChange,
  disabled = false,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  // FIB first where offered, as in the spec's list; cash on delivery stays the default.
  const ordered = (['fib', 'cod'] as const).filter((method) => methods.includes(method));
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">{t('checkout.methods.legend')}</legend>
      {ordered.map((method) => {
        const { label, hint, icon: Icon } = METHODS[method];
        const checked = value === method;
        return (
          <label
            key={method}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 ${
              checked
                ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={checked}
              onChange={() => onChange(method)}
              data-testid={`payment-method-${method}`}
              className="mt-1 size-4 accent-brand-700"
            />
            <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold text-slate-900">{t(label)}</span>
              <span className="text-sm text-slate-600">{t(hint)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
