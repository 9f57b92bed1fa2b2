import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PreflightFinding } from '@chapkhana/shared/print';
import { MAX_ARTWORK_BYTES } from '@chapkhana/shared/print-rules';
import { type ArtworkExpectation, preflightArtwork } from '../src/lib/preflight';
import {
  encryptedPdf,
  jpegOfSize,
  pdfOfSize,
  pdfWithObjectStreamBomb,
  pngHeaderClaiming,
  pngOfSize,
} from './helpers/print-files';

/** A business card: 85 × 55 mm trim with 3 mm bleed, so the file should be 91 × 61 mm. */
const card: ArtworkExpectation = { trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 1 };
const twoSided: ArtworkExpectation = { ...card, sides: 2 };
/** The figures every page size sentence of the card names. */
const cardSizes = {
  expectedWidthMm: 91,
  expectedHeightMm: 61,
  trimWidthMm: 85,
  trimHeightMm: 55,
  bleedMm: 3,
};

/** Pixels for `dpi` over the 91 × 61 mm card with bleed. */
const px = (mm: number, dpi: number) => Math.round((mm / 25.4) * dpi);

/** One PDF of the pages of `files`, in order. */
async function joinedPdf(files: Buffer[]): Promise<Buffer> {
  const joined = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(file);
    for (const page of await joined.copyPages(source, source.getPageIndices())) {
      joined.addPage(page);
    }
  }
  return Buffer.from(await joined.save());
}

const codes = (findings: PreflightFinding[]) => findings.map((f) => `${f.code}:${f.severity}`);
const finding = (findings: PreflightFinding[], code: string) =>
  findings.find((f) => f.code === code);

