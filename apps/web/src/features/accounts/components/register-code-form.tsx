import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useRequestEmailLinkMutation } from '@/features/accounts/api/request-email-link';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';
import { describedFailure } from '@/features/accounts/utils/load-account-failure';
import { useMessageText } from '@/features/accounts/hooks/use-message-text';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLanguage } from '@chapkhana/web-kit/use-language';

/** The form's rules load at its first check (lib/lazy-resolver.ts). */
const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then(
    (schemas) => schemas.formResolvers.emailLink,
  ),
);

interface EmailForm {
  email: string;
}

/**
 * Asks for a registration link (docs/storefront.md §2 /registerCode). The mail is written in the reading
 * language. A refusal (15-minute block, daily limit) shows once, under the field rather than
 * as a toast, since the reader needs the number of minutes after a toast would have gone.
 */
export function RegisterCodeForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const messageText = useMessageText();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [requestLink, { isLoading }] = useRequestEmailLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailForm, unknown, EmailForm>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setRefusal(null);
    try {
      await requestLink({ email, lng: language }).unwrap();
      toast.success(t('account.messages.linkSent'));
      setSentTo(email);
    } catch (error) {
      const described = await describedFailure(error);
      if (described.status === 429) setRefusal(messageText(described.message));
      else await showServerError(error, { setError, fields: ['email'] });
    }
  });

  if (sentTo) {
    return (
      <div data-testid="register-code-sent" role="status" className="flex flex-col gap-4">
        <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="min-w-0">
            <h2 className="font-bold">{t('account.registerCode.sentTitle')}</h2>
            <p className="mt-1">{t('account.registerCode.sentTo')}</p>
            <p className="font-semibold break-all">
              <bdi data-testid="register-code-sent-email">{sentTo}</bdi>
            </p>
            <p className="mt-1">{t('account.registerCode.sentBody')}</p>
          </div>
        </div>
        <p className="text-sm text-slate-600">{t('account.registerCode.spamHint')}</p>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          data-testid="register-code-again"
          className="self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('account.registerCode.useAnother')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <TextField
        label={t('account.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        error={fieldErrorText(errors.email)}
        data-testid="register-code-email"
        {...register('email')}
      />
      {refusal ? (
        <p
          role="alert"
          data-testid="register-code-error"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {refusal}
        </p>
      ) : null}
      <SubmitButton
        pending={isLoading}
        pendingLabel={t('account.registerCode.pending')}
        testId="register-code-submit"
      >
        {t('account.registerCode.submit')}
      </SubmitButton>
    </form>
  );
}
