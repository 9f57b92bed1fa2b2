import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '@chapkhana/web-kit/use-translation';
import { ProductCarouselSection } from '@/features/catalogue/components/product-carousel-section';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import { NEW_PRODUCTS_GAPS } from '@/features/catalogue/utils/carousel-settings';
import {
  purgeRecentlyViewed,
  readRecentlyViewedRaw,
  RECENTLY_VIEWED_PURGE_INTERVAL_MS,
  subscribeToRecentlyViewed,
} from '@/features/catalogue/utils/recently-viewed';
import { recentlyViewedProducts } from '@/features/catalogue/utils/recently-viewed-products';
import { isHydratingOrServer } from '@/rendering';

// Pages are rendered on the server with nothing stored; the list is read once they are hydrated.
const readSnapshot = () => (isHydratingOrServer() ? null : readRecentlyViewedRaw());
const serverSnapshot = () => null;

/**
 * Recently viewed products from local storage (docs/storefront.md §3, §9), newest first. While a
 * page uses it, entries older than 24 hours are purged on mount and then every hour.
 */
function useRecentlyViewed(): CardProduct[] {
  const raw = useSyncExternalStore(subscribeToRecentlyViewed, readSnapshot, serverSnapshot);
  useEffect(() => {
    const purge = () => purgeRecentlyViewed(window.localStorage, Date.now());
    purge();
    const timer = window.setInterval(purge, RECENTLY_VIEWED_PURGE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return useMemo(() => recentlyViewedProducts(raw), [raw]);
}

/**
 * The products viewed before this one, below the product. A later part of the product page
 * (partLoadedLater): its code, and the list it reads and checks, come once the page has settled,
 * so they never compete with the product's first view. It reads the list itself: the page
 * records its product as viewed as soon as it is shown, and each change drew the whole product
 * page again (long tasks right after load on a phone).
 */
export function RecentlyViewedSection({
  shownId,
  rate,
}: {
  shownId: string | undefined;
  rate: string | undefined;
}) {
  const { t } = useTranslation();
  const recentlyViewed = useRecentlyViewed().filter((item) => item._id !== shownId);
  return (
    <ProductCarouselSection
      id="recently-viewed-heading"
      title={t('product.recentlyViewed')}
      products={recentlyViewed}
      rate={rate}
      gaps={NEW_PRODUCTS_GAPS}
      testId="recently-viewed-carousel"
      hideWhenEmpty
    />
  );
}