describe('preflight of a PDF', () => {
  it('passes a 91 × 61 mm one-page CMYK PDF of the card with bleed', async () => {
    const result = await preflightArtwork(await pdfOfSize({ widthMm: 91, heightMm: 61 }), card);
    expect(result).toMatchObject({ mimeType: 'application/pdf', pages: 1, refused: false });
    expect(codes(result.findings)).toEqual(['page_size_ok:info', 'colour_cmyk:info']);
    expect(finding(result.findings, 'page_size_ok')?.params).toEqual({ widthMm: 91, heightMm: 61 });
  });

  it('refuses an A4 page with the figures the sentence names', async () => {
    const result = await preflightArtwork(await pdfOfSize({ widthMm: 210, heightMm: 297 }), card);
    expect(result.refused).toBe(true);
    expect(finding(result.findings, 'page_size_wrong')).toEqual({
      code: 'page_size_wrong',
      severity: 'error',
      params: {
        page: 1,
        widthMm: 210,
        heightMm: 297,
        expectedWidthMm: 91,
        expectedHeightMm: 61,
        trimWidthMm: 85,
        trimHeightMm: 55,
        bleedMm: 3,
      },
    });
    expect(finding(result.findings, 'page_size_ok')).toBeUndefined();
  });

  it('says once that all 12 pages are A4, not one sentence per page', async () => {
    const result = await preflightArtwork(
      await pdfOfSize({ widthMm: 210, heightMm: 297, pages: 12 }),
      card,
    );
    expect(result.refused).toBe(true);
    expect(result.findings.filter((f) => f.code.startsWith('page'))).toEqual([
      {
        code: 'page_size_wrong_all',
        severity: 'error',
        params: { pageCount: 12, widthMm: 210, heightMm: 297, ...cardSizes },
      },
      { code: 'page_count_wrong', severity: 'error', params: { pages: 12, sides: 1, count: 12 } },
    ]);
  });

  it('groups pages of different wrong sizes by size', async () => {
    const file = await joinedPdf([
      await pdfOfSize({ widthMm: 210, heightMm: 297, pages: 3 }),
      await pdfOfSize({ widthMm: 148, heightMm: 210 }),
      await pdfOfSize({ widthMm: 91, heightMm: 61 }),
      await pdfOfSize({ widthMm: 210, heightMm: 297 }),
    ]);
    const result = await preflightArtwork(file, card);
    expect(result.findings.filter((f) => f.code.includes('size'))).toEqual([
      {
        code: 'pages_size_wrong',
        severity: 'error',
        params: expect.objectContaining({
          pageCount: 4,
          pageList: '1–3, 6',
          widthMm: 210,
          heightMm: 297,
          ...cardSizes,
        }),
      },
      {
        code: 'page_size_wrong',
        severity: 'error',
        params: expect.objectContaining({ page: 4, widthMm: 148, heightMm: 210, ...cardSizes }),
      },
    ]);
  });

  it('keeps a page of the bare trim with a no-bleed warning', async () => {
    const result = await preflightArtwork(await pdfOfSize({ widthMm: 85, heightMm: 55 }), card);
    expect(result.refused).toBe(false);
    expect(finding(result.findings, 'no_bleed')).toEqual({
      code: 'no_bleed',
      severity: 'warning',
      params: { bleedMm: 3 },
    });
    expect(finding(result.findings, 'page_size_ok')).toBeUndefined();
  });

  it('accepts the card turned portrait (61 × 91 mm) and within the 1 mm tolerance', async () => {
    for (const [widthMm, heightMm] of [
      [61, 91],
      [91.8, 60.4],
    ] as const) {
      const result = await preflightArtwork(await pdfOfSize({ widthMm, heightMm }), card);
      expect(result.refused, `${widthMm} × ${heightMm}`).toBe(false);
      expect(finding(result.findings, 'page_size_ok')).toBeDefined();
    }
    const portrait = await preflightArtwork(await pdfOfSize({ widthMm: 61, heightMm: 91 }), card);
    expect(finding(portrait.findings, 'page_size_ok')?.params).toEqual({
      widthMm: 61,
      heightMm: 91,
    });
  });

  it('refuses a page 2 mm off the size', async () => {
    const result = await preflightArtwork(await pdfOfSize({ widthMm: 93, heightMm: 61 }), card);
    expect(result.refused).toBe(true);
    expect(finding(result.findings, 'page_size_wrong')?.params).toMatchObject({
      widthMm: 93,
      heightMm: 61,
    });
  });

  it('reads the TrimBox and BleedBox of a PDF exported with crop marks', async () => {
    const marked = await preflightArtwork(
      await pdfOfSize({ widthMm: 85, heightMm: 55, withTrimBox: { bleedMm: 3, slugMm: 6 } }),
      card,
    );
    expect(marked.refused).toBe(false);
    expect(codes(marked.findings)).toContain('page_size_ok:info');

    const noBleed = await preflightArtwork(
      await pdfOfSize({ widthMm: 85, heightMm: 55, withTrimBox: { bleedMm: 0, slugMm: 6 } }),
      card,
    );
    expect(noBleed.refused).toBe(false);
    expect(codes(noBleed.findings)).toContain('no_bleed:warning');

    const a5 = await preflightArtwork(
      await pdfOfSize({ widthMm: 148, heightMm: 210, withTrimBox: true }),
      card,
    );
    expect(finding(a5.findings, 'page_size_wrong')?.params).toMatchObject({
      widthMm: 148,
      heightMm: 210,
    });
  });

  it('refuses one page for a two-sided job and three pages for a one-sided job', async () => {
    const one = await preflightArtwork(await pdfOfSize({ widthMm: 91, heightMm: 61 }), twoSided);
    expect(one.refused).toBe(true);
    expect(finding(one.findings, 'page_count_wrong')).toEqual({
      code: 'page_count_wrong',
      severity: 'error',
      params: { pages: 1, sides: 2, count: 1 },
    });

    const three = await preflightArtwork(
      await pdfOfSize({ widthMm: 91, heightMm: 61, pages: 3 }),
      card,
    );
    expect(three).toMatchObject({ pages: 3, refused: true });
    expect(finding(three.findings, 'page_count_wrong')?.params).toEqual({
      pages: 3,
      sides: 1,
      count: 3,
    });

    const two = await preflightArtwork(
      await pdfOfSize({ widthMm: 91, heightMm: 61, pages: 2 }),
      twoSided,
    );
    expect(two).toMatchObject({ pages: 2, refused: false });
  });

  it.each([
    [100, 'resolution_too_low', 'error', { dpi: 100, min: 150 }],
    [200, 'resolution_low', 'warning', { dpi: 200, recommended: 300 }],
    [350, 'resolution_ok', 'info', { dpi: 350 }],
  ] as const)(
    'measures a picture drawn over the page at %i dpi',
    async (dpi, code, severity, params) => {
      const file = await pdfOfSize({
        widthMm: 91,
        heightMm: 61,
        image: { widthPx: px(91, dpi), heightPx: px(61, dpi), drawnWidthMm: 91, drawnHeightMm: 61 },
      });
      const result = await preflightArtwork(file, card);
      expect(finding(result.findings, code)).toEqual({ code, severity, params });
      expect(result.refused).toBe(severity === 'error');
    },
  );

  describe('resolutions by size and by the seller (issue 35.7)', () => {
    /** An 85 × 200 cm roll-up with 3 mm bleed. */
    const rollUp: ArtworkExpectation = {
      trim: { widthMm: 850, heightMm: 2000 },
      bleedMm: 3,
      sides: 1,
    };
    /** A roll-up file whose picture prints at `dpi` (drawn over a 100 mm square of it). */
    const rollUpAt = (dpi: number) =>
      pdfOfSize({
        widthMm: 856,
        heightMm: 2006,
        image: {
          widthPx: px(100, dpi),
          heightPx: px(100, dpi),
          drawnWidthMm: 100,
          drawnHeightMm: 100,
        },
      });

    it('accepts a 100 dpi roll-up as print houses do, and refuses below 60 dpi', async () => {
      const fine = await preflightArtwork(await rollUpAt(100), rollUp);
      expect(fine.refused).toBe(false);
      expect(finding(fine.findings, 'resolution_ok')?.params).toEqual({ dpi: 100 });
      const low = await preflightArtwork(await rollUpAt(80), rollUp);
      expect(finding(low.findings, 'resolution_low')?.params).toEqual({
        dpi: 80,
        recommended: 100,
      });
      expect(low.refused).toBe(false);
      const tooLow = await preflightArtwork(await rollUpAt(50), rollUp);
      expect(finding(tooLow.findings, 'resolution_too_low')?.params).toEqual({ dpi: 50, min: 60 });
      expect(tooLow.refused).toBe(true);
    });

    it("holds a file to the seller's resolutions for the product", async () => {
      const strict = { ...rollUp, minDpi: 120, warnDpi: 200 };
      const refused = await preflightArtwork(await rollUpAt(100), strict);
      expect(finding(refused.findings, 'resolution_too_low')?.params).toEqual({
        dpi: 100,
        min: 120,
      });
      const warned = await preflightArtwork(await rollUpAt(150), strict);
      expect(finding(warned.findings, 'resolution_low')?.params).toEqual({
        dpi: 150,
        recommended: 200,
      });
      // A seller's lower minimum for cards lets a 100 dpi card through with a warning.
      const lenient = await preflightArtwork(
        await pdfOfSize({
          widthMm: 91,
          heightMm: 61,
          image: {
            widthPx: px(91, 100),
            heightPx: px(61, 100),
            drawnWidthMm: 91,
            drawnHeightMm: 61,
          },
        }),
        { ...card, minDpi: 90 },
      );
      expect(lenient.refused).toBe(false);
      expect(finding(lenient.findings, 'resolution_low')?.params).toEqual({
        dpi: 100,
        recommended: 300,
      });
    });
  });

  it('measures a picture at the size it is drawn, not at the page size', async () => {
    // 600 px over 25.4 mm is 600 dpi; the same pixels over the whole page would be about 250.
    const file = await pdfOfSize({
      widthMm: 91,
      heightMm: 61,
      image: { widthPx: 600, heightPx: 600, drawnWidthMm: 25.4, drawnHeightMm: 25.4, cmyk: true },
    });
    const result = await preflightArtwork(file, card);
    expect(finding(result.findings, 'resolution_ok')?.params).toEqual({ dpi: 600 });
  });

  it('follows the drawing matrix into a form XObject', async () => {
    const file = await pdfOfSize({
      widthMm: 91,
      heightMm: 61,
      imageInForm: true,
      image: { widthPx: px(91, 100), heightPx: px(61, 100), drawnWidthMm: 91, drawnHeightMm: 61 },
    });
    const result = await preflightArtwork(file, card);
    expect(finding(result.findings, 'resolution_too_low')?.params).toEqual({ dpi: 100, min: 150 });
  });

  it('has no resolution finding for a PDF of vector content only', async () => {
    const result = await preflightArtwork(
      await pdfOfSize({ widthMm: 91, heightMm: 61, rgbText: true }),
      card,
    );
    expect(result.findings.map((f) => f.code)).not.toContain('resolution_ok');
    expect(result.findings.some((f) => f.code.startsWith('resolution'))).toBe(false);
  });

  it('tells RGB from CMYK in text and pictures', async () => {
    const rgbText = await preflightArtwork(
      await pdfOfSize({ widthMm: 91, heightMm: 61, rgbText: true }),
      card,
    );
    expect(codes(rgbText.findings)).toContain('colour_rgb:warning');
    expect(rgbText.refused).toBe(false);

    // RGB meant in a stated profile (an output intent carrying it, as PDF/X asks) is converted
    // through it: no warning. A condition named without its profile states nothing.
    const profiled = await preflightArtwork(
      await pdfOfSize({ widthMm: 91, heightMm: 61, rgbText: true, outputIntent: 'with-profile' }),
      card,
    );
    expect(codes(profiled.findings)).toContain('colour_rgb_profiled:info');
    expect(codes(profiled.findings)).not.toContain('colour_rgb:warning');
    const named = await preflightArtwork(
      await pdfOfSize({
        widthMm: 91,
        heightMm: 61,
        rgbText: true,
        outputIntent: 'without-profile',
      }),
      card,
    );
    expect(codes(named.findings)).toContain('colour_rgb:warning');

    const picture = (cmyk: boolean) =>
      pdfOfSize({
        widthMm: 91,
        heightMm: 61,
        image: { widthPx: 1300, heightPx: 900, drawnWidthMm: 91, drawnHeightMm: 61, cmyk },
      });
    const rgbPicture = await preflightArtwork(await picture(false), card);
    expect(codes(rgbPicture.findings)).toContain('colour_rgb:warning');
    const cmykPicture = await preflightArtwork(await picture(true), card);
    expect(codes(cmykPicture.findings)).toContain('colour_cmyk:info');
    expect(codes(cmykPicture.findings)).not.toContain('colour_rgb:warning');
  });
});

