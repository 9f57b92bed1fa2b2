import { useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import {
  CARD_FONT_KEYS,
  QR_CONTENTS,
  TEXT_ALIGNS,
  TEXT_DIRECTIONS,
} from '@chapkhana/shared/card-templates';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Field, inputClass } from '@/components/ui/field';
import { NumberInput } from '@/components/ui/number-input';
import type { TemplateForm } from '@/features/card-templates/utils/template-draft';
import { fieldError } from '@/lib/field-error';
import { readNumber } from '@/lib/number-input';

const LANGUAGES = [
  { key: 'kr', dir: 'rtl', lang: 'ckb' },
  { key: 'ar', dir: 'rtl', lang: 'ar' },
  { key: 'en', dir: 'ltr', lang: 'en' },
] as const;

type Path = FieldPath<TemplateForm>;

/** One input of the field, its label and its error in the reader's language. */
function Setting({
  name,
  label,
  kind = 'text',
  dir,
  lang,
  className = '',
}: {
  name: string;
  label: string;
  /** `optional`: text that may stay empty (a sample), sent as no value rather than as "". */
  kind?: 'text' | 'optional' | 'number' | 'whole' | 'colour';
  dir?: 'rtl' | 'ltr';
  lang?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { register, getFieldState } = useFormContext<TemplateForm>();
  const path = name as Path;
  // Subscribed to its own path: the field re-renders when its error comes or goes.
  const state = useFormState<TemplateForm>({ name: path });
  const error = fieldError(t, getFieldState(path, state).error?.message);
  const id = `setting-${name.replaceAll('.', '-')}`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  return (
    <Field id={id} label={label} error={error} className={className}>
      {kind === 'number' || kind === 'whole' ? (
        <NumberInput
          id={id}
          whole={kind === 'whole'}
          {...described}
          {...register(path, { setValueAs: readNumber })}
        />
      ) : (
        <input
          id={id}
          type={kind === 'colour' ? 'color' : 'text'}
          dir={dir}
          lang={lang}
          className={kind === 'colour' ? 'h-9 w-16 rounded border border-slate-300' : inputClass}
          {...described}
          {...register(
            path,
            kind === 'optional'
              ? {
                  setValueAs: (value: unknown) =>
                    String(value ?? '').trim() === '' ? undefined : value,
                }
              : {},
          )}
        />
      )}
    </Field>
  );
}

/** A choice among the contract's values, each named in the reader's language. */
function Choice({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { register } = useFormContext<TemplateForm>();
  const id = `setting-${name.replaceAll('.', '-')}`;
  return (
    <Field id={id} label={label}>
      <select id={id} className={inputClass} {...register(name as Path)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The settings of the field at `path` (`template.sides.S.fields.F`): its key and names, whether
 * the customer must fill it, its box in mm, and what its kind has — a text's samples, font, sizes,
 * colour, alignment, direction and limits; a logo's fit and least resolution; a QR code's content.
 */
export function FieldSettings({ path, kind }: { path: string; kind: 'text' | 'image' | 'qr' }) {
  const { t } = useTranslation();
  const { register, getFieldState } = useFormContext<TemplateForm>();
  const at = (name: string) => `${path}.${name}`;
  // A box refused whole (it leaves the card and its bleed) is said under its four numbers.
  const boxState = useFormState<TemplateForm>({ name: at('box') as Path });
  const boxError = fieldError(t, getFieldState(at('box') as Path, boxState).error?.message);
  return (
    <div className="flex flex-col gap-4" data-testid="field-settings">
      <div className="grid gap-3 sm:grid-cols-2">
        <Setting name={at('key')} label={t('cardTemplates.field.key')} dir="ltr" />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...register(at('required') as Path)} />
          {t('cardTemplates.field.required')}
        </label>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">{t('cardTemplates.field.label')}</legend>
        {LANGUAGES.map(({ key, dir, lang }) => (
          <Setting
            key={key}
            name={at(`label.${key}`)}
            label={t(`cardTemplates.language.${key}`)}
            dir={dir}
            lang={lang}
          />
        ))}
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="mb-1 text-sm font-semibold">{t('cardTemplates.field.box')}</legend>
        <Setting name={at('box.xMm')} label={t('cardTemplates.field.x')} kind="number" />
        <Setting name={at('box.yMm')} label={t('cardTemplates.field.y')} kind="number" />
        <Setting name={at('box.widthMm')} label={t('cardTemplates.field.width')} kind="number" />
        <Setting name={at('box.heightMm')} label={t('cardTemplates.field.height')} kind="number" />
        {boxError ? (
          <p role="alert" className="col-span-full text-sm text-red-700">
            {boxError}
          </p>
        ) : null}
      </fieldset>
      {kind === 'text' ? (
        <>
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-1 text-sm font-semibold">
              {t('cardTemplates.field.sample')}
            </legend>
            {LANGUAGES.map(({ key, dir, lang }) => (
              <Setting
                key={key}
                name={at(`sample.${key}`)}
                label={t(`cardTemplates.language.${key}`)}
                kind="optional"
                dir={dir}
                lang={lang}
              />
            ))}
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Choice
              name={at('font')}
              label={t('cardTemplates.field.font')}
              options={CARD_FONT_KEYS.map((font) => ({
                value: font,
                label: t(`cardTemplates.font.${font}`),
              }))}
            />
            <Setting name={at('sizePt')} label={t('cardTemplates.field.sizePt')} kind="number" />
            <Setting
              name={at('minSizePt')}
              label={t('cardTemplates.field.minSizePt')}
              kind="number"
            />
            <Setting name={at('colour')} label={t('cardTemplates.field.colour')} kind="colour" />
            <Choice
              name={at('align')}
              label={t('cardTemplates.field.align')}
              options={TEXT_ALIGNS.map((align) => ({
                value: align,
                label: t(`cardTemplates.align.${align}`),
              }))}
            />
            <Choice
              name={at('direction')}
              label={t('cardTemplates.field.direction')}
              options={TEXT_DIRECTIONS.map((direction) => ({
                value: direction,
                label: t(`cardTemplates.direction.${direction}`),
              }))}
            />
            <Setting name={at('maxLines')} label={t('cardTemplates.field.maxLines')} kind="whole" />
            <Setting
              name={at('maxLength')}
              label={t('cardTemplates.field.maxLength')}
              kind="whole"
            />
          </div>
        </>
      ) : null}
      {kind === 'image' ? (
        <div className="grid grid-cols-2 gap-3">
          <Choice
            name={at('fit')}
            label={t('cardTemplates.field.fit')}
            options={(['contain', 'cover'] as const).map((fit) => ({
              value: fit,
              label: t(`cardTemplates.fit.${fit}`),
            }))}
          />
          <Setting name={at('minDpi')} label={t('cardTemplates.field.minDpi')} kind="whole" />
        </div>
      ) : null}
      {kind === 'qr' ? (
        <div className="grid grid-cols-2 gap-3">
          <Choice
            name={at('content')}
            label={t('cardTemplates.field.content')}
            options={QR_CONTENTS.map((content) => ({
              value: content,
              label: t(`cardTemplates.qr.${content}`),
            }))}
          />
          <Setting name={at('colour')} label={t('cardTemplates.field.colour')} kind="colour" />
        </div>
      ) : null}
    </div>
  );
}
