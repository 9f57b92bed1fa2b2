import type { Banner } from '@chapkhana/shared/catalogue';
import { imageSrcSet, imageVariant } from '@chapkhana/shared/images';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { CarouselArrow } from '@/features/catalogue/components/carousel-arrow';
import { useCarouselA11y } from '@/features/catalogue/hooks/use-carousel-a11y';
import { bannerHref } from '@/features/catalogue/utils/banner-link';
import { BANNER_SPEED_MS, CAROUSEL_AUTOPLAY } from '@/features/catalogue/utils/carousel-settings';
import { useDirection } from '@/lib/use-direction';

// Banners are drawn 1280×480 and served at 640 and 1280 px.
const WIDTH = 1280;
const HEIGHT = 480;
const BOX = 'aspect-[8/3] w-full overflow-hidden rounded-lg';

/**
 * The home banner carousel (spec §2, §9): one banner at every width, autoplay every 3 s that
 * keeps going after interaction, infinite, arrows and dots, 300 ms slides. Each banner opens
 * its link in a new tab.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const dir = useDirection();
  const a11y = useCarouselA11y();
  const swiperRef = useRef<SwiperClass | null>(null);
  const several = banners.length > 1;

  if (banners.length === 0) return null;
  return (
    <div className="relative" data-testid="banner-carousel">
      <Swiper
        // Swiper reads the direction once, when it starts: a new key restarts it on a switch.
        key={dir}
        dir={dir}
        modules={[A11y, Autoplay, Pagination]}
        a11y={a11y}
        slidesPerView={1}
        speed={BANNER_SPEED_MS}
        loop={several}
        autoplay={several ? CAROUSEL_AUTOPLAY : false}
        pagination={{ clickable: true }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        className={`${BOX} bg-slate-200`}
      >
        {banners.map((banner, index) => {
          const href = bannerHref(banner.bannerLink);
          const image = (
            <img
              src={imageVariant(banner.image, WIDTH)}
              srcSet={imageSrcSet(banner.image, [640, 1280]) || undefined}
              sizes="(min-width: 1280px) 1248px, 100vw"
              alt={t('home.bannerAlt', { number: index + 1, total: banners.length })}
              width={WIDTH}
              height={HEIGHT}
              // The first banner is the largest thing above the fold: fetch it first.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              className={`${BOX} object-cover`}
            />
          );
          return (
            <SwiperSlide key={banner._id}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" data-testid="banner-link">
                  {image}
                </a>
              ) : (
                image
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {several ? (
        <>
          <CarouselArrow to="previous" onClick={() => swiperRef.current?.slidePrev()} />
          <CarouselArrow to="next" onClick={() => swiperRef.current?.slideNext()} />
        </>
      ) : null}
    </div>
  );
}

/** The banner's box while the home data loads. */
export function BannerCarouselSkeleton() {
  return <div aria-hidden="true" className={`${BOX} animate-pulse bg-slate-200`} />;
}
