import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { REASON_MAX_LENGTH } from '@chapkhana/shared/fields';
import { resolveFlagBodySchema, type PaymentFlag } from '@chapkhana/shared/reconciliation';
import { DialogFrame } from '@/components/ui/dialog-frame';
import {
  buttonClass,
  describedByError,
  Field,
  inputClass,
  secondaryButtonClass,
} from '@/components/ui/field';
import { useEscape } from '@/components/ui/use-escape';
import { useResolvePaymentFlagMutation } from '@/features/payments/api/reconciliation';
import { failureText } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';

/** The admin closes a flag with a note of what was done (a refund given, the provider asked…). */
export function ResolveFlagDialog({ flag, onClose }: { flag: PaymentFlag; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [resolve, { isLoading }] = useResolvePaymentFlagMutation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  useEscape(onClose);

  const send = () => {
    const parsed = resolveFlagBodySchema.safeParse({ note });
    if (!parsed.success) {
      setError(fieldError(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    setFailure(null);
    resolve({ id: flag._id, note: parsed.data.note })
      .unwrap()
      .then(() => {
        toast.success(t('reconciliation.resolved'));
        onClose();
      })
      .catch((caught: unknown) => setFailure(failureText(caught, (key, values) => t(key, values))));
  };

  return (
    <DialogFrame titleId={`${id}-title`} testId="resolve-flag-dialog">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('reconciliation.resolveTitle', { number: flag.orderNumber })}
      </h2>
      <p className="text-sm text-slate-700">{t(`reconciliation.kinds.${flag.kind}`)}</p>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isLoading) send();
        }}
      >
        <Field id={`${id}-note`} label={t('reconciliation.note')} error={error}>
          <textarea
            id={`${id}-note`}
            rows={3}
            dir="auto"
            maxLength={REASON_MAX_LENGTH}
            value={note}
            className={inputClass}
            {...describedByError(`${id}-note`, error)}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {t('common.goBack')}
          </button>
          <button
            type="submit"
            className={buttonClass}
            disabled={isLoading}
            aria-busy={isLoading}
            data-testid="resolve-flag-send"
          >
            {isLoading ? t('reconciliation.resolving') : t('reconciliation.resolve')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
