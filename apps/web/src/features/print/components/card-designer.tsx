import type { CardTemplateView } from '@chapkhana/shared/card-designs';
import {
  type CardField,
  type CardTemplate,
  type CardValues,
  cardValueIssues,
} from '@chapkhana/shared/card-templates';
import type { FieldError } from '@chapkhana/shared/field-errors';
import type { ArtworkView, PrintChoice } from '@chapkhana/shared/print';
import { readApiFailure } from '@chapkhana/web-kit/api-failure';
import { fieldErrorMessageOf } from '@chapkhana/web-kit/field-error-message';
import { TrimLegend } from '@chapkhana/web-kit/components/trim-legend';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ImagePlus, Users, Wand2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  useCreateCardDesignMutation,
  useMakeCardArtworkMutation,
  useSetCardApprovalMutation,
  useUpdateCardDesignMutation,
  useUploadCardLogoMutation,
} from '@/features/print/api/card-designs';
import { CardPeople } from '@/features/print/components/card-people';
import { CardPreview } from '@chapkhana/web-kit/components/card-preview';
import { CardProof } from '@/features/print/components/card-proof';
import { cardMeasure, useCardFonts } from '@chapkhana/web-kit/card-fonts';
import { personFields, personValues, type PersonRow } from '@/features/print/utils/card-people';
import {
  type CardWarning,
  layCardSide,
  templateSamples,
} from '@chapkhana/web-kit/card-side-layout';
import { actionToast } from '@/lib/action-toast';
import { useShownText } from '@/lib/use-shown-text';

const feedback = actionToast('card-design');

type Language = 'kr' | 'ar' | 'en';

