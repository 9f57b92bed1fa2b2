import { X } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { MAX_WORKING_DAYS, PRINT_EFFECT_KINDS, type PrintGroupKind } from '@chapkhana/shared/print';
import { PRINT_PRICE_PLACES } from '@chapkhana/shared/print-rules';
import { describedByError, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { ThreeNames } from '@/components/ui/three-names';
import { DerivedKeyField } from '@/features/products/components/derived-key-field';
import { PriceInput } from '@/features/products/components/price-input';
import { usePriceEntry } from '@/features/products/hooks/use-price-entry';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { numberInputProps, readNumber, readOptionalNumber } from '@/lib/number-input';

interface PrintValueFieldsProps {
  groupIndex: number;
  valueIndex: number;
  groupKind: PrintGroupKind;
  onRemove: () => void;
  canRemove: boolean;
}

const readSides = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** One value of an option group: key, names, how it changes the price, its trim, sides or days. */
export function PrintValueFields({
  groupIndex,
  valueIndex,
  groupKind,
  onRemove,
  canRemove,
}: PrintValueFieldsProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductValues>();
  const path = `print.options.${groupIndex}.values.${valueIndex}` as const;
  const effectKind = useWatch({ control, name: `${path}.effect.kind` });
  const inDinars = usePriceEntry().currency === 'IQD';
  const valueErrors = errors.print?.options?.[groupIndex]?.values?.[valueIndex];
  const base = `print-group-${groupIndex}-value-${valueIndex}`;
  const error = (message: string | undefined) => fieldError(t, message);
  const amountError = error(valueErrors?.effect?.amount?.message ?? valueErrors?.effect?.message);
  const widthError = error(valueErrors?.trim?.widthMm?.message ?? valueErrors?.trim?.message);
  const heightError = error(valueErrors?.trim?.heightMm?.message);
  const sidesError = error(valueErrors?.sides?.message);
  const daysError = error(valueErrors?.workingDays?.message);
  return (
    <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-2" data-testid={base}>
      <div className="flex flex-wrap items-start gap-3">
        <DerivedKeyField path={path} id={`${base}-id`} message={valueErrors?.id?.message} />
        {/* As wide as its longest choice, the whole row on a phone (never clipped; issue 35.11). */}
        <Field
          id={`${base}-effect-kind`}
          label={t('print.effectKind')}
          className="w-full sm:w-auto sm:min-w-56"
        >
          <select
            id={`${base}-effect-kind`}
            className={inputClass}
            {...register(`${path}.effect.kind`)}
          >
            {PRINT_EFFECT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`print.effect.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${base}-effect-amount`}
          label={
            effectKind === 'multiply'
              ? t('print.factor')
              : inDinars
                ? t('print.amountIqd')
                : t('print.amountUsd')
          }
          error={amountError}
          className="w-full sm:w-40"
        >
          {effectKind === 'multiply' ? (
            <input
              id={`${base}-effect-amount`}
              dir="ltr"
              inputMode="decimal"
              className={inputClass}
              {...describedByError(`${base}-effect-amount`, amountError)}
              {...register(`${path}.effect.amount`)}
            />
          ) : (
            <PriceInput
              id={`${base}-effect-amount`}
              name={`${path}.effect.amount`}
              places={PRINT_PRICE_PLACES}
              error={amountError}
              testId={`${base}-effect-amount`}
            />
          )}
        </Field>
        {groupKind === 'size' ? (
          <>
            <Field
              id={`${base}-trim-width`}
              label={t('print.trimWidth')}
              error={widthError}
              className="w-28"
            >
              <input
                id={`${base}-trim-width`}
                {...numberInputProps}
                className={inputClass}
                aria-invalid={widthError ? true : undefined}
                {...register(`${path}.trim.widthMm`, { setValueAs: readNumber })}
              />
            </Field>
            <Field
              id={`${base}-trim-height`}
              label={t('print.trimHeight')}
              error={heightError}
              className="w-28"
            >
              <input
                id={`${base}-trim-height`}
                {...numberInputProps}
                className={inputClass}
                aria-invalid={heightError ? true : undefined}
                {...register(`${path}.trim.heightMm`, { setValueAs: readNumber })}
              />
            </Field>
          </>
        ) : null}
        {groupKind === 'sides' ? (
          <Field id={`${base}-sides`} label={t('print.sides')} error={sidesError} className="w-40">
            <select
              id={`${base}-sides`}
              className={inputClass}
              {...register(`${path}.sides`, { setValueAs: readSides })}
            >
              <option value="">{t('print.sidesUnset')}</option>
              <option value="1">{t('print.oneSided')}</option>
              <option value="2">{t('print.twoSided')}</option>
            </select>
          </Field>
        ) : null}
        {groupKind === 'turnaround' ? (
          <Field
            id={`${base}-working-days`}
            label={t('print.workingDays')}
            hint={t('print.workingDaysHint', { maximum: MAX_WORKING_DAYS })}
            error={daysError}
            className="w-full sm:w-56"
          >
            <input
              id={`${base}-working-days`}
              {...numberInputProps}
              inputMode="numeric"
              className={inputClass}
              {...describedByError(`${base}-working-days`, daysError)}
              {...register(`${path}.workingDays`, { setValueAs: readOptionalNumber })}
            />
          </Field>
        ) : null}
        <button
          type="button"
          className={`${secondaryButtonClass} ms-auto sm:mt-6`}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={t('print.removeValue')}
          data-testid={`${base}-remove`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ThreeNames
        idPrefix={base}
        path={`${path}.`}
        register={register}
        errors={valueErrors}
        oneEnough
      />
    </div>
  );
}
