import { useSelector } from 'react-redux';
import { selectCartCounts } from '@/features/cart/store/cart-slice';

/** Cart item count and wishlist count for badges. */
export function useCartCounts(): { cartCount: number; wishlistCount: number } {
  const { buy_product_item, wishlist_count } = useSelector(selectCartCounts);
  return { cartCount: buy_product_item, wishlistCount: wishlist_count };
}
