import { Plus, X } from 'lucide-react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field, secondaryButtonClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { ThreeNames } from '@/components/ui/three-names';
import { emptyProperty, type ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { readNumber } from '@/lib/number-input';

interface PropertyFieldsProps {
  colourIndex: number;
  control: Control<ProductValues>;
  register: UseFormRegister<ProductValues>;
  errors: FieldErrors<ProductValues>;
}

/** A colour's property values (size, paper, "100 pcs"…), each named like a colour, with its quantity. */
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
        const valueErrors = colourErrors?.properties?.[index];
        const quantityError = fieldError(t, valueErrors?.quantity?.message);
        return (
          <div
            key={field.id}
            className="flex flex-wrap items-start gap-3 rounded-md bg-slate-50 p-2"
            data-testid={base}
          >
            <div className="min-w-0 flex-1 basis-64">
              <ThreeNames
                idPrefix={base}
                path={`colors.${colourIndex}.properties.${index}.`}
                register={register}
                errors={valueErrors}
              />
            </div>
            <Field
              id={`${base}-quantity`}
              label={t('products.quantity')}
              error={quantityError}
              className="w-28"
            >
              <NumberInput
                id={`${base}-quantity`}
                whole
                aria-invalid={quantityError ? true : undefined}
                {...register(`colors.${colourIndex}.properties.${index}.quantity`, {
                  setValueAs: readNumber,
                })}
              />
            </Field>
            <button
              type="button"
              className={`${secondaryButtonClass} mt-6`}
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
        onClick={() => append(emptyProperty())}
        data-testid={`colour-${colourIndex}-add-property`}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('products.addProperty')}
      </button>
    </fieldset>
  );
}
