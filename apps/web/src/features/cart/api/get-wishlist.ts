import type { WishlistResponse } from '@chapkhana/shared/wishlist';
import { api } from '@/lib/api-client';

/** GET /api/home/product/get-wishlist-products/{userId}: the wishlist, newest first, and its count. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistResponse, string>({
      query: (customerId) =>
        `/home/product/get-wishlist-products/${encodeURIComponent(customerId)}`,
      providesTags: ['Wishlist'],
    }),
  }),
});

export const { useGetWishlistQuery } = wishlistApi;
