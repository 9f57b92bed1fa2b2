/**
 * The print file of a designed card (issue 40; the choices are in docs/decisions.md): one PDF per
 * side, its page the trim plus bleed on each edge (MediaBox = BleedBox), the TrimBox inside.
 * Text is real text: shaped and put in visual order by lib/pdf-text.ts (fontkit's Arabic shaping,
 * the Unicode bidi algorithm), the font embedded as a subset with a ToUnicode map, so a reader
 * copies and searches it in the order it was typed. QR codes are vector paths. Colours are RGB
 * stated as sRGB (an ICC-based DefaultRGB on each page and an sRGB output intent).
 *
 * Runs in the isolated child (card-maker.ts), never on the server's event loop: a template and
 * the customer's values in, the PDFs (or what is wrong with the values) out.
 */
import bidiFactory from 'bidi-js';
import {
  clip,
  endPath,
  PDFDocument,
  PDFName,
  type PDFFont,
  type PDFPage,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type RGB,
} from 'pdf-lib';
import sharp from 'sharp';
import {
  type CardBox,
  type CardField,
  type CardImageField,
  type CardQrField,
  type CardTemplate,
  type CardTextField,
  type CardValueIssue,
  type CardValues,
  cardValueIssues,
  isolateDigitGroups,
  namedCharacters,
  qrPayload,
} from '@chapkhana/shared/card-templates';
import {
  boxOnPagePt,
  fieldTextDirection,
  fitText,
  linePlacement,
  mmToPt as mm,
  pageSizePt,
  type TextDirection,
} from '@chapkhana/shared/card-layout';
import { qrPath, qrPlacement } from '@chapkhana/shared/card-qr';
import { embedShapedFont } from '../../lib/pdf-text';
import { cardFont, charactersMissingFrom } from './card-fonts';

const bidi = bidiFactory();

/** What the child is asked for one card. */
export interface CardRequest {
  kind: 'card';
  template: CardTemplate;
  values: CardValues;
  /** Background and logo files by id (the values of image fields; backgrounds' `fileId`). */
  files: Record<string, Uint8Array>;
}

/**
 * The card's PDFs, one per side, and the print file: one document with a page per side (front,
 * back), as the shop's artwork is; or the issues that stopped it (the shape of the shared checks).
 */
export type CardResult =
  | { kind: 'card'; ok: true; sides: Uint8Array[]; document: Uint8Array }
  | { kind: 'card'; ok: false; issues: CardValueIssue[] };

