import type { PriceRange } from '@chapkhana/shared/catalogue';
import { useEffect, useId } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { partLoadedLater, useNearViewport } from '@/rendering';

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

function SliderPlaceholder() {
  return <div aria-hidden="true" className="h-14 animate-pulse rounded bg-slate-200" />;
}

// react-range (6 KB gzip) loads with the slider, when its place first comes near the screen.
const PriceRangeSlider = partLoadedLater(
  async () => (await import('@/features/catalogue/components/price-range-slider')).PriceRangeSlider,
  { when: 'drawn', placeholder: <SliderPlaceholder /> },
);

/**
 * The price filter: its heading and the two-thumb slider (price-range-slider.tsx), with a
 * placeholder of the slider's size until the catalogue's range is known, its place is near the
 * screen and its code has loaded.
 */
export function PriceFilter({ range, ...slider }: PriceFilterProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // The slider measures itself as it mounts (a forced layout): it is drawn once its place is on
  // or near the screen, so a phone's folded-away filter panel (display: none) costs nothing
  // until it is opened, and the page is hydrated first.
  const [near, ref] = useNearViewport<HTMLElement>();
  // Its code is fetched as its place comes near, even before the range is known. The later part
  // shows the placeholder until the code is there, inside the section: in 8cf5b8a (reverted) a
  // Suspense fallback was the whole section carrying the viewport ref, so the watched element
  // was swapped as the slider suspended.
  useEffect(() => {
    if (near) void PriceRangeSlider.load();
  }, [near]);
  const drawn = range && near;
  return (
    <section ref={ref} aria-labelledby={headingId} data-testid={drawn ? 'price-slider' : undefined}>
      <h2 id={headingId} className="mb-3 font-bold text-slate-900">
        {t('listing.price')}
      </h2>
      {drawn ? <PriceRangeSlider range={range} {...slider} /> : <SliderPlaceholder />}
    </section>
  );
}
