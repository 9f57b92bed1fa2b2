/**
 * CSV a spreadsheet opens as written (RFC 4180): UTF-8 with a byte-order mark (without it Excel
 * reads Kurdish and Arabic as Latin-1), CRLF between records, a field quoted when it holds a
 * comma, a quote, CR or LF, its quotes doubled. A text field starting with = + - @ tab or CR is
 * prefixed with an apostrophe, so a product named "=HYPERLINK(…)" is shown, never run as a
 * formula (OWASP, "CSV Injection"). Numbers are written as given: plain digits, no grouping.
 */

/** One cell: text (made safe) or a number the caller wrote as plain digits. */
export type CsvCell = string | number | { digits: string };

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: CsvCell): string {
  const text =
    typeof cell === 'number'
      ? String(cell)
      : typeof cell === 'string'
        ? FORMULA_START.test(cell)
          ? `'${cell}`
          : cell
        : cell.digits;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: BOM, then each row's fields joined by commas, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}