function colourOf(hex: string): RGB {
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

let srgbProfile: Promise<Buffer> | null = null;

/** The sRGB ICC profile libvips carries (through sharp), read once. */
function srgbIcc(): Promise<Buffer> {
  srgbProfile ??= sharp({
    create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
  })
    .withIccProfile('srgb')
    .png()
    .toBuffer()
    .then((png) => sharp(png).metadata())
    .then((meta) => {
      if (!meta.icc) throw new Error('sharp gave no sRGB profile');
      return meta.icc;
    });
  return srgbProfile;
}

/** States the document's RGB as sRGB: an output intent, and DefaultRGB on the page. */
/** The document's output intent: sRGB, stated with its profile; the profile's reference. */
async function stateOutputIntent(doc: PDFDocument) {
  const icc = await srgbIcc();
  const profile = doc.context.register(doc.context.flateStream(icc, { N: 3 }));
  const intent = doc.context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  doc.catalog.set(PDFName.of('OutputIntents'), doc.context.obj([intent]));
  return profile;
}

async function stateColourProfile(doc: PDFDocument, page: PDFPage): Promise<void> {
  const profile = await stateOutputIntent(doc);
  const defaultRgb = doc.context.obj([PDFName.of('ICCBased'), profile]);
  const resources = page.node.normalizedEntries().Resources;
  resources.set(PDFName.of('ColorSpace'), doc.context.obj({ DefaultRGB: defaultRgb }));
}

/** Fonts embedded in one side's document, one per font and direction. */
class SideFonts {
  private readonly fonts = new Map<string, PDFFont>();
  constructor(private readonly doc: PDFDocument) {}

  async get(field: CardTextField, direction: TextDirection): Promise<PDFFont> {
    const key = `${field.font}:${direction}`;
    const known = this.fonts.get(key);
    if (known) return known;
    const face = cardFont(field.font);
    // A subset is named with six capitals and "+" (ISO 32000-1 9.6.4), one tag per subset.
    const tag = String.fromCharCode(...[65, 65, 65, 65, 65, 65 + this.fonts.size]);
    const font = await embedShapedFont(
      this.doc,
      face.bytes,
      direction,
      `${tag}+${face.face.postscriptName}`,
    );
    this.fonts.set(key, font);
    return font;
  }
}

/** A field's box in PDF points: its lower-left corner (PDF's y up) and its size. */
function pdfBox(template: CardTemplate, box: CardBox) {
  const onPage = boxOnPagePt(template, box);
  return {
    x: onPage.left,
    y: pageSizePt(template).height - onPage.top - onPage.height,
    width: onPage.width,
    height: onPage.height,
  };
}

async function drawTextField(
  page: PDFPage,
  fonts: SideFonts,
  template: CardTemplate,
  field: CardTextField,
  text: string,
): Promise<CardValueIssue | undefined> {
  const missing = charactersMissingFrom(cardFont(field.font).face, text);
  if (missing.length > 0) {
    return {
      key: field.key,
      error: { code: 'unsupported_characters', params: { characters: namedCharacters(missing) } },
    };
  }
  const direction = fieldTextDirection(field, text);
  const font = await fonts.get(field, direction);
  const onPage = boxOnPagePt(template, field.box);
  const measure = (line: string, size: number) => font.widthOfTextAtSize(line, size);
  const set = fitText(measure, field, isolateDigitGroups(text), onPage);
  if (!set) {
    return {
      key: field.key,
      error: { code: 'text_does_not_fit', params: { minimum: field.minSizePt } },
    };
  }
  const lines = set.lines.map((line) => bidiPieces(line, direction));
  const byDirection = new Map<TextDirection, PDFFont>();
  for (const piece of lines.flat()) {
    if (!byDirection.has(piece.direction)) {
      byDirection.set(piece.direction, await fonts.get(field, piece.direction));
    }
  }
  const colour = colourOf(field.colour);
  const pageHeight = page.getHeight();
  lines.forEach((pieces, i) => {
    const width = measure(set.lines[i] ?? '', set.size);
    const { left, baseline } = linePlacement(field, direction, onPage, set, i, width);
    drawLine(page, byDirection, pieces, direction, {
      x: left,
      y: pageHeight - baseline,
      width,
      size: set.size,
      colour,
    });
  });
  return undefined;
}

/**
 * A line in pieces, in the order it was typed: the stretches in the line's own direction and the
 * islands in the other (an email or a phone number in Kurdish). Each is one text object, so a
 * reader (pdf.js, copy and paste) takes each piece's direction on its own and gets the line back
 * in logical order, where one object mixing both would read back as drawn.
 */
export function bidiPieces(
  line: string,
  direction: TextDirection,
): { text: string; direction: TextDirection }[] {
  const levels = bidi.getEmbeddingLevels(line, direction).levels;
  const base = direction === 'rtl' ? 1 : 0;
  const pieces: { text: string; island: boolean; level: number }[] = [];
  for (let i = 0; i < line.length; i += 1) {
    const level = levels[i] ?? base;
    const island = level > base;
    const last = pieces.at(-1);
    if (last && last.island === island) last.text += line[i];
    else pieces.push({ text: line[i] ?? '', island, level });
  }
  // An island is set in its own direction: a number's groups left to right, Kurdish in English right to left.
  return pieces.map((piece) => ({
    text: piece.text,
    direction: piece.level % 2 === 1 ? 'rtl' : 'ltr',
  }));
}

/** Draws `line` from its left edge `x`, piece by piece, each where the whole line puts it. */
function drawLine(
  page: PDFPage,
  fonts: Map<TextDirection, PDFFont>,
  pieces: { text: string; direction: TextDirection }[],
  direction: TextDirection,
  at: { x: number; y: number; width: number; size: number; colour: RGB },
): void {
  let edge = direction === 'rtl' ? at.x + at.width : at.x;
  for (const piece of pieces) {
    const font = fonts.get(piece.direction);
    if (!font) continue;
    const width = font.widthOfTextAtSize(piece.text, at.size);
    if (direction === 'rtl') edge -= width;
    page.drawText(piece.text, { x: edge, y: at.y, size: at.size, font, color: at.colour });
    if (direction === 'ltr') edge += width;
  }
}

function drawQrField(page: PDFPage, template: CardTemplate, field: CardQrField, value: string) {
  const payload = qrPayload(field, value);
  if (payload === null) return;
  const { path, modules } = qrPath(payload);
  const at = qrPlacement(boxOnPagePt(template, field.box), modules);
  // drawSvgPath puts the path's origin at (x, y) with its y axis downwards.
  page.drawSvgPath(path, {
    x: at.left,
    y: page.getHeight() - at.top,
    scale: at.module,
    color: colourOf(field.colour),
  });
}

/** Pictures a PDF takes as they are; any other (WebP, a 16-bit PNG) is turned into PNG first. */
async function embeddableImage(
  bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; format: 'png' | 'jpeg'; width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    if (!meta.width || !meta.height) return null;
    const fits =
      (meta.format === 'png' && meta.depth === 'uchar') ||
      (meta.format === 'jpeg' && meta.space !== 'cmyk');
    if (fits)
      return {
        bytes,
        format: meta.format as 'png' | 'jpeg',
        width: meta.width,
        height: meta.height,
      };
    const png = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .toColourspace('srgb')
      .png()
      .toBuffer();
    return { bytes: png, format: 'png', width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

async function drawImageField(
  doc: PDFDocument,
  page: PDFPage,
  template: CardTemplate,
  field: CardImageField,
  file: Uint8Array | undefined,
): Promise<CardValueIssue | undefined> {
  const image = file ? await embeddableImage(file) : null;
  if (!image) return { key: field.key, error: { code: 'not_an_image' } };
  const box = pdfBox(template, field.box);
  const scale =
    field.fit === 'contain'
      ? Math.min(box.width / image.width, box.height / image.height)
      : Math.max(box.width / image.width, box.height / image.height);
  const dpi = Math.floor(72 / scale);
  if (dpi < field.minDpi) {
    return {
      key: field.key,
      error: { code: 'image_too_small', params: { dpi, minimum: field.minDpi } },
    };
  }
  const embedded =
    image.format === 'png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  if (field.fit === 'cover') {
    // Clip to the box: q, a rectangle path, W n, the image, Q.
    page.pushOperators(
      pushGraphicsState(),
      rectangle(box.x, box.y, box.width, box.height),
      clip(),
      endPath(),
    );
    page.drawImage(embedded, { x, y, width, height });
    page.pushOperators(popGraphicsState());
  } else page.drawImage(embedded, { x, y, width, height });
  return undefined;
}

async function drawBackground(
  doc: PDFDocument,
  page: PDFPage,
  template: CardTemplate,
  sideIndex: number,
  files: Record<string, Uint8Array>,
): Promise<CardValueIssue | undefined> {
  const background = template.sides[sideIndex]?.background ?? { kind: 'none' };
  const { width, height } = page.getSize();
  if (background.kind === 'none') return undefined;
  if (background.kind === 'colour') {
    page.drawRectangle({ x: 0, y: 0, width, height, color: colourOf(background.colour) });
    return undefined;
  }
  const file = files[background.fileId];
  const key = `sides.${sideIndex}.background`;
  if (!file) return { key, error: { code: 'required' } };
  if (background.kind === 'pdf') {
    const [embedded] = await doc.embedPdf(file, [0]);
    if (!embedded) return { key, error: { code: 'invalid' } };
    page.drawPage(embedded, { x: 0, y: 0, width, height });
    return undefined;
  }
  const image = await embeddableImage(file);
  if (!image) return { key, error: { code: 'not_an_image' } };
  const embedded =
    image.format === 'png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes);
  page.drawImage(embedded, { x: 0, y: 0, width, height });
  return undefined;
}

async function drawField(
  doc: PDFDocument,
  page: PDFPage,
  fonts: SideFonts,
  request: CardRequest,
  field: CardField,
): Promise<CardValueIssue | undefined> {
  const value = request.values[field.key] ?? '';
  if (value.trim() === '') return undefined;
  if (field.kind === 'text') return drawTextField(page, fonts, request.template, field, value);
  if (field.kind === 'qr') {
    drawQrField(page, request.template, field, value);
    return undefined;
  }
  return drawImageField(doc, page, request.template, field, request.files[value]);
}

async function makeSide(request: CardRequest, sideIndex: number, issues: CardValueIssue[]) {
  const { template } = request;
  const doc = await PDFDocument.create();
  doc.setProducer('Chapkhana');
  doc.setCreator('Chapkhana card designer');
  doc.setTitle(`Card, side ${sideIndex + 1}`);
  const { width, height } = pageSizePt(template);
  const page = doc.addPage([width, height]);
  page.setMediaBox(0, 0, width, height);
  page.setBleedBox(0, 0, width, height);
  page.setTrimBox(
    mm(template.bleedMm),
    mm(template.bleedMm),
    mm(template.trim.widthMm),
    mm(template.trim.heightMm),
  );
  await stateColourProfile(doc, page);
  const background = await drawBackground(doc, page, template, sideIndex, request.files);
  if (background) issues.push(background);
  const fonts = new SideFonts(doc);
  for (const field of template.sides[sideIndex]?.fields ?? []) {
    const issue = await drawField(doc, page, fonts, request, field);
    if (issue) issues.push(issue);
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * The card's PDFs, one per side, or every issue found on the way: the shared checks first (a
 * value too long or with emoji is refused before any font work), then what only the font and the
 * files show (a character without a glyph, text that does not fit even at its smallest size, a
 * logo too small to print).
 */
export async function makeCardPdfs(request: CardRequest): Promise<CardResult> {
  const checked = cardValueIssues(request.template, request.values);
  if (checked.length > 0) return { kind: 'card', ok: false, issues: checked };
  const issues: CardValueIssue[] = [];
  const sides: Uint8Array[] = [];
  for (let i = 0; i < request.template.sides.length; i += 1) {
    sides.push(await makeSide(request, i, issues));
  }
  if (issues.length > 0) return { kind: 'card', ok: false, issues };
  return { kind: 'card', ok: true, sides, document: await oneDocument(sides) };
}

/** The sides as one document, a page each, every page's boxes and colour space kept. */
async function oneDocument(sides: Uint8Array[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer('Chapkhana');
  doc.setCreator('Chapkhana card designer');
  doc.setTitle('Card');
  for (const side of sides) {
    const [page] = await doc.copyPages(await PDFDocument.load(side), [0]);
    if (page) doc.addPage(page);
  }
  await stateOutputIntent(doc);
  return doc.save({ useObjectStreams: false });
}
