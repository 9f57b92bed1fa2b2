import type {
  PhoneCodeChannel,
  PhoneCodePurpose,
  PhoneCodeResponse,
  PhoneCodeVerifyResponse,
} from '@chapkhana/shared/accounts';
import { displayIraqiPhone } from '@chapkhana/shared/phone';
import { MessageCircle, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PhoneField } from '@/components/ui/phone-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useRequestPhoneCodeMutation } from '@/features/accounts/api/request-phone-code';
import { useVerifyPhoneCodeMutation } from '@/features/accounts/api/verify-phone-code';
import {
  deadlineIn,
  minutesAndSeconds,
  useCountdown,
  type Deadline,
} from '@/features/accounts/hooks/use-countdown';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';
import { useMessageText } from '@/features/accounts/hooks/use-message-text';
import { describedFailure } from '@/features/accounts/utils/load-account-failure';
import { lazyResolver } from '@/lib/lazy-resolver';

const phoneResolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then((schemas) => schemas.formResolvers.phone),
);
const codeResolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then((schemas) => schemas.formResolvers.code),
);

interface Sent extends PhoneCodeResponse {
  /** When the next code may be asked for (the timer). */
  wait: Deadline;
  /** The channel the customer asked for (the outbox answers `file`). */
  asked: PhoneCodeChannel;
}

const alertClass = 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900';
const linkButtonClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline';

/**
 * A code to the phone, then the code typed back (issue 37): the phone in any spelling, the code
 * by WhatsApp with "send by SMS instead", a visible timer until another may be asked for, and
 * the refusals (wrong, expired, locked, limits, provider down) in the reader's language. What
 * the verified code leads to (signed in, registration, new password) is the caller's.
 */
export function PhoneCodeFlow({
  purpose,
  onVerified,
}: {
  purpose: PhoneCodePurpose;
  onVerified: (verified: PhoneCodeVerifyResponse) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const messageText = useMessageText();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [requestCode, requesting] = useRequestPhoneCodeMutation();
  const [verifyCode, verifying] = useVerifyPhoneCodeMutation();
  const [sent, setSent] = useState<Sent | null>(null);
  const [refusal, setRefusal] = useState<{ text: string; offerSms: boolean } | null>(null);
  const secondsLeft = useCountdown(sent?.wait ?? null);

  const phoneForm = useForm<{ phone: string }, unknown, { phone: string }>({
    resolver: phoneResolver,
    defaultValues: { phone: '' },
  });
  const codeForm = useForm<{ code: string }, unknown, { code: string }>({
    resolver: codeResolver,
    defaultValues: { code: '' },
  });

  async function send(phone: string, channel: PhoneCodeChannel) {
    setRefusal(null);
    try {
      const answer = await requestCode({ phone, purpose, channel, lng: language }).unwrap();
      setSent({
        ...answer,
        asked: channel,
        wait: deadlineIn(answer.resendAfterSeconds),
      });
      codeForm.reset({ code: '' });
    } catch (error) {
      const described = await describedFailure(error);
      if (described.status === 400) {
        await showServerError(error, { setError: phoneForm.setError, fields: ['phone'] });
        return;
      }
      setRefusal({
        text: messageText(described.message),
        offerSms: described.code === 'phone_code_not_sent',
      });
    }
  }

  const onPhone = phoneForm.handleSubmit(({ phone }) => send(phone, 'whatsapp'));
  const onCode = codeForm.handleSubmit(async ({ code }) => {
    if (!sent) return;
    setRefusal(null);
    try {
      await onVerified(
        await verifyCode({ phone: sent.phone, code, purpose, lng: language }).unwrap(),
      );
    } catch (error) {
      await showServerError(error, { setError: codeForm.setError, fields: ['code'] });
    }
  });

  const refusalBox = refusal ? (
    <div role="alert" data-testid="phone-code-error" className={alertClass}>
      <p>{refusal.text}</p>
      {refusal.offerSms ? (
        <button
          type="button"
          data-testid="phone-code-sms-offer"
          className={`${linkButtonClass} mt-2`}
          onClick={() => void send(sent?.phone ?? phoneForm.getValues('phone'), 'sms')}
        >
          {t('account.phone.sendBySms')}
        </button>
      ) : null}
    </div>
  ) : null;

  if (!sent) {
    return (
      <form
        noValidate
        onSubmit={(event) => void onPhone(event)}
        className="flex flex-col gap-5"
        data-testid="phone-code-request"
      >
        <PhoneField
          label={t('account.fields.phone')}
          hint={t('account.phone.phoneHint')}
          error={fieldErrorText(phoneForm.formState.errors.phone)}
          data-testid="phone-code-phone"
          {...phoneForm.register('phone')}
        />
        {refusalBox}
        <SubmitButton
          pending={requesting.isLoading}
          pendingLabel={t('account.phone.sending')}
          testId="phone-code-send"
        >
          {t('account.phone.send')}
        </SubmitButton>
      </form>
    );
  }

  const bySms = sent.channel === 'sms' || (sent.channel === 'file' && sent.asked === 'sms');
  return (
    <form
      noValidate
      onSubmit={(event) => void onCode(event)}
      className="flex flex-col gap-5"
      data-testid="phone-code-entry"
    >
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-brand-900"
        data-testid="phone-code-sent"
      >
        {bySms ? (
          <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        ) : (
          <MessageCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        )}
        <div className="min-w-0">
          <p>{bySms ? t('account.phone.sentBySms') : t('account.phone.sentByWhatsApp')}</p>
          <p className="font-semibold">
            <bdi dir="ltr" data-testid="phone-code-sent-phone">
              {displayIraqiPhone(sent.phone)}
            </bdi>
          </p>
          <p className="mt-1 text-sm">
            {t('account.phone.validFor', { count: Math.round(sent.expiresInSeconds / 60) })}
          </p>
        </div>
      </div>
      <TextField
        label={t('account.phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={20}
        error={fieldErrorText(codeForm.formState.errors.code)}
        data-testid="phone-code-code"
        {...codeForm.register('code')}
      />
      {refusalBox}
      <SubmitButton
        pending={verifying.isLoading}
        pendingLabel={t('account.phone.checking')}
        testId="phone-code-verify"
      >
        {t('account.phone.verify')}
      </SubmitButton>
      <div className="flex flex-col gap-3 text-sm">
        <p data-testid="phone-code-timer" aria-live="polite" className="text-slate-600">
          {secondsLeft > 0 ? (
            <>
              {t('account.phone.resendIn')}{' '}
              <bdi dir="ltr" className="font-semibold tabular-nums">
                {minutesAndSeconds(secondsLeft)}
              </bdi>
            </>
          ) : (
            t('account.phone.resendNow')
          )}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <button
            type="button"
            disabled={secondsLeft > 0 || requesting.isLoading}
            data-testid="phone-code-resend"
            className={linkButtonClass}
            onClick={() => void send(sent.phone, sent.asked)}
          >
            {t('account.phone.resend')}
          </button>
          {sent.asked === 'sms' ? null : (
            <button
              type="button"
              disabled={secondsLeft > 0 || requesting.isLoading}
              data-testid="phone-code-sms"
              className={linkButtonClass}
              onClick={() => void send(sent.phone, 'sms')}
            >
              {t('account.phone.sendBySms')}
            </button>
          )}
          <button
            type="button"
            data-testid="phone-code-change"
            className={linkButtonClass}
            onClick={() => {
              setSent(null);
              setRefusal(null);
            }}
          >
            {t('account.phone.changeNumber')}
          </button>
        </div>
      </div>
    </form>
  );
}
