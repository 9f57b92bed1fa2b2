import type { SellerProductResponse } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/** POST /api/seller/products/{id}/copies: a draft copy under a free code. */
export const copyProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    copyProduct: build.mutation<SellerProductResponse, string>({
      query: (id) => ({ url: `/seller/products/${id}/copies`, method: 'POST' }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useCopyProductMutation } = copyProductApi;
