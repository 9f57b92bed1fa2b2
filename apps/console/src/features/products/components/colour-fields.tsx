import { Plus, Trash2 } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { dangerButtonClass, Field, secondaryButtonClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { ThreeNames } from '@/components/ui/three-names';
import { PropertyFields } from '@/features/products/components/property-fields';
import { emptyColour, type ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { readNumber } from '@/lib/number-input';

interface ColourFieldsProps {
  control: Control<ProductValues>;
  register: UseFormRegister<ProductValues>;
  errors: FieldErrors<ProductValues>;
}

/** The product's colours: hex picker, three names, quantity and properties of each. */
export function ColourFields({ control, register, errors }: ColourFieldsProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'colors' });
  const listError = fieldError(t, errors.colors?.message ?? errors.colors?.root?.message);
  return (
    <fieldset className="flex flex-col gap-4" data-testid="colours">
      <legend className="mb-2 text-lg font-semibold">{t('products.colours')}</legend>
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {fields.map((field, index) => {
        const colourErrors = errors.colors?.[index];
        const hexError = fieldError(t, colourErrors?.hex?.message);
        const quantityError = fieldError(t, colourErrors?.quantity?.message);
        return (
          <div
            key={field.id}
            className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
            data-testid={`colour-${index}`}
          >
            <div className="flex flex-wrap items-end gap-3">
              <Field id={`colour-${index}-hex`} label={t('products.hex')} error={hexError}>
                <input
                  id={`colour-${index}-hex`}
                  type="color"
                  className="h-10 w-16 rounded border border-slate-300"
                  {...register(`colors.${index}.hex`)}
                />
              </Field>
              <Field
                id={`colour-${index}-quantity`}
                label={t('products.quantity')}
                error={quantityError}
              >
                <NumberInput
                  id={`colour-${index}-quantity`}
                  whole
                  className="w-28"
                  aria-invalid={quantityError ? true : undefined}
                  {...register(`colors.${index}.quantity`, { setValueAs: readNumber })}
                />
              </Field>
              <button
                type="button"
                className={`${dangerButtonClass} ms-auto`}
                onClick={() => remove(index)}
                disabled={fields.length === 1}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('products.removeColour')}
              </button>
            </div>
            <ThreeNames
              idPrefix={`colour-${index}`}
              path={`colors.${index}.`}
              register={register}
              errors={colourErrors}
              oneEnough
            />
            <PropertyFields
              colourIndex={index}
              control={control}
              register={register}
              errors={errors}
            />
          </div>
        );
      })}
      <button
        type="button"
        className={`${secondaryButtonClass} self-start`}
        onClick={() => append(emptyColour())}
        data-testid="add-colour"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('products.addColour')}
      </button>
    </fieldset>
  );
}
