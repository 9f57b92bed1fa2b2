import type { PriceRange } from '@chapkhana/shared/catalogue';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '@/lib/use-near-viewport';

// react-range (6 KB gzip) loads with the slider, when its place comes near the screen.
const PriceRangeSlider = lazy(async () => ({
  default: (await import('@/features/catalogue/components/price-range-slider')).PriceRangeSlider,
}));

interface PriceFilterProps {
  /** The catalogue's price range in USD; undefined while it loads. */
  range: PriceRange | undefined;
  step: number;
  /** The URL's bounds (USD), unset for "no limit". */
  low: number | undefined;
  high: number | undefined;
  rate: string | undefined;
  onChange: (low: number | undefined, high: number | undefined) => void;
}

/**
 * The price filter: the two-thumb slider (price-range-slider.tsx), with a placeholder of its
 * size until the catalogue's range is known and its place is near the screen.
 */
export function PriceFilter({ range, ...slider }: PriceFilterProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // The slider measures itself as it mounts (a forced layout): it is drawn once its place is on
  // or near the screen, so a phone's folded-away filter panel (display: none) costs nothing
  // until it is opened, and the page is hydrated first.
  const [near, ref] = useNearViewport<HTMLElement>();

  const placeholder = (
    <section ref={ref} aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-bold text-slate-900">
        {t('listing.price')}
      </h2>
      <div aria-hidden="true" className="h-14 animate-pulse rounded bg-slate-200" />
    </section>
  );
  if (!range || !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PriceRangeSlider range={range} {...slider} headingId={headingId} sectionRef={ref} />
    </Suspense>
  );
}
