import type { SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/**
 * POST /api/seller/products/{id}/copies: a draft copy under a free code. `copyKey` is one per
 * copy the seller means: a double click or a retry with it answers the copy the first made.
 */
export const copyProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    copyProduct: build.mutation<SellerProductResponse, { id: string; copyKey: string }>({
      query: ({ id, copyKey }) => ({
        url: `/seller/products/${id}/copies`,
        method: 'POST',
        headers: { 'Idempotency-Key': copyKey },
      }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useCopyProductMutation } = copyProductApi;
