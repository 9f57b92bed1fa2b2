import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CardTemplateInput,
  MAX_CARD_BATCH_ROWS,
  cardBatchSchemaFor,
  cardTemplateSchema,
  cardValuesSchemaFor,
  CARD_FONT_KEYS,
  isolateDigitGroups,
} from '@chapkhana/shared/card-templates';
import { CARD_FONT_METRICS } from '@chapkhana/shared/card-layout';
import { readFieldError } from '@chapkhana/shared/field-errors';
import { layoutLine } from '../../lib/pdf-text';
import { TooComplexPdf } from '../../lib/preflight-pdf';
import { FileInspector } from '../../lib/file-inspector';
import { cardFont, fontCoverageError } from './card-fonts';
import { type CardResult, makeCardPdfs } from './card-pdf';
import { closeCardMaker, makeCardIsolated } from './card-maker';
import { cardTextField } from '../../../test/helpers/card-designs';

const label = { kr: 'ناو', ar: 'الاسم', en: 'Name' };
const textField = cardTextField;

/** A business card, 85 × 55 mm with 3 mm bleed: name, title, email, phone, address; QR on the back. */
const template = cardTemplateSchema.parse({
  trim: { widthMm: 85, heightMm: 55 },
  bleedMm: 3,
  safeMm: 4,
  sides: [
    {
      background: { kind: 'colour', colour: '#f4efe6' },
      fields: [
        textField('name', 6, { font: 'vazirmatn-bold', sizePt: 16 }),
        textField('title', 16),
        textField('email', 26),
        textField('phone', 34),
        textField('address', 42, {
          maxLines: 2,
          box: { xMm: 5, yMm: 42, widthMm: 75, heightMm: 9 },
        }),
        {
          kind: 'image',
          key: 'logo',
          label,
          box: { xMm: 62, yMm: 6, widthMm: 18, heightMm: 18 },
        },
      ],
    },
    {
      fields: [
        textField('shop', 20, { align: 'centre' }),
        {
          kind: 'qr',
          key: 'whatsapp',
          label,
          content: 'whatsapp',
          box: { xMm: 30, yMm: 30, widthMm: 20, heightMm: 20 },
        },
      ],
    },
  ],
} satisfies CardTemplateInput);

