import { useSelector } from 'react-redux';
import { selectCartCounts } from '@/features/cart/store/cart-slice';
import { useCustomer } from '@/lib/use-customer';

/**
 * Cart item count and wishlist count for the badges: what the cart slice holds once the
 * customer is known (`CartFeeds` keeps it current); signed out, both are 0.
 */
export function useCartCounts(): { cartCount: number; wishlistCount: number } {
  const customerId = useCustomer()?.id ?? null;
  const { buy_product_item, wishlist_count } = useSelector(selectCartCounts);
  if (!customerId) return { cartCount: 0, wishlistCount: 0 };
  return { cartCount: buy_product_item, wishlistCount: wishlist_count };
}
