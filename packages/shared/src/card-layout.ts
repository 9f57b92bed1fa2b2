/**
 * How a designed card's text is set (issue 40): the one rule the browser's preview and the
 * server's print file both follow, so what the customer sees while typing is what is printed.
 * Each side measures text with its own shaper and the same font file (the server with fontkit
 * through pdf-lib, the browser with its canvas); everything else — where a line breaks, how far
 * type shrinks, where each line sits, which way a field's text runs — is decided here.
 *
 * Lengths here are PDF points from the top-left corner of the page, which is the trim plus the
 * bleed on each edge; y runs downwards, as on screen.
 */
import type { CardBox, CardTemplate, CardTextField } from './card-templates';

/** Points in a millimetre. */
export const PT_PER_MM = 72 / 25.4;
export const mmToPt = (mm: number) => mm * PT_PER_MM;

/** How much a line is taller than the type, for lines of a field after the first. */
export const LINE_GAP = 1.15;
/** Type shrinks in these steps from the field's size to its smallest. */
export const SHRINK_STEP_PT = 0.5;
/**
 * Type set smaller than this prints but reads poorly on a card; the preview warns of it. Below
 * MIN_PRINTABLE_PT (card-templates) a field may not shrink at all.
 */
export const SMALL_TYPE_PT = 6;

/**
 * The card fonts' ascent and descent per em (hhea; every Vazirmatn weight has 2100 and -1100 of
 * 2048 units). The server checks each font file against these (card-fonts' test).
 */
export const CARD_FONT_METRICS = { ascent: 2100 / 2048, descent: 1100 / 2048 } as const;

/** The width of `text` set at `sizePt`, in points, by the font the field uses. */
export type MeasureText = (text: string, sizePt: number) => number;

export type TextDirection = 'ltr' | 'rtl';

/** A print's trim and bleed: a template's, or what an ordered line's artwork is checked against. */
export type PrintSize = Pick<CardTemplate, 'trim' | 'bleedMm'>;

/** The page: trim plus bleed on each edge, in points. */
export function pageSizePt(size: PrintSize) {
  return {
    width: mmToPt(size.trim.widthMm + 2 * size.bleedMm),
    height: mmToPt(size.trim.heightMm + 2 * size.bleedMm),
  };
}

/** A field's box in points from the page's top-left corner. */
export function boxOnPagePt(template: Pick<CardTemplate, 'bleedMm'>, box: CardBox) {
  return {
    left: mmToPt(box.xMm + template.bleedMm),
    top: mmToPt(box.yMm + template.bleedMm),
    width: mmToPt(box.widthMm),
    height: mmToPt(box.heightMm),
  };
}

/** Letters of right-to-left scripts (Hebrew, Arabic and its supplements, presentation forms). */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/**
 * The direction of a paragraph from its first strong character (Unicode bidi rules P2–P3): a
 * letter, or a direction mark; text inside isolates (a phone number kept left to right) is
 * skipped. Text with no strong character is left to right.
 */
export function firstStrongDirection(text: string): TextDirection {
  let isolated = 0;
  for (const char of text) {
    if (char >= '\u2066' && char <= '\u2068') isolated += 1;
    else if (char === '\u2069') isolated = Math.max(0, isolated - 1);
    else if (isolated > 0) continue;
    else if (char === '\u200f' || char === '\u061c') return 'rtl';
    else if (char === '\u200e') return 'ltr';
    else if (/\p{L}/u.test(char)) return RIGHT_TO_LEFT_LETTER.test(char) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}

/** The direction a field's text is set in: its own, or that of its first strong letter. */
export function fieldTextDirection(
  field: Pick<CardTextField, 'direction'>,
  text: string,
): TextDirection {
  return field.direction === 'auto' ? firstStrongDirection(text) : field.direction;
}

/** The text broken into lines that fit `width` at `size`, or null if a word alone is wider. */
export function wrapText(
  measure: MeasureText,
  text: string,
  size: number,
  width: number,
): string[] | null {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const tried = line ? `${line} ${word}` : word;
      if (measure(tried, size) <= width) {
        line = tried;
        continue;
      }
      if (!line || measure(word, size) > width) return null;
      lines.push(line);
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

/** The height of `lines` lines set at `size`: the first line's ascent and descent, then a gap each. */
export function textHeightPt(size: number, lines: number): number {
  return (
    (CARD_FONT_METRICS.ascent + CARD_FONT_METRICS.descent) * size + (lines - 1) * size * LINE_GAP
  );
}

export interface SetText {
  size: number;
  lines: string[];
}

/** The largest size from the field's down to its smallest at which the text fits its box. */
export function fitText(
  measure: MeasureText,
  field: Pick<CardTextField, 'sizePt' | 'minSizePt' | 'maxLines'>,
  text: string,
  box: { width: number; height: number },
): SetText | null {
  for (let size = field.sizePt; size >= field.minSizePt - 1e-9; size -= SHRINK_STEP_PT) {
    const lines = wrapText(measure, text, size, box.width);
    if (!lines || lines.length > field.maxLines) continue;
    if (textHeightPt(size, lines.length) <= box.height + 1e-6) return { size, lines };
  }
  return null;
}

/** Where line `index` of a set field stands: its left edge and its baseline, in page points. */
export function linePlacement(
  field: Pick<CardTextField, 'align'>,
  direction: TextDirection,
  box: { left: number; top: number; width: number },
  set: { size: number },
  index: number,
  lineWidth: number,
): { left: number; baseline: number } {
  const startsLeft = direction === 'ltr';
  const flushLeft = field.align === 'start' ? startsLeft : !startsLeft;
  const left =
    field.align === 'centre'
      ? box.left + (box.width - lineWidth) / 2
      : flushLeft
        ? box.left
        : box.left + box.width - lineWidth;
  const baseline = box.top + CARD_FONT_METRICS.ascent * set.size + index * set.size * LINE_GAP;
  return { left, baseline };
}
