/**
 * Reads CSV text back by RFC 4180: quoted fields, doubled quotes inside them, CRLF between
 * records (a bare LF stays inside its field). The last record must end with CRLF, as the
 * dashboard's export writes it; text left after it (an open quote, a cut-off record) throws.
 * Used by the API's dashboard test and the e2e dashboard spec.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (quoted || field !== '' || row.length > 0) {
    throw new Error(`CSV does not end with a whole record: ${JSON.stringify(text.slice(-40))}`);
  }
  return rows;
}
