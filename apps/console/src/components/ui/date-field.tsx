import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { readDayMonthYear, showDayMonthYear } from '@chapkhana/shared/dates';
import { inputClass } from '@/components/ui/field';
import { LtrText } from '@/components/ui/ltr-text';

/** The day the hints show, kept whole and left to right inside right-to-left text. */
const EXAMPLE = '24-11-2026';

interface DateFieldProps {
  id: string;
  label: string;
  /** The day as `YYYY-MM-DD`, or undefined for none. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}

/**
 * A day typed as the shop shows days, `DD-MM-YYYY`, in any digits. A browser's own date input
 * shows its interface locale's order (mm/dd/yyyy on most machines) whatever the page's
 * language, so the console never uses it. The day reaches `onChange` once it is a real one.
 */
export function DateField({ id, label, value, onChange }: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => showDayMonthYear(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The filter was changed elsewhere (cleared, a new page): show the new day.
    setShown(value);
    if (readDayMonthYear(text) !== (value ?? null)) setText(showDayMonthYear(value));
  }
  const wrong = text.trim() !== '' && readDayMonthYear(text) === null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        placeholder="__-__-____"
        className={`${inputClass} text-start`}
        value={text}
        aria-invalid={wrong}
        aria-describedby={wrong ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          if (typed.trim() === '') onChange(undefined);
          else {
            const day = readDayMonthYear(typed);
            if (day) onChange(day);
          }
        }}
      />
      {wrong ? (
        <span id={`${id}-error`} role="alert" className="text-red-700">
          {t('dates.invalid')} <LtrText>{EXAMPLE}</LtrText>
        </span>
      ) : (
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {t('dates.hint')} <LtrText>{EXAMPLE}</LtrText>
        </span>
      )}
    </div>
  );
}
