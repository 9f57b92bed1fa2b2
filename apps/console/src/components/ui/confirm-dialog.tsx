import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useEscape } from './use-escape';
import { REASON_MAX_LENGTH } from '@chapkhana/shared/fields';
import { buttonClass, dangerButtonClass, Field, inputClass, secondaryButtonClass } from './field';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  title: string;
  /** What happens when confirmed, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  /** Ask for a reason (required; the other side is shown it), labelled so. */
  reasonLabel?: string;
  reasonHint?: string;
  danger?: boolean;
  busy?: boolean;
  /** A refusal to show (e.g. the server's sentence), kept until the next try. */
  failure?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  testId?: string;
}

/**
 * A modal question before a step that cannot be taken back (cancelling an order, suspending a
 * shop): what it does, an optional required reason, and confirm or go back. Escape goes back.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  reasonLabel,
  reasonHint,
  danger = false,
  busy = false,
  failure,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const first = useRef<HTMLTextAreaElement & HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  // Escape goes back, wherever the focus is inside the dialog.
  useEscape(onCancel);
  const submit = () => {
    if (reasonLabel && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <DialogFrame titleId={`${id}-title`} testId={testId}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <div className="text-sm text-slate-700">{children}</div>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      {reasonLabel ? (
        <Field
          id={`${id}-reason`}
          label={reasonLabel}
          error={missing ? t('fieldErrors.required') : undefined}
          {...(reasonHint ? { hint: reasonHint } : {})}
        >
          <textarea
            id={`${id}-reason`}
            ref={first}
            rows={3}
            dir="auto"
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-reason-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            className={inputClass}
          />
        </Field>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={onCancel}
          {...(reasonLabel ? {} : { ref: first })}
        >
          {t('common.goBack')}
        </button>
        <button
          type="button"
          className={danger ? dangerButtonClass : buttonClass}
          disabled={busy}
          onClick={submit}
        >
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
