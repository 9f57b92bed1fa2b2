/**
 * Preflight of a customer's print file (docs/design.md §9, §13): what the file is (by its bytes, never
 * its name), how many pages it has, and what a print house would say of it, as findings the
 * clients translate (`preflight.<code>`, whose sentences name the `params` given here). A
 * finding of severity `error` refuses the file.
 *
 * Page size: a PDF page is its TrimBox with the bleed around it (BleedBox) when it sets one,
 * else its CropBox or MediaBox, and must be the trim plus the bleed on each side (either way
 * round). A picture has no size of its own (its density is whatever the camera or program
 * wrote), so it is the "page" scaled to the expected width and only its proportions are
 * checked. A page of the bare trim is a `no_bleed` warning: it prints, with a risk of a white
 * edge.
 *
 * Page count: a PDF must have one page per printed side. A single picture for a two-sided job
 * is only a warning asking for the back as a second file (`picture_back_missing`); a PDF is the
 * whole job, so its page count is an error.
 *
 * A wrong page size is said once per size: all pages (`page_size_wrong_all`), a list of pages
 * (`pages_size_wrong`) or one page (`page_size_wrong`).
 *
 * Resolution: a picture's pixels over the expected size in inches (the smaller axis); a PDF's
 * pictures at the size the page content really draws them (the lowest one counts). A PDF of
 * only vector content has no resolution finding.
 *
 * Colour: CMYK (or spot colours) is ready; RGB is a warning unless the file states the profile
 * its colours are meant in (an output intent, as PDF/X asks); greyscale says nothing.
 */
import type { ArtworkExpectation, PreflightFinding } from '@chapkhana/shared/print';
import { artworkDpiFor } from '@chapkhana/shared/print';
import { ARTWORK_SIZE_TOLERANCE_MM } from '@chapkhana/shared/print-rules';
import { MAX_ARTWORK_BYTES } from '@chapkhana/shared/print-rules';
import { type Inspection, inspectIsolated, PreflightBusy } from './file-inspector';
import { type PdfPageBoxes, type SizeMm, TooComplexPdf } from './preflight-pdf';

export type PrintFileType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** What the file is checked against: the trim of the chosen size, its bleed, sides and resolutions. */
export type { ArtworkExpectation } from '@chapkhana/shared/print';

export interface PreflightResult {
  /** Null when the file is not a print file at all. */
  mimeType: PrintFileType | null;
  pages: number;
  findings: PreflightFinding[];
  /** Whether a finding refuses the file. */
  refused: boolean;
}

/** At most this many page size findings, one per wrong size. */
const MAX_PAGE_FINDINGS = 4;
const MM_PER_INCH = 25.4;

