import type { ProductBody, SellerProduct } from '@chapkhana/shared/products';
import { api } from '@/lib/api-client';

/** PUT /api/seller/products/{id}. */
export const updateProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProduct: build.mutation<{ product: SellerProduct }, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({ url: `/seller/products/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useUpdateProductMutation } = updateProductApi;
