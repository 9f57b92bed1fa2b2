import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { AdminOrderPayment } from '@chapkhana/shared/payments';
import { refundBodySchema } from '@chapkhana/shared/payments';
import { REASON_MAX_LENGTH } from '@chapkhana/shared/fields';
import { DialogFrame } from '@/components/ui/dialog-frame';
import {
  buttonClass,
  describedByError,
  Field,
  inputClass,
  secondaryButtonClass,
} from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import { useEscape } from '@/components/ui/use-escape';
import { formatDinar } from '@chapkhana/shared/pricing';
import { useRefundPaymentMutation } from '@/features/orders/api/refund-payment';
import { failureText } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { readNumber } from '@/lib/number-input';

type FieldErrors = { amount?: string | undefined; reason?: string | undefined };

/**
 * The admin gives back all or part of one online payment: the amount (what is left, and only
 * that when the provider refunds whole payments), a reason the customer sees, then a confirm
 * step. One Idempotency-Key per confirmed refund: a second click or a retry sends the same key,
 * so the shop refunds once; changing the refund makes a new key.
 */
export function RefundDialog({
  orderId,
  payment,
  onClose,
}: {
  orderId: string;
  payment: AdminOrderPayment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [refund, { isLoading }] = useRefundPaymentMutation();
  const [amountText, setAmountText] = useState(String(payment.refundable));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState<{ amountIqd: number; reason: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refundKey = useRef<string | null>(null);
  const sending = useRef(false);
  useEscape(onClose);
  const provider = t(`payment.method.${payment.method}`);
  const iqd = (amount: number) => t('money.iqd', { amount: formatDinar(amount) });

  const check = () => {
    const amountIqd = payment.partialRefunds ? readNumber(amountText) : payment.refundable;
    const parsed = refundBodySchema.safeParse({ paymentId: payment._id, amountIqd, reason });
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'amountIqd' ? 'amount' : issue.path[0];
        if (field === 'amount' || field === 'reason') found[field] ??= fieldError(t, issue.message);
      }
    }
    if (!found.amount && amountIqd > payment.refundable) {
      found.amount = t('apiErrors.refund_exceeds_paid', {
        amount: formatDinar(payment.refundable),
      });
    }
    setErrors(found);
    if (!parsed.success || found.amount) return;
    refundKey.current = crypto.randomUUID();
    setChecked({ amountIqd: parsed.data.amountIqd, reason: parsed.data.reason });
  };

  const send = (body: { amountIqd: number; reason: string }) => {
    if (sending.current || !refundKey.current) return;
    sending.current = true;
    setFailure(null);
    refund({ orderId, body: { paymentId: payment._id, ...body }, refundKey: refundKey.current })
      .unwrap()
      .then(() => {
        toast.success(t('refunds.sent'));
        onClose();
      })
      .catch((error: unknown) => setFailure(failureText(error, (key, values) => t(key, values))))
      .finally(() => {
        sending.current = false;
      });
  };

  const failureLine = failure ? (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-2 text-sm text-red-800"
      data-testid="refund-failure"
    >
      {failure}
    </p>
  ) : null;

  return (
    <DialogFrame titleId={`${id}-title`} testId="refund-dialog">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {checked
          ? t('refunds.confirmTitle', { amount: iqd(checked.amountIqd) })
          : t('refunds.formTitle', { provider })}
      </h2>
      {checked ? (
        <>
          <p className="text-sm text-slate-700">
            {t('refunds.confirmBody', { amount: iqd(checked.amountIqd), provider })}
          </p>
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{t('refunds.reasonShort')}:</span>{' '}
            <span dir="auto" className="whitespace-pre-wrap break-words">
              {checked.reason}
            </span>
          </p>
          {failureLine}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={isLoading}
              onClick={() => {
                setChecked(null);
                setFailure(null);
              }}
            >
              {t('refunds.change')}
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={isLoading}
              aria-busy={isLoading}
              data-testid="refund-send"
              onClick={() => send(checked)}
            >
              {isLoading
                ? t('refunds.sending')
                : t('refunds.send', { amount: iqd(checked.amountIqd) })}
            </button>
          </div>
        </>
      ) : (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            check();
          }}
        >
          <p className="text-sm text-slate-700">
            {t('refunds.formFacts', { paid: iqd(payment.amount), left: iqd(payment.refundable) })}
          </p>
          <Field
            id={`${id}-amount`}
            label={t('refunds.amount')}
            error={errors.amount}
            {...(payment.partialRefunds
              ? {}
              : { hint: t('refunds.wholeOnly', { provider, amount: iqd(payment.refundable) }) })}
          >
            <NumberInput
              id={`${id}-amount`}
              whole
              value={payment.partialRefunds ? amountText : String(payment.refundable)}
              readOnly={!payment.partialRefunds}
              aria-readonly={!payment.partialRefunds || undefined}
              className="read-only:bg-slate-100"
              {...describedByError(`${id}-amount`, errors.amount)}
              onChange={(event) => setAmountText(event.target.value)}
            />
          </Field>
          <Field id={`${id}-reason`} label={t('refunds.reason')} error={errors.reason}>
            <textarea
              id={`${id}-reason`}
              rows={3}
              dir="auto"
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              className={inputClass}
              {...describedByError(`${id}-reason`, errors.reason)}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          {failureLine}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              {t('common.goBack')}
            </button>
            <button type="submit" className={buttonClass} data-testid="refund-continue">
              {t('refunds.continue')}
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
