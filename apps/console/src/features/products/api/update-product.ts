import type { SellerProductResponse } from '@chapkhana/shared/products';
import type { ProductFormBody } from '@/features/products/utils/print-values';
import { api } from '@/lib/api-client';

/** PUT /api/seller/products/{id}. */
export const updateProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProduct: build.mutation<SellerProductResponse, { id: string; body: ProductFormBody }>({
      query: ({ id, body }) => ({ url: `/seller/products/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useUpdateProductMutation } = updateProductApi;
