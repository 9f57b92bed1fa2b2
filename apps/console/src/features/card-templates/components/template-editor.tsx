import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router';
import toast from 'react-hot-toast';
import { Image as ImageIcon, QrCode, Trash2, Type } from 'lucide-react';
import { cardTemplateBodySchema, type CardTemplateProduct } from '@chapkhana/shared/card-designs';
import { MAX_TEMPLATE_FIELDS, type CardBox } from '@chapkhana/shared/card-templates';
import type { Language } from '@chapkhana/shared/languages';
import { fieldResolver } from '@chapkhana/web-kit/field-resolver';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  buttonClass,
  dangerButtonClass,
  Field,
  inputClass,
  secondaryButtonClass,
} from '@/components/ui/field';
import { FilePicker } from '@/components/ui/file-picker';
import { NumberInput } from '@/components/ui/number-input';
import { paths } from '@/config/paths';
import {
  useCreateCardTemplateMutation,
  useUpdateCardTemplateMutation,
} from '@/features/card-templates/api/save-card-template';
import { useGetCardTemplateQuery } from '@/features/card-templates/api/get-card-template';
import { useUploadCardFileMutation } from '@/features/card-templates/api/upload-card-file';
import { DeleteTemplateDialog } from '@/features/card-templates/components/delete-template-dialog';
import { FieldSettings } from '@/features/card-templates/components/field-settings';
import {
  TemplateCanvas,
  useSampleLayout,
} from '@/features/card-templates/components/template-canvas';
import {
  drawableTemplate,
  formOf,
  newField,
  type FieldKind,
  type TemplateForm,
} from '@/features/card-templates/utils/template-draft';
import { failureText } from '@/lib/api-failure';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { fieldError } from '@/lib/field-error';
import { useLocalisedName } from '@/lib/use-localised';
import { readNumber } from '@/lib/number-input';
import { serverFieldErrors } from '@/lib/server-field-errors';

const KIND_ICONS = { text: Type, image: ImageIcon, qr: QrCode } as const;
const LANGUAGES: Language[] = ['kr', 'ar', 'en'];
const sizeKey = (trim: { widthMm: number; heightMm: number }) => `${trim.widthMm}x${trim.heightMm}`;

/** The first side and field a form's errors point at (`template.sides.S.fields.F…`). */
function firstFieldWithError(errors: FieldErrors<TemplateForm>) {
  const sides = errors.template?.sides;
  if (!Array.isArray(sides)) return null;
  for (const [side, sideErrors] of sides.entries()) {
    const fields = (sideErrors as { fields?: unknown } | undefined)?.fields;
    if (!Array.isArray(fields)) continue;
    const field = fields.findIndex(Boolean);
    if (field >= 0) return { side, field };
  }
  return null;
}

/**
 * A card template made on the screen (issue 40): the product and size it is for, its names, and
 * per side a background and fields placed on the card — picked, dragged and resized on the
 * preview, which draws them as the customer's preview and the print file do, with the samples in
 * any of the three languages. The form is the contract's schema; the server's refusals come back
 * to the field they name.
 */