async function make(values: Record<string, string>, files: Record<string, Uint8Array> = {}) {
  const result = await makeCardPdfs({ kind: 'card', template, values, files });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.issues)}`);
  return result.sides;
}

/**
 * The text pdf.js reads off the page, a string per line: a line drawn in pieces (a Kurdish label
 * and an email) comes as several items in the order drawn, joined with a space where the page
 * shows a gap between them.
 */
async function textOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: pdf.slice() }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const lines: { y: number; text: string; left: number; right: number }[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [x, y] = [item.transform[4] as number, item.transform[5] as number];
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) < 0.5) {
      const gap = Math.max(x - last.right, last.left - (x + item.width));
      const spaced = gap > item.height * 0.15 && !/\s$/.test(last.text);
      last.text += (spaced ? ' ' : '') + item.str;
      last.left = Math.min(last.left, x);
      last.right = Math.max(last.right, x + item.width);
    } else lines.push({ y, text: item.str, left: x, right: x + item.width });
  }
  return lines.map((line) => line.text.trim());
}

const mmToPt = (mm: number) => (mm * 72) / 25.4;

describe('a designed card as a print PDF', () => {
  it('reads Kurdish back as it was typed, with a Latin email and a phone', async () => {
    const values = {
      name: 'ڕێبوار ئەحمەد',
      title: 'بەڕێوەبەری فرۆشتن و گەیاندن',
      email: 'rebwar@chapkhana.iq',
      phone: '0750 123 4567',
      address: 'هەولێر، شەقامی ٦٠ مەتری، نزیک بازاڕی ۆ',
      shop: 'چاپخانەی ڕووناکی',
      whatsapp: '0750 123 4567',
    };
    const [front, back] = await make(values);
    expect(await textOf(front!)).toEqual([
      values.name,
      values.title,
      values.email,
      values.phone,
      values.address,
    ]);
    expect(await textOf(back!)).toEqual([values.shop]);
  });

  it('keeps the groups of a phone number in order inside a Kurdish line, and reads the line back as typed', async () => {
    // pdf.js reads a line as right to left when 30% or more of it is Arabic script; a short label
    // before a long number or email ("مۆبایل: 0750 123 4567") reads back in drawn order, so
    // templates give the label and the value fields of their own (docs/decisions.md).
    const values = {
      title: 'ژمارەی مۆبایلی نووسینگە: 0750 123 4567',
      address: 'ئیمەیڵی نووسینگەی هەولێر: info@roonaki.iq',
    };
    const [front] = await make(values);
    expect(await textOf(front!)).toEqual([values.title, values.address]);
    // Drawn left to right as a whole: in the line's glyphs as drawn (left to right), the
    // number reads 0750 123 4567; without the isolation it would read 4567 123 0750.
    const drawn = (text: string) =>
      layoutLine(cardFont('vazirmatn-regular').face, text, 'rtl')
        .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
        .join('');
    expect(drawn(isolateDigitGroups(values.title))).toMatch(/^0750 123 4567 :/u);
    expect(drawn(values.title)).toMatch(/^4567 123 0750 :/u);
  });

  it('reads Arabic back in logical order, lam-alef and Arabic-Indic digits included', async () => {
    const values = {
      name: 'علي حسن الجبوري',
      title: 'مدير المبيعات والتوصيل',
      address: 'بغداد، شارع فلسطين، بناية ٢٤',
      phone: '07701234567',
      shop: 'لا تتردد في الاتصال',
    };
    const [front, back] = await make(values);
    expect(await textOf(front!)).toEqual([values.name, values.title, values.phone, values.address]);
    expect(await textOf(back!)).toEqual([values.shop]);
  });

  it('reads English back as it was typed', async () => {
    const values = { name: 'Sara Karim', title: 'Sales Manager', email: 'sara@example.iq' };
    const [front] = await make(values);
    expect(await textOf(front!)).toEqual([values.name, values.title, values.email]);
  });

  it('embeds each font as a subset with a ToUnicode map', async () => {
    const [front] = await make({ name: 'ڕێبوار', email: 'a@b.iq' });
    const doc = await PDFDocument.load(front!);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((object) => String(object.get(PDFName.of('Subtype'))) === '/Type0');
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    for (const font of fonts) {
      expect(String(font.get(PDFName.of('BaseFont')))).toMatch(/^\/[A-Z]{6}\+Vazirmatn-/);
      expect(font.get(PDFName.of('ToUnicode'))).toBeDefined();
    }
    const listing = execFileSync('pdffonts', ['-'], { input: front! }).toString();
    const rows = listing.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBe(fonts.length);
    // pdffonts' "emb sub uni" columns: embedded, a subset, with a ToUnicode map.
    for (const row of rows) expect(row).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it('sets MediaBox = BleedBox at trim + bleed, with the TrimBox inside', async () => {
    const [front] = await make({ name: 'Sara' });
    const page = (await PDFDocument.load(front!)).getPage(0);
    const bleed = mmToPt(3);
    const full = { x: 0, y: 0, width: mmToPt(91), height: mmToPt(61) };
    for (const box of [page.getMediaBox(), page.getBleedBox()]) {
      expect(box.x).toBeCloseTo(full.x, 3);
      expect(box.y).toBeCloseTo(full.y, 3);
      expect(box.width).toBeCloseTo(full.width, 3);
      expect(box.height).toBeCloseTo(full.height, 3);
    }
    const trim = page.getTrimBox();
    expect(trim.x).toBeCloseTo(bleed, 3);
    expect(trim.y).toBeCloseTo(bleed, 3);
    expect(trim.width).toBeCloseTo(mmToPt(85), 3);
    expect(trim.height).toBeCloseTo(mmToPt(55), 3);
    // pdf.js reads the same page size.
    const viewed = await (await getDocument({ data: front!.slice() }).promise).getPage(1);
    expect(viewed.view[2]).toBeCloseTo(full.width, 2);
  });

  it('states its colours as sRGB (an output intent and DefaultRGB)', async () => {
    const [front] = await make({ name: 'Sara' });
    const doc = await PDFDocument.load(front!);
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'));
    expect(String(intents)).toContain('sRGB IEC61966-2.1');
    const resources = doc.getPage(0).node.Resources();
    expect(String(resources?.lookup(PDFName.of('ColorSpace')))).toContain('DefaultRGB');
  });

  it('draws the QR code as vector paths, no image', async () => {
    const [, back] = await make({ whatsapp: '0750 123 4567' });
    const page = await (await getDocument({ data: back!.slice() }).promise).getPage(1);
    const { fnArray } = await page.getOperatorList();
    const images = [OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject];
    expect(fnArray.some((op) => images.includes(op))).toBe(false);
    expect(fnArray.filter((op) => op === OPS.constructPath).length).toBeGreaterThan(0);
  });

  it('places a logo at its resolution, refusing one too small to print and a file that is no picture', async () => {
    const logo = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const id = '0f5c1a8e-3b1d-4c36-9f3e-6a2b4f1d2c11';
    const [front] = await make({ logo: id }, { [id]: logo });
    expect(front!.length).toBeGreaterThan(0);

    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const small = await makeCardPdfs({
      kind: 'card',
      template,
      values: { logo: id },
      files: { [id]: tiny },
    });
    expect(small).toMatchObject({
      ok: false,
      issues: [{ key: 'logo', error: { code: 'image_too_small', params: { minimum: 150 } } }],
    });
    const text = new TextEncoder().encode('not a picture');
    const notImage = await makeCardPdfs({
      kind: 'card',
      template,
      values: { logo: id },
      files: { [id]: text },
    });
    expect(notImage).toMatchObject({
      ok: false,
      issues: [{ key: 'logo', error: { code: 'not_an_image' } }],
    });
  });

  it('shrinks long text to its smallest size, then refuses it as not fitting', async () => {
    const long = 'ناوێکی زۆر درێژ کە لە شوێنی خۆیدا جێی نابێتەوە '.repeat(2).trim();
    const result = await makeCardPdfs({
      kind: 'card',
      template,
      values: { name: long },
      files: {},
    });
    expect(result).toMatchObject({
      ok: false,
      issues: [{ key: 'name', error: { code: 'text_does_not_fit', params: { minimum: 7 } } }],
    });
  });

  it('refuses a 100,000-character text and emoji before any font work, naming them', async () => {
    const started = performance.now();
    const hostile = await makeCardPdfs({
      kind: 'card',
      template,
      values: { name: 'ب'.repeat(100_000) },
      files: {},
    });
    expect(hostile).toMatchObject({
      ok: false,
      issues: [{ key: 'name', error: { code: 'too_long', params: { maximum: 120 } } }],
    });
    // The shared check stops it: no shaping of 100,000 letters (which takes seconds).
    expect(performance.now() - started).toBeLessThan(2_000);
    const emoji = await makeCardPdfs({
      kind: 'card',
      template,
      values: { name: 'ڕێبوار 👍🏽' },
      files: {},
    });
    expect(emoji).toMatchObject({
      ok: false,
      issues: [{ key: 'name', error: { code: 'emoji_not_allowed', params: { characters: '👍🏽' } } }],
    });
  });

  it('refuses one row too many of "many of one" and 100,000 characters on the wire', () => {
    const rows = Array.from({ length: MAX_CARD_BATCH_ROWS + 1 }, (_, i) => ({
      name: `Person ${i}`,
    }));
    const batch = cardBatchSchemaFor(template).safeParse(rows);
    expect(batch.success).toBe(false);
    expect(readFieldError(batch.error?.issues[0]?.message)).toEqual({
      code: 'too_many',
      params: { maximum: MAX_CARD_BATCH_ROWS, items: 'rows' },
    });
    expect(cardBatchSchemaFor(template).safeParse(rows.slice(0, MAX_CARD_BATCH_ROWS)).success).toBe(
      true,
    );
    const values = cardValuesSchemaFor(template).safeParse({ name: 'x'.repeat(100_000) });
    expect(readFieldError(values.error?.issues[0]?.message)).toEqual({
      code: 'too_long',
      params: { maximum: 2000 },
    });
  });

  it('checks that a font has every Sorani letter, and refuses one without them', () => {
    const require = createRequire(import.meta.url);
    const vazirmatn = readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'));
    expect(fontCoverageError(vazirmatn)).toBeUndefined();
    const latinOnly = readFileSync(
      require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
    );
    const refused = fontCoverageError(latinOnly);
    expect(refused?.code).toBe('font_missing_letters');
    for (const letter of ['ڕ', 'ڵ', 'ێ', 'ۆ', 'ە']) {
      expect(String(refused?.params?.characters)).toContain(letter);
    }
  });

  it('has the ascent and descent the shared layout rule sets lines by, in every card font', () => {
    for (const key of CARD_FONT_KEYS) {
      const { face } = cardFont(key);
      expect(face.ascent / face.unitsPerEm, key).toBe(CARD_FONT_METRICS.ascent);
      expect(-face.descent / face.unitsPerEm, key).toBe(CARD_FONT_METRICS.descent);
    }
  });
});

describe('the card child process', () => {
  afterAll(() => closeCardMaker());

  it('writes the card off the event loop and answers with its PDFs', async () => {
    const result: CardResult = await makeCardIsolated({
      template,
      values: { name: 'ڕێبوار ئەحمەد', whatsapp: '07501234567' },
      files: {},
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sides).toHaveLength(2);
    expect(await textOf(result.sides[0]!)).toEqual(['ڕێبوار ئەحمەد']);
  });

  it('kills a card that takes longer than its limit', async () => {
    // A 1 ms limit: the child cannot shape, subset and write a card in that time.
    const impatient = new FileInspector({ cpuMs: 1, wallClockMs: 60_000, heapMb: 256, queue: 2 });
    try {
      await expect(
        impatient.run({ kind: 'card', template, values: { name: 'ڕێبوار' }, files: {} }),
      ).rejects.toBeInstanceOf(TooComplexPdf);
    } finally {
      impatient.close();
    }
  });

  it('rasterises to a card whose Kurdish and Arabic read right to left (pdftoppm)', async () => {
    const [front] = await make({
      name: 'ڕێبوار ئەحمەد',
      title: 'مدير المبيعات',
      email: 'rebwar@chapkhana.iq',
      phone: '0750 123 4567',
    });
    const dir = mkdtempSync(join(tmpdir(), 'card-'));
    writeFileSync(join(dir, 'front.pdf'), front!);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', 'front.pdf', 'front'], {
      cwd: dir,
    });
    const { width, height } = await sharp(join(dir, 'front.png')).metadata();
    // 91 × 61 mm at 150 dpi.
    expect(Math.abs(width! - (91 / 25.4) * 150)).toBeLessThan(1);
    expect(Math.abs(height! - (61 / 25.4) * 150)).toBeLessThan(1);
    // The right-to-left name is set against the right edge of its box (start), so ink lies there.
    const { data, info } = await sharp(join(dir, 'front.png'))
      .extract({ left: 0, top: Math.round((9 / 25.4) * 150), width: width!, height: 40 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const inkColumns = [...Array(info.width).keys()].filter((x) =>
      [...Array(info.height).keys()].some((y) => (data[y * info.width + x] ?? 255) < 128),
    );
    expect(Math.max(...inkColumns)).toBeGreaterThan(width! * 0.8);
    expect(Math.min(...inkColumns)).toBeGreaterThan(width! * 0.3);
  });
});
