import { useFormContext, useWatch } from 'react-hook-form';
import { artworkDpiFor } from '@chapkhana/shared/print';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field, inputClass } from '@/components/ui/field';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { NumberInput } from '@/components/ui/number-input';
import { readNumber, readOptionalNumber } from '@/lib/number-input';

/**
 * The artwork the customer sends: required or not, trim size, bleed and sides (when no option
 * sets them), and the resolutions its pictures are held to (empty: the default for the size).
 */
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
  const minDpiError = fieldError(t, artworkErrors?.minDpi?.message);
  const warnDpiError = fieldError(t, artworkErrors?.warnDpi?.message);
  const trim = useWatch<ProductValues, 'print.artwork.trim'>({ name: 'print.artwork.trim' });
  // The defaults the preflight uses when the fields stay empty, for the size typed above.
  const defaults =
    trim && Number.isFinite(trim.widthMm) && Number.isFinite(trim.heightMm)
      ? artworkDpiFor({ trim })
      : null;
  const number = (id: string, error: string | undefined) => ({
    id,
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
          <NumberInput
            {...number('print-artwork-width', widthError)}
            {...register('print.artwork.trim.widthMm', { setValueAs: readNumber })}
          />
        </Field>
        <Field id="print-artwork-height" label={t('print.trimHeight')} error={heightError}>
          <NumberInput
            {...number('print-artwork-height', heightError)}
            {...register('print.artwork.trim.heightMm', { setValueAs: readNumber })}
          />
        </Field>
        <Field id="print-artwork-bleed" label={t('print.bleed')} error={bleedError}>
          <NumberInput
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
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field id="print-artwork-min-dpi" label={t('print.minDpi')} error={minDpiError}>
          <NumberInput
            {...number('print-artwork-min-dpi', minDpiError)}
            whole
            placeholder={defaults ? String(defaults.minDpi) : undefined}
            {...register('print.artwork.minDpi', { setValueAs: readOptionalNumber })}
          />
        </Field>
        <Field id="print-artwork-warn-dpi" label={t('print.warnDpi')} error={warnDpiError}>
          <NumberInput
            {...number('print-artwork-warn-dpi', warnDpiError)}
            whole
            placeholder={defaults ? String(defaults.warnDpi) : undefined}
            {...register('print.artwork.warnDpi', { setValueAs: readOptionalNumber })}
          />
        </Field>
        <p className="col-span-2 self-end text-xs text-slate-600" data-testid="print-dpi-hint">
          {defaults ? t('print.dpiHint', defaults) : null}
        </p>
      </div>
    </fieldset>
  );
}
