import type { SwiperOptions } from 'swiper/types';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { ProductCard, ProductCardSkeleton } from '@/features/catalogue/components/product-card';
import { useCarouselA11y } from '@/features/catalogue/hooks/use-carousel-a11y';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import {
  CAROUSEL_AUTOPLAY,
  MAX_SLIDES_PER_VIEW,
} from '@/features/catalogue/utils/carousel-settings';
import { useDirection } from '@/lib/use-direction';

interface ProductCarouselProps {
  products: CardProduct[];
  rate: string | undefined;
  breakpoints: NonNullable<SwiperOptions['breakpoints']>;
  testId: string;
}

/** Card `sizes` matching the carousels' 2 / 3 / 5 slides per view. */
const SLIDE_SIZES = '(min-width: 1280px) 240px, (min-width: 768px) 33vw, 50vw';

/**
 * A product carousel (spec §2, §9): autoplay every 3 s that survives interaction, looped
 * when there are more products than fit, clickable dots, slides per view by width.
 */
export function ProductCarousel({ products, rate, breakpoints, testId }: ProductCarouselProps) {
  const dir = useDirection();
  const a11y = useCarouselA11y();
  // Swiper's loop needs more slides than fit in a view; with fewer it only scrolls.
  const loop = products.length > MAX_SLIDES_PER_VIEW;
  return (
    <Swiper
      key={dir}
      dir={dir}
      data-testid={testId}
      modules={[A11y, Autoplay, Pagination]}
      a11y={a11y}
      breakpoints={breakpoints}
      loop={loop}
      autoplay={products.length > 1 ? CAROUSEL_AUTOPLAY : false}
      pagination={{ clickable: true }}
      // Room below the cards for the dots, and for the cards' shadows.
      className="px-0.5! pt-0.5! pb-10!"
    >
      {products.map((product) => (
        <SwiperSlide key={product._id} className="h-auto!">
          <ProductCard product={product} rate={rate} imageSizes={SLIDE_SIZES} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Cards in the carousel's columns (2 / 3 / 5) while its products load. */
export function ProductCarouselSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid grid-cols-2 gap-2.5 pb-10 md:grid-cols-3 xl:grid-cols-5"
    >
      {Array.from({ length: MAX_SLIDES_PER_VIEW }, (_, index) => (
        <div
          key={index}
          className={index >= 3 ? 'hidden xl:block' : index === 2 ? 'hidden md:block' : ''}
        >
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}
