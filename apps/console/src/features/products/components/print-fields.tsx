import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { MAX_PRINT_GROUPS } from '@chapkhana/shared/print';
import { secondaryButtonClass } from '@/components/ui/field';
import { PrintArtworkFields } from '@/features/products/components/print-artwork-fields';
import { PrintGroupFields } from '@/features/products/components/print-group-fields';
import { PrintTierFields } from '@/features/products/components/print-tier-fields';
import { emptyPrint, emptyPrintGroup } from '@/features/products/utils/print-values';
import type { ProductValues } from '@/features/products/utils/product-values';
import { fieldError } from '@/lib/field-error';

/** The option groups of a print product, each with its values; groups can be moved. */
function PrintGroups() {
  const { t } = useTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<ProductValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'print.options' });
  const optionsErrors = errors.print?.options;
  const listError = fieldError(t, optionsErrors?.message ?? optionsErrors?.root?.message);
  return (
    <fieldset className="flex flex-col gap-3" data-testid="print-groups">
      <legend className="mb-1 font-semibold">{t('print.groups')}</legend>
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {fields.length === 0 ? <p className="text-sm text-slate-500">{t('print.noGroups')}</p> : null}
      {fields.map((field, index) => (
        <PrintGroupFields
          key={field.id}
          index={index}
          count={fields.length}
          onRemove={() => remove(index)}
          onMove={(to) => move(index, to)}
        />
      ))}
      <button
        type="button"
        className={`${secondaryButtonClass} self-start`}
        onClick={() => append(emptyPrintGroup())}
        disabled={fields.length >= MAX_PRINT_GROUPS}
        data-testid="add-print-group"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('print.addGroup')}
      </button>
    </fieldset>
  );
}

/** "Print to order": off sends `print: null`; on, the options, quantity tiers and artwork spec. */
export function PrintFields() {
  const { t } = useTranslation();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ProductValues>();
  const printed = useWatch({ control, name: 'print' }) !== null;
  const sectionError = fieldError(t, errors.print?.message ?? errors.print?.root?.message);
  return (
    <div className="flex flex-col gap-4" data-testid="print-section">
      <h2 className="text-lg font-semibold">{t('print.title')}</h2>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={printed}
          data-testid="print-toggle"
          onChange={(event) =>
            setValue('print', event.target.checked ? emptyPrint() : null, { shouldDirty: true })
          }
        />
        {t('print.toggle')}
      </label>
      <p className="text-xs text-slate-500">{t('print.toggleHint')}</p>
      {sectionError ? (
        <p role="alert" className="text-sm text-red-700">
          {sectionError}
        </p>
      ) : null}
      {printed ? (
        <>
          <PrintGroups />
          <PrintTierFields />
          <PrintArtworkFields />
        </>
      ) : null}
    </div>
  );
}
