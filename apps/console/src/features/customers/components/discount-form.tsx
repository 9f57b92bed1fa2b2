import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { setCustomerDiscountBodySchema } from '@chapkhana/shared/accounts';
import { secondaryButtonClass, describedByError } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { useSetCustomerDiscountMutation } from '@/features/customers/api/set-discount';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';

type Values = z.input<typeof setCustomerDiscountBodySchema>;
type Parsed = z.output<typeof setCustomerDiscountBodySchema>;

/** The customer's discount percent, inline in the table row. */
export function DiscountForm({ customerId, current }: { customerId: string; current: string }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSetCustomerDiscountMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: fieldResolver(setCustomerDiscountBodySchema),
    defaultValues: { discountPercent: current },
  });
  const error = fieldError(t, errors.discountPercent?.message);
  const id = `discount-${customerId}`;
  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={handleSubmit(async (values) => {
        try {
          await save({ id: customerId, discountPercent: values.discountPercent }).unwrap();
          toast.success(t('customers.saved'));
        } catch (failure) {
          toastFailure(failure);
        }
      })}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t('customers.discount')}
        </label>
        <NumberInput
          id={id}
          className="w-20"
          {...describedByError(id, error)}
          {...register('discountPercent')}
        />
        <span aria-hidden="true">%</span>
        <button type="submit" className={secondaryButtonClass} disabled={isLoading}>
          {t('common.save')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
