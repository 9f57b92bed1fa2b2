import type { PriceRange } from '@chapkhana/shared/catalogue';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useLoadedCode, useNearViewport } from '@/rendering';

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

// react-range (6 KB gzip) loads with the slider, when its place first comes near the screen.
const loadSlider = () => import('@/features/catalogue/components/price-range-slider');
const PriceRangeSlider = lazy(async () => ({ default: (await loadSlider()).PriceRangeSlider }));

function SliderPlaceholder() {
  return <div aria-hidden="true" className="h-14 animate-pulse rounded bg-slate-200" />;
}

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
  // The slider is drawn once its code is there (so it does not suspend on the way), inside the
  // section: in 8cf5b8a (reverted) the Suspense fallback was the whole section carrying the
  // viewport ref, so the watched element was swapped as the slider suspended.
  const loaded = useLoadedCode(loadSlider, near) !== undefined;
  const drawn = range && near && loaded;
  return (
    <section ref={ref} aria-labelledby={headingId} data-testid={drawn ? 'price-slider' : undefined}>
      <h2 id={headingId} className="mb-3 font-bold text-slate-900">
        {t('listing.price')}
      </h2>
      {drawn ? (
        <Suspense fallback={<SliderPlaceholder />}>
          <PriceRangeSlider range={range} {...slider} />
        </Suspense>
      ) : (
        <SliderPlaceholder />
      )}
    </section>
  );
}
