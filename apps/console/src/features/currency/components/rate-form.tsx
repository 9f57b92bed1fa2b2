import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { setRateBodySchema } from '@chapkhana/shared/currency';
import { buttonClass, Field, inputClass } from '@/components/ui/field';
import { useSetRateMutation } from '@/features/currency/api/set-rate';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';

type Values = z.input<typeof setRateBodySchema>;
type Parsed = z.output<typeof setRateBodySchema>;

/** Sets a new IQD rate for one US dollar; the storefront's prices follow it at once. */
export function RateForm() {
  const { t } = useTranslation();
  const [setRate, { isLoading }] = useSetRateMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(setRateBodySchema),
    defaultValues: { currencyIQD: '' },
  });
  const error = fieldError(t, errors.currencyIQD?.message);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await setRate(values).unwrap();
      toast.success(t('currency.saved'));
      reset({ currencyIQD: '' });
    } catch (failure) {
      toastFailure(failure);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <Field id="currencyIQD" label={t('currency.newRate')} error={error} className="w-56">
        <input
          id="currencyIQD"
          inputMode="decimal"
          dir="ltr"
          className={`${inputClass} text-start`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'currencyIQD-error' : undefined}
          {...register('currencyIQD')}
        />
      </Field>
      <button type="submit" className={buttonClass} disabled={isLoading}>
        {t('currency.save')}
      </button>
    </form>
  );
}
