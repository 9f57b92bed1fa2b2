import type { PriceRange } from '@chapkhana/shared/catalogue';
import { useState } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { getTrackBackground, Range } from 'react-range';
import {
  sliderLabel,
  sliderPosition,
  sliderScale,
  sliderValue,
} from '@/features/catalogue/utils/price-slider';
import { useDirection } from '@chapkhana/web-kit/use-direction';

export interface PriceRangeSliderProps {
  /** The catalogue's price range in USD. */
  range: PriceRange;
  step: number;
  /** The URL's bounds (USD), unset for "no limit". */
  low: number | undefined;
  high: number | undefined;
  rate: string | undefined;
  onChange: (low: number | undefined, high: number | undefined) => void;
}

/**
 * The two-thumb price slider (react-range) inside PriceFilter's section. It moves freely while
 * dragged and writes the URL once it is let go; a thumb left at its end means "no limit" and
 * clears that bound. Its own module, so react-range loads when the slider is drawn.
 */
export function PriceRangeSlider({
  range,
  step,
  low,
  high,
  rate,
  onChange,
}: PriceRangeSliderProps) {
  const { t } = useTranslation();
  const dir = useDirection();
  // The drag in progress, tied to the URL values it started from: when they change (the drag
  // was committed, or a filter was cleared) the URL's values show again.
  const [draft, setDraft] = useState<{ from: string; values: number[] } | null>(null);
  // react-range works in positions (0 to scale.last, step 1); each position has one USD value,
  // which is what the label shows and what goes into the address and the query.
  const scale = sliderScale(range, step);
  const from = `${low}|${high}|${scale.min}|${scale.first}|${scale.last}|${step}`;
  const positions =
    draft?.from === from
      ? draft.values
      : [
          sliderPosition(scale, low ?? scale.min),
          high === undefined ? scale.last : sliderPosition(scale, high),
        ];
  const values = positions.map((position) => sliderValue(scale, position));
  const commit = ([lower = 0, upper = scale.last]: number[]) =>
    onChange(
      lower <= 0 ? undefined : sliderValue(scale, lower),
      upper >= scale.last ? undefined : sliderValue(scale, upper),
    );
  const label = (usd: number) =>
    rate === undefined ? '…' : t('catalogue.price', { amount: sliderLabel(usd, rate) });

  return (
    <>
      <div className="px-2.5">
        <Range
          values={positions}
          min={0}
          max={scale.last}
          step={1}
          rtl={dir === 'rtl'}
          onChange={(next) => setDraft({ from, values: next })}
          onFinalChange={commit}
          renderTrack={({ props, children }) => (
            // Pressing the track moves the nearest thumb (a pointer nicety); keyboard users
            // operate the thumbs, which react-range renders as focusable role="slider" elements.
            // eslint-disable-next-line jsx-a11y/no-static-element-interactions
            <div
              onMouseDown={props.onMouseDown}
              onTouchStart={props.onTouchStart}
              style={props.style}
              className="flex h-8 w-full items-center"
            >
              <div
                ref={props.ref}
                className="h-1.5 w-full rounded-full"
                style={{
                  background: getTrackBackground({
                    values: positions,
                    min: 0,
                    max: scale.last,
                    colors: ['#cbd5e1', '#0f766e', '#cbd5e1'],
                    rtl: dir === 'rtl',
                  }),
                }}
              >
                {children}
              </div>
            </div>
          )}
          renderThumb={({ props, index }) => {
            const { key, onKeyDown, ...thumbProps } = props;
            return (
              // thumbProps carry role="slider", tabIndex and the aria-value* attributes.
              // eslint-disable-next-line jsx-a11y/no-static-element-interactions
              <div
                key={key}
                {...thumbProps}
                onKeyDown={(event) => onKeyDown(verticalKeysAlwaysIncreaseUp(event, dir))}
                aria-label={t(index === 0 ? 'listing.priceMin' : 'listing.priceMax')}
                aria-valuemin={scale.min}
                aria-valuemax={sliderValue(scale, scale.last)}
                aria-valuenow={values[index] ?? scale.min}
                aria-valuetext={label(values[index] ?? scale.min)}
                className="size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:ring-2 focus-visible:ring-brand-700"
              />
            );
          }}
        />
      </div>
      <p className="mt-2 flex justify-between gap-2 text-sm text-slate-700" aria-live="polite">
        <span data-testid="price-low">{label(values[0] ?? scale.min)}</span>
        <span data-testid="price-high">{label(values[1] ?? sliderValue(scale, scale.last))}</span>
      </p>
    </>
  );
}

const VERTICAL_KEYS: Record<string, string> = {
  ArrowUp: 'ArrowDown',
  ArrowDown: 'ArrowUp',
  PageUp: 'PageDown',
  PageDown: 'PageUp',
};

/**
 * react-range mirrors every key in right-to-left mode, so Up and Page Up would lower the price
 * in Kurdish and Arabic. Left/Right should follow the reading direction; Up/Page Up must raise.
 */
function verticalKeysAlwaysIncreaseUp<
  E extends { key: string; nativeEvent: Event; preventDefault(): void },
>(event: E, dir: 'ltr' | 'rtl'): E {
  const swapped = dir === 'rtl' ? VERTICAL_KEYS[event.key] : undefined;
  if (!swapped) return event;
  // Only what react-range reads, with preventDefault bound: under Preact the event is the
  // browser's own, whose methods refuse to run on an object derived from it.
  return {
    key: swapped,
    nativeEvent: event.nativeEvent,
    preventDefault: () => event.preventDefault(),
  } as E;
}
