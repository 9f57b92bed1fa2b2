import { useState, type ReactNode } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import { ConfirmDialog } from './confirm-dialog';
import { secondaryButtonClass } from './field';
import { failureText } from '@/lib/api-failure';

/**
 * A button whose step is confirmed in a dialog first (cash collected for its amount, a parcel
 * moved by hand with its required reason); a refusal stays in the dialog for another try.
 */
export function ConfirmStepButton(props: {
  testId: string;
  dialogTestId: string;
  label: string;
  title: string;
  confirmLabel: string;
  body: ReactNode;
  busy: boolean;
  /** Ask for a reason (required), labelled so; it is passed to `record`. */
  reasonLabel?: string;
  /** Takes the step; rejects with the API's failure. */
  record: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        data-testid={props.testId}
        disabled={props.busy}
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {props.label}
      </button>
      {asking ? (
        <ConfirmDialog
          testId={props.dialogTestId}
          title={props.title}
          confirmLabel={props.confirmLabel}
          busy={props.busy}
          failure={failure}
          {...(props.reasonLabel ? { reasonLabel: props.reasonLabel } : {})}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => {
            props
              .record(reason)
              .then(() => {
                toast.success(t('orders.updated'));
                setAsking(false);
              })
              .catch((error: unknown) =>
                setFailure(failureText(error, (key, values) => t(key, values))),
              );
          }}
        >
          {props.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
