export type StarKind = 'full' | 'half' | 'empty';

/** The five stars for a rating 0–5 (docs/storefront.md §2): full per whole point, a half from .5, else empty. */
export function starKinds(rating: number): StarKind[] {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return Array.from({ length: 5 }, (_, index) => {
    if (value >= index + 1) return 'full';
    if (value >= index + 0.5) return 'half';
    return 'empty';
  });
}