describe('preflight of a picture', () => {
  it.each([
    [100, 'resolution_too_low', 'error', { dpi: 100, min: 150 }],
    [200, 'resolution_low', 'warning', { dpi: 200, recommended: 300 }],
    [350, 'resolution_ok', 'info', { dpi: 350 }],
  ] as const)('measures a PNG of the card at %i dpi', async (dpi, code, severity, params) => {
    const result = await preflightArtwork(await pngOfSize(px(91, dpi), px(61, dpi)), card);
    expect(result).toMatchObject({ mimeType: 'image/png', pages: 1 });
    expect(finding(result.findings, code)).toEqual({ code, severity, params });
    expect(codes(result.findings)).toContain('page_size_ok:info');
    expect(result.refused).toBe(severity === 'error');
  });

  it('checks the proportions of a picture, either way round', async () => {
    const portrait = await preflightArtwork(await pngOfSize(px(61, 350), px(91, 350)), card);
    expect(codes(portrait.findings)).toContain('page_size_ok:info');

    const bareTrim = await preflightArtwork(await pngOfSize(px(85, 350), px(55, 350)), card);
    expect(codes(bareTrim.findings)).toContain('no_bleed:warning');
    expect(bareTrim.refused).toBe(false);

    const square = await preflightArtwork(await pngOfSize(1300, 1300), card);
    expect(square.refused).toBe(true);
    expect(finding(square.findings, 'page_size_wrong')?.params).toEqual({
      page: 1,
      widthMm: 91,
      heightMm: 91,
      expectedWidthMm: 91,
      expectedHeightMm: 61,
      trimWidthMm: 85,
      trimHeightMm: 55,
      bleedMm: 3,
    });
  });

  it('tells a CMYK JPEG from an RGB PNG', async () => {
    const cmyk = await preflightArtwork(await jpegOfSize(1300, 871, { cmyk: true }), card);
    expect(cmyk.mimeType).toBe('image/jpeg');
    expect(codes(cmyk.findings)).toContain('colour_cmyk:info');
    const rgb = await preflightArtwork(await pngOfSize(1300, 871), card);
    expect(codes(rgb.findings)).toContain('colour_rgb:warning');
  });

  it('asks for the back as a second file when one picture is sent for a two-sided job', async () => {
    const result = await preflightArtwork(await jpegOfSize(1300, 871), twoSided);
    expect(finding(result.findings, 'picture_back_missing')).toEqual({
      code: 'picture_back_missing',
      severity: 'warning',
      params: {},
    });
    expect(finding(result.findings, 'page_count_wrong')).toBeUndefined();
    expect(result.refused).toBe(false);
  });
});

