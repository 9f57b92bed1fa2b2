import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { z } from 'zod';
import { setStaffPasswordBodySchema, type StaffTokenPayload } from '@chapkhana/shared/staff';
import { fieldErrorMessage } from '@chapkhana/shared/field-errors';
import { buttonClass, Field, inputClass, describedByError } from '@/components/ui/field';
import { useSetStaffPasswordMutation } from '@/features/auth/api/set-password';
import { failureText } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { saveStaffToken } from '@/lib/staff-token';

// The password twice, so a typo does not lock the new account out.
const formSchema = setStaffPasswordBodySchema
  .extend({ repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    error: fieldErrorMessage('passwords_differ'),
    path: ['repeat'],
  });
type Values = z.input<typeof formSchema>;

/** A new password from the mailed link; on success the account is signed in. */
export function SetPasswordForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (staff: StaffTokenPayload) => void;
}) {
  const { t } = useTranslation();
  const [setPassword, { isLoading }] = useSetStaffPasswordMutation();
  const [failure, setFailure] = useState<string | null>(
    token ? null : t('apiErrors.password_link_invalid'),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: fieldResolver(formSchema),
    defaultValues: { token, password: '', repeat: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await setPassword({ token, password }).unwrap();
      saveStaffToken(answer.token);
      onSignedIn(answer.staff);
    } catch (error) {
      setFailure(failureText(error, (key, values) => t(key, values)));
    }
  });
  const passwordError = fieldError(t, errors.password?.message);
  const repeatError = fieldError(t, errors.repeat?.message);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="set-password-form"
    >
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{t('setPassword.hint')}</p>
      <Field id="new-password" label={t('setPassword.password')} error={passwordError}>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          className={`${inputClass} text-start`}
          {...describedByError('new-password', passwordError)}
          {...register('password')}
        />
      </Field>
      <Field id="repeat-password" label={t('setPassword.repeat')} error={repeatError}>
        <input
          id="repeat-password"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          className={`${inputClass} text-start`}
          {...describedByError('repeat-password', repeatError)}
          {...register('repeat')}
        />
      </Field>
      <button type="submit" className={buttonClass} disabled={isLoading || !token}>
        {isLoading ? t('common.saving') : t('setPassword.submit')}
      </button>
    </form>
  );
}
