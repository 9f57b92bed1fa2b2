/**
 * Draws a receipt or an invoice (a `Sheet`: title, label–value rows, tables) as an A4 PDF, right
 * to left for Kurdish and Arabic. Text goes through lib/pdf-text.ts (shaped, in visual order,
 * Vazirmatn embedded as a subset). A label and its value are drawn apart, so a Latin value (an
 * email, a number) never turns a Kurdish line around for a reader.
 *
 * Bounded: a table draws at most MAX_TABLE_ROWS rows (then "+N") and every text at most MAX_TEXT
 * chars, so a sheet is a few pages: ~40 ms for an order of a few lines, under a second for 200
 * lines of long names on a busy 2-core machine (docs/payments.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '@chapkhana/shared/languages';
import { embedShapedFont, keepLeftToRight, type TextDirection } from '../../lib/pdf-text';

export const MAX_TABLE_ROWS = 200;
const MAX_TEXT = 120;

export interface SheetTable {
  heading: string[];
  columns: string[];
  rows: string[][];
}

export interface Sheet {
  language: Language;
  title: string;
  /** The shop's name and contacts, one line each. */
  header: string[];
  fields: [string, string][];
  tables: SheetTable[];
  totals: [string, string][];
  /** Lines under the totals (a receipt's refunds). */
  notes: [string, string][];
}

const requireFromHere = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** Vazirmatn from its npm package (OFL), read once. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(requireFromHere.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf')),
    bold: readFileSync(requireFromHere.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf')),
  };
  return fonts;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 10.5;
const LINE = 19;
const GREY = rgb(0.42, 0.42, 0.45);
const INK = rgb(0.1, 0.1, 0.12);
/** Table columns as parts of the width: product, quantity, unit price, line total. */
const COLUMN_SHARES = [0.52, 0.12, 0.18, 0.18];

class SheetWriter {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;
  private readonly width = PAGE[0] - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly rtl: boolean,
  ) {
    this.page = doc.addPage(PAGE);
  }

  /** Cuts `text` to fit `room` points (a long product name), with an ellipsis. */
  private fit(text: string, room: number, font: PDFFont, size: number): string {
    let shown = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
    let width = font.widthOfTextAtSize(shown, size);
    // Cut in proportion to the overflow, then by a character or two: a few layouts, not one per character.
    while (shown.length > 1 && width > room) {
      const keep = Math.min(shown.length - 2, Math.floor((shown.length * room) / width) - 1);
      shown = `${shown.slice(0, Math.max(1, keep))}…`;
      width = font.widthOfTextAtSize(shown, size);
    }
    return shown;
  }

  /**
   * Draws `text` in the box from `from` to `from + room` (measured from the reading start: the
   * right edge in Kurdish and Arabic), aligned to the reading start, or to its end if `toEnd`.
   */
  private put(
    text: string,
    from: number,
    room: number,
    opts: { font?: PDFFont; size?: number; color?: typeof INK; toEnd?: boolean } = {},
  ) {
    const font = opts.font ?? this.font;
    const size = opts.size ?? SIZE;
    // A value with no Arabic-script letter (a date and time, a phone number) reads left to right.
    const shown = this.fit(this.rtl ? keepLeftToRight(text) : text, room, font, size);
    const width = font.widthOfTextAtSize(shown, size);
    const startEdge = this.rtl ? PAGE[0] - MARGIN - from : MARGIN + from;
    const atStart = this.rtl ? startEdge - width : startEdge;
    const atEnd = this.rtl ? startEdge - room : startEdge + room - width;
    this.page.drawText(shown, {
      x: opts.toEnd ? atEnd : atStart,
      y: this.y,
      size,
      font,
      color: opts.color ?? INK,
    });
  }

  private advance(by = LINE) {
    this.y -= by;
    if (this.y < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }

  private rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + LINE * 0.55 },
      end: { x: PAGE[0] - MARGIN, y: this.y + LINE * 0.55 },
      thickness: 0.6,
      color: GREY,
    });
  }

  heading(header: string[], title: string) {
    header.forEach((line, i) => {
      this.put(line, 0, this.width, i === 0 ? { font: this.bold, size: 15 } : { color: GREY });
      this.advance(i === 0 ? LINE + 4 : LINE);
    });
    this.advance(6);
    this.put(title, 0, this.width, { font: this.bold, size: 18 });
    this.advance(LINE + 10);
  }

  fields(rows: [string, string][], labelRoom = 0.38) {
    for (const [label, value] of rows) {
      this.put(label, 0, this.width * labelRoom - 8, { color: GREY });
      this.put(value, this.width * labelRoom, this.width * (1 - labelRoom));
      this.advance();
    }
  }

  table(table: SheetTable) {
    this.advance(8);
    for (const line of table.heading) {
      this.put(line, 0, this.width, { font: this.bold });
      this.advance();
    }
    this.row(table.columns, this.bold);
    this.rule();
    for (const cells of table.rows.slice(0, MAX_TABLE_ROWS)) this.row(cells, this.font);
    // Past the cap the sheet says how many lines it left out rather than growing without end.
    const left = table.rows.length - MAX_TABLE_ROWS;
    if (left > 0) this.row([`+${left}`], this.font);
    this.rule();
  }

  private row(cells: string[], font: PDFFont) {
    let from = 0;
    cells.forEach((cell, i) => {
      const room = this.width * (COLUMN_SHARES[i] ?? 0);
      // Amounts line up at the column's end; the product's name reads from its start.
      this.put(cell, from, room - 8, { font, toEnd: i > 0 });
      from += room;
    });
    this.advance();
  }

  totals(rows: [string, string][]) {
    this.advance(4);
    for (const [label, value] of rows) {
      this.put(label, this.width * 0.45, this.width * 0.3, { color: GREY });
      this.put(value, this.width * 0.75, this.width * 0.25, { font: this.bold, toEnd: true });
      this.advance();
    }
  }
}

/** The sheet as PDF bytes, in its language's direction, fonts embedded as subsets. */
export async function renderSheet(sheet: Sheet): Promise<Uint8Array> {
  const direction: TextDirection = sheet.language === 'en' ? 'ltr' : 'rtl';
  const doc = await PDFDocument.create();
  doc.setTitle(sheet.title);
  doc.setLanguage(sheet.language === 'kr' ? 'ckb' : sheet.language);
  doc.setProducer('Chapkhana');
  doc.setCreator('Chapkhana');
  const files = fontFiles();
  const font = await embedShapedFont(doc, files.regular, direction);
  const bold = await embedShapedFont(doc, files.bold, direction);
  const writer = new SheetWriter(doc, font, bold, direction === 'rtl');
  writer.heading(sheet.header, sheet.title);
  writer.fields(sheet.fields);
  for (const table of sheet.tables) writer.table(table);
  if (sheet.totals.length > 0) writer.totals(sheet.totals);
  if (sheet.notes.length > 0) writer.fields(sheet.notes);
  return doc.save({ useObjectStreams: true });
}
