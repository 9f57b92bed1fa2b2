import type { RemoveWishlistItemResponse } from '@chapkhana/shared/wishlist';
import { api } from '@/lib/api-client';

/** DELETE /api/home/product/remove-wishlist-product/{wishlistId}. */
export const removeWishlistItemApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeWishlistItem: build.mutation<RemoveWishlistItemResponse, string>({
      query: (wishlistId) => ({
        url: `/home/product/remove-wishlist-product/${encodeURIComponent(wishlistId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useRemoveWishlistItemMutation } = removeWishlistItemApi;
