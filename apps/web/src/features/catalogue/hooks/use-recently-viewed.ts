import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import {
  addRecentlyViewed,
  purgeRecentlyViewed,
  readRecentlyViewedRaw,
  RECENTLY_VIEWED_PURGE_INTERVAL_MS,
  subscribeToRecentlyViewed,
} from '@/features/catalogue/utils/recently-viewed';
import { isHydratingOrServer, pageSettled, useLoadedCode } from '@/rendering';

let loadingShownProducts: Promise<(raw: string | null) => CardProduct[]> | undefined;
/**
 * The list sits below the product: what it shows is read and drawn once the page has settled,
 * so it never competes with the product's first view. Recording a view
 * does not wait for it (a product opened and left at once is still listed).
 */
function loadShownProducts() {
  loadingShownProducts ??= pageSettled()
    .then(() => import('@/features/catalogue/utils/recently-viewed-products'))
    .then((module) => module.recentlyViewedProducts);
  return loadingShownProducts;
}

// Pages are rendered on the server with nothing stored; the list is read once they are hydrated.
const readSnapshot = () => (isHydratingOrServer() ? null : readRecentlyViewedRaw());
const serverSnapshot = () => null;

/**
 * Recently viewed products from local storage (docs/storefront.md §3, §9), newest first. While a page
 * uses it, entries older than 24 hours are purged on mount and then every hour.
 */
export function useRecentlyViewed(): CardProduct[] {
  const raw = useSyncExternalStore(subscribeToRecentlyViewed, readSnapshot, serverSnapshot);
  const shownProducts = useLoadedCode(loadShownProducts);
  useEffect(() => {
    const purge = () => purgeRecentlyViewed(window.localStorage, Date.now());
    purge();
    const timer = window.setInterval(purge, RECENTLY_VIEWED_PURGE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return useMemo(() => (shownProducts ? shownProducts(raw) : []), [shownProducts, raw]);
}

/** Records the product as viewed as soon as it is shown (and again when another one is). */
export function useRecordRecentlyViewed(product: CardProduct | undefined): void {
  useEffect(() => {
    if (product) addRecentlyViewed(window.localStorage, product, Date.now());
  }, [product]);
}
