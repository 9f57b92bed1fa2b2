import type { MessageResponse } from '@chapkhana/shared/accounts';
import type { AddToCartBody } from '@chapkhana/shared/cart';
import { api } from '@/lib/api-client';
import { keyedWrite } from '@/lib/keyed-write';

/**
 * POST /api/home/product/add-to-card: colours and properties of one product; a repeat merges, so
 * each press carries its own Idempotency-Key (a retry of that press adds nothing more).
 */
export const addToCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<MessageResponse, AddToCartBody>({
      query: (body) => keyedWrite({ url: '/home/product/add-to-card', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Cart'] : []),
    }),
  }),
});

export const { useAddToCartMutation } = addToCartApi;
