import type { Banner } from '@chapkhana/shared/catalogue';
import { BannerSlide, BANNER_BOX } from '@/features/catalogue/components/banner-slide';
import { Carousel } from '@/features/catalogue/components/carousel';
import { BANNER_DURATION } from '@/features/catalogue/utils/carousel-settings';

/**
 * The home banner carousel (docs/storefront.md §2, §9): one banner at every width, autoplay every 3 s that
 * keeps going after interaction, infinite, arrows and dots. Each banner opens its link in a new tab.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Carousel
      testId="banner-carousel"
      arrows
      duration={BANNER_DURATION}
      className={`${BANNER_BOX} bg-slate-200`}
      slideClassName="basis-full"
    >
      {banners.map((banner, index) => (
        <BannerSlide key={banner._id} banner={banner} index={index} total={banners.length} />
      ))}
    </Carousel>
  );
}

/** The banner's box while the home data loads. */
export function BannerCarouselSkeleton() {
  return <div aria-hidden="true" className={`${BANNER_BOX} animate-pulse bg-slate-200`} />;
}
