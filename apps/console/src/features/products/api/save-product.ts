import type { ProductBody, SellerProduct } from '@chapkhana/shared/console';
import { api } from '@/lib/api-client';

export const saveProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProduct: build.mutation<{ product: SellerProduct }, ProductBody>({
      query: (body) => ({ url: '/seller/products', method: 'POST', body }),
      invalidatesTags: ['Products'],
    }),
    updateProduct: build.mutation<{ product: SellerProduct }, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({ url: `/seller/products/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Products'],
    }),
  }),
});

export const { useCreateProductMutation, useUpdateProductMutation } = saveProductApi;
