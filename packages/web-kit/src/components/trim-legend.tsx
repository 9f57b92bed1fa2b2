import type { ReactNode } from 'react';
import { useTranslation } from '../use-translation';

/** One mark of the legend: its swatch and what it means. */
function Mark({ swatch, children }: { swatch: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true" className={`inline-block ${swatch}`} />
      {children}
    </span>
  );
}

/**
 * What the marks drawn over a print file mean: the trim (a dashed red line) and the bleed beyond
 * it (shaded), and, with `safeArea`, the safe area (a dotted blue line) under its given name.
 */
export function TrimLegend({ safeArea }: { safeArea?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Mark swatch="w-5 border-t-2 border-dashed border-red-700">{t('filePreview.trim')}</Mark>
      <Mark swatch="size-3 rounded-sm bg-red-600/30">{t('filePreview.bleed')}</Mark>
      {safeArea ? (
        <Mark swatch="w-5 border-t-2 border-dotted border-blue-700">{safeArea}</Mark>
      ) : null}
    </>
  );
}
