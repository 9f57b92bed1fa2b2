import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useChangePasswordMutation } from '@/features/accounts/api/change-password';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';
import { storeCustomerToken } from '@/lib/auth-token';
import type { ChangePasswordFormValues } from '@/features/accounts/utils/form-schemas';
import { lazyResolver } from '@/lib/lazy-resolver';

/** The form's rules load at its first check (lib/lazy-resolver.ts). */
const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then(
    (schemas) => schemas.formResolvers.changePassword,
  ),
);

const EMPTY: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password and its confirmation; a success empties the form. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormValues, unknown, ChangePasswordFormValues>({
    resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const { token } = await changePassword({ oldPassword, newPassword }).unwrap();
      storeCustomerToken(token);
      toast.success(t('account.messages.passwordChanged'));
      reset(EMPTY);
    } catch (error) {
      await showServerError(error, { setError, fields: ['oldPassword', 'newPassword'] });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <PasswordField
        label={t('account.fields.oldPassword')}
        autoComplete="current-password"
        error={fieldErrorText(errors.oldPassword)}
        data-testid="change-password-old"
        {...register('oldPassword')}
      />
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        error={fieldErrorText(errors.newPassword)}
        data-testid="change-password-new"
        {...register('newPassword')}
      />
      <PasswordField
        label={t('account.fields.confirmPassword')}
        autoComplete="new-password"
        error={fieldErrorText(errors.confirmPassword)}
        data-testid="change-password-confirm"
        {...register('confirmPassword')}
      />
      <SubmitButton
        pending={isLoading}
        pendingLabel={t('account.changePassword.pending')}
        testId="change-password-submit"
      >
        {t('account.changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
