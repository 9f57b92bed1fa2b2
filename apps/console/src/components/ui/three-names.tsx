import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field, inputClass } from '@/components/ui/field';
import { fieldError } from '@/lib/field-error';

const LANGS = [
  { key: 'kuName', label: 'names.ku', dir: 'rtl', lang: 'ckb' },
  { key: 'arName', label: 'names.ar', dir: 'rtl', lang: 'ar' },
  { key: 'enName', label: 'names.en', dir: 'ltr', lang: 'en' },
] as const;

interface ThreeNamesProps<T extends FieldValues> {
  idPrefix: string;
  /** Field path before the name (e.g. `colors.0.`), empty for the form's own names. */
  path?: string;
  register: UseFormRegister<T>;
  /** The errors object holding the three names' errors (any shape; read by key). */
  errors: unknown;
  /** Only one of the three is needed: say so under the inputs. */
  oneEnough?: boolean;
}

/** The Kurdish, Arabic and English names, each typed in its own direction. */
export function ThreeNames<T extends FieldValues>({
  idPrefix,
  path = '',
  register,
  errors,
  oneEnough = false,
}: ThreeNamesProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <div className="grid gap-3 sm:grid-cols-3">
        {LANGS.map(({ key, label, dir, lang }) => {
          const id = `${idPrefix}-${key}`;
          const message = (
            errors as Record<string, { message?: string } | undefined> | undefined
          )?.[key]?.message;
          const error = fieldError(t, message);
          return (
            <Field key={key} id={id} label={t(label)} error={error}>
              <input
                id={id}
                dir={dir}
                lang={lang}
                className={inputClass}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  error ? `${id}-error` : oneEnough ? `${idPrefix}-names-hint` : undefined
                }
                {...register(`${path}${key}` as Path<T>)}
              />
            </Field>
          );
        })}
      </div>
      {oneEnough ? (
        <p id={`${idPrefix}-names-hint`} className="text-xs text-slate-500">
          {t('names.oneEnough')}
        </p>
      ) : null}
    </div>
  );
}
