import {
  MAX_CARD_BATCH_ROWS,
  type CardField,
  type CardTemplate,
  type CardValues,
} from '@chapkhana/shared/card-templates';

import Papa from 'papaparse';

/**
 * Several people's cards from one template (issue 40): each person is a row of the fields that
 * differ from one card to the next (text and QR codes; a logo is the same on all), and each row
 * becomes its own design and print file on the line.
 */
export type PersonRow = CardValues;

/** A list bigger than this is no list of people (read on the phone's main thread). */
export const MAX_CSV_BYTES = 256 * 1024;

/** The fields a person's row fills: text and QR codes, in the template's order. */
export function personFields(template: CardTemplate): CardField[] {
  return template.sides.flatMap((side) =>
    side.fields.filter((field) => field.kind === 'text' || field.kind === 'qr'),
  );
}

/**
 * One person's card: what is typed above (the company, the logo) with the row over it. A cell
 * left empty takes what is typed above; a required field must be in the row itself, or every
 * card would carry the name typed above.
 */
export function personValues(
  template: CardTemplate,
  shared: CardValues,
  row: PersonRow,
): CardValues {
  const own = new Map<string, string>();
  for (const field of personFields(template)) {
    const typed = row[field.key]?.trim() ?? '';
    if (typed !== '') own.set(field.key, typed);
    else if (field.kind === 'text' && field.required) own.set(field.key, '');
  }
  return Object.fromEntries([
    ...Object.entries(shared).filter(([key]) => !own.has(key)),
    ...[...own].filter(([, value]) => value !== ''),
  ]);
}

export type PeopleFromCsv =
  | { ok: true; rows: PersonRow[]; ignored: string[] }
  | { ok: false; problem: 'too_many_people'; count: number }
  | { ok: false; problem: 'no_known_columns' | 'too_big' | 'empty' | 'unreadable' };

const normal = (text: string) => text.trim().toLocaleLowerCase();

/**
 * Reads a spreadsheet's CSV of people: its first row names the columns, each a field's key or
 * its label in any of the three languages; columns naming no field are listed in `ignored`.
 * More than MAX_CARD_BATCH_ROWS people, a file over MAX_CSV_BYTES, or no known column is refused.
 */
export function peopleFromCsv(text: string, template: CardTemplate): PeopleFromCsv {
  if (new Blob([text]).size > MAX_CSV_BYTES) return { ok: false, problem: 'too_big' };
  // Read as UTF-8: a list saved in another encoding (UTF-16, Windows Arabic) comes out broken.
  if (text.includes('\uFFFD') || text.includes('\u0000'))
    return { ok: false, problem: 'unreadable' };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...lines] = parsed.data;
  if (!header || lines.length === 0) return { ok: false, problem: 'empty' };
  const fields = personFields(template);
  const columns = header.map((name) =>
    fields.find(
      (field) =>
        normal(field.key) === normal(name) ||
        Object.values(field.label).some((label) => normal(label) === normal(name)),
    ),
  );
  if (columns.every((field) => field === undefined))
    return { ok: false, problem: 'no_known_columns' };
  if (lines.length > MAX_CARD_BATCH_ROWS)
    return { ok: false, problem: 'too_many_people', count: lines.length };
  const rows = lines.map((cells) =>
    Object.fromEntries(
      columns.flatMap((field, i) => {
        const cell = cells[i]?.trim() ?? '';
        return field && cell !== '' ? [[field.key, cell]] : [];
      }),
    ),
  );
  const ignored = header.filter((name, i) => !columns[i] && name.trim() !== '');
  return { ok: true, rows, ignored };
}
