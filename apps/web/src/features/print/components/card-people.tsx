import { MAX_CARD_BATCH_ROWS, type CardTemplate } from '@chapkhana/shared/card-templates';
import { useLanguage } from '@chapkhana/web-kit/use-language';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { Eye, FileSpreadsheet, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  MAX_CSV_BYTES,
  peopleFromCsv,
  personFields,
  type PersonRow,
} from '@/features/print/utils/card-people';

type Language = 'kr' | 'ar' | 'en';

/**
 * Several people's cards from one template (issue 40): a row per person of the fields that differ
 * (typed, or read from a spreadsheet's CSV), each row's problems under its cells, and which row
 * the card above shows. Each row becomes its own design and print file (CardDesigner makes them).
 */
export function CardPeople({
  template,
  rows,
  onRows,
  problems,
  shown,
  onShow,
  disabled,
}: {
  template: CardTemplate;
  rows: PersonRow[];
  onRows: (rows: PersonRow[]) => void;
  /** What is wrong with each row, by field key, in the reader's words. */
  problems: ReadonlyMap<number, Record<string, string>>;
  /** The row the preview shows (null: what is typed above). */
  shown: number | null;
  onShow: (row: number | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage() as Language;
  const id = useId();
  const fields = personFields(template);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const columns = fields.map((field) => field.label[language]).join('، ');

  const setCell = (row: number, key: string, value: string) =>
    onRows(rows.map((person, i) => (i === row ? { ...person, [key]: value } : person)));

  const remove = (row: number) => {
    onRows(rows.filter((_, i) => i !== row));
    if (shown === row) onShow(null);
    else if (shown !== null && shown > row) onShow(shown - 1);
  };

  const readList = async (file: File | undefined) => {
    if (!file) return;
    const read =
      file.size > MAX_CSV_BYTES
        ? ({ ok: false, problem: 'too_big' } as const)
        : peopleFromCsv(await file.text(), template);
    if (!read.ok) {
      const sentence = {
        too_many_people: () =>
          t('print.designer.people.tooMany', {
            count: read.problem === 'too_many_people' ? read.count : 0,
            max: MAX_CARD_BATCH_ROWS,
          }),
        no_known_columns: () => t('print.designer.people.noColumns', { columns }),
        empty: () => t('print.designer.people.empty'),
        too_big: () => t('print.designer.people.tooBig'),
        unreadable: () => t('print.designer.people.unreadable'),
      }[read.problem]();
      setNote({ tone: 'error', text: sentence });
      return;
    }
    onRows(read.rows);
    onShow(null);
    const parts = [t('print.designer.people.read', { count: read.rows.length })];
    if (read.ignored.length > 0) {
      parts.push(t('print.designer.people.ignored', { columns: read.ignored.join('، ') }));
    }
    setNote({ tone: 'ok', text: parts.join(' ') });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="card-people"
      className="@container flex flex-col gap-3 rounded-md p-3 ring-1 ring-slate-300"
    >
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('print.designer.people.title')}
      </h4>
      <p className="text-sm text-slate-600">{t('print.designer.people.intro')}</p>
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <li key={i} data-testid="card-person" className="rounded-md bg-slate-50 p-3">
            <fieldset className="flex min-w-0 flex-col gap-2">
              <legend className="font-medium text-slate-800">
                {t('print.designer.people.person', { number: i + 1 })}
              </legend>
              <div className="grid gap-2 @md:grid-cols-2">
                {fields.map((field) => {
                  const problem = problems.get(i)?.[field.key];
                  const noteId = `${id}-${i}-${field.key}`;
                  return (
                    <label key={field.key} className="flex min-w-0 flex-col gap-1 text-sm">
                      <span className="text-slate-700">
                        {field.label[language]}
                        {field.kind === 'text' && field.required ? ' *' : ''}
                      </span>
                      <input
                        value={row[field.key] ?? ''}
                        onChange={(event) => setCell(i, field.key, event.currentTarget.value)}
                        dir="auto"
                        inputMode={
                          field.kind === 'qr' && field.content !== 'link' ? 'tel' : undefined
                        }
                        maxLength={field.kind === 'text' ? field.maxLength : 200}
                        disabled={disabled}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? noteId : undefined}
                        data-testid={`card-person-${field.key}`}
                        className={`w-full rounded-md border px-3 py-2 text-base ${
                          problem ? 'border-red-600' : 'border-slate-300'
                        }`}
                      />
                      {problem ? (
                        <span
                          id={noteId}
                          className="text-sm text-red-700"
                          data-testid="card-person-problem"
                        >
                          {problem}
                        </span>
                      ) : null}
                    </label>
                  );
                })}
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-pressed={shown === i}
                  onClick={() => onShow(shown === i ? null : i)}
                  data-testid="card-person-show"
                  className="flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-50"
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {t('print.designer.people.show')}
                </button>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  disabled={disabled}
                  data-testid="card-person-remove"
                  className="min-h-11 rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  {t('print.designer.people.remove')}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => onRows([...rows, {}])}
          disabled={disabled || rows.length >= MAX_CARD_BATCH_ROWS}
          data-testid="card-person-add"
          className={buttonStyles.secondary}
        >
          <UserPlus aria-hidden="true" className="size-5" />
          {t('print.designer.people.add')}
        </button>
        <label className={`${buttonStyles.secondary} cursor-pointer`}>
          <FileSpreadsheet aria-hidden="true" className="size-5" />
          {t('print.designer.people.csv')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={disabled}
            onChange={(event) => {
              void readList(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
            data-testid="card-people-csv"
          />
        </label>
      </div>
      <p className="text-xs text-slate-600">
        {t('print.designer.people.csvHint', { columns, max: MAX_CARD_BATCH_ROWS })}
      </p>
      {note ? (
        <p
          role={note.tone === 'error' ? 'alert' : 'status'}
          data-testid="card-people-note"
          className={`rounded-md p-3 text-sm ${
            note.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'
          }`}
        >
          {note.text}
        </p>
      ) : null}
    </section>
  );
}
