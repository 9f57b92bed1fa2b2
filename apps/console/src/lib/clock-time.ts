import { normaliseDigits } from '@chapkhana/shared/text';

/**
 * A time of day as a person typed it, in the contract's 24-hour `HH:mm`: any keyboard's digits
 * (`١٤:٠٠`, `۱۴:۰۰`), a dot or the Arabic decimal mark for the colon (`14.00`, `14٫00`), the hour
 * without its zero (`9:30`), or no colon at all, as a phone's digit pad types it (`1400`, `930`).
 * Text it cannot read comes back as typed (trimmed), for the contract's schema to refuse.
 */
export function readClockTime(text: string): string {
  const plain = normaliseDigits(text).trim();
  const match = /^(\d{1,2})[:.\u066B]?(\d{2})$/.exec(plain);
  if (!match) return plain;
  const [, hour = '', minute = ''] = match;
  return `${hour.padStart(2, '0')}:${minute}`;
}