/** The draft a customer types, kept in the tab so a reload or signing in loses nothing. */
const draftKey = (templateId: string) => `chapkhana:card-draft:${templateId}`;
function readDraft(templateId: string): CardValues {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(draftKey(templateId)) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return {};
    return Object.fromEntries(
      Object.entries(kept).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}
/** The values of `values` that `template` has a field for. */
function valuesFor(template: CardTemplate, values: CardValues): CardValues {
  const keys = new Set(template.sides.flatMap((side) => side.fields.map((field) => field.key)));
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
}

function keepDraft(templateId: string, values: CardValues) {
  try {
    sessionStorage.setItem(draftKey(templateId), JSON.stringify(values));
  } catch {
    // A full or refused storage keeps the draft on the screen only.
  }
}

function FieldInput({
  field,
  value,
  label,
  error,
  warnings,
  onValue,
  signedIn,
}: {
  field: CardField;
  value: string;
  label: string;
  error: FieldError | undefined;
  warnings: CardWarning[];
  onValue: (value: string) => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const id = useId();
  const [uploadLogo, { isLoading: uploading }] = useUploadCardLogoMutation();
  const [logoError, setLogoError] = useState<string | null>(null);
  const described = `${id}-note`;
  const notes = [
    ...(error ? [{ tone: 'error', text: shownText(fieldErrorMessageOf(error)) }] : []),
    // A refused value (too long, emoji) says so once, not also that it does not fit.
    ...warnings
      .filter((warning) => !(error && warning.code === 'text_does_not_fit'))
      .map((warning) => ({
        tone: warning.code === 'text_does_not_fit' ? 'error' : 'warning',
        text:
          warning.code === 'text_does_not_fit'
            ? shownText(fieldErrorMessageOf({ code: 'text_does_not_fit', params: warning.params }))
            : t(
                `print.designer.warnings.${warning.code}`,
                'params' in warning ? warning.params : {},
              ),
      })),
    ...(logoError ? [{ tone: 'error', text: logoError }] : []),
  ];
  const invalid = notes.some((note) => note.tone === 'error');
  const inputClass = `w-full rounded-md border px-3 py-2 text-base ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setLogoError(null);
    try {
      const { file: stored } = await uploadLogo(file).unwrap();
      onValue(stored._id);
    } catch (failure) {
      const { failureMessage } = await import('@/lib/api-failure');
      setLogoError(shownText(failureMessage(failure)));
    }
  };

  let control;
  if (field.kind === 'image') {
    control = (
      <div className="flex flex-wrap items-center gap-2">
        <label
          className={`${buttonStyles.secondary} ${signedIn ? '' : 'pointer-events-none opacity-60'}`}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          <span>
            {uploading ? t('print.designer.logoUploading') : t('print.designer.logoUpload')}
          </span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            disabled={!signedIn || uploading}
            data-testid={`card-field-${field.key}`}
            aria-describedby={notes.length > 0 ? described : undefined}
            onChange={(event) => {
              void chooseLogo(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </label>
        {value ? (
          <button
            type="button"
            className="min-h-9 rounded px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            onClick={() => onValue('')}
          >
            {t('print.designer.logoRemove')}
          </button>
        ) : null}
        {!signedIn ? (
          <span className="text-sm text-slate-600">{t('print.designer.logoSignIn')}</span>
        ) : null}
      </div>
    );
  } else if (field.kind === 'text' && field.maxLines > 1) {
    control = (
      <textarea
        id={id}
        dir="auto"
        rows={Math.min(field.maxLines, 4)}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={notes.length > 0 ? described : undefined}
        data-testid={`card-field-${field.key}`}
      />
    );
  } else {
    control = (
      <input
        id={id}
        dir="auto"
        type={
          field.kind === 'qr' && field.content === 'link'
            ? 'url'
            : field.kind === 'qr'
              ? 'tel'
              : 'text'
        }
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={notes.length > 0 ? described : undefined}
        data-testid={`card-field-${field.key}`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1" data-testid="card-field" data-key={field.key}>
      <label
        htmlFor={field.kind === 'image' ? undefined : id}
        className="text-sm font-medium text-slate-800"
      >
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
        {field.kind === 'qr' ? (
          <span className="ms-1 font-normal text-slate-600">
            ({t(`print.designer.qr.${field.content}`)})
          </span>
        ) : null}
      </label>
      {control}
      {notes.length > 0 ? (
        <ul id={described} className="flex flex-col gap-0.5 text-sm" data-testid="card-field-notes">
          {notes.map((note) => (
            <li
              key={note.text}
              className={note.tone === 'error' ? 'text-red-700' : 'text-amber-800'}
              data-tone={note.tone}
            >
              {note.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The customer's answer to the print file they have just seen drawn: print it as it is (the
 * line then needs no proof from the print house), or leave it for the print house to proof.
 */
function CardApproval({
  designId,
  artwork,
  onChange,
}: {
  designId: string;
  artwork: ArtworkView;
  onChange: (artwork: ArtworkView) => void;
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const [setApproval, setting] = useSetCardApprovalMutation();
  // The tick follows the tap at once; a refusal puts it back as the server has it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const approved = wanted ?? artwork.approvedAt !== null;
  const answer = async (next: boolean) => {
    setWanted(next);
    try {
      const { artwork: answered } = await setApproval({
        designId,
        artworkId: artwork._id,
        approved: next,
      }).unwrap();
      onChange(answered);
    } catch (failure) {
      void feedback.failure(failure, shownText);
    } finally {
      setWanted(null);
    }
  };
  return (
    <div className="flex flex-col gap-1 rounded-md bg-white p-3 ring-1 ring-slate-300">
      <label className="flex min-h-11 items-start gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0"
          checked={approved}
          disabled={setting.isLoading}
          aria-busy={setting.isLoading || undefined}
          onChange={(event) => void answer(event.currentTarget.checked)}
          data-testid="card-approve"
        />
        {t('print.designer.approve')}
      </label>
      <p className="text-sm text-slate-600" data-testid="card-approval-note">
        {approved ? t('print.designer.approvedNote') : t('print.designer.approveNote')}
      </p>
    </div>
  );
}

/**
 * "Design it here" (issue 40): a print product's templates filled on the product page. The preview
 * is drawn as the customer types, from the shared setting rule with the print file's own font;
 * each field says what is wrong with it (too long, emoji, not fitting, outside the safe area,
 * too small to read). Making the print file saves the design in the customer's account, has the
 * server write the PDF, adds it to the line as its artwork, and shows that very PDF (pdf.js) to
 * check. Another card from the same template (a colleague's) starts from the same template.
 */
export function CardDesigner({
  templates,
  choice,
  onArtwork,
  onArtworks,
  onSignIn,
  startFrom = null,
}: {
  templates: CardTemplateView[];
  choice: PrintChoice;
  /**
   * A saved design to start from (the account's "Edit into a new card"): its template when this
   * choice offers it, and its values. Saving makes a new design; the saved one stays as it was.
   */
  startFrom?: { templateId: string | null; values: CardValues } | null;
  /**
   * The print file was made: it joins the line's files, in place of `replaces`, the file this
   * design made before an edit (so a corrected card is not printed beside the wrong one); or the
   * customer answered it (approved to print as it is, or not): it replaces itself.
   */
  onArtwork: (artwork: ArtworkView, replaces: string | null) => void;
  /** Several people's cards were made, one print file each: they all join the line's files. */
  onArtworks: (artworks: ArtworkView[]) => void;
  /** A visitor may fill the card and see it; making the file asks them to sign in. */
  onSignIn: (() => void) | null;
}) {
  const { t } = useTranslation();
  const shownText = useShownText();
  const language = useLanguage() as Language;
  const [templateId, setTemplateId] = useState(
    () =>
      templates.find((view) => view._id === startFrom?.templateId)?._id ?? templates[0]?._id ?? '',
  );
  const chosen = templates.find((view) => view._id === templateId) ?? templates[0];
  const [values, setValues] = useState<CardValues>(() => {
    if (!chosen) return {};
    return startFrom ? valuesFor(chosen.template, startFrom.values) : readDraft(chosen._id);
  });
  const [designId, setDesignId] = useState<string | null>(null);
  const [made, setMade] = useState<ArtworkView | null>(null);
  /** The file this design last put on the line, kept while the customer corrects the card. */
  const [lineFileId, setLineFileId] = useState<string | null>(null);
  const [guides, setGuides] = useState(true);
  // Several people's cards: their rows, the one the preview shows, what was found wrong with
  // each when making them, how far the making is, and how many were made last.
  const [people, setPeople] = useState<PersonRow[]>([]);
  const [shownPerson, setShownPerson] = useState<number | null>(null);
  const [peopleProblems, setPeopleProblems] = useState<Map<number, Record<string, string>>>(
    () => new Map(),
  );
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [madeMany, setMadeMany] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  /** Whether the customer has tried to save or make the card, and the fields typed in. */
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [createDesign, creating] = useCreateCardDesignMutation();
  const [updateDesign, updating] = useUpdateCardDesignMutation();
  const [makeArtwork, making] = useMakeCardArtworkMutation();
  const busy = creating.isLoading || updating.isLoading || making.isLoading || progress !== null;
  const proofRef = useRef<HTMLDivElement>(null);

  const template = chosen?.template;
  const fonts = useCardFonts(
    template ?? { trim: { widthMm: 1, heightMm: 1 }, bleedMm: 0, safeMm: 0, sides: [] },
  );
  const samples = useMemo(
    () => (template ? templateSamples(template, language) : {}),
    [template, language],
  );
  const laid = useMemo(
    () =>
      template && fonts === 'ready'
        ? template.sides.map((_, i) => layCardSide(template, i, values, samples, cardMeasure))
        : [],
    [template, fonts, values, samples],
  );
  // The preview shows one of several people when asked; what is typed above otherwise.
  const shownRow = shownPerson === null ? undefined : people[shownPerson];
  const laidShown = useMemo(
    () =>
      template && fonts === 'ready' && shownRow
        ? template.sides.map((_, i) =>
            layCardSide(template, i, personValues(template, values, shownRow), {}, cardMeasure),
          )
        : null,
    [template, fonts, values, shownRow],
  );

  if (!chosen || !template) return null;

  const personKeys = new Set(personFields(template).map((field) => field.key));
  // With several people, each row names its own person: a required field left empty above is not
  // wrong there.
  const issues = cardValueIssues(template, values).filter(
    (issue) => !(people.length > 0 && personKeys.has(issue.key) && issue.error.code === 'required'),
  );
  const errorOf = (key: string): FieldError | undefined => {
    const error = issues.find((issue) => issue.key === key)?.error ?? serverErrors[key];
    // "Required" waits for a try or for the field itself: a card just opened is not wrong yet.
    if (error?.code === 'required' && !attempted && !touched.has(key)) return undefined;
    return error;
  };
  const warningsOf = (key: string) =>
    laid.flatMap((side) => side.warnings).filter((w) => w.key === key);
  const blocking =
    issues.length > 0 ||
    laid.some((side) => side.warnings.some((warning) => warning.code === 'text_does_not_fit'));

  const setValue = (key: string, value: string) => {
    if (!touched.has(key)) setTouched(new Set(touched).add(key));
    const next = { ...values, [key]: value };
    setValues(next);
    keepDraft(chosen._id, next);
    setMade(null);
    setMadeMany(null);
    setServerErrors((before) => {
      const { [key]: _dropped, ...rest } = before;
      return rest;
    });
  };

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    setValues(readDraft(id));
    setDesignId(null);
    setMade(null);
    setLineFileId(null);
    setServerErrors({});
    setPeople([]);
    setShownPerson(null);
  };

  /** What is typed above, without the fields left empty. */
  const filledValues = () =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

  /** Saves the values (a new design the first time) and answers its id. */
  const save = async (): Promise<string> => {
    const filled = filledValues();
    const { design } = designId
      ? await updateDesign({ designId, values: filled }).unwrap()
      : await createDesign({ templateId: chosen._id, values: filled }).unwrap();
    setDesignId(design._id);
    return design._id;
  };

  const refused = (failure: unknown) => {
    const { fieldErrors } = readApiFailure(failure);
    const byKey = Object.fromEntries(
      Object.entries(fieldErrors)
        .filter(([path]) => path.startsWith('values.'))
        .map(([path, error]) => [path.slice('values.'.length), error]),
    );
    if (Object.keys(byKey).length > 0) {
      setServerErrors(byKey);
      feedback.error(t('print.designer.fixFirst'));
    } else void feedback.failure(failure, shownText);
  };

  const saveDraft = async () => {
    if (onSignIn) return onSignIn();
    setAttempted(true);
    try {
      await save();
      feedback.success(t('print.designer.saved'));
    } catch (failure) {
      refused(failure);
    }
  };

  const makeFile = async () => {
    if (onSignIn) return onSignIn();
    setAttempted(true);
    if (blocking) {
      feedback.error(t('print.designer.fixFirst'));
      return;
    }
    try {
      const id = await save();
      const { artwork } = await makeArtwork({ designId: id, options: choice }).unwrap();
      setMade(artwork);
      onArtwork(artwork, lineFileId);
      setLineFileId(artwork._id);
      feedback.success(t('print.designer.made'));
      requestAnimationFrame(() => proofRef.current?.scrollIntoView({ block: 'start' }));
    } catch (failure) {
      refused(failure);
    }
  };

  /** Each person's card, checked as the server will: its values, and its text in its place. */
  const peopleCheck = (persons: CardValues[]) => {
    const found = new Map<number, Record<string, string>>();
    persons.forEach((person, i) => {
      const wrong: Record<string, string> = {};
      for (const issue of cardValueIssues(template, person)) {
        wrong[issue.key] = shownText(fieldErrorMessageOf(issue.error));
      }
      template.sides.forEach((_, side) => {
        for (const warning of layCardSide(template, side, person, {}, cardMeasure).warnings) {
          if (warning.code !== 'text_does_not_fit' || wrong[warning.key]) continue;
          wrong[warning.key] = shownText(
            fieldErrorMessageOf({ code: 'text_does_not_fit', params: warning.params }),
          );
        }
      });
      if (Object.keys(wrong).length > 0) found.set(i, wrong);
    });
    return found;
  };

  /**
   * Several people's cards: a design and a print file for each row, one after the other (the
   * server makes one file at a time for a customer). The people made leave the list; one the
   * server refuses stays first in it, with why, and the rest wait for it.
   */
  const makeFiles = async () => {
    if (onSignIn) return onSignIn();
    setAttempted(true);
    const persons = people.map((row) => personValues(template, filledValues(), row));
    const found = peopleCheck(persons);
    setPeopleProblems(found);
    if (found.size > 0 || issues.length > 0) {
      feedback.error(t('print.designer.fixFirst'));
      return;
    }
    const madeNow: ArtworkView[] = [];
    setProgress({ done: 0, total: persons.length });
    try {
      for (const person of persons) {
        const { design } = await createDesign({ templateId: chosen._id, values: person }).unwrap();
        const { artwork } = await makeArtwork({ designId: design._id, options: choice }).unwrap();
        madeNow.push(artwork);
        setProgress({ done: madeNow.length, total: persons.length });
      }
    } catch (failure) {
      const { fieldErrors } = readApiFailure(failure);
      const wrong = Object.fromEntries(
        Object.entries(fieldErrors)
          .filter(([path]) => path.startsWith('values.'))
          .map(([path, error]) => [
            path.slice('values.'.length),
            shownText(fieldErrorMessageOf(error)),
          ]),
      );
      if (Object.keys(wrong).length > 0) {
        setPeopleProblems(new Map([[0, wrong]]));
        feedback.error(t('print.designer.fixFirst'));
      } else void feedback.failure(failure, shownText);
    } finally {
      setProgress(null);
      if (madeNow.length > 0) {
        onArtworks(madeNow);
        setPeople((rows) => rows.slice(madeNow.length));
        setShownPerson(null);
        setMadeMany(madeNow.length);
      }
    }
  };

  /** A colleague's card from the same template: the values start empty, the last file stays on the line. */
  const another = () => {
    setValues({});
    keepDraft(chosen._id, {});
    setDesignId(null);
    setMade(null);
    setLineFileId(null);
    setServerErrors({});
  };

  const sideNames = [t('print.designer.front'), t('print.designer.back')];
  const fields = template.sides.flatMap((side) => side.fields);
  return (
    <div className="@container flex flex-col gap-4" data-testid="card-designer" data-fonts={fonts}>
      {templates.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">
            {t('print.designer.templates')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {templates.map((view) => (
              <label
                key={view._id}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${
                  view._id === chosen._id
                    ? 'border-brand-700 bg-brand-50 font-semibold'
                    : 'border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="card-template"
                  value={view._id}
                  checked={view._id === chosen._id}
                  onChange={() => chooseTemplate(view._id)}
                  data-testid="card-template"
                />
                {view.name[language]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {/* The card above its fields: beside them only where the designer itself is wide. */}
      <div className="grid gap-4 @4xl:grid-cols-2">
        <div className="flex flex-col gap-2" aria-live="off">
          {fonts === 'loading' ? (
            <p
              className="aspect-[1.6] animate-pulse rounded-md bg-slate-100 p-3 text-sm text-slate-600"
              data-testid="card-preview-loading"
            >
              {t('print.designer.loading')}
            </p>
          ) : null}
          {fonts === 'failed' ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {t('print.designer.fontsFailed')}
            </p>
          ) : null}
          {shownPerson !== null && laidShown ? (
            <p
              role="status"
              className="text-sm font-medium text-brand-800"
              data-testid="card-person-shown"
            >
              {t('print.designer.people.shown', { number: shownPerson + 1 })}
            </p>
          ) : null}
          {(laidShown ?? laid).map((side, i) => (
            <figure key={i} className="flex flex-col gap-1">
              <CardPreview
                template={template}
                sideIndex={i}
                laid={side}
                guides={guides}
                label={t('print.designer.previewLabel', {
                  side: sideNames[i] ?? '',
                  name: chosen.name[language],
                })}
              />
              {template.sides.length > 1 ? (
                <figcaption className="text-sm text-slate-600">{sideNames[i]}</figcaption>
              ) : null}
            </figure>
          ))}
          {fonts === 'ready' ? (
            <>
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={guides}
                  onChange={(event) => setGuides(event.currentTarget.checked)}
                  data-testid="card-guides"
                />
                {t('print.designer.guides')}
              </label>
              {guides ? (
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                  <TrimLegend safeArea={t('print.designer.safeArea')} />
                </p>
              ) : null}
              <p className="text-xs text-slate-600">{t('print.designer.sampleHint')}</p>
            </>
          ) : null}
        </div>

        <div className="flex flex-col gap-3">
          {fields.map((field) => (
            <FieldInput
              key={`${chosen._id}:${field.key}`}
              field={field}
              value={values[field.key] ?? ''}
              label={field.label[language]}
              error={errorOf(field.key)}
              warnings={warningsOf(field.key)}
              onValue={(value) => setValue(field.key, value)}
              signedIn={!onSignIn}
            />
          ))}
          {lineFileId && !made ? (
            <p
              role="status"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="card-changed"
            >
              {t('print.designer.changedSinceMade')}
            </p>
          ) : null}
          {people.length > 0 ? (
            <CardPeople
              template={template}
              rows={people}
              onRows={(rows) => {
                setPeople(rows);
                setPeopleProblems(new Map());
                setMadeMany(null);
              }}
              problems={peopleProblems}
              shown={shownPerson}
              onShow={setShownPerson}
              disabled={busy}
            />
          ) : !onSignIn ? (
            <button
              type="button"
              onClick={() => setPeople([{}, {}])}
              disabled={busy}
              data-testid="card-people-open"
              className={`${buttonStyles.secondary} sm:self-start`}
            >
              <Users aria-hidden="true" className="size-5" />
              {t('print.designer.people.open')}
            </button>
          ) : null}
          {madeMany !== null ? (
            <p
              role="status"
              className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
              data-testid="card-people-made"
            >
              {t('print.designer.people.made', { count: madeMany })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void (people.length > 0 ? makeFiles() : makeFile())}
              disabled={busy || fonts !== 'ready'}
              aria-busy={making.isLoading || progress !== null || undefined}
              data-testid="card-make"
              className={buttonStyles.primary}
            >
              <Wand2 aria-hidden="true" className="size-5" />
              {progress
                ? t('print.designer.people.making', progress)
                : making.isLoading
                  ? t('print.designer.making')
                  : onSignIn
                    ? t('print.designer.signIn')
                    : people.length > 0
                      ? t('print.designer.people.makeAll', { count: people.length })
                      : t('print.designer.make')}
            </button>
            {onSignIn ? null : (
              <button
                type="button"
                onClick={() => void saveDraft()}
                disabled={busy}
                data-testid="card-save"
                className={buttonStyles.secondary}
              >
                {t('print.designer.save')}
              </button>
            )}
          </div>
        </div>
      </div>

      {made ? (
        <div ref={proofRef} className="flex flex-col gap-3 rounded-md bg-emerald-50 p-3">
          <p className="text-sm font-medium text-emerald-900" data-testid="card-made">
            {t('print.designer.madeNote')}
          </p>
          <CardProof
            artworkId={made._id}
            size={template}
            approval={
              designId ? (
                <CardApproval
                  designId={designId}
                  artwork={made}
                  onChange={(answered) => {
                    setMade(answered);
                    onArtwork(answered, answered._id);
                  }}
                />
              ) : null
            }
          />
          <button
            type="button"
            onClick={another}
            data-testid="card-another"
            className={`${buttonStyles.secondary} sm:self-start`}
          >
            {t('print.designer.another')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
