/**
 * Small PDFs that ask for far more work than their size (the outside review's files, made
 * here): content drawn again and again through form XObjects, object streams that inflate to
 * gigabytes, nesting that sends a parser into its recovery, and files carrying scripts.
 */
import { deflateSync } from 'node:zlib';
import { type PDFDict, PDFDocument, PDFName, type PDFRef, PDFString } from 'pdf-lib';

/** `megabytes` MiB of content that is only numbers (operands of no operator). */
const numbers = (megabytes: number) => Buffer.alloc(megabytes * 1024 * 1024, '1 ');

async function pageDrawing(
  build: (doc: PDFDocument) => { content: string; forms: Record<string, PDFRef> },
) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([258, 173]);
  const { content, forms } = build(doc);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(content)));
  page.node.set(PDFName.of('Resources'), doc.context.obj({ XObject: forms }));
  return doc;
}

/** A form whose content is `megabytes` of numbers followed by `tail`. */
function form(doc: PDFDocument, megabytes: number, tail: string, resources?: PDFDict): PDFRef {
  const content = Buffer.concat([numbers(megabytes), Buffer.from(`\n${tail}`)]);
  const dict = {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, 10, 10],
    ...(resources ? { Resources: resources } : {}),
  };
  return doc.context.register(doc.context.flateStream(content, dict));
}

/** One form of `formMb` MiB drawn `draws` times by the page (1.7 KB for 1 MiB and 100 draws). */
export async function pdfDrawingOneFormOften(formMb: number, draws: number): Promise<Buffer> {
  const doc = await pageDrawing((d) => ({
    content: '/F Do\n'.repeat(draws),
    forms: { F: form(d, formMb, '') },
  }));
  return Buffer.from(await doc.save());
}

/** Forms `depth` deep, each of `formMb` MiB drawing the next `draws` times (draws^depth reads). */
export async function pdfOfNestedForms(
  depth: number,
  draws: number,
  formMb: number,
): Promise<Buffer> {
  const doc = await pageDrawing((d) => {
    let inner: PDFRef | null = null;
    for (let level = depth; level >= 1; level--) {
      inner = form(
        d,
        formMb,
        inner ? '/F Do\n'.repeat(draws) : '',
        inner ? d.context.obj({ XObject: { F: inner } }) : undefined,
      );
    }
    return { content: '/F Do\n'.repeat(draws), forms: { F: inner as PDFRef } };
  });
  return Buffer.from(await doc.save());
}

/** `count` object streams, each inflating to `decodedMb` MiB (20 × 64 MiB is 1.3 GB). */
export async function pdfWithManyObjectStreams(count: number, decodedMb: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([258, 173]);
  const body = deflateSync(Buffer.alloc(decodedMb * 1024 * 1024, 0x20), { level: 9 });
  for (let n = 0; n < count; n++) {
    const dict = { Type: 'ObjStm', N: 1, First: 0, Filter: 'FlateDecode' };
    doc.context.register(doc.context.stream(body, dict));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A header followed by `megabytes` MiB of `[` (pdf-lib's recovery walks it byte by byte). */
export function pdfOfBrackets(megabytes: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(megabytes * 1024 * 1024, '[')]);
}

/** A real card-sized PDF that runs a script on opening, launches a program and carries an .exe. */
export async function pdfWithActiveContent(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([258, 173]);
  const { context, catalog } = doc;
  catalog.set(
    PDFName.of('OpenAction'),
    context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  );
  const launch = context.register(
    context.obj({ S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\calc.exe') }),
  );
  catalog.set(PDFName.of('AA'), context.obj({ WC: launch }));
  const file = context.register(
    context.stream(Buffer.from('MZ not really a program'), { Type: 'EmbeddedFile' }),
  );
  const spec = context.register(
    context.obj({ Type: 'Filespec', F: PDFString.of('setup.exe'), EF: { F: file } }),
  );
  catalog.set(
    PDFName.of('Names'),
    context.obj({ EmbeddedFiles: { Names: [PDFString.of('setup.exe'), spec] } }),
  );
  return Buffer.from(await doc.save());
}

/**
 * One page whose content stream inflates to `megabytes` MiB of strokes (a few hundred KB of
 * file): millions of lines a renderer draws one by one.
 */
export async function pdfOfEndlessStrokes(megabytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([258, 173]);
  const strokes = Buffer.alloc(megabytes * 1024 * 1024, '0 0 m 258 173 l S\n');
  const content = deflateSync(strokes, { level: 9 });
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream(content, { Filter: 'FlateDecode' })),
  );
  return Buffer.from(await doc.save());
}
