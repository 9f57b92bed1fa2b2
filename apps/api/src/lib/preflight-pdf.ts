/**
 * What the preflight reads from a PDF (docs/design.md §13): each page's boxes, the resolution every
 * picture is drawn at, and the colour spaces used. pdf-lib parses the file; the page content
 * streams are read here, with the transformation matrix kept through `q`/`Q`/`cm` (and through
 * form XObjects), so a picture's resolution is its pixels over the size it is really drawn at.
 *
 * A customer's file is hostile until proven otherwise: decoded stream bytes, operators read and
 * form nesting all have budgets, so a compressed bomb or a self-drawing form ends the reading
 * early instead of the process.
 */
import { constants, inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

const MM_PER_PT = 25.4 / 72;
/** Pages whose content is read; a job prints one or two sides, later pages are extra. */
const MAX_ANALYSED_PAGES = 10;
/**
 * Pages whose boxes are read (a few dictionary look-ups each), so that the size finding can
 * say "all 12 pages are …" rather than guess past the analysed ones.
 */
const MAX_MEASURED_PAGES = 1000;
/**
 * Budgets over the whole file: decoded content bytes, content operators, form nesting. Past
 * the first two the file is too complex to check (TooComplexPdf); forms nested deeper than
 * MAX_FORM_DEPTH are not followed.
 */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;
const MAX_OPERATORS = 2_000_000;
/** Tokens read (numbers, names, operators…), counting every time a stream is read again. */
const MAX_TOKENS = 8_000_000;
const MAX_FORM_DEPTH = 12;
/**
 * Content bytes tokenised, counting every time a stream is read again: a form XObject drawn
 * 100 times is read 100 times. 1 MiB of numbers in a form drawn 100 times is 100 MiB of work
 * from a 1.7 KB file (the review's file held the event loop 12.8 s).
 */
const MAX_TOKENISED_BYTES = 64 * 1024 * 1024;
/**
 * The most the object and cross-reference streams may inflate to, all together. pdf-lib
 * inflates these whole while it parses, so they are measured (with a capped inflate) first.
 */
const MAX_STRUCTURE_STREAM_BYTES = 64 * 1024 * 1024;
/** Objects visited while looking for scripts, actions and attached files. */
const MAX_ACTIVE_CONTENT_VISITS = 500_000;
/** Pictures this small (a pixel stretched into a tint, a hairline) have no resolution to speak of. */
const MIN_IMAGE_SIDE_PX = 3;

export interface SizeMm {
  widthMm: number;
  heightMm: number;
}

export interface PdfPageBoxes {
  /** The page as designed: the BleedBox when a TrimBox is set, else the CropBox or MediaBox. */
  outer: SizeMm;
  /** The TrimBox, when the file sets one. */
  trim: SizeMm | null;
  /** How far the outer box reaches past the TrimBox on its narrowest side, in mm. */
  bleedMarginMm: number | null;
}

export interface ColourUse {
  rgb: boolean;
  cmyk: boolean;
  /**
   * The file states the print condition its colours are meant for: an output intent carrying its
   * ICC profile, as PDF/X asks. A print house converts RGB through that profile, so RGB is no
   * surprise (the card designer's files state sRGB this way).
   */
  profiled?: boolean;
}

export interface PdfInspection {
  pages: number;
  boxes: PdfPageBoxes[];
  /** The effective resolution of each picture drawn on the analysed pages. */
  imageDpis: number[];
  colour: ColourUse;
  /** Scripts, launch actions and attached files the file carries (never printed, never opened). */
  activeContent: ActiveContent[];
}

export type ActiveContent = 'javascript' | 'launch' | 'embedded_file';

/** Thrown when the file is not a readable PDF (damaged, encrypted, no pages). */
export class UnreadablePdf extends Error {}

/**
 * Thrown when reading the file would pass a budget: more structure or content than a print
 * file needs, or content drawn over and over (a form drawing a form drawing a form…).
 */
export class TooComplexPdf extends Error {}

/**
 * Reads `file` as a PDF; throws UnreadablePdf or TooComplexPdf. It runs as long as the file
 * makes it (pdf-lib's parse has no deadline of its own): call it only where a supervisor can
 * kill it, through `inspectIsolated` (lib/file-inspector.ts), never on the server's event loop.
 */
export async function inspectPdf(file: Buffer): Promise<PdfInspection> {
  checkStructureStreams(file);
  let doc: PDFDocument;
  let pages: PDFPage[];
  try {
    doc = await PDFDocument.load(file, { updateMetadata: false });
    pages = doc.getPages();
  } catch (error) {
    throw new UnreadablePdf('pdf-lib could not read the file', { cause: error });
  }
  if (pages.length === 0) throw new UnreadablePdf('no pages');

  const reader = new ContentReader(doc.context);
  const boxes: PdfPageBoxes[] = [];
  for (const page of pages.slice(0, MAX_MEASURED_PAGES)) boxes.push(pageBoxes(page));
  for (const page of pages.slice(0, MAX_ANALYSED_PAGES)) reader.readPage(page);
  return {
    pages: pages.length,
    boxes,
    imageDpis: reader.imageDpis,
    colour: { ...reader.colour, profiled: statesOutputProfile(doc) },
    activeContent: activeContentOf(doc.context),
  };
}

/** Output intents looked at: a file states one, or one per print condition (a few at most). */
const MAX_OUTPUT_INTENTS = 8;

/**
 * Whether the document states an output intent with its ICC profile (`DestOutputProfile`, a
 * stream of 3 or 4 channels): the print condition its colours are meant for.
 */
function statesOutputProfile(doc: PDFDocument): boolean {
  const intents = doc.catalog.lookup(PDFName.of('OutputIntents'));
  if (!(intents instanceof PDFArray)) return false;
  for (let i = 0; i < Math.min(intents.size(), MAX_OUTPUT_INTENTS); i += 1) {
    const intent = intents.lookup(i);
    if (!(intent instanceof PDFDict)) continue;
    const profile = intent.lookup(PDFName.of('DestOutputProfile'));
    if (!(profile instanceof PDFRawStream)) continue;
    const channels = profile.dict.lookup(PDFName.of('N'));
    if (channels instanceof PDFNumber && [3, 4].includes(channels.asNumber())) return true;
  }
  return false;
}

/**
 * Refuses a file whose object and cross-reference streams together inflate past
 * MAX_STRUCTURE_STREAM_BYTES: pdf-lib inflates each of them whole while it parses, so they are
 * measured first with a capped inflate (20 streams of 64 MiB each are 1.3 GB, not 64 MiB).
 */
function checkStructureStreams(file: Buffer): void {
  const text = file.toString('latin1');
  const structure = /\/Type\s*\/(?:ObjStm|XRef)\b/g;
  let room = MAX_STRUCTURE_STREAM_BYTES;
  for (let match = structure.exec(text); match; match = structure.exec(text)) {
    const keyword = text.indexOf('stream', match.index);
    if (keyword < 0) return;
    let start = keyword + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const end = text.indexOf('endstream', start);
    try {
      room -= inflateSync(file.subarray(start, end < 0 ? file.length : end), {
        maxOutputLength: Math.max(room, 1),
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      // Data that is not Flate at all is pdf-lib's to judge; only the overflow is a bomb.
      if (error instanceof RangeError) {
        throw new TooComplexPdf('the object streams inflate past the limit');
      }
    }
    structure.lastIndex = Math.max(structure.lastIndex, end);
  }
}

interface Rect {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

function rectOf(box: PDFArray | undefined): Rect | null {
  if (!box || box.size() !== 4) return null;
  const n = [0, 1, 2, 3].map((i) => box.lookup(i));
  if (!n.every((v): v is PDFNumber => v instanceof PDFNumber)) return null;
  const [x1, y1, x2, y2] = n.map((v) => v.asNumber()) as [number, number, number, number];
  if (![x1, y1, x2, y2].every(Number.isFinite)) return null;
  return {
    left: Math.min(x1, x2),
    bottom: Math.min(y1, y2),
    right: Math.max(x1, x2),
    top: Math.max(y1, y2),
  };
}

const sizeOf = (r: Rect): SizeMm => ({
  widthMm: (r.right - r.left) * MM_PER_PT,
  heightMm: (r.top - r.bottom) * MM_PER_PT,
});

function pageBoxes(page: PDFPage): PdfPageBoxes {
  const node = page.node;
  const media = rectOf(node.MediaBox());
  if (!media) throw new UnreadablePdf('a page without a MediaBox');
  const crop = rectOf(node.CropBox()) ?? media;
  const trim = rectOf(node.TrimBox());
  if (!trim) return { outer: sizeOf(crop), trim: null, bleedMarginMm: null };
  const outer = rectOf(node.BleedBox()) ?? crop;
  const margin = Math.min(
    trim.left - outer.left,
    trim.bottom - outer.bottom,
    outer.right - trim.right,
    outer.top - trim.top,
  );
  return { outer: sizeOf(outer), trim: sizeOf(trim), bleedMarginMm: margin * MM_PER_PT };
}

/** A transformation matrix [a b c d e f]. */
type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied before `ctm` (the `cm` operator: CTM' = m × CTM). */
function concat(m: Matrix, ctm: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [A, B, C, D, E, F] = ctm;
  return [
    a * A + b * C,
    a * B + b * D,
    c * A + d * C,
    c * B + d * D,
    e * A + f * C + E,
    e * B + f * D + F,
  ];
}

type Operand = number | { name: string } | null;

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
/** Byte classes as tables: the reader looks each content byte up at least once. */
const IS_WHITESPACE = Uint8Array.from({ length: 256 }, (_, c) => (WHITESPACE.has(c) ? 1 : 0));
const ENDS_TOKEN = Uint8Array.from({ length: 256 }, (_, c) =>
  WHITESPACE.has(c) || DELIMITERS.has(c) ? 1 : 0,
);

/** Walks page content: pictures drawn and colours set. */
class ContentReader {
  readonly imageDpis: number[] = [];
  readonly colour: ColourUse = { rgb: false, cmyk: false };
  private decodedBytes = 0;
  private tokenisedBytes = 0;
  private tokens = 0;
  private operators = 0;
  private readonly decoded = new Map<PDFRawStream, Uint8Array>();

  constructor(private readonly context: PDFContext) {}

  readPage(page: PDFPage): void {
    const contents = page.node.Contents();
    const streams: (PDFObject | undefined)[] =
      contents instanceof PDFArray
        ? Array.from({ length: contents.size() }, (_, i) => contents.lookup(i))
        : contents
          ? [contents]
          : [];
    const parts = streams.map((s) => (s instanceof PDFRawStream ? this.decode(s) : null));
    const bytes = Buffer.concat(parts.flatMap((p) => (p ? [p, Buffer.from('\n')] : [])));
    this.readContent(bytes, page.node.Resources(), IDENTITY, 0);
  }

  /** The decoded bytes of `stream`, within the budget; null for data it cannot decode. */
  private decode(stream: PDFRawStream): Uint8Array | null {
    const known = this.decoded.get(stream);
    if (known) return known;
    const room = MAX_DECODED_BYTES - this.decodedBytes;
    let bytes: Uint8Array;
    try {
      const read = decodePDFRawStream(stream).getBytes(room + 1);
      bytes = new Uint8Array(read.buffer, read.byteOffset, read.length);
    } catch {
      return null; // An unknown filter or broken data: the content is not read.
    }
    if (bytes.length > room) throw new TooComplexPdf('the content streams decode past the limit');
    this.decodedBytes += bytes.length;
    this.decoded.set(stream, bytes);
    return bytes;
  }

  private readContent(
    bytes: Uint8Array,
    resources: PDFDict | undefined,
    start: Matrix,
    depth: number,
  ) {
    this.tokenisedBytes += bytes.length;
    if (this.tokenisedBytes > MAX_TOKENISED_BYTES) {
      throw new TooComplexPdf('the content is read again and again past the limit');
    }
    const stack: Matrix[] = [];
    let ctm = start;
    let operands: Operand[] = [];
    const operate = (op: string) => {
      if (++this.operators > MAX_OPERATORS) {
        throw new TooComplexPdf('the content has more operators than the limit');
      }
      switch (op) {
        case 'q':
          if (stack.length < 1000) stack.push(ctm);
          break;
        case 'Q':
          ctm = stack.pop() ?? ctm;
          break;
        case 'cm': {
          const m = operands.slice(-6);
          if (m.length === 6 && m.every((v): v is number => typeof v === 'number')) {
            ctm = concat(m as Matrix, ctm);
          }
          break;
        }
        case 'rg':
        case 'RG':
          this.colour.rgb = true;
          break;
        case 'k':
        case 'K':
          this.colour.cmyk = true;
          break;
        case 'cs':
        case 'CS':
        case 'sh':
        case 'Do': {
          const last = operands[operands.length - 1];
          if (last && typeof last === 'object') this.named(op, last.name, resources, ctm, depth);
          break;
        }
      }
      operands = [];
    };

    const b = bytes;
    let i = 0;
    while (i < b.length) {
      const c = b[i] as number;
      if (IS_WHITESPACE[c]) {
        i++;
        continue;
      }
      if (++this.tokens > MAX_TOKENS) {
        throw new TooComplexPdf('the content has more tokens than the limit');
      }
      if (c === 0x25 /* % */) {
        while (i < b.length && b[i] !== 10 && b[i] !== 13) i++;
      } else if (c === 0x2f /* / */) {
        const end = tokenEnd(b, i + 1);
        operands.push({ name: decodeName(b.subarray(i + 1, end)) });
        i = end;
      } else if (c === 0x28 /* ( */) {
        i = stringEnd(b, i);
        operands.push(null);
      } else if (c === 0x3c /* < */) {
        if (b[i + 1] === 0x3c) i += 2;
        else {
          while (i < b.length && b[i] !== 0x3e) i++;
          i++;
          operands.push(null);
        }
      } else if (DELIMITERS.has(c)) {
        i++; // `>>`, `[`, `]`, `{`, `}`: operands of operators this reading ignores.
      } else {
        const end = tokenEnd(b, i);
        const number = numberIn(b, i, end);
        const token = number === null ? Buffer.from(b.subarray(i, end)).toString('latin1') : '';
        i = end;
        if (number !== null) operands.push(number);
        else if (token === 'true' || token === 'false' || token === 'null') operands.push(null);
        else if (token === 'BI') i = this.inlineImage(b, i);
        else operate(token);
      }
      if (operands.length > 256) operands = operands.slice(-16);
    }
  }

  /** Skips an inline image (`BI … ID data EI`), noting its colour space. */
  private inlineImage(b: Uint8Array, from: number): number {
    const head = Buffer.from(b.subarray(from, Math.min(b.length, from + 2048))).toString('latin1');
    const id = head.search(/\sID[\s]/);
    if (id < 0) return b.length;
    const space = /\/(?:CS|ColorSpace)\s*\/(\w+)/.exec(head.slice(0, id))?.[1];
    if (space) this.noteColourSpace(PDFName.of(expandInline(space)), undefined, 0);
    for (let j = from + id + 4; j + 1 < b.length; j++) {
      if (
        b[j] === 0x45 &&
        b[j + 1] === 0x49 &&
        WHITESPACE.has(b[j - 1] as number) &&
        (j + 2 >= b.length || WHITESPACE.has(b[j + 2] as number))
      ) {
        return j + 2;
      }
    }
    return b.length;
  }

  /** An operator naming a resource: a colour space, a shading, or an XObject to draw. */
  private named(
    op: string,
    name: string,
    resources: PDFDict | undefined,
    ctm: Matrix,
    depth: number,
  ) {
    if (op === 'cs' || op === 'CS') {
      this.noteColourSpace(PDFName.of(name), resources, 0);
      return;
    }
    const kind = op === 'sh' ? 'Shading' : 'XObject';
    const target = resources?.lookupMaybe(PDFName.of(kind), PDFDict)?.get(PDFName.of(name));
    const object = target ? this.context.lookup(target) : undefined;
    if (op === 'sh') {
      const dict =
        object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
      const space = dict?.get(PDFName.of('ColorSpace'));
      if (space) this.noteColourSpace(space, resources, 0);
      return;
    }
    if (!(object instanceof PDFRawStream)) return;
    const subtype = object.dict.lookup(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) this.image(object.dict, resources, ctm);
    else if (subtype === PDFName.of('Form') && depth < MAX_FORM_DEPTH) {
      const content = this.decode(object);
      if (!content) return;
      const matrix = numbersOf(object.dict.lookup(PDFName.of('Matrix')), 6) as Matrix | null;
      const own = object.dict.lookup(PDFName.of('Resources'));
      this.readContent(
        content,
        own instanceof PDFDict ? own : resources,
        concat(matrix ?? IDENTITY, ctm),
        depth + 1,
      );
    }
  }

  private image(dict: PDFDict, resources: PDFDict | undefined, ctm: Matrix) {
    const width = dict.lookup(PDFName.of('Width'));
    const height = dict.lookup(PDFName.of('Height'));
    if (dict.lookup(PDFName.of('ImageMask'))?.toString() !== 'true') {
      const space = dict.get(PDFName.of('ColorSpace'));
      if (space) this.noteColourSpace(space, resources, 0);
    }
    if (!(width instanceof PDFNumber) || !(height instanceof PDFNumber)) return;
    const [a, b, c, d] = ctm;
    const drawnWidthIn = Math.hypot(a, b) / 72;
    const drawnHeightIn = Math.hypot(c, d) / 72;
    const px = { w: width.asNumber(), h: height.asNumber() };
    if (px.w < MIN_IMAGE_SIDE_PX || px.h < MIN_IMAGE_SIDE_PX) return;
    if (drawnWidthIn < 0.01 || drawnHeightIn < 0.01) return;
    this.imageDpis.push(Math.min(px.w / drawnWidthIn, px.h / drawnHeightIn));
  }

  /** Notes whether a colour space is RGB or CMYK (spot colours count as print colours). */
  private noteColourSpace(space: PDFObject, resources: PDFDict | undefined, depth: number): void {
    if (depth > 4) return;
    const object = this.context.lookup(space);
    if (object instanceof PDFName) {
      const name = object.decodeText();
      if (name === 'DeviceRGB' || name === 'CalRGB' || name === 'Lab') this.colour.rgb = true;
      else if (name === 'DeviceCMYK') this.colour.cmyk = true;
      else if (name !== 'DeviceGray' && name !== 'CalGray' && name !== 'Pattern') {
        const named = resources?.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)?.get(object);
        if (named) this.noteColourSpace(named, resources, depth + 1);
      }
      return;
    }
    if (!(object instanceof PDFArray) || object.size() === 0) return;
    const family = object.lookup(0);
    const kind = family instanceof PDFName ? family.decodeText() : '';
    if (kind === 'ICCBased') {
      const profile = object.lookup(1);
      const n = profile instanceof PDFRawStream ? profile.dict.lookup(PDFName.of('N')) : null;
      const channels = n instanceof PDFNumber ? n.asNumber() : 0;
      if (channels === 3) this.colour.rgb = true;
      if (channels === 4) this.colour.cmyk = true;
    } else if (kind === 'Indexed' || kind === 'I' || kind === 'Pattern') {
      const base = object.get(1);
      if (base) this.noteColourSpace(base, resources, depth + 1);
    } else if (kind === 'Separation' || kind === 'DeviceN') {
      this.colour.cmyk = true;
    } else if (kind === 'CalRGB' || kind === 'Lab') {
      this.colour.rgb = true;
    }
  }
}

/**
 * The scripts, launch actions and attached files anywhere in the document: in actions (`/S
 * /JavaScript`, `/S /Launch`, a `/JS` entry), in the name trees (`/JavaScript`,
 * `/EmbeddedFiles`), and as file specifications with an embedded file or file attachments.
 */
function activeContentOf(context: PDFContext): ActiveContent[] {
  const found = new Set<ActiveContent>();
  const seen = new Set<PDFObject>();
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  const names = {
    S: PDFName.of('S'),
    JS: PDFName.of('JS'),
    Type: PDFName.of('Type'),
    Subtype: PDFName.of('Subtype'),
    EF: PDFName.of('EF'),
    JavaScript: PDFName.of('JavaScript'),
    Launch: PDFName.of('Launch'),
    EmbeddedFile: PDFName.of('EmbeddedFile'),
    EmbeddedFiles: PDFName.of('EmbeddedFiles'),
    FileAttachment: PDFName.of('FileAttachment'),
  };
  let visits = 0;
  while (pending.length > 0 && visits++ < MAX_ACTIVE_CONTENT_VISITS && found.size < 3) {
    const object = pending.pop() as PDFObject;
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFArray) {
      pending.push(...object.asArray());
      continue;
    }
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
    if (!dict) continue;
    const action = dict.get(names.S);
    if (action === names.JavaScript || dict.has(names.JS) || dict.has(names.JavaScript)) {
      found.add('javascript');
    }
    if (action === names.Launch) found.add('launch');
    if (
      dict.get(names.Type) === names.EmbeddedFile ||
      dict.get(names.Subtype) === names.FileAttachment ||
      dict.has(names.EF) ||
      dict.has(names.EmbeddedFiles)
    ) {
      found.add('embedded_file');
    }
    for (const value of dict.values()) pending.push(value);
  }
  return [...found].sort();
}

/** The abbreviations inline images may use for device colour spaces. */
function expandInline(name: string): string {
  return { RGB: 'DeviceRGB', CMYK: 'DeviceCMYK', G: 'DeviceGray' }[name] ?? name;
}

function numbersOf(object: PDFObject | undefined, count: number): number[] | null {
  if (!(object instanceof PDFArray) || object.size() !== count) return null;
  const values = Array.from({ length: count }, (_, i) => object.lookup(i));
  if (!values.every((v): v is PDFNumber => v instanceof PDFNumber)) return null;
  return values.map((v) => v.asNumber());
}

function tokenEnd(b: Uint8Array, from: number): number {
  let i = from;
  while (i < b.length && !ENDS_TOKEN[b[i] as number]) i++;
  return i;
}

/** The number `b[from, end)` spells (`12`, `-3.5`, `.5`, `4.`), or null when it is not one. */
function numberIn(b: Uint8Array, from: number, end: number): number | null {
  let i = from;
  let sign = 1;
  if (b[i] === 0x2b /* + */ || b[i] === 0x2d /* - */) sign = b[i++] === 0x2d ? -1 : 1;
  let value = 0;
  let digits = 0;
  let scale = 0;
  for (; i < end; i++) {
    const c = b[i] as number;
    if (c >= 0x30 && c <= 0x39) {
      value = value * 10 + (c - 0x30);
      digits++;
      if (scale > 0) scale *= 10;
    } else if (c === 0x2e /* . */ && scale === 0) scale = 1;
    else return null;
  }
  if (digits === 0) return null;
  return (sign * value) / (scale || 1);
}

/** The index after a literal string starting at `from` (balanced parentheses, `\` escapes). */
function stringEnd(b: Uint8Array, from: number): number {
  let depth = 0;
  let i = from;
  while (i < b.length) {
    const c = b[i];
    if (c === 0x5c /* \ */) i += 2;
    else {
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return i + 1;
      i++;
    }
  }
  return i;
}

function decodeName(raw: Uint8Array): string {
  return Buffer.from(raw)
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
