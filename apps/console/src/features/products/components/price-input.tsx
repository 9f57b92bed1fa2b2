import Big from 'big.js';
import { useState, type Ref } from 'react';
import { useController, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { formatDinar, formatPrice } from '@chapkhana/shared/pricing';
import { baseToDinars, dinarsToBase } from '@chapkhana/shared/price-entry';
import { normaliseNumber } from '@chapkhana/shared/text';
import { inputClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';
import { usePriceEntry } from '@/features/products/hooks/use-price-entry';
import type { ProductValues } from '@/features/products/utils/product-values';

/** A price path of the form: the product's price, a tier's unit price or an option's amount. */
export type PricePath = FieldPathByValue<ProductValues, string | number>;

const plainDecimal = /^\d+(\.\d+)?$/;

/** `text` as a plain decimal ("25,000" → "25000", "١٢٫٥" → "12.5"), or null. */
function plainOf(text: string): string | null {
  const plain = normaliseNumber(text);
  return plainDecimal.test(plain) ? plain : null;
}

interface PriceTextProps {
  id: string;
  /** The base price kept (text as the form or the API holds it). */
  value: string;
  /** The base price for what was typed, or the typed text itself when it is no number. */
  onChange: (base: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Decimal places the base price keeps (2 for a product, 6 for print prices). */
  places: number;
  /** The field shows the price of this many pieces (a tier's band); 1 is a piece. */
  pieces?: number;
  /** Shows "0.019084 USD = 25.00 IQD" under the field. */
  readout?: boolean;
  label?: string;
  error?: string | undefined;
  className?: string;
  testId?: string;
}

/**
 * A price field typed in the seller's currency (usePriceEntry): in dinars it keeps base units at
 * the rate in force (`dinarsToBase`), in dollars it keeps what is typed. Under it, the price in
 * both currencies at today's rate. What the seller typed stays as typed until the saved value is
 * changed from elsewhere (a tier's other field, the currency switch). The product form's fields
 * (`PriceInput`) and the list's quick edit are this field.
 */
export function PriceTextInput({
  id,
  value: base,
  onChange,
  onBlur,
  name,
  inputRef,
  places,
  pieces = 1,
  readout = true,
  label,
  error,
  className = '',
  testId,
}: PriceTextProps) {
  const { currency, rate } = usePriceEntry();
  const inDinars = currency === 'IQD' && rate !== null;
  const usable = Number.isSafeInteger(pieces) && pieces > 0;

  const shown = (value: string): string => {
    const plain = plainOf(value);
    if (!inDinars || plain === null) return value;
    if (!usable) return '';
    // Grouped, whole where the figure is whole, else two places: 25 (not 25.00004), 8,515,
    // 24,994.80; a band of pieces in whole dinars, as the shop shows a line (25,000).
    const dinars = baseToDinars(plain, rate)
      .times(pieces)
      .round(pieces > 1 ? 0 : 2);
    return dinars.eq(dinars.round(0)) ? formatDinar(dinars) : formatPrice(dinars);
  };
  const [text, setText] = useState(() => shown(base));
  const [seen, setSeen] = useState({ base, inDinars, pieces });
  if (seen.base !== base || seen.inDinars !== inDinars || seen.pieces !== pieces) {
    setSeen({ base, inDinars, pieces });
    setText(shown(base));
  }

  const change = (typed: string) => {
    setText(typed);
    const plain = plainOf(typed);
    // Text that is no number goes on as typed, and is refused beside the field.
    const next =
      inDinars && plain !== null
        ? dinarsToBase(new Big(plain).div(pieces).toString(), rate, places)
        : typed;
    setSeen({ base: next, inDinars, pieces });
    onChange(next);
  };

  const plainBase = plainOf(base);
  return (
    <>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type="text"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        className={`${inputClass} rtl:text-right ${className}`}
        value={text}
        disabled={inDinars && !usable}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        data-testid={testId}
      />
      {readout && rate !== null && plainBase !== null ? (
        <p
          className="text-xs text-slate-600"
          data-testid={testId ? `${testId}-readout` : undefined}
        >
          <LtrText>{plainBase} USD</LtrText> ={' '}
          <LtrText>{formatPrice(baseToDinars(plainBase, rate))} IQD</LtrText>
        </p>
      ) : null}
    </>
  );
}

type PriceInputProps = Omit<
  PriceTextProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef'
> & {
  name: PricePath;
};

/** `PriceTextInput` as a field of the product form (react-hook-form), at `name`. */
export function PriceInput({ name, ...props }: PriceInputProps) {
  const { control } = useFormContext<ProductValues>();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ control, name });
  const base = value === undefined || value === null ? '' : String(value);
  return (
    <PriceTextInput
      {...props}
      value={base}
      onChange={onChange}
      onBlur={onBlur}
      name={fieldName}
      inputRef={ref}
    />
  );
}
