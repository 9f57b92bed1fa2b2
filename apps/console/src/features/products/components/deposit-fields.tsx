import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field, inputClass } from '@/components/ui/field';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { numberInputProps, readNumber } from '@/lib/number-input';

type Mode = 'none' | 'percent' | 'whole';
const modeOf = (percent: number | null | undefined): Mode =>
  percent === null || percent === undefined ? 'none' : percent === 100 ? 'whole' : 'percent';

/**
 * The advance (عربون) the seller asks before printing (issue 38): none, a percent of each line,
 * or the whole amount (kept as 100 %), paid online by the customer before the part can go into
 * production.
 */
export function DepositFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductValues>();
  const { field, fieldState } = useController({ control, name: 'depositPercent' });
  const mode = modeOf(field.value);
  const choose = (next: Mode) =>
    field.onChange(next === 'none' ? null : next === 'whole' ? 100 : 30);
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="deposit-fields">
      <Field id="product-deposit-mode" label={t('products.deposit.label')}>
        <select
          id="product-deposit-mode"
          data-testid="product-deposit-mode"
          className={inputClass}
          value={mode}
          onChange={(event) => choose(event.target.value as Mode)}
        >
          <option value="none">{t('products.deposit.none')}</option>
          <option value="percent">{t('products.deposit.percent')}</option>
          <option value="whole">{t('products.deposit.whole')}</option>
        </select>
      </Field>
      {mode === 'percent' ? (
        <Field
          id="product-deposit-percent"
          label={t('products.deposit.percentLabel')}
          hint={t('products.deposit.hint')}
          error={fieldError(t, fieldState.error?.message)}
        >
          <input
            id="product-deposit-percent"
            data-testid="product-deposit-percent"
            {...numberInputProps}
            className={inputClass}
            aria-invalid={fieldState.error ? true : undefined}
            value={field.value === null || Number.isNaN(field.value) ? '' : field.value}
            onChange={(event) => field.onChange(readNumber(event.target.value))}
            onBlur={field.onBlur}
          />
        </Field>
      ) : null}
    </div>
  );
}
