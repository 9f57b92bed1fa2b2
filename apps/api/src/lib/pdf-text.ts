/**
 * Kurdish (Sorani), Arabic and English text for PDFs the shop writes (receipts and invoices now,
 * print files later): letters joined, lines in visual order, the font embedded as a subset.
 *
 * pdf-lib draws a custom font's text through the fontkit it is given: `encodeText` and
 * `widthOfTextAtSize` call `font.layout(line)` and take its glyphs in order. We hand it a fontkit
 * whose fonts lay a line out the way a reader sees it: the Unicode bidi algorithm (bidi-js) splits
 * the line into runs by embedding level, the runs are put in visual order (rule L2), and each run
 * is shaped by @pdf-lib/fontkit in its own direction (Arabic joining forms, lam-alef ligatures,
 * right-to-left glyph order). Numbers, emails and order numbers inside Kurdish or Arabic stay left
 * to right. Each glyph keeps the characters it came from, so the PDF's ToUnicode map gives a
 * reader (pdf.js, copy and paste) the text back.
 */
import fontkitBase from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { type PDFDocument, type PDFFont } from 'pdf-lib';

export type TextDirection = 'ltr' | 'rtl';

type Fontkit = typeof fontkitBase;
type FontkitFont = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<FontkitFont['layout']>;
/** fontkit's full layout call; its bundled types name only the first two arguments. */
type LayoutInDirection = (
  text: string,
  features: undefined,
  script: undefined,
  language: undefined,
  direction: TextDirection,
) => GlyphRun;

const bidi = bidiFactory();

/** A stretch of a line at one embedding level, as [start, end) into the line. */
interface LevelRun {
  start: number;
  end: number;
  level: number;
}

function levelRuns(line: string, levels: Uint8Array): LevelRun[] {
  const runs: LevelRun[] = [];
  for (let i = 0; i < line.length; i += 1) {
    const level = levels[i] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level });
  }
  return runs;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse each stretch at or above it. */
function visualOrder(runs: LevelRun[]): LevelRun[] {
  const order = [...runs];
  const highest = Math.max(0, ...order.map((r) => r.level));
  const lowestOdd = Math.min(...order.map((r) => (r.level % 2 === 1 ? r.level : Infinity)));
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    let i = 0;
    while (i < order.length) {
      if ((order[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < order.length && (order[j]?.level ?? 0) >= level) j += 1;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/** A right-to-left run shows "(" as ")": the mirrored character is what gets drawn. */
function mirrored(text: string): string {
  let out = '';
  for (const char of text) out += bidi.getMirroredCharacter(char) ?? char;
  return out;
}

/**
 * What a glyph of a right-to-left run says it is, for a reader of the PDF: the characters it was
 * shaped from before mirroring ("(" drawn for a logical ")" says ")"), a ligature's backwards
 * (a reader reverses the line, so lam-alef kept as U+0627 U+0644 reads back "لا", not "ال").
 * One glyph has one meaning per PDF: a bracket drawn both ways in one document reads back once
 * mirrored; a document in one direction has its brackets in that direction.
 */
function readableBackwards(glyph: GlyphRun['glyphs'][number]): GlyphRun['glyphs'][number] {
  const codePoints = [...glyph.codePoints].reverse().map((codePoint) => {
    const mirror = bidi.getMirroredCharacter(String.fromCodePoint(codePoint));
    return mirror ? (mirror.codePointAt(0) ?? codePoint) : codePoint;
  });
  if (codePoints.every((c, i) => c === glyph.codePoints[i])) return glyph;
  return Object.assign(Object.create(glyph) as typeof glyph, { codePoints });
}

/** Bidi controls (marks, embeddings, isolates) order the line; they are not drawn. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * `text` kept left to right as a whole inside a right-to-left line (a date and its time, a phone
 * number), between LRI and PDI; text with a Hebrew or Arabic-script letter is left as it is.
 */
export function keepLeftToRight(text: string): string {
  return RIGHT_TO_LEFT_LETTER.test(text) ? text : `\u2066${text}\u2069`;
}

/** The glyphs of one line, left to right as drawn, each shaped within its own bidi run. */
export function layoutLine(font: FontkitFont, line: string, direction: TextDirection): GlyphRun {
  const levels = bidi.getEmbeddingLevels(line, direction).levels;
  const glyphs: GlyphRun['glyphs'] = [];
  const positions: GlyphRun['positions'] = [];
  for (const run of visualOrder(levelRuns(line, levels))) {
    const rtl = run.level % 2 === 1;
    const text = line.slice(run.start, run.end).replace(BIDI_CONTROLS, '');
    if (!text) continue;
    const shaped = (font.layout.bind(font) as LayoutInDirection)(
      rtl ? mirrored(text) : text,
      undefined,
      undefined,
      undefined,
      rtl ? 'rtl' : 'ltr',
    );
    glyphs.push(...(rtl ? shaped.glyphs.map(readableBackwards) : shaped.glyphs));
    positions.push(...shaped.positions);
  }
  // pdf-lib reads only the glyphs (their ids, widths and characters).
  return { glyphs, positions } as unknown as GlyphRun;
}

/** A fontkit for pdf-lib whose fonts lay every line out in visual order for `direction`. */
function bidiFontkit(direction: TextDirection): Fontkit {
  return {
    ...fontkitBase,
    create(buffer: Uint8Array, postscriptName?: string) {
      const font = fontkitBase.create(buffer, postscriptName);
      // The original font shapes each run; only the object pdf-lib holds lays out whole lines.
      return Object.assign(Object.create(font) as FontkitFont, {
        layout: (line: string) => layoutLine(font, line, direction),
      });
    },
  } as Fontkit;
}

/**
 * Embeds `fontBytes` (a TrueType font) in `doc` as a subset; text drawn with the returned font is
 * shaped and in visual order for a document written in `direction`. One document, one direction.
 */
export async function embedShapedFont(
  doc: PDFDocument,
  fontBytes: Uint8Array,
  direction: TextDirection,
  /** The font's name in the PDF (a subset's `ABCDEF+Name`); pdf-lib's is the name and a number. */
  customName?: string,
): Promise<PDFFont> {
  doc.registerFontkit(bidiFontkit(direction));
  return doc.embedFont(fontBytes, { subset: true, ...(customName ? { customName } : {}) });
}
