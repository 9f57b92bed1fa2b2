import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import type { z } from 'zod';
import { staffLoginBodySchema, type StaffTokenPayload } from '@chapkhana/shared/staff';
import { buttonClass, Field, inputClass, describedByError } from '@/components/ui/field';
import { useStaffLoginMutation } from '@/features/auth/api/login';
import { failureText } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { saveStaffToken } from '@/lib/staff-token';

type Values = z.input<typeof staffLoginBodySchema>;

/** Email or phone and password; on success the token is kept and `onSignedIn` decides where to go. */
export function SignInForm({ onSignedIn }: { onSignedIn: (staff: StaffTokenPayload) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [login, { isLoading }] = useStaffLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: fieldResolver(staffLoginBodySchema),
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The language signed in with becomes the one the shop mails this account in.
      const answer = await login({ ...values, lng: language }).unwrap();
      saveStaffToken(answer.token);
      onSignedIn(answer.staff);
    } catch (error) {
      setFailure(failureText(error, (key, values) => t(key, values)));
    }
  });

  const loginError = fieldError(t, errors.login?.message);
  const passwordError = fieldError(t, errors.password?.message);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="sign-in-form">
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Field id="login" label={t('signIn.login')} error={loginError} hint={t('signIn.loginHint')}>
        <input
          id="login"
          autoComplete="username"
          dir="ltr"
          className={`${inputClass} text-start`}
          {...describedByError('login', loginError)}
          {...register('login')}
        />
      </Field>
      <Field id="password" label={t('signIn.password')} error={passwordError}>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          dir="ltr"
          className={`${inputClass} text-start`}
          {...describedByError('password', passwordError)}
          {...register('password')}
        />
      </Field>
      <button type="submit" className={buttonClass} disabled={isLoading}>
        <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {isLoading ? t('signIn.signingIn') : t('signIn.submit')}
      </button>
    </form>
  );
}
