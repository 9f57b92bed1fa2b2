import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { GOVERNORATES } from '@chapkhana/shared/governorates';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { FieldNote } from '@/components/ui/text-field';

interface GovernorateSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'className'
> {
  label: string;
  /** A translated error; marks the select invalid and is read out with it. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  'data-testid'?: string;
}

/**
 * The 19 governorates in the reader's language, in the shop's order (the Kurdistan Region first),
 * styled as the form's text fields; the error's test id is `<id>-error` as theirs.
 */
export function GovernorateSelect({ label, error, id, ref, ...select }: GovernorateSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const testId = select['data-testid'];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 ${
          error
            ? 'border-red-600 focus-visible:outline-red-700'
            : 'border-slate-300 focus:border-brand-700'
        }`}
        {...select}
      >
        <option value="">{t('checkout.fields.governoratePick')}</option>
        {GOVERNORATES.map((governorate) => (
          <option key={governorate.code} value={governorate.code}>
            {governorate[language]}
          </option>
        ))}
      </select>
      <FieldNote inputId={selectId} testId={testId} error={error} />
    </div>
  );
}