/** The print file type of `file` by its first bytes, or null. */
export function printFileType(file: Buffer): PrintFileType | null {
  if (file.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * Checks `file` against `expect` (null: a product without an artwork spec, only the type is
 * checked). The file is read in the inspector's child process (lib/file-inspector.ts), never on
 * the event loop; this rejects with PreflightBusy when too many files wait there.
 */
export async function preflightArtwork(
  file: Buffer,
  expect: ArtworkExpectation | null,
): Promise<PreflightResult> {
  const mimeType = printFileType(file);
  if (file.length > MAX_ARTWORK_BYTES) {
    const maxMb = Math.round(MAX_ARTWORK_BYTES / (1024 * 1024));
    return refusal(mimeType, { code: 'file_too_large', severity: 'error', params: { maxMb } });
  }
  if (!mimeType) {
    return refusal(null, { code: 'not_a_print_file', severity: 'error', params: {} });
  }
  let inspection: Inspection;
  try {
    inspection = await inspectIsolated(mimeType === 'application/pdf' ? 'pdf' : 'picture', file);
  } catch (error) {
    if (error instanceof PreflightBusy) throw error;
    // Past a budget or the time limit: the customer is asked for a simpler (flattened) export.
    if (error instanceof TooComplexPdf) {
      return refusal(mimeType, { code: 'file_too_complex', severity: 'error', params: {} });
    }
    // Damaged, truncated, encrypted or too many pixels: the customer is asked for a new export.
    return refusal(mimeType, { code: 'file_unreadable', severity: 'error', params: {} });
  }
  const pages = inspection.kind === 'pdf' ? inspection.pages : 1;
  const findings = expect ? checks(inspection, expect) : [];
  // Scripts, actions and attached files are never printed: said whatever the product.
  if (inspection.kind === 'pdf' && inspection.activeContent.length > 0) {
    findings.push({
      code: 'pdf_active_content',
      severity: 'warning',
      params: { kinds: inspection.activeContent.join(', ') },
    });
  }
  return {
    mimeType,
    pages,
    findings,
    refused: findings.some((f) => f.severity === 'error'),
  };
}

function refusal(mimeType: PrintFileType | null, finding: PreflightFinding): PreflightResult {
  return { mimeType, pages: 0, findings: [finding], refused: true };
}

function checks(inspection: Inspection, expect: ArtworkExpectation): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  const expected: SizeMm = {
    widthMm: expect.trim.widthMm + 2 * expect.bleedMm,
    heightMm: expect.trim.heightMm + 2 * expect.bleedMm,
  };
  const sizeParams = {
    expectedWidthMm: mm(expected.widthMm),
    expectedHeightMm: mm(expected.heightMm),
    trimWidthMm: mm(expect.trim.widthMm),
    trimHeightMm: mm(expect.trim.heightMm),
    bleedMm: mm(expect.bleedMm),
  };

  // Page size.
  const verdicts =
    inspection.kind === 'pdf'
      ? inspection.boxes.map((boxes) => pdfPageVerdict(boxes, expect, expected))
      : [pictureVerdict(inspection, expect, expected)];
  const wrong = verdicts
    .map((verdict, index) => ({ verdict, page: index + 1 }))
    .filter((v) => v.verdict.fit === 'wrong');
  const pageCount = inspection.kind === 'pdf' ? inspection.pages : 1;
  findings.push(...pageSizeFindings(wrong, pageCount, sizeParams));
  if (verdicts.some((v) => v.fit === 'no_bleed')) {
    findings.push({
      code: 'no_bleed',
      severity: 'warning',
      params: { bleedMm: mm(expect.bleedMm) },
    });
  } else if (wrong.length === 0) {
    const first = verdicts[0];
    const size = first ? oriented(expected, first.size) : expected;
    findings.push({
      code: 'page_size_ok',
      severity: 'info',
      params: { widthMm: mm(size.widthMm), heightMm: mm(size.heightMm) },
    });
  }

  // Page count.
  if (inspection.kind === 'picture' && expect.sides === 2) {
    // The back may follow as a second file of the same job.
    findings.push({ code: 'picture_back_missing', severity: 'warning', params: {} });
  } else if (pageCount !== expect.sides) {
    // `count` picks the sentence's plural form (Arabic has six); `pages` is what older findings carry.
    findings.push({
      code: 'page_count_wrong',
      severity: 'error',
      params: { pages: pageCount, sides: expect.sides, count: pageCount },
    });
  }

  // Resolution.
  const dpis =
    inspection.kind === 'pdf' ? inspection.imageDpis : [pictureDpi(inspection, expected)];
  if (dpis.length > 0) {
    const dpi = Math.round(Math.min(...dpis));
    // The product's resolutions, or those print houses accept at its size.
    const { minDpi, warnDpi } = artworkDpiFor(expect);
    if (dpi < minDpi) {
      findings.push({
        code: 'resolution_too_low',
        severity: 'error',
        params: { dpi, min: minDpi },
      });
    } else if (dpi < warnDpi) {
      findings.push({
        code: 'resolution_low',
        severity: 'warning',
        params: { dpi, recommended: warnDpi },
      });
    } else {
      findings.push({ code: 'resolution_ok', severity: 'info', params: { dpi } });
    }
  }

  // Colour.
  if (inspection.colour.rgb) {
    findings.push(
      inspection.colour.profiled
        ? { code: 'colour_rgb_profiled', severity: 'info', params: {} }
        : { code: 'colour_rgb', severity: 'warning', params: {} },
    );
  } else if (inspection.colour.cmyk) {
    findings.push({ code: 'colour_cmyk', severity: 'info', params: {} });
  }
  return findings;
}

/**
 * The `page_size_wrong` findings of the `wrong` pages of a file of `pageCount` pages: one per
 * size (pages of one size together), at most MAX_PAGE_FINDINGS, so that a 12-page A4 file is
 * one sentence, not twelve.
 */
function pageSizeFindings(
  wrong: { verdict: Verdict; page: number }[],
  pageCount: number,
  sizeParams: Record<string, number>,
): PreflightFinding[] {
  const bySize = new Map<string, { size: SizeMm; pages: number[] }>();
  for (const { verdict, page } of wrong) {
    const size = { widthMm: mm(verdict.size.widthMm), heightMm: mm(verdict.size.heightMm) };
    const key = `${size.widthMm}x${size.heightMm}`;
    const group = bySize.get(key) ?? { size, pages: [] };
    group.pages.push(page);
    bySize.set(key, group);
  }
  return [...bySize.values()]
    .slice(0, MAX_PAGE_FINDINGS)
    .map(({ size, pages }): PreflightFinding => {
      const params = { ...size, ...sizeParams };
      const [page] = pages;
      if (pages.length === 1 && page) {
        return { code: 'page_size_wrong', severity: 'error', params: { page, ...params } };
      }
      if (pages.length === pageCount) {
        return { code: 'page_size_wrong_all', severity: 'error', params: { pageCount, ...params } };
      }
      return {
        code: 'pages_size_wrong',
        severity: 'error',
        params: { pageCount: pages.length, pageList: pageRanges(pages), ...params },
      };
    });
}

/** Ascending page numbers as ranges: [1, 2, 3, 6] → "1–3, 6". */
function pageRanges(pages: number[]): string {
  const ranges: string[] = [];
  pages.forEach((page, i) => {
    if (pages[i + 1] === page + 1) return;
    const start = firstOfRun(pages, i);
    ranges.push(start === page ? `${page}` : `${start}–${page}`);
  });
  return ranges.join(', ');
}

/** The first page of the run of consecutive pages ending at `pages[end]`. */
function firstOfRun(pages: number[], end: number): number {
  let i = end;
  while (i > 0 && pages[i - 1] === (pages[i] ?? 0) - 1) i--;
  return pages[i] ?? 0;
}

interface Verdict {
  fit: 'ok' | 'no_bleed' | 'wrong';
  /** The page's size as the customer knows it (for the `page_size_wrong` sentence). */
  size: SizeMm;
}

function pdfPageVerdict(
  boxes: PdfPageBoxes,
  expect: ArtworkExpectation,
  expected: SizeMm,
): Verdict {
  const { outer, trim, bleedMarginMm } = boxes;
  if (fits(outer, expected)) return { fit: 'ok', size: outer };
  if (trim && fits(trim, expect.trim)) {
    // The TrimBox is right; what matters is how far the artwork reaches past it.
    const enough = (bleedMarginMm ?? 0) >= expect.bleedMm - ARTWORK_SIZE_TOLERANCE_MM;
    return { fit: enough ? 'ok' : 'no_bleed', size: outer };
  }
  // A TrimBox drawn around the whole page (bleed included) still describes the right page.
  if (trim && fits(trim, expected)) return { fit: 'ok', size: trim };
  if (fits(outer, expect.trim)) return { fit: 'no_bleed', size: outer };
  return { fit: 'wrong', size: trim ?? outer };
}

/** A picture scaled to the expected width (in its own orientation): only its proportions count. */
function pictureVerdict(
  picture: { widthPx: number; heightPx: number },
  expect: ArtworkExpectation,
  expected: SizeMm,
): Verdict {
  const pixels = { widthMm: picture.widthPx, heightMm: picture.heightPx };
  const scaledTo = (target: SizeMm): SizeMm => {
    const { widthMm } = oriented(target, pixels);
    return { widthMm, heightMm: (picture.heightPx * widthMm) / picture.widthPx };
  };
  const asExpected = scaledTo(expected);
  if (fits(asExpected, expected)) return { fit: 'ok', size: asExpected };
  if (fits(scaledTo(expect.trim), expect.trim)) return { fit: 'no_bleed', size: asExpected };
  return { fit: 'wrong', size: asExpected };
}

/** Pixels per inch when the picture covers the expected size (the smaller axis decides). */
function pictureDpi(picture: { widthPx: number; heightPx: number }, expected: SizeMm): number {
  const size = oriented(expected, { widthMm: picture.widthPx, heightMm: picture.heightPx });
  return Math.min(
    picture.widthPx / (size.widthMm / MM_PER_INCH),
    picture.heightPx / (size.heightMm / MM_PER_INCH),
  );
}

/** Whether `page` is `target` within the tolerance, either way round. */
function fits(page: SizeMm, target: SizeMm): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= ARTWORK_SIZE_TOLERANCE_MM;
  return (
    (near(page.widthMm, target.widthMm) && near(page.heightMm, target.heightMm)) ||
    (near(page.widthMm, target.heightMm) && near(page.heightMm, target.widthMm))
  );
}

/** `size` turned to the orientation (landscape or portrait) of `like` (as it is when `like` is square). */
function oriented(size: SizeMm, like: SizeMm): SizeMm {
  if (like.widthMm === like.heightMm) return size;
  const landscape = like.widthMm > like.heightMm;
  const long = Math.max(size.widthMm, size.heightMm);
  const short = Math.min(size.widthMm, size.heightMm);
  return landscape ? { widthMm: long, heightMm: short } : { widthMm: short, heightMm: long };
}

/** Millimetres to one decimal. */
function mm(value: number): number {
  return Math.round(value * 10) / 10;
}
