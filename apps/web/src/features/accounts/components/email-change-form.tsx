import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { buttonStyles } from '@/components/ui/button-styles';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useRequestEmailChangeMutation } from '@/features/accounts/api/email-change';
import { MailNotice } from '@/features/accounts/components/mail-notice';
import { useEmailLinkForm } from '@/features/accounts/hooks/use-email-link-form';
import { lazyResolver } from '@/lib/lazy-resolver';

const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then(
    (schemas) => schemas.formResolvers.emailChange,
  ),
);

/**
 * The dashboard's email (issue 37): the current one or "no email yet", and a field for a new one.
 * Sending mails a link to the new address; the email changes only when it is opened, so until
 * then the form says where the link went and keeps the current email.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string | null }) {
  const { t } = useTranslation();
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();
  const { form, onSubmit, sentTo, setSentTo, fieldErrorText } = useEmailLinkForm(
    (body) => requestChange(body).unwrap(),
    resolver,
  );
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  return (
    <div className="flex flex-col gap-4" data-testid="email-change">
      <p className="text-sm text-slate-600">{t('account.emailChange.hint')}</p>
      <p className="flex flex-wrap gap-x-2">
        <span className="text-slate-600">{t('account.emailChange.current')}:</span>
        {currentEmail ? (
          <bdi dir="ltr" data-testid="email-change-current" className="font-semibold break-all">
            {currentEmail}
          </bdi>
        ) : (
          <span data-testid="email-change-none" className="font-semibold text-slate-900">
            {t('account.emailChange.none')}
          </span>
        )}
      </p>
      {sentTo ? (
        <MailNotice testId="email-change-sent">
          <p>{t('account.emailChange.sent')}</p>
          {/* The address is isolated so it never reorders inside right-to-left text. */}
          <p className="font-semibold break-all">
            <bdi dir="ltr" data-testid="email-change-sent-to">
              {sentTo}
            </bdi>
          </p>
          <p>{t('account.emailChange.openHere')}</p>
          <button
            type="button"
            data-testid="email-change-another"
            className={buttonStyles.link}
            onClick={() => {
              setSentTo(null);
              reset({ email: '' });
            }}
          >
            {t('account.emailChange.another')}
          </button>
        </MailNotice>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-4 sm:max-w-md"
        >
          <TextField
            label={t(
              currentEmail ? 'account.emailChange.newLabel' : 'account.emailChange.addLabel',
            )}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            error={fieldErrorText(errors.email)}
            data-testid="email-change-input"
            {...register('email')}
          />
          <SubmitButton
            pending={isLoading}
            pendingLabel={t('account.emailChange.sending')}
            testId="email-change-submit"
          >
            {t('account.emailChange.send')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
