import { MAX_PRINT_QUANTITY } from '@chapkhana/shared/print-rules';
import { useId } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useErrorTexts } from '@/lib/error-texts';

/**
 * The pieces of a print line, typed (Eastern Arabic and Persian digits are read too); below
 * the product's minimum it says why the price is not shown.
 */
export function PrintQuantityField({
  text,
  pieces,
  minimum,
  onText,
}: {
  text: string;
  /** What `text` reads as; null when it is not a whole number. */
  pieces: number | null;
  minimum: number;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation();
  // Its minimum's message is an error code's (lib/error-texts.ts).
  useErrorTexts();
  const id = useId();
  const noteId = `${id}-note`;
  const problem =
    pieces === null
      ? t('print.quantityInvalid')
      : pieces < minimum
        ? t('apiErrors.print_quantity_below_minimum', { min: minimum })
        : pieces > MAX_PRINT_QUANTITY
          ? t('print.quantityTooLarge', { max: MAX_PRINT_QUANTITY })
          : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {t('print.quantityLabel')}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        data-testid="print-quantity"
        value={text}
        onChange={(event) => onText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={noteId}
        className="h-11 w-full max-w-48 rounded-md border border-slate-300 px-3 text-start text-lg aria-[invalid]:border-red-600"
      />
      <p
        id={noteId}
        data-testid="print-quantity-note"
        role={problem ? 'alert' : undefined}
        className={`text-sm ${problem ? 'font-medium text-red-700' : 'text-slate-500'}`}
      >
        {problem ?? t('print.minimum', { min: minimum })}
      </p>
    </div>
  );
}
