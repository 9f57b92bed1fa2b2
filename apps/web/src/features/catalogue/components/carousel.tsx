import type { EmblaCarouselType } from 'embla-carousel';
import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { CarouselArrow } from '@/features/catalogue/components/carousel-arrow';
import { CAROUSEL_AUTOPLAY_MS } from '@/features/catalogue/utils/carousel-settings';
import { pageSettled } from '@/rendering';
import { useDirection } from '@chapkhana/web-kit/use-direction';

interface CarouselProps {
  children: ReactNode;
  /** Each slide's width and its gap (padding at its start; the track's margin offsets it). */
  slideClassName: string;
  /** The track's classes: the negative margin matching the slides' gap. */
  trackClassName?: string;
  /** Classes and style of the outer box (its size, the room below for the dots). */
  className?: string;
  style?: CSSProperties;
  /** Embla's scroll duration (its units; default 25). */
  duration?: number;
  arrows?: boolean;
  testId?: string;
}

/**
 * A looping, autoplaying carousel with dots (docs/storefront.md §9: every 3 s, going on after interaction).
 * Its slides are plain markup, so the first view shows at once and looks the same before and
 * after Embla starts; Embla (with its autoplay) is fetched once the page has settled.
 */
export function Carousel({
  children,
  slideClassName,
  trackClassName = '',
  className = '',
  style,
  duration,
  arrows = false,
  testId,
}: CarouselProps) {
  const { t } = useTranslation();
  const dir = useDirection();
  const viewport = useRef<HTMLDivElement>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const [snaps, setSnaps] = useState({ count: 0, selected: 0 });
  const slides = Children.toArray(children);
  const several = slides.length > 1;

  useEffect(() => {
    if (!several) return;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    void pageSettled()
      .then(() => Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]))
      .then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled || !viewport.current) return;
        const api = EmblaCarousel(
          viewport.current,
          // Embla turns loop off by itself when the slides do not overflow the view.
          { loop: true, direction: dir, align: 'start', ...(duration ? { duration } : {}) },
          [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: false })],
        );
        const update = () =>
          setSnaps({ count: api.scrollSnapList().length, selected: api.selectedScrollSnap() });
        api.on('select', update).on('reInit', update);
        update();
        started = api;
        setCarousel(api);
      })
      // Embla's chunk did not arrive (a dropped connection): the slides stay as they are,
      // the first ones showing, which is what the page showed until now anyway.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      started?.destroy();
      setCarousel(undefined);
    };
  }, [dir, duration, several]);

  return (
    <div
      dir={dir}
      data-testid={testId}
      aria-roledescription="carousel"
      className={`relative ${className}`}
      style={style}
    >
      <div ref={viewport} className="overflow-hidden">
        <div className={`flex touch-pan-y ${trackClassName}`}>
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { index: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {carousel && arrows ? (
        <>
          <CarouselArrow to="previous" onClick={() => carousel.scrollPrev()} />
          <CarouselArrow to="next" onClick={() => carousel.scrollNext()} />
        </>
      ) : null}
      {carousel && snaps.count > 1 ? (
        // 24 px targets around 8 px dots (WCAG 2.5.8), touching so twelve fit a 360 px phone.
        <div className="absolute inset-x-0 bottom-1 flex flex-wrap justify-center">
          {Array.from({ length: snaps.count }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === snaps.selected ? 'true' : undefined}
              onClick={() => carousel.scrollTo(index)}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={`size-2 rounded-full ${
                  index === snaps.selected ? 'bg-brand-700' : 'bg-slate-900/25'
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
