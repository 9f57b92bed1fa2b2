import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import type { z } from 'zod';
import { SHOP_ROLES } from '@chapkhana/shared/shop-roles';
import { inviteShopMemberBodySchema, type InviteShopMemberResponse } from '@chapkhana/shared/staff';
import { buttonClass, describedByError, Field, inputClass } from '@/components/ui/field';
import { useInviteMemberMutation } from '@/features/staff/api/invite-member';
import { failureText } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { serverFieldErrors } from '@/lib/server-field-errors';

type Values = z.input<typeof inviteShopMemberBodySchema>;

const TEXT_FIELDS = [
  { name: 'name', type: 'text', dir: 'auto', autoComplete: 'off' },
  { name: 'email', type: 'email', dir: 'ltr', autoComplete: 'off' },
  { name: 'phone', type: 'tel', dir: 'ltr', autoComplete: 'off' },
] as const;

/**
 * A new member of the print house's staff: name, email, phone and role; a mailed link (in the
 * console's language) lets the member set a password.
 */
export function InviteMemberForm({
  onAdded,
}: {
  onAdded: (answer: InviteShopMemberResponse) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [invite, { isLoading }] = useInviteMemberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: fieldResolver(inviteShopMemberBodySchema),
    defaultValues: { name: '', email: '', phone: '', role: 'designer', language },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onAdded(await invite({ ...values, language }).unwrap());
      reset();
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const [field, message] of fields) setError(field as Path<Values>, { message });
      if (fields.length === 0) setFailure(failureText(error, (key, v) => t(key, v)));
    }
  });
  const errorOf = (name: keyof Values) => fieldError(t, errors[name]?.message);
  const described = (name: keyof Values) => describedByError(`member-${name}`, errorOf(name));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="invite-member-form"
    >
      <h2 className="text-lg font-semibold">{t('staff.add')}</h2>
      <p className="text-sm text-slate-600">{t('staff.addHint')}</p>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type, dir, autoComplete }) => (
          <Field key={name} id={`member-${name}`} label={t(`staff.${name}`)} error={errorOf(name)}>
            <input
              id={`member-${name}`}
              type={type}
              dir={dir}
              autoComplete={autoComplete}
              className={inputClass}
              {...described(name)}
              {...register(name)}
            />
          </Field>
        ))}
        <Field id="member-role" label={t('staff.role')} error={errorOf('role')}>
          <select
            id="member-role"
            className={`${inputClass} pe-8`}
            {...described('role')}
            {...register('role')}
          >
            {SHOP_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="text-xs text-slate-600">{t('staff.roleHint')}</p>
      <div>
        <button type="submit" className={buttonClass} disabled={isLoading}>
          {t('staff.invite')}
        </button>
      </div>
    </form>
  );
}
