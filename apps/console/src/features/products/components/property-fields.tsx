import { Plus, X } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputClass, secondaryButtonClass } from '@/components/ui/field';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';

interface PropertyFieldsProps {
  colourIndex: number;
  control: Control<ProductValues>;
  register: UseFormRegister<ProductValues>;
  errors: FieldErrors<ProductValues>;
}

/** A colour's properties (size, paper…), each with its own quantity. */
export function PropertyFields({ colourIndex, control, register, errors }: PropertyFieldsProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `colors.${colourIndex}.properties`,
  });
  const colourErrors = errors.colors?.[colourIndex];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{t('products.properties')}</legend>
      {fields.map((field, index) => {
        const base = `colour-${colourIndex}-property-${index}`;
        const nameError = fieldError(t, colourErrors?.properties?.[index]?.name?.message);
        const quantityError = fieldError(t, colourErrors?.properties?.[index]?.quantity?.message);
        return (
          <div key={field.id} className="flex flex-wrap items-start gap-2">
            <div className="flex flex-col">
              <label htmlFor={`${base}-name`} className="sr-only">
                {t('products.propertyName')}
              </label>
              <input
                id={`${base}-name`}
                placeholder={t('products.propertyName')}
                className={`${inputClass} w-40`}
                aria-invalid={nameError ? true : undefined}
                {...register(`colors.${colourIndex}.properties.${index}.name`)}
              />
              {nameError ? <span className="text-xs text-red-700">{nameError}</span> : null}
            </div>
            <div className="flex flex-col">
              <label htmlFor={`${base}-quantity`} className="sr-only">
                {t('products.quantity')}
              </label>
              <input
                id={`${base}-quantity`}
                type="number"
                min={0}
                placeholder={t('products.quantity')}
                className={`${inputClass} w-28`}
                aria-invalid={quantityError ? true : undefined}
                {...register(`colors.${colourIndex}.properties.${index}.quantity`, {
                  valueAsNumber: true,
                })}
              />
              {quantityError ? <span className="text-xs text-red-700">{quantityError}</span> : null}
            </div>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => remove(index)}
              aria-label={t('products.removeProperty')}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={`${secondaryButtonClass} self-start`}
        onClick={() => append({ name: '', quantity: 0 })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('products.addProperty')}
      </button>
    </fieldset>
  );
}
