import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import type { z } from 'zod';
import { GOVERNORATES } from '@chapkhana/shared/governorates';
import { LANGUAGES } from '@chapkhana/shared/languages';
import {
  createSellerBodySchema,
  type CreateSellerBody,
  type CreateSellerResponse,
} from '@chapkhana/shared/staff';
import { buttonClass, Field, inputClass, describedByError } from '@/components/ui/field';
import { useCreateSellerMutation } from '@/features/sellers/api/create-seller';
import { failureText } from '@/lib/api-failure';
import { fieldError } from '@/lib/field-error';
import { serverFieldErrors } from '@/lib/server-field-errors';

type Values = z.input<typeof createSellerBodySchema>;

const TEXT_FIELDS = [
  { name: 'shopNameKu', dir: 'rtl', lang: 'ckb', autoComplete: 'off' },
  { name: 'shopNameAr', dir: 'rtl', lang: 'ar', autoComplete: 'off' },
  { name: 'shopNameEn', dir: 'ltr', lang: 'en', autoComplete: 'off' },
] as const;

/**
 * A new print house: its name in three languages, its governorate, and the person whose console
 * account it gets (name, email, phone) with the language of the mailed set-password link.
 */
export function NewSellerForm({ onAdded }: { onAdded: (answer: CreateSellerResponse) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [create, { isLoading }] = useCreateSellerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: fieldResolver(createSellerBodySchema),
    defaultValues: {
      shopNameKu: '',
      shopNameAr: '',
      shopNameEn: '',
      city: '' as CreateSellerBody['city'],
      name: '',
      email: '',
      phone: '',
      language,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onAdded(await create(values).unwrap());
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const [field, message] of fields) setError(field as Path<Values>, { message });
      if (fields.length === 0) setFailure(failureText(error, (key, v) => t(key, v)));
    }
  });
  const errorOf = (name: keyof Values) => fieldError(t, errors[name]?.message);
  const described = (name: keyof Values) => describedByError(`seller-${name}`, errorOf(name));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      data-testid="new-seller-form"
    >
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <section className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold">{t('sellers.new.shopSection')}</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {TEXT_FIELDS.map(({ name, dir, lang }) => (
            <Field
              key={name}
              id={`seller-${name}`}
              label={t(`sellers.new.${name}`)}
              error={errorOf(name)}
            >
              <input
                id={`seller-${name}`}
                dir={dir}
                lang={lang}
                className={inputClass}
                {...described(name)}
                {...register(name)}
              />
            </Field>
          ))}
        </div>
        <Field id="seller-city" label={t('sellers.city')} error={errorOf('city')}>
          <select
            id="seller-city"
            className={`${inputClass} pe-8`}
            {...described('city')}
            {...register('city')}
          >
            <option value="">{t('sellers.new.chooseCity')}</option>
            {GOVERNORATES.map((g) => (
              <option key={g.code} value={g.code}>
                {g[language]}
              </option>
            ))}
          </select>
        </Field>
      </section>
      <section className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold">{t('sellers.new.accountSection')}</h2>
        <p className="text-sm text-slate-600">{t('sellers.new.accountHint')}</p>
        <Field id="seller-name" label={t('sellers.new.person')} error={errorOf('name')}>
          <input
            id="seller-name"
            dir="auto"
            autoComplete="off"
            className={inputClass}
            {...described('name')}
            {...register('name')}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="seller-email" label={t('sellers.new.email')} error={errorOf('email')}>
            <input
              id="seller-email"
              type="email"
              dir="ltr"
              autoComplete="off"
              className={`${inputClass} text-start`}
              {...described('email')}
              {...register('email')}
            />
          </Field>
          <Field
            id="seller-phone"
            label={t('sellers.new.phone')}
            error={errorOf('phone')}
            hint={t('sellers.new.phoneHint')}
          >
            <input
              id="seller-phone"
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="off"
              className={`${inputClass} text-start`}
              {...described('phone')}
              {...register('phone')}
            />
          </Field>
        </div>
        <Field
          id="seller-language"
          label={t('sellers.new.mailLanguage')}
          error={errorOf('language')}
        >
          <select
            id="seller-language"
            className={`${inputClass} pe-8`}
            {...described('language')}
            {...register('language')}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`sellers.new.languages.${code}`)}
              </option>
            ))}
          </select>
        </Field>
      </section>
      <div>
        <button type="submit" className={buttonClass} disabled={isLoading}>
          {isLoading ? t('common.saving') : t('sellers.new.submit')}
        </button>
      </div>
    </form>
  );
}
