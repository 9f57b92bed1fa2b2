import { useEffect } from 'react';
import type { CardProduct } from '@/features/catalogue/utils/card-product';
import { addRecentlyViewed } from '@/features/catalogue/utils/recently-viewed';

/**
 * Records the product as viewed as soon as it is shown (and again when another one is). The list
 * itself is drawn below the product by recently-viewed-section.tsx, a later part. Recording a
 * view does not wait for it (a product opened and left at once is still listed).
 */
export function useRecordRecentlyViewed(product: CardProduct | undefined): void {
  useEffect(() => {
    if (product) addRecentlyViewed(window.localStorage, product, Date.now());
  }, [product]);
}
