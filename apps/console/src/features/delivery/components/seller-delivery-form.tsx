import type { ReactNode } from 'react';
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
import { TimeInput } from '@/components/ui/time-input';
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
const DAYS = ['daysSameCity', 'daysSameGovernorate', 'daysOther'] as const;
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
  const [ownFees, offered, ownDays] = useWatch({
    control,
    name: ['ownFees', 'offered', 'ownDays'],
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(sellerDeliveryForm(await update({ of, values }).unwrap()));
      toast.success(t('delivery.settingsSaved'));
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

  const checkbox = (name: 'ownFees' | 'offered' | 'ownDays', testId: string, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-5" data-testid={testId} {...register(name)} />
      {label}
    </label>
  );
  /** Three whole numbers side by side: the fees, or the courier's days. */
  const numberGrid = (
    names: typeof FEES | typeof DAYS,
    idOf: (name: string) => string,
    extra?: ReactNode,
  ) => (
    <div className="grid gap-3 sm:grid-cols-3">
      {names.map((name) => {
        const id = idOf(name);
        const message = error(errors[name]?.message);
        return (
          <Field key={name} id={id} label={t(`delivery.${name}`)} error={message}>
            <NumberInput
              id={id}
              whole
              data-testid={id}
              {...describedByError(id, message)}
              {...register(name)}
            />
          </Field>
        );
      })}
      {extra}
    </div>
  );
  const timeField = (
    name: 'from' | 'to' | 'cutOff',
    id: string,
    label: string,
    place?: { hint: string; className: string },
  ) => {
    const message = error(errors[name]?.message);
    return (
      <Field key={name} id={id} label={label} error={message} {...place}>
        <TimeInput
          id={id}
          data-testid={id}
          {...describedByError(id, message)}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-3xl space-y-6"
      data-testid="seller-delivery-form"
    >
      <fieldset className={box}>
        <legend className="px-1 text-base font-semibold">{t(`${voice}.ownFeesTitle`)}</legend>
        {checkbox('ownFees', 'own-fees', t(`${voice}.ownFees`))}
        <p className="text-xs text-slate-500">{t('delivery.ownFeesHint')}</p>
        {ownFees
          ? numberGrid(
              FEES,
              (name) => `fee-${name}`,
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
              </Field>,
            )
          : null}
      </fieldset>

      <fieldset className={box}>
        <legend className="px-1 text-base font-semibold">{t(`${voice}.pickupTitle`)}</legend>
        {checkbox('offered', 'pickup-offered', t('delivery.pickupOffered'))}
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
              {(['from', 'to'] as const).map((name) =>
                timeField(name, `hours-${name}`, t(`delivery.${name}`)),
              )}
            </div>
          </>
        ) : null}
      </fieldset>
      <fieldset className={box} data-testid="schedule-settings">
        <legend className="px-1 text-base font-semibold">{t('delivery.scheduleTitle')}</legend>
        {timeField('cutOff', 'cut-off', t('delivery.cutOff'), {
          hint: t('delivery.cutOffHint'),
          className: 'max-w-xs',
        })}
        {checkbox('ownDays', 'own-days', t('delivery.ownDays'))}
        <p className="text-xs text-slate-500">{t('delivery.ownDaysHint')}</p>
        {ownDays ? numberGrid(DAYS, (name) => name) : null}
      </fieldset>
      <button
        type="submit"
        className={buttonClass}
        disabled={isLoading}
        data-testid="seller-delivery-save"
      >
        {isLoading ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}
