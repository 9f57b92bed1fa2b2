import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field, inputClass } from '@/components/ui/field';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { numberInputProps, readNumber } from '@/lib/number-input';

/** The artwork the customer sends: required or not, trim size, bleed and sides (when no option sets them). */
export function PrintArtworkFields() {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductValues>();
  const artworkErrors = errors.print?.artwork;
  const widthError = fieldError(t, artworkErrors?.trim?.widthMm?.message);
  const heightError = fieldError(t, artworkErrors?.trim?.heightMm?.message);
  const bleedError = fieldError(t, artworkErrors?.bleedMm?.message);
  const number = (id: string, error: string | undefined) => ({
    id,
    ...numberInputProps,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
  });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="print-artwork">
      <legend className="mb-1 font-semibold">{t('print.artwork')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          id="print-artwork-required"
          {...register('print.artwork.required')}
        />
        {t('print.artworkRequired')}
      </label>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field id="print-artwork-width" label={t('print.trimWidth')} error={widthError}>
          <input
            {...number('print-artwork-width', widthError)}
            {...register('print.artwork.trim.widthMm', { setValueAs: readNumber })}
          />
        </Field>
        <Field id="print-artwork-height" label={t('print.trimHeight')} error={heightError}>
          <input
            {...number('print-artwork-height', heightError)}
            {...register('print.artwork.trim.heightMm', { setValueAs: readNumber })}
          />
        </Field>
        <Field id="print-artwork-bleed" label={t('print.bleed')} error={bleedError}>
          <input
            {...number('print-artwork-bleed', bleedError)}
            {...register('print.artwork.bleedMm', { setValueAs: readNumber })}
          />
        </Field>
        <Field id="print-artwork-sides" label={t('print.sides')}>
          <select
            id="print-artwork-sides"
            className={inputClass}
            {...register('print.artwork.sides', { setValueAs: Number })}
          >
            <option value="1">{t('print.oneSided')}</option>
            <option value="2">{t('print.twoSided')}</option>
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
