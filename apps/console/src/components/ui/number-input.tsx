import type { ComponentPropsWithRef } from 'react';
import { inputClass } from '@/components/ui/field';
import { numberInputProps } from '@/lib/number-input';

type NumberInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'dir'> & {
  /** Whole numbers only (a position, a stock count): the phone shows the digits keypad. */
  whole?: boolean;
};

/**
 * The console's number field: a text input that takes any keyboard's digits (`١٢`, `۱۲`, `٣٫٧٥`;
 * a `type="number"` input refuses them) and shows the number left to right, so `-3` never reads
 * `3-` on a right-to-left page; it still sits at the right edge there. Read its value with
 * `readNumber` / `readOptionalNumber` (lib/number-input), which go through `readTypedNumber`.
 */
export function NumberInput({ whole = false, className = '', ...props }: NumberInputProps) {
  return (
    <input
      {...numberInputProps}
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      className={`${inputClass} rtl:text-right ${className}`}
      {...props}
    />
  );
}
