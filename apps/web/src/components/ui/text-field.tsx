import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** A translated error; marks the input invalid and is read out with it. */
  error?: string;
  /** A translated hint, shown while there is no error. */
  hint?: string;
  /** Something inside the input's end side, e.g. the show-password button. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

/** A labelled input with its hint and error beside it (the error's test id is `<id>-error`). */
export function TextField({ label, error, hint, end, id, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const testId = input['data-testid'];
  const describedBy = [error ? errorId : hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 read-only:bg-slate-100 read-only:text-slate-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 ${
            end ? 'pe-12' : ''
          } ${
            // An invalid field stays red while focused, so the error is not lost on focus.
            error
              ? 'border-red-600 focus-visible:outline-red-700'
              : 'border-slate-300 focus:border-brand-700'
          }`}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div> : null}
      </div>
      <FieldNote inputId={inputId} testId={testId} error={error} hint={hint} />
    </div>
  );
}

/** A field's error (`<id>-error`, test id `<testId>-error`) or, without one, its hint. */
export function FieldNote({
  inputId,
  testId,
  error,
  hint,
}: {
  inputId: string;
  testId: string | undefined;
  error: string | undefined;
  hint?: string | undefined;
}) {
  if (error)
    return (
      <p
        id={`${inputId}-error`}
        data-testid={testId ? `${testId}-error` : undefined}
        className="text-sm font-medium text-red-700"
      >
        {error}
      </p>
    );
  return hint ? (
    <p id={`${inputId}-hint`} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}
