import type { LoginBody } from '@chapkhana/shared/accounts';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { PhoneField } from '@/components/ui/phone-field';
import { useLogInMutation } from '@/features/accounts/api/log-in';
import { useFormErrors } from '@/features/accounts/hooks/use-form-errors';
import { storeCustomerToken } from '@/lib/auth-token';
import { lazyResolver } from '@/lib/lazy-resolver';
import { markSignedInHere } from '@/lib/sign-in-intent';

/** The form's rules load at its first check (lib/lazy-resolver.ts). */
const resolver = lazyResolver(() =>
  import('@/features/accounts/utils/form-schemas').then((schemas) => schemas.formResolvers.login),
);

/**
 * Phone + password login (docs/storefront.md §5: both required). The phone goes as typed (07…, 7…,
 * +964…, Eastern Arabic digits made ASCII); the API reads it as an Iraqi number. On success
 * the token is stored, and the guard around /login sends the customer on.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { fieldErrorText, showServerError } = useFormErrors();
  const [logIn, { isLoading }] = useLogInMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody, unknown, LoginBody>({
    resolver,
    defaultValues: { phone: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      // The language signed in with becomes the one the shop mails the customer in.
      const { token } = await logIn({ ...body, lng: language }).unwrap();
      toast.success(t('account.messages.loggedIn'));
      markSignedInHere();
      storeCustomerToken(token);
    } catch (error) {
      await showServerError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <PhoneField
        label={t('account.fields.phone')}
        error={fieldErrorText(errors.phone)}
        data-testid="login-phone"
        {...register('phone')}
      />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="current-password"
        error={fieldErrorText(errors.password)}
        data-testid="login-password"
        {...register('password')}
      />
      <SubmitButton
        pending={isLoading}
        pendingLabel={t('account.login.pending')}
        testId="login-submit"
      >
        {t('account.login.submit')}
      </SubmitButton>
    </form>
  );
}
