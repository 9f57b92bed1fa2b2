import { useForm, useWatch, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import {
  WEEKDAYS,
  type SellerDelivery,
  type SellerDeliveryValues,
} from '@chapkhana/shared/delivery';
import { LANGUAGES } from '@chapkhana/shared/languages';
import { buttonClass, describedByError, Field, inputClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import type { SellerDeliveryOf } from '@/features/delivery/api/get-seller-delivery';
import { useUpdateSellerDeliveryMutation } from '@/features/delivery/api/update-seller-delivery';
import {
  formFieldOf,
  sellerDeliveryForm,
  sellerDeliveryResolver,
  type SellerDeliveryForm as FormValues,
} from '@/features/delivery/utils/seller-delivery-form';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { serverFieldErrors } from '@/lib/server-field-errors';

const FEES = ['sameCity', 'sameGovernorate', 'other'] as const;
const box = 'space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200';

/**
 * A seller's delivery: its own three fees (or the admin's table), and pickup from its print house
 * with the address in three languages and the opening days and hours (Saturday first).
 */
export function SellerDeliveryForm({
  saved,
  of = { side: 'seller' },
}: {
  saved: SellerDelivery;
  /** The admin edits a seller's from the seller's page. */
  of?: SellerDeliveryOf;
}) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateSellerDeliveryMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, SellerDeliveryValues>({
    resolver: sellerDeliveryResolver,
    defaultValues: sellerDeliveryForm(saved),
  });
  const [ownFees, offered] = useWatch({ control, name: ['ownFees', 'offered'] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(sellerDeliveryForm(await update({ of, values }).unwrap()));
      toast.success(t('delivery.saved'));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      for (const [field, message] of fields) {
        setError(formFieldOf(field) as Path<FormValues>, { message });
      }
      if (fields.length === 0) toastFailure(failure);
    }
  });
  const error = (message: string | undefined) => fieldError(t, message);
  // The admin reads the seller's form about the seller, not as "your" fees.
  const voice = of.side === 'admin' ? 'delivery.ofSeller' : 'delivery';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-3xl space-y-6"
      data-testid="seller-delivery-form"
    >
      <fieldset className={box}>
        <legend className="px-1 text-base font-semibold">{t(`${voice}.ownFeesTitle`)}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            data-testid="own-fees"
            {...register('ownFees')}
          />
          {t(`${voice}.ownFees`)}
        </label>
        <p className="text-xs text-slate-500">{t('delivery.ownFeesHint')}</p>
        {ownFees ? (
          <div className="grid gap-3 sm:grid-cols-3">
            {FEES.map((name) => {
              const message = error(errors[name]?.message);
              return (
                <Field key={name} id={`fee-${name}`} label={t(`delivery.${name}`)} error={message}>
                  <NumberInput
                    id={`fee-${name}`}
                    whole
                    data-testid={`fee-${name}`}
                    {...describedByError(`fee-${name}`, message)}
                    {...register(name)}
                  />
                </Field>
              );
            })}
            <Field
              id="district"
              label={t(`${voice}.district`)}
              hint={t('delivery.districtHint')}
              error={error(errors.district?.message)}
              className="sm:col-span-3"
            >
              <input
                id="district"
                className={inputClass}
                data-testid="district"
                {...describedByError('district', error(errors.district?.message))}
                {...register('district')}
              />
            </Field>
          </div>
        ) : null}
      </fieldset>

      <fieldset className={box}>
        <legend className="px-1 text-base font-semibold">{t(`${voice}.pickupTitle`)}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            data-testid="pickup-offered"
            {...register('offered')}
          />
          {t('delivery.pickupOffered')}
        </label>
        {offered ? (
          <>
            {LANGUAGES.map((language) => {
              const id = `pickup-address-${language}`;
              const message = error(errors.address?.[language]?.message);
              return (
                <Field
                  key={language}
                  id={id}
                  label={t(`delivery.address.${language}`)}
                  error={message}
                >
                  <textarea
                    id={id}
                    rows={2}
                    dir={language === 'en' ? 'ltr' : 'rtl'}
                    lang={language === 'kr' ? 'ckb' : language}
                    className={inputClass}
                    data-testid={id}
                    {...describedByError(id, message)}
                    {...register(`address.${language}`)}
                  />
                </Field>
              );
            })}
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-700">
                {t('delivery.openDays')}
              </legend>
              <div className="flex flex-wrap gap-2">
                {WEEKDAYS.map((day) => (
                  <label
                    key={day}
                    className="flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm"
                  >
                    <input
                      type="checkbox"
                      value={day}
                      data-testid={`day-${day}`}
                      {...register('days')}
                    />
                    {t(`delivery.days.${day}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid max-w-sm grid-cols-2 gap-3">
              {(['from', 'to'] as const).map((name) => {
                const message = error(errors[name]?.message);
                return (
                  <Field
                    key={name}
                    id={`hours-${name}`}
                    label={t(`delivery.${name}`)}
                    error={message}
                  >
                    <input
                      id={`hours-${name}`}
                      type="time"
                      dir="ltr"
                      className={`${inputClass} rtl:text-right`}
                      data-testid={`hours-${name}`}
                      {...describedByError(`hours-${name}`, message)}
                      {...register(name)}
                    />
                  </Field>
                );
              })}
            </div>
          </>
        ) : null}
      </fieldset>
      <button
        type="submit"
        className={buttonClass}
        disabled={isLoading}
        data-testid="seller-delivery-save"
      >
        {isLoading ? t('delivery.saving') : t('delivery.save')}
      </button>
    </form>
  );
}
