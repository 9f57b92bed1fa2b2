import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import type { ShopPage, ShopSettingsInput } from '@chapkhana/shared/settings';
import { MAX_SHOP_PAGE_CHARS } from '@chapkhana/shared/settings';
import { Field, inputClass } from '@/components/ui/field';
import { settingsFieldError } from '@/features/settings/components/settings-resolver';

const LANGS = [
  { key: 'kr', label: 'settings.languages.kr', dir: 'rtl', lang: 'ckb' },
  { key: 'ar', label: 'settings.languages.ar', dir: 'rtl', lang: 'ar' },
  { key: 'en', label: 'settings.languages.en', dir: 'ltr', lang: 'en' },
] as const;

interface PageTextsFieldsProps {
  page: ShopPage;
  register: UseFormRegister<ShopSettingsInput>;
  errors: FieldErrors<ShopSettingsInput>;
}

/** One page's text in the three languages, side by side on wide screens, each in its direction. */
export function PageTextsFields({ page, register, errors }: PageTextsFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="px-1 text-base font-semibold">{t(`settings.${page}.title`)}</legend>
      <p className="mb-3 text-sm text-slate-600">
        {t('settings.pagesHint', { max: MAX_SHOP_PAGE_CHARS })}
      </p>
      <div className="grid gap-3 lg:grid-cols-3">
        {LANGS.map(({ key, label, dir, lang }) => {
          const id = `${page}-${key}`;
          const error = settingsFieldError(t, errors[page]?.[key]?.message);
          return (
            <Field key={key} id={id} label={t(label)} error={error}>
              <textarea
                id={id}
                dir={dir}
                lang={lang}
                rows={9}
                data-testid={`settings-${id}`}
                className={inputClass}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`${page}.${key}`)}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
