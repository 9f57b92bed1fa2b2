import type { ComponentPropsWithRef } from 'react';
import { inputClass } from '@/components/ui/field';

type TimeInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'dir'>;

/**
 * The console's time of day: a text field that shows and takes the 24-hour `HH:mm` a print house
 * in Iraq writes ("14:00") in every language. Not `type="time"`: Chromium draws that in the
 * browser's own locale whatever the page's language ("02:00 PM" on an English browser). Read its
 * value with `readClockTime` (lib/clock-time), which takes any keyboard's digits and `1400`.
 */
export function TimeInput({ className = '', ...props }: TimeInputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      placeholder="14:00"
      className={`${inputClass} rtl:text-right tabular-nums ${className}`}
      {...props}
    />
  );
}
