import { Plus, X } from 'lucide-react';
import type { FocusEvent } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { MAX_PRINT_TIERS } from '@chapkhana/shared/print';
import { PRINT_PRICE_PLACES } from '@chapkhana/shared/print-rules';
import { PriceInput } from '@/features/products/components/price-input';
import { usePriceEntry } from '@/features/products/hooks/use-price-entry';
import { inputClass, secondaryButtonClass } from '@/components/ui/field';
import {
  emptyPrintTier,
  sortedTiers,
  tiersNeedSorting,
} from '@/features/products/utils/print-values';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';
import { numberInputProps, readNumber } from '@/lib/number-input';

const cell = 'px-2 py-1 text-start align-top';

/**
 * A tier's unit price and, in dinars, the price of its first band of pieces ("1,000 pieces for
 * 25,000"), as print houses quote: either field sets the other.
 */
function TierPrice({ index, error }: { index: number; error: string | undefined }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductValues>();
  const inDinars = usePriceEntry().currency === 'IQD';
  const pieces = useWatch({ control, name: `print.tiers.${index}.minQuantity` });
  const base = `print-tier-${index}`;
  return (
    <div className="flex flex-col gap-1">
      <PriceInput
        id={`${base}-price`}
        name={`print.tiers.${index}.unitPrice`}
        places={PRINT_PRICE_PLACES}
        label={
          inDinars
            ? t('print.tierPriceIqd', { number: index + 1 })
            : t('print.tierPrice', { number: index + 1 })
        }
        error={error}
        testId={`${base}-price`}
      />
      {error ? (
        <p id={`${base}-price-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {inDinars ? (
        <label className="flex flex-col gap-1 text-xs text-slate-600" htmlFor={`${base}-band`}>
          {Number.isSafeInteger(pieces) && pieces > 0
            ? t('print.bandPrice', { pieces: pieces.toLocaleString('en-US') })
            : t('print.bandPriceUnset')}
          <PriceInput
            id={`${base}-band`}
            name={`print.tiers.${index}.unitPrice`}
            places={PRINT_PRICE_PLACES}
            pieces={pieces}
            readout={false}
            testId={`${base}-band`}
          />
        </label>
      ) : null}
    </div>
  );
}

/** The quantity tiers: from how many pieces, the unit price; sorted by quantity once left. */
export function PrintTierFields() {
  const { t } = useTranslation();
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<ProductValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'print.tiers' });
  const tierErrors = errors.print?.tiers;
  const inDinars = usePriceEntry().currency === 'IQD';
  const listError = fieldError(t, tierErrors?.message ?? tierErrors?.root?.message);

  /**
   * Puts the rows back in quantity order once the focus leaves the table, never while a quantity
   * is typed ("5" of "500" would jump the row to the top and take the focus away; issue 35.11).
   * The form sorts them again before saving (`withTiersSorted`), for a Save by Enter.
   */
  const sortWhenLeft = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return;
    }
    const tiers = getValues('print.tiers');
    if (tiersNeedSorting(tiers)) replace(sortedTiers(tiers));
  };

  return (
    <fieldset className="flex flex-col gap-2" data-testid="print-tiers" onBlur={sortWhenLeft}>
      <legend className="mb-1 font-semibold">{t('print.tiers')}</legend>
      <p className="text-xs text-slate-500">{t('print.tiersHint')}</p>
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <table className="w-full max-w-md text-sm">
        <thead>
          <tr>
            <th className={cell} scope="col">
              {t('print.fromQuantity')}
            </th>
            <th className={cell} scope="col">
              {inDinars ? t('print.unitPriceIqd') : t('print.unitPriceUsd')}
            </th>
            <th className={cell}>
              <span className="sr-only">{t('print.removeTier')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const minError = fieldError(t, tierErrors?.[index]?.minQuantity?.message);
            const priceError = fieldError(t, tierErrors?.[index]?.unitPrice?.message);
            const base = `print-tier-${index}`;
            return (
              <tr key={field.id} data-testid={base}>
                <td className={cell}>
                  <input
                    id={`${base}-min`}
                    {...numberInputProps}
                    inputMode="numeric"
                    className={inputClass}
                    aria-label={t('print.tierFrom', { number: index + 1 })}
                    aria-invalid={minError ? true : undefined}
                    aria-describedby={minError ? `${base}-min-error` : undefined}
                    {...register(`print.tiers.${index}.minQuantity`, { setValueAs: readNumber })}
                  />
                  {minError ? (
                    <p id={`${base}-min-error`} role="alert" className="text-sm text-red-700">
                      {minError}
                    </p>
                  ) : null}
                </td>
                <td className={cell}>
                  <TierPrice index={index} error={priceError} />
                </td>
                <td className={cell}>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => remove(index)}
                    aria-label={t('print.removeTierNumber', { number: index + 1 })}
                    data-testid={`${base}-remove`}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className={`${secondaryButtonClass} self-start`}
        onClick={() => append(emptyPrintTier())}
        disabled={fields.length >= MAX_PRINT_TIERS}
        data-testid="add-print-tier"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('print.addTier')}
      </button>
    </fieldset>
  );
}
