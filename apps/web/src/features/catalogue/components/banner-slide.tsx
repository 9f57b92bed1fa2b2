import type { Banner } from '@chapkhana/shared/catalogue';
import { imageSrcSet, imageVariant } from '@chapkhana/shared/images';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { bannerHref } from '@/features/catalogue/utils/banner-link';

// Banners are drawn 1280×480 and served at 640 and 1280 px.
const WIDTH = 1280;
const HEIGHT = 480;
/** The banner's box: the carousel, its first view and its skeleton all take this size. */
export const BANNER_BOX = 'aspect-[8/3] w-full overflow-hidden rounded-lg';

/** One banner: its picture, as a link opening in a new tab when it has one. */
export function BannerSlide({
  banner,
  index,
  total,
}: {
  banner: Banner;
  index: number;
  total: number;
}) {
  const { t } = useTranslation();
  const href = bannerHref(banner.bannerLink);
  const image = (
    <img
      src={imageVariant(banner.image, WIDTH)}
      srcSet={imageSrcSet(banner.image, [640, 1280]) || undefined}
      sizes="(min-width: 1280px) 1248px, 100vw"
      alt={t('home.bannerAlt', { number: index + 1, total })}
      width={WIDTH}
      height={HEIGHT}
      // The first banner is the largest thing above the fold: fetch it first.
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      className={`${BANNER_BOX} object-cover`}
    />
  );
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="banner-link">
      {image}
    </a>
  ) : (
    image
  );
}
