import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import {
  adminDeliveryFeesInputSchema,
  type AdminDeliveryFees,
  type AdminDeliveryFeesInput,
  type AdminDeliveryFeesValues,
} from '@chapkhana/shared/delivery';
import { GOVERNORATES } from '@chapkhana/shared/governorates';
import { formatDinar } from '@chapkhana/shared/pricing';
import { buttonClass, describedByError } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LtrText } from '@/components/ui/ltr-text';
import { useUpdateDeliveryFeesMutation } from '@/features/delivery/api/update-delivery-fees';
import { largeFeeChanges, type FeeChange } from '@/features/delivery/utils/fee-changes';
import { toastFailure } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { readNumber, readOptionalNumber } from '@/lib/number-input';
import { serverFieldErrors } from '@/lib/server-field-errors';

const resolver = fieldResolver(adminDeliveryFeesInputSchema);

function formValues(table: AdminDeliveryFees): AdminDeliveryFeesInput {
  return { defaultFee: table.defaultFee, fees: { ...table.fees } };
}

/**
 * The admin's delivery fee to each of the 19 governorates (empty: the default), and the
 * default; saved at once, after a question when a fee moves more than ×5 or ÷5.
 */
export function DeliveryFeesForm({ table }: { table: AdminDeliveryFees }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [update, { isLoading }] = useUpdateDeliveryFeesMutation();
  const [pending, setPending] = useState<{
    values: AdminDeliveryFeesValues;
    changes: FeeChange[];
  } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdminDeliveryFeesInput, unknown, AdminDeliveryFeesValues>({
    resolver,
    defaultValues: formValues(table),
  });

  const save = async (values: AdminDeliveryFeesValues) => {
    setPending(null);
    try {
      const saved = await update(values).unwrap();
      reset(formValues(saved));
      toast.success(t('delivery.saved'));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      for (const [field, message] of fields) {
        setError(field as Path<AdminDeliveryFeesInput>, { message });
      }
      if (fields.length === 0) toastFailure(failure);
    }
  };
  const onSubmit = handleSubmit((values) => {
    const changes = largeFeeChanges(table, values);
    if (changes.length > 0) setPending({ values, changes });
    else void save(values);
  });
  const placeName = (code: FeeChange['governorate']) =>
    code
      ? (GOVERNORATES.find((g) => g.code === code)?.[language] ?? code)
      : t('delivery.defaultFee');

  const defaultError = fieldError(t, errors.defaultFee?.message);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="delivery-fees-form">
      <div className="max-w-md rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <label htmlFor="fee-default" className="text-sm font-semibold text-slate-800">
          {t('delivery.defaultFee')}
        </label>
        <p className="mb-2 text-xs text-slate-500">{t('delivery.defaultHint')}</p>
        <div className="flex items-center gap-2">
          <NumberInput
            id="fee-default"
            whole
            data-testid="fee-default"
            className="max-w-40"
            {...describedByError('fee-default', defaultError)}
            {...register('defaultFee', { setValueAs: readNumber })}
          />
          <span className="text-sm text-slate-600">{t('delivery.iqd')}</span>
        </div>
        {defaultError ? (
          <p id="fee-default-error" role="alert" className="mt-1 text-sm text-red-700">
            {defaultError}
          </p>
        ) : null}
      </div>

      <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-sm">
          <caption className="p-3 text-start text-xs text-slate-500">
            {t('delivery.tableHint')}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('delivery.governorate')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('delivery.fee')}
              </th>
            </tr>
          </thead>
          <tbody>
            {GOVERNORATES.map((governorate) => {
              const id = `fee-${governorate.code}`;
              const error = fieldError(t, errors.fees?.[governorate.code]?.message);
              return (
                <tr key={governorate.code} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 pb-2 pt-4 text-start font-medium text-slate-800">
                    <label htmlFor={id}>{governorate[language]}</label>
                  </th>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <NumberInput
                        id={id}
                        whole
                        data-testid={id}
                        placeholder={t('delivery.usesDefault')}
                        className="max-w-40"
                        {...describedByError(id, error)}
                        {...register(`fees.${governorate.code}`, {
                          setValueAs: (value: unknown) => readOptionalNumber(value) ?? null,
                        })}
                      />
                      <span className="text-slate-600">{t('delivery.iqd')}</span>
                    </div>
                    {error ? (
                      <p id={`${id}-error`} role="alert" className="mt-1 text-red-700">
                        {error}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button
        type="submit"
        className={buttonClass}
        disabled={isLoading}
        data-testid="delivery-fees-save"
      >
        {isLoading ? t('delivery.saving') : t('delivery.save')}
      </button>
      {pending ? (
        <ConfirmDialog
          title={t('delivery.confirmTitle')}
          confirmLabel={t('delivery.confirmSave')}
          onConfirm={() => void save(pending.values)}
          onCancel={() => setPending(null)}
          testId="fee-change-dialog"
        >
          <p>{t('delivery.confirmBody')}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {pending.changes.map((change) => (
              <li key={change.governorate ?? 'default'} className="rounded-md bg-amber-50 p-2">
                <span className="font-medium">{placeName(change.governorate)}</span>{' '}
                <LtrText>{formatDinar(change.from)} IQD</LtrText>
                <span aria-hidden="true" className="mx-1 inline-block rtl:rotate-180">
                  →
                </span>
                <span className="sr-only"> {t('delivery.becomes')} </span>
                <LtrText>{formatDinar(change.to)} IQD</LtrText>
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
