import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import { isHydratingOrServer } from '@/lib/hydration';
import type * as RecentlyViewedCode from '@/features/catalogue/utils/recently-viewed';
import { pageSettled } from '@/lib/page-settled';

type RecentlyViewedModule = typeof RecentlyViewedCode;

let loading: Promise<RecentlyViewedModule> | undefined;
/**
 * The list sits below the product and is read from local storage, which the server never sees:
 * its code (and the contract's zod that checks stored entries) loads once the page has settled,
 * so it never competes with the product's first view.
 */
function loadRecentlyViewed(): Promise<RecentlyViewedModule> {
  loading ??= pageSettled().then(() => import('@/features/catalogue/utils/recently-viewed'));
  return loading;
}

/** The list's code once it has loaded; null before. */
function useRecentlyViewedModule(): RecentlyViewedModule | null {
  const [loaded, setLoaded] = useState<RecentlyViewedModule | null>(null);
  useEffect(() => {
    let current = true;
    void loadRecentlyViewed().then((module) => {
      if (current) setLoaded(module);
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

const noSubscription = () => () => undefined;
const serverSnapshot = () => null;

/**
 * Recently viewed products from local storage (spec §3, §9), newest first. While a page
 * uses it, entries older than 24 hours are purged once the list has loaded and then every hour.
 */
export function useRecentlyViewed(): CardProduct[] {
  const recentlyViewed = useRecentlyViewedModule();
  // Pages are rendered on the server with nothing stored; the list is read once they are hydrated.
  const raw = useSyncExternalStore(
    recentlyViewed?.subscribeToRecentlyViewed ?? noSubscription,
    () =>
      !recentlyViewed || isHydratingOrServer() ? null : recentlyViewed.readRecentlyViewedRaw(),
    serverSnapshot,
  );
  useEffect(() => {
    if (!recentlyViewed) return;
    const purge = () => recentlyViewed.purgeRecentlyViewed(window.localStorage, Date.now());
    purge();
    const timer = window.setInterval(purge, recentlyViewed.RECENTLY_VIEWED_PURGE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [recentlyViewed]);
  return useMemo(
    () =>
      recentlyViewed ? recentlyViewed.parseRecentlyViewed(raw).map((entry) => entry.product) : [],
    [recentlyViewed, raw],
  );
}

/** Records the product as viewed once it is shown (and again when another one is). */
export function useRecordRecentlyViewed(product: CardProduct | undefined): void {
  useEffect(() => {
    if (!product) return;
    const viewedAt = Date.now();
    void loadRecentlyViewed().then((recentlyViewed) =>
      recentlyViewed.addRecentlyViewed(window.localStorage, product, viewedAt),
    );
  }, [product]);
}
