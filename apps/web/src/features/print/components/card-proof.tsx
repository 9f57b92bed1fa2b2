import { pageSizePt, type PrintSize } from '@chapkhana/shared/card-layout';
import { PRINT_ROUTES } from '@chapkhana/shared/print-rules';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { TrimLegend } from '@chapkhana/web-kit/components/trim-legend';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { TrimMarks } from '@chapkhana/web-kit/components/card-preview';
import { drawPdfPage, openPdf } from '@chapkhana/web-kit/pdf-pages';

/** Pixels a proof page is drawn at, before the screen's pixel ratio (at most 2). */
const PROOF_WIDTH_PX = 720;

/**
 * The print file of a designed card as the customer checks it (issue 40): the PDF the print
 * house prints, drawn page by page in the browser by pdf.js — no second renderer that could
 * differ — with what is cut away shaded and the cut line dashed, at the print's `size` (the
 * design's template, or the ordered line's). `approval` (the customer's answer to it) is shown
 * only once the pages are drawn: no one approves a file they have not seen.
 */
export function CardProof({
  artworkId,
  size,
  approval,
}: {
  artworkId: string;
  size: PrintSize;
  approval?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [drawn, setDrawn] = useState<{ of: string; pages: HTMLCanvasElement[] } | 'failed' | null>(
    null,
  );

  useEffect(() => {
    let live = true;
    openPdf(PRINT_ROUTES.artworkFile(encodeURIComponent(artworkId)))
      .then(async (pdf) => {
        const ratio = Math.min(2, window.devicePixelRatio || 1);
        const canvases: HTMLCanvasElement[] = [];
        for (let number = 1; number <= pdf.numPages; number += 1) {
          canvases.push(await drawPdfPage(pdf, number, PROOF_WIDTH_PX * ratio));
        }
        for (const canvas of canvases) {
          canvas.className = 'block h-auto w-full';
          canvas.dataset.testid = 'card-proof-page';
        }
        if (live) setDrawn({ of: artworkId, pages: canvases });
      })
      .catch(() => {
        if (live) setDrawn('failed');
      });
    return () => {
      live = false;
    };
  }, [artworkId]);

  const pages = drawn !== 'failed' && drawn?.of === artworkId ? drawn.pages : [];
  const state = drawn === 'failed' ? 'failed' : pages.length > 0 ? 'ready' : 'loading';
  const page = pageSizePt(size);
  const sideNames = [t('print.designer.front'), t('print.designer.back')];
  return (
    <section
      aria-labelledby={headingId}
      data-testid="card-proof"
      data-state={state}
      className="flex flex-col gap-2"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('print.designer.proofTitle')}
      </h4>
      <p className="text-sm text-slate-600">{t('print.designer.proofNote')}</p>
      {state === 'loading' ? (
        <p className="h-32 animate-pulse rounded-md bg-slate-100 p-3 text-sm text-slate-600">
          {t('filePreview.loading')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t('print.designer.proofFailed')}
        </p>
      ) : null}
      <ol className="grid gap-3 sm:grid-cols-2">
        {pages.map((canvas, i) => (
          <li key={i} className="flex flex-col gap-1">
            <figure className="flex flex-col gap-1">
              <div className="relative bg-white ring-1 ring-slate-300">
                {/* The page pdf.js drew; React never draws inside this element. */}
                <div ref={(host) => host?.replaceChildren(canvas)} />
                <svg
                  viewBox={`0 0 ${page.width} ${page.height}`}
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 h-full w-full"
                >
                  <TrimMarks size={size} />
                </svg>
              </div>
              <figcaption className="text-sm text-slate-600">
                {sideNames[i] ?? t('filePreview.pageNumber', { page: i + 1 })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <TrimLegend />
      </p>
      {state === 'ready' ? approval : null}
    </section>
  );
}
