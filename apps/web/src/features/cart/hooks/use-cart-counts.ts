import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { useGetCartQuery } from '@/features/cart/api/get-cart';
import { useGetWishlistQuery } from '@/features/cart/api/get-wishlist';
import { selectCartCounts } from '@/features/cart/store/cart-slice';
import { useCustomer } from '@/lib/use-customer';

/**
 * Cart item count and wishlist count for the badges. Once the customer is known, the cart
 * and the wishlist are fetched (docs/storefront.md §4) and keep the counters current; signed out, both are 0.
 */
export function useCartCounts(): { cartCount: number; wishlistCount: number } {
  const customerId = useCustomer()?.id ?? null;
  useGetCartQuery(customerId ?? skipToken);
  useGetWishlistQuery(customerId ?? skipToken);
  const { buy_product_item, wishlist_count } = useSelector(selectCartCounts);
  if (!customerId) return { cartCount: 0, wishlistCount: 0 };
  return { cartCount: buy_product_item, wishlistCount: wishlist_count };
}
