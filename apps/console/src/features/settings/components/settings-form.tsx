import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import toast from 'react-hot-toast';
import type {
  ShopSettings,
  ShopSettingsInput,
  ShopSettingsValues,
} from '@chapkhana/shared/settings';
import { SOCIAL_NETWORKS } from '@chapkhana/shared/shop-links';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { buttonClass, Field, inputClass } from '@/components/ui/field';
import { useUpdateSettingsMutation } from '@/features/settings/api/update-settings';
import { PageTextsFields } from '@/features/settings/components/page-texts-fields';
import {
  settingsFieldError,
  settingsResolver,
} from '@/features/settings/components/settings-resolver';
import { toastFailure } from '@/lib/api-failure';

const CONTACT_FIELDS = [
  { name: 'whatsapp', inputMode: 'tel', hint: 'settings.phoneHint' },
  { name: 'phone', inputMode: 'tel', hint: 'settings.phoneHint' },
  { name: 'email', inputMode: 'email', hint: undefined },
] as const;

function formValues(settings: ShopSettings): ShopSettingsInput {
  return {
    whatsapp: settings.whatsapp,
    phone: settings.phone,
    email: settings.email,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, settings.social[n] ?? ''])),
    about: settings.about,
    contact: settings.contact,
  };
}

/** Edits the shop's contacts, social links and About/Contact pages; saved all at once. */
export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateSettingsMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ShopSettingsInput, unknown, ShopSettingsValues>({
    resolver: settingsResolver,
    defaultValues: formValues(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update(values).unwrap();
      reset(formValues(saved));
      toast.success(t('settings.saved'));
    } catch (failure) {
      // A field the server refused is shown beside it, as the form's own checks are.
      const { code, params } = readApiFailure(failure);
      const field = typeof params.field === 'string' ? params.field : undefined;
      if (code && field) setError(field as Path<ShopSettingsInput>, { message: code });
      else toastFailure(failure);
    }
  });

  const control = (id: string, message: string | undefined) => {
    const error = settingsFieldError(t, message);
    return {
      error,
      props: {
        id,
        'data-testid': `settings-${id}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      },
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="settings-form">
      <fieldset className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <legend className="px-1 text-base font-semibold">{t('settings.contacts')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {CONTACT_FIELDS.map(({ name, inputMode, hint }) => {
            const { error, props } = control(name, errors[name]?.message);
            return (
              <Field
                key={name}
                id={name}
                label={t(`settings.${name}`)}
                error={error}
                {...(hint ? { hint: t(hint) } : {})}
              >
                <input
                  {...props}
                  inputMode={inputMode}
                  dir="ltr"
                  className={`${inputClass} text-start`}
                  {...register(name)}
                />
              </Field>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <legend className="px-1 text-base font-semibold">{t('settings.social')}</legend>
        <p className="mb-3 text-sm text-slate-600">{t('settings.socialHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SOCIAL_NETWORKS.map((network) => {
            const { error, props } = control(
              `social-${network}`,
              errors.social?.[network]?.message,
            );
            return (
              <Field
                key={network}
                id={`social-${network}`}
                label={t(`settings.networks.${network}`)}
                error={error}
              >
                <input
                  {...props}
                  type="url"
                  inputMode="url"
                  dir="ltr"
                  placeholder="https://"
                  className={`${inputClass} text-start`}
                  {...register(`social.${network}`)}
                />
              </Field>
            );
          })}
        </div>
      </fieldset>

      <PageTextsFields page="about" register={register} errors={errors} />
      <PageTextsFields page="contact" register={register} errors={errors} />

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={buttonClass}
          disabled={isLoading}
          data-testid="settings-save"
        >
          {isLoading ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
