/**
 * Page thumbnails of print files (artwork and proofs) with the trim drawn over: a dashed line
 * where the job is cut and the bleed beyond it shaded. PDFs are drawn by pdf.js (legacy build,
 * for Node) onto @napi-rs/canvas (prebuilt, no system packages); pictures are shrunk by sharp.
 *
 * A customer's file is hostile (docs/design.md §17): this runs only in the inspector's child
 * process (lib/file-inspector.ts, `renderPreviewIsolated`), which is killed past its time and
 * heap limits. Here the work is bounded too: at most PREVIEW_MAX_PAGES pages are drawn, each
 * at most PREVIEW_MAX_SIDE_PX a side whatever the page size says, and pictures inside a PDF
 * larger than MAX_IMAGE_PIXELS are not decoded.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { ArtworkExpectation } from '@chapkhana/shared/print';
import { PREVIEW_MAX_PAGES } from '@chapkhana/shared/print-rules';

/** The longest side of a thumbnail, in pixels (shown at about half that, sharp on 2× screens). */
export const PREVIEW_MAX_SIDE_PX = 480;
/** Pictures inside a PDF with more pixels than this are left out of the thumbnail. */
const MAX_IMAGE_PIXELS = 64 * 1024 * 1024;
/** As preflight-picture.ts: a picture larger than this is not decoded. */
const MAX_PICTURE_PIXELS = 268_402_689;
const MM_PER_PT = 25.4 / 72;

export interface RenderedPage {
  page: number;
  width: number;
  height: number;
  image: Uint8Array;
}

export interface RenderedPreview {
  /** Pages in the file (a picture has one). */
  pages: number;
  /** The first pages (at most PREVIEW_MAX_PAGES), WebP. */
  rendered: RenderedPage[];
}

interface Size {
  width: number;
  height: number;
}

/** The trim in the page's pixels: the spec's trim centred on the page, turned to the page's way round. */
export function trimRectOf(
  pagePx: Size,
  pageMm: Size,
  spec: Pick<ArtworkExpectation, 'trim' | 'bleedMm'> | null,
): { x: number; y: number; width: number; height: number } | null {
  if (!spec || pageMm.width <= 0 || pageMm.height <= 0) return null;
  let { widthMm, heightMm } = spec.trim;
  if (pageMm.width > pageMm.height !== widthMm > heightMm && widthMm !== heightMm) {
    [widthMm, heightMm] = [heightMm, widthMm];
  }
  const pxPerMmX = pagePx.width / pageMm.width;
  const pxPerMmY = pagePx.height / pageMm.height;
  const width = Math.min(pagePx.width, widthMm * pxPerMmX);
  const height = Math.min(pagePx.height, heightMm * pxPerMmY);
  return { x: (pagePx.width - width) / 2, y: (pagePx.height - height) / 2, width, height };
}

/** Shades what lies outside the trim (the bleed, cut away) and draws the cut as a dashed line. */
function drawTrim(context: SKRSContext2D, pagePx: Size, trim: ReturnType<typeof trimRectOf>): void {
  if (!trim) return;
  context.save();
  context.fillStyle = 'rgba(220, 38, 38, 0.28)';
  context.beginPath();
  context.rect(0, 0, pagePx.width, pagePx.height);
  context.rect(trim.x, trim.y, trim.width, trim.height);
  context.fill('evenodd');
  context.strokeStyle = '#b91c1c';
  context.lineWidth = 2;
  context.setLineDash([8, 5]);
  const inset = 1; // The line stays inside the picture when the trim is the page's edge.
  context.strokeRect(
    Math.max(inset, trim.x),
    Math.max(inset, trim.y),
    Math.min(pagePx.width - 2 * inset, trim.width),
    Math.min(pagePx.height - 2 * inset, trim.height),
  );
  context.restore();
}

const fitting = (size: Size): Size => {
  const scale = Math.min(PREVIEW_MAX_SIDE_PX / size.width, PREVIEW_MAX_SIDE_PX / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
};

type PdfJs = typeof PdfJsModule;
let pdfjs: PdfJs | null = null;
const pdfjsDir = () =>
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function renderPdf(file: Buffer, spec: ArtworkExpectation | null): Promise<RenderedPreview> {
  pdfjs ??= await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(file),
    standardFontDataUrl: `${pathToFileURL(path.join(pdfjsDir(), 'standard_fonts')).href}/`,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  try {
    const rendered: RenderedPage[] = [];
    for (let number = 1; number <= Math.min(document.numPages, PREVIEW_MAX_PAGES); number++) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const size = fitting(natural);
      const viewport = page.getViewport({ scale: size.width / natural.width });
      const canvas = createCanvas(size.width, size.height);
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
      // @napi-rs/canvas stands in for the browser's canvas, which pdf.js's types name.
      const target = { canvas, canvasContext: context, viewport };
      await page.render(target as unknown as Parameters<typeof page.render>[0]).promise;
      const pageMm = { width: natural.width * MM_PER_PT, height: natural.height * MM_PER_PT };
      drawTrim(context, size, trimRectOf(size, pageMm, spec));
      rendered.push({ page: number, ...size, image: await canvas.encode('webp', 85) });
      page.cleanup();
    }
    return { pages: document.numPages, rendered };
  } finally {
    await document.destroy();
  }
}

async function renderPicture(
  file: Buffer,
  spec: ArtworkExpectation | null,
): Promise<RenderedPreview> {
  const { data, info } = await sharp(file, {
    limitInputPixels: MAX_PICTURE_PIXELS,
    failOn: 'truncated',
    sequentialRead: true,
  })
    .resize(PREVIEW_MAX_SIDE_PX, PREVIEW_MAX_SIDE_PX, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  const canvas = createCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.drawImage(await loadImage(data), 0, 0, size.width, size.height);
  // A picture has no size of its own: it is the page scaled to the expected width with bleed.
  let trim = null;
  if (spec) {
    const landscape = size.width > size.height;
    const long = Math.max(spec.trim.widthMm, spec.trim.heightMm) + 2 * spec.bleedMm;
    const short = Math.min(spec.trim.widthMm, spec.trim.heightMm) + 2 * spec.bleedMm;
    const widthMm = landscape ? long : short;
    trim = trimRectOf(size, { width: widthMm, height: widthMm * (size.height / size.width) }, spec);
  }
  drawTrim(context, size, trim);
  return { pages: 1, rendered: [{ page: 1, ...size, image: await canvas.encode('webp', 85) }] };
}

/** Draws the first pages of `file`; throws when it cannot be read. */
export function renderPreview(
  kind: 'pdf' | 'picture',
  file: Buffer,
  spec: ArtworkExpectation | null,
): Promise<RenderedPreview> {
  return kind === 'pdf' ? renderPdf(file, spec) : renderPicture(file, spec);
}
