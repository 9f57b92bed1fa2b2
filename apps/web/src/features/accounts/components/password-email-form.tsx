import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useRequestPasswordEmailMutation } from '@/features/accounts/api/request-password-email';
import { MailNotice } from '@/features/accounts/components/mail-notice';
import { useEmailLinkForm } from '@/features/accounts/hooks/use-email-link-form';
import { lazyResolver } from '@/lib/lazy-resolver';

const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then(
    (schemas) => schemas.formResolvers.passwordEmail,
  ),
);

/** A link to set a new password, mailed to the account's email (the same answer for any email). */
export function PasswordEmailForm() {
  const { t } = useTranslation();
  const [requestEmail, { isLoading }] = useRequestPasswordEmailMutation();
  const { form, onSubmit, sentTo, fieldErrorText } = useEmailLinkForm(
    (body) => requestEmail(body).unwrap(),
    resolver,
  );
  const {
    register,
    formState: { errors },
  } = form;

  if (sentTo) {
    return (
      <MailNotice testId="password-email-sent">
        <p>{t('account.forgot.emailSent')}</p>
        <p className="font-semibold break-all">
          <bdi dir="ltr">{sentTo}</bdi>
        </p>
      </MailNotice>
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
        data-testid="password-email"
        {...register('email')}
      />
      <SubmitButton
        pending={isLoading}
        pendingLabel={t('account.registerCode.pending')}
        testId="password-email-submit"
      >
        {t('account.forgot.sendLink')}
      </SubmitButton>
    </form>
  );
}
