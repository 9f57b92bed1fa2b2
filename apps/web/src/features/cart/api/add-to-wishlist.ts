import type { Product } from '@chapkhana/shared/catalogue';
import type { AddToWishlistResponse } from '@chapkhana/shared/wishlist';
import { wishlistItemOf } from '@chapkhana/shared/wishlist-item';
import { api } from '@/lib/api-client';
import { wishlistApi } from '@/features/cart/api/get-wishlist';
import { addWishlistLine } from '@/features/cart/utils/wishlist-lines';

export interface AddToWishlistArgs {
  userId: string;
  productId: string;
  /** The product as shown: with it, the cached wishlist holds the new line as soon as it is saved. */
  product?: Product;
}

/**
 * POST /api/home/product/add-to-wishlist: the wishlist line's id, `added: false` when the
 * product was already saved (not an error).
 */
export const addToWishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToWishlist: build.mutation<AddToWishlistResponse, AddToWishlistArgs>({
      query: ({ userId, productId }) => ({
        url: '/home/product/add-to-wishlist',
        method: 'POST',
        body: { userId, productId },
      }),
      async onQueryStarted({ userId, product }, { dispatch, queryFulfilled }) {
        if (!product) return;
        let wishlistId: string;
        try {
          wishlistId = (await queryFulfilled).data.wishlistId;
        } catch {
          return; // the caller shows the failure; the cache keeps what the server holds
        }
        const line = wishlistItemOf({ id: wishlistId, customerId: userId }, product);
        dispatch(
          wishlistApi.util.updateQueryData('getWishlist', userId, (draft) =>
            addWishlistLine(draft, line),
          ),
        );
      },
      invalidatesTags: (result) => (result ? ['Wishlist'] : []),
    }),
  }),
});

export const { useAddToWishlistMutation } = addToWishlistApi;
