/**
 * PDF pages drawn in the browser by pdf.js (issue 40): the proof a customer approves is the print
 * file itself, drawn here, and a template's PDF background is drawn the same way in the preview.
 * pdf.js is the legacy build (older phones' browsers), loaded with its worker only when a page
 * needs it; nothing is evaluated from strings (the shop's CSP has no 'unsafe-eval').
 */
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

type PdfJs = typeof PdfJsModule;

let pdfjs: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(
    ([library, worker]) => {
      library.GlobalWorkerOptions.workerSrc = worker.default;
      return library;
    },
    (error: unknown) => {
      pdfjs = null;
      throw error;
    },
  );
  return pdfjs;
}

/** Opens a PDF from the shop (same origin, the reader's cookie). */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const library = await loadPdfJs();
  return library.getDocument({
    url,
    withCredentials: true,
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
  }).promise;
}

/** Draws page `number` (from 1) of `pdf` on a new canvas `widthPx` wide (before the screen's pixel ratio). */
export async function drawPdfPage(
  pdf: PDFDocumentProxy,
  number: number,
  widthPx: number,
): Promise<HTMLCanvasElement> {
  const page = await pdf.getPage(number);
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: widthPx / unscaled.width });
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  await page.render({ canvas, viewport }).promise;
  return canvas;
}
