import type { RemoveWishlistItemResponse } from '@chapkhana/shared/wishlist';
import { failedWith } from '@chapkhana/web-kit/failed-with';
import { api } from '@/lib/api-client';
import { wishlistApi } from '@/features/cart/api/get-wishlist';
import { dropWishlistLine } from '@/features/cart/utils/wishlist-lines';

/**
 * DELETE /api/home/product/remove-wishlist-product/{wishlistId}. Once removed (or found gone
 * already: another tab took it), the line leaves the cached wishlist at once.
 */
export const removeWishlistItemApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeWishlistItem: build.mutation<RemoveWishlistItemResponse, string>({
      query: (wishlistId) => ({
        url: `/home/product/remove-wishlist-product/${encodeURIComponent(wishlistId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted(wishlistId, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          const { error } = failure as { error?: unknown };
          if (!failedWith(error, 'wishlist_line_not_found')) return;
        }
        for (const customerId of wishlistApi.util.selectCachedArgsForQuery(
          getState(),
          'getWishlist',
        )) {
          dispatch(
            wishlistApi.util.updateQueryData('getWishlist', customerId, (draft) =>
              dropWishlistLine(draft, wishlistId),
            ),
          );
        }
      },
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useRemoveWishlistItemMutation } = removeWishlistItemApi;