describe('preflight of what is not a good print file', () => {
  const unreadable = { code: 'file_unreadable', severity: 'error', params: {} };

  it('refuses a text file named .pdf and an empty file as not print files', async () => {
    // A Windows program renamed to .pdf starts with "MZ": its bytes say what it is.
    const renamedExe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]);
    for (const file of [Buffer.from('Hello, this is not a PDF.\n'), Buffer.alloc(0), renamedExe]) {
      const result = await preflightArtwork(file, card);
      expect(result).toEqual({
        mimeType: null,
        pages: 0,
        findings: [{ code: 'not_a_print_file', severity: 'error', params: {} }],
        refused: true,
      });
    }
  });

  it('refuses a truncated PDF, garbage after the header and an encrypted PDF as unreadable', async () => {
    const good = await pdfOfSize({ widthMm: 91, heightMm: 61 });
    const files = {
      truncated: good.subarray(0, Math.floor(good.length / 3)),
      garbage: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x9f)]),
      encrypted: await encryptedPdf(),
    };
    for (const [name, file] of Object.entries(files)) {
      const result = await preflightArtwork(file, card);
      expect(result, name).toMatchObject({
        mimeType: 'application/pdf',
        findings: [unreadable],
        refused: true,
      });
    }
  });

  it('refuses a truncated picture and a header claiming billions of pixels, without decoding them', async () => {
    const png = await pngOfSize(1300, 871);
    const jpeg = await jpegOfSize(1300, 871);
    for (const file of [
      png.subarray(0, png.length - 40),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      pngHeaderClaiming(100_000, 100_000),
      pngHeaderClaiming(20_000, 20_000),
    ]) {
      const result = await preflightArtwork(file, card);
      expect(result.findings).toEqual([unreadable]);
      expect(result.refused).toBe(true);
    }
  });

  it('refuses a PDF whose object stream inflates to 200 MB before pdf-lib inflates it', async () => {
    const result = await preflightArtwork(await pdfWithObjectStreamBomb(200), card);
    expect(result).toMatchObject({
      findings: [{ code: 'file_too_complex', severity: 'error', params: {} }],
      refused: true,
    });
    // The same structure within bounds still reads.
    const small = await preflightArtwork(await pdfWithObjectStreamBomb(1), null);
    expect(small).toMatchObject({ pages: 1, refused: false });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = Buffer.alloc(MAX_ARTWORK_BYTES + 1);
    big.write('%PDF-1.7\n');
    const result = await preflightArtwork(big, card);
    expect(result.findings).toEqual([
      { code: 'file_too_large', severity: 'error', params: { maxMb: 50 } },
    ]);
  });

  it('only checks the type and that it reads when the product sets no artwork spec', async () => {
    const result = await preflightArtwork(
      await pdfOfSize({ widthMm: 210, heightMm: 297, pages: 3 }),
      null,
    );
    expect(result).toEqual({ mimeType: 'application/pdf', pages: 3, findings: [], refused: false });
  });
});
