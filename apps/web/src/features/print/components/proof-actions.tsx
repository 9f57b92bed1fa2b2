import type { ProofView } from '@chapkhana/shared/print';
import { useId, useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonStyles } from '@/components/ui/button-styles';
import { useApproveProofMutation } from '@/features/print/api/approve-proof';
import { useRequestProofChangesMutation } from '@/features/print/api/request-proof-changes';
import { actionToast } from '@/lib/action-toast';
import { useShownText } from '@/lib/use-shown-text';

const feedback = actionToast('print-proof');

/**
 * The customer's answer to the newest proof: approve it once they ticked that they checked
 * spelling, numbers and colours (the API asks for it too), or say what should change (a
 * comment is required). Both name the proof looked at, so an answer to an outdated one is
 * refused by the API (409 `proof_outdated`) rather than taken for the newer.
 */
export function ProofActions({ lineId, proof }: { lineId: string; proof: ProofView }) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const id = useId();
  const [approve, approving] = useApproveProofMutation();
  const [requestChanges, requesting] = useRequestProofChangesMutation();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [checked, setChecked] = useState(false);
  const [uncheckedApproval, setUncheckedApproval] = useState(false);
  const busy = approving.isLoading || requesting.isLoading;

  const onApprove = async () => {
    if (!checked) {
      setUncheckedApproval(true);
      document.getElementById(`${id}-checked`)?.focus();
      return;
    }
    try {
      await approve({ lineId, proofId: proof._id, checked: true }).unwrap();
      feedback.success(t('print.messages.approved'));
    } catch (error) {
      void feedback.failure(error, shownText);
    }
  };

  const onSend = async () => {
    const text = comment.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    try {
      await requestChanges({ lineId, proofId: proof._id, comment: text }).unwrap();
      feedback.success(t('print.messages.changesSent'));
      setAsking(false);
      setComment('');
    } catch (error) {
      void feedback.failure(error, shownText);
    }
  };

  return (
    <div data-testid="proof-actions" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 font-medium text-slate-800">
          <input
            id={`${id}-checked`}
            type="checkbox"
            data-testid="proof-checked"
            checked={checked}
            aria-invalid={uncheckedApproval || undefined}
            aria-describedby={uncheckedApproval ? `${id}-checked-error` : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) setUncheckedApproval(false);
            }}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>{t('print.checkedConfirm')}</span>
        </label>
        {uncheckedApproval ? (
          <p
            id={`${id}-checked-error`}
            role="alert"
            data-testid="proof-checked-error"
            className="text-sm font-medium text-red-700"
          >
            {t('print.checkFirst')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          data-testid="proof-approve"
          onClick={() => void onApprove()}
          disabled={busy}
          aria-busy={approving.isLoading || undefined}
          className={`${buttonStyles.primary} h-11 max-sm:w-full`}
        >
          {t('print.approve')}
        </button>
        {asking ? null : (
          <button
            type="button"
            data-testid="proof-ask-changes"
            onClick={() => setAsking(true)}
            disabled={busy}
            className={`${buttonStyles.secondary} max-sm:w-full`}
          >
            {t('print.askChanges')}
          </button>
        )}
      </div>
      {asking ? (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void onSend();
          }}
        >
          <label htmlFor={id} className="font-semibold text-slate-800">
            {t('print.changesLabel')}
          </label>
          <textarea
            id={id}
            data-testid="proof-changes-comment"
            required
            dir="auto"
            maxLength={2000}
            rows={3}
            value={comment}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setComment(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            className="w-full rounded-md border border-slate-300 p-2 aria-[invalid]:border-red-600"
          />
          {missing ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {t('print.changesRequired')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              data-testid="proof-send-changes"
              disabled={busy}
              aria-busy={requesting.isLoading || undefined}
              className={`${buttonStyles.primary} h-11 max-sm:w-full`}
            >
              {t('print.sendChanges')}
            </button>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                setMissing(false);
              }}
              className={`${buttonStyles.secondary} max-sm:w-full`}
            >
              {t('print.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
