import { PASSWORD_MIN_LENGTH } from '@chapkhana/shared/customer-session';
import { useForm } from 'react-hook-form';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResetPasswordMutation } from '@/features/accounts/api/reset-password';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';

const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then(
    (schemas) => schemas.formResolvers.newPassword,
  ),
);

interface Values {
  password: string;
  confirmPassword: string;
}

/**
 * A forgotten password's new one, with the ticket of a verified reset code or a mailed link's
 * token. Every other sign-in of the account ends; this device is signed in.
 */
export function NewPasswordForm({
  ticket,
  onReset,
}: {
  ticket: string;
  onReset: (token: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { token } = await resetPassword({ ticket, password, lng: language }).unwrap();
      toast.success(t('account.forgot.done'));
      onReset(token);
    } catch (error) {
      await showServerError(error, { setError, fields: ['password'] });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      data-testid="new-password-form"
    >
      <p className="text-slate-700">{t('account.forgot.newPasswordIntro')}</p>
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        hint={t('account.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldErrorText(errors.password)}
        data-testid="new-password"
        {...register('password')}
      />
      <PasswordField
        label={t('account.fields.confirmPassword')}
        autoComplete="new-password"
        error={fieldErrorText(errors.confirmPassword)}
        data-testid="new-password-confirm"
        {...register('confirmPassword')}
      />
      <SubmitButton
        pending={isLoading}
        pendingLabel={t('account.changePassword.pending')}
        testId="new-password-submit"
      >
        {t('account.changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
