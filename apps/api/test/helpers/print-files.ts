/**
 * Sample print files for the preflight, the artwork routes and the end-to-end specs: real PDFs
 * made by pdf-lib and real pictures made by sharp, of the sizes, resolutions and colour modes a
 * test asks for.
 */
import { createDeflate } from 'node:zlib';
import { cmyk, PDFDocument, PDFName, PDFRawStream, PDFString, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** PDF points per millimetre (1 pt = 1/72 in). */
const PT_PER_MM = 72 / 25.4;

export interface PdfImage {
  widthPx: number;
  heightPx: number;
  /** The size the picture is drawn at on the page. */
  drawnWidthMm: number;
  drawnHeightMm: number;
  /** A CMYK JPEG (DeviceCMYK) instead of an sRGB one (DeviceRGB). */
  cmyk?: boolean;
}

export interface PdfOfSize {
  /** The page size (or, with `withTrimBox`, the trim size). */
  widthMm: number;
  heightMm: number;
  pages?: number;
  /**
   * Lay the page out as a print program exports it: `widthMm × heightMm` is the TrimBox, the
   * BleedBox extends `bleedMm` past it (3 by default) and the MediaBox `slugMm` further (5 by
   * default, where crop marks go).
   */
  withTrimBox?: boolean | { bleedMm?: number; slugMm?: number };
  /** A picture drawn on every page (from the lower-left corner of the trim). */
  image?: PdfImage;
  /** Text in an RGB colour on every page; without it the page only carries a CMYK background. */
  rgbText?: boolean;
  /** Draw the picture inside a form XObject (as placed PDFs and some exporters do). */
  imageInForm?: boolean;
  /**
   * State an output intent (the print condition), with a 3-channel profile stream as PDF/X does,
   * or (`'without-profile'`) naming a condition but carrying no profile.
   */
  outputIntent?: 'with-profile' | 'without-profile';
}

/** A PDF of the given page size: a CMYK background over the whole page, and what else is asked. */
export async function pdfOfSize(options: PdfOfSize): Promise<Buffer> {
  const { widthMm, heightMm, pages = 1, image, rgbText = false, imageInForm = false } = options;
  const boxes =
    options.withTrimBox === undefined || options.withTrimBox === false
      ? null
      : {
          bleedMm: options.withTrimBox === true ? 3 : (options.withTrimBox.bleedMm ?? 3),
          slugMm: options.withTrimBox === true ? 5 : (options.withTrimBox.slugMm ?? 5),
        };
  const margin = boxes ? (boxes.bleedMm + boxes.slugMm) * PT_PER_MM : 0;
  const trimW = widthMm * PT_PER_MM;
  const trimH = heightMm * PT_PER_MM;

  const doc = await PDFDocument.create();
  const picture =
    image && !imageInForm
      ? await doc.embedJpg(await jpegOfSize(image.widthPx, image.heightPx, { cmyk: image.cmyk }))
      : null;
  const font = rgbText ? await doc.embedFont(StandardFonts.Helvetica) : null;
  const form =
    image && imageInForm ? (await doc.embedPdf(await pdfHoldingPicture(image)))[0] : null;

  for (let n = 0; n < pages; n++) {
    const page = doc.addPage([trimW + 2 * margin, trimH + 2 * margin]);
    if (boxes) {
      const bleed = boxes.bleedMm * PT_PER_MM;
      page.setTrimBox(margin, margin, trimW, trimH);
      page.setBleedBox(margin - bleed, margin - bleed, trimW + 2 * bleed, trimH + 2 * bleed);
    }
    page.drawRectangle({
      x: 0,
      y: 0,
      width: page.getWidth(),
      height: page.getHeight(),
      color: cmyk(0, 0.1, 0.3, 0),
    });
    if (image) {
      const size = {
        width: image.drawnWidthMm * PT_PER_MM,
        height: image.drawnHeightMm * PT_PER_MM,
      };
      if (form) page.drawPage(form, { x: margin, y: margin, ...size });
      if (picture) page.drawImage(picture, { x: margin, y: margin, ...size });
    }
    if (font) {
      page.drawText(`Page ${n + 1}`, {
        x: margin + 5,
        y: margin + 5,
        size: 8,
        font,
        color: rgb(0.8, 0.1, 0.1),
      });
    }
  }
  if (options.outputIntent) {
    const intent = doc.context.obj({
      Type: 'OutputIntent',
      S: 'GTS_PDFX',
      OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
      ...(options.outputIntent === 'with-profile'
        ? {
            DestOutputProfile: doc.context.register(
              doc.context.stream(new Uint8Array(128), { N: 3 }),
            ),
          }
        : {}),
    });
    doc.catalog.set(PDFName.of('OutputIntents'), doc.context.obj([intent]));
  }
  return Buffer.from(await doc.save());
}

/** A one-page PDF holding only the picture at its drawn size (embedded elsewhere as a form XObject). */
async function pdfHoldingPicture(image: PdfImage): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([image.drawnWidthMm * PT_PER_MM, image.drawnHeightMm * PT_PER_MM]);
  const picture = await doc.embedJpg(
    await jpegOfSize(image.widthPx, image.heightPx, { cmyk: image.cmyk }),
  );
  page.drawImage(picture, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return doc.save();
}

/** A PNG of the given pixel size (sRGB, a soft gradient-free orange). */
export function pngOfSize(widthPx: number, heightPx: number): Promise<Buffer> {
  return sharp({ create: { width: widthPx, height: heightPx, channels: 3, background: '#e67e22' } })
    .png()
    .toBuffer();
}

/** A JPEG of the given pixel size, sRGB or CMYK. */
export function jpegOfSize(
  widthPx: number,
  heightPx: number,
  options: { cmyk?: boolean } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width: widthPx, height: heightPx, channels: 3, background: '#2980b9' },
  });
  return (options.cmyk ? image.toColourspace('cmyk') : image).jpeg({ quality: 80 }).toBuffer();
}

/** An encrypted-looking PDF: a real PDF whose trailer names an /Encrypt dictionary. */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -4 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * A PNG whose header claims `width × height` pixels over a tiny body: a decompression bomb's
 * shape (the preflight must refuse it without decoding it).
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small PDF carrying an object stream that inflates to `decodedMb` megabytes of spaces (a
 * decompression bomb pdf-lib would inflate whole while parsing).
 */
export async function pdfWithObjectStreamBomb(decodedMb: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([258, 173]);
  const parts: Buffer[] = [];
  const deflate = createDeflate({ level: 9 });
  deflate.on('data', (part: Buffer) => parts.push(part));
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let n = 0; n < decodedMb; n++) deflate.write(megabyte);
  await new Promise((resolve) => deflate.end(resolve));
  const body = Buffer.concat(parts);
  const dict = doc.context.obj({ Type: 'ObjStm', N: 1, First: 0, Filter: 'FlateDecode' });
  doc.context.register(PDFRawStream.of(dict, body));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
