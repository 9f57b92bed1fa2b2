import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { useNearViewport } from '@/rendering';
import {
  ProductCarousel,
  ProductCarouselSkeleton,
} from '@/features/catalogue/components/product-carousel';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import type { CarouselGaps } from '@/features/catalogue/utils/carousel-settings';

interface ProductCarouselSectionProps {
  id: string;
  title: string;
  /** Undefined while loading (skeleton cards show). */
  products: CardProduct[] | undefined;
  rate: string | undefined;
  gaps: CarouselGaps;
  testId: string;
  /** Leave the whole section out when there is nothing to show (else a message shows). */
  hideWhenEmpty?: boolean;
}

/** A titled product carousel with its loading and empty states. */
export function ProductCarouselSection({
  id,
  title,
  products,
  rate,
  gaps,
  testId,
  hideWhenEmpty = false,
}: ProductCarouselSectionProps) {
  const { t } = useTranslation();
  // The cards are drawn once the section comes near the screen (it starts below the fold).
  const [near, ref] = useNearViewport<HTMLElement>();
  if (hideWhenEmpty && products?.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-4 text-xl font-bold text-slate-900 md:text-2xl">
        {title}
      </h2>
      {products === undefined || (!near && products.length > 0) ? (
        <ProductCarouselSkeleton />
      ) : products.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600 shadow-sm">
          {t('home.noProducts')}
        </p>
      ) : (
        <ProductCarousel products={products} rate={rate} gaps={gaps} testId={testId} />
      )}
    </section>
  );
}
