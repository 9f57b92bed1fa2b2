import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { MAX_PRINT_VALUES, PRINT_GROUP_KINDS, type PrintGroupKind } from '@chapkhana/shared/print';
import { dangerButtonClass, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { ThreeNames } from '@/components/ui/three-names';
import { DerivedKeyField } from '@/features/products/components/derived-key-field';
import { PrintValueFields } from '@/features/products/components/print-value-fields';
import { emptyPrintValue } from '@/features/products/utils/print-values';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';

interface PrintGroupFieldsProps {
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}

/** One option group (size, paper…): kind, key, names and its values. */
export function PrintGroupFields({ index, count, onRemove, onMove }: PrintGroupFieldsProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ProductValues>();
  const path = `print.options.${index}` as const;
  const kind = useWatch({ control, name: `${path}.kind` });
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.values` });
  const groupErrors = errors.print?.options?.[index];
  const base = `print-group-${index}`;
  const valuesError = fieldError(
    t,
    groupErrors?.values?.message ?? groupErrors?.values?.root?.message,
  );

  /**
   * A size value carries a trim, a sides value a page count and a turnaround value its working
   * days; other kinds carry none of them.
   */
  const changeKind = (next: PrintGroupKind) => {
    getValues(`${path}.values`).forEach((_value, valueIndex) => {
      if (next !== 'size') setValue(`${path}.values.${valueIndex}.trim`, undefined);
      if (next !== 'sides') setValue(`${path}.values.${valueIndex}.sides`, undefined);
      if (next !== 'turnaround') {
        setValue(`${path}.values.${valueIndex}.workingDays`, undefined);
      }
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 p-3" data-testid={base}>
      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${base}-kind`} label={t('print.groupKind')} className="w-44">
          <select
            id={`${base}-kind`}
            className={inputClass}
            {...register(`${path}.kind`, {
              onChange: (event: { target: { value: PrintGroupKind } }) =>
                changeKind(event.target.value),
            })}
          >
            {PRINT_GROUP_KINDS.map((groupKind) => (
              <option key={groupKind} value={groupKind}>
                {t(`print.kind.${groupKind}`)}
              </option>
            ))}
          </select>
        </Field>
        <DerivedKeyField path={path} id={`${base}-id`} message={groupErrors?.id?.message} />
        <div className="ms-auto flex gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={t('print.moveGroupUp')}
            data-testid={`${base}-up`}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={t('print.moveGroupDown')}
            data-testid={`${base}-down`}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            onClick={onRemove}
            data-testid={`${base}-remove`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('print.removeGroup')}
          </button>
        </div>
      </div>
      <ThreeNames
        idPrefix={base}
        path={`${path}.`}
        register={register}
        errors={groupErrors}
        oneEnough
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">{t('print.values')}</legend>
        {valuesError ? (
          <p role="alert" className="text-sm text-red-700">
            {valuesError}
          </p>
        ) : null}
        {fields.map((field, valueIndex) => (
          <PrintValueFields
            key={field.id}
            groupIndex={index}
            valueIndex={valueIndex}
            groupKind={kind}
            canRemove={fields.length > 1}
            onRemove={() => remove(valueIndex)}
          />
        ))}
        <button
          type="button"
          className={`${secondaryButtonClass} self-start`}
          onClick={() => append(emptyPrintValue())}
          disabled={fields.length >= MAX_PRINT_VALUES}
          data-testid={`${base}-add-value`}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('print.addValue')}
        </button>
      </fieldset>
    </div>
  );
}
