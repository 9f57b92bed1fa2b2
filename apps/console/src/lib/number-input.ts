import { readTypedNumber } from '@chapkhana/shared/text';

/**
 * react-hook-form's `setValueAs` for a number typed in a text input: Eastern Arabic and Persian
 * digits and the Arabic decimal mark are read (`١٠٠` → 100, `٣٫٧٥` → 3.75); empty or unreadable
 * text is NaN, which the contract's schema answers with "must be a number".
 */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return readTypedNumber(String(value ?? '')) ?? Number.NaN;
}

/**
 * The props of a number input that takes any keyboard's digits (a `type="number"` input refuses
 * ١٠٠); `NumberInput` (components/ui/number-input) is the field built on them.
 */
export const numberInputProps = { type: 'text', inputMode: 'decimal', dir: 'ltr' } as const;

/** `readNumber` for a field that may stay empty: empty text is `undefined` (the field is unset). */
export function readOptionalNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  return String(value ?? '').trim() === '' ? undefined : readNumber(value);
}