export function TemplateEditor({
  products,
  initial,
  templateId,
  savedAt,
}: {
  products: CardTemplateProduct[];
  initial: TemplateForm;
  templateId?: string;
  /** The saved template's `updatedAt`, as read: what its edits are saved over. */
  savedAt?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage() as Language;
  const localised = useLocalisedName();
  const navigate = useNavigate();
  const form = useForm<TemplateForm>({
    resolver: fieldResolver(cardTemplateBodySchema) as never,
    defaultValues: initial,
  });
  const { register, control, setValue, getValues, handleSubmit, setError, formState } = form;
  const [sideIndex, setSideIndex] = useState(0);
  // The picked field by its place on the side: its key may be what is being edited.
  const [picked, setPicked] = useState<number | null>(null);
  const [sampleLanguage, setSampleLanguage] = useState<Language>(language);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<'template' | 'back' | null>(null);
  /** Saved as new or deleted: the way out needs no question (read when the link is followed). */
  const leaving = useRef(false);
  /**
   * A save on its way: a second tap before the button shows it is busy (the next render) is
   * dropped, or a new template would be made twice.
   */
  const saving = useRef(false);
  /** The saved version the form stands on: sent with each save, so another's is not overwritten. */
  const editedFrom = useRef(savedAt);
  /** Saved by someone else since it was opened: the saved version can be loaded in its place. */
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const saved = useGetCardTemplateQuery(templateId ?? '', { skip: !templateId });
  const [create, creating] = useCreateCardTemplateMutation();
  const [update, updating] = useUpdateCardTemplateMutation();
  const [uploadFile, uploading] = useUploadCardFileMutation();

  const values = useWatch({ control }) as TemplateForm;
  const templateJson = JSON.stringify(values.template);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the template, by value
  const drawable = useMemo(() => drawableTemplate(values.template), [templateJson]);
  const { fonts, laid } = useSampleLayout(drawable, sampleLanguage);
  const product = products.find((p) => p._id === values.productId);
  const side = values.template.sides[sideIndex];
  const fields = side?.fields ?? [];
  const field = picked === null ? undefined : fields[picked];
  const selected = field?.key ?? null;
  const selectKey = (key: string) => {
    const index = fields.findIndex((f) => f.key === key);
    setPicked(index >= 0 ? index : null);
  };
  const sidesPath = `template.sides.${sideIndex}` as const;
  const warnings = (laid?.[sideIndex]?.warnings ?? []).filter((w) => w.key === selected);
  const busy = creating.isLoading || updating.isLoading;
  const sideErrors = formState.errors.template?.sides?.[sideIndex];
  const full = fields.length >= MAX_TEMPLATE_FIELDS;
  // Said while any setting is refused; gone once the last is mended.
  const hasErrors = Object.keys(formState.errors).length > 0;

  // Unsaved work is not left behind by a link or a closed tab without a question.
  const unsaved = formState.isDirty;
  // Read when a link is followed, not when the question was made: React Router takes a blocker's
  // new function in an effect after the render, so a link followed right after a save's render
  // (the page already saying "saved") still asked.
  const unsavedNow = useRef(unsaved);
  useLayoutEffect(() => {
    unsavedNow.current = unsaved;
  }, [unsaved]);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        unsavedNow.current &&
        !leaving.current &&
        currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const pickField = (side: number, field: number) => {
    setSideIndex(side);
    setPicked(field);
  };
  const showFirstError = (errors: FieldErrors<TemplateForm>) => {
    const first = firstFieldWithError(errors);
    if (first) pickField(first.side, first.field);
  };

  const submit = async (body: TemplateForm) => {
    setFailure(null);
    setChangedElsewhere(false);
    try {
      // What was saved becomes the form's starting point: nothing is left unsaved.
      if (templateId) {
        const { template } = await update({
          id: templateId,
          body: { ...body, editedFrom: editedFrom.current ?? '' },
        }).unwrap();
        editedFrom.current = template.updatedAt;
        form.reset(formOf(template));
        toast.success(t('cardTemplates.saved'));
      } else {
        const { template } = await create(body).unwrap();
        form.reset(formOf(template));
        toast.success(t('cardTemplates.saved'));
        leaving.current = true;
        void navigate(paths.seller.cardTemplate(template._id), { replace: true });
      }
    } catch (problem) {
      const refused = serverFieldErrors(problem);
      for (const [name, message] of refused) {
        setError(name as 'template', { type: 'server', message });
      }
      if (refused.length === 0) {
        setFailure(failureText(problem, (key, v) => t(key, v)));
        setChangedElsewhere(readApiFailure(problem).code === 'card_template_changed');
        return;
      }
      const at = refused
        .map(([name]) => /^template\.sides\.(\d+)\.fields\.(\d+)/.exec(name))
        .find(Boolean);
      if (at) pickField(Number(at[1]), Number(at[2]));
    }
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.current) return;
    saving.current = true;
    const checkAndSend = handleSubmit(submit, showFirstError);
    void checkAndSend(event).finally(() => {
      saving.current = false;
    });
  };

  /** Drops the edits here for the version saved by someone else, to start again from it. */
  const loadSaved = async () => {
    try {
      const { template } = await saved.refetch().unwrap();
      editedFrom.current = template.updatedAt;
      form.reset(formOf(template));
      setPicked(null);
      setFailure(null);
      setChangedElsewhere(false);
    } catch (problem) {
      setFailure(failureText(problem, (key, v) => t(key, v)));
    }
  };

  const chooseProduct = (id: string) => {
    const next = products.find((p) => p._id === id);
    setValue('productId', id, { shouldDirty: true });
    if (!next) return;
    setValue('template.bleedMm', next.bleedMm, { shouldDirty: true });
    const trim = next.sizes[0];
    if (trim && !next.sizes.some((s) => sizeKey(s) === sizeKey(values.template.trim)))
      setValue('template.trim', trim, { shouldDirty: true });
    const count = values.template.sides.length as 1 | 2;
    if (!next.sides.includes(count)) setSides(next.sides[0] ?? 1);
  };

  const setSides = (count: number) => {
    const sides = getValues('template.sides');
    if (count === sides.length) return;
    if (count === 2) {
      setValue('template.sides', [...sides, { background: { kind: 'none' }, fields: [] }], {
        shouldDirty: true,
      });
    } else if ((sides[1]?.fields.length ?? 0) > 0) {
      setRemoving('back');
    } else {
      dropBack();
    }
  };
  const dropBack = () => {
    setValue('template.sides', getValues('template.sides').slice(0, 1), { shouldDirty: true });
    setSideIndex(0);
    setPicked(null);
    setRemoving(null);
  };

  const addField = (kind: FieldKind) => {
    const now = getValues(`${sidesPath}.fields`);
    setValue(`${sidesPath}.fields`, [...now, newField(kind, getValues('template'))], {
      shouldDirty: true,
    });
    setPicked(now.length);
  };
  const removeField = () => {
    setValue(
      `${sidesPath}.fields`,
      getValues(`${sidesPath}.fields`).filter((_, index) => index !== picked),
      { shouldDirty: true },
    );
    setPicked(null);
  };
  const moveBox = (key: string, box: CardBox) => {
    const index = getValues(`${sidesPath}.fields`).findIndex((field) => field.key === key);
    if (index < 0) return;
    setValue(`${sidesPath}.fields.${index}.box`, box, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };

  const uploadBackground = async (file: File) => {
    setFailure(null);
    try {
      const { file: stored } = await uploadFile(file).unwrap();
      const kind = stored.mimeType === 'application/pdf' ? 'pdf' : 'image';
      setValue(`${sidesPath}.background`, { kind, fileId: stored._id }, { shouldDirty: true });
    } catch (problem) {
      setFailure(failureText(problem, (key, v) => t(key, v)));
    }
  };

  const background = side?.background ?? { kind: 'none' };
  const trimKnown = product?.sizes.some((s) => sizeKey(s) === sizeKey(values.template.trim));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={save}
        className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start"
        data-testid="template-editor"
      >
        {/* On a phone the card comes first and the buttons last; on a wide screen both stay in sight beside the settings. */}
        <div className="contents lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-3 lg:self-start">
          <div className="order-1 flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold">{t('cardTemplates.preview')}</h2>
              <div
                role="group"
                aria-label={t('cardTemplates.sampleLanguage')}
                className="flex gap-1"
              >
                {LANGUAGES.map((lang) => (
                  <button
                    key={lang}
                    type="button"
                    aria-pressed={lang === sampleLanguage}
                    className={`${secondaryButtonClass} aria-pressed:border-brand-700 aria-pressed:bg-brand-50`}
                    onClick={() => setSampleLanguage(lang)}
                  >
                    {t(`cardTemplates.language.${lang}`)}
                  </button>
                ))}
              </div>
            </div>
            {drawable ? (
              <TemplateCanvas
                template={drawable}
                sideIndex={sideIndex}
                language={sampleLanguage}
                laid={laid?.[sideIndex] ?? null}
                selected={selected}
                onSelect={selectKey}
                onBox={moveBox}
              />
            ) : (
              <p className="rounded-md bg-slate-100 p-3 text-sm">{t('cardTemplates.noPreview')}</p>
            )}
            {fonts === 'loading' && drawable ? (
              <p className="text-sm text-slate-600">{t('cardTemplates.fontsLoading')}</p>
            ) : null}
            {fonts === 'failed' ? (
              <p role="alert" className="text-sm text-red-700">
                {t('cardTemplates.fontsFailed')}
              </p>
            ) : null}
            <p className="text-xs text-slate-600">{t('cardTemplates.previewHint')}</p>
          </div>
          <div className="order-3 flex min-w-0 flex-col gap-3">
            {failure || hasErrors ? (
              <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                <p>{failure ?? t('cardTemplates.fixFirst')}</p>
                {changedElsewhere ? (
                  <button
                    type="button"
                    className="mt-2 font-semibold text-red-900 underline"
                    disabled={saved.isFetching}
                    onClick={() => void loadSaved()}
                    data-testid="load-saved-template"
                  >
                    {t('cardTemplates.loadSaved')}
                  </button>
                ) : null}
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                className={buttonClass}
                disabled={busy}
                data-testid="save-template"
              >
                {busy ? t('cardTemplates.saving') : t('cardTemplates.save')}
              </button>
              {templateId ? (
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={busy}
                  onClick={() => setRemoving('template')}
                >
                  {t('cardTemplates.delete')}
                </button>
              ) : null}
              <p
                className="self-center text-sm text-slate-600"
                aria-live="polite"
                data-testid="template-state"
                data-unsaved={unsaved ? 'yes' : 'no'}
              >
                {unsaved ? t('cardTemplates.unsaved') : null}
              </p>
            </div>
          </div>
        </div>

        <div className="order-2 flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="font-semibold">{t('cardTemplates.about')}</h2>
            <Field id="template-product" label={t('cardTemplates.product')}>
              <select
                id="template-product"
                className={inputClass}
                value={values.productId}
                onChange={(event) => chooseProduct(event.target.value)}
              >
                {product ? null : (
                  <option value={values.productId}>{t('cardTemplates.productGone')}</option>
                )}
                {products.map((p) => (
                  <option key={p._id} value={p._id}>
                    {localised(p)}
                  </option>
                ))}
              </select>
            </Field>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Field
                id="template-size"
                label={t('cardTemplates.size')}
                className="col-span-2"
                error={trimKnown === false ? t('cardTemplates.sizeNotOffered') : undefined}
              >
                <select
                  id="template-size"
                  className={inputClass}
                  value={sizeKey(values.template.trim)}
                  onChange={(event) => {
                    const trim = product?.sizes.find((s) => sizeKey(s) === event.target.value);
                    if (trim) setValue('template.trim', trim, { shouldDirty: true });
                  }}
                >
                  {trimKnown === false ? (
                    <option value={sizeKey(values.template.trim)}>
                      {t('cardTemplates.sizeMm', values.template.trim)}
                    </option>
                  ) : null}
                  {product?.sizes.map((trim) => (
                    <option key={sizeKey(trim)} value={sizeKey(trim)}>
                      {t('cardTemplates.sizeMm', trim)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="template-sides" label={t('cardTemplates.sides')}>
                <select
                  id="template-sides"
                  className={inputClass}
                  value={values.template.sides.length}
                  onChange={(event) => setSides(Number(event.target.value))}
                >
                  {[...new Set([...(product?.sides ?? []), values.template.sides.length])].map(
                    (count) => (
                      <option key={count} value={count}>
                        {t('cardTemplates.sidesCount', { count })}
                      </option>
                    ),
                  )}
                </select>
              </Field>
              <Field
                id="template-safe"
                label={t('cardTemplates.safeMm')}
                error={fieldError(t, formState.errors.template?.safeMm?.message)}
                hint={t('cardTemplates.bleedIs', { bleed: values.template.bleedMm })}
              >
                <NumberInput
                  id="template-safe"
                  {...register('template.safeMm', { setValueAs: readNumber })}
                />
              </Field>
            </div>
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="mb-1 text-sm font-semibold">{t('cardTemplates.name')}</legend>
              {LANGUAGES.map((lang) => {
                const error = fieldError(t, formState.errors.name?.[lang]?.message);
                return (
                  <Field
                    key={lang}
                    id={`template-name-${lang}`}
                    label={t(`cardTemplates.language.${lang}`)}
                    error={error}
                  >
                    <input
                      id={`template-name-${lang}`}
                      dir={lang === 'en' ? 'ltr' : 'rtl'}
                      lang={lang === 'kr' ? 'ckb' : lang}
                      className={inputClass}
                      aria-invalid={error ? true : undefined}
                      {...register(`name.${lang}`)}
                    />
                  </Field>
                );
              })}
            </fieldset>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" {...register('published')} />
              <span>
                <span className="font-medium">{t('cardTemplates.published')}</span>
                <span className="block text-xs text-slate-500">
                  {t('cardTemplates.publishedHint')}
                </span>
              </span>
            </label>
          </section>

          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            {values.template.sides.length > 1 ? (
              <div role="tablist" aria-label={t('cardTemplates.sides')} className="flex gap-2">
                {values.template.sides.map((_, index) => (
                  <button
                    key={index}
                    type="button"
                    role="tab"
                    aria-selected={index === sideIndex}
                    className={`${secondaryButtonClass} aria-selected:border-brand-700 aria-selected:bg-brand-50`}
                    onClick={() => {
                      setSideIndex(index);
                      setPicked(null);
                    }}
                  >
                    {t(index === 0 ? 'cardTemplates.front' : 'cardTemplates.back')}
                  </button>
                ))}
              </div>
            ) : null}
            <h2 className="font-semibold">
              {t('cardTemplates.backgroundOf', {
                side: t(sideIndex === 0 ? 'cardTemplates.front' : 'cardTemplates.back'),
              })}
            </h2>
            <div className="flex flex-wrap items-end gap-3">
              <Field
                id="template-background"
                label={t('cardTemplates.background')}
                error={fieldError(
                  t,
                  sideErrors?.background?.message ??
                    (sideErrors?.background as { kind?: { message?: string } } | undefined)?.kind
                      ?.message,
                )}
              >
                <select
                  id="template-background"
                  className={inputClass}
                  value={
                    background.kind === 'colour' || background.kind === 'none'
                      ? background.kind
                      : 'file'
                  }
                  onChange={(event) => {
                    const kind = event.target.value;
                    if (kind === 'none' || kind === 'colour') {
                      setValue(
                        `${sidesPath}.background`,
                        kind === 'none' ? { kind } : { kind, colour: '#ffffff' },
                        { shouldDirty: true },
                      );
                    }
                  }}
                >
                  <option value="none">{t('cardTemplates.backgroundNone')}</option>
                  <option value="colour">{t('cardTemplates.backgroundColour')}</option>
                  {background.kind === 'image' || background.kind === 'pdf' ? (
                    <option value="file">
                      {t(`cardTemplates.backgroundFile.${background.kind}`)}
                    </option>
                  ) : null}
                </select>
              </Field>
              {background.kind === 'colour' ? (
                <Field id="template-background-colour" label={t('cardTemplates.field.colour')}>
                  <input
                    id="template-background-colour"
                    type="color"
                    className="h-9 w-16 rounded border border-slate-300"
                    {...register(`${sidesPath}.background.colour` as 'template.sides.0.background')}
                  />
                </Field>
              ) : null}
              <div className="flex flex-col gap-1">
                <FilePicker
                  id="template-background-file"
                  label={t('cardTemplates.backgroundUpload')}
                  files={[]}
                  onFiles={(files) => files[0] && void uploadBackground(files[0])}
                  accept="image/png,image/jpeg,application/pdf"
                  disabled={uploading.isLoading}
                  describedBy="template-background-hint"
                  testId="template-background-input"
                />
                <p id="template-background-hint" className="text-xs text-slate-500">
                  {uploading.isLoading
                    ? t('cardTemplates.backgroundUploading')
                    : t('cardTemplates.backgroundHint')}
                </p>
              </div>
            </div>
          </section>

          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="font-semibold">{t('cardTemplates.fields')}</h2>
            {fields.length === 0 ? (
              <p className="text-sm text-slate-600">{t('cardTemplates.noFields')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2" data-testid="template-fields">
                {fields.map((one, index) => {
                  const Icon = KIND_ICONS[one.kind];
                  const wrong = Boolean(sideErrors?.fields?.[index]);
                  return (
                    // The place is the field's identity here: its key is being edited.
                    <li key={index}>
                      <button
                        type="button"
                        aria-pressed={index === picked}
                        className={`${secondaryButtonClass} aria-pressed:border-brand-700 aria-pressed:bg-brand-50 ${wrong ? 'border-red-600 text-red-800' : ''}`}
                        onClick={() => setPicked(index)}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                        <span>{one.label[language] || one.key}</span>
                        <span dir="ltr" className="text-xs text-slate-500">
                          {one.key}
                        </span>
                        {wrong ? (
                          <span className="sr-only">{t('cardTemplates.hasError')}</span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="flex flex-wrap gap-2">
              {(['text', 'image', 'qr'] as const).map((kind) => {
                const Icon = KIND_ICONS[kind];
                return (
                  <button
                    key={kind}
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => addField(kind)}
                    disabled={full}
                    aria-describedby={full ? 'template-fields-full' : undefined}
                    data-testid={`add-${kind}`}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`cardTemplates.add.${kind}`)}
                  </button>
                );
              })}
            </div>
            {full ? (
              <p id="template-fields-full" className="text-sm text-amber-900">
                {t('cardTemplates.fieldsFull', { maximum: MAX_TEMPLATE_FIELDS })}
              </p>
            ) : null}
          </section>

          {field && picked !== null ? (
            <section
              key={`${sideIndex}-${picked}`}
              className="flex flex-col gap-3 rounded-lg border border-brand-700/40 bg-white p-4"
              aria-labelledby="field-settings-title"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="field-settings-title" className="font-semibold">
                  {t(`cardTemplates.kind.${field.kind}`)}: {field.label[language] || field.key}
                </h2>
                <button type="button" className={dangerButtonClass} onClick={removeField}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('cardTemplates.removeField')}
                </button>
              </div>
              {warnings.map((warning) => (
                <p
                  key={warning.code}
                  className="rounded-md bg-amber-50 p-2 text-sm text-amber-900"
                  data-testid="field-warning"
                >
                  {t(
                    `cardTemplates.warning.${warning.code}`,
                    'params' in warning ? warning.params : {},
                  )}
                </p>
              ))}
              <FieldSettings path={`${sidesPath}.fields.${picked}`} kind={field.kind} />
            </section>
          ) : null}
        </div>
      </form>
      {removing === 'back' ? (
        <ConfirmDialog
          title={t('cardTemplates.dropBackTitle')}
          confirmLabel={t('cardTemplates.dropBack')}
          danger
          onConfirm={dropBack}
          onCancel={() => setRemoving(null)}
        >
          <p>
            {t('cardTemplates.dropBackText', {
              count: values.template.sides[1]?.fields.length ?? 0,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={t('cardTemplates.leaveTitle')}
          confirmLabel={t('cardTemplates.leave')}
          danger
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        >
          <p>{t('cardTemplates.leaveText')}</p>
        </ConfirmDialog>
      ) : null}
      {removing === 'template' && templateId ? (
        <DeleteTemplateDialog
          id={templateId}
          name={values.name[language] ?? ''}
          onDeleted={() => {
            leaving.current = true;
            void navigate(paths.seller.cardTemplates);
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </FormProvider>
  );
}
