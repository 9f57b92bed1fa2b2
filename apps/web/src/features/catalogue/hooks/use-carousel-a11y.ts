import { useTranslation } from 'react-i18next';
import type { A11yOptions } from 'swiper/types';

/**
 * Swiper's A11y messages in the reading language. Swiper fills in its own `{{index}}` and
 * `{{slidesLength}}`, so i18next is handed those placeholders back unchanged.
 */
export function useCarouselA11y(): A11yOptions {
  const { t } = useTranslation();
  return {
    prevSlideMessage: t('carousel.previous'),
    nextSlideMessage: t('carousel.next'),
    firstSlideMessage: t('carousel.first'),
    lastSlideMessage: t('carousel.last'),
    paginationBulletMessage: t('carousel.goTo', { index: '{{index}}' }),
    slideLabelMessage: t('carousel.slideOf', {
      index: '{{index}}',
      total: '{{slidesLength}}',
    }),
  };
}
