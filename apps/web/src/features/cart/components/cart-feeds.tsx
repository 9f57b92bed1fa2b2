import { useGetCartQuery } from '@/features/cart/api/get-cart';
import { useGetWishlistQuery } from '@/features/cart/api/get-wishlist';

/**
 * Keeps a signed-in customer's cart and wishlist fetched (docs/storefront.md §4), and with them
 * the badges' counters (the cart slice follows both reads: `useCartCounts`). Drawn only once
 * the customer is known: a visitor's page, and every page while it is hydrated, sets up no
 * reads for them (two RTK Query hooks each time the counters were read, in the hydrating task).
 */
export function CartFeeds({ customerId }: { customerId: string }): null {
  useGetCartQuery(customerId);
  useGetWishlistQuery(customerId);
  return null;
}
