import type { MessageResponse } from '@chapkhana/shared/accounts';
import { api } from '@/lib/api-client';

/** POST /api/home/product/add-to-wishlist: 409 when the product is already there. */
export const addToWishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToWishlist: build.mutation<MessageResponse, { userId: string; productId: string }>({
      query: (body) => ({ url: '/home/product/add-to-wishlist', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Wishlist'] : []),
    }),
  }),
});

export const { useAddToWishlistMutation } = addToWishlistApi;
