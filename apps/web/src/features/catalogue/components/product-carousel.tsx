import { Carousel } from '@/features/catalogue/components/carousel';
import { ProductCard, ProductCardSkeleton } from '@/features/catalogue/components/product-card';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import { HydrateLater } from '@/rendering';
import {
  gapVariables,
  PRODUCT_SLIDE_SIZES,
  type CarouselGaps,
} from '@/features/catalogue/utils/carousel-settings';

interface ProductCarouselProps {
  products: CardProduct[];
  rate: string | undefined;
  gaps: CarouselGaps;
  testId: string;
}

/** The gap for the width: the variables gapVariables() sets, at docs/storefront.md §9's breakpoints. */
const GAP =
  '[--gap:var(--gap-0)] min-[480px]:[--gap:var(--gap-480)] md:[--gap:var(--gap-768)] xl:[--gap:var(--gap-1280)]';

/**
 * A product carousel (docs/storefront.md §2, §9): 2 slides per view, 3 from 768 px and 5 from 1280 px, with
 * the carousel's own gaps; autoplay every 3 s that survives interaction, looped, clickable dots.
 */
export function ProductCarousel({ products, rate, gaps, testId }: ProductCarouselProps) {
  return (
    <Carousel
      testId={testId}
      style={gapVariables(gaps)}
      // Room below the cards for the dots, and around them for their shadows.
      className={`${GAP} px-0.5 pt-0.5 pb-10`}
      trackClassName="-ms-(--gap)"
      slideClassName="basis-1/2 ps-(--gap) md:basis-1/3 xl:basis-1/5"
    >
      {products.map((product) => (
        <HydrateLater key={product._id} placeholder={<ProductCardSkeleton />}>
          <ProductCard product={product} rate={rate} imageSizes={PRODUCT_SLIDE_SIZES} />
        </HydrateLater>
      ))}
    </Carousel>
  );
}

/** Cards in the carousel's columns (2 / 3 / 5) while its products load. */
export function ProductCarouselSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-loading-placeholder=""
      className="grid grid-cols-2 gap-2.5 pb-10 md:grid-cols-3 xl:grid-cols-5"
    >
      {Array.from({ length: 5 }, (_, index) => (
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
