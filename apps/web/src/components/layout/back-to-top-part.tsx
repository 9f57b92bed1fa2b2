import { partLoadedLater } from '@/rendering';

/**
 * The back-to-top button (back-to-top.tsx) as every page draws it: it only shows once the page
 * is scrolled, so its code comes once the page has settled.
 */
export const BackToTop = partLoadedLater(
  async () => (await import('@/components/layout/back-to-top')).BackToTop,
);
