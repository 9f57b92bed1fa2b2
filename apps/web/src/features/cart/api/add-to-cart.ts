import type { MessageResponse } from '@chapkhana/shared/accounts';
import type { AddToCartBody } from '@chapkhana/shared/cart';
import { api } from '@/lib/api-client';

/** POST /api/home/product/add-to-card: colours and properties of one product; a repeat merges. */
export const addToCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<MessageResponse, AddToCartBody>({
      query: (body) => ({ url: '/home/product/add-to-card', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useAddToCartMutation } = addToCartApi;
