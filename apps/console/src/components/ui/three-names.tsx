import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '@/components/ui/field';
import { fieldError } from '@/lib/field-error';

const LANGS = [
  { key: 'kuName', label: 'names.ku', dir: 'rtl', lang: 'ckb' },
  { key: 'arName', label: 'names.ar', dir: 'rtl', lang: 'ar' },
  { key: 'enName', label: 'names.en', dir: 'ltr', lang: 'en' },
] as const;

type NameKey = (typeof LANGS)[number]['key'];

interface ThreeNamesProps<T extends Record<NameKey, unknown>> {
  idPrefix: string;
  /** Field path before the name (e.g. `colors.0.`), empty for the form's own names. */
  path?: string;
  register: UseFormRegister<T>;
  /** The errors object holding the three names' errors (any shape; read by key). */
  errors: unknown;
}

/** The Kurdish, Arabic and English names, each typed in its own direction. */
export function ThreeNames<T extends Record<NameKey, unknown>>({
  idPrefix,
  path = '',
  register,
  errors,
}: ThreeNamesProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {LANGS.map(({ key, label, dir, lang }) => {
        const id = `${idPrefix}-${key}`;
        const message = (errors as Record<string, { message?: string } | undefined> | undefined)?.[
          key
        ]?.message;
        const error = fieldError(t, message);
        return (
          <Field key={key} id={id} label={t(label)} error={error}>
            <input
              id={id}
              dir={dir}
              lang={lang}
              className={inputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(`${path}${key}` as Parameters<UseFormRegister<T>>[0])}
            />
          </Field>
        );
      })}
    </div>
  );
}
